import { type Decimal, dec } from '../../decimal.ts';
import { nutrientByBmid } from '../../nutrition/nutrients.ts';

/**
 * The nutrients a US Nutrition Facts panel can declare, in the order and nesting 21 CFR 101.9(c)
 * prescribes: (c)(1) calories through (c)(7) protein, then vitamin D, calcium, iron and potassium
 * "in that order" ((c)(8)(ii)), then the other vitamins and minerals in the order of the (c)(8)(iv)
 * RDI table. Nutrients of the catalogue that are not listed here (water, ash, caffeine, kJ, IU
 * duplicates, omega-3 fatty acids) never appear on a US label.
 *
 * Positions graded as recollection in the fact base and not confirmed against the eCFR: fluoride
 * right after sodium, sugar alcohol after added sugars at the Total Sugars indent, folic acid as
 * a parenthetical child of folate. They are voluntary lines, so a wrong position never breaks a
 * mandatory declaration.
 */

/** How the declared amount is rounded; one value per paragraph of 101.9(c). */
export type RoundingClass =
  | 'calories'
  | 'fat'
  | 'cholesterol'
  | 'sodium'
  | 'fluoride'
  | 'carbohydrate'
  | 'protein'
  | 'vitamin_mineral'
  | 'folic_acid';

/** Label units; amounts arrive in the catalogue's stored unit and are converted once. */
export type LabelUnit = 'kcal' | 'g' | 'mg' | 'mcg';

export type LabelSection = 'calories' | 'nutrients' | 'vitamins_minerals';

export interface LabelNutrientDef {
  bmid: string;
  /** The name 101.9 specifies (the catalogue's display name). */
  display_name: string;
  /** The line this one is indented under, or null at the margin. */
  parent: string | null;
  /** Indent depth on the printed panel: 0 at the margin, 1 under a parent, 2 under a child. */
  depth: 0 | 1 | 2;
  /** Mandatory on every post-2016 label (101.9(c), fact base §3.7). */
  mandatory: boolean;
  rounding: RoundingClass;
  label_unit: LabelUnit;
  section: LabelSection;
  /** Bold name on the standard vertical display ((d)(12) model). */
  bold: boolean;
  cfr_reference: string;
}

function def(
  bmid: string,
  rounding: RoundingClass,
  label_unit: LabelUnit,
  cfr_reference: string,
  opts: {
    parent?: string;
    depth?: 0 | 1 | 2;
    mandatory?: boolean;
    section?: LabelSection;
    bold?: boolean;
  } = {},
): LabelNutrientDef {
  const catalogue = nutrientByBmid(bmid);
  if (catalogue === undefined) {
    throw new Error(`Label nutrient ${bmid} is missing from the nutrient catalogue.`);
  }
  return {
    bmid,
    display_name: catalogue.display_name,
    parent: opts.parent ?? null,
    depth: opts.depth ?? 0,
    mandatory: opts.mandatory ?? false,
    rounding,
    label_unit,
    section: opts.section ?? 'nutrients',
    bold: opts.bold ?? false,
    cfr_reference,
  };
}

const MANDATORY_TOP = { mandatory: true, bold: true } as const;
const VM = { section: 'vitamins_minerals' } as const;
const VM_MANDATORY = { section: 'vitamins_minerals', mandatory: true } as const;

