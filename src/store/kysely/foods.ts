import { type Kysely, type Selectable, sql } from 'kysely';
import type { FoodImportRecord } from '../../domain/foods/catalogue.ts';
import type { CalorieFactors, Food, FoodRefuse, FoodSource } from '../../domain/foods/food.ts';
import type { Database, FoodImportsTable, FoodsTable } from '../schema.ts';
import type { FoodRepo, StoreDialect } from '../store.ts';

const BATCH = 400;

function toRow(food: Food, at: string): FoodsTable {
  return {
    id: food.id,
    source: food.source,
    source_id: food.source_id,
    name: food.name,
    category: food.category,
    common_names: JSON.stringify(food.common_names),
    nutrients: JSON.stringify(food.nutrients),
    portions: JSON.stringify(food.portions),
    refuse: food.refuse === null ? null : JSON.stringify(food.refuse),
    density_g_per_ml: food.density_g_per_ml,
    calorie_factors: food.calorie_factors === null ? null : JSON.stringify(food.calorie_factors),
    added_sugar: food.added_sugar ? 1 : 0,
    allergens: JSON.stringify(food.allergens),
    updated_at: at,
  };
}

function fromRow(row: Selectable<FoodsTable>): Food {
  return {
    id: row.id,
    source: row.source as FoodSource,
    source_id: row.source_id,
    name: row.name,
    category: row.category,
    common_names: JSON.parse(row.common_names) as string[],
    nutrients: JSON.parse(row.nutrients) as Food['nutrients'],
    portions: JSON.parse(row.portions) as Food['portions'],
    refuse: row.refuse === null ? null : (JSON.parse(row.refuse) as FoodRefuse),
    density_g_per_ml: row.density_g_per_ml,
    calorie_factors:
      row.calorie_factors === null ? null : (JSON.parse(row.calorie_factors) as CalorieFactors),
    added_sugar: Number(row.added_sugar) === 1,
    allergens: JSON.parse(row.allergens) as Food['allergens'],
  };
}

function importFromRow(row: Selectable<FoodImportsTable>): FoodImportRecord {
  return { ...row, source: row.source as FoodSource, foods: Number(row.foods) };
}

export function foodRepo(db: Kysely<Database>, dialect: StoreDialect): FoodRepo {
  return {
    async upsertMany(foods, at) {
      for (let i = 0; i < foods.length; i += BATCH) {
        const rows = foods.slice(i, i + BATCH).map((f) => toRow(f, at));
        await db
          .insertInto('foods')
          .values(rows)
          .onConflict((oc) =>
            oc.column('id').doUpdateSet((eb) => ({
              source: eb.ref('excluded.source'),
              source_id: eb.ref('excluded.source_id'),
              name: eb.ref('excluded.name'),
              category: eb.ref('excluded.category'),
              common_names: eb.ref('excluded.common_names'),
              nutrients: eb.ref('excluded.nutrients'),
              portions: eb.ref('excluded.portions'),
              refuse: eb.ref('excluded.refuse'),
              density_g_per_ml: eb.ref('excluded.density_g_per_ml'),
              calorie_factors: eb.ref('excluded.calorie_factors'),
              added_sugar: eb.ref('excluded.added_sugar'),
              allergens: eb.ref('excluded.allergens'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute();
      }
    },
    async mergeNutrients(updates) {
      // An UPDATE … FROM applies one source row per target row: merge a food's updates first.
      const byId = new Map<string, Record<string, string>>();
      for (const u of updates) {
        byId.set(u.id, { ...byId.get(u.id), ...u.nutrients });
      }
      const merged = [...byId];
      for (let i = 0; i < merged.length; i += BATCH) {
        const values = sql.join(
          merged.slice(i, i + BATCH).map(([id, nutrients]) => sql`(${id}, ${JSON.stringify(nutrients)})`),
        );
        // One statement per batch; SQLite merges JSON objects with json_patch, PostgreSQL with jsonb ||.
        if (dialect === 'postgres') {
          await sql`update foods set nutrients = (foods.nutrients::jsonb || v.n::jsonb)::text
            from (values ${values}) as v(id, n) where foods.id = v.id`.execute(db);
        } else {
          await sql`update foods set nutrients = json_patch(foods.nutrients, v.column2)
            from (values ${values}) as v where foods.id = v.column1`.execute(db);
        }
      }
    },
    async setPortions(updates) {
      for (const u of updates) {
        await db
          .updateTable('foods')
          .set({ portions: JSON.stringify(u.portions), density_g_per_ml: u.density_g_per_ml })
          .where('id', '=', u.id)
          .execute();
      }
    },
    async setCalorieFactors(updates) {
      for (const u of updates) {
        await db
          .updateTable('foods')
          .set({ calorie_factors: JSON.stringify(u.calorie_factors) })
          .where('id', '=', u.id)
          .execute();
      }
    },
    async get(id) {
      const row = await db.selectFrom('foods').selectAll().where('id', '=', id).executeTakeFirst();
      return row === undefined ? undefined : fromRow(row);
    },
    async getMany(ids) {
      if (ids.length === 0) {
        return [];
      }
      const rows = await db
        .selectFrom('foods')
        .selectAll()
        .where('id', 'in', [...ids])
        .execute();
      return rows.map(fromRow);
    },
    async summaries() {
      const rows = await db
        .selectFrom('foods')
        .select(['id', 'name', 'category', 'source', 'source_id', 'common_names'])
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        ...r,
        source: r.source as FoodSource,
        common_names: JSON.parse(r.common_names) as string[],
      }));
    },
    async count() {
      const row = await db
        .selectFrom('foods')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async recordImport(record) {
      await db.insertInto('food_imports').values(record).execute();
    },
    async findImport(fingerprint) {
      const row = await db
        .selectFrom('food_imports')
        .selectAll()
        .where('fingerprint', '=', fingerprint)
        .executeTakeFirst();
      return row === undefined ? undefined : importFromRow(row);
    },
    async latestImportId() {
      const row = await db
        .selectFrom('food_imports')
        .select('id')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.id;
    },
    async latestImportLike(prefix) {
      const row = await db
        .selectFrom('food_imports')
        .selectAll()
        .where(sql<string>`substr(fingerprint, 1, ${prefix.length})`, '=', prefix)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row === undefined ? undefined : importFromRow(row);
    },
    async lockCatalogue() {
      if (dialect === 'postgres') {
        // A transaction-scoped advisory lock, keyed by schema so separate schemas do not wait on each other.
        await sql`select pg_advisory_xact_lock(hashtext(current_schema() || '.foods.catalogue'))`.execute(db);
      } else {
        // SQLite has one writer at a time: a write statement takes the database's write lock
        // (waiting up to busy_timeout) before anything in this transaction reads.
        await db.updateTable('food_imports').set({ id: sql`id` }).where(sql<boolean>`1 = 0`).execute();
      }
    },
  };
}
