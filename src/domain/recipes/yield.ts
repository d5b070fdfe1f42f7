import { divide, parseAmount } from '../amount.ts';
import { Decimal, dec, decString } from '../decimal.ts';
import { NotFoundError, UnprocessableError, ValidationError } from '../errors.ts';
import type { EventDraft } from '../versioning/events.ts';
import { assertModifiable, type RecipeChange } from './mutations.ts';
import { nutritionTotals, storedAnalysis } from './nutrition.ts';
import type { RecipeNutrition, RecipeState } from './state.ts';

/**
 * Cooked yield: the weight of the finished recipe, stated by the cook as grams or as a percentage
 * of the raw ingredient weight (docs/decisions/0018-cooked-yield.md). Nutrients are summed over the
 * raw ingredients; the difference between the raw and the finished weight is moisture, so it is
 * taken from (or, for a gain, added to) water and nothing else: every other nutrient of the
 * recipe keeps its total, and per-100 g values and serving grams then refer to the finished
 * weight. No nutrient retention factors are applied.
 *
 * A loss larger than the water the ingredients hold is impossible under that rule and is
 * refused (422 `yield_exceeds_water`), stating the smallest finished weight the water allows.
 */

export const YIELD_BASES = ['finished_weight', 'yield_percent'] as const;
export type YieldBasis = (typeof YIELD_BASES)[number];

/** What the cook stated; `value` is grams (finished_weight) or percent of the raw weight. */
export interface RecipeYield {
  basis: YieldBasis;
  value: string;
}

/** The adjustment step, stored with the recipe nutrition it produced (decimal strings, full precision). */
export interface YieldAdjustment {
  basis: YieldBasis;
  /** The stated value: grams or percent. */
  stated: string;
  method: 'moisture_change_as_water';
  raw_weight_grams: string;
  finished_weight_grams: string;
  /** Finished ÷ raw × 100. */
  yield_percent: string;
  /** Finished − raw: negative for a loss. */
  water_change_grams: string;
  /** Water of the raw ingredients (those with data); null when no ingredient has water data. */
  raw_water_grams: string | null;
  finished_water_grams: string | null;
  /** Ingredient indexes without water data (their water is not in raw_water_grams). */
  water_missing_ingredients: number[];
}

const HUNDRED = new Decimal(100);
const MAX_PERCENT = new Decimal(1000);

/** Validates the request: exactly one of finished_weight_g and yield_percent, a positive decimal. */
export function yieldFromRequest(body: { finished_weight_g?: string; yield_percent?: string }): RecipeYield {
  const given = (['finished_weight_g', 'yield_percent'] as const).filter((k) => body[k] !== undefined);
  if (given.length !== 1) {
    throw new ValidationError('Give exactly one of finished_weight_g and yield_percent.', [
      {
        loc: ['body'],
        msg:
          given.length === 0
            ? 'One of finished_weight_g or yield_percent is required'
            : 'finished_weight_g and yield_percent exclude each other',
        type: given.length === 0 ? 'missing' : 'conflict',
        input: body,
      },
    ]);
  }
  const key = given[0] as 'finished_weight_g' | 'yield_percent';
  const raw = body[key] ?? '';
  const value = parseAmount(raw);
  const tooBig = key === 'yield_percent' && value !== null && value.gt(MAX_PERCENT);
  if (value === null || !value.gt(0) || tooBig) {
    throw new ValidationError(
      key === 'yield_percent'
        ? 'yield_percent must be a decimal above 0 and at most 1000 (percent of the raw ingredient weight).'
        : 'finished_weight_g must be a decimal number of grams above 0.',
      [
        {
          loc: ['body', key],
          msg: key === 'yield_percent' ? 'Must be a decimal in (0, 1000]' : 'Must be a positive decimal',
          type: 'decimal_parsing',
          input: raw,
        },
      ],
    );
  }
  return { basis: key === 'yield_percent' ? 'yield_percent' : 'finished_weight', value: decString(value) };
}

function yieldDigest(y: RecipeYield | null): {
  finished_weight_g: string | null;
  yield_percent: string | null;
} {
  return {
    finished_weight_g: y?.basis === 'finished_weight' ? y.value : null,
    yield_percent: y?.basis === 'yield_percent' ? y.value : null,
  };
}

/** Sets the stated yield (`recipe.yield_updated`); null when it is the same as now. */
export function setYield(
  state: RecipeState,
  next: RecipeYield,
  recipeId: string,
  rationale: string | null,
): RecipeChange | null {
  assertModifiable(state, recipeId);
  const current = state.cooking_yield;
  if (current !== null && current.basis === next.basis && dec(current.value).eq(dec(next.value))) {
    return null;
  }
  const event: EventDraft = {
    event_type: 'recipe.yield_updated',
    changed_fields: ['cooking_yield'],
    before: { cooking_yield: yieldDigest(current) },
    after: { cooking_yield: yieldDigest(next) },
    rationale,
  };
  const label =
    next.basis === 'finished_weight' ? `finished weight ${next.value} g` : `yield ${next.value} %`;
  return { state: { ...state, cooking_yield: next }, events: [event], summary: `Set ${label}` };
}

