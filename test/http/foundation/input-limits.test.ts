import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../../src/http/json-text.ts';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { createRecipe } from '../../helpers/studio.ts';

let t: TestApp;
let org: TestOrg;
let port: number;
beforeAll(async () => {
  t = await startTestApp();
  org = await t.newOrg();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

const deepArrays = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const deepObjects = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;

async function recipeCount(): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/studio/recipes?limit=100', headers: org.headers });
  return res.json().data.length;
}

describe('JSON nested 5,000 levels deep is a 400 problem, before validation', () => {
  it.each([
    ['POST', '/studio/recipes'],
    ['PATCH', '/studio/recipes/rcp_01JDQ5Z4M8W3X9V2T6R1N0P7KA'],
    ['PUT', '/studio/recipes/rcp_01JDQ5Z4M8W3X9V2T6R1N0P7KA/servings/srv_x'],
    ['POST', '/studio/custom-ingredients'],
  ] as const)('%s %s', async (method, url) => {
    for (const payload of [deepArrays(5000), deepObjects(5000), `{"name":${deepArrays(5000)}}`]) {
      const res = await t.app.inject({ method, url, headers: org.headers, payload });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'json_too_deep',
        detail: `The request body nests objects or arrays more than ${MAX_JSON_DEPTH} levels deep.`,
        errors: [],
        invalid_ids: [],
      });
      expect(res.body.length).toBeLessThan(1000);
    }
  });

  it('/v1 answers in its own shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/recipes',
      headers: org.headers,
      payload: deepObjects(5000),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'json_too_deep',
        message: `The request body nests objects or arrays more than ${MAX_JSON_DEPTH} levels deep.`,
        details: [],
      },
    });
  });

  it(`${MAX_JSON_DEPTH} levels reach validation; one more does not; brackets inside strings do not count`, async () => {
    const within = await t.app.inject({
      method: 'POST',
      url: '/studio/recipes',
      headers: org.headers,
      payload: `{"name":"x","extra":${deepArrays(MAX_JSON_DEPTH - 1)}}`,
    });
    expect(within.statusCode).toBe(422);
    expect(within.json().detail[0]).toMatchObject({ loc: ['body', 'extra'], type: 'extra_forbidden' });
    const beyond = await t.app.inject({
      method: 'POST',
      url: '/studio/recipes',
      headers: org.headers,
      payload: `{"name":"x","extra":${deepArrays(MAX_JSON_DEPTH)}}`,
    });
    expect(beyond.statusCode).toBe(400);
    const bracketName = `Brackets ${'[{'.repeat(100)} \\" ${'}]'.repeat(3)}`;
    const inString = await t.app.inject({
      method: 'POST',
      url: '/studio/recipes',
      headers: org.headers,
      payload: `{"name":"${bracketName}"}`,
    });
    expect(inString.statusCode, inString.body).toBe(201);
    expect(inString.json().data.name).toBe(JSON.parse(`"${bracketName}"`));
  });
});

describe('text the stores cannot hold is a 400, and nothing is stored', () => {
  it.each([
    ['NUL', '{"name":"Pan\\u0000cakes"}', 'NUL'],
    ['a lone high surrogate', '{"name":"Pan\\ud83ccakes"}', 'surrogate pair'],
    ['a lone low surrogate', '{"name":"Pan\\udc00cakes"}', 'surrogate pair'],
    ['a high surrogate at the end', '{"name":"Pancakes\\ud83c"}', 'surrogate pair'],
  ])('%s', async (_name, payload, says) => {
    const before = await recipeCount();
    const res = await t.app.inject({ method: 'POST', url: '/studio/recipes', headers: org.headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_text', detail: expect.stringContaining(says) });
    expect(await recipeCount()).toBe(before);
  });

  it('surrogate pairs, escaped or not, RTL and emoji are fine', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/studio/recipes',
      headers: org.headers,
      payload: '{"name":"Pancakes \\ud83e\\udd5e 🥞 فطيرة \\u202e"}',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.name).toBe('Pancakes 🥞 🥞 فطيرة \u202e');
  });

  it('%00 in the URL is a 400', async () => {
    const recipe = await createRecipe(t, org);
    for (const url of [`/studio/recipes/${recipe.id}%00`, '/foods?q=milk%00', '/v1/recipes?search=%00']) {
      const res = await t.app.inject({ method: 'GET', url, headers: org.headers });
      expect(res.statusCode, url).toBe(400);
      expect(res.body).toContain('invalid_text');
    }
  });
});

