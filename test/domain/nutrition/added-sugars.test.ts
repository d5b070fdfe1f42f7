import { createReadStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Food } from '../../../src/domain/foods/food.ts';
import { estimateAddedSugars } from '../../../src/domain/nutrition/added-sugars.ts';
import { ADDED_SUGARS_TABLE } from '../../../src/domain/nutrition/added-sugars-table.ts';
import { sumIngredients } from '../../../src/domain/nutrition/compute.ts';
import { sr28Dir } from '../../helpers/usda.ts';

/**
 * Added sugars of real SR28 foods (per 100 g; NUT_DATA 269 total sugars, 203 protein). Expected
 * figures are worked by hand from those values:
 *
 *   semisweet chocolate (19080)   54.50 − 0.91 (unsweetened chocolate 19078) × 4.20 ÷ 14.32 = 54.2331
 *   sweetened condensed (01095)   54.40 − 10.04 (evaporated milk 01096) × 7.91 ÷ 6.81    = 42.7383
 *   jams and preserves (19297)    48.50 − 4.89 (raw strawberries 09316) × 0.37 ÷ 0.67    = 45.7996
 *   catsup (11935)                21.27 − 12.18 (tomato paste 11546) × 1.04 ÷ 4.32       = 18.3378
 *   peaches, heavy syrup (09241)  18.64 − 4.81 (water pack 09237) × 0.45 ÷ 0.44          = 13.7207
 *   orange juice concentrate (09214)  29.68 − 7.42 (diluted 09215) × 31.1 ÷ 33.0 g/fl oz = 22.6872
 *   whole milk (01077)            0 (a single-ingredient dairy food)
 */

type TestFood = Pick<Food, 'id' | 'name' | 'category' | 'nutrients' | 'added_sugar' | 'calorie_factors'> &
  Partial<Pick<Food, 'source' | 'source_id'>>;

function sr28(
  ndb: string,
  name: string,
  category: string,
  sugars: string,
  protein: string,
  extra: Record<string, string> = {},
): TestFood {
  return {
    id: `f_sr28_${ndb}`,
    source: 'usda_sr28',
    source_id: ndb,
    name,
    category,
    nutrients: { n_total_sugars: sugars, n_protein: protein, ...extra },
    added_sugar: false,
    calorie_factors: null,
  };
}

const CHOCOLATE = sr28('19080', 'Candies, semisweet chocolate', 'Sweets', '54.50', '4.20');
const CONDENSED = sr28(
  '01095',
  'Milk, canned, condensed, sweetened',
  'Dairy and Egg Products',
  '54.40',
  '7.91',
);
const JAM = { ...sr28('19297', 'Jams and preserves', 'Sweets', '48.50', '0.37'), added_sugar: true };
const KETCHUP = sr28('11935', 'Catsup', 'Vegetables and Vegetable Products', '21.27', '1.04');
const PEACHES = sr28(
  '09241',
  'Peaches, canned, heavy syrup pack, solids and liquids',
  'Fruits and Fruit Juices',
  '18.64',
  '0.45',
);
const ORANGE_CONCENTRATE = sr28(
  '09214',
  'Orange juice, frozen concentrate, unsweetened, undiluted',
  'Fruits and Fruit Juices',
  '29.68',
  '2.40',
);
const MILK = sr28(
  '01077',
  'Milk, whole, 3.25% milkfat, with added vitamin D',
  'Dairy and Egg Products',
  '5.05',
  '3.15',
);
const SUGAR = { ...sr28('19335', 'Sugars, granulated', 'Sweets', '99.80', '0.00'), added_sugar: true };

function added(food: TestFood): number {
  const estimate = estimateAddedSugars(food);
  expect(estimate.per_100g, estimate.note).not.toBeNull();
  return Number(estimate.per_100g);
}

