import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/http/app.ts';
import type { App } from '../../../src/http/types.ts';
import { createApiKey, createOrganization } from '../../../src/services/accounts/accounts.ts';
import { type Deps, systemClock, ulidGenerator } from '../../../src/services/context.ts';
import { customIngredientFood } from '../../../src/services/custom-ingredients/index.ts';
import { createFoodCatalogue } from '../../../src/services/foods/catalogue.ts';
import { seedStarterCatalogue } from '../../../src/services/foods/import.ts';
import type { OpenedStore } from '../../../src/store/open.ts';
import { MARK_REUSE_MS } from '../../../src/store/sqlite/database.ts';
import { BASE_URL } from '../../helpers/app.ts';
import { PANCAKES, TWO_PANCAKES } from '../../helpers/servings.ts';
import { engines, type SharedDatabase, sharedDatabase } from '../../helpers/stores.ts';

/**
 * Two instances of the service on one database (one SQLite file; one PostgreSQL schema). What an
 * instance keeps in memory to answer reads (kept /v1 list pages, kept bytes) must never hide a
 * change another instance has committed: the next read on any instance shows it.
 */
describe.each(engines())('reads kept in memory across two instances on %s', (engine) => {
  let db: SharedDatabase;
  let a: App;
  let b: App;
  let headers: Record<string, string>;

  function depsOf(store: OpenedStore['store']): Deps {
    return {
      store,
      clock: systemClock,
      ids: ulidGenerator(),
      foods: createFoodCatalogue(store),
      customIngredientFood,
    };
  }

  beforeAll(async () => {
    db = await sharedDatabase(engine);
    await db.open();
    const deps = depsOf((db.stores[0] as OpenedStore).store);
    await seedStarterCatalogue(deps);
    const org = await createOrganization(deps, { name: `Shared ${engine}` });
    const { key } = await createApiKey(deps, { orgId: org.id });
    headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const apps: App[] = [];
    for (const s of db.stores) {
      const app = await buildApp(depsOf(s.store), { baseUrl: BASE_URL });
      await app.ready();
      apps.push(app);
    }
    [a, b] = apps as [App, App];
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.close();
  });

  /**
   * Labels are answered from the row kept under the recent mark (DocumentRepo.getNow): on SQLite
   * another instance's commit is seen within MARK_REUSE_MS of it, not at once.
   */
  async function pastTheMarkBound(): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, MARK_REUSE_MS + 1));
  }

  async function listOn(app: App, query = '?limit=5') {
    const res = await app.inject({ method: 'GET', url: `/v1/recipes${query}`, headers });
    expect(res.statusCode).toBe(200);
    return {
      names: (res.json().data as { name: string }[]).map((r) => r.name),
      total: res.json().pagination.total as number,
      etag: res.headers.etag as string,
    };
  }

  it('a /v1 list page kept by one instance shows another instance’s create, update and delete at once', async () => {
    const ids: string[] = [];
    for (const name of ['Alpha soup', 'Beta stew', 'Gamma pie']) {
      const res = await b.inject({
        method: 'POST',
        url: '/v1/recipes',
        headers,
        payload: { name, servings: 2 },
      });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    const first = await listOn(a);
    expect(first.names).toEqual(['Gamma pie', 'Beta stew', 'Alpha soup']);
    // Read again: the same page, byte for byte (same ETag); a matching If-None-Match is a 304.
    expect((await listOn(a)).etag).toBe(first.etag);
    const again = await a.inject({
      method: 'GET',
      url: '/v1/recipes?limit=5',
      headers: { ...headers, 'if-none-match': first.etag },
    });
    expect(again.statusCode).toBe(304);

    const renamed = await b.inject({
      method: 'PATCH',
      url: `/v1/recipes/${ids[1]}`,
      headers,
      payload: { name: 'Beta casserole' },
    });
    expect(renamed.statusCode).toBe(200);
    const afterRename = await listOn(a);
    expect(afterRename.names).toEqual(['Gamma pie', 'Beta casserole', 'Alpha soup']);
    expect(afterRename.etag).not.toBe(first.etag);
    const stale = await a.inject({
      method: 'GET',
      url: '/v1/recipes?limit=5',
      headers: { ...headers, 'if-none-match': first.etag },
    });
    expect(stale.statusCode).toBe(200);

    const created = await b.inject({
      method: 'POST',
      url: '/v1/recipes',
      headers,
      payload: { name: 'Delta tart', servings: 1 },
    });
    expect(created.statusCode).toBe(201);
    expect(await listOn(a, '?limit=2')).toMatchObject({ names: ['Delta tart', 'Gamma pie'], total: 4 });

    const deleted = await b.inject({ method: 'DELETE', url: `/v1/recipes/${ids[2]}`, headers });
    expect(deleted.statusCode).toBe(200);
    expect(await listOn(a, '?limit=2')).toMatchObject({ names: ['Delta tart', 'Beta casserole'], total: 3 });
    expect((await listOn(a, '?search=casserole')).names).toEqual(['Beta casserole']);
  });

  it('a /v1 recipe read on one instance shows another instance’s update and deletion at once', async () => {
    const created = await b.inject({
      method: 'POST',
      url: '/v1/recipes',
      headers,
      payload: { name: 'Epsilon broth', servings: 3 },
    });
    expect(created.statusCode).toBe(201);
    const url = `/v1/recipes/${created.json().id}`;
    for (let i = 0; i < 3; i++) {
      expect((await a.inject({ method: 'GET', url, headers })).json().name).toBe('Epsilon broth');
    }
    const renamed = await b.inject({ method: 'PATCH', url, headers, payload: { servings: 5 } });
    expect(renamed.statusCode).toBe(200);
    for (let i = 0; i < 3; i++) {
      expect((await a.inject({ method: 'GET', url, headers })).json().servings).toBe(5);
    }
    expect((await b.inject({ method: 'DELETE', url, headers })).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      expect((await a.inject({ method: 'GET', url, headers })).statusCode).toBe(404);
    }
  });

  it('a Studio recipe read on one instance shows another instance’s change and deletion at once', async () => {
    const created = await b.inject({
      method: 'POST',
      url: '/studio/recipes',
      headers,
      payload: { name: 'Shared loaf' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    // Read more than once, so the second instance's reads are served from what it keeps.
    for (let i = 0; i < 3; i++) {
      const read = await a.inject({ method: 'GET', url: `/studio/recipes/${id}`, headers });
      expect(read.json().data.name).toBe('Shared loaf');
    }

    const patched = await b.inject({
      method: 'PATCH',
      url: `/studio/recipes/${id}`,
      headers: { ...headers, 'if-match': `"${created.json().version_id}"` },
      payload: { name: 'Shared bread' },
    });
    expect(patched.statusCode).toBe(200);
    for (let i = 0; i < 3; i++) {
      const head = await a.inject({ method: 'GET', url: `/studio/recipes/${id}`, headers });
      expect(head.json().data.name).toBe('Shared bread');
      expect(head.json().version_id).toBe(patched.json().version_id);
    }
    const atFirst = `/studio/recipes/${id}?version_id=${created.json().version_id}`;
    for (let i = 0; i < 3; i++) {
      expect((await a.inject({ method: 'GET', url: atFirst, headers })).statusCode).toBe(200);
    }

    const gone = await b.inject({
      method: 'DELETE',
      url: `/studio/recipes/${id}`,
      headers: { ...headers, 'if-match': `"${patched.json().version_id}"` },
    });
    expect(gone.statusCode).toBeLessThan(300);
    for (const url of [
      `/studio/recipes/${id}`,
      `/studio/recipes/${id}?version_id=${created.json().version_id}`,
    ]) {
      expect((await a.inject({ method: 'GET', url, headers })).statusCode).toBe(404);
    }
  });

  it('a label read on one instance shows another instance’s new head and deletion within the mark’s bound', async () => {
    const created = await b.inject({
      method: 'POST',
      url: '/studio/recipes',
      headers,
      payload: { name: 'Shared pancakes' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    const withIngredients = await b.inject({
      method: 'POST',
      url: `/studio/recipes/${id}/ingredients`,
      headers: { ...headers, 'if-match': `"${created.json().version_id}"` },
      payload: {
        ingredients: PANCAKES.map(({ ingredient_id, quantity_grams }) => ({ ingredient_id, quantity_grams })),
      },
    });
    expect(withIngredients.statusCode, withIngredients.body).toBe(200);
    const serving = await b.inject({
      method: 'POST',
      url: `/studio/recipes/${id}/servings`,
      headers: { ...headers, 'if-match': `"${withIngredients.json().version_id}"` },
      payload: { serving_size: TWO_PANCAKES },
    });
    expect(serving.statusCode, serving.body).toBe(201);
    const first = serving.json().version_id as string;
    const label = `/studio/recipes/${id}/servings/${serving.json().data.serving.id}/nutrition-label`;
    const atFirst = `${label}?version_id=${first}`;
    // Read more than once, so instance a answers from the label and the row it keeps.
    for (let i = 0; i < 3; i++) {
      const read = await a.inject({ method: 'GET', url: label, headers });
      expect(read.statusCode).toBe(200);
      expect(read.json().version_id).toBe(first);
      expect(read.headers.etag).toBe(`"${first}"`);
      const notModified = await a.inject({
        method: 'GET',
        url: atFirst,
        headers: { ...headers, 'if-none-match': `"${first}"` },
      });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(notModified.headers['content-type']).toBeUndefined();
      expect(notModified.body).toBe('');
    }

    const renamed = await b.inject({
      method: 'PATCH',
      url: `/studio/recipes/${id}`,
      headers: { ...headers, 'if-match': `"${first}"` },
      payload: { name: 'Shared crepes' },
    });
    expect(renamed.statusCode).toBe(200);
    const head = renamed.json().version_id as string;
    await pastTheMarkBound();
    for (let i = 0; i < 3; i++) {
      const read = await a.inject({ method: 'GET', url: label, headers });
      expect(read.json().version_id).toBe(head);
      // The old ETag no longer matches at HEAD: a 200 with the new one.
      const changed = await a.inject({
        method: 'GET',
        url: label,
        headers: { ...headers, 'if-none-match': `"${first}"` },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).toBe(`"${head}"`);
    }

    const gone = await b.inject({
      method: 'DELETE',
      url: `/studio/recipes/${id}`,
      headers: { ...headers, 'if-match': `"${head}"` },
    });
    expect(gone.statusCode).toBeLessThan(300);
    await pastTheMarkBound();
    for (const url of [label, atFirst]) {
      const read = await a.inject({ method: 'GET', url, headers });
      expect(read.statusCode).toBe(404);
      expect(read.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(read.json().code).toBe('recipe_not_found');
      const conditional = await a.inject({
        method: 'GET',
        url,
        headers: { ...headers, 'if-none-match': `"${first}"` },
      });
      expect(conditional.statusCode).toBe(404);
    }
  });
});
