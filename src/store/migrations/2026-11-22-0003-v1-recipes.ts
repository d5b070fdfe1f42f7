import type { Kysely } from 'kysely';
import type { MigrationDialect } from './provider.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed against no schema
export async function up(db: Kysely<any>, _dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('v1_recipes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('search_key', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('servings', 'integer', (c) => c.notNull())
    .addColumn('total_time', 'double precision', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text')
    .execute();
  await db.schema
    .createIndex('v1_recipes_org_request_idx')
    .on('v1_recipes')
    .columns(['org_id', 'request_id'])
    .execute();
  // Bodies apart from the listing columns keep the recipe rows small, so list pages, counts and
  // search scans read a few pages instead of one page per recipe.
  await db.schema
    .createTable('v1_recipe_bodies')
    .addColumn('recipe_id', 'text', (c) => c.primaryKey().references('v1_recipes.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
  for (const col of ['created_at', 'updated_at', 'name_key']) {
    await db.schema
      .createIndex(`v1_recipes_org_${col}_idx`)
      .on('v1_recipes')
      .columns(['org_id', col, 'id'])
      .execute();
  }
  await db.schema
    .createTable('v1_recipe_tags')
    .addColumn('recipe_id', 'text', (c) => c.notNull().references('v1_recipes.id').onDelete('cascade'))
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('tag_key', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('v1_recipe_tags_pk', ['recipe_id', 'tag_key'])
    .execute();
  await db.schema
    .createIndex('v1_recipe_tags_org_tag_idx')
    .on('v1_recipe_tags')
    .columns(['org_id', 'tag_key'])
    .execute();

  await db.schema
    .createTable('rate_limit_windows')
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('window_start', 'integer', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limit_windows_pk', ['bucket', 'window_start'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed against no schema
export async function down(db: Kysely<any>, _dialect: MigrationDialect): Promise<void> {
  await db.schema.dropTable('rate_limit_windows').execute();
  await db.schema.dropTable('v1_recipe_tags').execute();
  await db.schema.dropTable('v1_recipe_bodies').execute();
  await db.schema.dropTable('v1_recipes').execute();
}
