import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store, StoreRepos } from '../../../src/store/store.ts';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { allEvents, allVersions, createRecipe, expectChainValid, get, mutate } from '../../helpers/studio.ts';

/** Inserting audit events throws while `failing` is set: the middle of every commit. */
let failing = false;
function failingEvents(store: Store): Store {
  const wrap = (repos: StoreRepos): StoreRepos => ({
    ...repos,
    documents: {
      ...repos.documents,
      appendEvents: async (events) => {
        if (failing) {
          throw new Error('SQLITE_IOERR: disk I/O error at /var/lib/data/nutrition.sqlite');
        }
        return repos.documents.appendEvents(events);
      },
    },
  });
  return { ...store, ...wrap(store), transaction: (fn) => store.transaction((tx) => fn(wrap(tx))) };
}

let t: TestApp;
let org: TestOrg;
beforeAll(async () => {
  t = await startTestApp({ wrapStore: failingEvents });
  org = await t.newOrg();
});
afterAll(async () => {
  await t.close();
});

describe('a store failure in the middle of a commit', () => {
  it('answers 500 without internals and leaves no version, no event and an unmoved head', async () => {
    const c = await createRecipe(t, org, { name: 'Fragile' });
    failing = true;
    try {
      for (const [method, suffix, payload] of [
        ['PATCH', '', { name: 'Fragile 2' }],
        ['POST', '/archive', undefined],
        ['POST', '/restore', { target_version_id: c.versionId }],
        ['DELETE', '', undefined],
      ] as const) {
        const res = await mutate(t, org, method, `/studio/recipes/${c.id}${suffix}`, c.versionId, payload);
        expect(res.statusCode).toBe(500);
        expect(res.json()).toMatchObject({ code: 'internal_error', retryable: true });
        expect(res.body).not.toMatch(/SQLITE|disk|\/var\//);
      }
      const created = await t.app.inject({
        method: 'POST',
        url: '/studio/recipes',
        headers: org.headers,
        payload: { name: 'Never created' },
      });
      expect(created.statusCode).toBe(500);
    } finally {
      failing = false;
    }
    const head = await get(t, org, `/studio/recipes/${c.id}`);
    expect(head.json().version_id).toBe(c.versionId);
    expect(head.json().data).toEqual(c.body.data);
    expect(await allVersions(t, org, c.id)).toHaveLength(1);
    expect(await allEvents(t, org, c.id)).toHaveLength(1);
    await expectChainValid(t, org, c.id);
    const names = (await get(t, org, '/studio/recipes?limit=100'))
      .json()
      .data.map((r: { name: string }) => r.name);
    expect(names).toEqual(['Fragile']);
    // The name of the recipe that was never created is free.
    await createRecipe(t, org, { name: 'Never created' });
  });
});
