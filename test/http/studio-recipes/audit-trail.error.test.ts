import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { createRecipe, get } from '../../helpers/studio.ts';

let t: TestApp;
let org: TestOrg;
let id: string;
beforeAll(async () => {
  t = await startTestApp();
  org = await t.newOrg();
  id = (await createRecipe(t, org)).id;
});
afterAll(async () => {
  await t.close();
});

describe('GET …/audit-trail errors', () => {
  it.each([
    ['limit=0', 'limit', 'greater_than_equal'],
    ['limit=101', 'limit', 'less_than_equal'],
    ['limit=ten', 'limit', 'integer_type'],
    ['actor_type=robot', 'actor_type', 'enum'],
    ['event_type=recipe.exploded', 'event_type', 'enum'],
    ['from=last-week', 'from', undefined],
    ['to=2026-07-01', 'to', undefined],
    ['since_version_id=v1', 'since_version_id', 'string_pattern_mismatch'],
    ['up_to_version_id=HEAD', 'up_to_version_id', 'string_pattern_mismatch'],
    ['cursor=bm9wZQ', 'cursor', 'cursor_invalid'],
    ['cursor=eyJzIjowfQ', 'cursor', 'cursor_invalid'],
    ['start_date=2026-01-01', 'start_date', 'extra_forbidden'],
  ])('422 in the validation shape for %s', async (q, param, type) => {
    const res = await get(t, org, `/studio/recipes/${id}/audit-trail?${q}`);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({
      detail: [expect.objectContaining({ loc: ['query', param], ...(type === undefined ? {} : { type }) })],
      errors: expect.any(Array),
      invalid_ids: [],
    });
  });

  it('404 version_not_found for a version window the recipe does not have', async () => {
    for (const p of ['since_version_id', 'up_to_version_id']) {
      const res = await get(t, org, `/studio/recipes/${id}/audit-trail?${p}=01JDQ5Z4M8W3X9V2T6R1N0P7KA`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('version_not_found');
    }
  });

  it('404 recipe_not_found for an unknown recipe', async () => {
    const res = await get(t, org, '/studio/recipes/rcp_nope/audit-trail');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('recipe_not_found');
  });
});
