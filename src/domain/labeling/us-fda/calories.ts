import { decString } from '../../decimal.ts';
import { parseAmount } from './amounts.ts';

/**
 * Calories from the energy-yielding macronutrients, 21 CFR 101.9(c)(1)(i). The factors apply to
 * the actual (unrounded) grams per serving and the sum is rounded afterwards with the calorie rule
 * (`roundNutrientValue('n_energy_kcal', …)`), never the other way round.
 *
 * Default: the general factors of (c)(1)(i)(B), 4 kcal/g protein, 4 kcal/g total carbohydrate and
 * 9 kcal/g total fat. Specific Atwater factors ((c)(1)(i)(A), USDA Handbook 74) or FDA-approved food
 * factors can be passed instead. Products and sums of decimals are exact, so no rounding happens
 * here.
 */

export interface Macronutrients {
  /** grams, decimal string */
  protein: string;
  /** grams, decimal string */
  fat: string;
  /** grams, decimal string */
  carbohydrate: string;
}

/** kcal per gram, decimal strings. */
export interface CalorieFactors {
  protein: string;
  fat: string;
  carbohydrate: string;
}

export const GENERAL_FACTORS: Readonly<CalorieFactors> = { protein: '4', fat: '9', carbohydrate: '4' };

/** Unrounded kcal as a decimal string. */
export function caloriesFromMacros(
  macros: Macronutrients,
  factors: CalorieFactors = GENERAL_FACTORS,
): string {
  const protein = parseAmount(macros.protein, ['protein']).times(
    parseAmount(factors.protein, ['factors', 'protein']),
  );
  const fat = parseAmount(macros.fat, ['fat']).times(parseAmount(factors.fat, ['factors', 'fat']));
  const carbohydrate = parseAmount(macros.carbohydrate, ['carbohydrate']).times(
    parseAmount(factors.carbohydrate, ['factors', 'carbohydrate']),
  );
  return decString(protein.plus(fat).plus(carbohydrate));
}
