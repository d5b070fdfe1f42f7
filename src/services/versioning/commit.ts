import type { Capability } from '../../domain/api-versions.ts';
import { deepFreeze } from '../../domain/deep-freeze.ts';
import { ConflictError, PreconditionRequiredError, StaleVersionError } from '../../domain/errors.ts';
import { canonicalJson } from '../../domain/versioning/canonical.ts';
import type { EventDraft } from '../../domain/versioning/events.ts';
import { chainHash, contentHash, eventRecordHash, GENESIS_HASH } from '../../domain/versioning/hash.ts';
import { ifMatchNames } from '../../domain/versioning/if-match.ts';
import {
  type AuditEventRecord,
  type DocumentRecord,
  nameKeyOf,
  type VersionHeader,
  type VersionRecord,
} from '../../domain/versioning/records.ts';
import type { StoreRepos } from '../../store/store.ts';
import type { ServiceContext } from '../context.ts';
import { sha256Hex } from './hash.ts';
import { type DocumentKind, documentNotFound, nameTaken, versionNotFound } from './kind.ts';

/**
 * The one way a versioned document changes. A commit runs in one store transaction: read the
 * head, check If-Match, compute the new state (pure), move the head with a compare-and-swap,
 * write the version and its audit events with their hash chains. A failure anywhere leaves no
 * version, no event and an unmoved head.
 */
export const RECIPE_VERSIONING: Capability = 'recipe_versioning';

/** The head of a document: its row, its head version and the state that version holds. */
export interface Head<S> {
  document: DocumentRecord;
  version: VersionRecord;
  state: S;
}

export interface MutateEnv<S> {
  ctx: ServiceContext;
  /** The commit's transaction; reads that the change depends on go through it. */
  tx: StoreRepos;
  head: Head<S>;
  /** The commit's timestamp (never earlier than the parent version's). */
  now: string;
}

export interface Mutation<S> {
  state: S;
  /** At least one; the first is the version's caused_by_event_id. */
  events: EventDraft[];
  /** Auto-generated description of the change, shown in the version list. */
  summary: string;
  restoredFromVersionId?: string;
  /** The final version: the document is deleted with it. */
  delete?: boolean;
}

export interface CommitInput<S> {
  kind: DocumentKind<S>;
  documentId: string;
  /** The raw If-Match header (bare ULID, W/"ULID", or a list); consulted only with recipe_versioning. */
  ifMatch: string | undefined;
  /**
   * If-Match may be left out (the contract's confirm): without it the change commits on the head
   * as it is, serialized like a legacy write; a header that is sent must still name the head.
   */
  ifMatchOptional?: boolean;
  /**
   * True when the document already is in the state the operation asks for (archive of an
   * archived recipe): the head is returned, nothing is written, and If-Match is not required.
   */
  alreadyDone?: (state: S) => boolean;
  /** The change; null when it would change nothing (no version is written). Must not write. */
  mutate: (state: S, env: MutateEnv<S>) => Mutation<S> | null | Promise<Mutation<S> | null>;
  /**
   * Other writes that belong to the change (an ingredient resolution session marked confirmed):
   * run in the commit's transaction once the version and its events are written, and only then;
   * a throw rolls the whole commit back.
   */
  alsoWrite?: (tx: StoreRepos, committed: Committed<S>) => Promise<void>;
}

export interface Committed<S> {
  document: DocumentRecord;
  /** The new version, or the unchanged head when `created` is false. */
  version: VersionHeader;
  state: S;
  events: AuditEventRecord[];
  created: boolean;
}

/**
 * Without If-Match (legacy API versions) the head row is locked before it is read, so the
 * compare-and-swap cannot be lost; should it be lost anyway, the commit is retried on the new head.
 */
const LEGACY_ATTEMPTS = 5;

class HeadMoved extends Error {
  readonly current: string;
  constructor(current: string) {
    super('head moved');
    this.current = current;
  }
}

export function headerOf(v: VersionRecord): VersionHeader {
  const { content: _content, ...header } = v;
  return header;
}

function commitTime(ctx: ServiceContext, parentCreatedAt: string | null): string {
  const now = ctx.clock.now().toISOString();
  return parentCreatedAt !== null && parentCreatedAt > now ? parentCreatedAt : now;
}

