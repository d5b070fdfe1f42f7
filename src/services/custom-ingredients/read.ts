import type { CustomIngredientStatus } from '../../domain/custom-ingredients/state.ts';
import type { AuditEventRecord, VersionHeader } from '../../domain/versioning/records.ts';
import type { Call } from '../context.ts';
import { headerOf, readVersion } from '../versioning/commit.ts';
import { decodeTimeIdCursor, timeIdCursor } from '../versioning/cursor.ts';
import { type AuditQuery, auditTrail, listVersions, type Page, versionAt } from '../versioning/history.ts';
import {
  CUSTOM_INGREDIENT,
  type CustomIngredientResult,
  type CustomIngredientView,
  customIngredientResult,
  customIngredientView,
} from './kind.ts';

/** An ingredient at HEAD, or at `versionId` (404 `version_not_found` for a version it does not have). */
export async function getCustomIngredient({
  ctx,
  input,
}: Call<{ customIngredientId: string; versionId?: string }>): Promise<CustomIngredientResult> {
  const head = await readVersion(ctx, {
    kind: CUSTOM_INGREDIENT,
    documentId: input.customIngredientId,
    ...(input.versionId === undefined ? {} : { versionId: input.versionId }),
  });
  return customIngredientResult({ ...head, version: headerOf(head.version), created: false });
}

export interface CustomIngredientListItem extends CustomIngredientView {
  latest_version_id: string;
}

/** The organization's ingredients that are not deleted, newest first, cursor-paged; optionally one status. */
export async function listCustomIngredients({
  ctx,
  input,
}: Call<{ limit: number; cursor?: string; status?: Exclude<CustomIngredientStatus, 'deleted'> }>): Promise<
  Page<CustomIngredientListItem>
> {
  const after = input.cursor === undefined ? undefined : decodeTimeIdCursor(input.cursor, 'cursor');
  const rows = await ctx.store.documents.listLive(ctx.orgId, CUSTOM_INGREDIENT.docType, {
    ...(after === undefined ? {} : { after }),
    ...(input.status === undefined ? {} : { status: input.status }),
    limit: input.limit + 1,
  });
  const page = rows.slice(0, input.limit);
  const hasMore = rows.length > input.limit;
  const last = page.at(-1);
  return {
    items: page.map(({ document, head }) => ({
      ...customIngredientView(document, head, CUSTOM_INGREDIENT.fromContent(JSON.parse(head.content))),
      latest_version_id: head.version_id,
    })),
    hasMore,
    cursor: hasMore && last !== undefined ? timeIdCursor(last.document.created_at, last.document.id) : null,
  };
}

/** Version history, newest first; with `at`, the one version current at that instant. */
export async function listCustomIngredientVersions({
  ctx,
  input,
}: Call<{ customIngredientId: string; after?: string; limit: number; at?: Date }>): Promise<
  Page<VersionHeader>
> {
  if (input.at !== undefined) {
    const v = await versionAt(ctx, {
      kind: CUSTOM_INGREDIENT,
      documentId: input.customIngredientId,
      at: input.at,
    });
    return { items: [v], cursor: null, hasMore: false };
  }
  return listVersions(ctx, {
    kind: CUSTOM_INGREDIENT,
    documentId: input.customIngredientId,
    limit: input.limit,
    ...(input.after === undefined ? {} : { after: input.after }),
  });
}

/** The ingredient's audit trail, by the same rules as a recipe's. */
export async function getCustomIngredientAuditTrail({
  ctx,
  input,
}: Call<AuditQuery & { customIngredientId: string }>): Promise<Page<AuditEventRecord>> {
  const { customIngredientId, ...query } = input;
  return auditTrail(ctx, { kind: CUSTOM_INGREDIENT, documentId: customIngredientId, query });
}
