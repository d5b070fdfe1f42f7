import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { authSuite } from '../../helpers/auth-suite.ts';
import { allVersions, createRecipe, mutate } from '../../helpers/studio.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

authSuite('studio', () => t, {
  method: 'POST',
  url: '/studio/recipes/rcp_01JDQ5Z4M8W3X9V2T6R1N0P7KA/restore',
  payload: { target_version_id: '01JDQ5Z4M8W3X9V2T6R1N0P7KA' },
});

describe('restore across organizations', () => {
  it('another organization’s recipe is 404, and its versions cannot be restored into one’s own', async () => {
    const owner = await t.newOrg();
    const stranger = await t.newOrg();
    const theirs = await createRecipe(t, owner, { name: 'Their recipe' });
    const mine = await createRecipe(t, stranger, { name: 'My recipe' });
    const a = await mutate(t, stranger, 'POST', `/studio/recipes/${theirs.id}/restore`, theirs.versionId, {
      target_version_id: theirs.versionId,
    });
    expect(a.statusCode).toBe(404);
    expect(a.json().code).toBe('recipe_not_found');
    const b = await mutate(t, stranger, 'POST', `/studio/recipes/${mine.id}/restore`, mine.versionId, {
      target_version_id: theirs.versionId,
    });
    expect(b.statusCode).toBe(404);
    expect(b.json().code).toBe('version_not_found');
    expect(await allVersions(t, owner, theirs.id)).toHaveLength(1);
    expect(await allVersions(t, stranger, mine.id)).toHaveLength(1);
  });
});
