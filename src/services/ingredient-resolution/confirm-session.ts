import { ConflictError, UnprocessableError } from '../../domain/errors.ts';
import { replaceIngredients, withNutrition } from '../../domain/recipes/ingredients.ts';
import { assertModifiable, type RecipeChange } from '../../domain/recipes/mutations.ts';
import type { RecipeState } from '../../domain/recipes/state.ts';
import { type ConfirmResult, confirmResult, ingredientFromRow } from '../../domain/resolution/confirm.ts';
import type { ResolutionRow, ResolutionSessionRecord } from '../../domain/resolution/session.ts';
import type { JsonObject } from '../../domain/versioning/canonical.ts';
import type { StoreRepos } from '../../store/store.ts';
import type { Call, ServiceContext } from '../context.ts';
import { isCustomIngredientId, selectCustomIngredients } from '../custom-ingredients/index.ts';
import { withComputedNutrition } from '../studio-nutrition/compute.ts';
import { RECIPE } from '../studio-recipes/kind.ts';
import { commitVersion, liveDocument } from '../versioning/commit.ts';
import { ingredientsFingerprint, resolutionNotFound } from './common.ts';

export interface ConfirmSessionInput {
  recipeId: string;
  resolutionId: string;
  ifMatch: string | undefined;
  /** Recompute recipe nutrition (and existing serving facts) in the same version; default true. */
  compute: boolean;
}

export interface ConfirmSessionResult {
  result: ConfirmResult;
  state: RecipeState;
  versionId: string;
}

function notOpen(session: ResolutionSessionRecord): ConflictError | null {
  if (session.status === 'confirmed') {
    return new ConflictError(
      'resolution_already_confirmed',
      `Ingredient resolution ${session.resolution_id} was already confirmed (version ${session.confirmed_version_id}).`,
      { resolution_id: session.resolution_id, confirmed_version_id: session.confirmed_version_id },
    );
  }
  if (session.status === 'superseded') {
    return new ConflictError(
      'resolution_superseded',
      `Ingredient resolution ${session.resolution_id} was superseded by ${session.superseded_by}; confirm the newer session.`,
      { resolution_id: session.resolution_id, superseded_by: session.superseded_by },
    );
  }
  return null;
}

async function loadSession(
  ctx: ServiceContext,
  repos: Pick<StoreRepos, 'resolutions'>,
  input: ConfirmSessionInput,
): Promise<ResolutionSessionRecord> {
  const session = await repos.resolutions.get(ctx.orgId, input.recipeId, input.resolutionId);
  if (session === undefined) {
    throw resolutionNotFound(input.recipeId, input.resolutionId);
  }
  return session;
}

/** The checks a confirm makes against the recipe at its head; throws the first that fails. */
function assertConfirmable(
  session: ResolutionSessionRecord,
  state: RecipeState,
  headVersionId: string,
): void {
  const closed = notOpen(session);
  if (closed !== null) {
    throw closed;
  }
  assertModifiable(state, session.recipe_id);
  if (ingredientsFingerprint(state.ingredients) !== session.based_on_ingredients_hash) {
    throw new ConflictError(
      'resolution_stale',
      `The recipe’s ingredients changed after ingredient resolution ${session.resolution_id} was computed (against version ${session.based_on_version_id}); start a new session.`,
      {
        resolution_id: session.resolution_id,
        based_on_version_id: session.based_on_version_id,
        version_id: headVersionId,
      },
    );
  }
  const unresolved = session.rows.filter((r) => r.status !== 'resolved');
  if (unresolved.length > 0) {
    throw new UnprocessableError(
      'resolution_not_ready',
      `${unresolved.length} row${unresolved.length === 1 ? ' is' : 's are'} unresolved: ${unresolved
        .map((r) => `"${r.original_text}" (${r.row_id}: ${r.error?.code ?? 'unresolved'})`)
        .join(', ')}. Fix them in a new session (previous_resolution_id) before confirming.`,
      {
        resolution_id: session.resolution_id,
        errors: unresolved.map((r) => ({
          row_id: r.row_id,
          position: r.position,
          original_text: r.original_text,
          code: r.error?.code ?? 'unresolved',
          message: r.error?.message ?? 'The row is not resolved.',
        })),
      },
    );
  }
}

