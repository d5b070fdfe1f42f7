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

authSuite('studio', () => t, {
  method: 'GET',
  url: '/studio/recipes/rcp_01JDQ5Z4M8W3X9V2T6R1N0P7KA/audit-trail',
});

describe('audit trail across organizations', () => {
  it('is 404 for another organization’s recipe, and its versions are unknown to one’s own', async () => {
    const owner = await t.newOrg();
    const stranger = await t.newOrg();
    const theirs = await createRecipe(t, owner);
    const mine = await createRecipe(t, stranger);
    const res = await get(t, stranger, `/studio/recipes/${theirs.id}/audit-trail`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('recipe_not_found');
    const window = await get(
      t,
      stranger,
      `/studio/recipes/${mine.id}/audit-trail?since_version_id=${theirs.versionId}`,
    );
    expect(window.statusCode).toBe(404);
    expect(window.json().code).toBe('version_not_found');
  });
});
