import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { authSuite } from '../../helpers/auth-suite.ts';

let t: TestApp;
let org: TestOrg;
beforeAll(async () => {
  t = await startTestApp();
  org = await t.newOrg();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: org.headers });

authSuite('studio', () => t, { method: 'GET', url: '/foods?q=butter' });
authSuite('studio', () => t, { method: 'GET', url: '/us/nutrition/racc-categories/search?q=cookies' });

describe('GET /foods', () => {
  it('finds foods by the words of their name, with a cursor to the next page', async () => {
    const first = (await get('/foods?q=butter&limit=2')).json();
    expect(first.data).toHaveLength(2);
    expect(first.data[0]).toEqual({
      id: 'f_sr28_01001',
      name: 'Butter, salted',
      category: 'Dairy and Egg Products',
      source: 'usda_sr28',
      source_id: '01001',
    });
    expect(first.meta.has_more).toBe(true);
    const second = (await get(`/foods?q=butter&limit=2&cursor=${first.meta.cursor}`)).json();
    expect(second.data.map((f: { id: string }) => f.id)).not.toContain('f_sr28_01001');
  });

  it('rejects a forged cursor and a bad limit', async () => {
    expect((await get('/foods?cursor=bm9wZQ')).statusCode).toBe(400);
    const res = await get('/foods?limit=0');
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['query', 'limit']);
  });

  it('returns a food with per-100 g nutrients (missing stays missing) and portions', async () => {
    const res = await get('/foods/f_sr28_01123');
    expect(res.statusCode).toBe(200);
    const egg = res.json().data;
    expect(egg).toMatchObject({ name: 'Egg, whole, raw, fresh', allergens: ['eggs'], added_sugar: false });
    expect(egg.nutrients.n_protein).toBe('12.56');
    expect(egg.nutrients.n_added_sugars).toBeUndefined();
    expect(egg.portions).toContainEqual({ amount: '1', unit: 'large', modifier: null, grams: '50' });
    expect(egg.calorie_factors).toEqual({ protein: '4.36', fat: '9.02', carbohydrate: '3.68' });
    // SR28 weighs an egg without its shell, 12 % of it as bought.
    expect(egg.refuse).toEqual({ percent: '12', description: 'Shell' });
  });

  it('flags added-sugar sources', async () => {
    expect((await get('/foods/f_sr28_19335')).json().data.added_sugar).toBe(true);
  });

  it('an unknown food is 404', async () => {
    const res = await get('/foods/f_sr28_99999');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ingredient_not_found');
  });
});

describe('RACC categories', () => {
  it('lists both tables and filters by audience', async () => {
    const all = (await get('/us/nutrition/racc-categories')).json().data;
    expect(all.total_count).toBe(all.categories.length);
    const infant = (await get('/us/nutrition/racc-categories?audience=infant_toddler')).json().data;
    expect(
      infant.categories.every((c: { target_audience: string }) => c.target_audience === 'infant_toddler'),
    ).toBe(true);
    expect(infant.total_count).toBeLessThan(all.total_count);
  });

  it('searches by name: cookies are 30 g with a pieces label statement', async () => {
    const body = (await get('/us/nutrition/racc-categories/search?q=cookies')).json();
    const cookies = body.data.categories[0];
    expect(cookies).toMatchObject({
      reference_amount: '30',
      reference_unit: 'g',
      racc_g: '30',
      target_audience: 'general',
      table: 2,
    });
    expect(cookies.name.toLowerCase()).toContain('cookies');
    const one = (await get(`/us/nutrition/racc-categories/${cookies.category_id}`)).json();
    expect(one.data.category).toEqual(cookies);
  });

  it('requires q, and 404s an unknown category', async () => {
    expect((await get('/us/nutrition/racc-categories/search')).statusCode).toBe(422);
    const res = await get('/us/nutrition/racc-categories/racc_nothing');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('racc_category_not_found');
  });
});
