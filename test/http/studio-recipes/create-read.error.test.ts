import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { createRecipe, get } from '../../helpers/studio.ts';

let t: TestApp;
let org: TestOrg;
beforeAll(async () => {
  t = await startTestApp();
  org = await t.newOrg();
});
afterAll(async () => {
  await t.close();
});

const post = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/studio/recipes', headers: org.headers, payload: payload as object });

describe('POST /studio/recipes errors', () => {
  it('422 in the validation shape when name is missing', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      detail: [{ loc: ['body', 'name'], msg: 'Field required', type: 'missing' }],
      errors: [{ loc: ['body', 'name'], msg: 'Field required', type: 'missing' }],
      invalid_ids: [],
    });
  });

  it.each([
    [{ name: '' }, ['body', 'name'], 'string_too_short'],
    [{ name: '   ' }, ['body', 'name'], 'string_too_short'],
    [{ name: 'a'.repeat(256) }, ['body', 'name'], 'string_too_long'],
    [{ name: ['a', 'b'] }, ['body', 'name'], 'string_type'],
    [{ name: 'x', country: 'CA' }, ['body', 'country'], 'enum'],
    [{ name: 'x', demographic: 'seniors' }, ['body', 'demographic'], 'enum'],
    [{ name: 'x', status: 'archived' }, ['body', 'status'], 'extra_forbidden'],
  ])('422 for %j', async (payload, loc, type) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([expect.objectContaining({ loc, type })]);
  });

  it('409 recipe_name_taken for a live name, whatever its case and padding', async () => {
    await createRecipe(t, org, { name: 'Focaccia' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/studio/recipes',
      headers: { ...org.headers, 'x-request-id': 'dup-1' },
      payload: { name: '  FOCACCIA ' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(res.json()).toEqual({
      type: 'https://api.test/errors/recipe_name_taken',
      title: 'Recipe Name Taken',
      status: 409,
      detail: 'A recipe named "FOCACCIA" already exists in this organization.',
      code: 'recipe_name_taken',
      retryable: false,
      instance: '/studio/recipes',
      trace_id: 'dup-1',
      errors: [],
      invalid_ids: [],
    });
  });

  it('400 for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/studio/recipes',
      headers: org.headers,
      payload: '{',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_json');
  });
});

describe('GET /studio/recipes/{recipe_id} errors', () => {
  it('404 recipe_not_found for an unknown id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/studio/recipes/rcp_01JDQ5Z4M8W3X9V2T6R1N0P7KA',
      headers: { ...org.headers, 'x-request-id': 'nf-1' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      type: 'https://api.test/errors/recipe_not_found',
      title: 'Recipe Not Found',
      status: 404,
      detail: 'Recipe rcp_01JDQ5Z4M8W3X9V2T6R1N0P7KA does not exist.',
      code: 'recipe_not_found',
      retryable: false,
      instance: '/studio/recipes/rcp_01JDQ5Z4M8W3X9V2T6R1N0P7KA',
      trace_id: 'nf-1',
      errors: [],
      invalid_ids: [],
    });
  });

  it('422 for a malformed version_id, 404 version_not_found for one the recipe does not have', async () => {
    const a = await createRecipe(t, org);
    const b = await createRecipe(t, org);
    const bad = await get(t, org, `/studio/recipes/${a.id}?version_id=not-a-ulid`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0]).toMatchObject({
      loc: ['query', 'version_id'],
      type: 'string_pattern_mismatch',
    });
    for (const v of ['01JDQ5Z4M8W3X9V2T6R1N0P7KA', b.versionId]) {
      const res = await get(t, org, `/studio/recipes/${a.id}?version_id=${v}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'version_not_found',
        detail: `Version ${v} does not exist for recipe ${a.id}.`,
      });
    }
  });
});

describe('GET /studio/recipes errors', () => {
  it.each(['limit=0', 'limit=101', 'limit=abc', 'limit=1.5', 'page=2'])('422 for %s', async (q) => {
    const res = await get(t, org, `/studio/recipes?${q}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toHaveLength(1);
  });

  it('422 for a cursor the service did not issue', async () => {
    const res = await get(t, org, '/studio/recipes?cursor=bm90LWEtY3Vyc29y');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: [
        {
          loc: ['query', 'cursor'],
          msg: 'Invalid cursor',
          type: 'cursor_invalid',
          input: 'bm90LWEtY3Vyc29y',
        },
      ],
      errors: [{ loc: ['query', 'cursor'], msg: 'Invalid cursor', type: 'cursor_invalid' }],
      invalid_ids: [],
    });
  });
});
