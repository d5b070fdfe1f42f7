import { withNutrition } from '../../domain/recipes/ingredients.ts';
import type { RecipeChange } from '../../domain/recipes/mutations.ts';
import { withRefreshedFacts } from '../../domain/recipes/servings.ts';
import type { RecipeState } from '../../domain/recipes/state.ts';
import { clearYield, type RecipeYield, setYield } from '../../domain/recipes/yield.ts';
import type { StoreRepos } from '../../store/store.ts';
import type { Call, ServiceContext } from '../context.ts';
import { RECIPE } from '../studio-recipes/kind.ts';
import { commitVersion, headerOf, readVersion } from '../versioning/commit.ts';
import { withComputedNutrition } from './compute.ts';

/** The recipe's cooked yield: set, clear and read (docs/decisions/0018-cooked-yield.md). */

export interface YieldResult {
  recipeId: string;
  state: RecipeState;
  versionId: string;
}

/**
 * A yield change and, when the recipe has ingredients and nutrition, nutrition and every
 * serving's facts recomputed for the new finished weight in the same version (as an ingredient
 * change does). Before nutrition exists the yield is only stored; it applies at the first compute.
 */
async function withRecomputed(
  ctx: ServiceContext,
  tx: StoreRepos,
  before: RecipeState,
  change: RecipeChange,
  now: string,
): Promise<RecipeChange> {
  if (before.nutrition === null || change.state.ingredients.length === 0) {
    return change;
  }
  const computed = await withComputedNutrition(ctx, tx, change.state, now);
  return withRefreshedFacts({ ...withNutrition(change, computed.nutrition), state: computed }, before);
}

export async function setRecipeYield({
  ctx,
  input,
}: Call<{
  recipeId: string;
  ifMatch: string | undefined;
  yield: RecipeYield;
  rationale: string | null;
}>): Promise<YieldResult> {
  const c = await commitVersion(ctx, {
    kind: RECIPE,
    documentId: input.recipeId,
    ifMatch: input.ifMatch,
    mutate: async (state, env) => {
      const change = setYield(state, input.yield, input.recipeId, input.rationale);
      return change === null ? null : withRecomputed(ctx, env.tx, state, change, env.now);
    },
  });
  return { recipeId: input.recipeId, state: c.state, versionId: c.version.version_id };
}

/** Clears the yield (nutrition goes back to the raw ingredient weight); 404 yield_not_set. */
export async function clearRecipeYield({
  ctx,
  input,
}: Call<{ recipeId: string; ifMatch: string | undefined; rationale: string | null }>): Promise<YieldResult> {
  const c = await commitVersion(ctx, {
    kind: RECIPE,
    documentId: input.recipeId,
    ifMatch: input.ifMatch,
    mutate: async (state, env) =>
      withRecomputed(ctx, env.tx, state, clearYield(state, input.recipeId, input.rationale), env.now),
  });
  return { recipeId: input.recipeId, state: c.state, versionId: c.version.version_id };
}

export async function getRecipeYield({
  ctx,
  input,
}: Call<{ recipeId: string; versionId?: string | undefined }>): Promise<YieldResult> {
  const head = await readVersion(ctx, {
    kind: RECIPE,
    documentId: input.recipeId,
    ...(input.versionId === undefined ? {} : { versionId: input.versionId }),
  });
  return { recipeId: input.recipeId, state: head.state, versionId: headerOf(head.version).version_id };
}
