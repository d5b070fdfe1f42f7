import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../src/domain/decimal.ts';
import type { Food } from '../../../src/domain/foods/food.ts';
import {
  type ConversionRequest,
  type ConversionResult,
  type ConvertibleFood,
  convertToGrams,
  figure,
  NAMESAKE_SIZES,
} from '../../../src/domain/units/convert.ts';
import { describePortions } from '../../../src/domain/units/portion-description.ts';
import { builtInFood } from '../fixtures/built-in-foods.ts';
import {
  ALMONDS,
  BACON,
  BEETS,
  BROWN_SUGAR,
  BUTTER,
  CANNED_TOMATOES,
  CHEDDAR,
  EGG,
  FLOUR,
  GARLIC,
  LEMONS,
  MAPLE_SYRUP,
  MILK,
  ONIONS,
  PARSLEY,
  portionFood,
  SALT,
  SUGAR,
  TOMATOES,
  TURKEY,
  WHITE_BREAD,
} from '../fixtures/sr28-foods.ts';

// Portion weights are SR28 facts (see ../fixtures/sr28-foods.ts). US measures are exact:
// 1 cup = 236.5882365 ml = 16 tbsp = 48 tsp = 8 fl oz; 1 tbsp = 14.78676478125 ml;
// 1 oz = 28.349523125 g; 1 lb = 453.59237 g; a pinch is 1/16 tsp and a dash 1/8 tsp.

/** SR28 16034 (WEIGHT.txt): canned kidney beans, weighed by the can of 15.5 oz cans. */
const KIDNEY_BEANS = portionFood('16034', 'Beans, kidney, red, mature seeds, canned, solids and liquids', [
  ['1', 'cup', '256'],
  ['1', 'tbsp', '16'],
  ['1', 'can', '436'],
]);

/** A custom ingredient with a density and no volume portion. */
const VINAIGRETTE: ConvertibleFood = { name: 'House vinaigrette', portions: [], density_g_per_ml: '0.95' };

function ok(result: ConversionResult) {
  if (!result.ok) {
    throw new Error(`expected a conversion, got ${result.code}: ${result.reason}`);
  }
  return result;
}

function failed(result: ConversionResult) {
  if (result.ok) {
    throw new Error(`expected a failure, got ${result.grams} g`);
  }
  return result;
}

type Row = [
  label: string,
  food: ConvertibleFood | Food,
  request: ConversionRequest,
  grams: string,
  source: string,
];

function convertsTo(rows: Row[]) {
  it.each(rows)('%s', (_label, food, request, grams, source) => {
    const result = ok(convertToGrams(request, food));
    expect(result.grams).toBe(grams);
    expect(result.conversion_source).toBe(source);
  });
}

describe('mass units convert directly', () => {
  convertsTo([
    ['100 g butter', BUTTER, { quantity: 100, unit: 'gram' }, '100', 'identity'],
    ['"12.5" g as a string', BUTTER, { quantity: '12.5', unit: 'gram' }, '12.5', 'identity'],
    ['2 oz butter', BUTTER, { quantity: 2, unit: 'ounce' }, '56.69904625', 'standard'],
    ['1 lb flour', FLOUR, { quantity: 1, unit: 'pound' }, '453.59237', 'standard'],
    ['250 mg salt', SALT, { quantity: 250, unit: 'milligram' }, '0.25', 'standard'],
    ['1.5 kg flour', FLOUR, { quantity: '1.5', unit: 'kilogram' }, '1500', 'standard'],
    ['spelled "oz"', BUTTER, { quantity: 1, unit: 'oz' }, '28.349523125', 'standard'],
    ['spelled "grams"', BUTTER, { quantity: 3, unit: 'grams' }, '3', 'identity'],
  ]);

  it('explains a standard conversion in one step', () => {
    const result = ok(convertToGrams({ quantity: 2, unit: 'ounce' }, BUTTER));
    expect(result.steps).toEqual([
      {
        from_quantity: '2',
        from_unit: 'ounce',
        to_quantity: '56.699',
        to_unit: 'gram',
        source: 'standard',
        reasoning: '1 ounce = 28.349523125 g by definition; 2 × 28.349523125 g = 56.699 g.',
      },
    ]);
    expect(result.portion_reference).toBeNull();
    expect(result.approximate).toBe(false);
  });

  it('grams are an identity step', () => {
    const result = ok(convertToGrams({ quantity: 100, unit: 'gram' }, BUTTER));
    expect(result.steps).toHaveLength(1);
    expect(result.steps[0]).toMatchObject({ from_unit: 'gram', to_unit: 'gram', source: 'identity' });
  });
});

describe('volume units through the food’s own volume portion', () => {
  convertsTo([
    ['2 tbsp butter (tbsp 14.2 g)', BUTTER, { quantity: 2, unit: 'tablespoon' }, '28.4', 'portion'],
    ['0.5 cup butter (cup 227 g)', BUTTER, { quantity: '0.5', unit: 'cup' }, '113.5', 'portion'],
    ['1 cup flour (cup 125 g)', FLOUR, { quantity: 1, unit: 'cup' }, '125', 'portion'],
    ['1 tsp garlic (tsp 2.8 g)', GARLIC, { quantity: 1, unit: 'teaspoon' }, '2.8', 'portion'],
    ['1 cup sugar (cup 200 g)', SUGAR, { quantity: 1, unit: 'cup' }, '200', 'portion'],
    ['2 tsp sugar (tsp 4.2 g)', SUGAR, { quantity: 2, unit: 'teaspoon' }, '8.4', 'portion'],
    ['1 fl oz milk (fl oz 30.5 g)', MILK, { quantity: 1, unit: 'fluid ounce' }, '30.5', 'portion'],
    ['spelled "fl oz"', MILK, { quantity: 4, unit: 'fl oz' }, '122', 'portion'],
    ['1 quart milk (quart 976 g)', MILK, { quantity: 1, unit: 'quart' }, '976', 'portion'],
    ['1 cup of eggs (cup (4.86 large eggs) 243 g)', EGG, { quantity: 1, unit: 'cup' }, '243', 'portion'],
  ]);

  it('names the portion it used', () => {
    const result = ok(convertToGrams({ quantity: 2, unit: 'tablespoon' }, BUTTER));
    expect(result.portion_reference).toEqual({
      portion_index: 1,
      measure_unit_name: 'tbsp',
      amount: '1',
      gram_weight: '14.2',
      modifier: null,
    });
    expect(result.steps).toEqual([
      {
        from_quantity: '2',
        from_unit: 'tablespoon',
        to_quantity: '28.4',
        to_unit: 'gram',
        source: 'portion',
        reasoning: "Butter, salted lists 1 'tbsp' = 14.2 g; 2 × 14.2 g = 28.4 g.",
      },
    ]);
  });
});

describe('volume units through another volume portion, by exact ratios', () => {
  convertsTo([
    // 2 tbsp = 2/16 cup = 0.125 cup; 0.125 × 125 g
    ['2 tbsp flour from its cup', FLOUR, { quantity: 2, unit: 'tablespoon' }, '15.625', 'portion'],
    // 1 tbsp = 1/16 cup: 136 / 16 (the cup, the largest measure listed, not the tsp)
    ['1 tbsp garlic from its cup', GARLIC, { quantity: 1, unit: 'tablespoon' }, '8.5', 'portion'],
    // 200 / 16 = 12.5 g (3 tsp × 4.2 g would give 12.6 g; the cup is used)
    ['1 tbsp sugar from its cup', SUGAR, { quantity: 1, unit: 'tablespoon' }, '12.5', 'portion'],
    // 1 pint = 0.5 quart; 0.5 × 976 g
    ['1 pint milk from its quart', MILK, { quantity: 1, unit: 'pint' }, '488', 'portion'],
    // 14.78676478125 ml × 80 g / 60 ml
    [
      '1 tbsp maple syrup from "60 milliliter = 80 g"',
      MAPLE_SYRUP,
      { quantity: 1, unit: 'tablespoon' },
      '19.715686375',
      'portion',
    ],
    // 1 tsp = 1/48 cup: 125 / 48, carried to 40 significant digits
    [
      '1 tsp flour',
      FLOUR,
      { quantity: 1, unit: 'teaspoon' },
      '2.604166666666666666666666666666666666667',
      'portion',
    ],
  ]);

  it('shows the measure step, then the portion step', () => {
    const result = ok(convertToGrams({ quantity: 2, unit: 'tablespoon' }, FLOUR));
    expect(
      result.steps.map((s) => [s.from_quantity, s.from_unit, s.to_quantity, s.to_unit, s.source]),
    ).toEqual([
      ['2', 'tablespoon', '0.125', 'cup', 'standard'],
      ['0.125', 'cup', '15.625', 'gram', 'portion'],
    ]);
    expect(result.steps[0]?.reasoning).toBe(
      '1 tablespoon = 14.78676478125 ml and 1 cup = 236.5882365 ml (US measures), so 2 tablespoons = 0.125 cups.',
    );
    expect(result.portion_reference?.measure_unit_name).toBe('cup');
  });

  it('keeps full precision in grams and rounds only the figures shown', () => {
    // 100 ml × 125 g / 236.5882365 ml
    const result = ok(convertToGrams({ quantity: 100, unit: 'milliliter' }, FLOUR));
    expect(result.grams).toBe('52.83441047162968307597998432183250159185');
    expect(result.steps.map((s) => s.to_quantity)).toEqual(['0.4227', '52.8344']);
  });
});

describe('volume units through density when no volume portion exists', () => {
  convertsTo([
    // 2 × 236.5882365 ml × 0.95 g/ml
    ['2 cups', VINAIGRETTE, { quantity: 2, unit: 'cup' }, '449.51764935', 'density'],
    ['100 ml', VINAIGRETTE, { quantity: 100, unit: 'milliliter' }, '95', 'density'],
    ['1 l', VINAIGRETTE, { quantity: 1, unit: 'liter' }, '950', 'density'],
  ]);

  it('shows the millilitres, then the density', () => {
    const result = ok(convertToGrams({ quantity: 2, unit: 'cup' }, VINAIGRETTE));
    expect(result.steps.map((s) => [s.from_unit, s.to_unit, s.source])).toEqual([
      ['cup', 'milliliter', 'standard'],
      ['milliliter', 'gram', 'density'],
    ]);
    expect(result.steps[1]?.reasoning).toContain('density is 0.95 g/ml');
    expect(result.portion_reference).toBeNull();
  });

  it('a volume portion wins over a density', () => {
    const result = ok(convertToGrams({ quantity: 1, unit: 'cup' }, { ...FLOUR, density_g_per_ml: '0.6' }));
    expect(result.grams).toBe('125');
    expect(result.conversion_source).toBe('portion');
  });
});

describe('count units through the food’s portions', () => {
  convertsTo([
    ['2 cloves garlic (clove 3.0 g)', GARLIC, { quantity: 2, unit: 'clove' }, '6', 'portion'],
    ['spelled "cloves"', GARLIC, { quantity: 2, unit: 'cloves' }, '6', 'portion'],
    [
      'a preparation does not change a clove',
      GARLIC,
      { quantity: 2, unit: 'clove', preparation: 'minced' },
      '6',
      'portion',
    ],
    ['1 stick butter (stick 113 g)', BUTTER, { quantity: 1, unit: 'stick' }, '113', 'portion'],
    ['0.5 stick butter', BUTTER, { quantity: '0.5', unit: 'stick' }, '56.5', 'portion'],
    ['3 slices bacon ("slice raw" 28 g)', BACON, { quantity: 3, unit: 'slice' }, '84', 'portion'],
    ['1 slice cheddar ("slice (1 oz)" 28 g)', CHEDDAR, { quantity: 1, unit: 'slice' }, '28', 'portion'],
    ['1 pat butter (a noun, not a canonical unit)', BUTTER, { quantity: 1, unit: 'pat' }, '5', 'portion'],
    ['3 sprigs parsley ("10 sprigs" = 10.0 g)', PARSLEY, { quantity: 3, unit: 'sprig' }, '3', 'portion'],
    ['1 can kidney beans ("can" 436 g)', KIDNEY_BEANS, { quantity: 1, unit: 'can' }, '436', 'portion'],
    ['1 package bacon (442 g)', BACON, { quantity: 1, unit: 'package' }, '442', 'portion'],
  ]);

  it('a portion SR28 writes twice with two weights is their mean, said so (no question nobody could answer)', () => {
    const result = ok(convertToGrams({ quantity: 3, unit: 'slice' }, WHITE_BREAD));
    expect(result.grams).toBe('81');
    expect(result.approximate).toBe(true);
    expect(result.steps[0]?.reasoning).toContain(
      "SR28 lists 'slice' twice (29 g and 25 g), with nothing to tell them apart; their mean, 27 g, is used.",
    );
    // A size the line says still picks its own slice.
    expect(ok(convertToGrams({ quantity: 2, unit: 'slice', size: 'large' }, WHITE_BREAD)).grams).toBe('60');
  });

  it('explains a portion listed for several items', () => {
    const result = ok(convertToGrams({ quantity: 3, unit: 'sprig' }, PARSLEY));
    expect(result.steps[0]?.reasoning).toBe(
      "Parsley, fresh lists 10 'sprigs' = 10 g (1 g each); 3 × 1 g = 3 g.",
    );
    expect(result.portion_reference).toMatchObject({
      measure_unit_name: 'sprigs',
      amount: '10',
      gram_weight: '10.0',
    });
  });
});

describe('size words', () => {
  convertsTo([
    ['1 large egg', EGG, { quantity: 1, unit: null, size: 'large' }, '50', 'portion'],
    [
      '1 extra large egg is not a large one',
      EGG,
      { quantity: 1, unit: null, size: 'extra large' },
      '56',
      'portion',
    ],
    ['2 medium eggs', EGG, { quantity: 2, unit: null, size: 'medium' }, '88', 'portion'],
    ['2 small eggs', EGG, { quantity: 2, unit: null, size: 'small' }, '76', 'portion'],
    ['1 jumbo egg', EGG, { quantity: 1, unit: null, size: 'jumbo' }, '63', 'portion'],
    ['the size given as the unit', EGG, { quantity: 1, unit: 'large' }, '50', 'portion'],
    ['1 large onion', ONIONS, { quantity: 1, unit: null, size: 'large' }, '150', 'portion'],
    [
      '1 large tomato ("large whole (3" dia)")',
      TOMATOES,
      { quantity: 1, unit: null, size: 'large' },
      '182',
      'portion',
    ],
    [
      '1 large slice of tomato ("slice, thick/large")',
      TOMATOES,
      { quantity: 1, unit: 'slice', size: 'large' },
      '27',
      'portion',
    ],
    [
      '1 small slice of tomato ("slice, thin/small")',
      TOMATOES,
      { quantity: 1, unit: 'slice', size: 'small' },
      '15',
      'portion',
    ],
  ]);

  it.each([
    ['large', '4.11', '1.37'],
    ['small', '2.25', '0.75'],
  ])(
    'a %s clove: a portion that states no size is a usual (medium) one, and another size is scaled from it (approximate)',
    (size, grams, factor) => {
      const result = ok(convertToGrams({ quantity: 1, unit: 'clove', size }, GARLIC));
      expect(new Decimal(result.grams).toDecimalPlaces(2).toString()).toBe(grams);
      expect(result.approximate).toBe(true);
      expect(result.steps[0]?.reasoning).toContain(
        `taken as a usual (medium) one; a ${size} one is estimated as ${factor} × a medium one`,
      );
    },
  );

  it('a medium clove is the listed clove', () => {
    expect(ok(convertToGrams({ quantity: 1, unit: 'clove', size: 'medium' }, GARLIC)).grams).toBe('3');
  });

  it.each([
    ['large', '112.33', '1.37'],
    ['small', '61.5', '0.75'],
  ])(
    'a %s beet: a portion that gives only its measure is a usual one too, scaled (approximate)',
    (size, grams, factor) => {
      // SR28 11080: "1 beet (2\" dia)" = 82 g; no SR28 beet names the size of that measure.
      const beets = portionFood('11080', 'Beets, raw', [['1', 'beet (2" dia)', '82']]);
      const result = ok(convertToGrams({ quantity: 1, unit: null, size }, beets));
      expect(new Decimal(result.grams).toDecimalPlaces(2).toString()).toBe(grams);
      expect(result.approximate).toBe(true);
      expect(result.steps[0]?.reasoning).toContain(
        `SR28 gives this item by its measure ('beet (2" dia)'), not by its size, so it is taken as a medium one; a ${size} one is estimated as ${factor} ×`,
      );
    },
  );

  it('a medium beet is the measured one, and a pack of a size is the listed pack', () => {
    const beets = portionFood('11080', 'Beets, raw', [['1', 'beet (2" dia)', '82']]);
    expect(ok(convertToGrams({ quantity: 1, unit: null, size: 'medium' }, beets)).grams).toBe('82');
    // SR28 15001: "1 can (2 oz)" of drained anchovies; a small can is the maker's size, not 0.75 ×.
    const anchovies = portionFood('15001', 'Fish, anchovy, european, canned in oil, drained solids', [
      ['1', 'can (2 oz)', '45'],
    ]);
    expect(ok(convertToGrams({ quantity: 1, unit: 'can', size: 'small' }, anchovies)).grams).toBe('45');
  });

  it.each(NAMESAKE_SIZES)('the sizes $namesake lends are SR28’s own', (entry) => {
    const food = builtInFood(entry.ndb);
    const namesake = builtInFood(entry.namesakeNdb);
    expect(food.name).toMatch(entry.food);
    expect(namesake.name.startsWith(entry.namesake)).toBe(true);
    expect(describePortions(food.portions).some((d) => d.description.includes(entry.measure))).toBe(true);
    const sized = describePortions(namesake.portions).filter((d) => d.size !== null && d.amount.eq(1));
    for (const [size, grams] of Object.entries(entry.grams)) {
      expect(sized.find((d) => d.size === size)?.grams.toString(), size).toBe(grams);
    }
    // The size it names the food's measure is the namesake's portion of that measure.
    const named = sized.find((d) => d.size === entry.named);
    expect(named?.description).toContain(entry.length.replace(' long', ''));
  });

  it('unless another SR28 food of the vegetable names that measure’s size: its weights scale it', () => {
    // SR28 11205: "1 cucumber (8-1/4\")" = 301 g; 11206, peeled: "large (8-1/4\" long)" 280 g,
    // "small (6-3/8\" long)" 158 g.
    const cucumber = portionFood('11205', 'Cucumber, with peel, raw', [['1', 'cucumber (8-1/4")', '301']]);
    const large = ok(convertToGrams({ quantity: 1, unit: null, size: 'large' }, cucumber));
    expect(large.grams).toBe('301');
    expect(large.approximate).toBe(false);
    const small = ok(convertToGrams({ quantity: 2, unit: null, size: 'small' }, cucumber));
    expect(small.grams).toBe('339.7');
    expect(small.approximate).toBe(true);
    expect(small.steps[0]?.reasoning).toContain('weighs a small one at 158 g');
  });
});

