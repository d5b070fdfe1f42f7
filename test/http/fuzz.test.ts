import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../helpers/app.ts';
import { SPICE_BLEND } from '../helpers/custom-ingredients.ts';
import { addServingOk, recipeWithIngredients } from '../helpers/servings.ts';

/**
 * Every route of the OpenAPI document, with malformed JSON, deep, huge, wrong-type and
 * unicode-edge input in its body, query, path and headers. Whatever comes in: no 5xx, no stack
 * trace or internal error text in any body, error bodies of bounded size (no huge echo), and a
 * rejected write stores nothing (row counts and quota counters unchanged).
 *
 * Deterministic: cases come from fixed lists, sampled per route by a seeded generator, and each
 * route gets a bounded number of them.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
}
interface Route {
  method: Method;
  path: string;
  query: string[];
  body: Schema | undefined;
}
interface Case {
  name: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}

/** mulberry32: a small seeded generator, so every run sends the same cases. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  }
  return h >>> 0;
}

function sample<T>(items: readonly T[], n: number, random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, n);
}

const UNICODE_EDGES: readonly string[] = [
  '\ud800', // lone high surrogate
  'x\udc00y', // lone low surrogate
  'Pan\u0000cakes', // NUL
  '\u202eevil\u202c', // right-to-left override
  'فطيرة بالعسل', // RTL text
  '🥞👩‍🍳🏳️‍🌈', // emoji with ZWJ sequences
  'e\u0301\u0301\u0301', // combining marks
  '\ufeffBOM', // byte order mark
  'line\u2028sep\u2029', // JavaScript line separators
  'x'.repeat(100_000), // very long
  '𝕏'.repeat(40_000), // very long, astral
  '<script>alert(1)</script>',
  "'; DROP TABLE documents; --",
  '%00%ff',
  '\\',
  '"',
  ' ',
  '',
];

const WRONG_TYPES: readonly unknown[] = [
  null,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  true,
  [],
  [null],
  [{}],
  {},
  { $gt: '' },
  'x',
  '12.5',
  '-0',
  '1e999',
];

const MALFORMED_JSON: readonly string[] = [
  '{',
  '{"a":}',
  '[1,]',
  '{"a" 1}',
  'nul',
  "{'a':1}",
  '{"a":1}}',
  '\u0000',
  '"\\ud800"',
  '{"a":"\\u12"}',
  '1e999999',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
];

const ROOT_TYPES: readonly string[] = ['null', '0', '"x"', '[]', 'true', '{}', '[{}]'];

const deepArrays = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const deepObjects = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;

const PARAM_JUNK: readonly string[] = [
  '%00',
  '%ED%A0%80', // an encoded lone surrogate (invalid UTF-8)
  '%ff%fe',
  '%F0%9F%A5%9E',
  '%E2%80%AE',
  'x'.repeat(3000),
  '..',
  '%2e%2e%2f%2e%2e',
  'rcp_ZZZZZZZZZZZZZZZZZZZZZZZZZZ',
  "'%20OR%201=1--",
  '%20',
];

const QUERY_JUNK: readonly string[] = [
  '',
  '%00',
  '-1',
  '0',
  '1e999',
  '9007199254740993',
  'x'.repeat(3000),
  '%F0%9F%A5%9E',
  '%ED%A0%80',
  '%ff',
  'true',
  '[]',
  '%7B%22a%22%3A1%7D',
];

const HEADER_CASES: readonly Record<string, string>[] = [
  { 'if-match': '*' },
  { 'if-match': 'W/"' },
  { 'if-match': `W/"${'Z'.repeat(26)}", "${'0'.repeat(26)}"` },
  { 'if-match': 'x'.repeat(5000) },
  { 'x-api-version': '9999-99-99' },
  { 'x-api-version': '2025-04-15' },
  { 'x-request-id': 'x'.repeat(500) },
  { 'content-type': 'application/json; charset=latin1' },
  { 'content-type': 'text/plain' },
  { 'content-type': 'application/x-www-form-urlencoded' },
  { accept: 'image/svg+xml' },
  { accept: 'application/xml' },
];

/** A plausible value for a schema, so leaf fuzzing reaches past the first missing field. */
function plausible(schema: Schema | undefined, depth = 0): unknown {
  if (schema === undefined || depth > 4) {
    return 'x';
  }
  if (schema.enum !== undefined && schema.enum.length > 0) {
    return schema.enum[0];
  }
  if (schema.anyOf !== undefined) {
    return plausible(schema.anyOf[0], depth + 1);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, v]) => [k, plausible(v, depth + 1)]),
      );
    case 'array':
      return [plausible(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    default:
      return '1';
  }
}

