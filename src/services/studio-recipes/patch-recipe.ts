import {
  labelBasisChanged,
  type MetadataPatch,
  patchMetadata,
  withRecomputedNutrition,
} from '../../domain/recipes/mutations.ts';
import type { Call } from '../context.ts';
import { recomputeRecipeNutrition } from '../studio-nutrition/compute.ts';
import { commitVersion } from '../versioning/commit.ts';
import { RECIPE, type RecipeResult, recipeResult } from './kind.ts';
import { NUTRITION_ACTOR } from './recompute.ts';

export interface PatchRecipeInput extends MetadataPatch {
  recipeId: string;
  ifMatch: string | undefined;
}

/**
 * Changes any of name, country and demographic (`recipe.metadata_updated`). A change of country
 * or demographic recomputes existing nutrition in the same version. A patch that changes nothing
 * writes nothing and returns the current version. 409 `recipe_archived` on an archived recipe.
 */
export async function patchRecipe({ ctx, input }: Call<PatchRecipeInput>): Promise<RecipeResult> {
  const recompute = ctx.recomputeNutrition ?? recomputeRecipeNutrition;
  const c = await commitVersion(ctx, {
    kind: RECIPE,
    documentId: input.recipeId,
    ifMatch: input.ifMatch,
    mutate: async (state, env) => {
      const change = patchMetadata(state, input, input.recipeId);
      if (change === null || change.state.nutrition === null || !labelBasisChanged(state, change.state)) {
        return change;
      }
      const recomputed = await recompute(change.state, { ctx, tx: env.tx, now: env.now });
      return withRecomputedNutrition(change, recomputed, NUTRITION_ACTOR);
    },
  });
  return recipeResult(c.document, c.version, c.state, c.created);
}