/** SR28 11951 and 11333: sweet peppers, with one size listed each (WEIGHT.txt). */
const YELLOW_PEPPER = portionFood('11951', 'Peppers, sweet, yellow, raw', [
  ['1', 'pepper, large (3-3/4" long, 3" dia)', '186'],
  ['10', 'strips', '52'],
]);

/** SR28 01017 Cheese, cream: its one pack is the small one (WEIGHT.txt). */
const CREAM_CHEESE = portionFood('01017', 'Cheese, cream', [
  ['1', 'tbsp', '14.5'],
  ['1', 'package, small (3 oz)', '85'],
]);

describe('a pack is sold in sizes of its own, not estimated from its neighbour', () => {
  it('"1 package" with only a small one listed is asked: 1.33 × 85 g had been weighed', () => {
    const result = failed(
      convertToGrams({ quantity: 1, unit: 'package', name: 'cream cheese' }, CREAM_CHEESE),
    );
    expect(result.code).toBe('no_portion');
    expect(result.reason).toContain(
      "A package is sold in several sizes and the line gives none; SR28 lists 'package, small (3 oz)' (85 g) only.",
    );
  });

  it('a small package is the one listed: 85 g', () => {
    expect(
      ok(convertToGrams({ quantity: 1, unit: 'package', size: 'small', name: 'cream cheese' }, CREAM_CHEESE))
        .grams,
    ).toBe('85');
  });
});

describe('a size the food does not list is estimated from its neighbour', () => {
  it('½ pepper with only a large one listed: a medium one, 0.73 × 186 g, approximate', () => {
    const result = ok(convertToGrams({ quantity: '0.5', unit: null }, YELLOW_PEPPER));
    // 0.5 × 0.73 × 186 g
    expect(result.grams).toBe('67.89');
    expect(result.approximate).toBe(true);
    expect(result.steps[0]?.reasoning).toContain('no medium portion is listed');
    expect(result.steps[0]?.reasoning).toContain('0.73 × a large one');
    expect(result.steps[0]?.reasoning).toContain('0.5 × 0.73 × 186 g');
  });

  it('a small one asked for, with only a large one listed: two steps down (0.75 × 0.73)', () => {
    const result = ok(convertToGrams({ quantity: 1, unit: null, size: 'small' }, YELLOW_PEPPER));
    // 186 × 0.73 × 0.75 = 101.835
    expect(result.grams).toBe('101.835');
    expect(result.approximate).toBe(true);
  });

  it('a listed size is used as listed, never scaled', () => {
    const result = ok(convertToGrams({ quantity: 1, unit: null, size: 'large' }, YELLOW_PEPPER));
    expect(result.grams).toBe('186');
    expect(result.approximate).toBe(false);
  });

  it('a large egg asked of a food listing only medium ones is scaled up (÷ 0.73)', () => {
    const mediumOnly = portionFood('99999', 'Egg, test', [['1', 'medium', '44']]);
    const result = ok(convertToGrams({ quantity: 1, unit: null }, mediumOnly));
    expect(new Decimal(result.grams).toDecimalPlaces(3).toString()).toBe('60.274');
    expect(result.steps[0]?.reasoning).toContain('no large portion is listed');
  });
});

/** SR28 11819 (WEIGHT.txt): one "pepper" stands for every kind of red chilli. */
const RED_CHILLI = portionFood('11819', 'Peppers, hot chili, red, raw', [
  ['1', 'pepper', '45'],
  ['.5', 'cup, chopped or diced', '75'],
]);

describe('a can drained is weighed drained, not by its net weight', () => {
  // SR28 16358, 11172 and 09193 (WEIGHT.txt).
  const chickpeas = portionFood(
    '16358',
    'Chickpeas (garbanzo beans, bengal gram), mature seeds, canned, drained solids',
    [['1', 'can drained', '253']],
  );
  const corn = portionFood('11172', 'Corn, sweet, yellow, canned, whole kernel, drained solids', [
    ['1', 'cup', '164'],
    ['1', 'can (12 oz) yields', '211'],
    ['1', 'can (303 x 406)', '298'],
  ]);
  const olives = portionFood('09193', 'Olives, ripe, canned (small-extra large)', [
    ['1', 'tbsp', '8.4'],
    ['1', 'large', '4.4'],
    ['1', 'small', '3.2'],
  ]);
  // SR28 16058 (WEIGHT.txt): listed with the can's liquid.
  const withLiquid = portionFood(
    '16058',
    'Chickpeas (garbanzo beans, bengal gram), mature seeds, canned, solids and liquids',
    [['1', 'cup', '240']],
  );
  /** "`cans` (`ounces` ounce) cans `name`, drained". */
  const drainedCans = (cans: number, ounces: number | string, name: string): ConversionRequest => ({
    quantity: cans,
    unit: 'can',
    name,
    preparation: 'drained',
    secondary: [{ quantity: ounces, unit: 'ounce', scope: 'each' }],
  });

  it('"2 (15 ounce) cans chickpeas, drained" is 2 × SR28’s drained can, 253 g (not 2 × 425 g)', () => {
    const result = ok(convertToGrams(drainedCans(2, 15, 'chickpeas'), chickpeas));
    expect(result.grams).toBe('506');
    expect(result.steps[0]?.reasoning).toContain('net weight, liquid included');
  });

  it('SR28’s standard can (303 x 406), not a can of another size it lists', () => {
    expect(ok(convertToGrams(drainedCans(1, '15.25', 'whole kernel corn'), corn)).grams).toBe('298');
  });

  it('"400g tin chickpeas, drained": a weight written before the tin is its net weight too', () => {
    const tin = { quantity: 400, unit: 'g', name: 'chickpeas', preparation: 'tin, drained' };
    expect(ok(convertToGrams(tin, chickpeas)).grams).toBe('253');
    expect(failed(convertToGrams({ ...tin, name: 'diced tomatoes' }, CANNED_TOMATOES)).code).toBe(
      'ambiguous',
    );
    // Not drained, the tin's weight is the food's, of a food listed with its liquid (of one SR28
    // lists drained, it is asked); so is a weight of food taken from a can.
    expect(ok(convertToGrams({ ...tin, preparation: 'tin' }, withLiquid)).grams).toBe('400');
    expect(failed(convertToGrams({ ...tin, preparation: 'tin' }, chickpeas)).code).toBe('ambiguous');
    expect(ok(convertToGrams({ ...tin, preparation: 'from a can, drained' }, chickpeas)).grams).toBe('400');
  });

  it('undrained, a can keeps its stated weight, of a food listed with its liquid', () => {
    const undrained = { ...drainedCans(1, 15, 'chickpeas'), preparation: null };
    expect(ok(convertToGrams(undrained, withLiquid)).grams).toBe('425.242846875');
  });

  it('a can’s net weight is asked about, not put on a food SR28 lists drained ("1 (15.25 ounce) can corn")', () => {
    // 432 g of drained corn had been weighed: the can holds 298 g of it, SR28's drained can.
    const corn15 = failed(convertToGrams({ ...drainedCans(1, '15.25', 'corn'), preparation: null }, corn));
    expect(corn15.code).toBe('ambiguous');
    expect(corn15.reason).toContain('net weight, liquid included');
    expect(corn15.reason).toContain('SR28 weighs such a can at 298 g');
    // "undrained" says the same; a jar too ("2 (10 ounce) jars maraschino cherries").
    expect(
      failed(convertToGrams({ ...drainedCans(1, 15, 'chickpeas'), preparation: 'undrained' }, chickpeas))
        .code,
    ).toBe('ambiguous');
    const cherries = portionFood('09328', 'Maraschino cherries, canned, drained', [
      ['1', 'cherry, large', '8'],
    ]);
    const jars = {
      quantity: 2,
      unit: 'jar',
      name: 'maraschino cherries',
      secondary: [{ quantity: 10, unit: 'ounce', scope: 'each' as const }],
    };
    expect(failed(convertToGrams(jars, cherries)).reason).toContain(
      "the jar's stated 10 ounces is its net weight",
    );
    // Of no size said, the can is SR28's own (below); olives are sold by their drained weight.
    expect(ok(convertToGrams({ quantity: 1, unit: 'can', name: 'corn' }, corn)).grams).toBe('298');
    expect(
      ok(convertToGrams({ ...drainedCans(1, '2.25', 'sliced ripe olives'), preparation: null }, olives))
        .grams,
    ).toBe('63.78642703125');
  });

  it('drained, a can SR28 has no drained weight for is asked about, not weighed by its net weight', () => {
    // Another size than SR28's drained can.
    const large = failed(convertToGrams(drainedCans(1, 29, 'chickpeas'), chickpeas));
    expect(large.code).toBe('ambiguous');
    expect(large.reason).toContain('give the drained weight in grams');
    // A canned food SR28 lists with its liquid only.
    expect(failed(convertToGrams(drainedCans(1, '14.5', 'diced tomatoes'), CANNED_TOMATOES)).code).toBe(
      'ambiguous',
    );
  });

  it('a can of no size said, drained, of a food SR28 lists drained is its usual can: "drained" picks none', () => {
    // SR28 15121: every portion of the drained solids is drained; the word is no reason to take its
    // 12.5-oz can (315 g) for its can (165 g).
    const tuna = portionFood('15121', 'Fish, tuna, light, canned in water, drained solids', [
      ['1', 'can', '165'],
      ['1', 'cup, solid or chunks', '154'],
      ['1', 'can (12.5 oz), drained', '315'],
    ]);
    const request = { quantity: 1, unit: 'can', name: 'tuna', preparation: 'drained' };
    expect(ok(convertToGrams(request, tuna)).grams).toBe('165');
    expect(ok(convertToGrams({ ...request, preparation: null }, tuna)).grams).toBe('165');
  });

  it('olives are sold by their drained weight: "1 (2.25 ounce) can sliced ripe olives, drained" is 2.25 oz', () => {
    expect(ok(convertToGrams(drainedCans(1, '2.25', 'sliced ripe olives'), olives)).grams).toBe(
      '63.78642703125',
    );
  });
});

describe('items whose one listed weight stands for kinds far apart', () => {
  it.each([
    [{ quantity: 2, unit: null }],
    [{ quantity: 1, unit: 'pepper' }],
    [{ quantity: 3, unit: null, size: 'small' as const }],
  ])('a count of chillies (%j) is asked about, with the range of weights', (request) => {
    const result = failed(convertToGrams(request, RED_CHILLI));
    expect(result.code).toBe('ambiguous');
    expect(result.reason).toContain("about 3 g (bird's eye)");
    expect(result.reason).toContain('give the grams');
  });

  it('a count of pak choi heads is asked about; its leaves and a cup are weighed', () => {
    const pakChoi = portionFood('11116', 'Cabbage, chinese (pak-choi), raw', [
      ['1', 'cup, shredded', '70'],
      ['1', 'head', '840'],
      ['1', 'leaf', '14.0'],
    ]);
    for (const request of [
      { quantity: 2, unit: null, name: 'pak choi' },
      { quantity: 1, unit: 'head', name: 'bok choy' },
    ]) {
      const result = failed(convertToGrams(request, pakChoi));
      expect(result.code).toBe('ambiguous');
      expect(result.reason).toContain('weighs 840 g, a full-grown one');
    }
    expect(ok(convertToGrams({ quantity: 6, unit: null, name: 'bok choy leaves' }, pakChoi)).grams).toBe(
      '84',
    );
    expect(ok(convertToGrams({ quantity: 1, unit: 'cup', name: 'bok choy' }, pakChoi)).grams).toBe('70');
  });

  it('a can of canned tomatoes is asked about (SR28’s can is 190 g, no size sold); a count and a cup are weighed', () => {
    const result = failed(
      convertToGrams({ quantity: 1, unit: 'can', name: 'diced tomatoes' }, CANNED_TOMATOES),
    );
    expect(result.code).toBe('ambiguous');
    expect(result.reason).toContain('411 g, 14.5 oz');
    expect(
      ok(convertToGrams({ quantity: 3, unit: null, name: 'canned tomatoes' }, CANNED_TOMATOES)).grams,
    ).toBe('333');
    expect(
      ok(convertToGrams({ quantity: 2, unit: 'cup', name: 'canned tomatoes' }, CANNED_TOMATOES)).grams,
    ).toBe('480');
  });

  it('a measured volume of chopped chilli is weighed as usual', () => {
    expect(ok(convertToGrams({ quantity: 1, unit: 'tablespoon' }, RED_CHILLI)).grams).toBe('9.375');
  });
});

/** SR28 12063 (WEIGHT.txt): dry-roasted almonds are listed by the cup of whole kernels only. */
const ROASTED_ALMONDS = portionFood('12063', 'Nuts, almonds, dry roasted, without salt added', [
  ['1', 'cup whole kernels', '138'],
  ['1', 'oz (22 whole kernels)', '28.35'],
]);

/** SR28 11246 (WEIGHT.txt): the leek it weighs is a grown one. */
const LEEKS = portionFood('11246', 'Leeks, (bulb and lower leaf-portion), raw', [
  ['1', 'cup', '89'],
  ['1', 'leek', '89'],
  ['1', 'slice', '6.0'],
]);

