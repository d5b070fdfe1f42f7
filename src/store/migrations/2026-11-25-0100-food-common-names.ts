import type { Kysely } from 'kysely';
import type { MigrationDialect } from './provider.ts';

/** Foods keep the other names their source gives them (SR28 ComName), a JSON array of strings. */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed against no schema
export async function up(db: Kysely<any>, _dialect: MigrationDialect): Promise<void> {
  await db.schema
    .alterTable('foods')
    .addColumn('common_names', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed against no schema
export async function down(db: Kysely<any>, _dialect: MigrationDialect): Promise<void> {
  await db.schema.alterTable('foods').dropColumn('common_names').execute();
}