describe('added sugars of composite SR28 foods (difference to the unsweetened counterpart)', () => {
  it('semisweet chocolate: almost all its sugar is added', () => {
    expect(added(CHOCOLATE)).toBeCloseTo(54.2331, 4);
    const e = estimateAddedSugars(CHOCOLATE);
    expect(e.method).toBe('counterpart_difference');
    expect(e.source).toContain('19078');
    expect(e.note).toContain('Baking chocolate, unsweetened, squares');
  });

  it('sweetened condensed milk keeps its lactose as intrinsic sugar', () => {
    expect(added(CONDENSED)).toBeCloseTo(42.7383, 4);
  });

  it('strawberry jam: the table wins over "all sugars of a sweetener"', () => {
    expect(added(JAM)).toBeCloseTo(45.7996, 4);
    expect(estimateAddedSugars(JAM).method).toBe('counterpart_difference');
  });

  it('ketchup, against tomato paste', () => {
    expect(added(KETCHUP)).toBeCloseTo(18.3378, 4);
  });

  it('peaches canned in heavy syrup, against the water pack', () => {
    expect(added(PEACHES)).toBeCloseTo(13.7207, 4);
  });

  it('sweetened coconut and dried cranberries, against the unsweetened ones', () => {
    // 43.17 − 7.35 (12108) × 2.88 ÷ 6.88 = 40.0933; 72.56 − 4.27 (09078) × 0.17 ÷ 0.46 = 70.9820.
    const coconut = sr28(
      '12179',
      'Nuts, coconut meat, dried (desiccated), sweetened, shredded',
      'Nut and Seed Products',
      '43.17',
      '2.88',
    );
    const cranberries = sr28(
      '09079',
      'Cranberries, dried, sweetened',
      'Fruits and Fruit Juices',
      '72.56',
      '0.17',
    );
    expect(added(coconut)).toBeCloseTo(40.0933, 4);
    expect(added(cranberries)).toBeCloseTo(70.982, 3);
  });

  it('juice concentrate: the sugars in excess of the same volume of single-strength juice', () => {
    expect(added(ORANGE_CONCENTRATE)).toBeCloseTo(22.6872, 4);
    expect(estimateAddedSugars(ORANGE_CONCENTRATE).method).toBe('juice_concentrate_excess');
  });

  it('never exceeds the total sugars nor goes below 0', () => {
    expect(added({ ...CHOCOLATE, nutrients: { n_total_sugars: '0.1', n_protein: '14.32' } })).toBe(0);
  });

  it('is unknown when the food lacks the values the method needs', () => {
    const e = estimateAddedSugars({ ...CHOCOLATE, nutrients: { n_total_sugars: '54.5' } });
    expect([e.method, e.per_100g]).toEqual(['unknown', null]);
  });
});

describe('other methods', () => {
  it('plain milk has no added sugars', () => {
    expect(estimateAddedSugars(MILK)).toMatchObject({ method: 'whole_food', per_100g: '0' });
  });

  it('a sweetener counts all its sugars', () => {
    expect(estimateAddedSugars(SUGAR)).toMatchObject({ method: 'sweetener', per_100g: '99.8' });
  });

  it('a stated value wins (custom ingredients)', () => {
    const custom = {
      ...CHOCOLATE,
      id: 'ci_01',
      source: 'custom' as const,
      category: 'Custom ingredients',
      nutrients: { n_total_sugars: '50', n_added_sugars: '47.5' },
    };
    expect(estimateAddedSugars(custom)).toMatchObject({ method: 'stated', per_100g: '47.5' });
  });

  it('a food without sugars has none added', () => {
    const oil = sr28('04053', 'Oil, olive, salad or cooking', 'Fats and Oils', '0', '0');
    expect(estimateAddedSugars(oil)).toMatchObject({ method: 'no_sugars', per_100g: '0' });
  });

  it('an unsweetened food says so', () => {
    const cocoa = sr28('19165', 'Cocoa, dry powder, unsweetened', 'Sweets', '1.75', '19.6');
    expect(estimateAddedSugars(cocoa)).toMatchObject({ method: 'declared_unsweetened', per_100g: '0' });
  });

  it('a sweetened food of a whole-food group, or a composite food outside the table, is unknown', () => {
    const yogurt = sr28(
      '01284',
      'Yogurt, Greek, strawberry, lowfat',
      'Dairy and Egg Products',
      '12.17',
      '8.06',
    );
    const cookies = sr28(
      '18159',
      'Cookies, chocolate chip, commercially prepared',
      'Baked Products',
      '35.1',
      '4.9',
    );
    const pears = sr28(
      '09284',
      'Plums, canned, purple, heavy syrup pack, solids and liquids',
      'Fruits and Fruit Juices',
      '20.2',
      '0.36',
    );
    const dressing = sr28(
      '04021',
      'Salad dressing, french dressing, commercial, regular',
      'Fats and Oils',
      '15.3',
      '0.77',
    );
    const beans = sr28(
      '16005',
      'Beans, baked, canned, plain or vegetarian',
      'Legumes and Legume Products',
      '7.79',
      '4.75',
    );
    for (const food of [yogurt, cookies, pears, dressing, beans]) {
      expect(estimateAddedSugars(food)).toMatchObject({ method: 'unknown', per_100g: null });
    }
    // Plain rolled oats are a breakfast cereal but a single grain; instant flavoured oatmeal is not.
    const oats = sr28(
      '08120',
      'Cereals, oats, regular and quick, not fortified, dry',
      'Breakfast Cereals',
      '0.99',
      '13.15',
    );
    expect(estimateAddedSugars(oats).method).toBe('whole_food');
    const flavoured = sr28(
      '08123',
      'Cereals, QUAKER, Instant Oatmeal, apples and cinnamon, dry',
      'Breakfast Cereals',
      '29',
      '8',
    );
    expect(estimateAddedSugars(flavoured).method).toBe('unknown');
    // Single-strength juice made from concentrate is not a concentrate.
    const oj = sr28(
      '09209',
      'Orange juice, chilled, includes from concentrate',
      'Fruits and Fruit Juices',
      '8.3',
      '0.68',
    );
    expect(estimateAddedSugars(oj).method).toBe('whole_food');
  });
});