describe('baby items of a food SR28 weighs grown', () => {
  it('8 baby leeks are asked about, not weighed as 8 grown leeks', () => {
    const result = failed(convertToGrams({ quantity: 8, unit: null, name: 'baby leeks' }, LEEKS));
    expect(result.code).toBe('no_portion');
    expect(result.reason).toContain('counts baby ones');
  });

  it('7 small cornichons are asked about, not weighed as 7 small sour pickles (37 g)', () => {
    const pickles = portionFood('11941', 'Pickles, cucumber, sour', [
      ['1', 'cup', '155'],
      ['1', 'large (4" long)', '135'],
      ['1', 'medium (3-3/4" long)', '65'],
      ['1', 'slice', '7.0'],
      ['1', 'small', '37'],
      ['1', 'spear', '30'],
    ]);
    const result = failed(
      convertToGrams({ quantity: 7, unit: null, size: 'small', name: 'cornichons' }, pickles),
    );
    expect(result.code).toBe('no_portion');
    expect(result.reason).toContain('counts cornichon ones');
    expect(result.reason).toContain('no such small kind');
    // A volume of them is weighed as usual.
    expect(ok(convertToGrams({ quantity: 1, unit: 'cup', name: 'cornichons' }, pickles)).grams).toBe('155');
  });

  it('3 guajillo chiles are asked about, not weighed as 3 of SR28’s 0.5 g sun-dried chiles', () => {
    const dried = portionFood('11962', 'Peppers, hot chile, sun-dried', [
      ['1', 'cup', '37'],
      ['1', 'pepper', '0.5'],
    ]);
    const guajillos = failed(
      convertToGrams({ quantity: 3, unit: null, name: 'dried guajillo chiles' }, dried),
    );
    expect(guajillos.code).toBe('no_portion');
    expect(guajillos.reason).toContain('counts guajillo ones');
    expect(
      failed(convertToGrams({ quantity: 2, unit: null, name: 'dried New Mexico chiles' }, dried)).reason,
    ).toContain('counts New Mexico ones');
    // A small dried chile is SR28's; a weight of guajillos is weighed as usual.
    expect(ok(convertToGrams({ quantity: 4, unit: null, name: 'chiles de arbol' }, dried)).grams).toBe('2');
    expect(ok(convertToGrams({ quantity: 2, unit: 'ounce', name: 'guajillo chiles' }, dried)).grams).toBe(
      '56.69904625',
    );
  });

  it('a Little Gem lettuce is asked about, not weighed as SR28’s head of romaine (626 g)', () => {
    const romaine = portionFood('11251', 'Lettuce, cos or romaine, raw', [
      ['1', 'cup shredded', '47'],
      ['1', 'leaf inner', '6.0'],
      ['1', 'leaf outer', '28'],
      ['1', 'head', '626'],
    ]);
    const result = failed(convertToGrams({ quantity: 1, unit: null, name: 'Little Gem lettuce' }, romaine));
    expect(result.code).toBe('no_portion');
    expect(result.reason).toContain('counts Little Gem ones');
    // A volume of it is weighed as usual.
    const shredded = { quantity: 2, unit: 'cups', name: 'shredded Little Gem lettuce' };
    expect(ok(convertToGrams(shredded, romaine)).grams).toBe('94');
  });

  it('romaine hearts are asked about, not weighed as SR28’s heads of romaine (1,252 g for two)', () => {
    const romaine = portionFood('11251', 'Lettuce, cos or romaine, raw', [
      ['1', 'cup shredded', '47'],
      ['1', 'head', '626'],
    ]);
    const result = failed(convertToGrams({ quantity: 2, unit: null, name: 'romaine hearts' }, romaine));
    expect(result.code).toBe('no_portion');
    expect(result.reason).toContain('counts inner (heart) ones');
    expect(
      ok(convertToGrams({ quantity: 1, unit: 'cup', name: 'shredded romaine hearts' }, romaine)).grams,
    ).toBe('47');
    // A food that is the heart is counted by its own portion.
    const hearts = portionFood('05025', 'Chicken, heart, all classes, raw', [['1', 'heart', '6.1']]);
    expect(ok(convertToGrams({ quantity: 12, unit: null, name: 'chicken hearts' }, hearts)).grams).toBe(
      '73.2',
    );
  });

  it('Persian cucumbers are asked about, not weighed as SR28’s 8¼-inch cucumber (301 g)', () => {
    const cucumber = portionFood('11205', 'Cucumber, with peel, raw', [
      ['.5', 'cup slices', '52'],
      ['1', 'cucumber (8-1/4")', '301'],
    ]);
    // "4 Persian cucumbers" had been 1,204 g.
    const result = failed(convertToGrams({ quantity: 4, unit: null, name: 'Persian cucumbers' }, cucumber));
    expect(result.code).toBe('no_portion');
    expect(result.reason).toContain('counts Persian ones');
    expect(
      ok(convertToGrams({ quantity: 1, unit: 'cup', name: 'sliced Persian cucumber' }, cucumber)).grams,
    ).toBe('104');
    // So are pickling (Kirby) cucumbers, which the matcher reads as cucumbers.
    for (const name of ['pickling cucumbers', 'Kirby cucumbers']) {
      expect(failed(convertToGrams({ quantity: 4, unit: null, name }, cucumber)).code).toBe('no_portion');
    }
  });

  it('12 tiger prawns are asked about, not weighed as medium shrimp', () => {
    const shrimp = portionFood(
      '15149',
      'Crustaceans, shrimp, mixed species, raw (may have been previously frozen)',
      [
        ['1', 'medium', '6.0'],
        ['1', 'small', '5.0'],
        ['3', 'oz', '85'],
        ['4', 'large', '28'],
      ],
    );
    const result = failed(convertToGrams({ quantity: 12, unit: null, name: 'raw tiger prawns' }, shrimp));
    expect(result.reason).toContain('counts tiger ones');
    expect(ok(convertToGrams({ quantity: 12, unit: null, name: 'medium shrimp' }, shrimp)).grams).toBe('72');
  });

  it('pork sausages by the piece are asked about; links and patties are weighed (SR28 07063)', () => {
    const sausage = portionFood('07063', 'Pork sausage, link/patty, unprepared', [['1', 'link', '25']]);
    const pieces = failed(
      convertToGrams({ quantity: 10, unit: null, name: 'premium pork sausages' }, sausage),
    );
    expect(pieces.code).toBe('ambiguous');
    expect(pieces.reason).toContain('a British banger is 60 g or more');
    expect(ok(convertToGrams({ quantity: 8, unit: 'link', name: 'pork sausage' }, sausage)).grams).toBe(
      '200',
    );
  });

  it('a slice of French bread is asked about: SR28’s one slice is 139 g, a slice across a large loaf (SR28 18029)', () => {
    const bread = portionFood('18029', 'Bread, french or vienna (includes sourdough)', [
      ['1', 'oz', '28.35'],
      ['1', 'slice', '139'],
    ]);
    const slice = failed(convertToGrams({ quantity: 1, unit: 'slice', name: 'French baguette' }, bread));
    expect(slice.code).toBe('ambiguous');
    expect(slice.reason).toContain('a slice of a baguette or a smaller loaf weighs a fraction of that');
    expect(ok(convertToGrams({ quantity: 4, unit: 'ounce', name: 'crusty bread' }, bread)).grams).toBe(
      '113.3980925',
    );
  });

  it('a large flour tortilla is asked about: SR28 lists tortillas by their size across, not as small or large (SR28 18364)', () => {
    const tortillas = portionFood('18364', 'Tortillas, ready-to-bake or -fry, flour, refrigerated', [
      ['1', 'tortilla', '48'],
      ['1', 'oz', '28.35'],
      ['1', 'tortilla medium (approx 6" dia)', '30'],
      ['1', 'tortilla (approx 10" dia)', '72'],
      ['1', 'tortilla (approx 12" dia)', '117'],
      ['1', 'tortilla (approx 7-8" dia)', '49'],
    ]);
    // "4 large flour tortillas" had been 1.37 × the 6-inch one: 164 g, 41 g each, less than the
    // food's plain tortilla.
    const large = failed(
      convertToGrams({ quantity: 4, unit: null, size: 'large', name: 'flour tortillas' }, tortillas),
    );
    expect(large.code).toBe('no_portion');
    expect(large.reason).toContain('lists its items by their size across (6", 7-8", 10", 12")');
    expect(
      failed(convertToGrams({ quantity: 2, unit: null, size: 'small', name: 'flour tortillas' }, tortillas))
        .code,
    ).toBe('no_portion');
    // The size it lists by name, and a size across, are weighed.
    expect(
      ok(convertToGrams({ quantity: 1, unit: null, size: 'medium', name: 'flour tortilla' }, tortillas))
        .grams,
    ).toBe('30');
    expect(ok(convertToGrams({ quantity: 4, unit: null, name: 'flour tortillas' }, tortillas)).grams).toBe(
      '192',
    );
  });

  it('what is asked says what to write instead, in words that fit the food (not "1 tbsp chopped" of sausages)', () => {
    const sausage = portionFood('07063', 'Pork sausage, link/patty, unprepared', [['1', 'link', '25']]);
    const pieces = failed(convertToGrams({ quantity: 8, unit: null, name: 'pork sausages' }, sausage));
    expect(pieces.reason).toContain('or write it in the line ("8 links", "1 lb pork sausages")');
    expect(pieces.reason).not.toContain('1 tbsp chopped');
    const bread = portionFood('18029', 'Bread, french or vienna (includes sourdough)', [
      ['1', 'oz', '28.35'],
      ['1', 'slice', '139'],
    ]);
    // A loaf counted is asked too, and the reason speaks of the loaf as well as the slice.
    const loaf = failed(convertToGrams({ quantity: 1, unit: null, name: 'large baguette' }, bread));
    expect(loaf.reason).toContain('a whole loaf is not listed');
    expect(loaf.reason).toContain('"1 (250 g) baguette"');
    // The example given is one the converter weighs.
    expect(
      ok(
        convertToGrams(
          {
            quantity: 4,
            unit: 'slice',
            name: 'sourdough bread',
            secondary: [{ quantity: 35, unit: 'gram', scope: 'each' }],
          },
          bread,
        ),
      ).grams,
    ).toBe('140');
  });

  it('3 leeks, or a cup of baby leeks, are weighed as before', () => {
    expect(ok(convertToGrams({ quantity: 3, unit: null, name: 'leeks' }, LEEKS)).grams).toBe('267');
    expect(ok(convertToGrams({ quantity: 1, unit: 'cup', name: 'baby leeks' }, LEEKS)).grams).toBe('89');
  });
});

describe('a measure listed in forms less than a tenth apart, of a line that names no form', () => {
  // SR28 01012 as WEIGHT.txt lists it.
  const cottage = portionFood('01012', 'Cheese, cottage, creamed, large or small curd', [
    ['1', 'cup, large curd (not packed)', '210'],
    ['1', 'cup, small curd (not packed)', '225'],
    ['4', 'oz', '113'],
  ]);

  it('"1 cup cottage cheese" weighs the mean of a cup of large curd and of small curd, 217.5 g (it had been asked)', () => {
    const result = ok(convertToGrams({ quantity: 1, unit: 'cup', name: 'cottage cheese' }, cottage));
    expect(result.grams).toBe('217.5');
    expect(result.approximate).toBe(true);
    expect(result.steps.at(-1)?.reasoning).toContain('less than a tenth apart');
    expect(ok(convertToGrams({ quantity: 2, unit: 'cup', name: 'cottage cheese' }, cottage)).grams).toBe(
      '435',
    );
  });

  it('the form the line names is weighed: "1 cup small curd cottage cheese" is 225 g (it had been asked)', () => {
    expect(
      ok(convertToGrams({ quantity: 1, unit: 'cup', size: 'small', name: 'curd cottage cheese' }, cottage))
        .grams,
    ).toBe('225');
    expect(
      ok(convertToGrams({ quantity: 1, unit: 'cup', name: 'large-curd cottage cheese' }, cottage)).grams,
    ).toBe('210');
  });

  it('a form of its own, or forms further apart, are still asked', () => {
    // SR28 19080: a cup of chocolate curls is neither its cup of large nor of mini chips.
    const chips = portionFood('19080', 'Candies, semisweet chocolate', [
      ['1', 'cup large chips', '182'],
      ['1', 'cup mini chips', '173'],
    ]);
    expect(failed(convertToGrams({ quantity: 1, unit: 'cup', name: 'chocolate curls' }, chips)).code).toBe(
      'ambiguous',
    );
    // SR28 11112: a cup of red cabbage chopped 89 g, shredded 70 g.
    const cabbage = portionFood('11112', 'Cabbage, red, raw', [
      ['1', 'cup, chopped', '89'],
      ['1', 'cup, shredded', '70'],
    ]);
    expect(failed(convertToGrams({ quantity: 1, unit: 'cup', name: 'red cabbage' }, cabbage)).code).toBe(
      'ambiguous',
    );
  });
});

describe('a volume of a form the food lists no cup of', () => {
  it('slivered almonds are not weighed by the cup of whole kernels (a cup of slivers holds less)', () => {
    const result = failed(
      convertToGrams({ quantity: '0.75', unit: 'cup', name: 'slivered almonds' }, ROASTED_ALMONDS),
    );
    expect(result.code).toBe('no_portion');
    expect(result.reason).toContain(
      "The line measures it slivered, and the only volume listed is of another form ('cup whole kernels' = 138 g)",
    );
  });

  it('a plain or chopped cup of them still is (approximate when chopped)', () => {
    expect(ok(convertToGrams({ quantity: 1, unit: 'cup' }, ROASTED_ALMONDS)).grams).toBe('138');
    const chopped = ok(convertToGrams({ quantity: 1, unit: 'cup', preparation: 'chopped' }, ROASTED_ALMONDS));
    expect(chopped.grams).toBe('138');
    expect(chopped.approximate).toBe(true);
  });
});

describe('a kind the line names and the food lists as an item of its own', () => {
  convertsTo([
    [
      '20 cherry tomatoes → SR28’s "cherry" (17 g), not a medium tomato',
      TOMATOES,
      { quantity: 20, unit: null, name: 'cherry tomatoes' },
      '340',
      'portion',
    ],
    [
      '4 plum tomatoes → "plum tomato" (62 g)',
      TOMATOES,
      { quantity: 4, unit: null, name: 'plum tomatoes' },
      '248',
      'portion',
    ],
    [
      '2 tomatoes → medium as before',
      TOMATOES,
      { quantity: 2, unit: null, name: 'tomatoes' },
      '246',
      'portion',
    ],
  ]);

  it('a kind SR28 lists under another name is weighed as it, approximately (grape → cherry)', () => {
    const result = ok(convertToGrams({ quantity: 12, unit: null, name: 'grape tomatoes' }, TOMATOES));
    expect(result.grams).toBe('204');
    expect(result.approximate).toBe(true);
    expect(result.steps[0]?.reasoning).toContain("the nearest it does, 'cherry'");
  });
});

describe('bare counts take the food’s natural unit', () => {
  convertsTo([
    // US recipes are written for large eggs
    ['2 eggs → 2 large', EGG, { quantity: 2, unit: null }, '100', 'portion'],
    // everything else: medium
    ['1 onion → medium', ONIONS, { quantity: 1, unit: null }, '110', 'portion'],
    ['2 tomatoes → medium whole', TOMATOES, { quantity: 2, unit: null }, '246', 'portion'],
    ['1 canned tomato → medium', CANNED_TOMATOES, { quantity: 1, unit: null }, '111', 'portion'],
    ['2 slices of tomato → medium slices', TOMATOES, { quantity: 2, unit: 'slice' }, '40', 'portion'],
    ['2 slices of onion → medium slices', ONIONS, { quantity: 2, unit: 'slice' }, '28', 'portion'],
    // no size portions: a portion named after the food ("beet (2" dia)")
    ['2 beets', BEETS, { quantity: 2, unit: null }, '164', 'portion'],
    ['an empty unit is a bare count', EGG, { quantity: 1, unit: '' }, '50', 'portion'],
    ['the food’s own noun as the unit is a bare count', EGG, { quantity: 2, unit: 'eggs' }, '100', 'portion'],
    ['…with a size', ONIONS, { quantity: 1, unit: 'onion', size: 'small' }, '70', 'portion'],
  ]);

  it('says which size it assumed', () => {
    const eggs = ok(convertToGrams({ quantity: 2, unit: null }, EGG));
    expect(eggs.steps[0]).toMatchObject({ from_unit: 'large', to_quantity: '100', source: 'portion' });
    expect(eggs.steps[0]?.reasoning).toContain('US recipes are written for large eggs');
    expect(eggs.approximate).toBe(false);
    const onion = ok(convertToGrams({ quantity: 1, unit: null }, ONIONS));
    expect(onion.steps[0]?.reasoning).toContain('medium is taken as the usual size');
  });
});

