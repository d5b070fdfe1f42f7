import { caloriesFromMacros } from '../../../src/domain/labeling/us-fda/calories.ts';
import type { BuildLabelInput } from '../../../src/domain/labeling/us-fda/label.ts';
import { roundHouseholdMeasure, servingsPerContainer } from '../../../src/domain/labeling/us-fda/serving.ts';

/**
 * Unrounded per-serving amounts (stored units) chosen so that every printed line of FDA's sample
 * label (fact base §8.1) comes out exactly: 8 servings, 2/3 cup (55g), 230 calories, Total Fat 8g
 * 10%, Saturated Fat 1g 5%, Trans Fat 0g, Cholesterol 0mg 0%, Sodium 160mg 7%, Total Carbohydrate
 * 37g 13%, Dietary Fiber 4g 14%, Total Sugars 12g, Includes 10g Added Sugars 20%, Protein 3g,
 * Vitamin D 2mcg 10%, Calcium 260mg 20%, Iron 8mg 45%, Potassium 235mg 6%.
 */
export const SAMPLE_MACROS = { protein: '3.2', fat: '8.04', carbohydrate: '37.1' };

export const SAMPLE_AMOUNTS: Record<string, string> = {
  n_energy_kcal: caloriesFromMacros(SAMPLE_MACROS), // 233.56 → 230
  n_total_fat: '8.04', // 8g; 10.31 % → 10 %
  n_saturated_fat: '1.02', // 1g; 5.1 % → 5 %
  n_trans_fat: '0.2', // 0g
  n_cholesterol: '1.2', // 0mg; declared zero → 0 %
  n_sodium: '161', // 160mg; 7.0 % → 7 %
  n_total_carbohydrate: '37.1', // 37g; 13.49 % → 13 %
  n_dietary_fiber: '3.9', // 4g; 13.93 % → 14 %
  n_total_sugars: '11.8', // 12g
  n_added_sugars: '10.1', // 10g; 20.2 % → 20 %
  n_protein: '3.2', // 3g, no %DV (no protein quality given)
  n_vitamin_d: '2.04', // 2mcg; 10.2 % → 10 %
  n_calcium: '261', // 260mg; 20.08 % → 20 %
  n_iron: '8.02', // 8mg; 44.56 % → 45 %
  n_potassium: '235', // 235mg with 1 mg significance; 5.0 % → 6 %
};

export function sampleLabelInput(overrides: Partial<BuildLabelInput> = {}): BuildLabelInput {
  return {
    demographic: 'adults_and_children_over_4',
    servingSize: { household: roundHouseholdMeasure('0.68', 'cup').display, metricAmount: '55.3' },
    servingsPerContainer: servingsPerContainer('440', '55').exact,
    perServing: { referenceWeightGrams: '55.3', amounts: SAMPLE_AMOUNTS },
    // FDA's (d)(8) example declares potassium to the milligram ((c)(8)(ii) extra significance).
    amountIncrements: { n_potassium: '1' },
    staleness: { isCurrent: true, calculatedAt: '2026-11-22T10:00:00.000Z' },
    ...overrides,
  };
}

export const SAMPLE_LINES = [
  'Nutrition Facts',
  '8 servings per container',
  'Serving size 2/3 cup (55g)',
  'Amount per serving',
  'Calories 230',
  '% Daily Value*',
  'Total Fat 8g 10%',
  'Saturated Fat 1g 5%',
  'Trans Fat 0g',
  'Cholesterol 0mg 0%',
  'Sodium 160mg 7%',
  'Total Carbohydrate 37g 13%',
  'Dietary Fiber 4g 14%',
  'Total Sugars 12g',
  'Includes 10g Added Sugars 20%',
  'Protein 3g',
  'Vitamin D 2mcg 10%',
  'Calcium 260mg 20%',
  'Iron 8mg 45%',
  'Potassium 235mg 6%',
  '*The % Daily Value tells you how much a nutrient in a serving of food contributes to a daily diet. 2,000 calories a day is used for general nutrition advice.',
];
