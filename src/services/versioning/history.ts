import { BadRequestError, NotFoundError } from '../../domain/errors.ts';
import type { JsonObject } from '../../domain/versioning/canonical.ts';
import { diffObjects, type FieldChanges } from '../../domain/versioning/diff.ts';
import type { AuditEventRecord, DocType, VersionHeader } from '../../domain/versioning/records.ts';
import { type ChainReport, ChainVerifier } from '../../domain/versioning/verify.ts';
import type { Store } from '../../store/store.ts';
import type { ServiceContext } from '../context.ts';
import { liveDocument, readVersion } from './commit.ts';
import { decodeSeqCursor, seqCursor } from './cursor.ts';
import { sha256Hex } from './hash.ts';
import { type DocumentKind, versionNotFound } from './kind.ts';

/** Reads of a versioned document's history: version list, time travel, diffs, audit trail, verifier. */
export interface Page<T> {
  items: T[];
  cursor: string | null;
  hasMore: boolean;
}

export async function listVersions<S>(
  ctx: ServiceContext,
  input: { kind: DocumentKind<S>; documentId: string; after?: string; limit: number },
): Promise<Page<VersionHeader>> {
  await liveDocument(ctx, input.kind, input.documentId);
  const beforeSeq = input.after === undefined ? undefined : decodeSeqCursor(input.after, 'after');
  const rows = await ctx.store.documents.listVersions(ctx.orgId, input.documentId, {
    ...(beforeSeq === undefined ? {} : { beforeSeq }),
    limit: input.limit + 1,
  });
  const items = rows.slice(0, input.limit);
  const hasMore = rows.length > input.limit;
  const last = items.at(-1);
  return { items, hasMore, cursor: hasMore && last !== undefined ? seqCursor(last.seq) : null };
}

/** The version current at an instant: the newest created at or before it (HEAD for future instants). */
export async function versionAt<S>(
  ctx: ServiceContext,
  input: { kind: DocumentKind<S>; documentId: string; at: Date },
): Promise<VersionHeader> {
  await liveDocument(ctx, input.kind, input.documentId);
  const version = await ctx.store.documents.versionAt(ctx.orgId, input.documentId, input.at.toISOString());
  if (version === undefined) {
    throw new NotFoundError(
      'no_version_at_timestamp',
      `${input.kind.label} ${input.documentId} has no version at or before ${input.at.toISOString()}.`,
    );
  }
  return version;
}

export interface VersionChanges {
  version_id: string;
  /** The version compared against; null for the first version compared with nothing. */
  compared_to: string | null;
  field_changes: FieldChanges;
}

/**
 * What changed from `comparedTo` (default: the parent) to `versionId`. The first version without
 * a comparison point shows every field as added; a version compared with itself is a 400.
 */
export async function versionChanges<S>(
  ctx: ServiceContext,
  input: {
    kind: DocumentKind<S>;
    documentId: string;
    versionId: string;
    comparedTo?: string;
    fields: (state: S) => JsonObject;
  },
): Promise<VersionChanges> {
  const { kind, documentId } = input;
  if (input.comparedTo === input.versionId) {
    throw new BadRequestError(
      'self_comparison',
      'A version cannot be compared with itself; pick another compared_to.',
    );
  }
  const subject = await readVersion(ctx, { kind, documentId, versionId: input.versionId });
  const basisId = input.comparedTo ?? subject.version.parent_version_id ?? undefined;
  if (basisId === undefined) {
    return {
      version_id: input.versionId,
      compared_to: null,
      field_changes: diffObjects(null, input.fields(subject.state)),
    };
  }
  const basis = await readVersion(ctx, { kind, documentId, versionId: basisId });
  return {
    version_id: input.versionId,
    compared_to: basisId,
    field_changes: diffObjects(input.fields(basis.state), input.fields(subject.state)),
  };
}

const VERIFY_PAGE = 500;

/**
 * Recomputes every content hash, chain hash and audit record hash of one document (deleted ones
 * included: this is the store-level check the CLI runs) and reports the first broken link.
 */
