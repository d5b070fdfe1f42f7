import { dec, decString } from '../decimal.ts';
import { NotFoundError, type RequiredStep, StepsRequiredError } from '../errors.ts';
import type { JsonObject, JsonValue } from '../versioning/canonical.ts';
import type { EventDraft } from '../versioning/events.ts';
import { assertModifiable, type RecipeChange } from './mutations.ts';
import {
  computeServingFacts,
  factsAreCurrent,
  hasRecipeWeight,
  isNutritionCurrent,
  type ServingFacts,
} from './serving-facts.ts';
import {
  normalizeServingSize,
  type ResolvedServingSize,
  resolveServingSize,
  type ServingSizeInput,
  type ServingSizeRequest,
  sameServingSize,
} from './serving-size.ts';
import type { RecipeServing, RecipeState } from './state.ts';

/**
 * Servings of a Studio recipe as pure state transitions. A serving keeps its input, its size
 * resolved against the recipe (re-resolved whenever recipe nutrition changes) and, once computed,
 * its nutrition facts. Deleted servings keep everything with `deleted_at` set and count nowhere.
 *
 * Facts are only ever computed from current recipe nutrition. `compute_nf` (default true) asks
 * for facts with every change of the serving; a serving added or updated while the recipe has no
 * current nutrition keeps that request, and its facts are computed in the commit that computes
 * the nutrition (refreshServings).
 */

export interface ServingDetails {
  input: ServingSizeInput;
  /** Facts are wanted with every change (and as soon as nutrition is current). */
  compute_nf: boolean;
  rationale: string | null;
  created_at: string;
  updated_at: string;
  resolved: ResolvedServingSize;
}

export function servingDetails(serving: RecipeServing): ServingDetails {
  return serving.details as unknown as ServingDetails;
}

export function servingFacts(serving: RecipeServing): ServingFacts | null {
  return serving.nutrition_facts as unknown as ServingFacts | null;
}

/** The live serving with this id, or undefined (missing or deleted). */
export function liveServing(state: RecipeState, servingId: string): RecipeServing | undefined {
  return state.servings.find((s) => s.id === servingId && s.deleted_at === null);
}

export function servingNotFound(recipeId: string, servingId: string, versionId?: string): NotFoundError {
  return new NotFoundError(
    'serving_not_found',
    `Recipe ${recipeId} has no serving ${servingId}${versionId === undefined ? '' : ` at version ${versionId}`}.`,
  );
}

function requireLive(state: RecipeState, servingId: string, recipeId: string): RecipeServing {
  const serving = liveServing(state, servingId);
  if (serving === undefined) {
    throw servingNotFound(recipeId, servingId);
  }
  return serving;
}

function recipeWeight(state: RecipeState): string | null {
  return state.nutrition === null ? null : state.nutrition.reference_weight_grams;
}

/** Facts for a resolved serving when the recipe's nutrition allows; else null. */
function factsFor(state: RecipeState, resolved: ResolvedServingSize, now: string): ServingFacts | null {
  const n = state.nutrition;
  if (
    n === null ||
    !isNutritionCurrent(state) ||
    !hasRecipeWeight(n) ||
    resolved.servings_per_container === null
  ) {
    return null;
  }
  return computeServingFacts(n, resolved, state.metadata.demographic, state.ingredients_revision, now);
}

function withServing(state: RecipeState, serving: RecipeServing): RecipeState {
  const exists = state.servings.some((s) => s.id === serving.id);
  return {
    ...state,
    servings: exists
      ? state.servings.map((s) => (s.id === serving.id ? serving : s))
      : [...state.servings, serving],
  };
}

function asServing(
  id: string,
  details: ServingDetails,
  facts: ServingFacts | null,
  deletedAt: string | null,
): RecipeServing {
  return {
    id,
    deleted_at: deletedAt,
    nutrition_facts: facts as unknown as JsonObject | null,
    details: details as unknown as JsonObject,
  };
}

