import type { ServingSizeRequest } from '../../domain/recipes/serving-size.ts';
import {
  addServing,
  deleteServing,
  liveServing,
  servingNotFound,
  updateServing,
} from '../../domain/recipes/servings.ts';
import type { RecipeServing, RecipeState } from '../../domain/recipes/state.ts';
import { liveServings } from '../../domain/recipes/state.ts';
import type { Call } from '../context.ts';
import { RECIPE } from '../studio-recipes/kind.ts';
import { commitVersion, headerOf, readVersion } from '../versioning/commit.ts';

/** Studio servings: add, update, delete (each a version) and reads at HEAD or a version. */

export interface ServingResult {
  recipeId: string;
  serving: RecipeServing;
  state: RecipeState;
  versionId: string;
  /** False when nothing was written (an update with the same size). */
  created: boolean;
}

export interface ServingsResult {
  recipeId: string;
  servings: RecipeServing[];
  state: RecipeState;
  versionId: string;
}

function found(state: RecipeState, recipeId: string, servingId: string, versionId?: string): RecipeServing {
  const serving = liveServing(state, servingId);
  if (serving === undefined) {
    throw servingNotFound(recipeId, servingId, versionId);
  }
  return serving;
}

export async function addRecipeServing({
  ctx,
  input,
}: Call<{
  recipeId: string;
  ifMatch: string | undefined;
  servingSize: ServingSizeRequest;
  computeNf: boolean;
}>): Promise<ServingResult> {
  const servingId = `srv_${ctx.ids.ulid()}`;
  const c = await commitVersion(ctx, {
    kind: RECIPE,
    documentId: input.recipeId,
    ifMatch: input.ifMatch,
    mutate: (state, env) =>
      addServing(
        state,
        { servingId, request: input.servingSize, computeNf: input.computeNf, now: env.now },
        input.recipeId,
      ),
  });
  return {
    recipeId: input.recipeId,
    serving: found(c.state, input.recipeId, servingId),
    state: c.state,
    versionId: c.version.version_id,
    created: c.created,
  };
}

export async function updateRecipeServing({
  ctx,
  input,
}: Call<{
  recipeId: string;
  servingId: string;
  ifMatch: string | undefined;
  servingSize: ServingSizeRequest;
  rationale: string | undefined;
  computeNf: boolean;
}>): Promise<ServingResult> {
  const rationale = input.rationale?.trim() || null;
  const c = await commitVersion(ctx, {
    kind: RECIPE,
    documentId: input.recipeId,
    ifMatch: input.ifMatch,
    mutate: (state, env) =>
      updateServing(
        state,
        {
          servingId: input.servingId,
          request: input.servingSize,
          computeNf: input.computeNf,
          rationale,
          now: env.now,
        },
        input.recipeId,
      ),
  });
  return {
    recipeId: input.recipeId,
    serving: found(c.state, input.recipeId, input.servingId),
    state: c.state,
    versionId: c.version.version_id,
    created: c.created,
  };
}

export async function deleteRecipeServing({
  ctx,
  input,
}: Call<{ recipeId: string; servingId: string; ifMatch: string | undefined }>): Promise<{
  versionId: string;
}> {
  const c = await commitVersion(ctx, {
    kind: RECIPE,
    documentId: input.recipeId,
    ifMatch: input.ifMatch,
    mutate: (state, env) => deleteServing(state, input.servingId, env.now, input.recipeId),
  });
  return { versionId: c.version.version_id };
}

/** The live servings at HEAD or at a version. */
export async function listRecipeServings({
  ctx,
  input,
}: Call<{ recipeId: string; versionId?: string | undefined }>): Promise<ServingsResult> {
  const head = await readVersion(ctx, {
    kind: RECIPE,
    documentId: input.recipeId,
    ...(input.versionId === undefined ? {} : { versionId: input.versionId }),
  });
  return {
    recipeId: input.recipeId,
    servings: liveServings(head.state),
    state: head.state,
    versionId: headerOf(head.version).version_id,
  };
}

/** One live serving at HEAD or at a version; 404 serving_not_found when missing or deleted there. */
export async function getRecipeServing({
  ctx,
  input,
}: Call<{ recipeId: string; servingId: string; versionId?: string | undefined }>): Promise<ServingResult> {
  const head = await readVersion(ctx, {
    kind: RECIPE,
    documentId: input.recipeId,
    ...(input.versionId === undefined ? {} : { versionId: input.versionId }),
  });
  return {
    recipeId: input.recipeId,
    serving: found(head.state, input.recipeId, input.servingId, input.versionId),
    state: head.state,
    versionId: head.version.version_id,
    created: false,
  };
}
