import { divide } from '../amount.ts';
import { dec, decString, toNumber } from '../decimal.ts';
import {
  buildLabel,
  buildNutritionFactsColumn,
  type FactsAnalysisNutrient,
  labelNutrient,
  type NutritionFactsColumn,
  type NutritionLabel,
  toLabelUnit,
} from '../labeling/us-fda/index.ts';
import { nutrientsWithMissingData, nutritionTotals, storedAnalysis } from './nutrition.ts';
import type { ResolvedServingSize, ServingDualColumnStatus } from './serving-size.ts';
import type { Demographic, RecipeNutrition, RecipeState } from './state.ts';

/**
 * Serving nutrition facts as a version stores them: the unrounded amounts of one serving (and of
 * the whole recipe, the "container"), with the serving size and label basis they were computed
 * for. Rounding, %DV and the label are derived from this snapshot on read by the US FDA rules
 * (`buildNutritionFactsColumn`, `buildLabel`), so a snapshot stays small and a read at an old
 * version shows the panel that version had.
 *
 * Per-serving amounts are recipe total × serving grams ÷ recipe grams (multiply first, divide
 * once at 40 significant digits, so terminating quotients are exact). The per-container column
 * is the whole recipe; it exists when the recipe holds more than one serving (exact servings per
 * container above 1) and is null otherwise (the serving is the whole recipe, or more).
 */

export interface FactsColumnSnapshot {
  /** Grams the amounts refer to. */
  reference_weight_grams: string;
  /** Unrounded amounts of the label nutrients, catalogue units, keyed by BMID. */
  amounts: Record<string, string>;
}

export interface ServingFacts {
  calculated_at: string;
  /** The label population the facts were declared for (the recipe's demographic then). */
  demographic: Demographic;
  /** calculated_at of the recipe nutrition they were computed from. */
  nutrition_calculated_at: string;
  ingredients_revision: number;
  /** Serving grams ÷ recipe grams. */
  scale_factor: string;
  serving: {
    household_measure: string;
    /** Grams of one serving, as given. */
    serving_grams: string;
    metric_unit: 'g';
    /** Exact servings per container (declared per (b)(8) on the label). */
    servings_per_container: string;
    dual_column_status: ServingDualColumnStatus;
    per_container_column: 'none' | 'optional' | 'required';
  };
  /** Label nutrients whose recipe total lacks at least one ingredient's data. */
  missing_data_bmids: string[];
  per_serving: FactsColumnSnapshot;
  per_container: FactsColumnSnapshot | null;
}

/** The recipe has nutrition computed from its current ingredients. */
export function isNutritionCurrent(state: RecipeState): boolean {
  return state.nutrition !== null && state.nutrition.ingredients_revision === state.ingredients_revision;
}

/** The recipe weighs something (a serving can be scaled against it). */
export function hasRecipeWeight(nutrition: RecipeNutrition): boolean {
  return dec(nutrition.reference_weight_grams).gt(0);
}

/** Facts of one serving from the recipe's nutrition. The serving must be resolved against it. */
export function computeServingFacts(
  nutrition: RecipeNutrition,
  resolved: ResolvedServingSize,
  demographic: Demographic,
  ingredientsRevision: number,
  now: string,
): ServingFacts {
  const weight = dec(nutrition.reference_weight_grams);
  const grams = dec(resolved.serving_grams);
  const servings = resolved.servings_per_container;
  if (!weight.gt(0) || servings === null) {
    throw new Error('serving facts need a resolved serving and a recipe that weighs something');
  }
  const totals = nutritionTotals(nutrition);
  const perServing: Record<string, string> = {};
  const perContainer: Record<string, string> = {};
  for (const [bmid, total] of Object.entries(totals)) {
    if (labelNutrient(bmid) === undefined) {
      continue;
    }
    perServing[bmid] = decString(divide(dec(total).times(grams), weight));
    perContainer[bmid] = total;
  }
  const missing = nutrientsWithMissingData(nutrition);
  return {
    calculated_at: now,
    demographic,
    nutrition_calculated_at: nutrition.calculated_at,
    ingredients_revision: ingredientsRevision,
    scale_factor: decString(divide(grams, weight)),
    serving: {
      household_measure: resolved.household_measure,
      serving_grams: resolved.serving_grams,
      metric_unit: 'g',
      servings_per_container: servings.exact,
      dual_column_status: resolved.dual_column.status,
      per_container_column: resolved.dual_column.per_container_column,
    },
    missing_data_bmids: [...missing].filter((b) => labelNutrient(b) !== undefined).sort(),
    per_serving: { reference_weight_grams: resolved.serving_grams, amounts: perServing },
    per_container: dec(servings.exact).gt(1)
      ? { reference_weight_grams: decString(weight), amounts: perContainer }
      : null,
  };
}