function channelOf(ctx: ServiceContext, draft: EventDraft): AuditEventRecord['channel'] {
  if (draft.actor !== undefined && draft.actor.type === 'system') {
    return 'system';
  }
  return ctx.channel ?? (ctx.actor.type === 'system' ? 'system' : 'api');
}

/**
 * The last audit event of each document, as its newest commit in this process left it, with the
 * head version that commit wrote. Events are only ever written together with a new head version
 * (commit and create), so while the document's head is still that version, no event came after
 * them: the next commit chains from here instead of reading the event back. A head moved by any
 * other process (or a commit that rolled back) does not match, and the event is read.
 */
const LAST_EVENTS_MAX = 10_000;
const lastEvents = new WeakMap<object, Map<string, { headVersionId: string; seq: number; hash: string }>>();

function lastEventsOf(
  ctx: ServiceContext,
): Map<string, { headVersionId: string; seq: number; hash: string }> {
  let m = lastEvents.get(ctx.store);
  if (m === undefined) {
    m = new Map();
    lastEvents.set(ctx.store, m);
  }
  return m;
}

function rememberLastEvent(ctx: ServiceContext, version: VersionRecord, events: AuditEventRecord[]): void {
  const last = events.at(-1);
  if (last === undefined) {
    return;
  }
  const m = lastEventsOf(ctx);
  m.delete(version.document_id);
  m.set(version.document_id, { headVersionId: version.version_id, seq: last.seq, hash: last.record_hash });
  if (m.size > LAST_EVENTS_MAX) {
    const oldest = m.keys().next().value;
    if (oldest !== undefined) {
      m.delete(oldest);
    }
  }
}

/**
 * Turns drafts into events chained after the document's last event. `parentHead` is the head
 * version the commit replaces (null for a new document, which has no events yet).
 */
async function buildEvents(
  ctx: ServiceContext,
  tx: StoreRepos,
  version: VersionRecord,
  parentHead: string | null,
  drafts: EventDraft[],
  eventIds: string[],
): Promise<AuditEventRecord[]> {
  let seq = 0;
  let prev = GENESIS_HASH;
  if (parentHead !== null) {
    const known = lastEventsOf(ctx).get(version.document_id);
    if (known !== undefined && known.headVersionId === parentHead) {
      seq = known.seq;
      prev = known.hash;
    } else {
      const last = await tx.documents.lastEvent(ctx.orgId, version.document_id);
      seq = last?.seq ?? 0;
      prev = last?.record_hash ?? GENESIS_HASH;
    }
  }
  return drafts.map((d, i) => {
    const actor = d.actor ?? ctx.actor;
    seq += 1;
    const unhashed = {
      event_id: eventIds[i] as string,
      document_id: version.document_id,
      org_id: ctx.orgId,
      seq,
      version_id: version.version_id,
      version_seq: version.seq,
      event_type: d.event_type,
      actor_type: actor.type,
      actor_id: actor.id,
      channel: channelOf(ctx, d),
      timestamp: version.created_at,
      changed_fields: d.changed_fields,
      before: d.before,
      after: d.after,
      rationale: d.rationale,
    };
    const record_hash = eventRecordHash(sha256Hex, prev, unhashed);
    const event: AuditEventRecord = { ...unhashed, prev_hash: prev, record_hash };
    prev = record_hash;
    return event;
  });
}

function newVersion(
  ctx: ServiceContext,
  input: {
    documentId: string;
    seq: number;
    parent: VersionRecord | null;
    createdAt: string;
    content: string;
    summary: string;
    restoredFrom: string | null;
    cause: string | null;
  },
): VersionRecord {
  const content_hash = contentHash(sha256Hex, input.content);
  return {
    version_id: ctx.ids.ulid(),
    document_id: input.documentId,
    org_id: ctx.orgId,
    seq: input.seq,
    parent_version_id: input.parent?.version_id ?? null,
    created_at: input.createdAt,
    created_by: ctx.actor.id,
    created_by_type: ctx.actor.type,
    summary: input.summary,
    restored_from_version_id: input.restoredFrom,
    caused_by_event_id: input.cause,
    content: input.content,
    content_hash,
    chain_hash: chainHash(sha256Hex, input.parent?.chain_hash ?? null, content_hash),
  };
}

/**
 * Reads the live head inside a transaction; 404 when missing, deleted or another organization's.
 * `lock` takes the row lock up front (writers without If-Match wait their turn instead of losing).
 */
