import { readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../scripts/build-catalogue.ts';
import type { Food } from '../../src/domain/foods/food.ts';
import {
  allCatalogueFoods,
  BUILT_IN_CATALOGUE_PATH,
  type DecodedCatalogue,
  decodeCatalogue,
  encodeCatalogue,
  readCatalogueFile,
  readCatalogueHeader,
  sha256,
} from '../../src/foods/built-in/index.ts';
import { FoodDataError } from '../../src/foods/food-data.ts';
import { starterFoods } from '../../src/foods/starter/index.ts';
import { sr28Dir } from '../helpers/usda.ts';

describe('the committed built-in catalogue', () => {
  let decoded: DecodedCatalogue;
  let foods: Food[];
  let byId: Map<string, Food>;
  beforeAll(() => {
    decoded = readCatalogueFile(BUILT_IN_CATALOGUE_PATH, { verify: true });
    foods = allCatalogueFoods(decoded);
    byId = new Map(foods.map((f) => [f.id, f]));
  });

  it('is one compressed file of at most 5 MB', () => {
    expect(statSync(BUILT_IN_CATALOGUE_PATH).size).toBeLessThanOrEqual(5 * 1024 * 1024);
  });

  it('says where it comes from: the SR28 release and the sha256 of each file read', () => {
    const { header } = decoded;
    expect(header.release).toMatch(/Standard Reference, Release 28/);
    expect(header.sources.map((s) => s.file)).toEqual([
      'FD_GROUP.txt',
      'FOOD_DES.txt',
      'NUT_DATA.txt.gz',
      'WEIGHT.txt',
    ]);
    for (const source of header.sources) {
      expect(source.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(header.build).toBe(sha256(decoded.body));
    expect(readCatalogueHeader()).toEqual(header);
  });

  it('holds every SR28 food once, with the fields of a Food', () => {
    expect(foods).toHaveLength(8789);
    expect(decoded.header.foods).toBe(8789);
    expect(byId.size).toBe(8789);
    const keys = Object.keys(starterFoods()[0] as Food).sort();
    for (const food of foods) {
      expect(Object.keys(food).sort()).toEqual(keys);
      expect(food.source).toBe('usda_sr28');
    }
    expect(foods.reduce((n, f) => n + f.portions.length, 0)).toBe(15438);
  });

  it('carries nutrients, portions, Atwater factors, common names, allergens and the added-sugar flag', () => {
    expect(byId.get('f_sr28_01001')).toMatchObject({
      name: 'Butter, salted',
      nutrients: { n_energy_kcal: '717', n_total_fat: '81.11', n_sodium: '643' },
      calorie_factors: { protein: '4.27', fat: '8.79', carbohydrate: '3.87' },
      allergens: ['milk'],
      added_sugar: false,
    });
    expect(byId.get('f_sr28_17343')).toMatchObject({
      name: 'Game meat, deer, ground, raw',
      common_names: ['venison'],
    });
    expect(byId.get('f_sr28_11240')?.portions).toContainEqual({
      amount: '1',
      unit: 'cup',
      modifier: null,
      grams: '66',
    });
    expect(byId.get('f_sr28_19296')?.added_sugar).toBe(true); // honey
  });

  it('agrees with the starter catalogue on every starter food', () => {
    for (const food of starterFoods()) {
      expect(byId.get(food.id), food.id).toEqual(food);
    }
  });
});

describe('catalogue files that are not what the build wrote', () => {
  const foods = starterFoods().slice(0, 3);
  const good = encodeCatalogue(foods, { release: 'test', citation: 'test', sources: [] });
  const text = gunzipSync(good).toString('utf8');

  it('encodes the same foods to the same bytes', () => {
    expect(encodeCatalogue(foods, { release: 'test', citation: 'test', sources: [] }).equals(good)).toBe(
      true,
    );
    expect(allCatalogueFoods(decodeCatalogue(good, { verify: true }))).toEqual(foods);
  });

  it.each([
    ['not gzip', Buffer.from('hello'), 'not a gzip file'],
    ['no header', gzipSync('{}\n'), 'not a nutrition-label-api food catalogue file'],
    ['edited food line', gzipSync(text.replace(foods[0]?.name ?? '', 'Edited')), 'do not hash to the header'],
  ])('rejects %s with a FoodDataError', (_why, bytes, message) => {
    expect(() => decodeCatalogue(bytes, { verify: true })).toThrow(FoodDataError);
    expect(() => decodeCatalogue(bytes, { verify: true })).toThrow(message);
  });

  it('names the line of a food that is not a food', () => {
    const lines = text.split('\n');
    lines[2] = '{"id":1}';
    const decoded = decodeCatalogue(gzipSync(lines.join('\n')));
    expect(() => allCatalogueFoods(decoded)).toThrow(/line 3: id is not a string/);
  });

  it('notices a missing food', () => {
    const lines = text.split('\n');
    lines.splice(2, 1);
    expect(() => allCatalogueFoods(decodeCatalogue(gzipSync(lines.join('\n'))))).toThrow(
      /holds 2 foods, the header says 3/,
    );
  });
});

const SR28 = sr28Dir();

describe.skipIf(SR28 === null)('the built-in catalogue against ../shared/usda-sr28', () => {
  it('is byte for byte what `npm run build:catalogue` writes today', async () => {
    const rebuilt = await buildCatalogue(SR28 ?? '');
    const committed = readFileSync(BUILT_IN_CATALOGUE_PATH);
    if (!rebuilt.equals(committed)) {
      const a = decodeCatalogue(rebuilt).header;
      const b = decodeCatalogue(committed).header;
      expect.fail(
        `src/foods/built-in/sr28-catalogue.jsonl.gz is stale (build ${b.build}, a rebuild gives ${a.build}): run npm run build:catalogue`,
      );
    }
    const header = decodeCatalogue(committed).header;
    for (const source of header.sources) {
      expect(sha256(readFileSync(join(SR28 ?? '', source.file))), basename(source.file)).toBe(source.sha256);
    }
  }, 120_000);
});

if (SR28 === null) {
  describe('the built-in catalogue against ../shared/usda-sr28', () => {
    it.skip('skipped: no SR28 release in ../shared/usda-sr28 to rebuild from', () => {});
  });
}
