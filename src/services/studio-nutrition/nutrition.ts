import { NotFoundError } from '../../domain/errors.ts';
import { withNutrition } from '../../domain/recipes/ingredients.ts';
import { assertModifiable } from '../../domain/recipes/mutations.ts';
import { withRefreshedFacts } from '../../domain/recipes/servings.ts';
import type { RecipeNutrition, RecipeState } from '../../domain/recipes/state.ts';
import type { Call } from '../context.ts';
import { RECIPE } from '../studio-recipes/kind.ts';
import { commitVersion, headerOf, readVersion } from '../versioning/commit.ts';
import { withComputedNutrition } from './compute.ts';

export interface NutritionResult {
  recipeId: string;
  nutrition: RecipeNutrition;
  state: RecipeState;
  versionId: string;
}

/** computeRecipeNutrition: recipe totals and weight from the current ingredients, as a new version. */
export async function computeRecipeNutrition({
  ctx,
  input,
}: Call<{ recipeId: string; ifMatch: string | undefined }>): Promise<NutritionResult> {
  const c = await commitVersion(ctx, {
    kind: RECIPE,
    documentId: input.recipeId,
    ifMatch: input.ifMatch,
    mutate: async (state, env) => {
      assertModifiable(state, input.recipeId);
      const computed = await withComputedNutrition(ctx, env.tx, state, env.now);
      const change = withNutrition({ state, events: [], summary: '' }, computed.nutrition);
      return withRefreshedFacts({ ...change, state: computed }, state);
    },
  });
  return {
    recipeId: input.recipeId,
    nutrition: c.state.nutrition as RecipeNutrition,
    state: c.state,
    versionId: c.version.version_id,
  };
}

/** Stored recipe nutrition at HEAD or a version; 404 `nutrition_not_computed` before the first compute. */
export async function getRecipeNutrition({
  ctx,
  input,
}: Call<{ recipeId: string; versionId?: string | undefined }>): Promise<NutritionResult> {
  const head = await readVersion(ctx, {
    kind: RECIPE,
    documentId: input.recipeId,
    ...(input.versionId === undefined ? {} : { versionId: input.versionId }),
  });
  if (head.state.nutrition === null) {
    throw new NotFoundError(
      'nutrition_not_computed',
      `Recipe ${input.recipeId} has no computed nutrition${input.versionId === undefined ? '' : ` at version ${input.versionId}`}; set its ingredients or call POST /studio/recipes/${input.recipeId}/nutrition/compute.`,
    );
  }
  return {
    recipeId: input.recipeId,
    nutrition: head.state.nutrition,
    state: head.state,
    versionId: headerOf(head.version).version_id,
  };
}