/** Paths to the leaves of a plausible body: ['name'], ['ingredients', 0, 'quantity_grams'], … */
function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    return value.length === 0 ? [prefix] : [prefix, ...leafPaths(value[0], [...prefix, 0])];
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0 ? [prefix] : entries.flatMap(([k, v]) => leafPaths(v, [...prefix, k]));
  }
  return [prefix];
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) {
    return value;
  }
  const copy = (Array.isArray(root) ? [...root] : { ...(root as Record<string, unknown>) }) as Record<
    string | number,
    unknown
  >;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  copy[head] = setAt(copy[head], rest, value);
  return copy;
}

/** The cases of one route, bounded and deterministic. */
function casesFor(route: Route, url: string, params: Record<string, string>): Case[] {
  const random = rng(seedOf(`${route.method} ${route.path}`));
  const cases: Case[] = [];
  const q = (name: string, value: string) => `${url}${url.includes('?') ? '&' : '?'}${name}=${value}`;

  // Path parameters.
  for (const name of Object.keys(params)) {
    if (!route.path.includes(`{${name}}`)) {
      continue;
    }
    for (const junk of sample(PARAM_JUNK, 4, random)) {
      cases.push({
        name: `path ${name}=${junk.slice(0, 20)}`,
        url: url.replace(params[name] as string, junk),
      });
    }
  }
  // Query parameters, and one the route does not know.
  for (const name of route.query) {
    for (const junk of sample(QUERY_JUNK, 3, random)) {
      cases.push({ name: `query ${name}=${junk.slice(0, 20)}`, url: q(name, junk) });
    }
    cases.push({ name: `query ${name} twice`, url: `${q(name, '1')}&${name}=2` });
  }
  cases.push({ name: 'unknown query parameter', url: q('zz_unknown', '%F0%9F%A5%9E') });
  // Headers.
  for (const headers of sample(HEADER_CASES, route.method === 'GET' ? 3 : 5, random)) {
    cases.push({
      name: `headers ${JSON.stringify(headers).slice(0, 40)}`,
      url,
      headers,
      ...(route.method === 'GET' ? {} : { payload: '{}' }),
    });
  }
  if (route.method === 'GET' || route.method === 'DELETE') {
    return cases;
  }

  // Bodies: malformed, wrong root type, deep, huge.
  for (const payload of sample(MALFORMED_JSON, 5, random)) {
    cases.push({ name: `malformed ${payload.slice(0, 20)}`, url, payload });
  }
  for (const payload of sample(ROOT_TYPES, 3, random)) {
    cases.push({ name: `root ${payload}`, url, payload });
  }
  const first = Object.keys(route.body?.properties ?? { a: {} })[0] ?? 'a';
  cases.push({ name: 'deep arrays', url, payload: deepArrays(5000) });
  cases.push({ name: 'deep objects', url, payload: deepObjects(5000) });
  cases.push({ name: `deep in ${first}`, url, payload: `{"${first}":${deepArrays(5000)}}` });
  cases.push({
    name: 'over the size limit',
    url,
    payload: JSON.stringify({ [first]: 'x'.repeat(1_100_000) }),
  });
  cases.push({
    name: 'just under the size limit',
    url,
    payload: JSON.stringify({ [first]: 'é'.repeat(500_000) }),
  });

  // Leaves of a plausible body: wrong types and unicode edges, one leaf at a time.
  const base = plausible(route.body ?? { type: 'object', properties: {} });
  cases.push({ name: 'plausible body', url, payload: JSON.stringify(base) });
  const leaves = leafPaths(base).filter((p) => p.length > 0);
  for (const leaf of sample(leaves, 8, random)) {
    for (const value of [...sample(WRONG_TYPES, 2, random), ...sample(UNICODE_EDGES, 3, random)]) {
      cases.push({
        name: `${leaf.join('.')} = ${JSON.stringify(value)?.slice(0, 24)}`,
        url,
        payload: JSON.stringify(setAt(base, leaf, value)),
      });
    }
  }
  return cases;
}

/** A stack frame ("at fn (file:1:2)"), a Node internal, a source position or an internal error name. */
const STACK =
  /\bat [^\s()]+ \([^)]*:\d+:\d+\)|\n\s+at \S|node:internal|\.ts:\d+:\d+|FST_ERR|Maximum call stack|SQLITE_|syntax error at or near|invalid byte sequence|TypeError|RangeError/;

let t: TestApp;
let org: TestOrg;
let routes: Route[];