/** Every label nutrient in panel order (parents before their children). */
export const LABEL_NUTRIENTS: readonly LabelNutrientDef[] = [
  def('n_energy_kcal', 'calories', 'kcal', '21 CFR 101.9(c)(1)', {
    mandatory: true,
    bold: true,
    section: 'calories',
  }),
  def('n_total_fat', 'fat', 'g', '21 CFR 101.9(c)(2)', MANDATORY_TOP),
  def('n_saturated_fat', 'fat', 'g', '21 CFR 101.9(c)(2)(i)', {
    parent: 'n_total_fat',
    depth: 1,
    mandatory: true,
  }),
  def('n_trans_fat', 'fat', 'g', '21 CFR 101.9(c)(2)(ii)', {
    parent: 'n_total_fat',
    depth: 1,
    mandatory: true,
  }),
  def('n_polyunsaturated_fat', 'fat', 'g', '21 CFR 101.9(c)(2)(iii)', { parent: 'n_total_fat', depth: 1 }),
  def('n_monounsaturated_fat', 'fat', 'g', '21 CFR 101.9(c)(2)(iv)', { parent: 'n_total_fat', depth: 1 }),
  def('n_cholesterol', 'cholesterol', 'mg', '21 CFR 101.9(c)(3)', MANDATORY_TOP),
  def('n_sodium', 'sodium', 'mg', '21 CFR 101.9(c)(4)', MANDATORY_TOP),
  def('n_fluoride', 'fluoride', 'mg', '21 CFR 101.9(c)(5)'),
  def('n_total_carbohydrate', 'carbohydrate', 'g', '21 CFR 101.9(c)(6)', MANDATORY_TOP),
  def('n_dietary_fiber', 'carbohydrate', 'g', '21 CFR 101.9(c)(6)(i)', {
    parent: 'n_total_carbohydrate',
    depth: 1,
    mandatory: true,
  }),
  def('n_total_sugars', 'carbohydrate', 'g', '21 CFR 101.9(c)(6)(ii)', {
    parent: 'n_total_carbohydrate',
    depth: 1,
    mandatory: true,
  }),
  def('n_added_sugars', 'carbohydrate', 'g', '21 CFR 101.9(c)(6)(iii)', {
    parent: 'n_total_sugars',
    depth: 2,
    mandatory: true,
  }),
  def('n_sugar_alcohol', 'carbohydrate', 'g', '21 CFR 101.9(c)(6)(iv)', {
    parent: 'n_total_carbohydrate',
    depth: 1,
  }),
  def('n_protein', 'protein', 'g', '21 CFR 101.9(c)(7)', MANDATORY_TOP),
  def('n_vitamin_d', 'vitamin_mineral', 'mcg', '21 CFR 101.9(c)(8)(ii)', VM_MANDATORY),
  def('n_calcium', 'vitamin_mineral', 'mg', '21 CFR 101.9(c)(8)(ii)', VM_MANDATORY),
  def('n_iron', 'vitamin_mineral', 'mg', '21 CFR 101.9(c)(8)(ii)', VM_MANDATORY),
  def('n_potassium', 'vitamin_mineral', 'mg', '21 CFR 101.9(c)(8)(ii)', VM_MANDATORY),
  // Voluntary vitamins and minerals, in (c)(8)(iv) table order (the mandatory four are above).
  def('n_vitamin_a', 'vitamin_mineral', 'mcg', '21 CFR 101.9(c)(8)(iv)', VM),
  def('n_vitamin_c', 'vitamin_mineral', 'mg', '21 CFR 101.9(c)(8)(iv)', VM),
  def('n_vitamin_e', 'vitamin_mineral', 'mg', '21 CFR 101.9(c)(8)(iv)', VM),
  def('n_vitamin_k', 'vitamin_mineral', 'mcg', '21 CFR 101.9(c)(8)(iv)', VM),
  def('n_thiamin', 'vitamin_mineral', 'mg', '21 CFR 101.9(c)(8)(iv)', VM),
  def('n_riboflavin', 'vitamin_mineral', 'mg', '21 CFR 101.9(c)(8)(iv)', VM),
  def('n_niacin', 'vitamin_mineral', 'mg', '21 CFR 101.9(c)(8)(iv)', VM),
  def('n_vitamin_b6', 'vitamin_mineral', 'mg', '21 CFR 101.9(c)(8)(iv)', VM),
  def('n_folate', 'vitamin_mineral', 'mcg', '21 CFR 101.9(c)(8)(iv)', VM),
  def('n_folic_acid', 'folic_acid', 'mcg', '21 CFR 101.9(c)(8)(iv)', {
    ...VM,
    parent: 'n_folate',
    depth: 1,
  }),
  def('n_vitamin_b12', 'vitamin_mineral', 'mcg', '21 CFR 101.9(c)(8)(iv)', VM),
  def('n_biotin', 'vitamin_mineral', 'mcg', '21 CFR 101.9(c)(8)(iv)', VM),
  def('n_pantothenic_acid', 'vitamin_mineral', 'mg', '21 CFR 101.9(c)(8)(iv)', VM),
  def('n_phosphorus', 'vitamin_mineral', 'mg', '21 CFR 101.9(c)(8)(iv)', VM),
  def('n_iodine', 'vitamin_mineral', 'mcg', '21 CFR 101.9(c)(8)(iv)', VM),
  def('n_magnesium', 'vitamin_mineral', 'mg', '21 CFR 101.9(c)(8)(iv)', VM),
  def('n_zinc', 'vitamin_mineral', 'mg', '21 CFR 101.9(c)(8)(iv)', VM),
  def('n_selenium', 'vitamin_mineral', 'mcg', '21 CFR 101.9(c)(8)(iv)', VM),
  def('n_copper', 'vitamin_mineral', 'mg', '21 CFR 101.9(c)(8)(iv)', VM),
  def('n_manganese', 'vitamin_mineral', 'mg', '21 CFR 101.9(c)(8)(iv)', VM),
  def('n_chromium', 'vitamin_mineral', 'mcg', '21 CFR 101.9(c)(8)(iv)', VM),
  def('n_molybdenum', 'vitamin_mineral', 'mcg', '21 CFR 101.9(c)(8)(iv)', VM),
  def('n_chloride', 'vitamin_mineral', 'mg', '21 CFR 101.9(c)(8)(iv)', VM),
  def('n_choline', 'vitamin_mineral', 'mg', '21 CFR 101.9(c)(8)(iv)', VM),
];

const BY_BMID = new Map(LABEL_NUTRIENTS.map((d) => [d.bmid, d]));

export function labelNutrient(bmid: string): LabelNutrientDef | undefined {
  return BY_BMID.get(bmid);
}

/** The fifteen lines every post-2016 label declares (calories through potassium). */
export const MANDATORY_BMIDS: readonly string[] = LABEL_NUTRIENTS.filter((d) => d.mandatory).map(
  (d) => d.bmid,
);

/** Exact factors from a catalogue unit to a label unit (only fluoride differs today: mcg → mg). */
const UNIT_FACTORS: Readonly<Record<string, string>> = {
  'kcal>kcal': '1',
  'g>g': '1',
  'mg>mg': '1',
  'mcg>mcg': '1',
  'g>mg': '1000',
  'mg>g': '0.001',
  'mg>mcg': '1000',
  'mcg>mg': '0.001',
};

/**
 * Converts an amount from the catalogue's stored unit to the unit the label declares. The factors
 * are powers of ten, so the product is exact.
 */
export function toLabelUnit(bmid: string, amountInStoredUnit: Decimal): Decimal {
  const label = labelNutrient(bmid);
  const catalogue = nutrientByBmid(bmid);
  if (label === undefined || catalogue === undefined) {
    throw new Error(`${bmid} is not a US label nutrient.`);
  }
  const factor = UNIT_FACTORS[`${catalogue.unit}>${label.label_unit}`];
  if (factor === undefined) {
    throw new Error(`No exact factor from ${catalogue.unit} to ${label.label_unit} for ${bmid}.`);
  }
  return dec(amountInStoredUnit).times(factor);
}
