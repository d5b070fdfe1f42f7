import { type Decimal, dec, decString, ROUND_HALF_UP } from '../decimal.ts';
import { roundNutrientValue } from '../labeling/us-fda/rounding.ts';
import type { V1NutritionFacts } from './recipe.ts';

/** "1/4 recipe (212g)": the serving as a fraction of the recipe, with its weight to the gram. */
export function servingSizeText(totalGrams: string, servings: number): string {
  const grams = dec(totalGrams).div(servings).toDecimalPlaces(0, ROUND_HALF_UP);
  return `${servings === 1 ? '1' : `1/${servings}`} recipe (${decString(grams)}g)`;
}

/**
 * Per-serving facts of a /v1 recipe: recipe totals ÷ servings, each amount declared by the FDA
 * rounding rules of 21 CFR 101.9(c) (the figures a label would print). Where a label prints
 * "less than 1g" or "less than 5mg", the number is that bound (1 or 5). A nutrient no ingredient
 * has data for counts as 0.
 */
export function v1NutritionFacts(
  totals: Readonly<Record<string, string>>,
  totalGrams: string,
  servings: number,
): V1NutritionFacts {
  const declared = (bmid: string): number => {
    const perServing: Decimal = dec(totals[bmid] ?? '0').div(servings);
    return Number(roundNutrientValue(bmid, decString(perServing)).rounded_value);
  };
  return {
    servingSize: servingSizeText(totalGrams, servings),
    servingsPerRecipe: servings,
    calories: declared('n_energy_kcal'),
    totalFat: declared('n_total_fat'),
    saturatedFat: declared('n_saturated_fat'),
    cholesterol: declared('n_cholesterol'),
    sodium: declared('n_sodium'),
    totalCarbohydrates: declared('n_total_carbohydrate'),
    dietaryFiber: declared('n_dietary_fiber'),
    sugars: declared('n_total_sugars'),
    protein: declared('n_protein'),
  };
}

/** The major allergens of a recipe: lower-case, sorted, no duplicates. */
export function recipeAllergens(lists: readonly (readonly string[])[]): string[] {
  return [...new Set(lists.flat().map((a) => a.toLowerCase()))].sort();
}