/** What audit events show of a serving. */
function servingDigest(serving: RecipeServing | undefined): JsonValue {
  if (serving === undefined) {
    return null;
  }
  const d = servingDetails(serving);
  return {
    id: serving.id,
    serving_size: d.input as unknown as JsonObject,
    household_measure: d.resolved.household_measure,
    metric_amount: d.resolved.metric_amount,
    servings_per_container: d.resolved.servings_per_container?.display_text ?? null,
    dual_column_status: d.resolved.dual_column.status,
    deleted_at: serving.deleted_at,
  };
}

/** What audit events show of facts: the headline per-serving amounts, unrounded (4 places). */
function factsDigest(facts: ServingFacts | null): JsonValue {
  if (facts === null) {
    return null;
  }
  const out: JsonObject = {
    calculated_at: facts.calculated_at,
    demographic: facts.demographic,
    serving_grams: facts.serving.serving_grams,
    servings_per_container: facts.serving.servings_per_container,
  };
  for (const bmid of ['n_energy_kcal', 'n_total_fat', 'n_sodium', 'n_total_carbohydrate', 'n_protein']) {
    const v = facts.per_serving.amounts[bmid];
    if (v !== undefined) {
      out[bmid] = decString(dec(v).toDecimalPlaces(4));
    }
  }
  return out;
}

function servingEvent(
  type: 'recipe.serving_added' | 'recipe.serving_updated' | 'recipe.serving_deleted',
  before: RecipeServing | undefined,
  after: RecipeServing,
  rationale: string | null,
): EventDraft {
  return {
    event_type: type,
    changed_fields: ['servings'],
    before: { serving: servingDigest(before) },
    after: { serving: servingDigest(after) },
    rationale,
  };
}

function factsEvent(servingId: string, before: ServingFacts | null, after: ServingFacts | null): EventDraft {
  return {
    event_type: 'recipe.nutrition_facts_computed',
    changed_fields: ['servings'],
    before: { serving_id: servingId, nutrition_facts: factsDigest(before) },
    after: { serving_id: servingId, nutrition_facts: factsDigest(after) },
    rationale: null,
  };
}

function sizeText(resolved: ResolvedServingSize): string {
  return `${resolved.household_measure}, ${resolved.metric_amount}${resolved.metric_unit}`;
}

/** addRecipeServing: a new serving (never replaces one), with facts folded in when possible. */
export function addServing(
  state: RecipeState,
  input: { servingId: string; request: ServingSizeRequest; computeNf: boolean; now: string },
  recipeId: string,
): RecipeChange {
  assertModifiable(state, recipeId);
  const normalized = normalizeServingSize(input.request);
  const resolved = resolveServingSize(normalized, recipeWeight(state));
  const details: ServingDetails = {
    input: normalized,
    compute_nf: input.computeNf,
    rationale: null,
    created_at: input.now,
    updated_at: input.now,
    resolved,
  };
  const added = asServing(input.servingId, details, null, null);
  const events = [servingEvent('recipe.serving_added', undefined, added, null)];
  let serving = added;
  const facts = input.computeNf ? factsFor(state, resolved, input.now) : null;
  if (facts !== null) {
    serving = asServing(input.servingId, details, facts, null);
    events.push(factsEvent(input.servingId, null, facts));
  }
  return {
    state: withServing(state, serving),
    events,
    summary: `Added serving ${input.servingId} (${sizeText(resolved)})${facts === null ? '' : '; nutrition facts computed'}`,
  };
}

/**
 * updateRecipeServing: full replacement of the serving's size. The same size again changes
 * nothing (null: no version, the existing facts stay). A new size drops facts computed for the old
 * one and, with compute_nf, computes new ones in the same change.
 */