describe('containers with a stated amount', () => {
  convertsTo([
    // 14.5 × 28.349523125 g
    [
      '1 (14.5 oz) can tomatoes',
      CANNED_TOMATOES,
      { quantity: 1, unit: 'can', secondary: [{ quantity: '14.5', unit: 'ounce' }] },
      '411.0680853125',
      'secondary_amount',
    ],
    [
      '2 (14.5 oz) cans',
      CANNED_TOMATOES,
      { quantity: 2, unit: 'can', secondary: [{ quantity: '14.5', unit: 'ounce' }] },
      '822.136170625',
      'secondary_amount',
    ],
    // 12 fl oz through the milk's fl oz portion: 12 × 30.5 g
    [
      '1 (12 fl oz) can milk',
      MILK,
      { quantity: 1, unit: 'can', secondary: [{ quantity: 12, unit: 'fluid ounce' }] },
      '366',
      'secondary_amount',
    ],
    [
      '1 (8 oz) package bacon',
      BACON,
      { quantity: 1, unit: 'package', secondary: [{ quantity: 8, unit: 'oz' }] },
      '226.796185',
      'secondary_amount',
    ],
    // a stated amount that cannot be weighed is passed over
    [
      'a count as the stated amount',
      KIDNEY_BEANS,
      { quantity: 1, unit: 'can', secondary: [{ quantity: 4, unit: null }] },
      '436',
      'portion',
    ],
    // a stated total is not multiplied by the count: 1.5 × 453.59237 g
    [
      '4 tomatoes (about 1 1/2 pounds)',
      TOMATOES,
      { quantity: 4, unit: null, secondary: [{ quantity: '1.5', unit: 'pound', scope: 'total' }] },
      '680.388555',
      'secondary_amount',
    ],
    // A stick of butter is a standard 113 g: "2 sticks (16 tablespoons)" states the line's
    // total (16 × 14.2 g), not 16 tablespoons a stick; "1 1/4 sticks (140g)" is 140 g in all.
    [
      '2 sticks (16 tablespoons) butter',
      BUTTER,
      { quantity: 2, unit: 'stick', secondary: [{ quantity: 16, unit: 'tablespoon' }] },
      '227.2',
      'secondary_amount',
    ],
    [
      '1 1/4 sticks (140g) butter',
      BUTTER,
      { quantity: '1.25', unit: 'stick', secondary: [{ quantity: 140, unit: 'gram' }] },
      '140',
      'secondary_amount',
    ],
    // … while an amount that fits one stick is each stick's: 2 × 8 × 14.2 g
    [
      '2 sticks (8 tablespoons each) butter',
      BUTTER,
      { quantity: 2, unit: 'stick', secondary: [{ quantity: 8, unit: 'tablespoon' }] },
      '227.2',
      'secondary_amount',
    ],
    // a stated weight wins over a volume: 12 × 28.349523125 g, not 2 cups of sugar
    [
      '2 cups (12 oz) sugar',
      SUGAR,
      { quantity: 2, unit: 'cup', secondary: [{ quantity: 12, unit: 'ounce' }] },
      '340.1942775',
      'secondary_amount',
    ],
    // of two stated weights the metric one
    [
      '3/4 cup (5 1/3 ounces/150 grams) sugar',
      SUGAR,
      {
        quantity: '0.75',
        unit: 'cup',
        secondary: [
          { quantity: '5.333', unit: 'ounce' },
          { quantity: 150, unit: 'gram' },
        ],
      },
      '150',
      'secondary_amount',
    ],
    // a metric volume is not overridden by the ounces that translate it: 50 ml at 1 cup = 200 g
    [
      '50ml/2oz sugar',
      SUGAR,
      { quantity: 50, unit: 'milliliter', secondary: [{ quantity: 2, unit: 'ounce' }] },
      '42.26752837730374646078398745746600127348',
      'portion',
    ],
  ]);

  it('explains the stated amount, then its conversion', () => {
    const result = ok(
      convertToGrams(
        { quantity: 1, unit: 'can', secondary: [{ quantity: '14.5', unit: 'ounce' }] },
        CANNED_TOMATOES,
      ),
    );
    expect(result.steps).toEqual([
      {
        from_quantity: '1',
        from_unit: 'can',
        to_quantity: '14.5',
        to_unit: 'ounce',
        source: 'secondary_amount',
        reasoning: 'Each can holds 14.5 ounces as stated; 1 × 14.5 = 14.5 ounces.',
      },
      {
        from_quantity: '14.5',
        from_unit: 'ounce',
        to_quantity: '411.0681',
        to_unit: 'gram',
        source: 'standard',
        reasoning: '1 ounce = 28.349523125 g by definition; 14.5 × 28.349523125 g = 411.0681 g.',
      },
    ]);
    expect(result.portion_reference).toBeNull();
  });
});

/** SR28 01214, 14292 and 01095 with their WEIGHT.txt portions. */
const EVAPORATED_MILK = portionFood(
  '01214',
  'Milk, canned, evaporated, without added vitamin A and vitamin D',
  [
    ['1', 'cup', '252'],
    ['1', 'fl oz', '31.5'],
    ['1', 'can (13 oz)', '369'],
    ['0.5', 'cup', '126'],
  ],
);
const LEMONADE_CONCENTRATE = portionFood('14292', 'Lemonade, frozen concentrate, white', [
  ['1', 'fl oz', '36.5'],
  ['1', 'can (12 fl oz)', '438'],
  ['1', 'can (6 fl oz)', '219'],
]);
const CONDENSED_MILK = portionFood('01095', 'Milk, canned, condensed, sweetened', [
  ['1', 'fl oz', '38.2'],
  ['1', 'cup', '306'],
]);

/** SR28 09017: weighed only by its 6 fl oz can. */
const APPLE_CONCENTRATE = portionFood(
  '09017',
  'Apple juice, frozen concentrate, unsweetened, undiluted, without added ascorbic acid',
  [['1', 'can (6 fl oz)', '211']],
);

describe('a food weighed only by a container it sizes in fluid ounces', () => {
  it('"1 (12 fluid ounce) can" is two 6 fl oz cans, 422 g (one can, 211 g, had been weighed)', () => {
    const twelve = { quantity: 1, unit: 'can', secondary: [{ quantity: 12, unit: 'fluid ounce' }] };
    expect(ok(convertToGrams(twelve, APPLE_CONCENTRATE)).grams).toBe('422');
  });

  it('½ cup is 4 fl oz of it, 140.67 g (no volume portion had been found)', () => {
    expect(ok(convertToGrams({ quantity: '0.5', unit: 'cup' }, APPLE_CONCENTRATE)).grams).toMatch(
      /^140\.666/,
    );
  });

  it('a can is still SR28’s can', () => {
    expect(ok(convertToGrams({ quantity: 1, unit: 'can' }, APPLE_CONCENTRATE)).grams).toBe('211');
  });
});

/** SR28 01118 and 06128 with their WEIGHT.txt portions. */
const NONFAT_YOGURT = portionFood('01118', 'Yogurt, plain, skim milk, 13 grams protein per 8 ounce', [
  ['1', 'container (6 oz)', '170'],
  ['1', 'container (8 oz)', '227'],
  ['1', 'cup (8 fl oz)', '245'],
]);
const SOUP_MIX = portionFood('06128', 'Soup, chicken noodle, dry, mix', [
  ['1', 'packet', '74'],
  ['1', 'packet (6 fl oz)', '11.1'],
]);

describe('a cup or packet a label sizes in fluid ounces is no liquid’s container', () => {
  it('"1 (6 ounce) container nonfat yogurt" is 6 ounces by weight, SR28’s 170 g container', () => {
    const container = { quantity: 1, unit: 'container', secondary: [{ quantity: 6, unit: 'ounce' }] };
    expect(ok(convertToGrams(container, NONFAT_YOGURT)).grams).toBe('170.09713875');
  });

  it('a cup of a dry soup mix is not weighed by the packet that makes 6 fl oz of soup', () => {
    expect(convertToGrams({ quantity: 1, unit: 'cup' }, SOUP_MIX).ok).toBe(false);
  });
});

describe('a can of a liquid states fluid ounces', () => {
  const can = (ounces: number) => ({
    quantity: 1,
    unit: 'can',
    secondary: [{ quantity: ounces, unit: 'ounce' }],
  });

  it('"1 (12 ounce) can evaporated milk" is 12 fl oz, 378 g (12 ounces by weight, 340.2 g, had been used)', () => {
    const result = ok(convertToGrams(can(12), EVAPORATED_MILK));
    expect(result.grams).toBe('378');
    expect(result.steps[0]?.reasoning).toContain('21 CFR 101.105(a)');
  });

  it('"1 (6 ounce) can frozen lemonade concentrate" is SR28’s 6 fl oz can, 219 g (not 170.1 g)', () => {
    expect(ok(convertToGrams(can(6), LEMONADE_CONCENTRATE)).grams).toBe('219');
  });

  it('sweetened condensed milk, viscous, is declared by weight: 14 oz is 396.9 g', () => {
    expect(ok(convertToGrams(can(14), CONDENSED_MILK)).grams).toBe('396.89332375');
  });

  it('"12 ounces evaporated milk" is 12 fl oz too, 378 g (340.2 g had been weighed), and says why', () => {
    const result = ok(convertToGrams({ quantity: 12, unit: 'ounce' }, EVAPORATED_MILK));
    expect(result.grams).toBe('378');
    expect(result.steps[0]).toMatchObject({
      from_quantity: '12',
      from_unit: 'ounce',
      to_quantity: '12',
      to_unit: 'fluid ounce',
    });
    expect(result.steps[0]?.reasoning).toContain('21 CFR 101.105(a)');
    expect(result.steps[1]?.to_unit).toBe('gram');
  });

  it('"1 cup (8 ounces) evaporated milk": the ounces translate the cup, 252 g (226.8 g had been weighed)', () => {
    const cup = { quantity: 1, unit: 'cup', secondary: [{ quantity: 8, unit: 'ounce' }] };
    expect(ok(convertToGrams(cup, EVAPORATED_MILK)).grams).toBe('252');
  });

  it('ounces of a condensed milk, or of a yogurt SR28 cups in fluid ounces, stay a weight', () => {
    expect(ok(convertToGrams({ quantity: 14, unit: 'ounce' }, CONDENSED_MILK)).grams).toBe('396.89332375');
    expect(ok(convertToGrams({ quantity: 6, unit: 'ounce' }, NONFAT_YOGURT)).grams).toBe('170.09713875');
  });
});

describe('a square or bar SR28 weighs by the ounces it states', () => {
  /** SR28 19078 with its WEIGHT.txt portions. */
  const UNSWEETENED = portionFood('19078', 'Baking chocolate, unsweetened, squares', [
    ['1', 'oz square Bakers', '29'],
    ['1', 'cup, grated', '132'],
    ['.5', 'oz Hersheys', '14.2'],
  ]);

  it('"1 1/2 squares unsweetened chocolate" is 1.5 × SR28’s 1 oz square, 43.5 g (no portion had been found)', () => {
    const result = ok(
      convertToGrams({ quantity: '1.5', unit: 'square', name: 'unsweetened chocolate' }, UNSWEETENED),
    );
    expect(result.grams).toBe('43.5');
    expect(result.steps.at(-1)?.reasoning).toContain("SR28 weighs one square as 'oz square Bakers'");
  });

  it('an ounce of it is still an ounce', () => {
    expect(ok(convertToGrams({ quantity: 2, unit: 'ounce' }, UNSWEETENED)).grams).toBe('56.69904625');
  });
});

describe('weights a line states twice', () => {
  it('weights that disagree are asked about, not one of them taken: "One 14.5 oz (110g) can"', () => {
    const result = failed(
      convertToGrams(
        {
          quantity: 1,
          unit: 'can',
          secondary: [
            { quantity: '14.5', unit: 'ounce' },
            { quantity: 110, unit: 'gram' },
          ],
        },
        CANNED_TOMATOES,
      ),
    );
    expect(result.code).toBe('ambiguous');
    expect(result.reason).toBe(
      'The line states weights that disagree (14.5 ounces and 110 grams: 110 g against 411 g); give the weight in grams (update_ingredient_grams).',
    );
  });

  it('the same weight written twice is weighed by the metric figure: "3 pears (500g/1lb 2oz)"', () => {
    const result = ok(
      convertToGrams(
        {
          quantity: 3,
          unit: null,
          secondary: [
            { quantity: 500, unit: 'gram', scope: 'total' },
            { quantity: 1, unit: 'pound', scope: 'total' },
            { quantity: 2, unit: 'ounce', scope: 'total' },
          ],
        },
        TOMATOES,
      ),
    );
    expect(result.grams).toBe('500');
  });
});

describe('approximate units', () => {
  it.each([
    // 1 pinch = 1/16 tsp = 1/768 cup: 200 g / 768
    ['1 pinch sugar', SUGAR, { quantity: 1, unit: 'pinch' }, '0.2604166666666666666666666666666666666667'],
    // salt lists its own dash
    ['1 dash salt', SALT, { quantity: 1, unit: 'dash' }, '0.4'],
    // 292 g / 768
    ['1 pinch salt', SALT, { quantity: 1, unit: 'pinch' }, '0.3802083333333333333333333333333333333333'],
    // 2 × 1/32 tsp = 1/768 cup of sugar
    [
      '2 smidgens sugar',
      SUGAR,
      { quantity: 2, unit: 'smidgen' },
      '0.2604166666666666666666666666666666666667',
    ],
    // 3 × 0.05 ml × 0.95 g/ml
    ['3 drops vinaigrette', VINAIGRETTE, { quantity: 3, unit: 'drop' }, '0.1425'],
    // A British dessertspoon is 10 ml: 2 × 10 ml × 0.95 g/ml
    ['2 dessertspoons vinaigrette', VINAIGRETTE, { quantity: 2, unit: 'dessertspoon' }, '19'],
  ] as const)('%s', (_label, food, request, grams) => {
    const result = ok(convertToGrams(request, food));
    expect(result.grams).toBe(grams);
    expect(result.approximate).toBe(true);
    expect(result.steps[0]?.reasoning).toMatch(/conventional measure .* so the result is approximate/);
  });

  it('a defined measure is not approximate', () => {
    expect(ok(convertToGrams({ quantity: 1, unit: 'teaspoon' }, SALT)).approximate).toBe(false);
  });
});

describe('preparation picks among modified portions', () => {
  convertsTo([
    ['1 cup chopped onion', ONIONS, { quantity: 1, unit: 'cup', preparation: 'chopped' }, '160', 'portion'],
    [
      '1 cup finely chopped onion',
      ONIONS,
      { quantity: 1, unit: 'cup', preparation: 'finely chopped' },
      '160',
      'portion',
    ],
    ['1 cup sliced onion', ONIONS, { quantity: 1, unit: 'cup', preparation: 'sliced' }, '115', 'portion'],
    [
      '1 cup packed brown sugar',
      BROWN_SUGAR,
      { quantity: 1, unit: 'cup', preparation: 'packed' },
      '220',
      'portion',
    ],
    [
      '1 cup unpacked brown sugar',
      BROWN_SUGAR,
      { quantity: 1, unit: 'cup', preparation: 'unpacked' },
      '145',
      'portion',
    ],
    // 220 / 16
    [
      '1 tbsp packed brown sugar',
      BROWN_SUGAR,
      { quantity: 1, unit: 'tablespoon', preparation: 'packed' },
      '13.75',
      'portion',
    ],
    [
      '1 cup shredded cheddar',
      CHEDDAR,
      { quantity: 1, unit: 'cup', preparation: 'shredded' },
      '113',
      'portion',
    ],
    // the only tablespoon listed is "tbsp chopped"
    ['1 tbsp onion', ONIONS, { quantity: 1, unit: 'tablespoon' }, '10', 'portion'],
    // the plain measure is preferred to "cup chopped"
    ['1 cup parsley → 16 × tbsp 3.8 g', PARSLEY, { quantity: 1, unit: 'cup' }, '60.8', 'portion'],
  ]);

  it('a related preparation is used but marked approximate', () => {
    const result = ok(convertToGrams({ quantity: 1, unit: 'cup', preparation: 'diced' }, ONIONS));
    expect(result.grams).toBe('160');
    expect(result.approximate).toBe(true);
    expect(result.steps[0]?.reasoning).toContain(
      "No portion is described as 'diced'; 'cup, chopped' is the closest",
    );
  });

  it('a preparation no portion names falls back to the plain measure, marked approximate', () => {
    const result = ok(convertToGrams({ quantity: 1, unit: 'cup', preparation: 'firmly packed' }, FLOUR));
    expect(result.grams).toBe('125');
    expect(result.approximate).toBe(true);
    expect(result.steps[0]?.reasoning).toContain(
      "No portion is described as 'packed'; the plain measure is used.",
    );
    // Words that say nothing of what a cup holds leave the measure exact, and unremarked.
    const dusting = ok(
      convertToGrams({ quantity: 1, unit: 'cup', preparation: 'plus extra for dusting, divided' }, FLOUR),
    );
    expect(dusting.grams).toBe('125');
    expect(dusting.approximate).toBe(false);
    expect(dusting.steps[0]?.reasoning).toBe(
      "Wheat flour, white, all-purpose, enriched, bleached lists 1 'cup' = 125 g; 1 × 125 g = 125 g.",
    );
    // Sifted after measuring, the cup is the flour as it comes.
    expect(ok(convertToGrams({ quantity: 1, unit: 'cup', preparation: 'sifted' }, FLOUR)).approximate).toBe(
      false,
    );
  });

  it('a modifier the food gives apart from the unit is matched the same way', () => {
    const split: ConvertibleFood = {
      name: ONIONS.name,
      density_g_per_ml: null,
      portions: [
        { amount: '1', unit: 'cup', modifier: 'chopped', grams: '160' },
        { amount: '1', unit: 'cup', modifier: 'sliced', grams: '115' },
      ],
    };
    expect(ok(convertToGrams({ quantity: 1, unit: 'cup', preparation: 'sliced' }, split)).grams).toBe('115');
    expect(
      ok(convertToGrams({ quantity: 1, unit: 'cup', preparation: 'sliced' }, split)).portion_reference,
    ).toEqual({
      portion_index: 1,
      measure_unit_name: 'cup',
      amount: '1',
      gram_weight: '115',
      modifier: 'sliced',
    });
  });
});