beforeAll(async () => {
  t = await startTestApp({ appOptions: { rateLimitPerMinute: 1_000_000 } });
  org = await t.newOrg('Fuzz kitchen');
  const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
  routes = [];
  for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
    for (const [method, op] of Object.entries(ops)) {
      routes.push({
        method: method.toUpperCase() as Method,
        path,
        query: (op.parameters ?? [])
          .filter((p: { in: string }) => p.in === 'query')
          .map((p: { name: string }) => p.name),
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
});
afterAll(async () => {
  await t.close();
});

/** What a rejected write must leave unchanged: row counts, the newest head and quota counters. */
async function fingerprint(): Promise<string> {
  const r = await sql<Record<string, unknown>>`
    select
      (select count(*) from documents) as documents,
      (select count(*) from document_versions) as versions,
      (select count(*) from audit_events) as events,
      (select count(*) from ingredient_resolutions) as sessions,
      (select count(*) from v1_recipes) as v1_recipes,
      (select count(*) from foods) as foods,
      (select count(*) from quota_ledger) as claims,
      (select max(head_version_id) from documents) as head,
      (select sum(used) from quota_usage) as used
  `.execute(t.db.db);
  return Object.entries(r.rows[0] ?? {})
    .map(([k, v]) => `${k}:${String(v)}`)
    .join(' ');
}

/** Fresh resources for a route, so an earlier case (a delete, an archive) cannot hide later ones. */
async function world(): Promise<Record<string, string>> {
  const recipe = await recipeWithIngredients(t, org);
  const serving = await addServingOk(t, org, recipe.id, recipe.versionId);
  const ci = await t.app.inject({
    method: 'POST',
    url: '/studio/custom-ingredients',
    headers: org.headers,
    payload: { ...SPICE_BLEND, name: `Blend ${Math.random().toString(36).slice(2, 10)}` },
  });
  const session = await t.app.inject({
    method: 'POST',
    url: `/studio/recipes/${recipe.id}/ingredient-resolutions`,
    headers: org.headers,
    payload: { items: [{ action: 'add_ingredient', text: '1 cup whole milk' }] },
  });
  const v1 = await t.app.inject({
    method: 'POST',
    url: '/v1/recipes',
    headers: org.headers,
    payload: {
      name: 'Fuzz pancakes',
      servings: 2,
      ingredients: [{ ingredientId: 'f_sr28_20081', quantity: 1, unit: 'cup' }],
    },
  });
  for (const r of [ci, session, v1]) {
    expect(r.statusCode, r.body).toBeLessThan(300);
  }
  return {
    recipe_id: recipe.id,
    serving_id: serving.servingId,
    version_id: serving.versionId,
    custom_ingredient_id: ci.json().data.id,
    resolution_id: session.json().data.resolution_id,
    recipeId: v1.json().id,
    ingredientId: 'f_sr28_20081',
    food_id: 'f_sr28_20081',
    category_id: 'racc_french_toast_pancakes_prepared',
  };
}

/** The head version of the document a route writes to, for If-Match. */
async function headFor(params: Record<string, string>, path: string): Promise<string | undefined> {
  const id = path.startsWith('/studio/custom-ingredients') ? params.custom_ingredient_id : params.recipe_id;
  if (id === undefined) {
    return undefined;
  }
  const r = await sql<{ h: string }>`select head_version_id as h from documents where id = ${id}`.execute(
    t.db.db,
  );
  return r.rows[0]?.h;
}

function check(route: Route, c: Case, res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const where = `${route.method} ${route.path} [${c.name}] → ${res.statusCode}`;
  if (res.statusCode >= 500) {
    problems.push(`${where}: ${res.body.slice(0, 200)}`);
  }
  if (STACK.test(res.body.slice(0, 200_000))) {
    problems.push(`${where}: internals in body ${res.body.slice(0, 200)}`);
  }
  if (res.statusCode >= 400 && res.body.length > 20_000) {
    problems.push(`${where}: error body of ${res.body.length} characters`);
  }
  return problems;
}

describe('fuzz: every route, hostile input', () => {
  it('no 5xx, no internals, bounded error bodies, and rejected writes store nothing', {
    timeout: 120_000,
  }, async () => {
    const problems: string[] = [];
    let sent = 0;
    const shared = await world();
    for (const route of routes) {
      const params = route.method === 'GET' ? shared : await world();
      const url = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => params[name] ?? 'x');
      const cases = casesFor(route, url, params);
      for (const c of cases) {
        const write = route.method !== 'GET';
        const head = write ? await headFor(params, route.path) : undefined;
        const before = write ? await fingerprint() : '';
        const res = await t.app.inject({
          method: route.method,
          url: c.url,
          headers: {
            ...org.headers,
            ...(head === undefined ? {} : { 'if-match': head }),
            ...c.headers,
          },
          ...(c.payload === undefined ? {} : { payload: c.payload }),
        });
        sent += 1;
        problems.push(...check(route, c, res));
        if (write && res.statusCode >= 400) {
          const after = await fingerprint();
          if (after !== before) {
            problems.push(
              `${route.method} ${route.path} [${c.name}] → ${res.statusCode} stored: ${before} → ${after}`,
            );
          }
        }
      }
    }
    console.log(`fuzz: ${sent} requests over ${routes.length} routes`);
    expect(problems).toEqual([]);
    expect(routes.length).toBeGreaterThan(50);
    expect(sent).toBeGreaterThan(1000);
  });
});
