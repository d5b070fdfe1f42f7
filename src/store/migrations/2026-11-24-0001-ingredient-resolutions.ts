import { type Kysely, sql } from 'kysely';
import type { MigrationDialect } from './provider.ts';

/**
 * Ingredient resolution sessions of Studio recipes. Not versioned: a session is a proposal that a
 * confirm turns into a recipe version. At most one open session per recipe (partial unique index).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed against no schema
export async function up(db: Kysely<any>, _dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('ingredient_resolutions')
    .addColumn('resolution_id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id'))
    .addColumn('recipe_id', 'text', (c) => c.notNull().references('documents.id'))
    .addColumn('previous_resolution_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('based_on_version_id', 'text', (c) => c.notNull())
    .addColumn('based_on_ingredients_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // The X-Request-ID of the start request: a metered replay returns the session it created.
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('confirmed_version_id', 'text')
    .addColumn('confirmed_ingredients_hash', 'text')
    .addColumn('superseded_by', 'text')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('rows', 'text', (c) => c.notNull())
    .addColumn('removed_rows', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ingredient_resolutions_recipe_idx')
    .on('ingredient_resolutions')
    .columns(['org_id', 'recipe_id', 'created_at', 'resolution_id'])
    .execute();
  await db.schema
    .createIndex('ingredient_resolutions_request_idx')
    .on('ingredient_resolutions')
    .columns(['org_id', 'request_id'])
    .execute();
  await db.schema
    .createIndex('ingredient_resolutions_open_idx')
    .on('ingredient_resolutions')
    .columns(['org_id', 'recipe_id'])
    .unique()
    .where(sql.ref('status'), '=', sql.lit('open'))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed against no schema
export async function down(db: Kysely<any>, _dialect: MigrationDialect): Promise<void> {
  await db.schema.dropTable('ingredient_resolutions').execute();
}
