import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Food } from '../../src/domain/foods/food.ts';
import { parseCsvLine } from '../../src/foods/csv.ts';
import { FoodDataError, type FoodReadResult, readFdc } from '../../src/foods/fdc.ts';
import { REPO_ROOT } from '../helpers/usda.ts';

const FIXTURE = join(REPO_ROOT, 'test', 'fixtures', 'fdc');
const MALFORMED = join(REPO_ROOT, 'test', 'fixtures', 'fdc-malformed');

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) {
    rmSync(dir, { recursive: true, force: true });
  }
});

function fixtureCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fdc-test-'));
  tempDirs.push(dir);
  cpSync(FIXTURE, dir, { recursive: true });
  return dir;
}

/** A copy of the fixture with one line (1-based) of one file replaced, in a temp folder. */
function fixtureWith(file: string, lineNo: number, content: string): string {
  const dir = fixtureCopy();
  const path = join(dir, file);
  const lines = readFileSync(path, 'utf8').split('\n');
  lines[lineNo - 1] = content;
  writeFileSync(path, lines.join('\n'));
  return dir;
}

async function readError(dir: string): Promise<FoodDataError> {
  const err = await readFdc(dir).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(FoodDataError);
  return err as FoodDataError;
}

describe('parseCsvLine', () => {
  it.each([
    ['a,b,c', ['a', 'b', 'c']],
    ['"a","b,c",""', ['a', 'b,c', '']],
    ['"say ""hi""",2', ['say "hi"', '2']],
    ['1,,3,', ['1', '', '3', '']],
    ['"1","",', ['1', '', '']],
    ['5 "inch" piece,2', ['5 "inch" piece', '2']],
    ['', ['']],
  ])('%s', (line, fields) => {
    expect(parseCsvLine(line, null, 1)).toEqual({ done: fields });
  });

  it('carries a quoted field over a line break', () => {
    const first = parseCsvLine('"1","two', null, 7);
    expect(first).toEqual({ open: { fields: ['1'], field: 'two', startLine: 7 } });
    if (!('open' in first)) {
      throw new Error('expected an open record');
    }
    expect(parseCsvLine('lines",3', first.open, 8)).toEqual({ done: ['1', 'two\nlines', '3'] });
  });

  it('rejects text after a closing quote', () => {
    expect(parseCsvLine('"a"b,c', null, 1)).toEqual({
      error: 'field 1: unexpected text after a closing quote',
    });
  });
});

describe('readFdc on the fixture', () => {
  let result: FoodReadResult;
  let byId: Map<string, Food>;
  beforeAll(async () => {
    result = await readFdc(FIXTURE);
    byId = new Map(result.foods.map((f) => [f.source_id, f]));
  });

  it('keeps recipe foods in file order and leaves lab samples out', () => {
    expect(result.foods.map((f) => f.id)).toEqual([
      'f_fdc_2700101',
      'f_fdc_2700102',
      'f_fdc_2700103',
      'f_fdc_2700104',
    ]);
    expect(result.counts).toEqual({ foods: 4, nutrientValues: 19, portions: 9 });
  });

  it('reads an SR Legacy food with its portions in sequence order', () => {
    expect(byId.get('2700101')).toEqual({
      id: 'f_fdc_2700101',
      source: 'usda_fdc',
      source_id: '2700101',
      name: 'Butter, salted',
      category: 'Dairy and Egg Products',
      common_names: [],
      nutrients: {
        n_energy_kcal: '717',
        n_total_fat: '81.11',
        n_saturated_fat: '51.368',
        n_sodium: '643',
        n_total_carbohydrate: '0.06',
        n_protein: '0.85',
        n_vitamin_d: '0.0',
      },
      portions: [
        { amount: '1.0', unit: 'pat (1" sq, 1/3" high)', modifier: null, grams: '5.0' },
        { amount: '1.0', unit: 'tbsp', modifier: null, grams: '14.2' },
        { amount: '1.0', unit: 'cup', modifier: null, grams: '227' },
      ],
      refuse: null,
      density_g_per_ml: '0.9595',
      calorie_factors: { protein: '4.27', fat: '8.79', carbohydrate: '3.87' },
      added_sugar: false,
      allergens: ['milk'],
    });
  });

  it('maps only registry nutrient numbers and leaves blank amounts missing', () => {
    const onion = byId.get('2700102');
    // 269.3 ("Sugars, Total") and 957 (Atwater general energy) are not registry numbers; fiber is blank.
    expect(onion?.nutrients).toEqual({
      n_total_carbohydrate: '8.61',
      n_total_fat: '0.05',
      n_protein: '0.83',
    });
    expect(onion?.category).toBe('Vegetables and Vegetable Products');
    expect(onion?.calorie_factors).toBeNull();
    expect(onion?.allergens).toEqual([]);
  });

  it('reads a measure unit with its modifier or description', () => {
    expect(byId.get('2700102')?.portions).toEqual([
      { amount: '1.0', unit: 'cup', modifier: 'chopped', grams: '160' },
      { amount: '1.0', unit: 'piece', modifier: 'medium (2-1/2" dia)', grams: '110' },
    ]);
    expect(byId.get('2700102')?.density_g_per_ml).toBeNull();
  });

  it('derives vitamin D mcg from IU, reads a multi-line quoted footnote, and a density from a cup', () => {
    const milk = byId.get('2700103');
    expect(milk?.nutrients).toMatchObject({ n_calcium: '113', n_vitamin_d_iu: '51', n_vitamin_d: '1.275' });
    expect(milk?.density_g_per_ml).toBe('1.0313');
  });

  it('reads the amount from an FNDDS-style description and skips partial calorie factors', () => {
    const honey = byId.get('2700104');
    expect(honey?.portions).toEqual([
      { amount: '1.0', unit: 'tablespoon', modifier: null, grams: '21' },
      { amount: '1', unit: 'cup', modifier: null, grams: '339' },
    ]);
    expect(honey?.nutrients).toEqual({ n_energy_kcal: '304', n_sodium: '4', n_total_sugars: '82.12' });
    expect(honey?.calorie_factors).toBeNull();
    expect(honey?.added_sugar).toBe(true);
  });

  it('keeps other data types when asked', async () => {
    const all = await readFdc(FIXTURE, { dataTypes: ['sub_sample_food'] });
    expect(all.foods.map((f) => [f.source_id, f.name])).toEqual([
      ['2700105', 'Onions, yellow, sample 7, "Vidalia" type'],
    ]);
  });

  it('reports progress per file', async () => {
    const phases: string[] = [];
    await readFdc(FIXTURE, { onProgress: (p) => phases.push(`${p.phase} ${p.done}`) });
    expect(phases).toEqual([
      'food_category.csv 3',
      'measure_unit.csv 6',
      'nutrient.csv 14',
      'food.csv 5',
      'food_nutrient.csv 22',
      'food_portion.csv 10',
    ]);
  });
});