async function loadHead<S>(
  ctx: ServiceContext,
  tx: StoreRepos,
  kind: DocumentKind<S>,
  id: string,
  lock: boolean,
): Promise<Head<S>> {
  const document = lock
    ? await tx.documents.getForUpdate(ctx.orgId, kind.docType, id)
    : await tx.documents.get(ctx.orgId, kind.docType, id);
  if (document === undefined || document.deleted_at !== null) {
    throw documentNotFound(kind, id);
  }
  const head = await parsedVersion(ctx, tx, kind, id, document.head_version_id);
  if (head === undefined) {
    throw new Error(`head version ${document.head_version_id} of ${id} is missing`);
  }
  return { document, version: head.version, state: head.state };
}

function checkIfMatch(ifMatch: string | undefined, head: string): void {
  if (ifMatch === undefined || ifMatch.trim() === '') {
    throw new PreconditionRequiredError(head);
  }
  if (!ifMatchNames(ifMatch, head)) {
    throw new StaleVersionError(head);
  }
}

async function commitOnce<S>(
  ctx: ServiceContext,
  tx: StoreRepos,
  input: CommitInput<S>,
  enforce: boolean,
  onCommitted: (() => void)[],
): Promise<Committed<S>> {
  const { kind, documentId: id } = input;
  const head = await loadHead(ctx, tx, kind, id, !enforce);
  const unchanged: Committed<S> = {
    document: head.document,
    version: headerOf(head.version),
    state: head.state,
    events: [],
    created: false,
  };
  if (input.alreadyDone?.(head.state) === true) {
    return unchanged;
  }
  if (enforce) {
    checkIfMatch(input.ifMatch, head.document.head_version_id);
  }
  const now = commitTime(ctx, head.version.created_at);
  const m = await input.mutate(head.state, { ctx, tx, head, now });
  if (m === null) {
    return unchanged;
  }
  if (m.events.length === 0) {
    throw new Error('a commit records at least one audit event');
  }
  const name = kind.nameOf(m.state);
  const key = nameKeyOf(name);
  const deleted = m.delete === true;
  // A name another live document holds is refused by the live-name unique index when the head
  // moves (moveHead answers name_taken and the transaction rolls back): no query beforehand.
  const eventIds = m.events.map(() => `evt_${ctx.ids.ulid()}`);
  const version = newVersion(ctx, {
    documentId: id,
    seq: head.document.head_seq + 1,
    parent: head.version,
    createdAt: now,
    content: canonicalJson(m.state),
    summary: m.summary,
    restoredFrom: m.restoredFromVersionId ?? null,
    cause: eventIds[0] ?? null,
  });
  const document: DocumentRecord = {
    ...head.document,
    name,
    name_key: key,
    status: kind.statusOf(m.state),
    head_version_id: version.version_id,
    head_seq: version.seq,
    updated_at: now,
    deleted_at: deleted ? now : null,
  };
  const moved = await tx.documents.moveHead({
    orgId: ctx.orgId,
    id,
    expectedHeadVersionId: head.document.head_version_id,
    headVersionId: document.head_version_id,
    headSeq: document.head_seq,
    name: document.name,
    nameKey: document.name_key,
    status: document.status,
    updatedAt: document.updated_at,
    deletedAt: document.deleted_at,
  });
  if (moved === 'name_taken') {
    throw nameTaken(kind, name);
  }
  if (moved === 'stale') {
    const current = await tx.documents.get(ctx.orgId, kind.docType, id);
    if (current === undefined || current.deleted_at !== null) {
      throw documentNotFound(kind, id);
    }
    throw new HeadMoved(current.head_version_id);
  }
  await tx.documents.appendVersion(version);
  const events = await buildEvents(ctx, tx, version, head.document.head_version_id, m.events, eventIds);
  await tx.documents.appendEvents(events);
  onCommitted.push(() => remember(ctx, kind, version, m.state, events));
  const committed: Committed<S> = {
    document,
    version: headerOf(version),
    state: m.state,
    events,
    created: true,
  };
  await input.alsoWrite?.(tx, committed);
  return committed;
}

/**
 * Commits a change to a versioned document. On API versions with `recipe_versioning`, If-Match
 * must name the head: absent → 412, stale → 409 (both carry the current version_id). On older
 * versions If-Match is ignored and concurrent writers are serialized (last writer wins).
 */
