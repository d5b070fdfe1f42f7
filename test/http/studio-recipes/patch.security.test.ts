import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { authSuite } from '../../helpers/auth-suite.ts';
import { allVersions, createRecipe, get, LEGACY, mutate } from '../../helpers/studio.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

authSuite('studio', () => t, {
  method: 'PATCH',
  url: '/studio/recipes/rcp_01JDQ5Z4M8W3X9V2T6R1N0P7KA',
  payload: { name: 'x' },
});

describe('PATCH across organizations', () => {
  it('is 404 even with the right If-Match, on both API versions, and changes nothing', async () => {
    const owner = await t.newOrg();
    const stranger = await t.newOrg();
    const c = await createRecipe(t, owner, { name: 'Owned' });
    for (const headers of [{}, LEGACY]) {
      const res = await mutate(
        t,
        stranger,
        'PATCH',
        `/studio/recipes/${c.id}`,
        c.versionId,
        { name: 'Hijacked' },
        headers,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('recipe_not_found');
      expect(res.json().version_id).toBeUndefined();
    }
    expect((await get(t, owner, `/studio/recipes/${c.id}`)).json().data.name).toBe('Owned');
    expect(await allVersions(t, owner, c.id)).toHaveLength(1);
  });

  it('a 412 or 409 never reveals another organization’s version', async () => {
    const owner = await t.newOrg();
    const stranger = await t.newOrg();
    const c = await createRecipe(t, owner);
    const res = await mutate(t, stranger, 'PATCH', `/studio/recipes/${c.id}`, undefined, { name: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(c.versionId);
  });
});
