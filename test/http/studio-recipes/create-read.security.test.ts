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

authSuite('studio', () => t, { method: 'POST', url: '/studio/recipes', payload: { name: 'Nope' } });
authSuite('studio', () => t, { method: 'GET', url: '/studio/recipes' });
authSuite('studio', () => t, { method: 'GET', url: '/studio/recipes/rcp_01JDQ5Z4M8W3X9V2T6R1N0P7KA' });

describe('organizations are isolated', () => {
  it('another organization’s recipe is 404 recipe_not_found, at HEAD and at a version', async () => {
    const owner = await t.newOrg();
    const stranger = await t.newOrg();
    const r = await createRecipe(t, owner, { name: 'Secret sauce' });
    for (const url of [`/studio/recipes/${r.id}`, `/studio/recipes/${r.id}?version_id=${r.versionId}`]) {
      const res = await get(t, stranger, url);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('recipe_not_found');
      expect(res.headers.etag).toBeUndefined();
    }
  });

  it('lists show only the caller’s recipes, and names are unique per organization only', async () => {
    const a = await t.newOrg();
    const b = await t.newOrg();
    await createRecipe(t, a, { name: 'Only in A' });
    await createRecipe(t, b, { name: 'Only in A' });
    const listed = (await get(t, b, '/studio/recipes')).json().data;
    expect(listed).toHaveLength(1);
    expect(listed[0].name).toBe('Only in A');
  });

  it('a cursor from another organization’s list reveals nothing of it', async () => {
    const a = await t.newOrg();
    const b = await t.newOrg();
    for (let i = 0; i < 3; i++) {
      await createRecipe(t, a, { name: `A${i}` });
    }
    const cursor = (await get(t, a, '/studio/recipes?limit=1')).json().meta.cursor;
    const res = await get(t, b, `/studio/recipes?limit=10&cursor=${cursor}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });
});
