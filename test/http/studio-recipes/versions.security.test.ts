import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { authSuite } from '../../helpers/auth-suite.ts';
import { createRecipe, get } from '../../helpers/studio.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const ID = 'rcp_01JDQ5Z4M8W3X9V2T6R1N0P7KA';
const V = '01JDQ5Z4M8W3X9V2T6R1N0P7KA';
authSuite('studio', () => t, { method: 'GET', url: `/studio/recipes/${ID}/versions` });
authSuite('studio', () => t, { method: 'GET', url: `/studio/recipes/${ID}/versions/verify` });
authSuite('studio', () => t, { method: 'GET', url: `/studio/recipes/${ID}/versions/${V}/changes` });

describe('history across organizations', () => {
  it('is 404 recipe_not_found on every history route', async () => {
    const owner = await t.newOrg();
    const stranger = await t.newOrg();
    const c = await createRecipe(t, owner);
    const mine = await createRecipe(t, stranger);
    for (const url of [
      `/studio/recipes/${c.id}/versions`,
      `/studio/recipes/${c.id}/versions?at=2099-01-01T00:00:00Z`,
      `/studio/recipes/${c.id}/versions/verify`,
      `/studio/recipes/${c.id}/versions/${c.versionId}/changes`,
    ]) {
      const res = await get(t, stranger, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('recipe_not_found');
    }
    const crossed = await get(
      t,
      stranger,
      `/studio/recipes/${mine.id}/versions/${mine.versionId}/changes?compared_to=${c.versionId}`,
    );
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().code).toBe('version_not_found');
  });
});
