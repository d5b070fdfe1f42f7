import { recipeFields } from '../../domain/recipes/state.ts';
import type { AuditEventRecord, VersionHeader } from '../../domain/versioning/records.ts';
import type { ChainReport } from '../../domain/versioning/verify.ts';
import type { Call } from '../context.ts';
import {
  type AuditQuery,
  auditTrail,
  listVersions,
  type Page,
  type VersionChanges,
  verifyChains,
  versionAt,
  versionChanges,
} from '../versioning/history.ts';
import { RECIPE } from './kind.ts';

/** Version history of a recipe, newest first; with `at`, the one version current at that instant. */
export async function listRecipeVersions({
  ctx,
  input,
}: Call<{ recipeId: string; after?: string; limit: number; at?: Date }>): Promise<Page<VersionHeader>> {
  if (input.at !== undefined) {
    const v = await versionAt(ctx, { kind: RECIPE, documentId: input.recipeId, at: input.at });
    return { items: [v], cursor: null, hasMore: false };
  }
  return listVersions(ctx, {
    kind: RECIPE,
    documentId: input.recipeId,
    limit: input.limit,
    ...(input.after === undefined ? {} : { after: input.after }),
  });
}

export async function getRecipeVersionChanges({
  ctx,
  input,
}: Call<{ recipeId: string; versionId: string; comparedTo?: string }>): Promise<VersionChanges> {
  return versionChanges(ctx, {
    kind: RECIPE,
    documentId: input.recipeId,
    versionId: input.versionId,
    fields: recipeFields,
    ...(input.comparedTo === undefined ? {} : { comparedTo: input.comparedTo }),
  });
}

export async function verifyRecipeChains({ ctx, input }: Call<{ recipeId: string }>): Promise<ChainReport> {
  return verifyChains(ctx, { kind: RECIPE, documentId: input.recipeId });
}

export async function getRecipeAuditTrail({
  ctx,
  input,
}: Call<AuditQuery & { recipeId: string }>): Promise<Page<AuditEventRecord>> {
  const { recipeId, ...query } = input;
  return auditTrail(ctx, { kind: RECIPE, documentId: recipeId, query });
}
