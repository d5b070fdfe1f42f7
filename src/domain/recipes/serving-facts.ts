import { divide } from '../amount.ts';
import { dec, decString, toNumber } from '../decimal.ts';
import {
  buildLabel,
  buildNutritionFactsColumn,
  type FactsAnalysisNutrient,
  LABEL_NUTRIENTS,
  labelNutrient,
  type NutritionFactsColumn,
  type NutritionLabel,
  toLabelUnit,
} from '../labeling/us-fda/index.ts';
import type { NutrientConfirmation } from './label-configuration.ts';
import {
  type IngredientMethodsWire,
  ingredientMethods,
  nutrientsWithMissingData,
  nutritionTotals,
  storedAnalysis,
} from './nutrition.ts';
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
  /**
   * For each of those, the foods (ids) of the ingredients that lack it: what a nutrient
   * confirmation names. Absent in facts computed before it was kept (confirmations then wait for
   * the next computation).
   */
  missing_data_foods?: Record<string, string[]>;
  /**
   * For each label nutrient, the lines of the ingredients without a weight whose food has some of
   * it (their original text): the total lacks them, and no confirmation can fill the gap (a
   * confirmation says a food has none of a nutrient; these have some, in an amount not stated).
   * Absent in facts computed before it was kept, and when no ingredient lacks a weight.
   */
  missing_unweighed?: Record<string, string[]>;
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
  const analysis = storedAnalysis(nutrition);
  const unweighed = new Set(analysis.unweighed ?? []);
  const missingFoods: Record<string, string[]> = {};
  const missingUnweighed: Record<string, string[]> = {};
  for (const bmid of [...missing].filter((b) => labelNutrient(b) !== undefined).sort()) {
    const lacking = analysis.missing[bmid] ?? [];
    const ids = lacking.filter((i) => !unweighed.has(i)).map((i) => analysis.ingredients[i]?.food_id ?? '');
    missingFoods[bmid] = [...new Set(ids.filter((id) => id !== ''))].sort();
    const lines = lacking
      .filter((i) => unweighed.has(i))
      .map((i) => analysis.ingredients[i]?.original_text ?? '');
    if (lines.length > 0) {
      missingUnweighed[bmid] = lines;
    }
  }
  // A mandatory nutrient no ingredient has data for: every food lacks it.
  const allFoods = [...new Set(analysis.ingredients.map((i) => i.food_id))].sort();
  for (const def of LABEL_NUTRIENTS) {
    if (def.mandatory && totals[def.bmid] === undefined && allFoods.length > 0) {
      missingFoods[def.bmid] = allFoods;
    }
  }
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
    missing_data_foods: missingFoods,
    ...(Object.keys(missingUnweighed).length === 0 ? {} : { missing_unweighed: missingUnweighed }),
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

export interface ServingAnalysisIngredient extends IngredientMethodsWire {
  ingredient_index: number;
  name: string;
  original_text: string;
  /** The ingredient's grams in one serving; null when its line states no amount. */
  quantity_g: number | null;
  /** The ingredient's grams in the whole recipe; null when its line states no amount. */
  recipe_quantity_g: number | null;
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
      quantity_g: i.quantity_g === null ? null : toNumber(share(i.quantity_g)),
      recipe_quantity_g: i.quantity_g === null ? null : toNumber(i.quantity_g),
      ...(analysis === null
        ? { calories: null, added_sugars: null }
        : ingredientMethods(analysis, i.ingredient_index)),
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
  /** People's confirmations that a food has none of a nutrient (label configuration). */
  confirmations?: readonly NutrientConfirmation[];
}

/** Methods whose added-sugar figure is an estimate, which the label line says. */
const ESTIMATED_ADDED_SUGARS = new Set(['counterpart_difference', 'juice_concentrate_excess']);

interface ResolvedGaps {
  /** Mandatory nutrients still not declarable. */
  missing: string[];
  /** Why, for those that lack an ingredient without a weight: the lines that state no amount. */
  details: Record<string, string>;
  /** Amounts with confirmed-absent nutrients filled in as 0 where no ingredient had data. */
  perServing: Record<string, string>;
  perContainer: Record<string, string> | null;
  bases: Record<string, string>;
}

/**
 * Applies nutrient confirmations to the facts' gaps: a nutrient whose every lacking food is
 * confirmed to have none is declarable (the known sum, or 0 g when nobody had data) with the
 * confirmations as its basis; others stay missing. Also notes estimated added sugars.
 */
