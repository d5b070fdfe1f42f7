import type { Kysely, Selectable } from 'kysely';
import type { JsonValue } from '../../domain/versioning/canonical.ts';
import type {
  ActorType,
  AuditEventRecord,
  Channel,
  DocType,
  DocumentRecord,
  VersionHeader,
  VersionRecord,
} from '../../domain/versioning/records.ts';
import type { AuditEventsTable, Database, DocumentsTable, DocumentVersionsTable } from '../schema.ts';
import type { DocumentRepo, StoreDialect } from '../store.ts';
import { type DirectReads, precompiled, precompiledWrite } from './precompiled.ts';

const NAME_INDEX = 'documents_live_name_idx';

/** A unique violation of the live-name index, on either engine. */
function isNameViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) {
    return false;
  }
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e.code === '23505') {
    return e.constraint === NAME_INDEX;
  }
  return (
    typeof e.message === 'string' &&
    e.message.includes('UNIQUE constraint failed') &&
    e.message.includes('documents.name_key')
  );
}

function documentFromRow(r: Omit<Selectable<DocumentsTable>, 'created_request_id'>): DocumentRecord {
  return {
    id: r.id,
    org_id: r.org_id,
    doc_type: r.doc_type as DocType,
    name: r.name,
    name_key: r.name_key,
    status: r.status,
    head_version_id: r.head_version_id,
    head_seq: Number(r.head_seq),
    created_at: r.created_at,
    updated_at: r.updated_at,
    deleted_at: r.deleted_at,
  };
}

type VersionHeaderRow = Omit<Selectable<DocumentVersionsTable>, 'content'>;

function headerFromRow(r: VersionHeaderRow): VersionHeader {
  return {
    version_id: r.version_id,
    document_id: r.document_id,
    org_id: r.org_id,
    seq: Number(r.seq),
    parent_version_id: r.parent_version_id,
    created_at: r.created_at,
    created_by: r.created_by,
    created_by_type: r.created_by_type as ActorType,
    summary: r.summary,
    restored_from_version_id: r.restored_from_version_id,
    caused_by_event_id: r.caused_by_event_id,
    content_hash: r.content_hash,
    chain_hash: r.chain_hash,
  };
}

function versionFromRow(r: Selectable<DocumentVersionsTable>): VersionRecord {
  return { ...headerFromRow(r), content: r.content };
}

function json(text: string | null): JsonValue {
  return text === null ? null : (JSON.parse(text) as JsonValue);
}

function eventFromRow(r: Selectable<AuditEventsTable>): AuditEventRecord {
  return {
    event_id: r.event_id,
    document_id: r.document_id,
    org_id: r.org_id,
    seq: Number(r.seq),
    version_id: r.version_id,
    version_seq: Number(r.version_seq),
    event_type: r.event_type,
    actor_type: r.actor_type as ActorType,
    actor_id: r.actor_id,
    channel: r.channel as Channel,
    timestamp: r.timestamp,
    changed_fields: JSON.parse(r.changed_fields) as string[],
    before: json(r.before),
    after: json(r.after),
    rationale: r.rationale,
    prev_hash: r.prev_hash,
    record_hash: r.record_hash,
  };
}

function eventToRow(e: AuditEventRecord): AuditEventsTable {
  return {
    ...e,
    changed_fields: JSON.stringify(e.changed_fields),
    before: e.before === null ? null : JSON.stringify(e.before),
    after: e.after === null ? null : JSON.stringify(e.after),
  };
}

const VERSION_COLUMNS = [
  'version_id',
  'document_id',
  'org_id',
  'seq',
  'parent_version_id',
  'created_at',
  'created_by',
  'created_by_type',
  'summary',
  'restored_from_version_id',
  'caused_by_event_id',
  'content',
  'content_hash',
  'chain_hash',
] as const satisfies readonly (keyof DocumentVersionsTable)[];

const EVENT_COLUMNS = [
  'event_id',
  'document_id',
  'org_id',
  'seq',
  'version_id',
  'version_seq',
  'event_type',
  'actor_type',
  'actor_id',
  'channel',
  'timestamp',
  'changed_fields',
  'before',
  'after',
  'rationale',
  'prev_hash',
  'record_hash',
] as const satisfies readonly (keyof AuditEventsTable)[];

