import type { Kysely } from 'kysely';
import type { MigrationDialect } from './provider.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed against no schema
export async function up(db: Kysely<any>, _dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('foods')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('nutrients', 'text', (c) => c.notNull())
    .addColumn('portions', 'text', (c) => c.notNull())
    .addColumn('density_g_per_ml', 'text')
    .addColumn('calorie_factors', 'text')
    .addColumn('added_sugar', 'integer', (c) => c.notNull())
    .addColumn('allergens', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('foods_source_idx')
    .on('foods')
    .columns(['source', 'source_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('food_imports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('foods', 'integer', (c) => c.notNull())
    .addColumn('nutrient_values', 'integer', (c) => c.notNull())
    .addColumn('portions', 'integer', (c) => c.notNull())
    .addColumn('seconds', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('food_imports_fingerprint_idx')
    .on('food_imports')
    .columns(['fingerprint'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed against no schema
export async function down(db: Kysely<any>, _dialect: MigrationDialect): Promise<void> {
  await db.schema.dropTable('food_imports').execute();
  await db.schema.dropTable('foods').execute();
}
