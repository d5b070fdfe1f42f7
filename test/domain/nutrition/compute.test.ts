import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../src/domain/errors.ts';
import type { Food } from '../../../src/domain/foods/food.ts';
import { type RecipeItem, sumIngredients } from '../../../src/domain/nutrition/compute.ts';
import { BUTTER, EGG, FLOUR, SUGAR } from '../fixtures/sr28-foods.ts';

// A small pound-cake batter, weighed the way the converter weighs it from SR28 portions:
//   0 butter, 1 stick   113 g
//   1 sugar,  1 cup     200 g
//   2 flour,  1 cup     125 g
//   3 egg,    2 large   100 g
// total                538 g
const CAKE: RecipeItem[] = [
  { food: BUTTER, grams: '113' },
  { food: SUGAR, grams: '200' },
  { food: FLOUR, grams: '125' },
  { food: EGG, grams: '100' },
];

describe('sumIngredients: a recipe computed by hand', () => {
  const result = sumIngredients(CAKE);

  it('weighs the recipe', () => {
    expect(result.total_grams).toBe('538');
  });

  it.each([
    // bmid, total, hand computation (per-100 g value × grams / 100)
    ['n_total_fat', '102.3893', '81.11×1.13 = 91.6543; 0.00×2 = 0; 0.98×1.25 = 1.225; 9.51×1 = 9.51'],
    ['n_saturated_fat', '61.36559', '51.368×1.13 = 58.04584; 0; 0.155×1.25 = 0.19375; 3.126'],
    ['n_cholesterol', '614.95', '215×1.13 = 242.95; 0; 0; 372'],
    ['n_sodium', '873.09', '643×1.13 = 726.59; 1×2 = 2; 2×1.25 = 2.5; 142'],
    ['n_total_carbohydrate', '296.1353', '0.06×1.13 = 0.0678; 99.98×2 = 199.96; 76.31×1.25 = 95.3875; 0.72'],
    ['n_dietary_fiber', '3.375', '0; 0; 2.7×1.25 = 3.375; 0'],
    ['n_total_sugars', '200.3753', '0.06×1.13 = 0.0678; 99.80×2 = 199.6; 0.27×1.25 = 0.3375; 0.37'],
    ['n_protein', '26.433', '0.85×1.13 = 0.9605; 0; 10.33×1.25 = 12.9125; 12.56'],
    ['n_vitamin_d', '2', '0; 0; 0; 2.0'],
    ['n_calcium', '103.87', '24×1.13 = 27.12; 1×2 = 2; 15×1.25 = 18.75; 56'],
    ['n_iron', '7.6726', '0.02×1.13 = 0.0226; 0.05×2 = 0.1; 4.64×1.25 = 5.8; 1.75'],
    ['n_potassium', '302.87', '24×1.13 = 27.12; 2×2 = 4; 107×1.25 = 133.75; 138'],
    [
      'n_energy_kj',
      '9127.62',
      '2999×1.13 = 3388.87; 1618×2 = 3236; 1523×1.25 = 1903.75; 599 (stored values)',
    ],
    // sugar is flagged added_sugar: its 99.80 g total sugars per 100 g count; the rest add 0
    ['n_added_sugars', '199.6', '0; 99.80×2 = 199.6; 0; 0'],
    // per 100 g from Atwater factors, then × grams / 100:
    //   butter 0.85×4.27 + 81.11×8.79 + 0.06×3.87 = 716.8186      × 1.13 = 810.005018
    //   sugar  99.98×3.87 (protein and fat are 0)  = 386.9226      × 2    = 773.8452
    //   flour  10.33×4.05 + 0.98×8.37 + 76.31×4.12 = 364.4363      × 1.25 = 455.545375
    //   egg    12.56×4.36 + 9.51×9.02 + 0.72×3.68  = 143.1914      × 1    = 143.1914
    ['n_energy_kcal', '2182.586993', 'sum of the four'],
  ])('%s = %s (%s)', (bmid, total) => {
    expect(result.totals[bmid]).toBe(total);
    expect(result.missing[bmid]).toBeUndefined();
  });

  it('sums a nutrient some ingredients lack over the others, and names them', () => {
    // trans fat: butter 3.278×1.13 = 3.70414; egg 0.038; SR28 has none for sugar and flour
    expect(result.totals.n_trans_fat).toBe('3.74214');
    expect(result.missing.n_trans_fat).toEqual([1, 2]);
    expect(result.contributions.n_trans_fat).toEqual([
      { ingredient_index: 0, amount: '3.70414' },
      { ingredient_index: 3, amount: '0.038' },
    ]);
    // fluoride (mcg): butter 2.8×1.13 = 3.164; sugar 0; egg 1.1; none for flour
    expect(result.totals.n_fluoride).toBe('4.264');
    expect(result.missing.n_fluoride).toEqual([2]);
  });

  it('leaves out a nutrient no ingredient has', () => {
    expect(result.totals.n_vitamin_a).toBeUndefined();
    expect(result.missing.n_vitamin_a).toBeUndefined();
    expect(result.contributions.n_vitamin_a).toBeUndefined();
  });

  it('lists every ingredient’s contribution, zeros included, in ingredient order', () => {
    expect(result.contributions.n_total_fat).toEqual([
      { ingredient_index: 0, amount: '91.6543' },
      { ingredient_index: 1, amount: '0' },
      { ingredient_index: 2, amount: '1.225' },
      { ingredient_index: 3, amount: '9.51' },
    ]);
    expect(result.contributions.n_energy_kcal?.map((c) => c.amount)).toEqual([
      '810.005018',
      '773.8452',
      '455.545375',
      '143.1914',
    ]);
  });

  it('records how each ingredient’s calories were obtained', () => {
    expect(result.calorie_basis.map((b) => [b.ingredient_index, b.basis, b.kcal_per_100g])).toEqual([
      [0, 'specific_factors', '716.8186'],
      [1, 'specific_factors', '386.9226'],
      [2, 'specific_factors', '364.4363'],
      [3, 'specific_factors', '143.1914'],
    ]);
  });

  it('gives every nutrient of the totals a contribution list', () => {
    expect(Object.keys(result.contributions).sort()).toEqual(Object.keys(result.totals).sort());
  });
});