/** Clears the yield (`recipe.yield_cleared`); 404 `yield_not_set` when there is none. */
export function clearYield(state: RecipeState, recipeId: string, rationale: string | null): RecipeChange {
  assertModifiable(state, recipeId);
  if (state.cooking_yield === null) {
    throw new NotFoundError('yield_not_set', `Recipe ${recipeId} has no yield to clear.`);
  }
  const event: EventDraft = {
    event_type: 'recipe.yield_cleared',
    changed_fields: ['cooking_yield'],
    before: { cooking_yield: yieldDigest(state.cooking_yield) },
    after: { cooking_yield: yieldDigest(null) },
    rationale,
  };
  return { state: { ...state, cooking_yield: null }, events: [event], summary: 'Cleared the yield' };
}

/**
 * Recipe nutrition of the finished recipe: weight = the finished weight, water = raw water +
 * (finished − raw), everything else unchanged, and the step recorded in `yield_adjustment`.
 * Without a yield, the nutrition as summed (no adjustment member).
 */
export function applyYield(nutrition: RecipeNutrition, stated: RecipeYield | null): RecipeNutrition {
  if (stated === null) {
    return nutrition;
  }
  const raw = dec(nutrition.reference_weight_grams);
  if (!raw.gt(0)) {
    throw new UnprocessableError(
      'yield_without_weight',
      'The ingredients weigh 0 g, so a yield cannot be applied; give the ingredients their weights or clear the yield.',
    );
  }
  const value = dec(stated.value);
  const finished = stated.basis === 'finished_weight' ? value : divide(raw.times(value), HUNDRED);
  const change = finished.minus(raw);
  const totals = nutritionTotals(nutrition);
  const waterText = totals.n_water;
  const water = waterText === undefined ? null : dec(waterText);
  const missing = storedAnalysis(nutrition).missing.n_water ?? [];
  if (change.lt(0) && (water === null || water.lt(change.neg()))) {
    const have = water ?? new Decimal(0);
    const lowest = raw.minus(have);
    const gaps =
      water === null
        ? ' No ingredient has water data.'
        : missing.length > 0
          ? ` (${missing.length} ingredient${missing.length === 1 ? ' has' : 's have'} no water data.)`
          : '';
    throw new UnprocessableError(
      'yield_exceeds_water',
      `A finished weight of ${decString(finished)} g means ${decString(change.neg())} g of moisture lost from ${decString(raw)} g of ingredients, but they hold ${decString(have)} g of water: the finished weight must be at least ${decString(lowest)} g.${gaps}`,
      {
        raw_weight_grams: decString(raw),
        finished_weight_grams: decString(finished),
        water_grams: decString(have),
        minimum_finished_weight_grams: decString(lowest),
      },
    );
  }
  const finishedWater = water === null ? null : water.plus(change);
  const adjustment: YieldAdjustment = {
    basis: stated.basis,
    stated: stated.value,
    method: 'moisture_change_as_water',
    raw_weight_grams: decString(raw),
    finished_weight_grams: decString(finished),
    yield_percent: decString(divide(finished.times(HUNDRED), raw)),
    water_change_grams: decString(change),
    raw_water_grams: water === null ? null : decString(water),
    finished_water_grams: finishedWater === null ? null : decString(finishedWater),
    water_missing_ingredients: missing,
  };
  const nutrients = (nutrition.nutrients as unknown as { bmid: string; unit: string; total: string }[]).map(
    (n) => (n.bmid === 'n_water' && finishedWater !== null ? { ...n, total: decString(finishedWater) } : n),
  );
  return {
    ...nutrition,
    reference_weight_grams: decString(finished),
    nutrients: nutrients as unknown as RecipeNutrition['nutrients'],
    yield_adjustment: adjustment as unknown as RecipeNutrition['yield_adjustment'],
  };
}

/** The stored adjustment of recipe nutrition, or null when it was computed without a yield. */
export function yieldAdjustmentOf(nutrition: RecipeNutrition | null): YieldAdjustment | null {
  const a = nutrition?.yield_adjustment;
  return a === undefined || a === null ? null : (a as unknown as YieldAdjustment);
}

/** The adjustment as numbers, for the wire. */
export function yieldAdjustmentWire(a: YieldAdjustment | null) {
  if (a === null) {
    return null;
  }
  const n = (v: string | null) => (v === null ? null : Number(v));
  return {
    basis: a.basis,
    stated: Number(a.stated),
    method: a.method,
    raw_weight_grams: Number(a.raw_weight_grams),
    finished_weight_grams: Number(a.finished_weight_grams),
    yield_percent: Number(a.yield_percent),
    water_change_grams: Number(a.water_change_grams),
    raw_water_grams: n(a.raw_water_grams),
    finished_water_grams: n(a.finished_water_grams),
    water_missing_ingredients: a.water_missing_ingredients,
  };
}