export async function commitVersion<S>(ctx: ServiceContext, input: CommitInput<S>): Promise<Committed<S>> {
  const absent = input.ifMatch === undefined || input.ifMatch.trim() === '';
  const enforce = ctx.capabilities.has(RECIPE_VERSIONING) && !(absent && input.ifMatchOptional === true);
  for (let attempt = 1; ; attempt++) {
    try {
      // Kept in memory only once the transaction has committed.
      const onCommitted: (() => void)[] = [];
      const committed = await ctx.store.transaction((tx) => {
        onCommitted.length = 0;
        return commitOnce(ctx, tx, input, enforce, onCommitted);
      });
      for (const keepIt of onCommitted) {
        keepIt();
      }
      return committed;
    } catch (err) {
      if (!(err instanceof HeadMoved)) {
        throw err;
      }
      if (enforce || attempt >= LEGACY_ATTEMPTS) {
        throw new StaleVersionError(err.current);
      }
    }
  }
}

export interface CreateInput<S> {
  kind: DocumentKind<S>;
  state: S;
  events: EventDraft[];
  summary: string;
  /**
   * Runs first in the transaction, before any write: quota metering (consumeQuota). `replayed`
   * means this request id was already served: the document it created is returned as it is now
   * (`created` false), or 409 `request_already_processed` when it has since been deleted.
   */
  first?: (tx: StoreRepos) => Promise<{ replayed: boolean }>;
}

async function replayedCreate<S>(
  ctx: ServiceContext,
  tx: StoreRepos,
  kind: DocumentKind<S>,
): Promise<Committed<S>> {
  const original = await tx.documents.findByRequestId(ctx.orgId, kind.docType, ctx.requestId);
  if (original === undefined || original.deleted_at !== null) {
    throw new ConflictError(
      'request_already_processed',
      `Request ${ctx.requestId} already created a ${kind.label.toLowerCase()}, which has since been deleted.`,
    );
  }
  const head = await loadHead(ctx, tx, kind, original.id, false);
  return {
    document: head.document,
    version: headerOf(head.version),
    state: head.state,
    events: [],
    created: false,
  };
}

/**
 * Creates a document with its first version and events, in one transaction; the document
 * remembers the request id that created it.
 */
export async function createDocument<S>(ctx: ServiceContext, input: CreateInput<S>): Promise<Committed<S>> {
  const { kind } = input;
  if (input.events.length === 0) {
    throw new Error('a commit records at least one audit event');
  }
  const id = `${kind.idPrefix}_${ctx.ids.ulid()}`;
  const name = kind.nameOf(input.state);
  const key = nameKeyOf(name);
  const onCommitted: (() => void)[] = [];
  const created = await ctx.store.transaction(async (tx) => {
    onCommitted.length = 0;
    if (input.first !== undefined && (await input.first(tx)).replayed) {
      return replayedCreate(ctx, tx, kind);
    }
    if (await tx.documents.nameTaken(ctx.orgId, kind.docType, key)) {
      throw nameTaken(kind, name);
    }
    const now = commitTime(ctx, null);
    const eventIds = input.events.map(() => `evt_${ctx.ids.ulid()}`);
    const version = newVersion(ctx, {
      documentId: id,
      seq: 1,
      parent: null,
      createdAt: now,
      content: canonicalJson(input.state),
      summary: input.summary,
      restoredFrom: null,
      cause: eventIds[0] ?? null,
    });
    const document: DocumentRecord = {
      id,
      org_id: ctx.orgId,
      doc_type: kind.docType,
      name,
      name_key: key,
      status: kind.statusOf(input.state),
      head_version_id: version.version_id,
      head_seq: 1,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    };
    if ((await tx.documents.insert(document, ctx.requestId)) === 'name_taken') {
      throw nameTaken(kind, name);
    }
    await tx.documents.appendVersion(version);
    const events = await buildEvents(ctx, tx, version, null, input.events, eventIds);
    await tx.documents.appendEvents(events);
    onCommitted.push(() => remember(ctx, kind, version, input.state, events));
    return { document, version: headerOf(version), state: input.state, events, created: true };
  });
  for (const keepIt of onCommitted) {
    keepIt();
  }
  return created;
}

/**
 * Versions never change, so a version row and the state parsed from it are kept per store (a
 * bounded LRU keyed by version id): a hot read then costs the document row only, not a second read
 * and a parse of the whole content (tens of KB once nutrition is computed). States are frozen, so a
 * caller that tried to change one in place would fail loudly rather than corrupt the cache.
 */
