import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../src/domain/errors.ts';
import type { Food } from '../../src/domain/foods/food.ts';
import { FoodDataError, type FoodReadResult, readSr28, splitSr28Record } from '../../src/foods/sr28.ts';
import { sr28Dir } from '../helpers/usda.ts';

// A tiny release in the SR28 layout, written at test time: Latin-1, CRLF, ^-separated, ~-wrapped.
const FD_GROUP = [
  '~0100~^~Dairy and Egg Products~',
  '~1900~^~Sweets~',
  '~2200~^~Meals, Entrees, and Side Dishes~',
];
const FOOD_DES = [
  '~01001~^~0100~^~Butter, salted~^~BUTTER,WITH SALT~^^^~Y~^^0^^6.38^4.27^8.79^3.87',
  '~19296~^~1900~^~Honey~^~HONEY~^^^~Y~^^0^^6.25^^^',
  '~22999~^~2200~^~Entrée, test dish~^~ENTREE~^~plat du jour, , spécialité ~^^^~Bone and skin~^24^^6.25^4.00^9.00^4.00',
];
const NUT = (ndb: string, nutr: string, value: string) =>
  `~${ndb}~^~${nutr}~^${value}^1^^~1~^^^^^^^^^^^11/1976^`;
const NUT_DATA = [
  NUT('01001', '204', '81.11'),
  NUT('01001', '208', '717'),
  NUT('01001', '328', '0.0'),
  NUT('01001', '324', '0'),
  NUT('01001', '999', '1.5'), // not in the registry: dropped
  NUT('19296', '208', '304'),
  NUT('19296', '269', '82.12'),
  NUT('22999', '324', '40'), // IU only: 1.0 mcg derived
  NUT('22999', '204', '12.50'),
];
const WEIGHT = [
  '~01001~^2^1^~tbsp~^14.2^^',
  '~01001~^1^1^~pat (1" sq, 1/3" high)~^5.0^^',
  '~01001~^3^1^~cup~^227^^',
  '~19296~^1^1^~tbsp~^21^^',
  '~19296~^2^1^~cup~^339^^',
  '~22999~^1^.5^~cup, chopped~^120^^',
  '~22999~^2^1^~Entrée~^269^^',
];

function crlf(lines: readonly string[], finalNewline = true): Buffer {
  return Buffer.from(lines.join('\r\n') + (finalNewline ? '\r\n' : ''), 'latin1');
}

function writeRelease(
  dir: string,
  overrides: Partial<Record<'FD_GROUP' | 'FOOD_DES' | 'NUT_DATA' | 'WEIGHT', readonly string[]>> = {},
  opts: { gzipNutData?: boolean } = {},
): void {
  writeFileSync(join(dir, 'FD_GROUP.txt'), crlf(overrides.FD_GROUP ?? FD_GROUP));
  writeFileSync(join(dir, 'FOOD_DES.txt'), crlf(overrides.FOOD_DES ?? FOOD_DES, false));
  const nut = crlf(overrides.NUT_DATA ?? NUT_DATA);
  if (opts.gzipNutData) {
    writeFileSync(join(dir, 'NUT_DATA.txt.gz'), gzipSync(nut));
  } else {
    writeFileSync(join(dir, 'NUT_DATA.txt'), nut);
  }
  writeFileSync(join(dir, 'WEIGHT.txt'), crlf(overrides.WEIGHT ?? WEIGHT));
}

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sr28-test-'));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempDirs) {
    rmSync(dir, { recursive: true, force: true });
  }
});

async function readError(dir: string): Promise<FoodDataError> {
  const err = await readSr28(dir).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(FoodDataError);
  return err as FoodDataError;
}

describe('splitSr28Record', () => {
  it.each([
    ['~01001~^~0100~^~Butter, salted~', ['01001', '0100', 'Butter, salted']],
    ['~a~^^3.5^', ['a', '', '3.5', '']],
    ['~x^y~^1', ['x^y', '1']],
    ['', ['']],
  ])('%s', (line, fields) => {
    expect(splitSr28Record(line)).toEqual({ fields, count: fields.length });
  });

  it('keeps only the first fields but counts them all', () => {
    expect(splitSr28Record('~01001~^~204~^81.11^580^0.065^~1~', 3)).toEqual({
      fields: ['01001', '204', '81.11'],
      count: 6,
    });
  });

  it.each([
    ['~abc^1', 'not closed'],
    ['~abc~x^1', 'after the closing ~'],
    ['ab~c^1', 'stray ~'],
  ])('rejects %s', (line, problem) => {
    expect(splitSr28Record(line)).toEqual(expect.stringContaining(problem));
  });
});

