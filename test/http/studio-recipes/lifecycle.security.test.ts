import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { authSuite } from '../../helpers/auth-suite.ts';
import { allVersions, createRecipe, get, mutate } from '../../helpers/studio.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const ID = 'rcp_01JDQ5Z4M8W3X9V2T6R1N0P7KA';
authSuite('studio', () => t, { method: 'POST', url: `/studio/recipes/${ID}/archive` });
authSuite('studio', () => t, { method: 'POST', url: `/studio/recipes/${ID}/unarchive` });
authSuite('studio', () => t, { method: 'DELETE', url: `/studio/recipes/${ID}` });

describe('lifecycle across organizations', () => {
  it('archive, unarchive and delete of another organization’s recipe are 404 and change nothing', async () => {
    const owner = await t.newOrg();
    const stranger = await t.newOrg();
    const c = await createRecipe(t, owner);
    for (const [method, suffix] of [
      ['POST', '/archive'],
      ['POST', '/unarchive'],
      ['DELETE', ''],
    ] as const) {
      const res = await mutate(t, stranger, method, `/studio/recipes/${c.id}${suffix}`, c.versionId);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('recipe_not_found');
    }
    expect((await get(t, owner, `/studio/recipes/${c.id}`)).json().data.status).toBe('active');
    expect(await allVersions(t, owner, c.id)).toHaveLength(1);
  });
});