describe('URLs and numbers the router or the stores cannot take', () => {
  it('a percent-encoding that is not UTF-8 is a 400 in the area shape, a huge path segment a 414', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/studio/recipes/%ED%A0%80', headers: org.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(bad.json()).toMatchObject({ code: 'invalid_url', status: 400, errors: [], invalid_ids: [] });
    expect(bad.headers['x-request-id']).toBeDefined();
    const v1 = await t.app.inject({ method: 'GET', url: '/v1/recipes/%ff%fe', headers: org.headers });
    expect(v1.statusCode).toBe(400);
    expect(v1.json()).toEqual({ error: { code: 'invalid_url', message: expect.any(String), details: [] } });
    const long = await t.app.inject({
      method: 'GET',
      url: `/studio/recipes/${'x'.repeat(3000)}`,
      headers: org.headers,
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ code: 'uri_too_long', status: 414 });
    expect(long.json().instance).toBe(`/studio/recipes/${'x'.repeat(1000 - '/studio/recipes/'.length)}…`);
  });

  it('a number that is not finite (1e999) is a 422 naming it, not a database or serializer error', async () => {
    const query = await t.app.inject({
      method: 'GET',
      url: '/studio/recipes?limit=1e999',
      headers: org.headers,
    });
    expect(query.statusCode).toBe(422);
    expect(query.json().detail).toEqual([
      { loc: ['query', 'limit'], msg: 'Must be a finite number', type: 'finite_number' },
    ]);
    const v1 = await t.app.inject({
      method: 'GET',
      url: '/v1/ingredients?limit=1e999',
      headers: org.headers,
    });
    expect(v1.statusCode).toBe(422);
    expect(v1.json().error.details).toEqual([{ field: 'limit', message: 'Must be a finite number' }]);
    const body = await t.app.inject({
      method: 'POST',
      url: '/v1/recipes',
      headers: org.headers,
      payload: '{"name":"Pancakes","servings":2,"prepTime":1e999}',
    });
    expect(body.statusCode).toBe(422);
  });
});

/**
 * Sends `size` bytes of JSON to the real port. Resolves once the upload has been written whole and
 * the answer read, with any socket error seen on the way (EPIPE/ECONNRESET while still uploading).
 */
function upload(size: number, chunked: boolean): Promise<{ status?: number; body?: string; error?: string }> {
  return new Promise((resolve) => {
    const out: { status?: number; body?: string; error?: string } = {};
    let pending = 2;
    const settle = () => {
      pending -= 1;
      if (pending === 0) {
        resolve(out);
      }
    };
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/studio/recipes',
      agent: false,
      headers: {
        authorization: org.headers.authorization,
        'content-type': 'application/json',
        ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(size) }),
      },
    });
    req.on('response', (res) => {
      const parts: Buffer[] = [];
      out.status = res.statusCode;
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () => {
        out.body = Buffer.concat(parts).toString('utf8');
        settle();
      });
      res.on('error', (err) => {
        out.error ??= String(err);
        settle();
      });
    });
    req.on('error', (err) => {
      out.error ??= (err as NodeJS.ErrnoException).code ?? String(err);
      pending = 1;
      settle();
    });
    req.on('finish', settle);
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        const n = Math.min(chunk.length, size - sent);
        sent += n;
        if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n))) {
          req.once('drain', pump);
          return;
        }
      }
      req.end();
    };
    pump();
  });
}

describe('a body over the size limit on a real port', () => {
  it.each([
    ['with Content-Length', false],
    ['chunked', true],
  ])('a 5 MB upload %s gets the 413 problem, not a reset', async (_name, chunked) => {
    const before = await recipeCount();
    const r = await upload(5 * 1024 * 1024, chunked);
    expect(r.error).toBeUndefined();
    expect(r.status).toBe(413);
    expect(JSON.parse(r.body ?? '')).toMatchObject({
      code: 'payload_too_large',
      status: 413,
      errors: [],
      invalid_ids: [],
    });
    expect(await recipeCount()).toBe(before);
  });
});
