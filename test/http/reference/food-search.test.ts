import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { createRecipe } from '../../helpers/studio.ts';
import { adds, startOk } from '../ingredient-resolutions/helpers.ts';

// Catalogue search ranks with the resolution's matcher: the names a cook writes find the food
// the resolution would offer, through GET /foods and GET /v1/ingredients, with their paging.

let t: TestApp;
let org: TestOrg;
beforeAll(async () => {
  t = await startTestApp();
  org = await t.newOrg();
});
afterAll(async () => {
  await t.close();
});

async function foods(
  query: string,
): Promise<{ data: { id: string; name: string }[]; meta: Record<string, unknown> }> {
  const res = await t.app.inject({ method: 'GET', url: `/foods?${query}`, headers: org.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function v1(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/v1/ingredients?${query}`, headers: org.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const KITCHEN_NAMES: [string, string, string][] = [
  ['Bok Choy', 'f_sr28_11116', 'Cabbage, chinese (pak-choi), raw'],
  ['Beetroots', 'f_sr28_11080', 'Beets, raw'],
  ['Caraway Seeds', 'f_sr28_02005', 'Spices, caraway seed'],
  ['Bleu Cheese', 'f_sr28_01004', 'Cheese, blue'],
];

describe('GET /foods?q= ranks with the resolution matcher', () => {
  it.each(KITCHEN_NAMES)('"%s" finds %s among the first five', async (q, id, name) => {
    const body = await foods(`q=${encodeURIComponent(q)}&limit=5`);
    expect(body.data).toContainEqual(expect.objectContaining({ id, name }));
  });

  it.each([
    ['butter', 'f_sr28_01001'],
    ['all-purpose flour', 'f_sr28_20081'],
    ['eggs', 'f_sr28_01123'],
    ['granulated sugar', 'f_sr28_19335'],
  ])('an ordinary query, "%s", finds the plain food first', async (q, id) => {
    const body = await foods(`q=${encodeURIComponent(q)}&limit=3`);
    expect(body.data[0]?.id).toBe(id);
  });

  it('finds every food a resolution session offers for the same name', async () => {
    const recipe = await createRecipe(t, org);
    const names = KITCHEN_NAMES.map(([q]) => q);
    const session = await startOk(t, org, recipe.id, { items: adds(names.map((n) => `1 cup ${n}`)) });
    for (const [i, row] of session.rows.entries()) {
      const offered = row.search.candidates.map((c: { ingredient_id: string }) => c.ingredient_id);
      expect(offered.length).toBeGreaterThan(0);
      const found = (await foods(`q=${encodeURIComponent(names[i] ?? '')}&limit=100`)).data.map((f) => f.id);
      expect(found.slice(0, offered.length)).toEqual(offered);
    }
  });

  it('keeps finding what a word search finds, after the matcher’s foods, without repeats', async () => {
    const all = await foods('q=cheese&limit=100');
    const ids = all.data.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const f of all.data) {
      expect(f.name.toLowerCase()).toMatch(/chees/);
    }
    expect(ids).toContain('f_sr28_01004');
  });

  it('pages through one ranking: the pages joined are the whole list', async () => {
    const whole = (await foods('q=cheese&limit=100')).data.map((f) => f.id);
    const joined: string[] = [];
    let cursor: unknown = null;
    let url = 'q=cheese&limit=7';
    for (;;) {
      const page = await foods(url);
      joined.push(...page.data.map((f) => f.id));
      cursor = page.meta.cursor;
      if (page.meta.has_more !== true) {
        break;
      }
      url = `q=cheese&limit=7&cursor=${String(cursor)}`;
    }
    expect(joined).toEqual(whole);
  });

  it('a query nothing matches is an empty page, not an error', async () => {
    const body = await foods('q=zzyzx%20glorp');
    expect(body.data).toEqual([]);
    expect(body.meta.has_more).toBe(false);
  });
});

describe('GET /v1/ingredients?search= ranks the same way', () => {
  it.each(KITCHEN_NAMES)('"%s" finds %s among the first five', async (q, id, name) => {
    const body = await v1(`search=${encodeURIComponent(q)}&limit=5`);
    expect(body.data).toContainEqual(expect.objectContaining({ id, name }));
    expect(body.pagination).toMatchObject({ limit: 5, offset: 0 });
  });

  it('offset pages follow the same order as GET /foods', async () => {
    const ranked = (await foods('q=bleu%20cheese&limit=20')).data.map((f) => f.id);
    const first = await v1('search=bleu%20cheese&limit=10&offset=0');
    const second = await v1('search=bleu%20cheese&limit=10&offset=10');
    expect([...first.data, ...second.data].map((f: { id: string }) => f.id)).toEqual(ranked);
    expect(first.pagination.total).toBe(second.pagination.total);
    expect(first.pagination.hasMore).toBe(first.pagination.total > 10);
  });
});

describe('on the full SR28 catalogue', () => {
  let full: TestApp;
  let fullOrg: TestOrg;
  beforeAll(async () => {
    full = await startTestApp({ catalogue: 'full' });
    fullOrg = await full.newOrg();
  });
  afterAll(async () => {
    await full.close();
  });

  it.each([
    ['Bok Choy', 'f_sr28_11116'],
    ['Caraway Seeds', 'f_sr28_02005'],
    ['Bleu Cheese', 'f_sr28_01004'],
  ])('"%s" finds %s first among 8,789 foods', async (q, id) => {
    const res = await full.app.inject({
      method: 'GET',
      url: `/foods?q=${encodeURIComponent(q)}&limit=5`,
      headers: fullOrg.headers,
    });
    expect(res.json().data[0].id).toBe(id);
  });

  it('finds, in order, the candidates a session offers for the misses', async () => {
    const recipe = await createRecipe(full, fullOrg);
    const names = KITCHEN_NAMES.map(([q]) => q);
    const session = await startOk(full, fullOrg, recipe.id, { items: adds(names.map((n) => `1 cup ${n}`)) });
    for (const [i, row] of session.rows.entries()) {
      const offered = row.search.candidates.map((c: { ingredient_id: string }) => c.ingredient_id);
      expect(offered.length).toBeGreaterThan(0);
      const res = await full.app.inject({
        method: 'GET',
        url: `/v1/ingredients?search=${encodeURIComponent(names[i] ?? '')}&limit=${offered.length}`,
        headers: fullOrg.headers,
      });
      expect(res.json().data.map((f: { id: string }) => f.id)).toEqual(offered);
    }
  });
});
