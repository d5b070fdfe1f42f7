import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/http/app.ts';
import type { App } from '../../../src/http/types.ts';
import { revokeApiKey } from '../../../src/services/accounts/accounts.ts';
import { BASE_URL, startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { manualClock } from '../../helpers/clock.ts';
import { addServingOk, recipeWithIngredients, TWO_PANCAKES } from '../../helpers/servings.ts';
import { httpEngine } from '../../helpers/stores.ts';
import { LEGACY, mutate, patchOk } from '../../helpers/studio.ts';

/**
 * Kept JSON labels and /v1 recipes are answered before the framework when the app listens on a port
 * (src/http/fast-reads.ts). Over real sockets: the same status, headers and bytes as the framework
 * sends for the same request (an app built without the fast reads, on the same store, is the
 * reference), and every request the fast reads cannot answer exactly so reaches the framework.
 * The fast reads need a document row readable at once, which only SQLite gives: on PostgreSQL
 * every request must reach the framework, with the same answers.
 */
const sqlite = httpEngine() === 'sqlite';
/** /v1 requests a key may make a minute, on both apps. */
const LIMIT = 12;
const clock = manualClock(new Date().toISOString());
const lines: Record<string, unknown>[] = [];
let t: TestApp;
let reference: App;
let org: TestOrg;
let fast: string;
let slow: string;
/** Requests the framework of the app under test answered (its onSend hook, errors included). */
const reached: string[] = [];

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) {
        if (line.trim() !== '') {
          lines.push(JSON.parse(line) as Record<string, unknown>);
        }
      }
      done();
    },
  });
  t = await startTestApp({
    clock,
    appOptions: { logger: { level: 'info', stream: logStream }, rateLimitPerMinute: LIMIT },
    beforeReady: (app) => {
      app.addHook('onSend', (request, _reply, payload, done) => {
        reached.push(request.url);
        done(null, payload);
      });
    },
  });
  org = await t.newOrg('Fast reads kitchen');
  fast = await t.app.listen({ port: 0, host: '127.0.0.1' });
  reference = await buildApp(t.deps, { baseUrl: BASE_URL, fastReads: false, rateLimitPerMinute: LIMIT });
  slow = await reference.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await reference?.close();
  await t?.close();
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

