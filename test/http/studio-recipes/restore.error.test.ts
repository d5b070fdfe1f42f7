import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { allVersions, createRecipe, mutate, patchOk } from '../../helpers/studio.ts';

let t: TestApp;
let org: TestOrg;
beforeAll(async () => {
  t = await startTestApp();
  org = await t.newOrg();
});
afterAll(async () => {
  await t.close();
});

const restore = (id: string, ifMatch: string | undefined, payload: Record<string, unknown>) =>
  mutate(t, org, 'POST', `/studio/recipes/${id}/restore`, ifMatch, payload);

describe('POST …/restore errors', () => {
  it('412 without If-Match and 409 with a stale one, both with the current version_id', async () => {
    const c = await createRecipe(t, org);
    const v2 = await patchOk(t, org, c.id, c.versionId, { name: `${c.id} 2` });
    const missing = await restore(c.id, undefined, { target_version_id: c.versionId });
    expect(missing.statusCode).toBe(412);
    expect(missing.json()).toMatchObject({ code: 'if_match_required', version_id: v2 });
    const stale = await restore(c.id, c.versionId, { target_version_id: c.versionId });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict', version_id: v2 });
    expect(await allVersions(t, org, c.id)).toHaveLength(2);
  });

  it('404 version_not_found for a version the recipe does not have', async () => {
    const c = await createRecipe(t, org);
    const other = await createRecipe(t, org);
    for (const target of ['01JDQ5Z4M8W3X9V2T6R1N0P7KA', other.versionId]) {
      const res = await restore(c.id, c.versionId, { target_version_id: target });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'version_not_found',
        detail: `Version ${target} does not exist for recipe ${c.id}.`,
      });
    }
    expect(await allVersions(t, org, c.id)).toHaveLength(1);
  });

  it('404 recipe_not_found for an unknown recipe', async () => {
    const res = await restore('rcp_missing', '01JDQ5Z4M8W3X9V2T6R1N0P7KA', {
      target_version_id: '01JDQ5Z4M8W3X9V2T6R1N0P7KA',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('recipe_not_found');
  });

  it('409 recipe_name_taken when the target’s name now belongs to another recipe', async () => {
    const c = await createRecipe(t, org, { name: 'Original name' });
    const v2 = await patchOk(t, org, c.id, c.versionId, { name: 'Interim name' });
    await createRecipe(t, org, { name: 'original NAME' });
    const res = await restore(c.id, v2, { target_version_id: c.versionId });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'recipe_name_taken' });
    expect(await allVersions(t, org, c.id)).toHaveLength(2);
  });

  it.each([
    [{}, ['body', 'target_version_id']],
    [{ target_version_id: 'v1' }, ['body', 'target_version_id']],
    [{ target_version_id: '01JDQ5Z4M8W3X9V2T6R1N0P7KA', extra: 1 }, ['body', 'extra']],
  ])('422 for %j', async (payload, loc) => {
    const c = await createRecipe(t, org);
    const res = await restore(c.id, c.versionId, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([expect.objectContaining({ loc })]);
  });
});