const PARSED_VERSIONS_MAX = 2_000;
const parsedVersions = new WeakMap<object, Map<string, { version: VersionRecord; state: unknown }>>();

function parsedCacheOf(ctx: ServiceContext): Map<string, { version: VersionRecord; state: unknown }> {
  let cache = parsedVersions.get(ctx.store);
  if (cache === undefined) {
    cache = new Map();
    parsedVersions.set(ctx.store, cache);
  }
  return cache;
}

function keep(
  cache: Map<string, { version: VersionRecord; state: unknown }>,
  key: string,
  entry: { version: VersionRecord; state: unknown },
): void {
  cache.set(key, entry);
  if (cache.size > PARSED_VERSIONS_MAX) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) {
      cache.delete(oldest);
    }
  }
}

/**
 * A version read through `repos` (the store, or a commit's transaction) unless already kept. The
 * organization is part of the key: a version id of another organization is never served.
 */
async function parsedVersion<S>(
  ctx: ServiceContext,
  repos: StoreRepos,
  kind: DocumentKind<S>,
  documentId: string,
  versionId: string,
): Promise<{ version: VersionRecord; state: S } | undefined> {
  const cache = parsedCacheOf(ctx);
  const key = `${ctx.orgId}:${kind.docType}:${documentId}:${versionId}`;
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key);
    cache.set(key, hit);
    return hit as { version: VersionRecord; state: S };
  }
  const version = await repos.documents.getVersion(ctx.orgId, documentId, versionId);
  if (version === undefined) {
    return undefined;
  }
  const entry = { version, state: deepFreeze(kind.fromContent(JSON.parse(version.content))) };
  keep(cache, key, entry);
  return entry;
}

/**
 * Once a commit that wrote `version` has committed: keep the version (parsed: its state, frozen)
 * and its last event, so the next commit and the next read of it need neither. Nothing is kept
 * for a transaction that rolled back.
 */
function remember<S>(
  ctx: ServiceContext,
  kind: DocumentKind<S>,
  version: VersionRecord,
  state: S,
  events: AuditEventRecord[],
): void {
  keep(parsedCacheOf(ctx), `${ctx.orgId}:${kind.docType}:${version.document_id}:${version.version_id}`, {
    version,
    state: deepFreeze(state),
  });
  rememberLastEvent(ctx, version, events);
}

/**
 * The state of a live document at its head, or at `versionId` (404 `version_not_found` when the
 * document has no such version). Two primary-key reads at most, whatever the length of the
 * history; one when the version was read before.
 */
export async function readVersion<S>(
  ctx: ServiceContext,
  input: { kind: DocumentKind<S>; documentId: string; versionId?: string },
): Promise<Head<S>> {
  const { kind, documentId: id } = input;
  const document = await ctx.store.documents.get(ctx.orgId, kind.docType, id);
  if (document === undefined || document.deleted_at !== null) {
    throw documentNotFound(kind, id);
  }
  const versionId = input.versionId ?? document.head_version_id;
  const parsed = await parsedVersion(ctx, ctx.store, kind, id, versionId);
  if (parsed === undefined) {
    throw versionNotFound(kind, id, versionId);
  }
  return { document, version: parsed.version, state: parsed.state };
}

/**
 * The live document row at once, when the store can read it without waiting (see
 * `DocumentRepo.getNow`); undefined when it cannot, and the caller awaits `liveDocument`. 404 as
 * `liveDocument` when missing, deleted or another organization's.
 */
export function liveDocumentNow<S>(
  ctx: ServiceContext,
  kind: DocumentKind<S>,
  id: string,
): DocumentRecord | undefined {
  const now = ctx.store.documents.getNow?.(ctx.orgId, kind.docType, id);
  if (now === undefined) {
    return undefined;
  }
  const document = now.document;
  if (document === undefined || document.deleted_at !== null) {
    throw documentNotFound(kind, id);
  }
  return document;
}

/** The live document row (404 when missing, deleted or another organization's). */
export async function liveDocument<S>(
  ctx: ServiceContext,
  kind: DocumentKind<S>,
  id: string,
): Promise<DocumentRecord> {
  const document = await ctx.store.documents.get(ctx.orgId, kind.docType, id);
  if (document === undefined || document.deleted_at !== null) {
    throw documentNotFound(kind, id);
  }
  return document;
}
