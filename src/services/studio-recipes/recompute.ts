import type { RecipeState } from '../../domain/recipes/state.ts';
import type { StoreRepos } from '../../store/store.ts';
import type { ServiceContext } from '../context.ts';

/**
 * Recomputes a recipe's nutrition inside a commit (a change of country or demographic changes
 * the label basis, so figures must be current when the call returns). It runs in the commit's
 * transaction: reads go through `tx`; throwing fails the whole commit (no version is written).
 *
 * Contract for implementations: return the state unchanged when `state.nutrition` is null; else
 * return it with `nutrition` recomputed for `state.metadata` (calculated_at = `now`,
 * ingredients_revision = `state.ingredients_revision`) and any dependent parts (per-serving facts)
 * brought up to date. The commit records a `recipe.nutrition_computed` event by the system actor
 * when the result differs.
 *
 * The engine is `recomputeRecipeNutrition` (services/studio-nutrition/compute.ts); tests may
 * inject another through `Deps.recomputeNutrition` (e.g. one that fails).
 */
export type RecomputeNutrition = (
  state: RecipeState,
  env: { ctx: ServiceContext; tx: StoreRepos; now: string },
) => Promise<RecipeState>;

/** The system actor recorded on recomputations the service performs on its own. */
export const NUTRITION_ACTOR = { type: 'system', id: 'nutrition-engine' } as const;
