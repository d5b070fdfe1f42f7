import type { Config } from './config.ts';
import { type Deps, systemClock, ulidGenerator } from './services/context.ts';
import { customIngredientFood } from './services/custom-ingredients/index.ts';
import { createFoodCatalogue } from './services/foods/catalogue.ts';
import { type OpenedStore, openStore, sqliteFileIn } from './store/open.ts';

/** Opens the configured store (SQLite under DATA_DIR, or PostgreSQL when DATABASE_URL is set). */
export async function openConfiguredStore(config: Config): Promise<OpenedStore> {
  if (config.DATABASE_URL !== undefined) {
    return openStore({
      engine: 'postgres',
      connectionString: config.DATABASE_URL,
      poolSize: config.DATABASE_POOL_SIZE,
      migrate: config.DATABASE_MIGRATE,
    });
  }
  return openStore({ engine: 'sqlite', file: sqliteFileIn(config.DATA_DIR) });
}

export function depsFor(opened: OpenedStore): Deps {
  return {
    store: opened.store,
    clock: systemClock,
    ids: ulidGenerator(),
    foods: createFoodCatalogue(opened.store),
    customIngredientFood,
  };
}