export function updateServing(
  state: RecipeState,
  input: {
    servingId: string;
    request: ServingSizeRequest;
    computeNf: boolean;
    rationale: string | null;
    now: string;
  },
  recipeId: string,
): RecipeChange | null {
  assertModifiable(state, recipeId);
  const current = requireLive(state, input.servingId, recipeId);
  const normalized = normalizeServingSize(input.request);
  const before = servingDetails(current);
  if (sameServingSize(before.input, normalized)) {
    return null;
  }
  const resolved = resolveServingSize(normalized, recipeWeight(state));
  const details: ServingDetails = {
    input: normalized,
    compute_nf: input.computeNf,
    rationale: input.rationale,
    created_at: before.created_at,
    updated_at: input.now,
    resolved,
  };
  const facts = input.computeNf ? factsFor(state, resolved, input.now) : null;
  const updated = asServing(input.servingId, details, facts, null);
  const events = [servingEvent('recipe.serving_updated', current, updated, input.rationale)];
  const oldFacts = servingFacts(current);
  if (facts !== null || oldFacts !== null) {
    events.push(factsEvent(input.servingId, oldFacts, facts));
  }
  return {
    state: withServing(state, updated),
    events,
    summary: `Updated serving ${input.servingId} (${sizeText(resolved)})${facts === null ? '' : '; nutrition facts computed'}`,
  };
}

/** deleteRecipeServing: hidden from lists and reads, kept (with deleted_at) for audit. */
export function deleteServing(
  state: RecipeState,
  servingId: string,
  now: string,
  recipeId: string,
): RecipeChange {
  assertModifiable(state, recipeId);
  const current = requireLive(state, servingId, recipeId);
  const deleted: RecipeServing = { ...current, deleted_at: now };
  return {
    state: withServing(state, deleted),
    events: [servingEvent('recipe.serving_deleted', current, deleted, null)],
    summary: `Deleted serving ${servingId}`,
  };
}

export const SERVING_FACTS_STEPS = {
  noNutrition: {
    reason: 'MISSING_DEPENDENCY',
    operationId: 'setRecipeIngredients',
    operation: 'POST /studio/recipes/{recipe_id}/ingredients',
    detail:
      'The recipe has no nutrition yet; set its ingredients (or confirm an ingredient resolution session), which computes it.',
  },
  noWeight: {
    reason: 'MISSING_DEPENDENCY',
    operationId: 'startIngredientResolutionSession',
    operation: 'POST /studio/recipes/{recipe_id}/ingredient-resolutions',
    detail:
      'The ingredients weigh 0 g (lines that state no amount carry no weight), so nothing can be divided into servings; give them grams (update_ingredient_grams or update_ingredient_quantity in an ingredient resolution session) and confirm it.',
  },
  staleNutrition: {
    reason: 'STALE_DEPENDENCY',
    operationId: 'setRecipeIngredients',
    operation: 'POST /studio/recipes/{recipe_id}/ingredients',
    detail:
      'The ingredients changed after recipe nutrition was computed; set the ingredients again (or call computeRecipeNutrition, POST /studio/recipes/{recipe_id}/nutrition/compute), which recomputes it.',
  },
  noServing: {
    reason: 'MISSING_DEPENDENCY',
    operationId: 'addRecipeServing',
    operation: 'POST /studio/recipes/{recipe_id}/servings',
    detail: 'The serving does not exist (or was deleted); add a serving first.',
  },
} as const satisfies Record<string, RequiredStep>;

/** What computeNutritionFacts still needs, in the order to do it; [] when nothing. */
export function missingFactsSteps(state: RecipeState, servingId: string): RequiredStep[] {
  const steps: RequiredStep[] = [];
  const n = state.nutrition;
  if (n === null) {
    steps.push({ ...SERVING_FACTS_STEPS.noNutrition });
  } else if (!hasRecipeWeight(n)) {
    steps.push({ ...SERVING_FACTS_STEPS.noWeight });
  } else if (!isNutritionCurrent(state)) {
    steps.push({ ...SERVING_FACTS_STEPS.staleNutrition });
  }
  if (liveServing(state, servingId) === undefined) {
    steps.push({ ...SERVING_FACTS_STEPS.noServing });
  }
  return steps;
}