describe('added sugars', () => {
  const custom = (name: string, nutrients: Record<string, string>, added_sugar: boolean): Food => ({
    ...FLOUR,
    id: `ci_${name}`,
    source: 'custom',
    name,
    nutrients,
    added_sugar,
  });

  it.each([
    [
      'an explicit added-sugars value is used as is',
      custom('Jam', { n_total_sugars: '48', n_added_sugars: '30' }, false),
      '15',
    ],
    [
      'an explicit value wins over the flag',
      custom('Syrup', { n_total_sugars: '60', n_added_sugars: '40' }, true),
      '20',
    ],
    [
      'a flagged ingredient counts its total sugars',
      custom('Honey', { n_total_sugars: '82.12' }, true),
      '41.06',
    ],
    ['an unflagged ingredient adds 0 g, not missing', custom('Milk', { n_total_sugars: '5.05' }, false), '0'],
  ])('%s', (_label, food, amount) => {
    const result = sumIngredients([{ food, grams: '50' }]);
    expect(result.totals.n_added_sugars).toBe(amount);
    expect(result.missing.n_added_sugars).toBeUndefined();
  });

  it('a flagged ingredient without total sugars is missing', () => {
    const result = sumIngredients([
      { food: custom('Mystery syrup', {}, true), grams: '10' },
      { food: SUGAR, grams: '10' },
    ]);
    expect(result.totals.n_added_sugars).toBe('9.98');
    expect(result.missing.n_added_sugars).toEqual([0]);
  });
});

describe('inputs', () => {
  it('an empty recipe has no totals', () => {
    expect(sumIngredients([])).toEqual({
      added_sugars_basis: [],
      total_grams: '0',
      unweighed: [],
      totals: {},
      missing: {},
      contributions: {},
      calorie_basis: [],
    });
  });

  it('keeps full precision from converted weights', () => {
    // 1 tsp of flour = 125 g / 48
    const result = sumIngredients([{ food: FLOUR, grams: '2.604166666666666666666666666666666666667' }]);
    expect(result.totals.n_sodium).toBe('0.05208333333333333333333333333333333333334');
  });

  it('treats a stored value that is not a plain decimal as missing, never as zero', () => {
    const odd: Food = { ...FLOUR, nutrients: { ...FLOUR.nutrients, n_sodium: 'n/a' } };
    const result = sumIngredients([
      { food: odd, grams: '100' },
      { food: EGG, grams: '50' },
    ]);
    expect(result.totals.n_sodium).toBe('71');
    expect(result.missing.n_sodium).toEqual([0]);
  });

  it.each(['', '-5', 'abc', '1/2'])('rejects the weight %j', (grams) => {
    expect(() => sumIngredients([{ food: EGG, grams }])).toThrow(ValidationError);
  });

  it('names the ingredient whose weight is bad', () => {
    try {
      sumIngredients([
        { food: EGG, grams: '50' },
        { food: FLOUR, grams: 'x' },
      ]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).issues[0]?.loc).toEqual(['items', 1, 'grams']);
    }
  });
});