describe('readSr28 on a small release written at test time', () => {
  let result: FoodReadResult;
  let byNdb: Map<string, Food>;
  beforeAll(async () => {
    const dir = tempDir();
    writeRelease(dir);
    result = await readSr28(dir);
    byNdb = new Map(result.foods.map((f) => [f.source_id, f]));
  });

  it('reads every food in file order, the last one without a line end too', () => {
    expect(result.foods.map((f) => f.source_id)).toEqual(['01001', '19296', '22999']);
    expect(result.counts).toEqual({ foods: 3, nutrientValues: 9, portions: 7 });
  });

  it('builds the Food shape', () => {
    expect(byNdb.get('01001')).toEqual({
      id: 'f_sr28_01001',
      source: 'usda_sr28',
      source_id: '01001',
      name: 'Butter, salted',
      category: 'Dairy and Egg Products',
      common_names: [],
      nutrients: {
        n_energy_kcal: '717',
        n_total_fat: '81.11',
        n_vitamin_d: '0.0',
        n_vitamin_d_iu: '0',
      },
      portions: [
        { amount: '1', unit: 'pat (1" sq, 1/3" high)', modifier: null, grams: '5.0' },
        { amount: '1', unit: 'tbsp', modifier: null, grams: '14.2' },
        { amount: '1', unit: 'cup', modifier: null, grams: '227' },
      ],
      refuse: null,
      density_g_per_ml: '0.9595',
      calorie_factors: { protein: '4.27', fat: '8.79', carbohydrate: '3.87' },
      added_sugar: false,
      allergens: ['milk'],
    });
  });

  it('keeps nutrient values exactly as written and leaves missing ones absent', () => {
    const dish = byNdb.get('22999');
    expect(dish?.nutrients.n_total_fat).toBe('12.50');
    expect(dish?.nutrients).not.toHaveProperty('n_energy_kcal');
  });

  it('derives vitamin D mcg from IU when only IU is given', () => {
    expect(byNdb.get('22999')?.nutrients).toMatchObject({ n_vitamin_d_iu: '40', n_vitamin_d: '1' });
  });

  it('decodes Latin-1 and splits measure descriptions', () => {
    const dish = byNdb.get('22999');
    expect(dish?.name).toBe('Entrée, test dish');
    expect(dish?.category).toBe('Meals, Entrees, and Side Dishes');
    expect(dish?.portions).toEqual([
      { amount: '0.5', unit: 'cup', modifier: 'chopped', grams: '120' },
      { amount: '1', unit: 'Entrée', modifier: null, grams: '269' },
    ]);
    expect(dish?.density_g_per_ml).toBeNull();
  });

  it('keeps Refuse with its Ref_desc, and none where Refuse is 0', () => {
    expect(byNdb.get('22999')?.refuse).toEqual({ percent: '24', description: 'Bone and skin' });
    expect(byNdb.get('19296')?.refuse).toBeNull();
  });

  it('splits ComName at commas into common names, dropping blanks', () => {
    expect(byNdb.get('22999')?.common_names).toEqual(['plat du jour', 'spécialité']);
    expect(byNdb.get('19296')?.common_names).toEqual([]);
  });

  it('has calorie factors only when all three are given, and flags added sugar', () => {
    const honey = byNdb.get('19296');
    expect(honey?.calorie_factors).toBeNull();
    expect(honey?.added_sugar).toBe(true);
    expect(honey?.density_g_per_ml).toBe('1.4329');
  });

  it('reads NUT_DATA.txt.gz through zlib', async () => {
    const dir = tempDir();
    writeRelease(dir, {}, { gzipNutData: true });
    const gz = await readSr28(dir);
    expect(gz.foods).toEqual(result.foods);
  });

  it('reports progress per file', async () => {
    const dir = tempDir();
    writeRelease(dir);
    const phases: string[] = [];
    await readSr28(dir, { onProgress: (p) => phases.push(`${p.phase} ${p.done}/${p.total}`) });
    expect(phases).toEqual(['FD_GROUP.txt 3/3', 'FOOD_DES.txt 3/3', 'NUT_DATA.txt 9/9', 'WEIGHT.txt 7/7']);
  });
});