/** The facts are those of the recipe's current nutrition and demographic. */
export function factsAreCurrent(state: RecipeState, facts: ServingFacts): boolean {
  return (
    isNutritionCurrent(state) &&
    state.nutrition?.calculated_at === facts.nutrition_calculated_at &&
    state.metadata.demographic === facts.demographic
  );
}

/** One column, rounded and with %DV (compute result, per-serving and per-container reads). */
export function factsColumn(
  facts: ServingFacts,
  which: 'per_serving' | 'per_container',
): NutritionFactsColumn | null {
  const column = facts[which];
  if (column === null) {
    return null;
  }
  return buildNutritionFactsColumn({
    demographic: facts.demographic,
    referenceWeightGrams: column.reference_weight_grams,
    amounts: column.amounts,
  });
}

export interface ServingAnalysisIngredient {
  ingredient_index: number;
  name: string;
  original_text: string;
  /** The ingredient's grams in one serving. */
  quantity_g: number;
  /** The ingredient's grams in the whole recipe. */
  recipe_quantity_g: number;
}

export interface ServingAnalysisNutrient extends FactsAnalysisNutrient {
  /** Each ingredient's share of one serving, in the label unit. */
  contributions: { ingredient_index: number; amount: number }[];
  /** Ingredients without data for the nutrient (their share is not in the amount). */
  missing_data_ingredients: number[];
}

export interface ServingAnalysis {
  reference_weight_grams: number;
  ingredients: ServingAnalysisIngredient[];
  nutrients: ServingAnalysisNutrient[];
}

/**
 * The per-serving facts with every rounding outcome, and each ingredient's contribution scaled to
 * the serving. Contributions come from the recipe nutrition the facts were computed from; when the
 * version holds other nutrition (or none) they are left empty rather than mixed.
 */
export function servingAnalysis(
  facts: ServingFacts,
  nutrition: RecipeNutrition | null,
  bmids: readonly string[] | null,
): ServingAnalysis {
  const column = buildNutritionFactsColumn({
    demographic: facts.demographic,
    referenceWeightGrams: facts.per_serving.reference_weight_grams,
    amounts: facts.per_serving.amounts,
  });
  const matching = nutrition !== null && nutrition.calculated_at === facts.nutrition_calculated_at;
  const analysis = matching ? storedAnalysis(nutrition) : null;
  const grams = dec(facts.serving.serving_grams);
  const weight = dec(nutrition?.reference_weight_grams ?? '0');
  const share = (amount: string) => (weight.gt(0) ? divide(dec(amount).times(grams), weight) : dec(0));
  const wanted = bmids === null ? null : new Set(bmids);
  return {
    reference_weight_grams: column.reference_weight_grams,
    ingredients: (analysis?.ingredients ?? []).map((i) => ({
      ingredient_index: i.ingredient_index,
      name: i.name,
      original_text: i.original_text,
      quantity_g: toNumber(share(i.quantity_g)),
      recipe_quantity_g: toNumber(i.quantity_g),
    })),
    nutrients: column.analysis
      .filter((n) => wanted === null || wanted.has(n.bmid))
      .map((n) => ({
        ...n,
        contributions: (analysis?.contributions[n.bmid] ?? []).map((c) => ({
          ingredient_index: c.ingredient_index,
          amount: toNumber(toLabelUnit(n.bmid, share(c.amount))),
        })),
        missing_data_ingredients: analysis?.missing[n.bmid] ?? [],
      })),
  };
}

export interface LabelOptions {
  visibility: Readonly<Record<string, boolean>>;
  displayNames: Readonly<Record<string, string>>;
  /** Show the per-container column even where FDA does not require it. */
  showPerContainer: boolean;
}

/**
 * The render-ready label of one serving. The per-container column is shown when FDA requires a
 * dual-column label (recipe at 200–300 % of the RACC) or the label configuration asks for it,
 * and the recipe holds more than one serving.
 */
export function servingLabel(state: RecipeState, facts: ServingFacts, options: LabelOptions): NutritionLabel {
  const perContainer = facts.per_container;
  const showContainer =
    perContainer !== null && (facts.serving.per_container_column === 'required' || options.showPerContainer);
  return buildLabel({
    demographic: facts.demographic,
    servingSize: {
      household: facts.serving.household_measure,
      metricAmount: facts.serving.serving_grams,
      metricUnit: 'g',
    },
    servingsPerContainer: facts.serving.servings_per_container,
    perServing: {
      referenceWeightGrams: facts.per_serving.reference_weight_grams,
      amounts: facts.per_serving.amounts,
    },
    ...(showContainer && perContainer !== null
      ? {
          perContainer: {
            referenceWeightGrams: perContainer.reference_weight_grams,
            amounts: perContainer.amounts,
          },
        }
      : {}),
    visibility: options.visibility,
    displayNames: options.displayNames,
    missingMandatory: facts.missing_data_bmids,
    staleness: { isCurrent: factsAreCurrent(state, facts), calculatedAt: facts.calculated_at },
  });
}
