import {
  activate,
  archive,
  createCustomIngredientState,
  markDeleted,
  restore,
  unarchive,
  updateCustomIngredient,
} from '../../domain/custom-ingredients/mutations.ts';
import type { CreateStatus } from '../../domain/custom-ingredients/state.ts';
import type { CustomIngredientInput } from '../../domain/custom-ingredients/validate.ts';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import type { Call, ServiceContext } from '../context.ts';
import { createDocument } from '../versioning/commit.ts';
import { versionNotFound } from '../versioning/kind.ts';
import {
  CUSTOM_INGREDIENT,
  type CustomIngredientResult,
  commitCustomIngredient,
  customIngredientResult,
} from './kind.ts';
import { invalidateOrganizationIndex } from './org-index.ts';

/** Use cases that change a custom ingredient; each writes one version (or nothing) in one transaction. */

export interface CreateCustomIngredientInput extends CustomIngredientInput {
  name: string;
  status?: CreateStatus;
}

/**
 * Creates an ingredient, draft unless `status: active` (`custom_ingredient.created`); 409
 * `custom_ingredient_name_taken` when a non-deleted ingredient of the organization has the name.
 */
export async function createCustomIngredient({
  ctx,
  input,
}: Call<CreateCustomIngredientInput>): Promise<CustomIngredientResult> {
  const change = createCustomIngredientState(input);
  const c = await createDocument(ctx, { kind: CUSTOM_INGREDIENT, ...change });
  invalidateOrganizationIndex(ctx.store, ctx.orgId);
  return customIngredientResult(c);
}

export interface UpdateCustomIngredientInput extends CustomIngredientInput {
  customIngredientId: string;
  ifMatch: string | undefined;
  rationale?: string;
}

/**
 * Partial update (`custom_ingredient.updated`): arrays (nutrients, attributes, artifacts,
 * allergens, approved_markets) are replaced whole; null clears an optional text. An update that
 * changes nothing writes nothing. 409 `custom_ingredient_archived` on an archived ingredient.
 */
export async function updateCustomIngredientContent({
  ctx,
  input,
}: Call<UpdateCustomIngredientInput>): Promise<CustomIngredientResult> {
  const { customIngredientId: id, ifMatch, rationale, ...fields } = input;
  const c = await commitCustomIngredient(ctx, {
    documentId: id,
    ifMatch,
    mutate: (s) => updateCustomIngredient(s, fields, id, rationale),
  });
  return customIngredientResult(c);
}

export interface LifecycleInput {
  customIngredientId: string;
  ifMatch: string | undefined;
}

/** draft → active (`custom_ingredient.activated`); already active: nothing written. */
export async function activateCustomIngredient({
  ctx,
  input,
}: Call<LifecycleInput>): Promise<CustomIngredientResult> {
  const c = await commitCustomIngredient(ctx, {
    documentId: input.customIngredientId,
    ifMatch: input.ifMatch,
    alreadyDone: (s) => s.status === 'active',
    mutate: (s) => activate(s, input.customIngredientId),
  });
  return customIngredientResult(c);
}

/** draft or active → archived (`custom_ingredient.archived`); already archived: nothing written. */
export async function archiveCustomIngredient({
  ctx,
  input,
}: Call<LifecycleInput>): Promise<CustomIngredientResult> {
  const c = await commitCustomIngredient(ctx, {
    documentId: input.customIngredientId,
    ifMatch: input.ifMatch,
    alreadyDone: (s) => s.status === 'archived',
    mutate: (s) => archive(s),
  });
  return customIngredientResult(c);
}

/**
 * archived → the status it had before archiving, draft or active (`custom_ingredient.unarchived`);
 * not archived: nothing written.
 */
export async function unarchiveCustomIngredient({
  ctx,
  input,
}: Call<LifecycleInput>): Promise<CustomIngredientResult> {
  const c = await commitCustomIngredient(ctx, {
    documentId: input.customIngredientId,
    ifMatch: input.ifMatch,
    alreadyDone: (s) => s.status !== 'archived',
    mutate: (s) => unarchive(s, input.customIngredientId),
  });
  return customIngredientResult(c);
}

/**
 * Deletes permanently (`custom_ingredient.deleted`): a final version with status deleted; then
 * 404 `custom_ingredient_not_found` everywhere, and 409 `custom_ingredient_not_restorable` on
 * restore. Recipes pinned to one of its versions keep computing from that version.
 */
export async function deleteCustomIngredient({
  ctx,
  input,
}: Call<LifecycleInput>): Promise<CustomIngredientResult> {
  const c = await commitCustomIngredient(ctx, {
    documentId: input.customIngredientId,
    ifMatch: input.ifMatch,
    mutate: (s) => ({ ...markDeleted(s), delete: true }),
  });
  return customIngredientResult(c);
}

export interface RestoreCustomIngredientInput extends LifecycleInput {
  targetVersionId: string;
  rationale?: string;
}

function notRestorable(id: string): ConflictError {
  return new ConflictError(
    'custom_ingredient_not_restorable',
    `Custom ingredient ${id} was deleted; a deleted ingredient cannot be restored.`,
  );
}

async function isDeleted(ctx: ServiceContext, id: string): Promise<boolean> {
  const doc = await ctx.store.documents.get(ctx.orgId, CUSTOM_INGREDIENT.docType, id);
  return doc !== undefined && doc.deleted_at !== null;
}

/**
 * A new version whose content equals the target's (`custom_ingredient.restored`,
 * restored_from_version_id set): nutrients, basis, name, status, attributes… all revert. 404
 * `version_not_found` for a version the ingredient does not have; 409
 * `custom_ingredient_not_restorable` once deleted; 409 `custom_ingredient_name_taken` when the
 * target's name now belongs to another ingredient.
 */
export async function restoreCustomIngredient({
  ctx,
  input,
}: Call<RestoreCustomIngredientInput>): Promise<CustomIngredientResult> {
  const id = input.customIngredientId;
  if (await isDeleted(ctx, id)) {
    throw notRestorable(id);
  }
  try {
    const c = await commitCustomIngredient(ctx, {
      documentId: id,
      ifMatch: input.ifMatch,
      mutate: async (state, env) => {
        const target = await env.tx.documents.getVersion(ctx.orgId, id, input.targetVersionId);
        if (target === undefined) {
          throw versionNotFound(CUSTOM_INGREDIENT, id, input.targetVersionId);
        }
        const targetState = CUSTOM_INGREDIENT.fromContent(JSON.parse(target.content));
        return {
          ...restore(state, targetState, target.version_id, input.rationale),
          restoredFromVersionId: target.version_id,
        };
      },
    });
    return customIngredientResult(c);
  } catch (err) {
    // Deleted between the check above and the commit.
    if (
      err instanceof NotFoundError &&
      err.code === CUSTOM_INGREDIENT.notFoundCode &&
      (await isDeleted(ctx, id))
    ) {
      throw notRestorable(id);
    }
    throw err;
  }
}
