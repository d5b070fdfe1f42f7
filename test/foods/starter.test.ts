import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { STARTER_GROUPS, STARTER_NDBS } from '../../scripts/starter-ndbs.ts';
import { dec } from '../../src/domain/decimal.ts';
import type { Food } from '../../src/domain/foods/food.ts';
import { FoodDataError } from '../../src/foods/food-data.ts';
import { readSr28 } from '../../src/foods/sr28.ts';
import {
  CATALOGUE_NUTRIENTS,
  CATALOGUE_PATH,
  parseCatalogue,
  starterFoods,
  toStarterEntry,
} from '../../src/foods/starter/index.ts';
import { REPO_ROOT, sr28Dir } from '../helpers/usda.ts';

/** Equal as numbers within 1e-9 relative (exactly equal when either is zero). */
function sameNumber(a: string, b: string | undefined): boolean {
  if (b === undefined) {
    return false;
  }
  const x = dec(a);
  const y = dec(b);
  if (x.isZero() || y.isZero()) {
    return x.eq(y);
  }
  return x.minus(y).abs().div(y.abs()).lte('1e-9');
}

describe('starterFoods', () => {
  let foods: Food[];
  beforeAll(() => {
    foods = starterFoods();
  });

  it('has at least 300 foods with unique SR28 ids', () => {
    expect(foods.length).toBeGreaterThanOrEqual(300);
    expect(new Set(foods.map((f) => f.id)).size).toBe(foods.length);
    for (const food of foods) {
      expect(food.id).toBe(`f_sr28_${food.source_id}`);
      expect(food.source).toBe('usda_sr28');
    }
  });

  it('holds exactly the hand-picked list, in its order', () => {
    expect(foods.map((f) => f.source_id)).toEqual(STARTER_NDBS);
    const names = new Map(STARTER_GROUPS.flatMap((g) => g.foods));
    for (const food of foods) {
      expect(food.name).toBe(names.get(food.source_id));
    }
  });

  it.each([
    ['01001', 'Butter, salted'],
    ['01123', 'Egg, whole, raw, fresh'],
    ['01077', 'Milk, whole, 3.25% milkfat, with added vitamin D'],
    ['20081', 'Wheat flour, white, all-purpose, enriched, bleached'],
    ['19335', 'Sugars, granulated'],
    ['18369', 'Leavening agents, baking powder, double-acting, sodium aluminum sulfate'],
    ['18372', 'Leavening agents, baking soda'],
    ['18375', "Leavening agents, yeast, baker's, active dry"],
    ['02047', 'Salt, table'],
  ])('has the default %s %s', (ndb, name) => {
    expect(foods.find((f) => f.source_id === ndb)?.name).toBe(name);
  });

  it('gives a usable Food: butter with its label nutrients, portions and density', () => {
    const butter = foods.find((f) => f.source_id === '01001');
    expect(butter?.nutrients).toMatchObject({ n_energy_kcal: '717', n_total_fat: '81.11', n_sodium: '643' });
    expect(butter?.portions).toContainEqual({ amount: '1', unit: 'tbsp', modifier: null, grams: '14.2' });
    expect(butter?.density_g_per_ml).toBe('0.9595');
    expect(butter?.allergens).toEqual(['milk']);
    expect(butter?.common_names).toEqual([]);
    expect(foods.find((f) => f.source_id === '19296')?.added_sugar).toBe(true);
    expect(foods.find((f) => f.source_id === '19335')?.common_names).toEqual(['sucrose']);
  });

  it('every food has energy and at least one portion, and nutrients only from the registry', () => {
    for (const food of foods) {
      expect(food.nutrients.n_energy_kcal, food.name).toBeDefined();
      for (const bmid of Object.keys(food.nutrients)) {
        expect(CATALOGUE_NUTRIENTS).toContain(bmid);
      }
    }
    expect(foods.filter((f) => f.portions.length === 0).map((f) => f.name)).toEqual([]);
  });

  it('returns copies, so a caller cannot change the catalogue', () => {
    const first = starterFoods();
    const butter = first.find((f) => f.source_id === '01001');
    if (butter === undefined) {
      throw new Error('butter missing');
    }
    (butter.nutrients as Record<string, string>).n_total_fat = '0';
    expect(starterFoods().find((f) => f.source_id === '01001')?.nutrients.n_total_fat).toBe('81.11');
  });

  it('is a compact file well under 1 MB', () => {
    expect(statSync(CATALOGUE_PATH).size).toBeLessThan(500_000);
  });

  it('loads under plain node (type stripping), not only under vitest', () => {
    const run = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "import { starterFoods } from './src/foods/starter/index.ts'; console.log(starterFoods().length);",
      ],
      { cwd: REPO_ROOT, encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(Number(run.stdout.trim())).toBe(foods.length);
  });
});

