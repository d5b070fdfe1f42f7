import type { Kysely } from 'kysely';
import type { MigrationDialect } from './provider.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed against no schema
export async function up(db: Kysely<any>, _dialect: MigrationDialect): Promise<void> {
  // No row for an organization means the default plan: existing organizations need no backfill.
  await db.schema
    .createTable('organization_entitlements')
    .addColumn('org_id', 'text', (c) => c.primaryKey().references('organizations.id'))
    .addColumn('plan_name', 'text', (c) => c.notNull())
    .addColumn('trial_ends_at', 'text')
    .addColumn('pending_cancellation_at', 'text')
    .addColumn('metered_usage_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('suspended_reason', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('quota_usage')
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id'))
    .addColumn('quota_key', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('overage_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('quota_usage_pk', ['org_id', 'quota_key', 'period'])
    .execute();

  await db.schema
    .createTable('quota_ledger')
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id'))
    .addColumn('quota_key', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addColumn('overage_units', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('quota_ledger_pk', ['org_id', 'quota_key', 'request_id'])
    .execute();
  await db.schema
    .createIndex('quota_ledger_period_idx')
    .on('quota_ledger')
    .columns(['org_id', 'period'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed against no schema
export async function down(db: Kysely<any>, _dialect: MigrationDialect): Promise<void> {
  await db.schema.dropTable('quota_ledger').execute();
  await db.schema.dropTable('quota_usage').execute();
  await db.schema.dropTable('organization_entitlements').execute();
}