/**
 * computeNutritionFacts: the serving's facts from the current recipe nutrition, re-resolving its
 * size against the recipe first. 409 steps_required when nutrition or the serving is missing, or
 * nutrition is stale.
 */
export function computeFacts(
  state: RecipeState,
  servingId: string,
  now: string,
  recipeId: string,
): RecipeChange {
  assertModifiable(state, recipeId);
  const steps = missingFactsSteps(state, servingId);
  if (steps.length > 0) {
    throw new StepsRequiredError(
      `Nutrition facts for serving ${servingId} cannot be computed yet: ${steps.map((s) => s.operationId).join(', then ')}.`,
      steps,
    );
  }
  const current = requireLive(state, servingId, recipeId);
  const before = servingDetails(current);
  const resolved = resolveServingSize(before.input, recipeWeight(state));
  const facts = factsFor(state, resolved, now);
  if (facts === null) {
    throw new Error('facts could not be computed although no step is missing');
  }
  const updated = asServing(servingId, { ...before, resolved }, facts, null);
  return {
    state: withServing(state, updated),
    events: [factsEvent(servingId, servingFacts(current), facts)],
    summary: `Computed nutrition facts of serving ${servingId} (${sizeText(resolved)})`,
  };
}

/**
 * After recipe nutrition changed: every live serving is resolved against the new recipe weight,
 * and its facts recomputed when it has facts or asked for them (compute_nf). Facts that can no
 * longer be current (no nutrition, stale nutrition) are kept as they are; the label then says they
 * are not current. Deleted servings are left untouched.
 */
export function refreshServings(state: RecipeState, now: string): RecipeState {
  if (!state.servings.some((s) => s.deleted_at === null)) {
    return state;
  }
  const servings = state.servings.map((serving) => {
    if (serving.deleted_at !== null) {
      return serving;
    }
    const details = servingDetails(serving);
    const resolved = resolveServingSize(details.input, recipeWeight(state));
    const old = servingFacts(serving);
    let facts = old;
    if (old !== null || details.compute_nf) {
      facts = factsFor(state, resolved, now) ?? old;
    }
    return asServing(serving.id, { ...details, resolved }, facts, null);
  });
  return { ...state, servings };
}

/**
 * The audit event for facts a nutrition change recomputed (`recipe.nutrition_facts_computed`,
 * one for all servings), or null when no serving's facts changed.
 */
export function refreshedFactsEvent(before: RecipeState, after: RecipeState): EventDraft | null {
  const old = new Map(before.servings.map((s) => [s.id, servingFacts(s)]));
  const changed = after.servings.filter((s) => {
    const f = servingFacts(s);
    return f !== null && f.calculated_at !== old.get(s.id)?.calculated_at;
  });
  if (changed.length === 0) {
    return null;
  }
  return {
    event_type: 'recipe.nutrition_facts_computed',
    changed_fields: ['servings'],
    before: {
      servings: changed.map((s) => ({
        serving_id: s.id,
        nutrition_facts: factsDigest(old.get(s.id) ?? null),
      })),
    },
    after: {
      servings: changed.map((s) => ({ serving_id: s.id, nutrition_facts: factsDigest(servingFacts(s)) })),
    },
    rationale: null,
  };
}

/** True when the serving's facts describe the recipe as it is. */
export function servingFactsCurrent(state: RecipeState, serving: RecipeServing): boolean {
  const facts = servingFacts(serving);
  return facts !== null && factsAreCurrent(state, facts);
}

/** Adds the facts-refresh event to a change that recomputed recipe nutrition (when facts changed). */
export function withRefreshedFacts(change: RecipeChange, before: RecipeState): RecipeChange {
  const event = refreshedFactsEvent(before, change.state);
  if (event === null) {
    return change;
  }
  return {
    ...change,
    events: [...change.events, event],
    summary: `${change.summary}; serving facts recomputed`,
  };
}