/**
 * The rows as they are committed: every chosen food must still be usable (a catalogue food still
 * in the catalogue, a custom ingredient still active), and a custom ingredient's line is pinned to
 * the version current now, read through the commit's transaction (as setRecipeIngredients pins).
 */
async function rowsToCommit(
  ctx: ServiceContext,
  tx: StoreRepos,
  session: ResolutionSessionRecord,
): Promise<ResolutionRow[]> {
  const ids = session.rows.flatMap((r) => (r.search.ingredient_id === null ? [] : [r.search.ingredient_id]));
  const catalogue = await ctx.foods.getMany(
    ids.filter((id) => !isCustomIngredientId(id)),
    tx,
  );
  const custom = await selectCustomIngredients(ctx, tx, ids);
  const gone = [...new Set(ids.filter((id) => !catalogue.has(id) && custom.get(id)?.ok !== true))];
  if (gone.length > 0) {
    throw new UnprocessableError(
      'ingredient_food_unavailable',
      `Food(s) ${gone.join(', ')} chosen in ingredient resolution ${session.resolution_id} can no longer be used (no longer in the catalogue, or a custom ingredient no longer active); choose others in a new session.`,
      { invalid_ids: gone },
    );
  }
  return session.rows.map((row) => {
    const s = row.search.ingredient_id === null ? undefined : custom.get(row.search.ingredient_id);
    return s?.ok === true
      ? { ...row, pinned_version_id: s.versionId, search: { ...row.search, ingredient_name: s.name } }
      : row;
  });
}

/**
 * confirmIngredientResolutionSession: one version in which the recipe's ingredients become the
 * session's rows, `resolution` holds the confirm result and, with `compute`, recipe nutrition is
 * recomputed (a failed recompute commits nothing). The session turns confirmed in the same
 * transaction. 409 resolution_already_confirmed / resolution_superseded / resolution_stale; 422
 * resolution_not_ready naming the unresolved rows.
 */
export async function confirmResolutionSession({
  ctx,
  input,
}: Call<ConfirmSessionInput>): Promise<ConfirmSessionResult> {
  await liveDocument(ctx, RECIPE, input.recipeId);
  await loadSession(ctx, ctx.store, input);
  let result: ConfirmResult | undefined;
  let ingredientsHash = '';
  const c = await commitVersion(ctx, {
    kind: RECIPE,
    documentId: input.recipeId,
    ifMatch: input.ifMatch,
    ifMatchOptional: true,
    mutate: async (state, env) => {
      const session = await loadSession(ctx, env.tx, input);
      assertConfirmable(session, state, env.head.version.version_id);
      const rows = await rowsToCommit(ctx, env.tx, session);
      const ingredients = rows.map(ingredientFromRow);
      result = confirmResult({
        recipeId: input.recipeId,
        resolutionId: session.resolution_id,
        updatedAt: env.now,
        rows,
      });
      ingredientsHash = ingredientsFingerprint(ingredients);
      const change: RecipeChange = replaceIngredients(state, ingredients, input.recipeId, {
        summary: `Confirmed ingredient resolution ${session.resolution_id}`,
        rationale: `Confirmed ingredient resolution ${session.resolution_id}`,
        extra: { resolution: result as unknown as JsonObject },
      });
      if (!input.compute) {
        return change;
      }
      if (ingredients.length === 0) {
        return withNutrition(change, null);
      }
      const computed = await withComputedNutrition(ctx, env.tx, change.state, env.now);
      return { ...withNutrition(change, computed.nutrition), state: computed };
    },
    alsoWrite: async (tx, committed) => {
      const confirmed = await tx.resolutions.markConfirmed(ctx.orgId, input.resolutionId, {
        at: committed.version.created_at,
        versionId: committed.version.version_id,
        ingredientsHash,
      });
      if (!confirmed) {
        // Confirmed or superseded since it was read: the commit is rolled back.
        const now = await loadSession(ctx, tx, input);
        throw notOpen(now) ?? new Error(`resolution ${input.resolutionId} could not be confirmed`);
      }
    },
  });
  if (result === undefined) {
    throw new Error('confirm wrote no result');
  }
  return { result, state: c.state, versionId: c.version.version_id };
}