describe('no sound conversion: a reason, never an invented weight', () => {
  it.each([
    [
      'clove of butter',
      BUTTER,
      { quantity: 2, unit: 'clove' },
      'no_portion',
      'No portion weight for \'clove\' is known for Butter, salted; give the amount in grams or a volume. Portions listed: pat (1" sq, 1/3" high); tbsp; cup; stick.',
    ],
    ['a bare count of flour', FLOUR, { quantity: 1, unit: null }, 'no_portion', 'needs a per-item weight'],
    [
      'a jumbo onion',
      ONIONS,
      { quantity: 1, unit: null, size: 'jumbo' },
      'no_portion',
      'Sizes listed: large, medium, small.',
    ],
    [
      'a cup of bacon',
      BACON,
      { quantity: 1, unit: 'cup' },
      'no_portion',
      'No volume portion or density is known for Pork, cured, bacon, unprepared',
    ],
    [
      'an unknown unit',
      SALT,
      { quantity: 1, unit: 'blorp' },
      'unknown_unit',
      "'blorp' is not a unit the converter knows",
    ],
    [
      'a cup of onion, unprepared',
      ONIONS,
      { quantity: 1, unit: 'cup' },
      'ambiguous',
      "'cup, chopped' (160 g) or 'cup, sliced' (115 g)",
    ],
    [
      'a cup of cheddar',
      CHEDDAR,
      { quantity: 1, unit: 'cup' },
      'ambiguous',
      "'cup, diced' (132 g) or 'cup, shredded' (113 g)",
    ],
    [
      'a lemon of two listed sizes and no reference one (no NLEA serving)',
      { ...LEMONS, portions: LEMONS.portions.filter((portion) => portion.unit !== 'NLEA serving') },
      { quantity: 1, unit: null },
      'ambiguous',
      'One item of Lemons, raw, without peel could be',
    ],
    ['an empty quantity', FLOUR, { quantity: '', unit: 'cup' }, 'no_quantity', 'No quantity was given'],
    [
      'a word as quantity',
      FLOUR,
      { quantity: 'some', unit: 'cup' },
      'no_quantity',
      "'some' is not a quantity",
    ],
    [
      'a fraction (the parser gives decimals)',
      FLOUR,
      { quantity: '1/2', unit: 'cup' },
      'no_quantity',
      "'1/2' is not a quantity",
    ],
    ['a negative quantity', FLOUR, { quantity: -1, unit: 'cup' }, 'no_quantity', "'-1' is not a quantity"],
    ['NaN', FLOUR, { quantity: Number.NaN, unit: 'cup' }, 'no_quantity', "'NaN' is not a quantity"],
  ] as const)('%s', (_label, food, request, code, reason) => {
    const result = failed(convertToGrams(request, food));
    expect(result.code).toBe(code);
    expect(result.reason).toContain(reason);
    expect(result.steps).toEqual([]);
  });

  it('a count unit without a portion does not borrow the density', () => {
    expect(failed(convertToGrams({ quantity: 1, unit: 'slice' }, VINAIGRETTE)).code).toBe('no_portion');
  });
});

describe('figure (readable step figures)', () => {
  it.each([
    ['15.625', '15.625'],
    ['411.0680853125', '411.0681'],
    ['0.00021133764', '0.0002'],
    ['0.0000123456789', '0.0000123457'],
    ['2', '2'],
    ['0', '0'],
  ])('%s → %s', (value, shown) => {
    expect(figure(new Decimal(value))).toBe(shown);
  });
});

describe('kosher and coarse salt by the spoon', () => {
  it.each([
    ['kosher salt', 0.25, '1.2'],
    ['Morton kosher salt', 0.5, '2.4'],
    ['coarse sea salt', 1, '4.8'],
    ['Diamond Crystal kosher salt', 1, '2.8'],
    // Flaked salt packs lighter than coarse; the coarse label keeps sodium from being understated.
    ['flaky sea salt', 1, '4.8'],
    ['Maldon salt', 0.5, '2.4'],
    ['fleur de sel', 1, '4.8'],
  ])(
    '%s, %s tsp weighs %s g by the makers’ labels, not table salt’s 6 g a teaspoon',
    (name, quantity, grams) => {
      const result = ok(convertToGrams({ quantity, unit: 'teaspoon', name }, SALT));
      expect(result.grams).toBe(grams);
      expect(result.approximate).toBe(true);
      expect(result.conversion_source).toBe('household_estimate');
      expect(result.steps[0]?.reasoning).toContain('label');
    },
  );

  it('table salt, a weight and a pinch keep their own conversions', () => {
    expect(ok(convertToGrams({ quantity: 1, unit: 'teaspoon', name: 'salt' }, SALT)).grams).toBe('6');
    expect(ok(convertToGrams({ quantity: 1, unit: 'teaspoon', name: 'fine sea salt' }, SALT)).grams).toBe(
      '6',
    );
    expect(ok(convertToGrams({ quantity: 10, unit: 'gram', name: 'kosher salt' }, SALT)).grams).toBe('10');
    expect(ok(convertToGrams({ quantity: 1, unit: 'pinch', name: 'kosher salt' }, SALT)).approximate).toBe(
      true,
    );
  });
});

describe('the form the name gives picks the portion', () => {
  it.each([
    ['almonds', null, '143'],
    ['ground almonds', null, '95'],
    ['almonds', 'ground', '95'],
    ['sliced almonds', null, '92'],
    ['slivered almonds', null, '108'],
    // A meal or flour of the nut is the nut ground.
    ['almond meal', null, '95'],
    ['almond flour', null, '95'],
    // Flaked almonds are the sliced ones.
    ['flaked almonds', null, '92'],
    ['almonds', 'flaked', '92'],
  ])('1 cup of %s (%s) weighs %s g', (name, preparation, grams) => {
    expect(ok(convertToGrams({ quantity: 1, unit: 'cup', name, preparation }, ALMONDS)).grams).toBe(grams);
  });

  it('a cup of a flour is not weighed by the whole grain’s cup (SR28 20140 lists spelt by 174 g a cup)', () => {
    const spelt = portionFood('20140', 'Spelt, uncooked', [['1', 'cup', '174']]);
    const flour = failed(convertToGrams({ quantity: 1, unit: 'cup', name: 'spelt flour' }, spelt));
    expect(flour.code).toBe('ambiguous');
    expect(flour.reason).toContain('not of its flour');
    expect(ok(convertToGrams({ quantity: 1, unit: 'cup', name: 'spelt' }, spelt)).grams).toBe('174');
    expect(ok(convertToGrams({ quantity: 100, unit: 'gram', name: 'spelt flour' }, spelt)).grams).toBe('100');
  });
});

describe('the food’s own name picks no form', () => {
  it.each([
    ['tomatoes', 'chopped', '180'],
    ['San Marzano tomatoes', 'seeded, chopped', '180'],
    ['cherry tomatoes', null, '149'],
  ])('1 cup of %s (%s) weighs %s g', (name, preparation, grams) => {
    expect(ok(convertToGrams({ quantity: 1, unit: 'cup', name, preparation }, TOMATOES)).grams).toBe(grams);
  });

  it('a cup of tomatoes in no form is asked about, not weighed as cherry tomatoes', () => {
    expect(failed(convertToGrams({ quantity: 2, unit: 'cup', name: 'tomatoes' }, TOMATOES)).code).toBe(
      'ambiguous',
    );
  });

  it('a noun of a form is that form: "onion slices" are a cup sliced', () => {
    expect(ok(convertToGrams({ quantity: 6, unit: 'cup', name: 'red onion slices' }, ONIONS)).grams).toBe(
      '690',
    );
  });
});

describe('cookbook conventions where SR28 lists a choice the line does not make', () => {
  const FROZEN_STRAWBERRIES = portionFood('09318', 'Strawberries, frozen, unsweetened', [
    ['1', 'cup, thawed', '221'],
    ['1', 'cup, unthawed', '149'],
    ['1', 'berry', '10.6'],
  ]);
  const CHERRIES = portionFood('09070', 'Cherries, sweet, raw', [
    ['1', 'cup, with pits, yields', '138'],
    ['1', 'cup, without pits', '154'],
    ['1', 'cherry', '8.2'],
  ]);

  it('a frozen food is measured frozen unless the line says thawed', () => {
    const frozen = ok(
      convertToGrams({ quantity: 2, unit: 'cup', name: 'frozen strawberries' }, FROZEN_STRAWBERRIES),
    );
    expect(frozen.grams).toBe('298');
    expect(frozen.steps.at(-1)?.reasoning).toContain('measured frozen');
    expect(
      ok(
        convertToGrams(
          { quantity: 2, unit: 'cup', name: 'frozen strawberries', preparation: 'thawed' },
          FROZEN_STRAWBERRIES,
        ),
      ).grams,
    ).toBe('442');
    expect(
      failed(convertToGrams({ quantity: 2, unit: 'cup', name: 'strawberries' }, FROZEN_STRAWBERRIES)).code,
    ).toBe('ambiguous');
  });

  it('pitted fruit is measured without its pits', () => {
    expect(
      ok(convertToGrams({ quantity: 2, unit: 'cup', name: 'pitted sweet cherries' }, CHERRIES)).grams,
    ).toBe('308');
    expect(failed(convertToGrams({ quantity: 2, unit: 'cup', name: 'sweet cherries' }, CHERRIES)).code).toBe(
      'ambiguous',
    );
  });

  const BROWN = portionFood('19334', 'Sugars, brown', [
    ['1', 'tsp unpacked', '3.0'],
    ['1', 'cup packed', '220'],
    ['1', 'cup unpacked', '145'],
    ['1', 'tsp packed', '4.6'],
    ['1', 'tsp brownulated', '3.2'],
  ]);
  const OREGANO = portionFood('02027', 'Spices, oregano, dried', [
    ['1', 'tsp, leaves', '1.0'],
    ['1', 'tsp, ground', '1.8'],
  ]);
  const SWEET_POTATO = portionFood('11507', 'Sweet potato, raw, unprepared', [
    ['1', 'cup, cubes', '133'],
    ['1', 'sweetpotato, 5" long', '130'],
  ]);

  it('brown sugar is measured packed unless the line says otherwise', () => {
    const cup = ok(convertToGrams({ quantity: 1, unit: 'cup', name: 'brown sugar' }, BROWN));
    expect(cup.grams).toBe('220');
    expect(cup.steps.at(-1)?.reasoning).toContain('Brown sugar is measured packed');
    expect(
      ok(convertToGrams({ quantity: 1, unit: 'cup', name: 'brown sugar', preparation: 'unpacked' }, BROWN))
        .grams,
    ).toBe('145');
    // The "light" of light brown sugar is its kind, not "lightly packed".
    expect(ok(convertToGrams({ quantity: 1, unit: 'cup', name: 'light brown sugar' }, BROWN)).grams).toBe(
      '220',
    );
  });

  it('a dried herb is measured as its leaves unless the line says ground', () => {
    expect(ok(convertToGrams({ quantity: 1, unit: 'teaspoon', name: 'oregano' }, OREGANO)).grams).toBe('1');
    expect(ok(convertToGrams({ quantity: 1, unit: 'teaspoon', name: 'ground oregano' }, OREGANO)).grams).toBe(
      '1.8',
    );
  });

  it('a count of an item SR28 writes as one word ("sweetpotato") weighs that portion', () => {
    expect(ok(convertToGrams({ quantity: 2, unit: null, name: 'sweet potatoes' }, SWEET_POTATO)).grams).toBe(
      '260',
    );
  });
});

/** SR28 15236 and 15015 (WEIGHT.txt): a large fish's fillet is listed by the half, a cod's whole. */
const SALMON = portionFood('15236', 'Fish, salmon, Atlantic, farmed, raw', [
  ['3', 'oz', '85'],
  ['.5', 'fillet', '198'],
]);
const COD = portionFood('15015', 'Fish, cod, Atlantic, raw', [
  ['3', 'oz', '85'],
  ['1', 'fillet', '231'],
]);

describe('a count the line sizes by how many make a pound', () => {
  const shrimp = portionFood(
    '15149',
    'Crustaceans, shrimp, mixed species, raw (may have been previously frozen)',
    [
      ['1', 'medium', '6.0'],
      ['1', 'small', '5.0'],
    ],
  );

  it('"12 raw shrimp (8-12 per pound)": 10 to the pound, 45.36 g each, approximate', () => {
    const result = ok(
      convertToGrams({ quantity: 12, unit: null, preparation: '8-12 per pound, peeled' }, shrimp),
    );
    expect(result.grams).toBe('544.310844');
    expect(result.approximate).toBe(true);
    expect(result.steps[0]?.source).toBe('secondary_amount');
    expect(result.steps[0]?.reasoning).toContain('8 to 12 (10) make 1 pound');
  });

  it('"12 sea scallops (10 per pound)": exact, 45.36 g each', () => {
    const result = ok(convertToGrams({ quantity: 12, unit: null, preparation: '10 per pound' }, shrimp));
    expect(result.grams).toBe('544.310844');
    expect(result.approximate).toBe(false);
  });

  it('without it, the food’s portion weighs the count', () => {
    expect(ok(convertToGrams({ quantity: 12, unit: null, preparation: 'peeled' }, shrimp)).grams).toBe('72');
  });
});

describe('a fillet SR28 lists by the half is a side of a large fish', () => {
  it.each([
    [{ quantity: 4, unit: null, name: 'salmon fillets' }],
    [{ quantity: 1, unit: 'fillet', name: 'salmon' }],
  ])('a count of salmon fillets (%j) is asked about, not weighed as sides', (request) => {
    const result = failed(convertToGrams(request, SALMON));
    expect(result.code).toBe('ambiguous');
    expect(result.reason).toContain('by the half fillet (198 g)');
    expect(result.reason).toContain('its whole fillet, 396 g, is a side of a large fish');
    expect(result.reason).toContain('give the grams');
  });

  it('a stated weight of each fillet weighs them', () => {
    const each = { quantity: '6', quantity_max: null, unit: 'ounce', scope: 'each' as const };
    expect(
      ok(convertToGrams({ quantity: 4, unit: null, name: 'salmon fillets', secondary: [each] }, SALMON))
        .grams,
    ).toBe('680.388555');
  });

  it('a fillet SR28 lists whole is weighed by it: 4 cod fillets = 924 g', () => {
    expect(ok(convertToGrams({ quantity: 4, unit: null, name: 'cod fillets' }, COD)).grams).toBe('924');
  });
});

/** SR28 05006, 05011, 05029 (WEIGHT.txt): what a pound of ready-to-cook chicken yields. */
const CHICKEN = portionFood('05006', 'Chicken, broilers or fryers, meat and skin, raw', [
  ['3', 'oz', '85'],
  ['1', 'unit (yield from 1 lb ready-to-cook chicken)', '276'],
  ['.5', 'chicken, bone removed', '460'],
]);
const CHICKEN_MEAT = portionFood('05011', 'Chicken, broilers or fryers, meat only, raw', [
  ['3', 'oz', '85'],
  ['1', 'unit (yield from 1 lb ready-to-cook chicken)', '197'],
  ['.5', 'chicken, bone and skin removed', '329'],
]);
const LIGHT_MEAT = portionFood('05029', 'Chicken, broilers or fryers, light meat, meat and skin, raw', [
  ['1', 'unit (yield from 1 lb ready-to-cook chicken)', '116'],
  ['.5', 'chicken, bone removed', '194'],
]);

