import { NotFoundError } from '../../domain/errors.ts';
import { type ResolutionSession, sessionView } from '../../domain/resolution/session.ts';
import type { Call } from '../context.ts';
import { RECIPE } from '../studio-recipes/kind.ts';
import { liveDocument, readVersion } from '../versioning/commit.ts';
import { decodeTimeIdCursor, timeIdCursor } from '../versioning/cursor.ts';
import { describedIngredients, ingredientsFingerprint, resolutionNotFound } from './common.ts';

/** One session of a live recipe (404 recipe_not_found, then resolution_not_found). */
export async function getResolutionSession({
  ctx,
  input,
}: Call<{ recipeId: string; resolutionId: string }>): Promise<ResolutionSession> {
  await liveDocument(ctx, RECIPE, input.recipeId);
  const session = await ctx.store.resolutions.get(ctx.orgId, input.recipeId, input.resolutionId);
  if (session === undefined) {
    throw resolutionNotFound(input.recipeId, input.resolutionId);
  }
  return sessionView(session);
}

/**
 * The session to resume: the recipe's newest, as long as it still describes the recipe's
 * ingredients (those it was computed against, or those its confirm wrote). After the ingredients
 * changed another way (setRecipeIngredients, a restore) there is none: 404 resolution_not_found.
 */
export async function getLatestResolutionSession({
  ctx,
  input,
}: Call<{ recipeId: string }>): Promise<ResolutionSession> {
  const head = await readVersion(ctx, { kind: RECIPE, documentId: input.recipeId });
  const latest = await ctx.store.resolutions.latest(ctx.orgId, input.recipeId);
  if (latest === undefined) {
    throw new NotFoundError(
      'resolution_not_found',
      `Recipe ${input.recipeId} has no ingredient resolution session; start one with POST /studio/recipes/${input.recipeId}/ingredient-resolutions.`,
    );
  }
  if (describedIngredients(latest) !== ingredientsFingerprint(head.state.ingredients)) {
    throw new NotFoundError(
      'resolution_not_found',
      `The ingredients of recipe ${input.recipeId} were changed after its latest ingredient resolution session (${latest.resolution_id}) without it; start a new session.`,
      { resolution_id: latest.resolution_id },
    );
  }
  return sessionView(latest);
}

export interface SessionPage {
  items: ResolutionSession[];
  cursor: string | null;
  hasMore: boolean;
}

/** Every session of a recipe, newest first, whatever its status (cursor paging). */
export async function listResolutionSessions({
  ctx,
  input,
}: Call<{ recipeId: string; limit: number; cursor?: string | undefined }>): Promise<SessionPage> {
  await liveDocument(ctx, RECIPE, input.recipeId);
  const after = input.cursor === undefined ? undefined : decodeTimeIdCursor(input.cursor, 'cursor');
  const rows = await ctx.store.resolutions.list(ctx.orgId, input.recipeId, {
    ...(after === undefined ? {} : { after }),
    limit: input.limit + 1,
  });
  const items = rows.slice(0, input.limit);
  const last = items.at(-1);
  const hasMore = rows.length > input.limit;
  return {
    items: items.map(sessionView),
    cursor: hasMore && last !== undefined ? timeIdCursor(last.created_at, last.resolution_id) : null,
    hasMore,
  };
}
