import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/http/app.ts';
import { ACCESS_CACHE_TTL_MS } from '../../../src/http/plugins/auth.ts';
import { ENTITLEMENT_CACHE_TTL_MS } from '../../../src/http/plugins/entitlements.ts';
import type { App } from '../../../src/http/types.ts';
import { createApiKey, createOrganization, revokeApiKey } from '../../../src/services/accounts/accounts.ts';
import { type Deps, ulidGenerator } from '../../../src/services/context.ts';
import { setPlan } from '../../../src/services/entitlements/index.ts';
import { createFoodCatalogue } from '../../../src/services/foods/catalogue.ts';
import type { OpenedStore } from '../../../src/store/open.ts';
import { BASE_URL } from '../../helpers/app.ts';
import { manualClock } from '../../helpers/clock.ts';
import { engines, type SharedDatabase, sharedDatabase } from '../../helpers/stores.ts';

/**
 * Two instances of the service on one database (one SQLite file; one PostgreSQL schema), as behind
 * a load balancer. Each keeps API keys and plans in memory; a key revoked or a plan changed by any
 * process (here: a third one, like the CLI) takes effect on every instance within the documented
 * bound (docs/decisions/0017-read-speed.md), and not before the caches hold the old answer.
 */
describe.each(engines())('API key and plan caches across two instances on %s', (engine) => {
  const clock = manualClock();
  let db: SharedDatabase;
  let cli: Deps;
  const apps: App[] = [];

  function depsOf(store: OpenedStore['store']): Deps {
    return { store, clock, ids: ulidGenerator(), foods: createFoodCatalogue(store) };
  }

  beforeAll(async () => {
    db = await sharedDatabase(engine);
    await db.open();
    await db.open();
    cli = depsOf((db.stores[2] as OpenedStore).store);
    for (const s of db.stores.slice(0, 2)) {
      const app = await buildApp(depsOf(s.store), { baseUrl: BASE_URL });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) {
      await app.close();
    }
    await db?.close();
  });

  async function status(app: App, key: string, url: string): Promise<number> {
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key}` } });
    return res.statusCode;
  }

  it('a revoked key is refused by every instance once the bound has passed', async () => {
    const org = await createOrganization(cli, { name: `Revocation ${engine}` });
    const { key, record } = await createApiKey(cli, { orgId: org.id });
    for (const app of apps) {
      expect(await status(app, key, '/nutrients')).toBe(200);
    }
    await revokeApiKey(cli, { prefix: record.prefix });
    // Within the bound an instance may still accept it (that is the cache) ...
    for (const app of apps) {
      expect(await status(app, key, '/nutrients')).toBe(200);
    }
    // ... and at the bound none does.
    clock.advance(ACCESS_CACHE_TTL_MS);
    for (const app of apps) {
      expect(await status(app, key, '/nutrients')).toBe(401);
    }
  });

  it('a plan change reaches every instance within the bound', async () => {
    const org = await createOrganization(cli, { name: `Plan change ${engine}` });
    const { key } = await createApiKey(cli, { orgId: org.id });
    const url = '/studio/custom-ingredients';
    for (const app of apps) {
      expect(await status(app, key, url)).toBe(200);
    }
    await setPlan(cli, { orgId: org.id, plan: 'starter' });
    clock.advance(ENTITLEMENT_CACHE_TTL_MS);
    for (const app of apps) {
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key}` } });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('feature_not_in_plan');
    }
    await setPlan(cli, { orgId: org.id, plan: 'professional' });
    clock.advance(ENTITLEMENT_CACHE_TTL_MS);
    for (const app of apps) {
      expect(await status(app, key, url)).toBe(200);
    }
  });

  it('a new key works at once everywhere (nothing negative is cached)', async () => {
    const org = await createOrganization(cli, { name: `New key ${engine}` });
    const unknown = `nlk_ABCDEFGH_${'x'.repeat(43)}`;
    expect(await status(apps[0] as App, unknown, '/nutrients')).toBe(401);
    const { key } = await createApiKey(cli, { orgId: org.id });
    for (const app of apps) {
      expect(await status(app, key, '/nutrients')).toBe(200);
    }
  });
});
