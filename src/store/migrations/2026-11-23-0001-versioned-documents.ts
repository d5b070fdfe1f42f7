import { type Kysely, sql } from 'kysely';
import type { MigrationDialect } from './provider.ts';

/**
 * Versioned documents (Studio recipes now, custom ingredients later): the document row with its
 * head pointer, immutable versions chained by hash, and the hash-chained audit events.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed against no schema
export async function up(db: Kysely<any>, _dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id'))
    .addColumn('doc_type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('head_version_id', 'text', (c) => c.notNull())
    .addColumn('head_seq', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    // The X-Request-ID that created the document: a metered create retried under it finds it.
    .addColumn('created_request_id', 'text')
    .execute();
  await db.schema
    .createIndex('documents_live_name_idx')
    .on('documents')
    .columns(['org_id', 'doc_type', 'name_key'])
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('documents_request_idx')
    .on('documents')
    .columns(['org_id', 'doc_type', 'created_request_id'])
    .execute();
  await db.schema
    .createIndex('documents_org_list_idx')
    .on('documents')
    .columns(['org_id', 'doc_type', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('document_versions')
    .addColumn('version_id', 'text', (c) => c.primaryKey())
    .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id'))
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('parent_version_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_by_type', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('restored_from_version_id', 'text')
    .addColumn('caused_by_event_id', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('chain_hash', 'text', (c) => c.notNull())
    .addUniqueConstraint('document_versions_seq_unique', ['document_id', 'seq'])
    .execute();
  await db.schema
    .createIndex('document_versions_time_idx')
    .on('document_versions')
    .columns(['document_id', 'created_at', 'seq'])
    .execute();

  await db.schema
    .createTable('audit_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id'))
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('version_id', 'text', (c) => c.notNull().references('document_versions.version_id'))
    .addColumn('version_seq', 'integer', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('actor_type', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('timestamp', 'text', (c) => c.notNull())
    .addColumn('changed_fields', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('rationale', 'text')
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('record_hash', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_events_seq_idx')
    .on('audit_events')
    .columns(['document_id', 'seq'])
    .unique()
    .execute();
  await db.schema
    .createIndex('audit_events_type_idx')
    .on('audit_events')
    .columns(['document_id', 'event_type', 'seq'])
    .execute();
  await db.schema
    .createIndex('audit_events_time_idx')
    .on('audit_events')
    .columns(['document_id', 'timestamp'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed against no schema
export async function down(db: Kysely<any>, _dialect: MigrationDialect): Promise<void> {
  await db.schema.dropTable('audit_events').execute();
  await db.schema.dropTable('document_versions').execute();
  await db.schema.dropTable('documents').execute();
}
