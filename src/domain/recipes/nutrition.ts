import { dec, decString } from '../decimal.ts';
import type { Food } from '../foods/food.ts';
import type { AddedSugarsMethod } from '../nutrition/added-sugars.ts';
import type { EnergyBasis } from '../nutrition/calories.ts';
import { sumIngredients } from '../nutrition/compute.ts';
import { NUTRIENTS, type NutrientGroup, nutrientByBmid } from '../nutrition/nutrients.ts';
import type { JsonObject, JsonValue } from '../versioning/canonical.ts';
import type { RecipeIngredient, RecipeNutrition } from './state.ts';

/**
 * Recipe-level nutrition as a version stores it: full-precision totals of every nutrient some
 * ingredient has, the recipe weight, and the analysis (each ingredient's contribution to each
 * nutrient, and which ingredients lacked data). Nothing here is rounded; rounding happens when a
 * serving's facts are declared.
 */
export interface StoredNutrient {
  bmid: string;
  unit: string;
  /** Recipe total, decimal string, full precision. */
  total: string;
}

export interface AnalysisIngredient {
  ingredient_index: number;
  /** The recipe ingredient line id. */
  id: string;
  name: string;
  original_text: string;
  food_id: string;
  /** Grams in the recipe; null for a line that states no amount (it is in `unweighed`). */
  quantity_g: string | null;
}

export interface StoredAnalysis {
  ingredients: AnalysisIngredient[];
  /** BMID → each ingredient's amount (only ingredients with data), decimal strings. */
  contributions: Record<string, { ingredient_index: number; amount: string }[]>;
  /**
   * BMID → indexes of ingredients without data for it: without a value, or without a weight
   * (`unweighed`) while their food has some of it.
   */
  missing: Record<string, number[]>;
  /** Indexes of ingredients without a weight (absent in versions computed before it was kept). */
  unweighed?: number[];
  /** How each ingredient's calories were obtained (absent in versions computed before it was kept). */
  calorie_basis?: IngredientMethod<EnergyBasis>[];
  /** How each ingredient's added sugars were obtained (absent in versions computed before it was kept). */
  added_sugars_basis?: IngredientMethod<AddedSugarsMethod>[];
}

/** The method behind one ingredient's figure, per 100 g of the ingredient. */
export interface IngredientMethod<M extends string> {
  ingredient_index: number;
  method: M;
  /** The figure per 100 g, full precision; null when unknown. */
  per_100g: string | null;
  note: string;
  /** Where the method's facts come from, when it uses a reference table. */
  source: string | null;
}

/** The food behind a recipe ingredient line (by line id). */
export type IngredientFoods = ReadonlyMap<string, Food>;

export function buildRecipeNutrition(
  ingredients: readonly RecipeIngredient[],
  foods: IngredientFoods,
  now: string,
  ingredientsRevision: number,
): RecipeNutrition {
  const items = ingredients.map((ing) => {
    const food = foods.get(ing.id);
    if (food === undefined) {
      throw new Error(`no food for ingredient line ${ing.id}`);
    }
    return { food, grams: ing.metric_quantity_g, ing };
  });
  const sum = sumIngredients(items.map(({ food, grams }) => ({ food, grams })));
  const nutrients: StoredNutrient[] = [];
  for (const def of NUTRIENTS) {
    const total = sum.totals[def.bmid];
    if (total !== undefined) {
      nutrients.push({ bmid: def.bmid, unit: def.unit, total });
    }
  }
  const analysis: StoredAnalysis = {
    ingredients: items.map(({ food, ing }, i) => ({
      ingredient_index: i,
      id: ing.id,
      name: ing.selected_ingredient_name ?? food.name,
      original_text: ing.original_text,
      food_id: food.id,
      quantity_g: ing.metric_quantity_g,
    })),
    contributions: sum.contributions,
    missing: sum.missing,
    unweighed: sum.unweighed,
    calorie_basis: sum.calorie_basis.map((b) => ({
      ingredient_index: b.ingredient_index,
      method: b.basis,
      per_100g: b.kcal_per_100g,
      note: b.note,
      source: null,
    })),
    added_sugars_basis: sum.added_sugars_basis.map((b) => ({
      ingredient_index: b.ingredient_index,
      method: b.method,
      per_100g: b.per_100g,
      note: b.note,
      source: b.source,
    })),
  };
  return {
    calculated_at: now,
    ingredients_revision: ingredientsRevision,
    reference_weight_grams: sum.total_grams,
    nutrients: nutrients as unknown as JsonValue[],
    analysis: analysis as unknown as JsonObject,
  };
}

export interface IngredientMethodsWire {
  calories: Omit<IngredientMethod<EnergyBasis>, 'ingredient_index'> | null;
  added_sugars: Omit<IngredientMethod<AddedSugarsMethod>, 'ingredient_index'> | null;
}

/** The calorie and added-sugars methods of one ingredient of an analysis (null when not recorded). */
export function ingredientMethods(analysis: StoredAnalysis, index: number): IngredientMethodsWire {
  const pick = <M extends string>(list: IngredientMethod<M>[] | undefined) => {
    const found = list?.find((b) => b.ingredient_index === index);
    if (found === undefined) {
      return null;
    }
    const { ingredient_index: _, ...rest } = found;
    return rest;
  };
  return { calories: pick(analysis.calorie_basis), added_sugars: pick(analysis.added_sugars_basis) };
}

export function storedNutrients(n: RecipeNutrition): StoredNutrient[] {
  return n.nutrients as unknown as StoredNutrient[];
}

export function storedAnalysis(n: RecipeNutrition): StoredAnalysis {
  return n.analysis as unknown as StoredAnalysis;
}

/** Recipe totals keyed by BMID (full precision). */
export function nutritionTotals(n: RecipeNutrition): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of storedNutrients(n)) {
    out[s.bmid] = s.total;
  }
  return out;
}

/** BMIDs whose total omits at least one ingredient (missing data). */
export function nutrientsWithMissingData(n: RecipeNutrition): Set<string> {
  const missing = storedAnalysis(n).missing;
  return new Set(
    Object.entries(missing)
      .filter(([, list]) => list.length > 0)
      .map(([bmid]) => bmid),
  );
}

/** The BMIDs an analysis asks for: a group, an explicit list, or both (intersection); default all. */
export function selectBmids(options: {
  nutrientSet?: NutrientGroup | undefined;
  bmids?: readonly string[] | undefined;
}): string[] {
  let list = NUTRIENTS.map((d) => d.bmid);
  if (options.nutrientSet !== undefined) {
    const set = options.nutrientSet;
    list = list.filter((b) => nutrientByBmid(b)?.groups.includes(set) === true);
  }
  if (options.bmids !== undefined && options.bmids.length > 0) {
    const wanted = new Set(options.bmids);
    list = list.filter((b) => wanted.has(b));
  }
  return list;
}

/** A compact view of nutrition for audit events: weight and the label's headline totals. */
export function nutritionDigest(n: RecipeNutrition | null): JsonValue {
  if (n === null) {
    return null;
  }
  const totals = nutritionTotals(n);
  const digest: JsonObject = {
    calculated_at: n.calculated_at,
    reference_weight_grams: n.reference_weight_grams,
  };
  for (const bmid of ['n_energy_kcal', 'n_total_fat', 'n_sodium', 'n_total_carbohydrate', 'n_protein']) {
    const v = totals[bmid];
    if (v !== undefined) {
      digest[bmid] = decString(dec(v).toDecimalPlaces(4));
    }
  }
  return digest;
}
