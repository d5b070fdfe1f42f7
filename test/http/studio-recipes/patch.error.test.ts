import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { allEvents, allVersions, createRecipe, mutate } from '../../helpers/studio.ts';

let t: TestApp;
let org: TestOrg;
beforeAll(async () => {
  t = await startTestApp();
  org = await t.newOrg();
});
afterAll(async () => {
  await t.close();
});

describe('PATCH /studio/recipes/{recipe_id} errors', () => {
  it('412 without If-Match, carrying the current version_id', async () => {
    const c = await createRecipe(t, org);
    const res = await mutate(
      t,
      org,
      'PATCH',
      `/studio/recipes/${c.id}`,
      undefined,
      { name: 'No header' },
      {
        'x-request-id': 'pre-1',
      },
    );
    expect(res.statusCode).toBe(412);
    expect(res.json()).toEqual({
      type: 'https://api.test/errors/if_match_required',
      title: 'If Match Required',
      status: 412,
      detail: 'This operation requires an If-Match header carrying the current version_id.',
      code: 'if_match_required',
      retryable: false,
      instance: `/studio/recipes/${c.id}`,
      trace_id: 'pre-1',
      errors: [],
      invalid_ids: [],
      version_id: c.versionId,
      current_version_id: c.versionId,
    });
    expect(await allVersions(t, org, c.id)).toHaveLength(1);
  });

  it('409 for a stale If-Match, carrying the current version_id', async () => {
    const c = await createRecipe(t, org);
    const v2 = (
      await mutate(t, org, 'PATCH', `/studio/recipes/${c.id}`, c.versionId, { name: `${c.id} v2` })
    ).json().version_id;
    const res = await mutate(
      t,
      org,
      'PATCH',
      `/studio/recipes/${c.id}`,
      c.versionId,
      { name: 'Lost update' },
      {
        'x-request-id': 'stale-1',
      },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      type: 'https://api.test/errors/version_conflict',
      title: 'Version Conflict',
      status: 409,
      detail: 'The resource has changed since the version named in If-Match.',
      code: 'version_conflict',
      retryable: false,
      instance: `/studio/recipes/${c.id}`,
      trace_id: 'stale-1',
      errors: [],
      invalid_ids: [],
      version_id: v2,
      current_version_id: v2,
    });
    expect(await allVersions(t, org, c.id)).toHaveLength(2);
    expect(await allEvents(t, org, c.id)).toHaveLength(2);
  });

  it.each(['*', 'garbage', 'W/""', '01JDQ5Z4M8W3X9V2T6R1N0P7KA'])(
    '409 for If-Match %j that does not name the head',
    async (header) => {
      const c = await createRecipe(t, org);
      const res = await mutate(t, org, 'PATCH', `/studio/recipes/${c.id}`, header, { name: 'Never' });
      expect(res.statusCode).toBe(409);
      expect(res.json().version_id).toBe(c.versionId);
    },
  );

  it('409 recipe_name_taken when another recipe has the name', async () => {
    await createRecipe(t, org, { name: 'Taken name' });
    const c = await createRecipe(t, org);
    const res = await mutate(t, org, 'PATCH', `/studio/recipes/${c.id}`, c.versionId, { name: 'TAKEN NAME' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'recipe_name_taken', status: 409 });
    expect(res.json().version_id).toBeUndefined();
  });

  it('409 recipe_archived on an archived recipe', async () => {
    const c = await createRecipe(t, org);
    const archived = await mutate(t, org, 'POST', `/studio/recipes/${c.id}/archive`, c.versionId);
    const v = archived.json().version_id;
    const res = await mutate(t, org, 'PATCH', `/studio/recipes/${c.id}`, v, {
      name: 'Changed while archived',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'recipe_archived',
      title: 'Recipe Archived',
      detail: `Recipe ${c.id} is archived; unarchive it before changing it.`,
      status: 409,
    });
  });

  it.each([
    [{ name: '' }, ['body', 'name']],
    [{ name: '  ' }, ['body', 'name']],
    [{ name: 'x'.repeat(256) }, ['body', 'name']],
    [{ country: 'GB' }, ['body', 'country']],
    [{ demographic: 'everyone' }, ['body', 'demographic']],
    [{ status: 'archived' }, ['body', 'status']],
    [{ rationale: 'r'.repeat(2001) }, ['body', 'rationale']],
  ])('422 for %j', async (payload, loc) => {
    const c = await createRecipe(t, org);
    const res = await mutate(t, org, 'PATCH', `/studio/recipes/${c.id}`, c.versionId, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([expect.objectContaining({ loc })]);
  });

  it('404 recipe_not_found for an unknown recipe, with or without If-Match', async () => {
    for (const ifMatch of [undefined, '01JDQ5Z4M8W3X9V2T6R1N0P7KA']) {
      const res = await mutate(t, org, 'PATCH', '/studio/recipes/rcp_missing', ifMatch, { name: 'x' });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('recipe_not_found');
    }
  });
});
