import type { Demographic } from './demographics.ts';

/**
 * Daily Values after the 2016 final rule: DRVs of 21 CFR 101.9(c)(9) and RDIs of (c)(8)(iv), for the
 * four populations of (c)(8)(i). Values are in the unit the label declares the nutrient in
 * (fact base §2). `null` means no value is established for that population, so no %DV is declared.
 *
 * Two cells rest on recollection of (c)(9) rather than a source read in full (fact base §9 #10):
 * saturated fat for pregnant and lactating women (20 g) and cholesterol for infants (none). Both
 * match the 2016 rule as the team remembers it and the FDA consumer material seen; a second
 * encoding gave "none" and "300 mg" respectively. They sit in this one table so a check against the
 * eCFR changes one cell each.
 *
 * Not in the table at all (no DV for any population): calories, trans fat, polyunsaturated and
 * monounsaturated fat, fluoride, total sugars, sugar alcohol, soluble and insoluble fiber, folic
 * acid on its own.
 */

/** DRV nutrients take whole percents ((d)(7)(ii)); RDI nutrients take the 2/5/10 steps ((c)(8)(iii)). */
export type DailyValueKind = 'drv' | 'rdi';

export interface DailyValueEntry {
  bmid: string;
  kind: DailyValueKind;
  /** Unit of the values (the label unit). */
  unit: string;
  values: Readonly<Record<Demographic, string | null>>;
}

function dv(
  bmid: string,
  kind: DailyValueKind,
  unit: string,
  adults: string | null,
  infants: string | null,
  children13: string | null,
  pregnantLactating: string | null,
): DailyValueEntry {
  return {
    bmid,
    kind,
    unit,
    values: {
      adults_and_children_over_4: adults,
      infants_through_12_months: infants,
      children_1_3_years: children13,
      pregnant_and_lactating_women: pregnantLactating,
    },
  };
}

// Columns: adults and children ≥4 y, infants through 12 months, children 1–3 y, pregnant/lactating.
export const DAILY_VALUES: readonly DailyValueEntry[] = [
  // (c)(9) DRVs
  dv('n_total_fat', 'drv', 'g', '78', '30', '39', '78'),
  dv('n_saturated_fat', 'drv', 'g', '20', null, '10', '20'),
  dv('n_cholesterol', 'drv', 'mg', '300', null, '300', '300'),
  dv('n_total_carbohydrate', 'drv', 'g', '275', '95', '150', '275'),
  dv('n_sodium', 'drv', 'mg', '2300', null, '1500', '2300'),
  dv('n_dietary_fiber', 'drv', 'g', '28', null, '14', '28'),
  dv('n_added_sugars', 'drv', 'g', '50', null, '25', '50'),
  // Protein: a DRV (50 g) for adults, an RDI for the three other populations ((c)(7)(iii), (c)(8)(iv)).
  // Its percent is always a whole percent and always corrected for protein quality (see percent-daily-value.ts).
  dv('n_protein', 'drv', 'g', '50', '11', '13', '71'),
  // (c)(8)(iv) RDIs, in table order
  dv('n_vitamin_a', 'rdi', 'mcg', '900', '500', '300', '1300'),
  dv('n_vitamin_c', 'rdi', 'mg', '90', '50', '15', '120'),
  dv('n_calcium', 'rdi', 'mg', '1300', '260', '700', '1300'),
  dv('n_iron', 'rdi', 'mg', '18', '11', '7', '27'),
  dv('n_vitamin_d', 'rdi', 'mcg', '20', '10', '15', '15'),
  dv('n_vitamin_e', 'rdi', 'mg', '15', '5', '6', '19'),
  dv('n_vitamin_k', 'rdi', 'mcg', '120', '2.5', '30', '90'),
  dv('n_thiamin', 'rdi', 'mg', '1.2', '0.3', '0.5', '1.4'),
  dv('n_riboflavin', 'rdi', 'mg', '1.3', '0.4', '0.5', '1.6'),
  dv('n_niacin', 'rdi', 'mg', '16', '4', '6', '18'),
  dv('n_vitamin_b6', 'rdi', 'mg', '1.7', '0.3', '0.5', '2'),
  dv('n_folate', 'rdi', 'mcg', '400', '80', '150', '600'),
  dv('n_vitamin_b12', 'rdi', 'mcg', '2.4', '0.5', '0.9', '2.8'),
  dv('n_biotin', 'rdi', 'mcg', '30', '6', '8', '35'),
  dv('n_pantothenic_acid', 'rdi', 'mg', '5', '1.8', '2', '7'),
  dv('n_phosphorus', 'rdi', 'mg', '1250', '275', '460', '1250'),
  dv('n_iodine', 'rdi', 'mcg', '150', '130', '90', '290'),
  dv('n_magnesium', 'rdi', 'mg', '420', '75', '80', '400'),
  dv('n_zinc', 'rdi', 'mg', '11', '3', '3', '13'),
  dv('n_selenium', 'rdi', 'mcg', '55', '20', '20', '70'),
  dv('n_copper', 'rdi', 'mg', '0.9', '0.2', '0.3', '1.3'),
  dv('n_manganese', 'rdi', 'mg', '2.3', '0.6', '1.2', '2.6'),
  dv('n_chromium', 'rdi', 'mcg', '35', '5.5', '11', '45'),
  dv('n_molybdenum', 'rdi', 'mcg', '45', '3', '17', '50'),
  dv('n_chloride', 'rdi', 'mg', '2300', '570', '1500', '2300'),
  dv('n_potassium', 'rdi', 'mg', '4700', '700', '3000', '5100'),
  dv('n_choline', 'rdi', 'mg', '550', '150', '200', '550'),
];

const BY_BMID = new Map(DAILY_VALUES.map((e) => [e.bmid, e]));

export function dailyValueEntry(bmid: string): DailyValueEntry | undefined {
  return BY_BMID.get(bmid);
}

/**
 * The Daily Value of a nutrient for a population, as a decimal string in the label unit, or null
 * when none is established (then no %DV is declared for it).
 */
export function dailyValue(bmid: string, demographic: Demographic): string | null {
  return BY_BMID.get(bmid)?.values[demographic] ?? null;
}
