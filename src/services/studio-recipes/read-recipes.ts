import type { Call } from '../context.ts';
import { headerOf, readVersion } from '../versioning/commit.ts';
import { decodeTimeIdCursor, timeIdCursor } from '../versioning/cursor.ts';
import type { Page } from '../versioning/history.ts';
import { RECIPE, type RecipeResult, type RecipeView, recipeResult, recipeView } from './kind.ts';

/** A recipe at HEAD, or at `versionId` (404 `version_not_found` for a version it does not have). */
export async function getRecipe({
  ctx,
  input,
}: Call<{ recipeId: string; versionId?: string }>): Promise<RecipeResult> {
  const head = await readVersion(ctx, {
    kind: RECIPE,
    documentId: input.recipeId,
    ...(input.versionId === undefined ? {} : { versionId: input.versionId }),
  });
  return recipeResult(head.document, headerOf(head.version), head.state, false);
}

export interface RecipeListItem extends RecipeView {
  latest_version_id: string;
}

/** The organization's live recipes, newest first, cursor-paged. */
export async function listRecipes({
  ctx,
  input,
}: Call<{ limit: number; cursor?: string }>): Promise<Page<RecipeListItem>> {
  const after = input.cursor === undefined ? undefined : decodeTimeIdCursor(input.cursor, 'cursor');
  const rows = await ctx.store.documents.listLive(ctx.orgId, RECIPE.docType, {
    ...(after === undefined ? {} : { after }),
    limit: input.limit + 1,
  });
  const page = rows.slice(0, input.limit);
  const hasMore = rows.length > input.limit;
  const last = page.at(-1);
  return {
    items: page.map(({ document, head }) => ({
      ...recipeView(document, head, RECIPE.fromContent(JSON.parse(head.content))),
      latest_version_id: head.version_id,
    })),
    hasMore,
    cursor: hasMore && last !== undefined ? timeIdCursor(last.document.created_at, last.document.id) : null,
  };
}
