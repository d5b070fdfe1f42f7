import { type Kysely, sql } from 'kysely';
import type { MigrationDialect } from './provider.ts';

/**
 * The number of /v1 recipes of each organization, kept in the transaction of every insert and
 * delete, so an unfiltered list page learns its total from one primary-key read instead of
 * counting the organization's recipes (which grows with them). Filled from the recipes there are.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed against no schema
export async function up(db: Kysely<any>, _dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('v1_recipe_counts')
    .addColumn('org_id', 'text', (c) => c.primaryKey())
    .addColumn('recipes', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into v1_recipe_counts (org_id, recipes) select org_id, count(*) from v1_recipes group by org_id`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed against no schema
export async function down(db: Kysely<any>, _dialect: MigrationDialect): Promise<void> {
  await db.schema.dropTable('v1_recipe_counts').execute();
}