describe('a whole bird weighed as bought yields its meat', () => {
  it('"3 1/2 pound whole chicken": 3.5 lb × 276 g = 966 g of meat and skin, with the yield step', () => {
    const result = ok(convertToGrams({ quantity: 3.5, unit: 'pound', name: 'whole chicken' }, CHICKEN));
    expect(result.grams).toBe('966');
    expect(result.steps.map((s) => s.source)).toEqual(['standard', 'portion']);
    expect(result.steps.at(-1)?.reasoning).toContain('bones and all');
    expect(result.steps.at(-1)?.reasoning).toContain(
      '276 g of Chicken, broilers or fryers, meat and skin, raw',
    );
  });

  it('"1 3 1/4-pound whole chicken, skinned": 3.25 lb × 197 g = 640.25 g of meat', () => {
    const each = { quantity: '3.25', quantity_max: null, unit: 'pound', scope: 'each' as const };
    expect(
      ok(convertToGrams({ quantity: 1, unit: null, name: 'whole chicken', secondary: [each] }, CHICKEN_MEAT))
        .grams,
    ).toBe('640.25');
  });

  it('"2 (3 pound) chickens": counted birds, 2 × 3 lb × 276 g = 1656 g', () => {
    const each = { quantity: '3', quantity_max: null, unit: 'pound', scope: 'each' as const };
    expect(
      ok(convertToGrams({ quantity: 2, unit: null, name: 'chickens', secondary: [each] }, CHICKEN)).grams,
    ).toBe('1656');
  });

  it('a weight of a bird named bare may be the bird or its meat: asked, unless the line says which', () => {
    // 2 kg of meat and skin had been weighed for "2kg chicken", a bird with its bones.
    const bare = failed(convertToGrams({ quantity: 2, unit: 'pound', name: 'chicken' }, CHICKEN));
    expect(bare.code).toBe('ambiguous');
    expect(bare.reason).toContain('may be of the whole bird as bought, bones and all, or of its meat');
    // Cut up with its bones, it is the bird: 2 × 276 g of meat and skin.
    expect(
      ok(
        convertToGrams(
          { quantity: 2, unit: 'pound', name: 'chicken', preparation: 'cut in serving pieces' },
          CHICKEN,
        ),
      ).grams,
    ).toBe('552');
    // Cubed or boneless, it is the meat.
    expect(
      ok(convertToGrams({ quantity: 2, unit: 'pound', name: 'chicken', preparation: 'cubed' }, CHICKEN))
        .grams,
    ).toBe('907.18474');
  });

  it('a whole turkey weighed as bought, with no yield and no share of bone given, is asked for its meat', () => {
    const each = { quantity: '12', quantity_max: null, unit: 'pound', scope: 'each' as const };
    const result = failed(
      convertToGrams({ quantity: 1, unit: null, name: 'turkey', secondary: [each] }, TURKEY),
    );
    expect(result.code).toBe('ambiguous');
    expect(result.reason).toContain('SR28 lists no yield of meat from this bird as bought');
    // Counted, it is SR28's bird (5002 g of meat and skin); weighed bare, the bird or its meat (asked).
    expect(ok(convertToGrams({ quantity: 1, unit: null, name: 'turkey' }, TURKEY)).grams).toBe('5002');
    expect(failed(convertToGrams({ quantity: 2, unit: 'pound', name: 'turkey' }, TURKEY)).code).toBe(
      'ambiguous',
    );
    expect(
      ok(convertToGrams({ quantity: 2, unit: 'pound', name: 'turkey', preparation: 'boneless' }, TURKEY))
        .grams,
    ).toBe('907.18474');
  });

  it('a whole bird SR28 gives its bone share for is weighed without it: a 12-pound turkey, 29 % bone', () => {
    const each = (pounds: string) => ({
      quantity: pounds,
      quantity_max: null,
      unit: 'pound',
      scope: 'each' as const,
    });
    // SR28 05165 "Turkey, whole, meat and skin, raw": refuse "Bone and connective tissue 29%".
    const turkey = ok(
      convertToGrams(
        { quantity: 1, unit: null, name: 'turkey', secondary: [each('12')] },
        builtInFood('05165'),
      ),
    );
    expect(turkey.grams).toBe('3864.6069924');
    expect(turkey.steps.at(-1)?.reasoning).toContain(
      'The weight is of the whole turkey as bought, bones and all',
    );
    // SR28 05307 Cornish game hens, 39 % bone: 2 × 1 lb × 0.61.
    expect(
      ok(
        convertToGrams(
          { quantity: 2, unit: null, name: 'cornish hens', secondary: [each('1')] },
          builtInFood('05307'),
        ),
      ).grams,
    ).toBe('553.3826914');
    // SR28 05109, the roasting chicken as sold with its giblets and neck, 27 % bone: 6 lb × 0.73.
    expect(
      ok(
        convertToGrams(
          { quantity: 1, unit: null, name: 'roasting chicken', secondary: [each('6')] },
          builtInFood('05109'),
        ),
      ).grams,
    ).toBe('1986.7345806');
  });

  it('pork tails are weighed without SR28’s 30 % of bone and hard tissue', () => {
    expect(
      ok(convertToGrams({ quantity: 1, unit: 'pound', name: 'pork tails' }, builtInFood('10174'))).grams,
    ).toBe('317.514659');
  });

  it('a whole turkey weighed as bought is not its meat alone either (SR28 05167, the starter’s turkey)', () => {
    const meatOnly = portionFood('05167', 'Turkey, whole, meat only, raw', [
      ['3', 'oz', '85'],
      ['1', 'bird', '5002'],
    ]);
    const each = { quantity: '12', quantity_max: null, unit: 'pound', scope: 'each' as const };
    // 12 pounds of meat (5,443 g) had been weighed for "1 (12 pound) turkey".
    const result = failed(
      convertToGrams({ quantity: 1, unit: null, name: 'turkey', secondary: [each] }, meatOnly),
    );
    expect(result.code).toBe('ambiguous');
    expect(result.reason).toContain('Turkey, whole, meat only, raw is its meat;');
  });

  it('a part of the bird is not weighed by the whole bird’s yield', () => {
    expect(
      ok(convertToGrams({ quantity: 1, unit: 'pound', name: 'whole chicken light meat' }, LIGHT_MEAT)).grams,
    ).toBe('453.59237');
  });
});

/** SR28 15157 and 15164 (WEIGHT.txt): clams list a pound in the shell; mussels do not. */
const CLAMS = portionFood('15157', 'Mollusks, clam, mixed species, raw', [
  ['3', 'oz', '85'],
  ['1', 'large', '20'],
  ['1', 'lb (with shell), yield after shell removed', '68.0'],
  ['1', 'medium', '14.5'],
]);
const MUSSELS = portionFood('15164', 'Mollusks, mussel, blue, raw', [
  ['1', 'cup', '150'],
  ['1', 'oz', '28.35'],
  ['1', 'large', '20'],
  ['1', 'medium', '16'],
]);
const LOBSTER = portionFood('15147', 'Crustaceans, lobster, northern, raw', [
  ['1', 'lobster', '150'],
  ['3', 'oz', '85'],
]);

describe('shellfish weighed as bought, in the shell', () => {
  it('"2 lb clams, scrubbed": 2 lb × 68 g of meat = 136 g, with the yield step', () => {
    const result = ok(
      convertToGrams({ quantity: 2, unit: 'pound', name: 'clams', preparation: 'scrubbed' }, CLAMS),
    );
    expect(result.grams).toBe('136');
    expect(result.steps.at(-1)?.reasoning).toContain('in their shells');
    expect(result.steps.at(-1)?.reasoning).toContain('68 g of Mollusks, clam, mixed species, raw');
  });

  it('"1 kg mussels": SR28 lists no yield from the shell, so the weight of the meat is asked', () => {
    const result = failed(convertToGrams({ quantity: 1, unit: 'kilogram', name: 'mussels' }, MUSSELS));
    expect(result.code).toBe('ambiguous');
    expect(result.reason).toContain('give the weight of the meat in grams');
  });

  it('"2 (1 1/4 lb) lobsters": a stated weight of whole lobsters is asked too', () => {
    const each = { quantity: '1.25', quantity_max: null, unit: 'pound', scope: 'each' as const };
    const result = failed(
      convertToGrams({ quantity: 2, unit: null, name: 'lobsters', secondary: [each] }, LOBSTER),
    );
    expect(result.code).toBe('ambiguous');
  });

  it.each([
    ['shucked clams', null],
    ['clams', 'shucked'],
    ['chopped clams', null],
  ])('%s, %s: the meat is weighed as it is', (name, preparation) => {
    expect(ok(convertToGrams({ quantity: 1, unit: 'pound', name, preparation }, CLAMS)).grams).toBe(
      '453.59237',
    );
  });

  const CRAB = portionFood('15140', 'Crustaceans, crab, blue, cooked, moist heat', [
    ['3', 'oz', '85'],
    ['1', 'cup, flaked and pieces', '118'],
  ]);
  const IMITATION = portionFood('15138', 'Crustaceans, crab, alaska king, imitation, made from surimi', [
    ['3', 'oz', '85'],
  ]);

  it.each([
    // Crabmeat written as one word had been asked about as crabs in their shells.
    ['crabmeat', CRAB],
    ['imitation crab', IMITATION],
    ['imitation crabmeat', IMITATION],
  ] as const)('"1 pound %s" is a weight of the meat: no shell was bought', (name, food) => {
    expect(ok(convertToGrams({ quantity: 1, unit: 'pound', name }, food)).grams).toBe('453.59237');
  });

  it('"1 pound crab" is still crab in its shell', () => {
    expect(failed(convertToGrams({ quantity: 1, unit: 'pound', name: 'crab' }, CRAB)).code).toBe('ambiguous');
  });

  it('a count is of shellfish, weighed by SR28’s meat of one: 12 mussels = 192 g', () => {
    expect(ok(convertToGrams({ quantity: 12, unit: null, name: 'mussels' }, MUSSELS)).grams).toBe('192');
  });
});

const MACKEREL = portionFood('15046', 'Fish, mackerel, Atlantic, raw', [
  ['1', 'fillet', '112'],
  ['3', 'oz', '85'],
]);

describe('a whole fish weighed as bought', () => {
  it('"2 1/2 pound whole mackerel": the flesh SR28 lists is asked for, not the whole weight', () => {
    const result = failed(convertToGrams({ quantity: 2.5, unit: 'pound', name: 'whole mackerel' }, MACKEREL));
    expect(result.code).toBe('ambiguous');
    expect(result.reason).toContain('head, bones and skin included');
  });

  it('"1 (3 pound) whole mackerel": a stated weight of the whole fish too', () => {
    const each = { quantity: '3', quantity_max: null, unit: 'pound', scope: 'each' as const };
    expect(
      failed(convertToGrams({ quantity: 1, unit: null, name: 'whole mackerel', secondary: [each] }, MACKEREL))
        .code,
    ).toBe('ambiguous');
  });

  it.each(['mackerel', 'whole mackerel fillet'])('"1 pound %s" is a weight of the flesh', (name) => {
    expect(ok(convertToGrams({ quantity: 1, unit: 'pound', name }, MACKEREL)).grams).toBe('453.59237');
  });
});

describe('a portion SR28 names by either of two words', () => {
  const lemon = portionFood('09150', 'Lemons, raw, without peel', [
    ['1', 'cup, sections', '212'],
    ['1', 'fruit (2-1/8" dia)', '58'],
    ['1', 'wedge or slice (1/8 of one 2-1/8" dia lemon)', '7.0'],
  ]);

  it.each(['slice', 'wedge'])('"3 %ss lemon" weighs 3 × 7 g', (unit) => {
    const result = ok(convertToGrams({ quantity: 3, unit, name: 'lemon' }, lemon));
    expect(result.grams).toBe('21');
  });

  it('says which SR28 portion the second word reads', () => {
    const result = ok(convertToGrams({ quantity: 3, unit: 'slice', name: 'lemon' }, lemon));
    expect(result.steps[0]?.reasoning).toContain('wedge or slice');
  });
});

describe('dates counted', () => {
  const deglet = portionFood('09087', 'Dates, deglet noor', [
    ['1', 'cup, chopped', '147'],
    ['1', 'date, pitted', '7.1'],
  ]);

  it('"8 dates" is asked: a Deglet Noor weighs 7.1 g, a Medjool 24 g', () => {
    const result = failed(convertToGrams({ quantity: 8, unit: null, name: 'dates' }, deglet));
    expect(result.code).toBe('ambiguous');
    expect(result.reason).toContain('Medjool');
  });

  it('a cup of chopped dates is weighed', () => {
    expect(
      ok(convertToGrams({ quantity: 1, unit: 'cup', name: 'dates', preparation: 'chopped' }, deglet)).grams,
    ).toBe('147');
  });
});

describe('a count of tails is no count of whole animals', () => {
  it('"2 lobster tails" is not 2 × SR28’s lobster: asked', () => {
    const result = failed(convertToGrams({ quantity: 2, unit: null, name: 'lobster tails' }, LOBSTER));
    expect(result.code).toBe('no_portion');
  });

  it('"2 lobsters" is weighed by the lobster', () => {
    expect(ok(convertToGrams({ quantity: 2, unit: null, name: 'lobsters' }, LOBSTER)).grams).toBe('300');
  });
});

describe('a count of a breast’s or a wing’s parts is no count of whole ones', () => {
  // SR28 05062's one count portion is the whole boneless breast, 272 g.
  const breast = portionFood(
    '05062',
    'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw',
    [
      ['3', 'oz', '85'],
      ['1', 'piece', '272'],
    ],
  );

  it.each(['chicken tenders', 'chicken tenderloins', 'chicken cutlets'])(
    '"6 %s" is not six of its 272 g pieces: asked',
    (name) => {
      expect(failed(convertToGrams({ quantity: 6, unit: null, name }, breast)).code).toBe('no_portion');
    },
  );

  it('"4 chicken breasts" are weighed by the piece', () => {
    expect(ok(convertToGrams({ quantity: 4, unit: null, name: 'chicken breasts' }, breast)).grams).toBe(
      '1088',
    );
  });

  it('"12 chicken drumettes" are not twelve whole wings: asked', () => {
    expect(failed(convertToGrams({ quantity: 12, unit: null, name: 'chicken drumettes' }, WINGS)).code).toBe(
      'no_portion',
    );
  });
});

describe('kosher salt written after the comma', () => {
  const salt = portionFood('02047', 'Salt, table', [['1', 'tsp', '6']]);

  it('"1 tsp salt, kosher" is weighed as kosher salt', () => {
    expect(
      ok(convertToGrams({ quantity: 1, unit: 'teaspoon', name: 'salt', preparation: 'kosher' }, salt)).grams,
    ).toBe('4.8');
  });

  it('"1 tsp salt (a little more if using kosher salt)" is table salt', () => {
    expect(
      ok(
        convertToGrams(
          { quantity: 1, unit: 'teaspoon', name: 'salt', preparation: 'a little more if using kosher salt' },
          salt,
        ),
      ).grams,
    ).toBe('6');
  });
});

/** SR28 10088 and 09266 with their FOOD_DES refuse (WEIGHT.txt portions trimmed). */
const SPARERIBS: Food = {
  ...portionFood('10088', 'Pork, fresh, spareribs, separable lean and fat, raw', [['3', 'oz', '85']]),
  refuse: { percent: '30', description: 'Bone' },
};
const PORK_CHOP: Food = {
  ...portionFood('10036', 'Pork, fresh, loin, center loin (chops), bone-in, separable lean and fat, raw', [
    ['1', 'chop without refuse', '199'],
  ]),
  refuse: { percent: '25', description: 'Bone, 14%, Connective tissue 11%' },
};
/** SR28 17023 with its FOOD_DES refuse: a domestic lamb loin, its chop only a portion. */
const LAMB_LOIN: Food = {
  ...portionFood('17023', 'Lamb, domestic, loin, separable lean and fat, trimmed to 1/4" fat, choice, raw', [
    ['1', 'oz', '28.35'],
    ['1', 'chop, excluding refuse (yield from 1 raw chop, with refuse, weighing 120 g)', '95'],
  ]),
  refuse: { percent: '21', description: 'Bone' },
};
/** SR28 11529 with its FOOD_DES refuse. */
const WHOLE_TOMATOES: Food = { ...TOMATOES, refuse: { percent: '9', description: 'Core and stem ends' } };
const PINEAPPLE: Food = {
  ...portionFood('09266', 'Pineapple, raw, all varieties', [
    ['1', 'cup, chunks', '165'],
    ['1', 'fruit', '905'],
  ]),
  refuse: { percent: '49', description: '8% core, 16% crown, 26% parings' },
};
const POTATOES: Food = {
  ...portionFood('11353', 'Potatoes, russet, flesh and skin, raw', [['1', 'potato medium', '213']]),
  refuse: { percent: '25', description: 'Parings and trimmings' },
};

