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

describe.each([
  ['POST', 'archive'],
  ['POST', 'unarchive'],
  ['DELETE', ''],
] as const)('%s …/%s errors', (method, verb) => {
  const url = (id: string) => `/studio/recipes/${id}${verb === '' ? '' : `/${verb}`}`;

  /** A recipe in the state from which the operation does change something. */
  async function ready(): Promise<{ id: string; versionId: string }> {
    const c = await createRecipe(t, org);
    if (verb !== 'unarchive') {
      return c;
    }
    const a = await mutate(t, org, 'POST', `/studio/recipes/${c.id}/archive`, c.versionId);
    return { id: c.id, versionId: a.json().version_id };
  }

  it('412 without If-Match, with the current version_id', async () => {
    const r = await ready();
    const res = await mutate(t, org, method, url(r.id), undefined);
    expect(res.statusCode).toBe(412);
    expect(res.json()).toMatchObject({
      code: 'if_match_required',
      version_id: r.versionId,
      current_version_id: r.versionId,
    });
  });

  it('409 with a stale If-Match, with the current version_id', async () => {
    const c = await createRecipe(t, org);
    const v2 = await patchOk(t, org, c.id, c.versionId, { name: `${c.id} moved` });
    let head = v2;
    if (verb === 'unarchive') {
      head = (await mutate(t, org, 'POST', `/studio/recipes/${c.id}/archive`, v2)).json().version_id;
    }
    const res = await mutate(t, org, method, url(c.id), c.versionId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'version_conflict',
      version_id: head,
      current_version_id: head,
    });
    expect(await allVersions(t, org, c.id)).toHaveLength(verb === 'unarchive' ? 3 : 2);
  });

  it('404 for an unknown recipe', async () => {
    const res = await mutate(
      t,
      org,
      method,
      url('rcp_01JDQ5Z4M8W3X9V2T6R1N0P7KA'),
      '01JDQ5Z4M8W3X9V2T6R1N0P7KA',
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('recipe_not_found');
  });
});

describe('a repeated delete', () => {
  it('is 404 recipe_not_found', async () => {
    const c = await createRecipe(t, org);
    const d = await mutate(t, org, 'DELETE', `/studio/recipes/${c.id}`, c.versionId);
    expect(d.statusCode).toBe(200);
    const again = await mutate(t, org, 'DELETE', `/studio/recipes/${c.id}`, d.json().version_id);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('recipe_not_found');
  });
});
