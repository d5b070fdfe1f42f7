import { type AppOptions, buildApp } from '../../src/http/app.ts';
import type { App } from '../../src/http/types.ts';
import { createApiKey, createOrganization } from '../../src/services/accounts/accounts.ts';
import { type Clock, type Deps, systemClock, ulidGenerator } from '../../src/services/context.ts';
import { customIngredientFood } from '../../src/services/custom-ingredients/index.ts';
import { loadBuiltInCatalogue } from '../../src/services/foods/built-in.ts';
import { createFoodCatalogue } from '../../src/services/foods/catalogue.ts';
import { seedStarterCatalogue } from '../../src/services/foods/import.ts';
import type { Store } from '../../src/store/store.ts';
import { httpEngine, openTestStore, type TestStore } from './stores.ts';

export const BASE_URL = 'https://api.test';

export interface TestOrg {
  orgId: string;
  memberId: string;
  key: string;
  prefix: string;
  /** Headers for an authenticated JSON request. */
  headers: Record<string, string>;
}

export interface TestApp {
  app: App;
  deps: Deps;
  db: TestStore;
  newOrg(name?: string): Promise<TestOrg>;
  close(): Promise<void>;
}

/**
 * The real application over a real store (in-memory SQLite, or PostgreSQL with TEST_STORE=postgres).
 * `beforeReady` may add routes (used to exercise the error plumbing) before the app is sealed.
 */
export async function startTestApp(
  options: {
    clock?: Clock;
    beforeReady?: (app: App) => void;
    appOptions?: Partial<AppOptions>;
    /** Wraps the store the app uses (failure injection); `deps.store` is the wrapped one. */
    wrapStore?: (store: Store) => Store;
    /**
     * The foods to start with: the starter set of about 500 common foods (default; fast), or the
     * full built-in SR28 catalogue `npm start` serves (about a second more per app).
     */
    catalogue?: 'starter' | 'full';
  } = {},
): Promise<TestApp> {
  const db = await openTestStore(httpEngine());
  const store = options.wrapStore?.(db.store) ?? db.store;
  const deps: Deps = {
    store,
    clock: options.clock ?? systemClock,
    ids: ulidGenerator(),
    foods: createFoodCatalogue(store),
    customIngredientFood,
  };
  if (options.catalogue === 'full') {
    await loadBuiltInCatalogue(deps);
  } else {
    await seedStarterCatalogue(deps);
  }
  const app = await buildApp(deps, { baseUrl: BASE_URL, ...options.appOptions });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    deps,
    db,
    async newOrg(name = 'Test kitchen') {
      const org = await createOrganization(deps, { name });
      const created = await createApiKey(deps, { orgId: org.id });
      return {
        orgId: org.id,
        memberId: created.record.member_id,
        key: created.key,
        prefix: created.record.prefix,
        headers: { authorization: `Bearer ${created.key}`, 'content-type': 'application/json' },
      };
    },
    async close() {
      await app.close();
      await db.drop();
    },
  };
}