describe('weights as bought of foods SR28 weighs without their refuse', () => {
  it('"3 pounds spareribs": 30 % bone, 1,360.8 g × 70 % = 952.5 g, with the refuse step', () => {
    const result = ok(convertToGrams({ quantity: 3, unit: 'pound', name: 'spareribs' }, SPARERIBS));
    expect(result.grams).toBe('952.543977');
    expect(result.steps.at(-1)?.reasoning).toContain('30 % of Pork, fresh, spareribs');
    expect(result.steps.at(-1)?.reasoning).toContain('(Bone)');
  });

  it('"4 pork chops, 8 ounces each": 907.2 g as bought less 25 % = 680.4 g', () => {
    const each = { quantity: 8, unit: 'ounce', scope: 'each' as const };
    const result = ok(
      convertToGrams({ quantity: 4, unit: null, name: 'pork chops', secondary: [each] }, PORK_CHOP),
    );
    expect(result.grams).toBe('680.388555');
    // Counted alone, a chop is SR28's chop without refuse.
    expect(ok(convertToGrams({ quantity: 4, unit: null, name: 'pork chops' }, PORK_CHOP)).grams).toBe('796');
  });

  it('"2 lb lamb loin chops": a cut SR28 weighs by the chop of its loin is on the bone, 907.2 g less 21 %', () => {
    expect(ok(convertToGrams({ quantity: 2, unit: 'pound', name: 'lamb loin chops' }, LAMB_LOIN)).grams).toBe(
      '716.6759446',
    );
    // The loin itself, and a boneless chop, are weighed as written.
    for (const name of ['lamb loin', 'boneless lamb loin chops']) {
      expect(ok(convertToGrams({ quantity: 2, unit: 'pound', name }, LAMB_LOIN)).grams).toBe('907.18474');
    }
  });

  it.each([
    ['boneless pork spareribs', null],
    ['spareribs', 'meat cut off the bone, cubed'],
    ['pork', null],
  ])('%s, %s: off the bone, or no cut named: weighed as written', (name, preparation) => {
    expect(ok(convertToGrams({ quantity: 1, unit: 'pound', name, preparation }, SPARERIBS)).grams).toBe(
      '453.59237',
    );
  });

  it('"1 kg pork, on the bone" names no cut and says the bone: 700 g', () => {
    expect(
      ok(
        convertToGrams(
          { quantity: 1, unit: 'kilogram', name: 'pork', preparation: 'on the bone' },
          SPARERIBS,
        ),
      ).grams,
    ).toBe('700');
  });

  it('"400 g peas in their pods": SR28’s green peas less their pods, 62 % (152 g; 400 g had been weighed)', () => {
    const peas: Food = {
      ...portionFood('11304', 'Peas, green, raw', [['1', 'cup', '145']]),
      refuse: { percent: '62', description: 'Pods and inedible peas' },
    };
    const podded = ok(
      convertToGrams({ quantity: 400, unit: 'gram', name: 'very fresh peas in their pods' }, peas),
    );
    expect(podded.grams).toBe('152');
    expect(podded.steps.at(-1)?.reasoning).toContain('of peas as bought, in their pods');
    expect(
      ok(convertToGrams({ quantity: 1, unit: 'pound', name: 'peas', preparation: 'unshelled' }, peas)).grams,
    ).toBe('172.3651006');
    // Shelled, or not said, the weight is of the peas.
    expect(ok(convertToGrams({ quantity: 400, unit: 'gram', name: 'peas' }, peas)).grams).toBe('400');
    expect(
      ok(convertToGrams({ quantity: 400, unit: 'gram', name: 'peas', preparation: 'shelled' }, peas)).grams,
    ).toBe('400');
  });

  it('"1 (4 pound) pineapple": a whole fruit counted with its weight loses 49 % (925.3 g)', () => {
    const each = { quantity: 4, unit: 'pound', scope: 'each' as const };
    const result = ok(
      convertToGrams({ quantity: 1, unit: null, name: 'pineapple', secondary: [each] }, PINEAPPLE),
    );
    expect(result.grams).toBe('925.3284348');
    expect(result.steps.at(-1)?.reasoning).toContain('(8% core, 16% crown, 26% parings)');
  });

  it('"2 (400 g) tomatoes": the step that takes the refuse off a weight in grams is shown (728 g, not 800)', () => {
    const each = { quantity: 400, unit: 'gram', scope: 'each' as const };
    const result = ok(
      convertToGrams({ quantity: 2, unit: null, name: 'tomatoes', secondary: [each] }, WHOLE_TOMATOES),
    );
    expect(result.grams).toBe('728');
    expect(result.steps.map((s) => s.to_quantity)).toEqual(['800', '728']);
    expect(result.steps.at(-1)?.reasoning).toContain('of whole tomatoes as bought');
  });

  it('a weight alone is of the fruit as measured ("1 lb pineapple, cubed"), a count alone is SR28’s fruit', () => {
    expect(ok(convertToGrams({ quantity: 1, unit: 'pound', name: 'pineapple' }, PINEAPPLE)).grams).toBe(
      '453.59237',
    );
    expect(ok(convertToGrams({ quantity: 1, unit: null, name: 'pineapple' }, PINEAPPLE)).grams).toBe('905');
  });

  it('potatoes counted with their weight keep it: SR28’s parings and trimmings are no rind', () => {
    const total = { quantity: 2, unit: 'pound', scope: 'total' as const };
    expect(
      ok(convertToGrams({ quantity: 4, unit: null, name: 'russet potatoes', secondary: [total] }, POTATOES))
        .grams,
    ).toBe('907.18474');
  });
});

/** SR28 05100, 05066 and 05091 with their FOOD_DES refuse (05091 has none). */
const WINGS: Food = {
  ...portionFood('05100', 'Chicken, broilers or fryers, wing, meat and skin, raw', [['1', 'wing', '49']]),
  refuse: { percent: '38', description: 'Bone and connective tissue 38%' },
};
const DRUMSTICKS: Food = {
  ...portionFood('05066', 'Chicken, broilers or fryers, drumstick, meat and skin, raw', [
    ['1', 'drumstick', '72'],
  ]),
  refuse: { percent: '66', description: 'Bone and cartilage 33%, Bone and coonective tissue 33%' },
};
const THIGHS = portionFood('05091', 'Chicken, broilers or fryers, thigh, meat and skin, raw', [
  ['1', 'thigh', '104'],
]);

describe('parts of a bird weighed as bought', () => {
  it('"3 pounds chicken wings": 38 % of a wing is bone, 1,360.8 g × 62 % = 843.7 g', () => {
    const result = ok(convertToGrams({ quantity: 3, unit: 'pound', name: 'chicken wings' }, WINGS));
    expect(result.grams).toBe('843.6818082');
    expect(result.steps.at(-1)?.reasoning).toContain('of wings as bought, bones and all');
  });

  it('thighs: SR28 gives no refuse, so the weight of the meat is asked', () => {
    expect(failed(convertToGrams({ quantity: 2, unit: 'pound', name: 'chicken thighs' }, THIGHS)).code).toBe(
      'ambiguous',
    );
  });

  it('"2 pounds chicken drumsticks": SR28 writes their 33 % of bone twice (66 %); taken once, 907.2 g × 67 % = 607.8 g', () => {
    // SR28's raw meat-only drumstick (05071) counts the same 33 % of bone and cartilage.
    const result = ok(convertToGrams({ quantity: 2, unit: 'pound', name: 'chicken drumsticks' }, DRUMSTICKS));
    expect(result.grams).toBe('607.8137758');
    expect(result.steps.at(-1)?.reasoning).toContain('66 % in all: the same bone twice, taken once');
  });

  it('two shares of bone that differ are not taken: the weight of the meat is asked', () => {
    // SR28 05069, the roasted drumstick: "Bone and cartilage 33%, Bone and connective tissue 28%".
    const roasted: Food = {
      ...portionFood('05069', 'Chicken, broilers or fryers, drumstick, meat and skin, cooked, roasted', [
        ['1', 'drumstick', '52'],
      ]),
      refuse: { percent: '61', description: 'Bone and cartilage 33%, Bone and connective tissue 28%' },
    };
    expect(
      failed(convertToGrams({ quantity: 2, unit: 'pound', name: 'roasted chicken drumsticks' }, roasted))
        .code,
    ).toBe('ambiguous');
  });

  it('a breast weighed bone-in loses SR28’s 20 % of bone; a breast by weight alone is weighed as written', () => {
    // SR28 05057, FOOD_DES refuse "Bone", 20 %.
    const breast: Food = {
      ...portionFood('05057', 'Chicken, broilers or fryers, breast, meat and skin, raw', [
        ['1', 'oz', '28.35'],
      ]),
      refuse: { percent: '20', description: 'Bone' },
    };
    const boneIn = ok(
      convertToGrams({ quantity: 2, unit: 'pound', name: 'bone-in chicken breasts' }, breast),
    );
    expect(boneIn.grams).toBe('725.747792');
    expect(boneIn.steps.at(-1)?.reasoning).toContain('of breasts as bought, bones and all');
    expect(ok(convertToGrams({ quantity: 2, unit: 'pound', name: 'chicken breasts' }, breast)).grams).toBe(
      '907.18474',
    );
  });

  it('boneless wings are weighed as written', () => {
    expect(
      ok(convertToGrams({ quantity: 1, unit: 'pound', name: 'boneless chicken wings' }, WINGS)).grams,
    ).toBe('453.59237');
  });
});

describe('parts of a bird counted by SR28’s retail part, which is weighed as bought', () => {
  // SR28 05100, 05066 and 05091 as WEIGHT.txt lists them: the wing "piece" and its "package" (a
  // pack of wings) are weighed as bought, bone and all.
  const wings: Food = {
    ...portionFood('05100', 'Chicken, broilers or fryers, wing, meat and skin, raw', [
      ['1', 'piece', '107'],
      ['1', 'package', '1150'],
    ]),
    refuse: WINGS.refuse,
  };
  const drumsticks: Food = {
    ...portionFood('05066', 'Chicken, broilers or fryers, drumstick, meat and skin, raw', [
      ['1', 'drumstick with skin', '133'],
      ['1', 'drumstick', '130'],
    ]),
    refuse: DRUMSTICKS.refuse,
  };
  const thighs = portionFood('05091', 'Chicken, broilers or fryers, thigh, meat and skin, raw', [
    ['1', 'thigh with skin', '193'],
    ['1', 'oz', '28.35'],
  ]);

  it('"12 chicken wings": 12 × 107 g less 38 % of bone = 796.08 g (1,284 g had been weighed)', () => {
    const result = ok(convertToGrams({ quantity: 12, unit: null, name: 'chicken wings' }, wings));
    expect(result.grams).toBe('796.08');
    expect(result.approximate).toBe(true);
    expect(result.steps.at(-1)?.reasoning).toContain("SR28's 'piece' is the wing as bought, bone and all");
  });

  it('counted thighs (SR28 gives them no refuse): the weight of the meat is asked', () => {
    const result = failed(convertToGrams({ quantity: 8, unit: null, name: 'chicken thighs' }, thighs));
    expect(result.code).toBe('ambiguous');
    expect(result.reason).toContain('as bought, bone and all');
  });

  it('"8 chicken drumsticks": 8 × SR28’s 130 g drumstick less its 33 % of bone = 696.8 g', () => {
    const result = ok(convertToGrams({ quantity: 8, unit: null, name: 'chicken drumsticks' }, drumsticks));
    expect(result.grams).toBe('696.8');
    expect(result.approximate).toBe(true);
  });

  it('a portion weighed off the bone, or boneless parts, are weighed as listed', () => {
    const offBone: Food = {
      ...portionFood('05100', 'Chicken, broilers or fryers, wing, meat and skin, raw', [
        ['1', 'wing, bone removed', '49'],
      ]),
      refuse: WINGS.refuse,
    };
    expect(ok(convertToGrams({ quantity: 2, unit: null, name: 'chicken wings' }, offBone)).grams).toBe('98');
    // As the catalogue stores SR28's "wing, bone removed": the measure and its modifier apart.
    // The 38 % of bone had been taken off the boned wing again (60.76 g).
    const split: Food = {
      ...offBone,
      portions: [{ amount: '1', unit: 'wing', modifier: 'bone removed', grams: '49' }],
    };
    expect(ok(convertToGrams({ quantity: 2, unit: null, name: 'chicken wings' }, split)).grams).toBe('98');
    expect(
      ok(convertToGrams({ quantity: 2, unit: null, name: 'boneless chicken thighs' }, thighs)).grams,
    ).toBe('386');
  });
});

/** SR28 09200 (WEIGHT.txt); LEMONS is 09150. */
const ORANGES = portionFood('09200', 'Oranges, raw, all commercial varieties', [
  ['1', 'cup, sections', '180'],
  ['1', 'large (3-1/16" dia)', '184'],
  ['1', 'small (2-3/8" dia)', '96'],
  ['1', 'fruit (2-5/8" dia)', '131'],
]);

describe('items told apart by their size across', () => {
  it.each([
    // SR28's NLEA serving weighs its usual lemon: 58 g (a count of lemons had been asked).
    [null, '3', '174'],
    ['medium', '1', '58'],
    ['small', '1', '58'],
    ['large', '2', '168'],
  ] as const)('%s × %s lemons: %s g', (size, quantity, grams) => {
    expect(ok(convertToGrams({ quantity, unit: null, size, name: 'lemons' }, LEMONS)).grams).toBe(grams);
  });

  it('"4 oranges": the unsized fruit is the usual one, 131 g, not the large one (184 g had been used)', () => {
    expect(ok(convertToGrams({ quantity: 4, unit: null, name: 'oranges' }, ORANGES)).grams).toBe('524');
    expect(
      ok(convertToGrams({ quantity: 1, unit: null, size: 'medium', name: 'orange' }, ORANGES)).grams,
    ).toBe('131');
    expect(
      ok(convertToGrams({ quantity: 1, unit: null, size: 'large', name: 'orange' }, ORANGES)).grams,
    ).toBe('184');
  });
});

/** SR28 12142 (WEIGHT.txt). */
const PECANS = portionFood('12142', 'Nuts, pecans', [
  ['1', 'cup, chopped', '109'],
  ['1', 'cup, halves', '99'],
  ['1', 'oz (19 halves)', '28.35'],
]);

describe('nuts by the cup, as sold', () => {
  it('"4 cups pecans": in halves, 4 × 99 g (a choice of chopped or halves had been asked)', () => {
    const result = ok(convertToGrams({ quantity: 4, unit: 'cup', name: 'pecans' }, PECANS));
    expect(result.grams).toBe('396');
    expect(result.steps.at(-1)?.reasoning).toContain('Nuts are measured in halves, as sold');
  });

  it.each([
    ['chopped', 'pecans', '109'],
    [null, 'pecan pieces', '109'],
  ] as const)('a form said (%s, %s) is that form: %s g', (preparation, name, grams) => {
    expect(ok(convertToGrams({ quantity: 1, unit: 'cup', preparation, name }, PECANS)).grams).toBe(grams);
  });

  it('a form the food does not list ("finely ground") is still asked', () => {
    expect(
      failed(
        convertToGrams({ quantity: 1, unit: 'cup', preparation: 'finely ground', name: 'pecans' }, PECANS),
      ).code,
    ).toBe('ambiguous');
  });
});

/** SR28 12131 with its FOOD_DES refuse: 69 % shells. */
const MACADAMIAS: Food = {
  ...portionFood('12131', 'Nuts, macadamia nuts, raw', [['1', 'cup, whole or halves', '134']]),
  refuse: { percent: '69', description: 'Shells' },
};

describe('nuts counted with a weight are weighed as sold, shelled', () => {
  it('"10 macadamia nuts (about 25 g)": 25 g of kernels, not 7.75 g (SR28’s shells left out)', () => {
    const total = { quantity: 25, unit: 'gram', scope: 'total' as const };
    expect(
      ok(convertToGrams({ quantity: 10, unit: null, name: 'macadamia nuts', secondary: [total] }, MACADAMIAS))
        .grams,
    ).toBe('25');
  });
});

describe('a fraction that came through a float is weighed as the fraction', () => {
  // SR28 04053: 1 cup = 216 g. The parser reads "2/3" as 0.6666666666666666.
  const oliveOil = portionFood('04053', 'Oil, olive, salad or cooking', [['1', 'cup', '216']]);
  it.each([
    [2 / 3, '144'],
    [1 / 3, '72'],
    [4 / 3, '288'],
    [(1 / 3 + 1 / 2) / 2, '90'],
    ['0.6666666666666666', '144'],
  ])('%s cup × 216 g = %s g, not the float’s noise (143.9999999999999856 g for 2/3)', (quantity, grams) => {
    expect(ok(convertToGrams({ quantity, unit: 'cup' }, oliveOil)).grams).toBe(grams);
  });

  it('an amount written with a few decimals is kept as written', () => {
    expect(ok(convertToGrams({ quantity: '0.33', unit: 'cup' }, oliveOil)).grams).toBe('71.28');
  });
});

