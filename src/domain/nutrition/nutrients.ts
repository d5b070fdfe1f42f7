/**
 * The nutrient catalogue. Every nutrient the service knows has a stable readable id (BMID,
 * `n_<name>`), a display name, the unit its per-100 g values are stored in, the unit a US label
 * prints, and the SR28 nutrient number it is read from (FoodData Central's `nutrient_nbr` is the
 * same number). Values are per 100 g of edible portion, in `unit`.
 */

export type NutrientGroup =
  | 'fda_mandatory'
  | 'macronutrients'
  | 'vitamins_minerals'
  | 'fatty_acids'
  | 'other';

export interface NutrientDef {
  /** Stable readable id, e.g. `n_total_fat`. */
  bmid: string;
  /** Integer id: the SR28 nutrient number when there is one, else a number from 9000 up. */
  nutrient_id: number;
  /** Name as a US label prints it. */
  display_name: string;
  /** Unit of stored per-100 g values: g, mg, mcg, kcal, kJ or IU. */
  unit: string;
  /** Unit a US label declares it in. */
  label_unit: string;
  /** SR28 / FDC nutrient number read by the importers; null when derived or not in SR28. */
  sr28_number: string | null;
  /** Mandatory on a US Nutrition Facts label (21 CFR 101.9, post-2016). */
  us_mandatory: boolean;
  groups: readonly NutrientGroup[];
}

const M: readonly NutrientGroup[] = ['fda_mandatory', 'macronutrients'];
const MV: readonly NutrientGroup[] = ['fda_mandatory', 'vitamins_minerals'];
const V: readonly NutrientGroup[] = ['vitamins_minerals'];
const FA: readonly NutrientGroup[] = ['macronutrients', 'fatty_acids'];

function n(
  bmid: string,
  display_name: string,
  unit: string,
  sr28: string | null,
  groups: readonly NutrientGroup[],
  opts: { label_unit?: string; id?: number } = {},
): NutrientDef {
  return {
    bmid,
    nutrient_id: opts.id ?? Number(sr28),
    display_name,
    unit,
    label_unit: opts.label_unit ?? unit,
    sr28_number: sr28,
    us_mandatory: groups.includes('fda_mandatory'),
    groups,
  };
}

