import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { createRecipe, get, patchOk } from '../../helpers/studio.ts';

let t: TestApp;
let org: TestOrg;
let id: string;
let v1: string;
let v2: string;
beforeAll(async () => {
  t = await startTestApp();
  org = await t.newOrg();
  const c = await createRecipe(t, org);
  id = c.id;
  v1 = c.versionId;
  v2 = await patchOk(t, org, id, v1, { name: `${id} 2` });
});
afterAll(async () => {
  await t.close();
});

describe('GET …/versions errors', () => {
  it.each([
    ['limit=0', 'limit'],
    ['limit=51', 'limit'],
    ['limit=x', 'limit'],
    ['at=yesterday', 'at'],
    ['at=2026-06-01T10:00:00', 'at'],
    ['at=2026-06-01', 'at'],
    ['after=%7B%7D', 'after'],
    ['before=1', 'before'],
  ])('422 for %s', async (q, param) => {
    const res = await get(t, org, `/studio/recipes/${id}/versions?${q}`);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().detail).toEqual([expect.objectContaining({ loc: ['query', param] })]);
  });

  it('404 for an unknown recipe', async () => {
    const res = await get(t, org, '/studio/recipes/rcp_nope/versions');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('recipe_not_found');
  });
});

describe('GET …/versions/{version_id}/changes errors', () => {
  it('422 when the path version id is not a ULID', async () => {
    const res = await get(t, org, `/studio/recipes/${id}/versions/latest/changes`);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([expect.objectContaining({ loc: ['path', 'version_id'] })]);
  });

  it('422 when compared_to is not a ULID', async () => {
    const res = await get(t, org, `/studio/recipes/${id}/versions/${v2}/changes?compared_to=parent`);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([expect.objectContaining({ loc: ['query', 'compared_to'] })]);
  });

  it('400 in the problem shape for a version compared with itself', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/studio/recipes/${id}/versions/${v2}/changes?compared_to=${v2}`,
      headers: { ...org.headers, 'x-request-id': 'self-1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(res.json()).toEqual({
      type: 'https://api.test/errors/self_comparison',
      title: 'Self Comparison',
      status: 400,
      detail: 'A version cannot be compared with itself; pick another compared_to.',
      code: 'self_comparison',
      retryable: false,
      instance: `/studio/recipes/${id}/versions/${v2}/changes`,
      trace_id: 'self-1',
      errors: [],
      invalid_ids: [],
    });
  });

  it('404 version_not_found for an unknown version or comparison point', async () => {
    const unknown = '01JDQ5Z4M8W3X9V2T6R1N0P7KA';
    for (const url of [
      `/studio/recipes/${id}/versions/${unknown}/changes`,
      `/studio/recipes/${id}/versions/${v2}/changes?compared_to=${unknown}`,
    ]) {
      const res = await get(t, org, url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'version_not_found' });
    }
  });
});