describe('a cup of a canned food drained', () => {
  // SR28 16018 and 16058 are canned with their liquid (240 g a cup); 02054 capers list a spoon drained.
  const blackBeans = portionFood('16018', 'Beans, black turtle, mature seeds, canned', [['1', 'cup', '240']]);
  const chickpeas = portionFood(
    '16058',
    'Chickpeas (garbanzo beans, bengal gram), mature seeds, canned, solids and liquids',
    [
      ['1', 'cup', '240'],
      ['1', 'can (total can contents)', '448'],
    ],
  );
  const capers = portionFood('02054', 'Capers, canned', [['1', 'tbsp, drained', '8.6']]);

  it('is asked when the food is listed with its liquid (240 g a cup had been used for drained beans)', () => {
    for (const [food, preparation] of [
      [blackBeans, 'drained'],
      [chickpeas, 'drained and rinsed'],
    ] as const) {
      const result = failed(convertToGrams({ quantity: 1, unit: 'cup', preparation }, food));
      expect(result.code).toBe('ambiguous');
      expect(result.reason).toContain("is weighed with the can's liquid");
    }
  });

  it('is weighed when SR28 lists the food with its liquid apart, or its measure holds no liquid', () => {
    // SR28 11439: "cup" 142 g beside "cup, undrained" 236 g, so its plain cup is the drained food;
    // 11590: half a cup of sliced water chestnuts, 70 g (0.59 g a millilitre), no liquid in its gaps.
    const sauerkraut = portionFood('11439', 'Sauerkraut, canned, solids and liquids', [
      ['1', 'cup', '142'],
      ['1', 'cup, undrained', '236'],
    ]);
    const waterChestnuts = portionFood('11590', 'Waterchestnuts, chinese, canned, solids and liquids', [
      ['.5', 'cup slices', '70'],
      ['4', 'waterchestnuts', '28'],
    ]);
    expect(ok(convertToGrams({ quantity: 1, unit: 'cup', preparation: 'drained' }, sauerkraut)).grams).toBe(
      '142',
    );
    expect(ok(convertToGrams({ quantity: 1, unit: 'cup', preparation: 'undrained' }, sauerkraut)).grams).toBe(
      '236',
    );
    expect(
      ok(convertToGrams({ quantity: 1, unit: 'cup', preparation: 'drained' }, waterChestnuts)).grams,
    ).toBe('140');
  });

  it('is weighed when the food’s own measure is drained, or the line keeps the liquid', () => {
    expect(
      ok(convertToGrams({ quantity: 3, unit: 'tablespoon', preparation: 'drained' }, capers)).grams,
    ).toBe('25.8');
    expect(ok(convertToGrams({ quantity: 1, unit: 'cup', preparation: 'undrained' }, blackBeans)).grams).toBe(
      '240',
    );
    expect(ok(convertToGrams({ quantity: 1, unit: 'cup' }, blackBeans)).grams).toBe('240');
    // Cans drained offered instead are not what the cup measures.
    expect(
      ok(
        convertToGrams({ quantity: 1, unit: 'cup', preparation: 'or 1 (15-ounce) can, drained' }, blackBeans),
      ).grams,
    ).toBe('240');
  });
});

describe('a cup mashed is no cup of pieces', () => {
  // SR28 11507 lists its raw sweet potato by the cup of cubes only; 09040 its banana mashed.
  const sweetPotato = portionFood('11507', 'Sweet potato, raw, unprepared', [
    ['1', 'cup, cubes', '133'],
    ['1', 'sweetpotato, 5" long', '130'],
  ]);
  const banana = portionFood('09040', 'Bananas, raw', [
    ['1', 'cup, mashed', '225'],
    ['1', 'cup, sliced', '150'],
  ]);

  it('"1 cup sweet potato, mashed" is asked: a mash fills a cup about twice as full as cubes (133 g had been used)', () => {
    const result = failed(convertToGrams({ quantity: 1, unit: 'cup', preparation: 'mashed' }, sweetPotato));
    expect(result.reason).toContain('fills a cup differently');
  });

  it('nor is a purée, written with its accent, a cup of chunks (pineapple had weighed 165 g a cup)', () => {
    // SR28 09266 Pineapple, raw, all varieties.
    const pineapple = portionFood('09266', 'Pineapple, raw, all varieties', [
      ['1', 'cup, chunks', '165'],
      ['1', 'fruit', '905'],
      ['1', 'slice (4-2/3" dia x 3/4" thick)', '166'],
    ]);
    const result = failed(convertToGrams({ quantity: 2, unit: 'cup', preparation: 'puréed' }, pineapple));
    expect(result.reason).toContain('fills a cup differently');
    // Its chunks stand for other cut pieces.
    const chopped = ok(convertToGrams({ quantity: 1, unit: 'cup', preparation: 'chopped' }, pineapple));
    expect(chopped.grams).toBe('165');
    expect(chopped.steps[0]?.reasoning).toContain("'cup, chunks' is the closest and is used");
  });

  it.each([
    // SR28 11422 lists raw pumpkin by the cup of 1" cubes, 09302 raw raspberries by the plain cup
    // of berries: a cup of their purée had been weighed as that cup (116 g, 123 g).
    ['pumpkin', portionFood('11422', 'Pumpkin, raw', [['1', 'cup (1" cubes)', '116']])],
    [
      'raspberries',
      portionFood('09302', 'Raspberries, raw', [
        ['1', 'cup', '123'],
        ['1', 'pint as purchased, yields', '312'],
        ['10', 'raspberries', '19'],
      ]),
    ],
  ] as const)('"1 cup %s, pureed" is asked, not weighed by a cup of the food in pieces', (_, food) => {
    const result = failed(convertToGrams({ quantity: 1, unit: 'cup', preparation: 'pureed' }, food));
    expect(result.reason).toContain('fills a cup differently');
  });

  it('a banana mashed is weighed by SR28’s cup mashed, 225 g', () => {
    expect(ok(convertToGrams({ quantity: 1, unit: 'cup', preparation: 'mashed' }, banana)).grams).toBe('225');
  });
});

describe('scallops counted', () => {
  // SR28 15172: one portion, "unit 2 large or 5 small" = 30 g (a large scallop 15 g).
  const scallops = portionFood('15172', 'Mollusks, scallop, mixed species, raw', [
    ['1', 'unit 2 large or 5 small', '30'],
    ['3', 'oz', '85'],
  ]);

  it('"12 large sea scallops" is asked: the portion had been read as one large scallop of 30 g (360 g)', () => {
    const result = failed(
      convertToGrams({ quantity: 12, unit: null, size: 'large', name: 'sea scallops' }, scallops),
    );
    expect(result.code).toBe('ambiguous');
    expect(result.reason).toContain('2 large or 5 small = 30 g');
  });

  it('a weight of scallops is weighed', () => {
    expect(ok(convertToGrams({ quantity: 1, unit: 'pound', name: 'sea scallops' }, scallops)).grams).toBe(
      '453.59237',
    );
  });
});

describe('cream measured, then whipped', () => {
  // SR28 01053: a cup of the foam weighs half a cup of the cream it was whipped from.
  const cream = portionFood('01053', 'Cream, fluid, heavy whipping', [
    ['1', 'cup, whipped', '120'],
    ['1', 'cup, fluid (yields 2 cups whipped)', '238'],
    ['1', 'tbsp', '15.0'],
    ['1', 'fl oz', '29.8'],
  ]);

  it('"1 cup heavy cream, whipped" is a cup of the cream (120 g, the cup of foam, had been weighed)', () => {
    const result = ok(
      convertToGrams({ quantity: 1, unit: 'cup', name: 'heavy cream', preparation: 'whipped' }, cream),
    );
    // By its fluid ounce: 8 × 29.8 g.
    expect(result.grams).toBe('238.4');
  });

  it('a powder sifted after measuring is the cup as it comes; sifted first, the sifted cup', () => {
    // SR28 19336 Sugars, powdered.
    const sugar = portionFood('19336', 'Sugars, powdered', [
      ['1', 'cup unsifted', '120'],
      ['1', 'cup sifted', '100'],
      ['1', 'tbsp unsifted', '8.0'],
      ['1', 'tsp', '2.5'],
    ]);
    expect(
      ok(convertToGrams({ quantity: 1, unit: 'cup', name: 'powdered sugar', preparation: 'sifted' }, sugar))
        .grams,
    ).toBe('120');
    expect(ok(convertToGrams({ quantity: 1, unit: 'cup', name: 'sifted powdered sugar' }, sugar)).grams).toBe(
      '100',
    );
  });

  it('"1 cup whipped heavy cream" measures the foam', () => {
    expect(ok(convertToGrams({ quantity: 1, unit: 'cup', name: 'whipped heavy cream' }, cream)).grams).toBe(
      '120',
    );
  });
});

describe('berries by the pint they are sold in', () => {
  /** SR28 09316 (WEIGHT.txt): strawberries, with the pint basket as bought. */
  const STRAWBERRIES = portionFood('09316', 'Strawberries, raw', [
    ['1', 'cup, halves', '152'],
    ['1', 'cup, sliced', '166'],
    ['1', 'cup, whole', '144'],
    ['1', 'large (1-3/8" dia)', '18'],
    ['1', 'pint as purchased, yields', '357'],
  ]);

  it('a pint of strawberries is SR28’s pint as purchased, not two cups of whole berries', () => {
    // Two cups of whole berries (288 g) had been used; SR28 weighs the basket at 357 g.
    const pint = ok(convertToGrams({ quantity: 1, unit: 'pint', name: 'strawberries' }, STRAWBERRIES));
    expect(pint.grams).toBe('357');
    expect(ok(convertToGrams({ quantity: 1, unit: 'quart', name: 'strawberries' }, STRAWBERRIES)).grams).toBe(
      '714',
    );
  });

  it('a cup is still the cup of whole berries', () => {
    expect(ok(convertToGrams({ quantity: 1, unit: 'cup', name: 'strawberries' }, STRAWBERRIES)).grams).toBe(
      '144',
    );
  });
});

describe('grated nuts fill a cup as ground nuts do', () => {
  /** SR28 12061 (WEIGHT.txt): almonds by the cup whole, sliced, slivered and ground. */
  const ALMONDS_BY_FORM = portionFood('12061', 'Nuts, almonds', [
    ['1', 'cup, whole', '143'],
    ['1', 'cup, sliced', '92'],
    ['1', 'cup, slivered', '108'],
    ['1', 'cup, ground', '95'],
  ]);

  it('½ cup grated almonds is half SR28’s cup of ground almonds, not of whole kernels', () => {
    // The whole kernels' cup had been used: 71.5 g.
    const grated = ok(
      convertToGrams({ quantity: 0.5, unit: 'cup', name: 'almonds', preparation: 'grated' }, ALMONDS_BY_FORM),
    );
    expect(grated.grams).toBe('47.5');
    expect(grated.approximate).toBe(true);
  });

  it('a cup of almonds of no form is still the whole kernels', () => {
    expect(ok(convertToGrams({ quantity: 1, unit: 'cup', name: 'almonds' }, ALMONDS_BY_FORM)).grams).toBe(
      '143',
    );
  });
});

describe('veal shanks counted', () => {
  // SR28 17435 with its FOOD_DES refuse: "shank whole" = 1,270 g, bone and all.
  const shank: Food = {
    ...portionFood('17435', 'Veal, shank, separable lean and fat, raw', [
      ['3', 'oz', '85'],
      ['1', 'serving', '113'],
      ['1', 'shank whole', '1270'],
    ]),
    refuse: { percent: '49', description: 'Bone and connective tissue 49%' },
  };

  it('"4 veal shanks" is asked: a whole shank had been read for each osso buco piece (5,080 g)', () => {
    const result = failed(convertToGrams({ quantity: 4, unit: null, name: 'veal shanks' }, shank));
    expect(result.code).toBe('ambiguous');
    expect(result.reason).toContain('1,270 g');
    expect(result.reason).toContain('update_ingredient_grams');
  });

  it('a weight of veal shanks as bought loses SR28’s share of bone', () => {
    expect(ok(convertToGrams({ quantity: 2, unit: 'pound', name: 'veal shanks' }, shank)).grams).toBe(
      '462.6642174',
    );
  });
});

describe('steaks SR28 weighs otherwise than a recipe counts them', () => {
  const flank = portionFood(
    '13970',
    'Beef, flank, steak, separable lean and fat, trimmed to 0" fat, all grades, raw',
    [
      ['3', 'oz', '85'],
      ['1', 'steak', '188'],
    ],
  );
  const sirloin = portionFood(
    '13929',
    'Beef, top sirloin, steak, separable lean and fat, trimmed to 1/8" fat, all grades, raw',
    [
      ['3', 'oz', '85'],
      ['1', 'steak', '608'],
    ],
  );

  it('"1 flank steak" is asked: SR28’s steak cut from the flank, 188 g, had been weighed', () => {
    const result = failed(convertToGrams({ quantity: 1, unit: null, name: 'flank steak' }, flank));
    expect(result.code).toBe('ambiguous');
    expect(result.reason).toContain('188 g');
  });

  it('"4 sirloin steaks" is asked: four whole top sirloin steaks, 2,432 g, had been weighed', () => {
    const result = failed(convertToGrams({ quantity: 4, unit: null, name: 'sirloin steaks' }, sirloin));
    expect(result.code).toBe('ambiguous');
    expect(result.reason).toContain('600 g');
  });

  it('"1 beef tenderloin" is asked: SR28’s tenderloin steak, 164 g, had been weighed for the whole one', () => {
    const tenderloin = portionFood(
      '13917',
      'Beef, tenderloin, steak, separable lean and fat, trimmed to 1/8" fat, all grades, raw',
      [
        ['3', 'oz', '85'],
        ['1', 'steak', '164'],
      ],
    );
    const result = failed(convertToGrams({ quantity: 1, unit: null, name: 'beef tenderloin' }, tenderloin));
    expect(result.code).toBe('ambiguous');
    expect(result.reason).toContain('by the steak (164 g)');
    // Steaks, fillets and medallions counted are the steak.
    for (const name of ['beef tenderloin steaks', 'beef fillets', 'tenderloin medallions']) {
      expect(ok(convertToGrams({ quantity: 4, unit: null, name }, tenderloin)).grams).toBe('656');
    }
  });

  it('a weight, or a count with each one’s weight, is weighed', () => {
    expect(ok(convertToGrams({ quantity: 1.5, unit: 'pound', name: 'flank steak' }, flank)).grams).toBe(
      '680.388555',
    );
    const each = { quantity: 8, unit: 'ounce', scope: 'each' as const };
    expect(
      ok(convertToGrams({ quantity: 4, unit: null, name: 'sirloin steaks', secondary: [each] }, sirloin))
        .grams,
    ).toBe('907.18474');
  });
});

describe('items likened to a thing', () => {
  const potatoes = portionFood('11352', 'Potatoes, flesh and skin, raw', [
    ['1', 'potato small (1-3/4" to 2-1/2" dia)', '170'],
    ['1', 'potato medium (2-1/4" to 3-1/4" dia)', '213'],
  ]);

  it('"12 new potatoes, about the size of a walnut" is asked: 12 medium potatoes, 2,556 g, had been weighed', () => {
    const line = {
      quantity: 12,
      unit: null,
      name: 'new potatoes',
      preparation: 'about the size of a walnut',
    };
    const result = failed(convertToGrams(line, potatoes));
    expect(result.code).toBe('no_portion');
    expect(result.reason).toContain('size of a walnut');
  });

  it('a weight, a size word or a cut "bite-size" is weighed as usual', () => {
    const weighed = {
      quantity: 1,
      unit: 'pound',
      name: 'new potatoes',
      preparation: 'about the size of a walnut',
    };
    expect(ok(convertToGrams(weighed, potatoes)).grams).toBe('453.59237');
    const small = {
      quantity: 2,
      unit: null,
      size: 'small',
      name: 'potatoes',
      preparation: 'the size of an egg',
    };
    expect(ok(convertToGrams(small, potatoes)).grams).toBe('340');
    const cut = { quantity: 2, unit: null, name: 'potatoes', preparation: 'cut into bite-size pieces' };
    expect(ok(convertToGrams(cut, potatoes)).grams).toBe('426');
  });
});
