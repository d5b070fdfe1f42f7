import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';
import type { Store, StoreDialect, StoreRepos } from '../store.ts';
import { apiKeyRepo, organizationRepo } from './accounts.ts';
import { documentRepo } from './documents.ts';
import { entitlementRepo, usageRepo } from './entitlements.ts';
import { foodRepo } from './foods.ts';
import type { DirectReads } from './precompiled.ts';
import { resolutionRepo } from './resolutions.ts';
import { rateLimitRepo, v1RecipeRepo } from './v1-recipes.ts';

function repos(db: Kysely<Database>, dialect: StoreDialect, direct?: DirectReads): StoreRepos {
  return {
    orgs: organizationRepo(db),
    apiKeys: apiKeyRepo(db),
    foods: foodRepo(db, dialect),
    v1Recipes: v1RecipeRepo(db, dialect, direct),
    rateLimits: rateLimitRepo(db),
    entitlements: entitlementRepo(db),
    usage: usageRepo(db),
    documents: documentRepo(db, dialect, direct),
    resolutions: resolutionRepo(db),
  };
}

/**
 * The one implementation of the Store port, over either engine. `direct` (embedded engine only)
 * runs the hottest fixed reads without Kysely's asynchronous path when no transaction is open
 * (precompiled.ts); transactions' repositories never get it.
 */
export function createKyselyStore(
  db: Kysely<Database>,
  dialect: StoreDialect,
  options: { onClose?: () => Promise<void>; direct?: DirectReads } = {},
): Store {
  const { onClose, direct } = options;
  return {
    dialect,
    ...repos(db, dialect, direct),
    transaction: (fn) => db.transaction().execute((trx) => fn(repos(trx, dialect))),
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await db.destroy();
      await onClose?.();
    },
  };
}
