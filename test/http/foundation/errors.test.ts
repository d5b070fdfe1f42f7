import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, StaleVersionError } from '../../../src/domain/errors.ts';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';

/** Probe routes exercise the shared error plumbing through the real stack. */
const ProbeBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 10 }),
    servings: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);

let t: TestApp;
let org: TestOrg;
beforeAll(async () => {
  t = await startTestApp({
    beforeReady(app) {
      for (const prefix of ['/studio', '/v1']) {
        app.post(
          `${prefix}/_probe`,
          {
            schema: { body: ProbeBody },
            config: { fieldMessages: { servings: 'Must be a positive integer' } },
          },
          async () => ({ ok: true }),
        );
        app.get(`${prefix}/_missing`, async () => {
          throw new NotFoundError('recipe_not_found', 'Recipe rcp_1 does not exist.');
        });
        app.get(`${prefix}/_stale`, async () => {
          throw new StaleVersionError('01JDQ5Z4M8W3X9V2T6R1N0P7KA');
        });
        app.get(`${prefix}/_conflict`, async () => {
          throw new ConflictError('recipe_name_taken', 'A recipe named "Pancakes" already exists.');
        });
        app.get(`${prefix}/_crash`, async () => {
          throw new Error('SQLITE_CONSTRAINT: secret internals at /work/src/store.ts:12');
        });
      }
    },
  });
  org = await t.newOrg();
});
afterAll(async () => {
  await t.close();
});

describe('Studio problem+json', () => {
  it('404 carries every problem member', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/studio/_missing?x=1',
      headers: { ...org.headers, 'x-request-id': 'trace-123' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(res.json()).toEqual({
      type: 'https://api.test/errors/recipe_not_found',
      title: 'Recipe Not Found',
      status: 404,
      detail: 'Recipe rcp_1 does not exist.',
      code: 'recipe_not_found',
      retryable: false,
      instance: '/studio/_missing',
      trace_id: 'trace-123',
      errors: [],
      invalid_ids: [],
    });
  });

  it('a stale version is 409 with the current version_id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/studio/_stale', headers: org.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'version_conflict',
      status: 409,
      version_id: '01JDQ5Z4M8W3X9V2T6R1N0P7KA',
      current_version_id: '01JDQ5Z4M8W3X9V2T6R1N0P7KA',
    });
  });

  it('a schema failure is 422 in the validation shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/studio/_probe',
      headers: org.headers,
      payload: { name: '', servings: 0, colour: 'red' },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['detail', 'errors', 'invalid_ids']);
    expect(body.invalid_ids).toEqual([]);
    expect(body.errors).toContainEqual({
      loc: ['body', 'name'],
      msg: 'Must not be empty',
      type: 'string_too_short',
    });
    expect(body.detail).toEqual(
      expect.arrayContaining([
        {
          loc: ['body', 'name'],
          msg: 'Must not be empty',
          type: 'string_too_short',
          input: '',
          ctx: { limit: 1 },
        },
        expect.objectContaining({ loc: ['body', 'servings'], type: 'greater_than_equal', input: 0 }),
        expect.objectContaining({ loc: ['body', 'colour'], msg: 'Unknown field', type: 'extra_forbidden' }),
      ]),
    );
  });

  it('a missing field is reported with its location', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/studio/_probe',
      headers: org.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual(
      expect.arrayContaining([{ loc: ['body', 'name'], msg: 'Field required', type: 'missing' }]),
    );
  });

  it('unparseable JSON is 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/studio/_probe',
      headers: org.headers,
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'invalid_json',
      status: 400,
      type: 'https://api.test/errors/invalid_json',
    });
  });

  it('a wrong content type is 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/studio/_probe',
      headers: { ...org.headers, 'content-type': 'text/plain' },
      payload: 'name=x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'unsupported_media_type', status: 415 });
  });

  it('an oversized body is 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/studio/_probe',
      headers: org.headers,
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large', status: 413 });
  });

  it('an unexpected failure is a bare 500: no message, stack or SQL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/studio/_crash', headers: org.headers });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'internal_error', status: 500, retryable: true });
    expect(res.body).not.toMatch(/SQLITE|secret|store\.ts|at /);
  });

  it('an unknown route is 404 in the problem shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/studio/nothing-here', headers: org.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'route_not_found',
      status: 404,
      instance: '/studio/nothing-here',
    });
  });
});

describe('/v1 error object', () => {
  it('validation failures are 422 validation_error with field details and the contract message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/_probe',
      headers: org.headers,
      payload: { name: 'ok', servings: 0 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: {
        code: 'validation_error',
        message: 'Validation failed. servings: Must be a positive integer.',
        details: [{ field: 'servings', message: 'Must be a positive integer' }],
      },
    });
  });

  it('unparseable JSON is 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/_probe',
      headers: org.headers,
      payload: '[1,',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'invalid_json', message: 'The request body is not valid JSON.', details: [] },
    });
  });

  it('domain errors keep their code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/_conflict', headers: org.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: 'recipe_name_taken', message: 'A recipe named "Pancakes" already exists.', details: [] },
    });
  });

  it('500 hides internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/_crash', headers: org.headers });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('internal_error');
    expect(res.body).not.toMatch(/SQLITE|secret/);
  });

  it('unknown routes are 404 in the /v1 shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/nothing', headers: org.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'route_not_found', message: 'No route GET /v1/nothing.', details: [] },
    });
  });
});
