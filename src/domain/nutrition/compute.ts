import { parseAmount } from '../amount.ts';
import { Decimal, decString } from '../decimal.ts';
import { ValidationError } from '../errors.ts';
import type { Food } from '../foods/food.ts';
import { type AddedSugarsEstimate, estimateAddedSugars } from './added-sugars.ts';
import { energyPer100g, type IngredientEnergy } from './calories.ts';
import { NUTRIENTS } from './nutrients.ts';

/**
 * Recipe totals from ingredient weights: for every nutrient of the catalogue (`NUTRIENTS`),
 * per-100 g value × grams / 100, summed over the ingredients. Nothing is rounded here (label
 * rounding happens later, once); arithmetic carries the Decimal clone's 40 significant digits,
 * ROUND_HALF_UP, which is exact for values of the size foods and recipes have.
 *
 * Missing data is never zero:
 * - an ingredient without a value for a nutrient (absent, or not a plain non-negative decimal)
 *   contributes nothing to that total and is listed in `missing[bmid]`;
 * - a nutrient no ingredient has a value for is absent from `totals`, `missing` and
 *   `contributions` alike (its absence is the signal).
 * Keys of `nutrients` outside the catalogue are ignored.
 *
 * Two nutrients are derived rather than read:
 * - `n_energy_kcal`, per ingredient from protein, fat and carbohydrate (see `calories.ts`); how each
 *   ingredient's value was obtained is in `calorie_basis`.
 * - `n_added_sugars`, per ingredient by `estimateAddedSugars` (a stated value, a sweetener's
 *   sugars, a reviewed estimate for composite foods, 0 g for single-ingredient foods); an
 *   ingredient with no basis is missing, like any nutrient without data. How each ingredient's
 *   figure was obtained is in `added_sugars_basis`.
 * `n_energy_kj` is summed from the stored values like any other nutrient.
 *
 * An ingredient without a weight (its line states no amount: "salt to taste") adds nothing to the
 * weight and nothing to any total, and is never dropped silently: for every nutrient its food has
 * a non-zero amount of (or no value for), it is listed in `missing[bmid]`, so the total is known
 * to be incomplete; a nutrient only such ingredients have is kept with the known sum, 0, and them
 * as missing. A nutrient its food has none of is complete without it (salt adds no calories).
 * Such ingredients are listed in `unweighed`.
 */

export type NutritionFood = Pick<Food, 'id' | 'name' | 'nutrients' | 'calorie_factors' | 'added_sugar'> &
  Partial<Pick<Food, 'source' | 'source_id' | 'category'>>;

export interface RecipeItem {
  food: NutritionFood;
  /** Weight of the ingredient in the recipe, non-negative decimal string; null: not weighed. */
  grams: string | null;
}

export interface Contribution {
  ingredient_index: number;
  amount: string;
}

export interface IngredientCalorieBasis extends IngredientEnergy {
  ingredient_index: number;
}

export interface IngredientAddedSugarsBasis extends AddedSugarsEstimate {
  ingredient_index: number;
}

export interface RecipeNutrition {
  /** Sum of the ingredient weights (ingredients without one add nothing). */
  total_grams: string;
  /** Indexes of ingredients without a weight. */
  unweighed: number[];
  /** Recipe totals in each nutrient's catalogue unit, full precision, keyed by BMID. */
  totals: Record<string, string>;
  /** Ingredient indexes without a value, for each nutrient that has a total. */
  missing: Record<string, number[]>;
  /** Each ingredient's amount of each nutrient, in ingredient order, for ingredients with a value. */
  contributions: Record<string, Contribution[]>;
  /** How each ingredient's calories were obtained, in ingredient order. */
  calorie_basis: IngredientCalorieBasis[];
  /** How each ingredient's added sugars were obtained, in ingredient order. */
  added_sugars_basis: IngredientAddedSugarsBasis[];
}

const HUNDRED = new Decimal(100);

/** Per-100 g value and the ingredient's grams → the ingredient's amount (exact). */
function amountIn(per100g: Decimal, grams: Decimal): Decimal {
  return per100g.times(grams).div(HUNDRED);
}

function parseGrams(items: readonly RecipeItem[]): (Decimal | null)[] {
  return items.map((item, index) => {
    if (item.grams === null) {
      return null;
    }
    const grams = parseAmount(item.grams);
    if (grams === null) {
      throw new ValidationError(`Ingredient ${index} has no usable weight in grams.`, [
        {
          loc: ['items', index, 'grams'],
          msg: 'Must be a non-negative decimal number of grams.',
          type: 'decimal',
          input: item.grams,
        },
      ]);
    }
    return grams;
  });
}

/** Per-100 g value of one nutrient for one food, by the rules above; null when missing. */
function per100gOf(
  bmid: string,
  food: NutritionFood,
  energy: IngredientEnergy,
  addedSugars: AddedSugarsEstimate,
): Decimal | null {
  if (bmid === 'n_energy_kcal') {
    return energy.kcal_per_100g === null ? null : new Decimal(energy.kcal_per_100g);
  }
  if (bmid === 'n_added_sugars') {
    return addedSugars.per_100g === null ? null : new Decimal(addedSugars.per_100g);
  }
  return parseAmount(food.nutrients[bmid]);
}

export function sumIngredients(items: readonly RecipeItem[]): RecipeNutrition {
  const weights = parseGrams(items);
  const rows = items.map((item, index) => ({
    index,
    food: item.food,
    grams: weights[index] ?? null,
    energy: energyPer100g(item.food),
    addedSugars: estimateAddedSugars(item.food),
  }));
  const totals: Record<string, string> = {};
  const missing: Record<string, number[]> = {};
  const contributions: Record<string, Contribution[]> = {};

  for (const nutrient of NUTRIENTS) {
    let total = new Decimal(0);
    const lacking: number[] = [];
    const parts: Contribution[] = [];
    let unweighedWithSome = false;
    for (const row of rows) {
      const per100g = per100gOf(nutrient.bmid, row.food, row.energy, row.addedSugars);
      if (row.grams === null && (per100g === null || !per100g.isZero())) {
        unweighedWithSome ||= per100g !== null;
        lacking.push(row.index);
        continue;
      }
      if (per100g === null) {
        lacking.push(row.index);
        continue;
      }
      const amount = amountIn(per100g, row.grams ?? new Decimal(0));
      total = total.plus(amount);
      parts.push({ ingredient_index: row.index, amount: decString(amount) });
    }
    if (parts.length === 0 && !unweighedWithSome) {
      continue;
    }
    totals[nutrient.bmid] = decString(total);
    contributions[nutrient.bmid] = parts;
    if (lacking.length > 0) {
      missing[nutrient.bmid] = lacking;
    }
  }

  return {
    total_grams: decString(rows.reduce((sum, row) => sum.plus(row.grams ?? 0), new Decimal(0))),
    unweighed: rows.filter((row) => row.grams === null).map((row) => row.index),
    totals,
    missing,
    contributions,
    calorie_basis: rows.map((row) => ({ ingredient_index: row.index, ...row.energy })),
    added_sugars_basis: rows.map((row) => ({ ingredient_index: row.index, ...row.addedSugars })),
  };
}
