import { archive, markDeleted, unarchive } from '../../domain/recipes/mutations.ts';
import type { Call } from '../context.ts';
import { commitVersion } from '../versioning/commit.ts';
import { RECIPE, type RecipeResult, recipeResult } from './kind.ts';

export interface LifecycleInput {
  recipeId: string;
  ifMatch: string | undefined;
}

/** ACTIVE → ARCHIVED (`recipe.archived`); already archived: the current version, nothing written. */
export async function archiveRecipe({ ctx, input }: Call<LifecycleInput>): Promise<RecipeResult> {
  const c = await commitVersion(ctx, {
    kind: RECIPE,
    documentId: input.recipeId,
    ifMatch: input.ifMatch,
    alreadyDone: (s) => s.metadata.status === 'archived',
    mutate: (s) => ({ ...archive(s) }),
  });
  return recipeResult(c.document, c.version, c.state, c.created);
}

/** ARCHIVED → ACTIVE (`recipe.unarchived`); already active: the current version, nothing written. */
export async function unarchiveRecipe({ ctx, input }: Call<LifecycleInput>): Promise<RecipeResult> {
  const c = await commitVersion(ctx, {
    kind: RECIPE,
    documentId: input.recipeId,
    ifMatch: input.ifMatch,
    alreadyDone: (s) => s.metadata.status === 'active',
    mutate: (s) => ({ ...unarchive(s) }),
  });
  return recipeResult(c.document, c.version, c.state, c.created);
}

/**
 * Deletes permanently: a final version (status deleted) and a `recipe.deleted` event are written,
 * then the recipe answers 404 `recipe_not_found` everywhere. Its rows stay for audit.
 */
export async function deleteRecipe({ ctx, input }: Call<LifecycleInput>): Promise<RecipeResult> {
  const c = await commitVersion(ctx, {
    kind: RECIPE,
    documentId: input.recipeId,
    ifMatch: input.ifMatch,
    mutate: (s) => ({ ...markDeleted(s), delete: true }),
  });
  return recipeResult(c.document, c.version, c.state, c.created);
}
