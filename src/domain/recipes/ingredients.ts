import type { Actor } from '../accounts.ts';
import type { JsonValue } from '../versioning/canonical.ts';
import type { EventDraft } from '../versioning/events.ts';
import { assertModifiable, type RecipeChange } from './mutations.ts';
import { nutritionDigest } from './nutrition.ts';
import type { RecipeIngredient, RecipeNutrition, RecipeState } from './state.ts';

/** What an audit event shows of an ingredient list (no conversion details). */
function ingredientDigest(list: readonly RecipeIngredient[]): JsonValue {
  return list.map((i) => ({
    id: i.id,
    original_text: i.original_text,
    selected_ingredient_id: i.selected_ingredient_id,
    metric_quantity_g: i.metric_quantity_g,
    pinned_version_id: i.pinned_version_id,
  }));
}

/**
 * Replaces the ingredient list (`recipe.ingredients_updated`): the revision moves on, so nutrition
 * computed before becomes stale until it is computed again. `extra` carries other parts the same
 * change sets (the confirmed resolution result).
 */
export function replaceIngredients(
  state: RecipeState,
  ingredients: RecipeIngredient[],
  recipeId: string,
  options: { summary: string; rationale?: string | null; extra?: Partial<RecipeState> } = {
    summary: 'Set ingredients',
  },
): RecipeChange {
  assertModifiable(state, recipeId);
  const next: RecipeState = {
    ...state,
    ...options.extra,
    ingredients,
    ingredients_revision: state.ingredients_revision + 1,
  };
  const event: EventDraft = {
    event_type: 'recipe.ingredients_updated',
    changed_fields: ['ingredients'],
    before: { ingredients: ingredientDigest(state.ingredients) },
    after: { ingredients: ingredientDigest(ingredients) },
    rationale: options.rationale ?? null,
  };
  return {
    state: next,
    events: [event],
    summary: `${options.summary} (${ingredients.length} ingredient${ingredients.length === 1 ? '' : 's'})`,
  };
}

/** Folds freshly computed nutrition into a change (`recipe.nutrition_computed`). */
export function withNutrition(
  change: RecipeChange,
  nutrition: RecipeNutrition | null,
  actor?: Actor,
): RecipeChange {
  const before = change.state.nutrition;
  const state: RecipeState = { ...change.state, nutrition };
  const event: EventDraft = {
    event_type: 'recipe.nutrition_computed',
    changed_fields: ['nutrition'],
    before: { nutrition: nutritionDigest(before) },
    after: { nutrition: nutritionDigest(nutrition) },
    rationale: null,
    ...(actor === undefined ? {} : { actor }),
  };
  return {
    state,
    events: [...change.events, event],
    summary: change.events.length === 0 ? 'Computed nutrition' : `${change.summary}; nutrition computed`,
  };
}