describe('readSr28 on malformed files', () => {
  it('names the file and line of a record with too few fields', async () => {
    const dir = tempDir();
    const nut = [...NUT_DATA];
    nut[3] = '~01001~^~204~^81.11';
    writeRelease(dir, { NUT_DATA: nut });
    const err = await readError(dir);
    expect(err.file).toBe('NUT_DATA.txt');
    expect(err.line).toBe(4);
    expect(err.message).toBe('NUT_DATA.txt line 4: expected 18 fields, found 3');
    // an import error names server files: never an API error the HTTP layer would serialize
    expect(err).not.toBeInstanceOf(DomainError);
    expect(err.name).toBe('FoodDataError');
  });

  it('counts lines inside a gzipped NUT_DATA', async () => {
    const dir = tempDir();
    const nut = [...NUT_DATA];
    nut[6] = NUT('19296', '269', '8x.12');
    writeRelease(dir, { NUT_DATA: nut }, { gzipNutData: true });
    const err = await readError(dir);
    expect(err.message).toBe('NUT_DATA.txt.gz line 7: Nutr_Val "8x.12" is not a number');
  });

  it.each([
    [
      'FOOD_DES',
      2,
      '~19296~^~1900~^~Honey',
      'FOOD_DES.txt line 2: field 3: text field opened with ~ is not closed',
    ],
    [
      'FOOD_DES',
      1,
      '~1001~^~0100~^~Butter~^~B~^^^~Y~^^0^^6.38^4.27^8.79^3.87',
      'FOOD_DES.txt line 1: NDB_No "1001"',
    ],
    ['FOOD_DES', 3, '~22999~^~9900~^~X~^~X~^^^^^0^^6.25^^^', 'FOOD_DES.txt line 3: food group 9900'],
    [
      'FOOD_DES',
      3,
      '~22999~^~2200~^~X~^~X~^^^^^bone^^6.25^^^',
      'FOOD_DES.txt line 3: Refuse "bone" is not a number',
    ],
    [
      'FOOD_DES',
      3,
      '~22999~^~2200~^~X~^~X~^^^^^120^^6.25^^^',
      'FOOD_DES.txt line 3: Refuse 120 is over 100 %',
    ],
    ['WEIGHT', 5, '~19296~^2^1^~cup~^^^', 'WEIGHT.txt line 5: Gm_Wgt "" is not a number'],
    ['WEIGHT', 1, '~55555~^1^1^~cup~^10^^', 'WEIGHT.txt line 1: food 55555 is not in FOOD_DES.txt'],
    [
      'NUT_DATA',
      2,
      NUT('01001', '204', '1'),
      'NUT_DATA.txt line 2: nutrient 204 of food 01001 appears twice',
    ],
  ] as const)('%s line %i', async (file, line, content, message) => {
    const dir = tempDir();
    const base = { FOOD_DES, NUT_DATA, WEIGHT }[file];
    const lines = [...base];
    lines[line - 1] = content;
    writeRelease(dir, { [file]: lines });
    const err = await readError(dir);
    expect(err.line).toBe(line);
    expect(err.message).toContain(message);
  });

  it('names a missing file', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'FD_GROUP.txt'), crlf(FD_GROUP));
    writeFileSync(join(dir, 'FOOD_DES.txt'), crlf(FOOD_DES));
    const err = await readError(dir);
    expect(err.file).toBe('NUT_DATA.txt');
    expect(err.line).toBeNull();
    expect(err.message).toContain('NUT_DATA.txt.gz');
  });

  it('names a corrupt gzip file', async () => {
    const dir = tempDir();
    writeRelease(dir);
    rmSync(join(dir, 'NUT_DATA.txt'));
    writeFileSync(join(dir, 'NUT_DATA.txt.gz'), gzipSync(crlf(NUT_DATA)).subarray(0, 40));
    const err = await readError(dir);
    expect(err.file).toBe('NUT_DATA.txt.gz');
    expect(err.line).toBeNull();
  });
});

const SR28 = sr28Dir();