export async function verifyDocumentChains(
  store: Store,
  input: { orgId: string; docType: DocType; documentId: string },
): Promise<ChainReport | undefined> {
  const document = await store.documents.get(input.orgId, input.docType, input.documentId);
  if (document === undefined) {
    return undefined;
  }
  const verifier = new ChainVerifier(sha256Hex, document);
  for (let after = 0; ; ) {
    const page = await store.documents.versionsAscending(input.orgId, input.documentId, {
      afterSeq: after,
      limit: VERIFY_PAGE,
    });
    for (const v of page) {
      if (verifier.version(v) !== undefined) {
        return verifier.report();
      }
      after = v.seq;
    }
    if (page.length < VERIFY_PAGE) {
      break;
    }
  }
  if (verifier.endOfVersions() !== undefined) {
    return verifier.report();
  }
  for (let after = 0; ; ) {
    const page = await store.documents.eventsAscending(input.orgId, input.documentId, {
      afterSeq: after,
      limit: VERIFY_PAGE,
    });
    for (const e of page) {
      if (verifier.event(e) !== undefined) {
        return verifier.report();
      }
      after = e.seq;
    }
    if (page.length < VERIFY_PAGE) {
      break;
    }
  }
  verifier.endOfEvents();
  return verifier.report();
}

/** The chain report of a live document (404 when missing, deleted or another organization's). */
export async function verifyChains<S>(
  ctx: ServiceContext,
  input: { kind: DocumentKind<S>; documentId: string },
): Promise<ChainReport> {
  await liveDocument(ctx, input.kind, input.documentId);
  const report = await verifyDocumentChains(ctx.store, {
    orgId: ctx.orgId,
    docType: input.kind.docType,
    documentId: input.documentId,
  });
  if (report === undefined) {
    throw new Error('document vanished during verification');
  }
  return report;
}

export interface AuditQuery {
  eventType?: string;
  sinceVersionId?: string;
  upToVersionId?: string;
  actorId?: string;
  actorType?: string;
  from?: Date;
  to?: Date;
  limit: number;
  cursor?: string;
}

async function versionSeq<S>(
  ctx: ServiceContext,
  kind: DocumentKind<S>,
  documentId: string,
  versionId: string | undefined,
): Promise<number | undefined> {
  if (versionId === undefined) {
    return undefined;
  }
  const v = await ctx.store.documents.getVersionHeader(ctx.orgId, documentId, versionId);
  if (v === undefined) {
    throw versionNotFound(kind, documentId, versionId);
  }
  return v.seq;
}

/**
 * The audit trail, newest first, by the contract's rules: event_type and from/to narrow the index
 * range; actor and version filters apply to the page after it is read (so a page may hold fewer
 * than `limit`, even none, while has_more is true); with event_type there is one page, no cursor,
 * has_more false (and any cursor is ignored).
 */
export async function auditTrail<S>(
  ctx: ServiceContext,
  input: { kind: DocumentKind<S>; documentId: string; query: AuditQuery },
): Promise<Page<AuditEventRecord>> {
  const { kind, documentId, query } = input;
  await liveDocument(ctx, kind, documentId);
  const since = await versionSeq(ctx, kind, documentId, query.sinceVersionId);
  const upTo = await versionSeq(ctx, kind, documentId, query.upToVersionId);
  const single = query.eventType !== undefined;
  const beforeSeq =
    single || query.cursor === undefined ? undefined : decodeSeqCursor(query.cursor, 'cursor');
  const rows = await ctx.store.documents.listEvents(ctx.orgId, documentId, {
    ...(query.eventType === undefined ? {} : { eventType: query.eventType }),
    ...(query.from === undefined ? {} : { from: query.from.toISOString() }),
    ...(query.to === undefined ? {} : { to: query.to.toISOString() }),
    ...(beforeSeq === undefined ? {} : { beforeSeq }),
    limit: single ? query.limit : query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const hasMore = !single && rows.length > query.limit;
  const last = page.at(-1);
  const items = page.filter(
    (e) =>
      (query.actorId === undefined || e.actor_id === query.actorId) &&
      (query.actorType === undefined || e.actor_type === query.actorType) &&
      (since === undefined || e.version_seq > since) &&
      (upTo === undefined || e.version_seq <= upTo),
  );
  return { items, hasMore, cursor: hasMore && last !== undefined ? seqCursor(last.seq) : null };
}
