import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { addServingOk, label, recipeWithIngredients, TWO_PANCAKES } from '../../helpers/servings.ts';
import { get, mutate, patchOk } from '../../helpers/studio.ts';

/**
 * Conditional GET (RFC 9110 §13.1.2): strong ETags on versioned reads and /v1 reads, 304 when
 * If-None-Match names the current one, Cache-Control immutable only for reads at a version.
 */
let t: TestApp;
let org: TestOrg;
beforeAll(async () => {
  t = await startTestApp();
  org = await t.newOrg();
});
afterAll(async () => {
  await t.close();
});

const IMMUTABLE = 'private, max-age=31536000, immutable';

describe('nutrition label', () => {
  it('at a version: strong ETag, immutable, 304 on If-None-Match (strong, weak or in a list)', async () => {
    const r = await recipeWithIngredients(t, org);
    const s = await addServingOk(t, org, r.id, r.versionId);
    await patchOk(t, org, r.id, s.versionId, { name: `Renamed ${r.id}` });
    const first = await label(t, org, r.id, s.servingId, `?version_id=${s.versionId}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe(`"${s.versionId}"`);
    expect(first.headers['cache-control']).toBe(IMMUTABLE);
    expect(first.headers.vary).toBe('Accept, X-API-Version');
    for (const tag of [
      `"${s.versionId}"`,
      `W/"${s.versionId}"`,
      `"01JDQ5Z4M8W3X9V2T6R1N0P7KA", "${s.versionId}"`,
      '*',
    ]) {
      const again = await label(t, org, r.id, s.servingId, `?version_id=${s.versionId}`, {
        'if-none-match': tag,
      });
      expect(again.statusCode, tag).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(`"${s.versionId}"`);
      expect(again.headers['cache-control']).toBe(IMMUTABLE);
    }
    const other = await label(t, org, r.id, s.servingId, `?version_id=${s.versionId}`, {
      'if-none-match': '"01JDQ5Z4M8W3X9V2T6R1N0P7KA"',
    });
    expect(other.statusCode).toBe(200);
    expect(other.json().data.serving_id).toBe(s.servingId);
  });

  it('kept bytes carry each request its own id and timestamp, and the same data', async () => {
    const r = await recipeWithIngredients(t, org);
    const s = await addServingOk(t, org, r.id, r.versionId);
    const a = await label(t, org, r.id, s.servingId, '', { 'x-request-id': 'first-read' });
    const b = await label(t, org, r.id, s.servingId, '', { 'x-request-id': 'second-read' });
    expect(a.json().meta.request_id).toBe('first-read');
    expect(b.json().meta.request_id).toBe('second-read');
    expect(b.json().version_id).toBe(s.versionId);
    expect(b.json().data).toEqual(a.json().data);
    expect(b.json().data.recipe_id).toBe(r.id);
    expect(Date.parse(b.json().meta.timestamp)).not.toBeNaN();
    expect(b.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('a kept label is sent in ASCII: text outside it as JSON escapes, the same value, its size in bytes', async () => {
    const r = await recipeWithIngredients(t, org);
    // A household unit in Latin-1, beyond it, and beyond the BMP (a surrogate pair).
    const unit = 'crêpes – 🥞';
    const s = await addServingOk(t, org, r.id, r.versionId, { ...TWO_PANCAKES, household_unit: unit });
    const path = `?version_id=${s.versionId}`;
    const first = await label(t, org, r.id, s.servingId, path, { 'x-request-id': 'built' });
    const again = await label(t, org, r.id, s.servingId, path, { 'x-request-id': 'kept' });
    for (const res of [first, again]) {
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.every((byte) => byte < 0x80)).toBe(true);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.body).toContain('cr\\u00eapes \\u2013 \\ud83e\\udd5e');
    }
    expect(JSON.stringify(first.json().data)).toContain(unit);
    expect(again.json().data).toEqual(first.json().data);
    expect(again.json().meta.request_id).toBe('kept');
  });

  it('at HEAD: revalidate; the old ETag gets 200 with the new one once the recipe changes', async () => {
    const r = await recipeWithIngredients(t, org);
    const s = await addServingOk(t, org, r.id, r.versionId);
    const head = await label(t, org, r.id, s.servingId);
    expect(head.headers['cache-control']).toBe('private, no-cache');
    expect(head.headers.etag).toBe(`"${s.versionId}"`);
    expect(
      (await label(t, org, r.id, s.servingId, '', { 'if-none-match': head.headers.etag as string }))
        .statusCode,
    ).toBe(304);
    const v2 = await patchOk(t, org, r.id, s.versionId, { name: `Changed ${r.id}` });
    const after = await label(t, org, r.id, s.servingId, '', {
      'if-none-match': head.headers.etag as string,
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).toBe(`"${v2}"`);
  });

  it('SVG has its own ETag, and a deleted recipe is 404 even with a matching If-None-Match', async () => {
    const r = await recipeWithIngredients(t, org);
    const s = await addServingOk(t, org, r.id, r.versionId);
    const svg = await label(t, org, r.id, s.servingId, `?format=svg&version_id=${s.versionId}`);
    expect(svg.headers.etag).toBe(`"${s.versionId}-svg"`);
    const json = await label(t, org, r.id, s.servingId, `?version_id=${s.versionId}`, {
      'if-none-match': svg.headers.etag as string,
    });
    expect(json.statusCode).toBe(200);
    const del = await mutate(t, org, 'DELETE', `/studio/recipes/${r.id}`, s.versionId);
    expect(del.statusCode).toBe(200);
    const gone = await label(t, org, r.id, s.servingId, `?version_id=${s.versionId}`, {
      'if-none-match': `"${s.versionId}"`,
    });
    expect(gone.statusCode).toBe(404);
  });
});

describe('Studio recipe reads', () => {
  it('carry the version ETag and answer 304', async () => {
    const r = await recipeWithIngredients(t, org);
    const res = await get(t, org, `/studio/recipes/${r.id}?version_id=${r.first}`);
    expect(res.headers.etag).toBe(`"${r.first}"`);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    const again = await get(t, org, `/studio/recipes/${r.id}`, { 'if-none-match': `"${r.versionId}"` });
    expect(again.statusCode).toBe(304);
  });
});

describe('/v1', () => {
  async function createV1(name: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/recipes',
      headers: org.headers,
      payload: {
        name,
        servings: 2,
        ingredients: [{ ingredientId: 'f_sr28_20081', quantity: 1, unit: 'cup' }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }
  const v1 = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...org.headers, ...headers } });

  it('a recipe read has a strong ETag of its bytes; 304 until it changes', async () => {
    const created = await createV1('Conditional loaf');
    const a = await v1(`/v1/recipes/${created.id}`);
    expect(a.statusCode).toBe(200);
    expect(a.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(a.headers['cache-control']).toBe('private, no-cache');
    expect(a.json()).toEqual(created);
    const b = await v1(`/v1/recipes/${created.id}`);
    expect(b.body).toBe(a.body);
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(
      (await v1(`/v1/recipes/${created.id}`, { 'if-none-match': a.headers.etag as string })).statusCode,
    ).toBe(304);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/v1/recipes/${created.id}`,
      headers: org.headers,
      payload: { servings: 4 },
    });
    expect(patched.statusCode).toBe(200);
    const c = await v1(`/v1/recipes/${created.id}`, { 'if-none-match': a.headers.etag as string });
    expect(c.statusCode).toBe(200);
    expect(c.json().servings).toBe(4);
    expect(c.headers.etag).not.toBe(a.headers.etag);
  });

  it('a list has an ETag too, and its total follows creates and deletes past the first page', async () => {
    const other = await t.newOrg('Counting kitchen');
    const post = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/recipes',
        headers: other.headers,
        payload: { name, servings: 1 },
      });
    const ids: string[] = [];
    for (const name of ['One', 'Two', 'Three', 'Four']) {
      ids.push((await post(name)).json().id);
    }
    const list = (q: string, h: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/v1/recipes${q}`, headers: { ...other.headers, ...h } });
    const page = await list('?limit=2');
    expect(page.json().pagination).toEqual({ limit: 2, offset: 0, total: 4, hasMore: true });
    expect((await list('?limit=2', { 'if-none-match': page.headers.etag as string })).statusCode).toBe(304);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/v1/recipes/${ids[0]}`,
      headers: other.headers,
    });
    expect(del.statusCode).toBe(200);
    // Deleting it again deletes nothing and counts nothing.
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/v1/recipes/${ids[0]}`,
      headers: other.headers,
    });
    expect(again.statusCode).toBe(404);
    const after = await list('?limit=2', { 'if-none-match': page.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json().pagination).toEqual({ limit: 2, offset: 0, total: 3, hasMore: true });
    expect((await list('?limit=2&search=o')).json().pagination.total).toBe(2);
  });
});

describe('OpenAPI', () => {
  it('documents ETag, Cache-Control and 304 on conditional reads', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    for (const path of [
      '/studio/recipes/{recipe_id}/servings/{serving_id}/nutrition-label',
      '/studio/recipes/{recipe_id}',
      '/v1/recipes/{recipeId}',
      '/v1/recipes',
    ]) {
      const op = doc.paths[path].get;
      expect(Object.keys(op.responses['200'].headers ?? {}), path).toEqual(
        expect.arrayContaining(['etag', 'cache-control']),
      );
      expect(op.responses['304'], path).toBeDefined();
    }
  });
});
