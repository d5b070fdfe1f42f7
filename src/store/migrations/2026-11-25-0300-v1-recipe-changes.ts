import type { Kysely } from 'kysely';
import type { MigrationDialect } from './provider.ts';

/**
 * A change counter per organization's /v1 recipes, next to their kept count: raised in the
 * transaction of every insert, replace and delete, never lowered, so a list page read at one
 * value of it holds for as long as the value stays (docs/decisions note 27).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed against no schema
export async function up(db: Kysely<any>, _dialect: MigrationDialect): Promise<void> {
  await db.schema
    .alterTable('v1_recipe_counts')
    .addColumn('changes', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed against no schema
export async function down(db: Kysely<any>, _dialect: MigrationDialect): Promise<void> {
  await db.schema.alterTable('v1_recipe_counts').dropColumn('changes').execute();
}
