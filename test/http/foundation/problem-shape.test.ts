import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { createRecipe, mutate } from '../../helpers/studio.ts';

/**
 * Every Studio and entitlement error body carries `errors` and `invalid_ids` as arrays (empty when
 * there is nothing to list), whatever raised it; /v1 keeps its own error object.
 */

let t: TestApp;
let org: TestOrg;
beforeAll(async () => {
  t = await startTestApp({
    appOptions: { rateLimitPerMinute: 2 },
    beforeReady(app) {
      app.get('/studio/_crash', async () => {
        throw new Error('SQLITE_CONSTRAINT: secret internals at /work/src/store.ts:12');
      });
    },
  });
  org = await t.newOrg();
});
afterAll(async () => {
  await t.close();
});

const STACK = /\bat [^\s]+ \(|\.ts:\d+|node:internal|SQLITE|secret/;

function expectProblem(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
  const body = res.json();
  expect(body).toMatchObject({ status, code, type: `${BASE_URL}/errors/${code}` });
  expect(Array.isArray(body.errors)).toBe(true);
  expect(Array.isArray(body.invalid_ids)).toBe(true);
  expect(res.body).not.toMatch(STACK);
  return body;
}

describe('problem+json always carries errors and invalid_ids', () => {
  it('400 unparseable JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/studio/recipes',
      headers: org.headers,
      payload: '{"name":',
    });
    expect(expectProblem(res, 400, 'invalid_json')).toMatchObject({ errors: [], invalid_ids: [] });
  });

  it('400 unknown API version', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/studio/recipes',
      headers: { ...org.headers, 'x-api-version': '1999-01-01' },
    });
    expectProblem(res, 400, 'unsupported_api_version');
  });

  it('401 without a key, and with an unknown key', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/studio/recipes' });
    expect(expectProblem(none, 401, 'unauthorized')).toMatchObject({ errors: [], invalid_ids: [] });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/entitlements/status',
      headers: { authorization: 'Bearer nlk_nope_nope' },
    });
    expectProblem(unknown, 401, 'unauthorized');
  });

  it('404 unknown route and 404 unknown recipe', async () => {
    const route = await t.app.inject({ method: 'GET', url: '/studio/nothing-here', headers: org.headers });
    expect(expectProblem(route, 404, 'route_not_found')).toMatchObject({ errors: [], invalid_ids: [] });
    const recipe = await t.app.inject({
      method: 'GET',
      url: '/studio/recipes/rcp_01JDQ5Z4M8W3X9V2T6R1N0P7KA',
      headers: org.headers,
    });
    expectProblem(recipe, 404, 'recipe_not_found');
  });

  it('409 stale If-Match and 412 missing If-Match', async () => {
    const r = await createRecipe(t, org);
    const renamed = await mutate(t, org, 'PATCH', `/studio/recipes/${r.id}`, r.versionId, {
      name: `Shape ${r.id}`,
    });
    const stale = await mutate(t, org, 'PATCH', `/studio/recipes/${r.id}`, r.versionId, { name: 'Again' });
    expect(expectProblem(stale, 409, 'version_conflict')).toMatchObject({
      version_id: renamed.json().version_id,
      errors: [],
      invalid_ids: [],
    });
    const missing = await mutate(t, org, 'PATCH', `/studio/recipes/${r.id}`, undefined, { name: 'Again' });
    expectProblem(missing, 412, 'if_match_required');
  });

  it('413 body over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/studio/recipes',
      headers: org.headers,
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expectProblem(res, 413, 'payload_too_large');
  });

  it('415 a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/studio/recipes',
      headers: { ...org.headers, 'content-type': 'text/plain' },
      payload: 'name=x',
    });
    expectProblem(res, 415, 'unsupported_media_type');
  });

  it('5xx: a bare problem with empty arrays and no internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/studio/_crash', headers: org.headers });
    expect(expectProblem(res, 500, 'internal_error')).toMatchObject({ errors: [], invalid_ids: [] });
  });
});

describe('the Studio validation shape carries the same members', () => {
  it('422 {detail} also has errors (loc, msg, type) and invalid_ids []', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/studio/recipes',
      headers: org.headers,
      payload: { name: '', colour: 'red' },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['detail', 'errors', 'invalid_ids']);
    expect(body.invalid_ids).toEqual([]);
    expect(body.detail).toContainEqual(
      expect.objectContaining({ loc: ['body', 'name'], type: 'string_too_short', input: '' }),
    );
    expect(body.errors).toContainEqual({
      loc: ['body', 'name'],
      msg: 'Must not be empty',
      type: 'string_too_short',
    });
    expect(body.errors).toContainEqual({
      loc: ['body', 'colour'],
      msg: 'Unknown field',
      type: 'extra_forbidden',
    });
    expect(body.errors).toHaveLength(body.detail.length);
  });

  it('a 422 about unknown ingredient ids lists them in invalid_ids', async () => {
    const r = await createRecipe(t, org);
    const res = await mutate(t, org, 'POST', `/studio/recipes/${r.id}/ingredients`, r.versionId, {
      ingredients: [{ ingredient_id: 'f_sr28_99999', quantity_grams: '10' }],
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      detail: [expect.objectContaining({ loc: ['body', 'ingredients', 0, 'ingredient_id'] })],
      errors: [expect.objectContaining({ loc: ['body', 'ingredients', 0, 'ingredient_id'] })],
      invalid_ids: ['f_sr28_99999'],
    });
  });

  it('a huge offending string is quoted cut to 200 characters, never echoed whole', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/studio/recipes',
      headers: org.headers,
      payload: { name: 'é'.repeat(500_000) },
    });
    expect(res.statusCode).toBe(422);
    const issue = res.json().detail.find((d: { loc: string[] }) => d.loc[1] === 'name');
    expect(issue.input).toBe(`${'é'.repeat(200)}…`);
    expect(res.body.length).toBeLessThan(2000);
  });
});

describe('/v1 keeps {error: {code, message, details}}', () => {
  async function v1Org() {
    return t.newOrg('v1 shape kitchen');
  }

  it.each<
    [string, { method: 'GET' | 'POST'; url: string; auth: boolean; payload?: unknown }, number, string]
  >([
    ['401', { method: 'GET', url: '/v1/recipes', auth: false }, 401, 'unauthorized'],
    ['404 route', { method: 'GET', url: '/v1/nothing', auth: true }, 404, 'route_not_found'],
    ['400 JSON', { method: 'POST', url: '/v1/recipes', auth: true, payload: '[1,' }, 400, 'invalid_json'],
    ['422', { method: 'POST', url: '/v1/recipes', auth: true, payload: {} }, 422, 'validation_error'],
  ])('%s', async (_name, req, status, code) => {
    const o = await v1Org();
    const res = await t.app.inject({
      method: req.method,
      url: req.url,
      headers: req.auth ? o.headers : { 'content-type': 'application/json' },
      ...(req.payload === undefined ? {} : { payload: req.payload as string }),
    });
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error).toMatchObject({ code });
    expect(Array.isArray(body.error.details)).toBe(true);
    expect(body.error).not.toHaveProperty('errors');
    expect(body.error).not.toHaveProperty('invalid_ids');
  });

  it('429 past the rate limit', async () => {
    const o = await v1Org();
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 3; i++) {
      last = await t.app.inject({ method: 'GET', url: '/v1/recipes', headers: o.headers });
    }
    expect(last?.statusCode).toBe(429);
    expect(last?.json()).toEqual({
      error: { code: 'rate_limited', message: expect.any(String), details: [] },
    });
  });
});