describe.skipIf(SR28 === null)('readSr28 on the full SR28 release', () => {
  let result: FoodReadResult;
  let byNdb: Map<string, Food>;
  let ms = 0;
  beforeAll(async () => {
    const t0 = performance.now();
    result = await readSr28(SR28 ?? '');
    ms = performance.now() - t0;
    byNdb = new Map(result.foods.map((f) => [f.source_id, f]));
  }, 60_000);

  it('reads every food, nutrient value and portion in a few seconds', () => {
    // FOOD_DES.txt holds 8,789 records: 8,788 CRLF-terminated lines plus a last one without a line end.
    expect(result.counts.foods).toBe(8789);
    expect(result.foods).toHaveLength(8789);
    expect(new Set(result.foods.map((f) => f.id)).size).toBe(8789);
    expect(result.counts.portions).toBe(15438);
    expect(result.counts.nutrientValues).toBeGreaterThan(300_000);
    expect(ms).toBeLessThan(15_000);
  });

  it('reads butter, salted (01001)', () => {
    const butter = byNdb.get('01001');
    expect(butter?.id).toBe('f_sr28_01001');
    expect(butter?.name).toBe('Butter, salted');
    expect(butter?.category).toBe('Dairy and Egg Products');
    expect(butter?.nutrients.n_total_fat).toBe('81.11');
    expect(butter?.nutrients.n_energy_kcal).toBe('717');
    expect(butter?.nutrients.n_saturated_fat).toBe('51.368');
    expect(butter?.nutrients.n_sodium).toBe('643');
    expect(butter?.portions).toContainEqual({ amount: '1', unit: 'tbsp', modifier: null, grams: '14.2' });
    expect(butter?.portions[0]).toEqual({
      amount: '1',
      unit: 'pat (1" sq, 1/3" high)',
      modifier: null,
      grams: '5.0',
    });
    expect(butter?.calorie_factors).toEqual({ protein: '4.27', fat: '8.79', carbohydrate: '3.87' });
    expect(butter?.allergens).toEqual(['milk']);
    expect(butter?.added_sugar).toBe(false);
  });

  it('leaves a nutrient the source lacks absent: caraway cheese (01008) has no vitamin D', () => {
    const cheese = byNdb.get('01008');
    expect(cheese?.name).toBe('Cheese, caraway');
    expect(cheese?.nutrients).not.toHaveProperty('n_vitamin_d');
    expect(cheese?.nutrients).not.toHaveProperty('n_vitamin_d_iu');
    expect(cheese?.nutrients.n_protein).toBe('25.18');
  });

  it('derives vitamin D mcg for a food that has only IU (16613: 10 IU)', () => {
    const food = byNdb.get('16613');
    expect(food?.nutrients.n_vitamin_d_iu).toBe('10');
    expect(food?.nutrients.n_vitamin_d).toBe('0.25');
  });

  it('reads common names from ComName: cilantro (02012) and venison (17343)', () => {
    expect(byNdb.get('02012')?.common_names).toEqual(['Chinese parsley', 'cilantro']);
    expect(byNdb.get('17343')?.common_names).toEqual(['venison']);
    expect(byNdb.get('01001')?.common_names).toEqual([]);
    expect(result.foods.filter((f) => f.common_names.length > 0)).toHaveLength(1111);
  });

  it('reads refuse: 30 % bone of spareribs (10088), 49 % of a pineapple (09266), none of butter', () => {
    expect(byNdb.get('10088')?.refuse).toEqual({ percent: '30', description: 'Bone' });
    expect(byNdb.get('09266')?.refuse).toEqual({
      percent: '49',
      description: '8% core, 16% crown, 26% parings',
    });
    expect(byNdb.get('01001')?.refuse).toBeNull();
    expect(result.foods.filter((f) => f.refuse !== null)).toHaveLength(1944);
  });

  it('keeps the source portions and qualifiers', () => {
    const egg = byNdb.get('01123');
    expect(egg?.name).toBe('Egg, whole, raw, fresh');
    expect(egg?.portions).toContainEqual({ amount: '1', unit: 'large', modifier: null, grams: '50' });
    expect(egg?.allergens).toEqual(['eggs']);
    const flour = byNdb.get('20081');
    expect(flour?.portions).toContainEqual({ amount: '1', unit: 'cup', modifier: null, grams: '125' });
    expect(flour?.allergens).toEqual(['wheat']);
    expect(flour?.density_g_per_ml).toBe('0.5283');
  });
});