/** In US label order (21 CFR 101.9(c) and (c)(8)(iv)), then the rest. */
export const NUTRIENTS: readonly NutrientDef[] = [
  n('n_energy_kcal', 'Calories', 'kcal', '208', M),
  n('n_total_fat', 'Total Fat', 'g', '204', M),
  n('n_saturated_fat', 'Saturated Fat', 'g', '606', ['fda_mandatory', 'macronutrients', 'fatty_acids']),
  n('n_trans_fat', 'Trans Fat', 'g', '605', ['fda_mandatory', 'macronutrients', 'fatty_acids']),
  n('n_polyunsaturated_fat', 'Polyunsaturated Fat', 'g', '646', FA),
  n('n_monounsaturated_fat', 'Monounsaturated Fat', 'g', '645', FA),
  n('n_cholesterol', 'Cholesterol', 'mg', '601', M),
  n('n_sodium', 'Sodium', 'mg', '307', ['fda_mandatory', 'macronutrients', 'vitamins_minerals']),
  n('n_fluoride', 'Fluoride', 'mcg', '313', V, { label_unit: 'mg' }),
  n('n_total_carbohydrate', 'Total Carbohydrate', 'g', '205', M),
  n('n_dietary_fiber', 'Dietary Fiber', 'g', '291', M),
  n('n_total_sugars', 'Total Sugars', 'g', '269', M),
  n('n_added_sugars', 'Added Sugars', 'g', null, M, { id: 9001 }),
  n('n_sugar_alcohol', 'Sugar Alcohol', 'g', null, ['macronutrients'], { id: 9002 }),
  n('n_protein', 'Protein', 'g', '203', M),
  n('n_vitamin_d', 'Vitamin D', 'mcg', '328', MV),
  n('n_calcium', 'Calcium', 'mg', '301', MV),
  n('n_iron', 'Iron', 'mg', '303', MV),
  n('n_potassium', 'Potassium', 'mg', '306', MV),
  n('n_vitamin_a', 'Vitamin A', 'mcg', '320', V),
  n('n_vitamin_c', 'Vitamin C', 'mg', '401', V),
  n('n_vitamin_e', 'Vitamin E', 'mg', '323', V),
  n('n_vitamin_k', 'Vitamin K', 'mcg', '430', V),
  n('n_thiamin', 'Thiamin', 'mg', '404', V),
  n('n_riboflavin', 'Riboflavin', 'mg', '405', V),
  n('n_niacin', 'Niacin', 'mg', '406', V),
  n('n_vitamin_b6', 'Vitamin B6', 'mg', '415', V),
  n('n_folate', 'Folate', 'mcg', '435', V),
  n('n_folic_acid', 'Folic Acid', 'mcg', '431', V),
  n('n_vitamin_b12', 'Vitamin B12', 'mcg', '418', V),
  n('n_biotin', 'Biotin', 'mcg', null, V, { id: 9003 }),
  n('n_pantothenic_acid', 'Pantothenic Acid', 'mg', '410', V),
  n('n_phosphorus', 'Phosphorus', 'mg', '305', V),
  n('n_iodine', 'Iodine', 'mcg', null, V, { id: 9004 }),
  n('n_magnesium', 'Magnesium', 'mg', '304', V),
  n('n_zinc', 'Zinc', 'mg', '309', V),
  n('n_selenium', 'Selenium', 'mcg', '317', V),
  n('n_copper', 'Copper', 'mg', '312', V),
  n('n_manganese', 'Manganese', 'mg', '315', V),
  n('n_chromium', 'Chromium', 'mcg', null, V, { id: 9005 }),
  n('n_molybdenum', 'Molybdenum', 'mcg', null, V, { id: 9006 }),
  n('n_chloride', 'Chloride', 'mg', null, V, { id: 9007 }),
  n('n_choline', 'Choline', 'mg', '421', V),
  // Not on a US label, kept because SR28 carries them and analyses use them.
  n('n_energy_kj', 'Energy (kJ)', 'kJ', '268', ['other']),
  n('n_water', 'Water', 'g', '255', ['other']),
  n('n_ash', 'Ash', 'g', '207', ['other']),
  n('n_alcohol', 'Alcohol', 'g', '221', ['other']),
  n('n_caffeine', 'Caffeine', 'mg', '262', ['other']),
  n('n_starch', 'Starch', 'g', '209', ['other']),
  n('n_vitamin_d_iu', 'Vitamin D (IU)', 'IU', '324', ['other']),
  n('n_vitamin_a_iu', 'Vitamin A (IU)', 'IU', '318', ['other']),
  n('n_omega3_ala', 'Omega-3 ALA (18:3 n-3)', 'g', '851', ['fatty_acids']),
  n('n_omega3_epa', 'Omega-3 EPA (20:5 n-3)', 'g', '629', ['fatty_acids']),
  n('n_omega3_dha', 'Omega-3 DHA (22:6 n-3)', 'g', '621', ['fatty_acids']),
];

const BY_BMID = new Map(NUTRIENTS.map((d) => [d.bmid, d]));
const BY_SR28 = new Map(NUTRIENTS.filter((d) => d.sr28_number !== null).map((d) => [d.sr28_number, d]));

export const NUTRIENT_GROUPS = [
  'fda_mandatory',
  'macronutrients',
  'vitamins_minerals',
  'fatty_acids',
  'other',
] as const satisfies readonly NutrientGroup[];

export function nutrientByBmid(bmid: string): NutrientDef | undefined {
  return BY_BMID.get(bmid);
}

export function nutrientBySr28(nutrNo: string): NutrientDef | undefined {
  return BY_SR28.get(nutrNo);
}

export function nutrientsInGroup(group: NutrientGroup): NutrientDef[] {
  return NUTRIENTS.filter((d) => d.groups.includes(group));
}

/** Per-100 g nutrient values keyed by BMID, as decimal strings. An absent key means the value is missing. */
export type NutrientValues = Readonly<Record<string, string>>;
