import { restore } from '../../domain/recipes/mutations.ts';
import type { Call } from '../context.ts';
import { commitVersion } from '../versioning/commit.ts';
import { versionNotFound } from '../versioning/kind.ts';
import { RECIPE, type RecipeResult, recipeResult } from './kind.ts';

export interface RestoreRecipeInput {
  recipeId: string;
  ifMatch: string | undefined;
  targetVersionId: string;
  rationale?: string;
}

/**
 * A new version whose content equals the target's (`recipe.restored`, restored_from_version_id
 * set): every part reverts, status included; parts added later disappear. History is not
 * rewritten. 404 `version_not_found` for a version the recipe does not have; 409
 * `recipe_name_taken` when the target's name now belongs to another recipe.
 */
export async function restoreRecipe({ ctx, input }: Call<RestoreRecipeInput>): Promise<RecipeResult> {
  const c = await commitVersion(ctx, {
    kind: RECIPE,
    documentId: input.recipeId,
    ifMatch: input.ifMatch,
    mutate: async (state, env) => {
      const target = await env.tx.documents.getVersion(ctx.orgId, input.recipeId, input.targetVersionId);
      if (target === undefined) {
        throw versionNotFound(RECIPE, input.recipeId, input.targetVersionId);
      }
      const targetState = RECIPE.fromContent(JSON.parse(target.content));
      return {
        ...restore(state, targetState, target.version_id, input.rationale),
        restoredFromVersionId: target.version_id,
      };
    },
  });
  return recipeResult(c.document, c.version, c.state, c.created);
}
