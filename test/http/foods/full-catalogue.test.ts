import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { get } from '../../helpers/studio.ts';
import { recipeWithSession } from '../ingredient-resolutions/helpers.ts';

/**
 * The default catalogue (what `npm start` loads: every SR28 food) through the real HTTP stack,
 * with recipe lines the starter set could never resolve. Acceptable foods come from SR28
 * FOOD_DES.txt with the state the line asks for: raw venison, raw morels, canned beans.
 */
let t: TestApp;
let org: TestOrg;
let rows: Record<string, any>[];
beforeAll(async () => {
  t = await startTestApp({ catalogue: 'full' });
  org = await t.newOrg();
  rows = (
    await recipeWithSession(
      t,
      org,
      LINES.map((l) => l.text),
    )
  ).session.rows;
}, 120_000);
afterAll(async () => {
  await t.close();
});

const LINES = [
  {
    text: '400g/14oz venison loin',
    // Game meat, deer, raw; deer, ground, raw; Deer (venison), sitka, raw (Alaska Native)
    acceptable: ['f_sr28_17164', 'f_sr28_17343', 'f_sr28_35080'],
  },
  { text: '2 cups fresh morels', acceptable: ['f_sr28_11240'] }, // Mushrooms, morel, raw
  // Candied fruit; Maraschino cherries, canned, drained
  { text: '20 candied cherries', acceptable: ['f_sr28_09426', 'f_sr28_09328'] },
  {
    text: '2 (15 ounce) cans Great Northern beans',
    // Beans, great northern, mature seeds, canned (and its low-sodium form)
    acceptable: ['f_sr28_16026', 'f_sr28_16326'],
  },
  { text: '2 cups Corn Chex', acceptable: ['f_sr28_08019'] }, // Cereals ready-to-eat, GENERAL MILLS, Corn CHEX
  { text: 'One 4-ounce jar diced pimentos', acceptable: ['f_sr28_11943'] }, // Pimento, canned
] as const;

function row(text: string): Record<string, any> {
  const found = rows.find((r) => r.original_text === text);
  if (found === undefined) {
    throw new Error(`no row for ${text}`);
  }
  return found;
}

describe('the default catalogue is the whole of SR28', () => {
  it('serves every acceptable food of the six lines, with its SR28 facts and common names', async () => {
    for (const line of LINES) {
      for (const id of line.acceptable) {
        const res = await get(t, org, `/foods/${id}`);
        expect(res.statusCode, `${id}: ${res.body}`).toBe(200);
        expect(res.json().data.source).toBe('usda_sr28');
      }
    }
    const venison = (await get(t, org, '/foods/f_sr28_17343')).json().data;
    expect(venison).toMatchObject({ name: 'Game meat, deer, ground, raw', common_names: ['venison'] });
    const morels = (await get(t, org, '/foods/f_sr28_11240')).json().data;
    expect(morels.portions).toContainEqual({ amount: '1', unit: 'cup', modifier: null, grams: '66' });
  });

  it('finds them by name: GET /foods?q= searches the 8,789 foods', async () => {
    const page = async (offset: number) =>
      (await get(t, org, `/foods?limit=5&cursor=${Buffer.from(String(offset)).toString('base64url')}`)).json()
        .data;
    expect(await page(8785)).toHaveLength(4); // the last 4 of 8,789
    expect(await page(8789)).toEqual([]);
    const chex = (await get(t, org, '/foods?q=corn%20chex')).json().data;
    expect(chex.map((f: { id: string }) => f.id)).toContain('f_sr28_08019');
  });

  it('resolves "2 cups fresh morels" to raw morels: 2 × 66 g', () => {
    const r = row('2 cups fresh morels');
    expect(r.status).toBe('resolved');
    expect(r.search.ingredient_id).toBe('f_sr28_11240');
    expect(r.unit_conversion.quantity_grams).toBe('132');
  });

  it('resolves "2 cups Corn Chex" to the General Mills cereal it names, by its cup: 2 × 31 g', () => {
    const r = row('2 cups Corn Chex');
    expect(r.status).toBe('resolved');
    expect(r.search.ingredient_id).toBe('f_sr28_08019');
    expect(r.search.candidates[1].confidence).toBeLessThan(0.5);
    expect(Number(r.unit_conversion.quantity_grams)).toBe(62);
  });

  it('resolves "2 (15 ounce) cans Great Northern beans" to canned beans: 2 × 15 oz = 850.49 g', () => {
    const r = row('2 (15 ounce) cans Great Northern beans');
    expect(r.status).toBe('resolved');
    expect(r.search.ingredient_id).toBe('f_sr28_16026');
    expect(Number(r.unit_conversion.quantity_grams)).toBeCloseTo(850.49, 2);
  });

  it('resolves "One 4-ounce jar diced pimentos" to canned pimento, not pimento cheese: 113.4 g', () => {
    const r = row('One 4-ounce jar diced pimentos');
    expect(r.status).toBe('resolved');
    expect(r.search.ingredient_id).toBe('f_sr28_11943');
    expect(Number(r.unit_conversion.quantity_grams)).toBeCloseTo(113.4, 1);
  });

  it('resolves "20 candied cherries" to candied fruit, what glacé cherries are: 20 × 5 g, an estimate', () => {
    const r = row('20 candied cherries');
    expect(r.status).toBe('resolved');
    expect(r.search.ingredient_id).toBe('f_sr28_09426');
    // SR28 lists no piece of candied fruit; a candied cherry weighs as SR28's maraschino cherry.
    expect(Number(r.unit_conversion.quantity_grams)).toBe(100);
    expect(r.unit_conversion).toMatchObject({ approximate: true, provenance: 'household_estimate' });
  });

  // SR28's only deer loin is cooked: the raw deer stands for a cut it has only cooked.
  it('resolves "400g/14oz venison loin" to raw deer, 400 g', () => {
    const r = row('400g/14oz venison loin');
    expect(r.status).toBe('resolved');
    expect(r.search.ingredient_id).toBe('f_sr28_17164');
    expect(Number(r.unit_conversion.quantity_grams)).toBe(400);
  });
});