function resolveGaps(
  state: RecipeState,
  facts: ServingFacts,
  confirmations: readonly NutrientConfirmation[],
): ResolvedGaps {
  const perServing = { ...facts.per_serving.amounts };
  const perContainer = facts.per_container === null ? null : { ...facts.per_container.amounts };
  const bases: Record<string, string> = {};
  const nutrition = state.nutrition;
  const analysis =
    nutrition !== null && nutrition.calculated_at === facts.nutrition_calculated_at
      ? storedAnalysis(nutrition)
      : null;
  const nameOf = (foodId: string) => analysis?.ingredients.find((i) => i.food_id === foodId)?.name ?? foodId;
  const missing: string[] = [];
  const details: Record<string, string> = {};
  const partial = new Set(facts.missing_data_bmids);
  const gaps = new Set([...partial, ...Object.keys(facts.missing_data_foods ?? {})]);
  for (const bmid of gaps) {
    const unweighed = facts.missing_unweighed?.[bmid] ?? [];
    if (unweighed.length > 0) {
      // A line without a weight: the amount is unknown, and no confirmation can say it is none.
      details[bmid] = unweighedDetail(unweighed);
      if (labelNutrient(bmid)?.mandatory === true) {
        missing.push(bmid);
      } else {
        delete perServing[bmid];
        if (perContainer !== null) {
          delete perContainer[bmid];
        }
      }
      continue;
    }
    const foods = facts.missing_data_foods?.[bmid];
    const found =
      foods === undefined || foods.length === 0
        ? null
        : foods.map((f) => confirmations.find((c) => c.bmid === bmid && c.food_id === f));
    if (found === null || found.some((c) => c === undefined)) {
      if (partial.has(bmid)) {
        missing.push(bmid);
      }
      continue;
    }
    const others = perServing[bmid] === undefined ? '' : '; the other ingredients from their data';
    perServing[bmid] ??= '0';
    if (perContainer !== null) {
      perContainer[bmid] ??= '0';
    }
    const name = labelNutrient(bmid)?.display_name ?? bmid;
    bases[bmid] = `${name}: none in ${found
      .map(
        (c) =>
          `${nameOf(c?.food_id ?? '')} (confirmed by ${c?.confirmed_by} on ${c?.confirmed_at}: "${c?.rationale}")`,
      )
      .join('; ')}${others}.`;
  }
  const estimated = (analysis?.added_sugars_basis ?? []).filter(
    (b) => ESTIMATED_ADDED_SUGARS.has(b.method) && b.per_100g !== null && !dec(b.per_100g).isZero(),
  );
  if (estimated.length > 0 && !missing.includes('n_added_sugars')) {
    const names = estimated.map((b) => analysis?.ingredients[b.ingredient_index]?.name ?? '');
    const confirmed = bases.n_added_sugars === undefined ? '' : ` ${bases.n_added_sugars}`;
    bases.n_added_sugars = `Estimated: the added sugars of ${names.join(', ')} are estimates (see the analysis for each method).${confirmed}`;
  }
  return { missing, details, perServing, perContainer, bases };
}

/** The reason a total lacks ingredients without a weight, naming their lines. */
export function unweighedDetail(lines: readonly string[]): string {
  const listed = lines.map((l) => `"${l}"`).join(', ');
  return `No amount is stated for ${listed}, so ${lines.length === 1 ? 'its' : 'their'} share is not known: give ${lines.length === 1 ? 'it' : 'them'} a weight in grams.`;
}

/**
 * The render-ready label of one serving. The per-container column is shown when FDA requires a
 * dual-column label (recipe at 200–300 % of the RACC) or the label configuration asks for it,
 * and the recipe holds more than one serving.
 */
export function servingLabel(state: RecipeState, facts: ServingFacts, options: LabelOptions): NutritionLabel {
  const perContainer = facts.per_container;
  const gaps = resolveGaps(state, facts, options.confirmations ?? []);
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
      amounts: gaps.perServing,
    },
    ...(showContainer && perContainer !== null
      ? {
          perContainer: {
            referenceWeightGrams: perContainer.reference_weight_grams,
            amounts: gaps.perContainer ?? perContainer.amounts,
          },
        }
      : {}),
    visibility: options.visibility,
    displayNames: options.displayNames,
    missingMandatory: gaps.missing,
    missingDetails: gaps.details,
    bases: gaps.bases,
    staleness: { isCurrent: factsAreCurrent(state, facts), calculatedAt: facts.calculated_at },
  });
}
