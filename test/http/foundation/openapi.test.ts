import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/http/app.ts';
import type { App } from '../../../src/http/types.ts';
import { systemClock, ulidGenerator } from '../../../src/services/context.ts';
import { createFoodCatalogue } from '../../../src/services/foods/catalogue.ts';
import { openTestStore, type TestStore } from '../../helpers/stores.ts';

let app: App;
let db: TestStore;
const routes: { method: string; url: string; hidden: boolean }[] = [];

beforeAll(async () => {
  db = await openTestStore('sqlite');
  app = await buildApp(
    { store: db.store, clock: systemClock, ids: ulidGenerator(), foods: createFoodCatalogue(db.store) },
    { baseUrl: 'https://api.test', onRoute: (r) => routes.push(r) },
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.drop();
});

/** Every registered route except HEAD twins and the docs page's own (hidden) assets. */
function registeredRoutes(): { method: string; path: string }[] {
  return routes
    .filter((r) => r.method !== 'HEAD' && !r.hidden)
    .map((r) => ({ method: r.method, path: r.url }));
}

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 and open without a key', async () => {
    const res = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toBe('3.1.0');
    expect(res.json().components.securitySchemes.BearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });

  it('documents every registered route', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const documented = new Set<string>();
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(ops)) {
        documented.add(`${method.toUpperCase()} ${path}`);
      }
    }
    const missing = registeredRoutes()
      .map((r) => `${r.method} ${r.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`)
      .filter((r) => !documented.has(r));
    expect(registeredRoutes().length).toBeGreaterThan(3);
    expect(missing).toEqual([]);
    expect(documented.has('GET /nutrients')).toBe(true);
    expect(documented.has('GET /healthz')).toBe(true);
  });

  it('lint basics: servers, a licence, a unique operationId and a documented 4xx on every operation', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(doc.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    expect(doc.info.license).toEqual({ name: expect.any(String), identifier: 'LicenseRef-Proprietary' });
    const ids: string[] = [];
    const lacking: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, op] of Object.entries(ops)) {
        if (typeof op.operationId === 'string') {
          ids.push(op.operationId);
        } else {
          lacking.push(`${method.toUpperCase()} ${path}: operationId`);
        }
        if (!Object.keys(op.responses ?? {}).some((s) => /^4\d\d$/.test(s))) {
          lacking.push(`${method.toUpperCase()} ${path}: 4xx response`);
        }
      }
    }
    expect(lacking).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['listNutrients', 'createV1Recipe', 'getLiveness']));
  });

  it('serves the interactive reference at /docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});