describe('parseCatalogue', () => {
  const header = { nutrients: ['n_energy_kcal', 'n_total_fat'] };
  const entry = {
    ndb: '01001',
    name: 'Butter, salted',
    category: 'Dairy and Egg Products',
    common_names: ['sweet cream butter'],
    nutrients: ['717', null],
    portions: [['1', 'tbsp', null, '14.2']],
    refuse: null,
    calorie_factors: ['4.27', '8.79', '3.87'],
    added_sugar: false,
    allergens: ['milk'],
  };

  it('names its columns, so values land on the right nutrient and nulls stay missing', () => {
    const [food] = parseCatalogue(JSON.stringify({ ...header, foods: [entry] }));
    expect(food?.nutrients).toEqual({ n_energy_kcal: '717' });
    expect(food?.calorie_factors).toEqual({ protein: '4.27', fat: '8.79', carbohydrate: '3.87' });
    expect(food?.common_names).toEqual(['sweet cream butter']);
    expect(food?.refuse).toBeNull();
    const [ribs] = parseCatalogue(
      JSON.stringify({ ...header, foods: [{ ...entry, refuse: ['30', 'Bone'] }] }),
    );
    expect(ribs?.refuse).toEqual({ percent: '30', description: 'Bone' });
  });

  it.each([
    ['not JSON', '{', 'not valid JSON'],
    ['unknown column', JSON.stringify({ nutrients: ['n_nope'], foods: [] }), 'registry nutrient ids'],
    ['no foods', JSON.stringify(header), 'no "foods" array'],
    [
      'short values',
      JSON.stringify({ ...header, foods: [{ ...entry, nutrients: ['717'] }] }),
      'food 1: nutrients',
    ],
    [
      'bad portion',
      JSON.stringify({ ...header, foods: [{ ...entry, portions: [['1', 'tbsp']] }] }),
      'food 1: portions',
    ],
    [
      'bad common names',
      JSON.stringify({ ...header, foods: [{ ...entry, common_names: 'butter' }] }),
      'food 1: common_names',
    ],
    ['bad refuse', JSON.stringify({ ...header, foods: [{ ...entry, refuse: ['30'] }] }), 'food 1: refuse'],
    [
      'bad allergen',
      JSON.stringify({ ...header, foods: [{ ...entry, allergens: ['gluten'] }] }),
      'food 1: allergens',
    ],
  ])('rejects %s', (_why, text, message) => {
    expect(() => parseCatalogue(text)).toThrow(FoodDataError);
    expect(() => parseCatalogue(text)).toThrow(message);
  });
});

const SR28 = sr28Dir();

describe.skipIf(SR28 === null)('the starter catalogue against SR28', () => {
  let starter: Food[];
  let sr28: Map<string, Food>;
  beforeAll(async () => {
    starter = starterFoods();
    const { foods } = await readSr28(SR28 ?? '');
    sr28 = new Map(foods.map((f) => [f.source_id, f]));
  }, 60_000);

  it('has every food, name and food group as SR28 gives them', () => {
    for (const food of starter) {
      const source = sr28.get(food.source_id);
      expect(source, food.source_id).toBeDefined();
      expect(food.name).toBe(source?.name);
      expect(food.category).toBe(source?.category);
    }
  });

  it('has the same nutrient values, present and missing', () => {
    for (const food of starter) {
      const source = sr28.get(food.source_id)?.nutrients ?? {};
      expect(Object.keys(food.nutrients).sort(), food.source_id).toEqual(Object.keys(source).sort());
      for (const [bmid, value] of Object.entries(food.nutrients)) {
        const expected = source[bmid];
        expect(sameNumber(value, expected), `${food.source_id} ${bmid}: ${value} vs ${expected}`).toBe(true);
      }
    }
  });

  it('has the same portions, Atwater factors, density, added-sugar flag and allergens', () => {
    for (const food of starter) {
      const source = sr28.get(food.source_id);
      if (source === undefined) {
        throw new Error(`${food.source_id} missing from SR28`);
      }
      expect(food.portions.length, food.source_id).toBe(source.portions.length);
      food.portions.forEach((p, i) => {
        const q = source.portions[i];
        expect(p.unit).toBe(q?.unit);
        expect(p.modifier).toBe(q?.modifier);
        expect(sameNumber(p.amount, q?.amount)).toBe(true);
        expect(sameNumber(p.grams, q?.grams)).toBe(true);
      });
      expect(food.calorie_factors).toEqual(source.calorie_factors);
      expect(food.density_g_per_ml).toBe(source.density_g_per_ml);
      expect(food.added_sugar).toBe(source.added_sugar);
      expect(food.allergens).toEqual(source.allergens);
      expect(food.common_names).toEqual(source.common_names);
    }
  });

  it('is what the generator would write today', () => {
    for (const food of starter) {
      const source = sr28.get(food.source_id);
      if (source === undefined) {
        throw new Error(`${food.source_id} missing from SR28`);
      }
      expect(toStarterEntry(food)).toEqual(toStarterEntry(source));
    }
  });
});