async function read(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  key = org.key,
): Promise<Answer> {
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${key}`, ...headers } });
  const out: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    out[name] = value;
  });
  return { status: res.status, headers: out, body: await res.text() };
}

/** What may differ between two answers to the same request: the time it was sent. */
function comparable(a: Answer): Answer {
  const { date: _date, ...headers } = a.headers;
  return { ...a, headers, body: a.body.replace(/"timestamp":"[^"]+"/, '"timestamp":"…"') };
}

/** Reads `path` on the app under test; whether its framework saw the request. */
async function readFast(path: string, headers: Record<string, string> = {}, key = org.key) {
  const before = reached.length;
  const answer = await read(fast, path, headers, key);
  return { answer, framework: reached.length > before };
}

async function labelled() {
  const r = await recipeWithIngredients(t, org);
  const s = await addServingOk(t, org, r.id, r.versionId);
  const head = await patchOk(t, org, r.id, s.versionId, { name: `Renamed ${r.id}` });
  return {
    recipeId: r.id,
    atVersion: s.versionId,
    head,
    path: `/studio/recipes/${r.id}/servings/${s.servingId}/nutrition-label`,
  };
}

describe('kept labels answered before the framework', () => {
  it('the same status, headers and bytes as the framework, at HEAD and at a version, 200 and 304', async () => {
    const l = await labelled();
    const cases: [string, Record<string, string>][] = [
      [l.path, { 'x-request-id': 'head-read' }],
      [`${l.path}?version_id=${l.atVersion}`, { 'x-request-id': 'version-read' }],
      [
        l.path,
        { 'x-request-id': 'explicit-version', 'x-api-version': '2026-11-01', accept: 'application/json' },
      ],
      [l.path, { 'x-request-id': 'not-modified', 'if-none-match': `"${l.head}"` }],
      [
        `${l.path}?version_id=${l.atVersion}`,
        { 'x-request-id': 'weak-tag', 'if-none-match': `W/"${l.atVersion}"` },
      ],
      [l.path, { 'x-request-id': 'stale-tag', 'if-none-match': `"${l.atVersion}"` }],
    ];
    for (const [path, headers] of cases) {
      // The first read builds the label and its bytes through the framework.
      await read(fast, path, headers);
      const got = await readFast(path, headers);
      expect(got.framework, headers['x-request-id']).toBe(!sqlite);
      const want = await read(slow, path, headers);
      expect(comparable(got.answer), headers['x-request-id']).toEqual(comparable(want));
    }
    const ok = await readFast(l.path, { 'x-request-id': 'head-read' });
    expect(ok.answer.status).toBe(200);
    expect(JSON.parse(ok.answer.body)).toMatchObject({
      version_id: l.head,
      meta: { request_id: 'head-read' },
    });
    const notModified = await readFast(l.path, { 'if-none-match': `"${l.head}"` });
    expect(notModified.answer).toMatchObject({ status: 304, body: '' });
    expect(notModified.answer.headers['x-request-id']).toMatch(/^req_[0-9A-HJKMNP-TV-Z]{26}$/);
  });

  it('a label with text outside ASCII: the same escaped ASCII bytes as the framework, the same value', async () => {
    const r = await recipeWithIngredients(t, org);
    const unit = 'crêpes – 🥞';
    const s = await addServingOk(t, org, r.id, r.versionId, { ...TWO_PANCAKES, household_unit: unit });
    const path = `/studio/recipes/${r.id}/servings/${s.servingId}/nutrition-label?version_id=${s.versionId}`;
    const headers = { 'x-request-id': 'escaped-read' };
    await read(fast, path, headers);
    const got = await readFast(path, headers);
    expect(got.framework).toBe(!sqlite);
    const want = await read(slow, path, headers);
    expect(comparable(got.answer)).toEqual(comparable(want));
    expect(Number(got.answer.headers['content-length'])).toBe(got.answer.body.length);
    expect([...got.answer.body].every((c) => (c.codePointAt(0) ?? 0) < 0x80)).toBe(true);
    expect(JSON.stringify(JSON.parse(got.answer.body).data)).toContain(unit);
  });

  it('writes the request lines the framework writes', async () => {
    const l = await labelled();
    await read(fast, l.path);
    lines.length = 0;
    await readFast(l.path, { 'x-request-id': 'logged-read' });
    const mine = lines.filter((line) => line.request_id === 'logged-read');
    expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(mine[0]?.req).toMatchObject({ method: 'GET', url: l.path, remoteAddress: '127.0.0.1' });
    expect(mine[1]?.res).toEqual({ statusCode: 200 });
    expect(typeof mine[1]?.responseTime).toBe('number');
    expect(JSON.stringify(mine)).not.toContain(org.key);
  });

  it('leaves to the framework every request it cannot answer exactly as the framework would', async () => {
    const l = await labelled();
    await read(fast, l.path);
    const other = await t.newOrg('Another kitchen');
    const cases: [string, string, Record<string, string>, number][] = [
      ['an unknown key', l.path, { authorization: 'Bearer nlk_AbCd1234_nothere' }, 401],
      ['no key', l.path, { authorization: '' }, 401],
      ["another organization's key", l.path, { authorization: `Bearer ${other.key}` }, 404],
      ['the SVG drawing', l.path, { accept: 'image/svg+xml' }, 200],
      ['a query beyond version_id', `${l.path}?format=json`, {}, 200],
      ['an unknown query', `${l.path}?color=red`, {}, 422],
      ['an API version without serving labels', l.path, LEGACY, 404],
      ['an unknown API version', l.path, { 'x-api-version': '1999-01-01' }, 400],
      ['a version never read', `${l.path}?version_id=01JDQ5Z4M8W3X9V2T6R1N0P7KA`, {}, 404],
    ];
    for (const [what, path, given, status] of cases) {
      const headers = { ...given, 'x-request-id': `case-${status}` };
      const got = await readFast(path, headers);
      expect(got.framework, what).toBe(true);
      expect(got.answer.status, what).toBe(status);
      expect(comparable(got.answer), what).toEqual(comparable(await read(slow, path, headers)));
    }
    const head = await fetch(`${fast}${l.path}`, { method: 'HEAD', headers: org.headers });
    expect(head.status).toBe(200);
  });

  it('a deleted recipe is 404 at once, however often its label was read', async () => {
    const l = await labelled();
    await read(fast, l.path);
    expect((await readFast(l.path)).answer.status).toBe(200);
    const del = await mutate(t, org, 'DELETE', `/studio/recipes/${l.recipeId}`, l.head);
    expect(del.statusCode).toBe(200);
    const gone = await readFast(l.path);
    expect(gone.framework).toBe(true);
    expect(gone.answer.status).toBe(404);
    expect(JSON.parse(gone.answer.body)).toMatchObject({ code: 'recipe_not_found' });
  });

  it('a revoked key is refused within the 5 s bound, by the framework', async () => {
    const own = await t.newOrg('Revoked key kitchen');
    const r = await recipeWithIngredients(t, own);
    const s = await addServingOk(t, own, r.id, r.versionId);
    const path = `/studio/recipes/${r.id}/servings/${s.servingId}/nutrition-label`;
    const headers = { authorization: `Bearer ${own.key}` };
    await read(fast, path, headers);
    expect((await readFast(path, headers)).answer.status).toBe(200);
    await revokeApiKey(t.deps, { prefix: own.prefix });
    // Within the documented bound the key's cached entry still answers, on either path.
    clock.advance(4_000);
    expect((await readFast(path, headers)).answer.status).toBe(200);
    clock.advance(1_001);
    const revoked = await readFast(path, headers);
    expect(revoked.answer.status).toBe(401);
    expect(revoked.framework).toBe(true);
  });
});

describe('kept /v1 recipes answered before the framework', () => {
  async function v1Recipe(own: TestOrg, app: App = t.app) {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/recipes',
      headers: own.headers,
      payload: {
        name: `Soup ${Math.random().toString(36).slice(2, 8)}`,
        servings: 2,
        ingredients: [{ ingredientId: 'f_sr28_11282', quantity: 150, unit: 'g' }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return `/v1/recipes/${res.json().id as string}`;
  }

  it('the same status, headers (rate limit included) and bytes as the framework, 200 and 304', async () => {
    // One key for each app, so each counts its own window from zero.
    const mine = await t.newOrg('V1 fast kitchen');
    const theirs = await t.newOrg('V1 reference kitchen');
    const path = await v1Recipe(mine);
    const refPath = await v1Recipe(theirs, reference);
    const first = await read(fast, path, {}, mine.key);
    const firstOfTheirs = await read(slow, refPath, {}, theirs.key);
    const etag = first.headers.etag as string;
    const refEtag = firstOfTheirs.headers.etag as string;
    const normal = (a: Answer, id: string, tag: string) =>
      comparable({
        ...a,
        headers: { ...a.headers, ...(a.headers.etag === undefined ? {} : { etag: tag }) },
        body: a.body
          .replace(id, '<id>')
          .replace(/"(createdAt|updatedAt)":"[^"]+"/g, '"$1":"…"')
          .replace(/"accountId":"[^"]+"/, '"accountId":"…"')
          .replace(/"name":"Soup [^"]+"/, '"name":"Soup"')
          .replace(/ing_[0-9A-Z]{26}/g, 'ing_…'),
      });
    const id = path.split('/').at(-1) as string;
    const refId = refPath.split('/').at(-1) as string;
    const cases: Record<string, string>[] = [
      { 'x-request-id': 'v1-read' },
      { 'x-request-id': 'v1-legacy', 'x-api-version': '2025-04-15' },
      { 'x-request-id': 'v1-not-modified', 'if-none-match': etag },
    ];
    for (const headers of cases) {
      const mineHeaders =
        headers['if-none-match'] === undefined ? headers : { ...headers, 'if-none-match': etag };
      const theirHeaders =
        headers['if-none-match'] === undefined ? headers : { ...headers, 'if-none-match': refEtag };
      // Each app reads twice with its own key: the first read keeps the recipe under the store's
      // current mark (and, for a new API version, makes its bytes).
      await read(fast, path, mineHeaders, mine.key);
      const got = await readFast(path, mineHeaders, mine.key);
      expect(got.framework, headers['x-request-id']).toBe(!sqlite);
      await read(slow, refPath, theirHeaders, theirs.key);
      const want = await read(slow, refPath, theirHeaders, theirs.key);
      expect(normal(got.answer, id, 'E'), headers['x-request-id']).toEqual(normal(want, refId, 'E'));
    }
    // Created, read once, then twice for each case: the window holds 8 requests of this key.
    const last = await readFast(path, {}, mine.key);
    expect(last.answer.status).toBe(200);
    expect(last.answer.headers['ratelimit-remaining']).toBe(String(LIMIT - 9));
  });

  it('a request past the rate limit is counted and refused by the framework, as before', async () => {
    const own = await t.newOrg('V1 busy kitchen');
    const path = await v1Recipe(own);
    await read(fast, path, {}, own.key);
    const statuses: number[] = [];
    // The create and the first read count too.
    for (let i = 2; i < LIMIT; i += 1) {
      statuses.push((await readFast(path, {}, own.key)).answer.status);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    const refused = await readFast(path, {}, own.key);
    expect(refused.framework).toBe(true);
    expect(refused.answer.status).toBe(429);
    expect(refused.answer.headers['ratelimit-remaining']).toBe('0');
    // The window's seconds left, as the framework's 429 says them.
    expect(refused.answer.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.answer.headers['retry-after']).toBe(refused.answer.headers['ratelimit-reset']);
  });

  it('a deleted recipe, another organization and other URLs go to the framework', async () => {
    const own = await t.newOrg('V1 delete kitchen');
    const other = await t.newOrg('V1 other kitchen');
    const path = await v1Recipe(own);
    await read(fast, path, {}, own.key);
    expect((await readFast(path, {}, own.key)).framework).toBe(!sqlite);
    const foreign = await readFast(path, {}, other.key);
    expect(foreign.framework).toBe(true);
    expect(foreign.answer.status).toBe(404);
    const query = await readFast(`${path}?x=1`, {}, own.key);
    expect(query.framework).toBe(true);
    const del = await t.app.inject({ method: 'DELETE', url: path, headers: own.headers });
    expect(del.statusCode).toBe(200);
    const gone = await readFast(path, {}, own.key);
    expect(gone.framework).toBe(true);
    expect(gone.answer.status).toBe(404);
  });
});
