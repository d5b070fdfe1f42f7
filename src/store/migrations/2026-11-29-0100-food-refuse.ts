import type { Kysely } from 'kysely';
import type { MigrationDialect } from './provider.ts';

/**
 * Foods keep what of them as bought is not eaten, as their source gives it (SR28 FOOD_DES Refuse
 * and Ref_desc): JSON {percent, description}, null when none. Foods loaded before it read null
 * until the catalogue is loaded again (a new build replaces every food).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed against no schema
export async function up(db: Kysely<any>, _dialect: MigrationDialect): Promise<void> {
  await db.schema.alterTable('foods').addColumn('refuse', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed against no schema
export async function down(db: Kysely<any>, _dialect: MigrationDialect): Promise<void> {
  await db.schema.alterTable('foods').dropColumn('refuse').execute();
}