/** Document rows kept under the change mark, at most (then the map starts over). */
const KEPT_ROWS_MAX = 10_000;

/** A document row (or its absence) as read under a change mark. */
interface KeptRow {
  readonly mark: string;
  readonly document: DocumentRecord | undefined;
}

/** Every Studio read starts with this one (the head pointer, and 404 for deleted documents). */
const DOCUMENT_BY_ID = 'select * from "documents" where "id" = ? and "org_id" = ? and "doc_type" = ?';

const quoted = (columns: readonly string[]) => columns.map((c) => `"${c}"`).join(', ');
const placeholders = (n: number) => `(${Array.from({ length: n }, () => '?').join(', ')})`;
const INSERT_VERSION = `insert into "document_versions" (${quoted(VERSION_COLUMNS)}) values ${placeholders(VERSION_COLUMNS.length)}`;
const INSERT_EVENTS = `insert into "audit_events" (${quoted(EVENT_COLUMNS)}) values `;
const EVENT_ROW = placeholders(EVENT_COLUMNS.length);

/** A version's columns without its content: what a header read selects. */
const HEADER_COLUMNS = VERSION_COLUMNS.filter(
  (column): column is Exclude<(typeof VERSION_COLUMNS)[number], 'content'> => column !== 'content',
);

export function documentRepo(
  db: Kysely<Database>,
  dialect: StoreDialect,
  direct?: DirectReads,
): DocumentRepo {
  const documentById = precompiled<Selectable<DocumentsTable>>(dialect, DOCUMENT_BY_ID, direct);
  // Document rows read under the store's change mark (SQLite only): while nothing has been
  // written, by this process or any other, a row read before is the row.
  const keptRows = new Map<string, KeptRow>();
  /**
   * The row as of now, without waiting: kept under the current mark, else read directly (and kept);
   * undefined when neither can be (no direct reads, or a transaction is open on the connection).
   * The mark is taken before the read, so a row is never kept under a mark newer than itself.
   * `recent`: under `DirectReads.recentMark`, which sees another process's commit within 1 ms.
   */
  const readNow = (orgId: string, docType: DocType, id: string, recent = false): KeptRow | undefined => {
    const mark = recent ? direct?.recentMark() : direct?.mark();
    if (mark === undefined) {
      return undefined;
    }
    const key = `${orgId}\n${docType}\n${id}`;
    const kept = keptRows.get(key);
    if (kept !== undefined && kept.mark === mark) {
      return kept;
    }
    const rows = direct?.read(DOCUMENT_BY_ID, [id, orgId, docType]) as
      | Selectable<DocumentsTable>[]
      | undefined;
    if (rows === undefined) {
      return undefined;
    }
    const row = rows[0];
    const fresh: KeptRow = {
      mark,
      document: row === undefined ? undefined : Object.freeze(documentFromRow(row)),
    };
    if (keptRows.size >= KEPT_ROWS_MAX) {
      keptRows.clear();
    }
    keptRows.set(key, fresh);
    return fresh;
  };
  // The statements of a commit, as fixed texts (a commit runs them on every PATCH).
  const documentForUpdate = precompiled<Selectable<DocumentsTable>>(
    dialect,
    `select * from "documents" where "id" = ? and "org_id" = ? and "doc_type" = ?${dialect === 'postgres' ? ' for update' : ''}`,
  );
  const moveHeadIf = precompiledWrite(
    dialect,
    'update "documents" set "head_version_id" = ?, "head_seq" = ?, "name" = ?, "name_key" = ?, "status" = ?, "updated_at" = ?, "deleted_at" = ? where "id" = ? and "org_id" = ? and "head_version_id" = ? and "deleted_at" is null',
  );
  const insertVersion = precompiledWrite(dialect, INSERT_VERSION);
  const insertEvents = new Map<number, ReturnType<typeof precompiledWrite>>();
  const insertEventsOf = (n: number) => {
    let q = insertEvents.get(n);
    if (q === undefined) {
      q = precompiledWrite(dialect, INSERT_EVENTS + Array.from({ length: n }, () => EVENT_ROW).join(', '));
      insertEvents.set(n, q);
    }
    return q;
  };
  return {
    async insert(doc, createdByRequestId) {
      try {
        await db
          .insertInto('documents')
          .values({ ...doc, created_request_id: createdByRequestId ?? null })
          .execute();
        return 'inserted';
      } catch (err) {
        if (isNameViolation(err)) {
          return 'name_taken';
        }
        throw err;
      }
    },

    async get(orgId, docType, id) {
      const now = readNow(orgId, docType, id);
      if (now !== undefined) {
        return now.document;
      }
      const row = (await documentById(db, [id, orgId, docType]))[0];
      return row === undefined ? undefined : documentFromRow(row);
    },

    getNow: (orgId, docType, id) => readNow(orgId, docType, id, true),

    async getForUpdate(orgId, docType, id) {
      const row = (await documentForUpdate(db, [id, orgId, docType]))[0];
      return row === undefined ? undefined : documentFromRow(row);
    },

    async findByRequestId(orgId, docType, requestId) {
      const row = await db
        .selectFrom('documents')
        .selectAll()
        .where('org_id', '=', orgId)
        .where('doc_type', '=', docType)
        .where('created_request_id', '=', requestId)
        .orderBy('created_at')
        .limit(1)
        .executeTakeFirst();
      return row === undefined ? undefined : documentFromRow(row);
    },

    async nameTaken(orgId, docType, nameKey, exceptId) {
      let q = db
        .selectFrom('documents')
        .select('id')
        .where('org_id', '=', orgId)
        .where('doc_type', '=', docType)
        .where('name_key', '=', nameKey)
        .where('deleted_at', 'is', null);
      if (exceptId !== undefined) {
        q = q.where('id', '<>', exceptId);
      }
      return (await q.executeTakeFirst()) !== undefined;
    },

    async moveHead(m) {
      try {
        const changed = await moveHeadIf(db, [
          m.headVersionId,
          m.headSeq,
          m.name,
          m.nameKey,
          m.status,
          m.updatedAt,
          m.deletedAt,
          m.id,
          m.orgId,
          m.expectedHeadVersionId,
        ]);
        return changed === 1 ? 'moved' : 'stale';
      } catch (err) {
        if (isNameViolation(err)) {
          return 'name_taken';
        }
        throw err;
      }
    },

    async listLive(orgId, docType, page) {
      let q = db
        .selectFrom('documents as d')
        .innerJoin('document_versions as v', 'v.version_id', 'd.head_version_id')
        .selectAll('d')
        .select([
          'v.version_id as v_version_id',
          'v.document_id as v_document_id',
          'v.org_id as v_org_id',
          'v.seq as v_seq',
          'v.parent_version_id as v_parent_version_id',
          'v.created_at as v_created_at',
          'v.created_by as v_created_by',
          'v.created_by_type as v_created_by_type',
          'v.summary as v_summary',
          'v.restored_from_version_id as v_restored_from_version_id',
          'v.caused_by_event_id as v_caused_by_event_id',
          'v.content as v_content',
          'v.content_hash as v_content_hash',
          'v.chain_hash as v_chain_hash',
        ])
        .where('d.org_id', '=', orgId)
        .where('d.doc_type', '=', docType)
        .where('d.deleted_at', 'is', null);
      if (page.status !== undefined) {
        q = q.where('d.status', '=', page.status);
      }
      const after = page.after;
      if (after !== undefined) {
        q = q.where((eb) =>
          eb.or([
            eb('d.created_at', '<', after.created_at),
            eb.and([eb('d.created_at', '=', after.created_at), eb('d.id', '<', after.id)]),
          ]),
        );
      }
      const rows = await q
        .orderBy('d.created_at', 'desc')
        .orderBy('d.id', 'desc')
        .limit(page.limit)
        .execute();
      return rows.map((r) => ({
        document: documentFromRow(r),
        head: versionFromRow({
          version_id: r.v_version_id,
          document_id: r.v_document_id,
          org_id: r.v_org_id,
          seq: r.v_seq,
          parent_version_id: r.v_parent_version_id,
          created_at: r.v_created_at,
          created_by: r.v_created_by,
          created_by_type: r.v_created_by_type,
          summary: r.v_summary,
          restored_from_version_id: r.v_restored_from_version_id,
          caused_by_event_id: r.v_caused_by_event_id,
          content: r.v_content,
          content_hash: r.v_content_hash,
          chain_hash: r.v_chain_hash,
        }),
      }));
    },

    async listIds(orgId, docType) {
      let q = db.selectFrom('documents').select(['id', 'doc_type']).where('org_id', '=', orgId);
      if (docType !== undefined) {
        q = q.where('doc_type', '=', docType);
      }
      const rows = await q.orderBy('created_at').orderBy('id').execute();
      return rows.map((r) => ({ id: r.id, doc_type: r.doc_type as DocType }));
    },

    async appendVersion(version) {
      await insertVersion(
        db,
        VERSION_COLUMNS.map((c) => version[c]),
      );
    },

    async getVersion(orgId, documentId, versionId) {
      const row = await db
        .selectFrom('document_versions')
        .selectAll()
        .where('version_id', '=', versionId)
        .where('document_id', '=', documentId)
        .where('org_id', '=', orgId)
        .executeTakeFirst();
      return row === undefined ? undefined : versionFromRow(row);
    },

    async getVersionHeader(orgId, documentId, versionId) {
      const row = await db
        .selectFrom('document_versions')
        .select(HEADER_COLUMNS)
        .where('version_id', '=', versionId)
        .where('document_id', '=', documentId)
        .where('org_id', '=', orgId)
        .executeTakeFirst();
      return row === undefined ? undefined : headerFromRow(row);
    },

    async versionAt(orgId, documentId, instant) {
      const row = await db
        .selectFrom('document_versions')
        .select(HEADER_COLUMNS)
        .where('document_id', '=', documentId)
        .where('org_id', '=', orgId)
        .where('created_at', '<=', instant)
        .orderBy('created_at', 'desc')
        .orderBy('seq', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row === undefined ? undefined : headerFromRow(row);
    },

    async listVersions(orgId, documentId, page) {
      let q = db
        .selectFrom('document_versions')
        .select(HEADER_COLUMNS)
        .where('document_id', '=', documentId)
        .where('org_id', '=', orgId);
      if (page.beforeSeq !== undefined) {
        q = q.where('seq', '<', page.beforeSeq);
      }
      const rows = await q.orderBy('seq', 'desc').limit(page.limit).execute();
      return rows.map(headerFromRow);
    },

    async versionsAscending(orgId, documentId, page) {
      const rows = await db
        .selectFrom('document_versions')
        .selectAll()
        .where('document_id', '=', documentId)
        .where('org_id', '=', orgId)
        .where('seq', '>', page.afterSeq)
        .orderBy('seq', 'asc')
        .limit(page.limit)
        .execute();
      return rows.map(versionFromRow);
    },

    async lastEvent(orgId, documentId) {
      const row = await db
        .selectFrom('audit_events')
        .selectAll()
        .where('document_id', '=', documentId)
        .where('org_id', '=', orgId)
        .orderBy('seq', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row === undefined ? undefined : eventFromRow(row);
    },

    async appendEvents(events) {
      if (events.length > 0) {
        const rows = events.map(eventToRow);
        await insertEventsOf(rows.length)(
          db,
          rows.flatMap((row) => EVENT_COLUMNS.map((c) => row[c])),
        );
      }
    },

    async listEvents(orgId, documentId, query) {
      let q = db
        .selectFrom('audit_events')
        .selectAll()
        .where('document_id', '=', documentId)
        .where('org_id', '=', orgId);
      if (query.eventType !== undefined) {
        q = q.where('event_type', '=', query.eventType);
      }
      if (query.from !== undefined) {
        q = q.where('timestamp', '>=', query.from);
      }
      if (query.to !== undefined) {
        q = q.where('timestamp', '<=', query.to);
      }
      if (query.beforeSeq !== undefined) {
        q = q.where('seq', '<', query.beforeSeq);
      }
      const rows = await q.orderBy('seq', 'desc').limit(query.limit).execute();
      return rows.map(eventFromRow);
    },

    async eventsAscending(orgId, documentId, page) {
      const rows = await db
        .selectFrom('audit_events')
        .selectAll()
        .where('document_id', '=', documentId)
        .where('org_id', '=', orgId)
        .where('seq', '>', page.afterSeq)
        .orderBy('seq', 'asc')
        .limit(page.limit)
        .execute();
      return rows.map(eventFromRow);
    },
  };
}
