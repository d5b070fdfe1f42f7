import type { Kysely } from 'kysely';
import type { MigrationDialect } from './provider.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed against no schema
export async function up(db: Kysely<any>, _dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('organizations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id'))
    .addColumn('member_id', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull().unique())
    .addColumn('key_hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('api_keys_org_idx').on('api_keys').columns(['org_id', 'created_at']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed against no schema
export async function down(db: Kysely<any>, _dialect: MigrationDialect): Promise<void> {
  await db.schema.dropTable('api_keys').execute();
  await db.schema.dropTable('organizations').execute();
}