describe('in a recipe', () => {
  it('an unknown ingredient is missing data, never a silent 0; known ones are summed', () => {
    const cookies = sr28(
      '18159',
      'Cookies, chocolate chip, commercially prepared',
      'Baked Products',
      '35.1',
      '4.9',
    );
    const sum = sumIngredients([
      { food: CHOCOLATE, grams: '340' },
      { food: MILK, grams: '100' },
      { food: cookies, grams: '50' },
    ]);
    // 54.2331… × 3.4 = 184.39 g; milk 0 g; the cookies unknown.
    expect(Number(sum.totals.n_added_sugars)).toBeCloseTo(184.3926, 3);
    expect(sum.missing.n_added_sugars).toEqual([2]);
    expect(sum.added_sugars_basis.map((b) => b.method)).toEqual([
      'counterpart_difference',
      'whole_food',
      'unknown',
    ]);
  });
});

/** The facts of the table and of the tests above, read back from SR28 when the folder is there. */
describe.skipIf(sr28Dir() === null)('against the SR28 release', () => {
  it('every counterpart figure and every test food figure is SR28’s', async () => {
    const dir = sr28Dir() as string;
    const wanted = new Map<string, Map<string, string>>();
    const need = (ndb: string, nutr: string, value: string) => {
      const m = wanted.get(ndb) ?? new Map<string, string>();
      m.set(nutr, value);
      wanted.set(ndb, m);
    };
    for (const e of ADDED_SUGARS_TABLE) {
      need(e.counterpart.ndb, '269', e.counterpart.sugars);
      if (e.method === 'counterpart_difference') {
        need(e.counterpart.ndb, '203', e.counterpart.marker_value);
      }
    }
    for (const f of [CHOCOLATE, CONDENSED, JAM, KETCHUP, PEACHES, ORANGE_CONCENTRATE, MILK]) {
      need(f.source_id as string, '269', f.nutrients.n_total_sugars as string);
      need(f.source_id as string, '203', f.nutrients.n_protein as string);
    }
    const found = new Map<string, string>();
    const lines = createInterface({
      input: createReadStream(join(dir, 'NUT_DATA.txt.gz')).pipe(createGunzip()),
      crlfDelay: Number.POSITIVE_INFINITY,
    });
    for await (const line of lines) {
      const [ndb, nutr, value] = line.split('^').map((f) => f.replace(/~/g, ''));
      if (ndb !== undefined && nutr !== undefined && wanted.get(ndb)?.has(nutr) === true) {
        found.set(`${ndb} ${nutr}`, value ?? '');
      }
    }
    for (const [ndb, m] of wanted) {
      for (const [nutr, value] of m) {
        expect(Number(found.get(`${ndb} ${nutr}`)), `${ndb} nutrient ${nutr}`).toBe(Number(value));
      }
    }
    // Densities of the juice entries: SR28 fluid-ounce (or 6 fl oz can) weights.
    const weights = readFileSync(join(dir, 'WEIGHT.txt'), 'latin1').split('\n');
    const perFlOz = (ndb: string) => {
      for (const line of weights) {
        const [n, , amount, measure, grams] = line.split('^').map((f) => f.replace(/~/g, '').trim());
        if (n === ndb && measure !== undefined && /fl oz/.test(measure)) {
          const flOz = measure.startsWith('can (6') ? 6 : Number(amount);
          return Number(grams) / flOz;
        }
      }
      return null;
    };
    for (const e of ADDED_SUGARS_TABLE) {
      if (e.method === 'juice_concentrate_excess') {
        expect(perFlOz(e.ndb), e.ndb).toBeCloseTo(Number(e.density_g_per_fl_oz), 6);
        expect(perFlOz(e.counterpart.ndb), e.counterpart.ndb).toBeCloseTo(
          Number(e.counterpart.density_g_per_fl_oz),
          6,
        );
      }
    }
  }, 60_000);
});
