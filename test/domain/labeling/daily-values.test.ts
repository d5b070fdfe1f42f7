import { describe, expect, it } from 'vitest';
import { DAILY_VALUES, dailyValue } from '../../../src/domain/labeling/us-fda/daily-values.ts';
import {
  DEMOGRAPHICS,
  type Demographic,
  isDemographic,
} from '../../../src/domain/labeling/us-fda/demographics.ts';

// Fact base §2.1 and §2.2: [bmid, adults ≥4 y, infants through 12 months, children 1–3 y, pregnant/lactating].
const TABLE: [string, string | null, string | null, string | null, string | null][] = [
  // (c)(9) DRVs
  ['n_total_fat', '78', '30', '39', '78'],
  ['n_saturated_fat', '20', null, '10', '20'],
  ['n_cholesterol', '300', null, '300', '300'],
  ['n_total_carbohydrate', '275', '95', '150', '275'],
  ['n_sodium', '2300', null, '1500', '2300'],
  ['n_dietary_fiber', '28', null, '14', '28'],
  ['n_added_sugars', '50', null, '25', '50'],
  ['n_protein', '50', '11', '13', '71'],
  // (c)(8)(iv) RDIs
  ['n_vitamin_a', '900', '500', '300', '1300'],
  ['n_vitamin_c', '90', '50', '15', '120'],
  ['n_calcium', '1300', '260', '700', '1300'],
  ['n_iron', '18', '11', '7', '27'],
  ['n_vitamin_d', '20', '10', '15', '15'],
  ['n_vitamin_e', '15', '5', '6', '19'],
  ['n_vitamin_k', '120', '2.5', '30', '90'],
  ['n_thiamin', '1.2', '0.3', '0.5', '1.4'],
  ['n_riboflavin', '1.3', '0.4', '0.5', '1.6'],
  ['n_niacin', '16', '4', '6', '18'],
  ['n_vitamin_b6', '1.7', '0.3', '0.5', '2'],
  ['n_folate', '400', '80', '150', '600'],
  ['n_vitamin_b12', '2.4', '0.5', '0.9', '2.8'],
  ['n_biotin', '30', '6', '8', '35'],
  ['n_pantothenic_acid', '5', '1.8', '2', '7'],
  ['n_phosphorus', '1250', '275', '460', '1250'],
  ['n_iodine', '150', '130', '90', '290'],
  ['n_magnesium', '420', '75', '80', '400'],
  ['n_zinc', '11', '3', '3', '13'],
  ['n_selenium', '55', '20', '20', '70'],
  ['n_copper', '0.9', '0.2', '0.3', '1.3'],
  ['n_manganese', '2.3', '0.6', '1.2', '2.6'],
  ['n_chromium', '35', '5.5', '11', '45'],
  ['n_molybdenum', '45', '3', '17', '50'],
  ['n_chloride', '2300', '570', '1500', '2300'],
  ['n_potassium', '4700', '700', '3000', '5100'],
  ['n_choline', '550', '150', '200', '550'],
];

const cells = TABLE.flatMap(([bmid, ...values]) =>
  DEMOGRAPHICS.map((demographic, i) => [bmid, demographic, values[i] ?? null] as const),
);

describe('dailyValue', () => {
  it.each(cells)('%s for %s is %s', (bmid, demographic, expected) => {
    expect(dailyValue(bmid, demographic)).toBe(expected);
  });

  it('has exactly the rows of the fact base', () => {
    expect(DAILY_VALUES.map((e) => e.bmid).sort()).toEqual(TABLE.map((r) => r[0]).sort());
  });

  it.each(
    [
      'n_energy_kcal',
      'n_trans_fat',
      'n_polyunsaturated_fat',
      'n_monounsaturated_fat',
      'n_fluoride',
      'n_total_sugars',
      'n_sugar_alcohol',
      'n_folic_acid',
      'n_caffeine',
    ].flatMap((bmid) => DEMOGRAPHICS.map((d) => [bmid, d] as const)),
  )('%s has no Daily Value for %s', (bmid, demographic) => {
    expect(dailyValue(bmid, demographic)).toBeNull();
  });
});

describe('demographics', () => {
  it('lists the four US_FDA populations', () => {
    expect(DEMOGRAPHICS).toEqual([
      'adults_and_children_over_4',
      'infants_through_12_months',
      'children_1_3_years',
      'pregnant_and_lactating_women',
    ]);
  });

  it.each<[string, boolean]>([
    ['children_1_3_years', true],
    ['adults', false],
  ])('isDemographic(%s) = %s', (value, expected) => {
    expect(isDemographic(value)).toBe(expected);
    if (expected) {
      const d: Demographic = value as Demographic;
      expect(DEMOGRAPHICS).toContain(d);
    }
  });
});