describe('readFdc on malformed files', () => {
  it('names the file and line of the malformed variant', async () => {
    const err = await readError(MALFORMED);
    expect(err.file).toBe('food_portion.csv');
    expect(err.line).toBe(6);
    expect(err.message).toBe('food_portion.csv line 6: expected 11 fields, found 10');
  });

  it.each([
    [
      'food.csv',
      3,
      '"2700102","foundation_food","Onions, yellow, raw","11"',
      'food.csv line 3: expected 5 fields, found 4',
    ],
    [
      'food.csv',
      4,
      '"2700101","sr_legacy_food","Butter","1",""',
      'food.csv line 4: fdc_id 2700101 appears twice',
    ],
    [
      'food.csv',
      2,
      '"2700101","sr_legacy_food","Butter, salted","77",""',
      'food.csv line 2: food_category_id 77',
    ],
    [
      'food_nutrient.csv',
      5,
      '"9","2700101","1008","7l7","","","","","","",""',
      'food_nutrient.csv line 5: amount "7l7" is not a number',
    ],
    [
      'food_nutrient.csv',
      6,
      '"9","2700199","1008","1","","","","","","",""',
      'food_nutrient.csv line 6: food 2700199 is not in food.csv',
    ],
    [
      'food_nutrient.csv',
      6,
      '"9","2700101","4242","1","","","","","","",""',
      'food_nutrient.csv line 6: nutrient_id 4242',
    ],
    [
      'food_nutrient.csv',
      3,
      '"9","2700101","1003","1","","","","","","",""',
      'food_nutrient.csv line 3: nutrient 203 of food 2700101 appears twice',
    ],
    [
      'food_nutrient.csv',
      24,
      '"9000022","2700105","1003","0.91","","","","","","","unclosed',
      'food_nutrient.csv line 24: quoted field is not closed',
    ],
    [
      'food_nutrient.csv',
      20,
      '"9000018","2700103","1110","51","","","","","","","unclosed',
      'food_nutrient.csv line 21: field 11: unexpected text after a closing quote (in a record that starts on line 20',
    ],
    [
      'food_portion.csv',
      4,
      '"8000003","2700101","3","1.0","9999","","cup","","","",""',
      'food_portion.csv line 4: gram_weight "" is not a number',
    ],
    [
      'food_portion.csv',
      4,
      '"8000003","2700101","3","1.0","9999","","","227","","",""',
      'food_portion.csv line 4: portion has neither',
    ],
    [
      'nutrient.csv',
      5,
      '"1008","Energy","KJ","208","300.0"',
      'nutrient.csv line 5: nutrient 1008 (number 208) is in KJ',
    ],
    [
      'food_category.csv',
      1,
      '"id","code","name"',
      'food_category.csv line 1: header lacks column "description"',
    ],
  ] as const)('%s line %i', async (file, line, content, message) => {
    const err = await readError(fixtureWith(file, line, content));
    expect(err.file).toBe(file);
    expect(err.message).toContain(message);
  });

  it('names a missing file', async () => {
    const dir = fixtureCopy();
    rmSync(join(dir, 'food_portion.csv'));
    const err = await readError(dir);
    expect(err.file).toBe('food_portion.csv');
    expect(err.line).toBeNull();
  });
});
