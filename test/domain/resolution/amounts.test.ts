import { describe, expect, it } from 'vitest';
import type { Food } from '../../../src/domain/foods/food.ts';
import { convertLine, parseLine } from '../../../src/domain/resolution/rows.ts';
import {
  describeSr28Portions,
  ONIONS,
  portionFood,
  SALT,
  SUGAR,
  TOMATOES,
  TURKEY,
} from '../fixtures/sr28-foods.ts';

/**
 * The amount side of ingredient resolution on real recipe lines: stated weights, counts with
 * SR28 portions, whole birds, conventional measures, amounts added with "plus", and names that
 * offer alternatives. The foods are SR28 facts (description and WEIGHT.txt portions), checked
 * against ../shared/usda-sr28 at the end of this file when that folder exists.
 */

const CHOCOLATE = portionFood('19080', 'Candies, semisweet chocolate', [
  ['1', 'serving', '14.5'],
  ['1', 'cup large chips', '182'],
  ['1', 'cup mini chips', '173'],
  ['1', 'oz (approx 60 pcs)', '28.35'],
  ['1', 'cup chips (6 oz package)', '168'],
]);
const CHICKEN = portionFood('05006', 'Chicken, broilers or fryers, meat and skin, raw', [
  ['3', 'oz', '85'],
  ['1', 'unit (yield from 1 lb ready-to-cook chicken)', '276'],
  ['0.5', 'chicken, bone removed', '460'],
]);
const DUCK = portionFood('05139', 'Duck, domesticated, meat and skin, raw', [
  ['3', 'oz', '85'],
  ['1', 'unit (yield from 1 lb ready-to-cook duck)', '287'],
  ['0.5', 'duck', '634'],
]);
const YEAST = portionFood('18375', "Leavening agents, yeast, baker's, active dry", [
  ['1', 'tsp', '4.0'],
  ['1', 'tbsp', '12.0'],
  ['1', 'packet', '7.2'],
]);
const PASTA = portionFood('20120', 'Pasta, dry, enriched', [
  ['1', 'cup spaghetti', '91'],
  ['2', 'oz', '57'],
  ['1', 'cup elbows', '122'],
  ['1', 'cup penne', '95'],
  ['1', 'cup farfalle', '81'],
  ['1', 'cup rotini', '96'],
  ['1', 'cup shells', '64'],
  ['1', 'cup lasagna', '90'],
]);
const COOKED_PASTA = portionFood('20121', 'Pasta, cooked, enriched, without added salt', [
  ['1', 'cup spaghetti not packed', '124'],
  ['1', 'cup spaghetti packed', '151'],
  ['1', 'cup elbows not packed', '120'],
  ['1', 'cup elbows packed', '132'],
  ['1', 'cup penne', '107'],
  ['1', 'cup farfalle', '107'],
  ['1', 'cup rotini', '107'],
  ['1', 'cup shells', '105'],
  ['1', 'cup lasagne', '116'],
]);
const CAULIFLOWER = portionFood('11135', 'Cauliflower, raw', [
  ['1', 'cup chopped (1/2" pieces)', '107'],
  ['1', 'floweret', '13.0'],
  ['1', 'head large (6-7" dia.)', '840'],
  ['1', 'head medium (5-6" dia.)', '588'],
  ['1', 'head small (4" dia.)', '265'],
]);
const PORK_CHOPS = portionFood(
  '10036',
  'Pork, fresh, loin, center loin (chops), bone-in, separable lean and fat, raw',
  [
    ['3', 'oz', '85'],
    ['1', 'chop without refuse (Yield from 1 raw chop, with refuse, weighing 259g)', '199'],
  ],
);
const BEANS = portionFood('16026', 'Beans, great northern, mature seeds, canned', [['1', 'cup', '262']]);
const BREAD = portionFood('18029', 'Bread, french or vienna (includes sourdough)', [
  ['1', 'oz', '28.35'],
  ['1', 'slice', '139'],
]);

const CELERY = portionFood('11143', 'Celery, raw', [
  ['1', 'cup chopped', '101'],
  ['1', 'NLEA serving', '110'],
  ['1', 'tbsp', '7.5'],
  ['1', 'stalk, large (11"-12" long)', '64'],
  ['1', 'stalk, medium (7-1/2" - 8" long)', '40'],
  ['1', 'stalk, small (5" long)', '17'],
  ['1', 'strip (4" long)', '4.0'],
]);
const PARSLEY = portionFood('11297', 'Parsley, fresh', [
  ['1', 'cup chopped', '60'],
  ['1', 'tbsp', '3.8'],
  ['10', 'sprigs', '10.0'],
]);

const OLIVE_OIL = portionFood('04053', 'Oil, olive, salad or cooking', [
  ['1', 'tablespoon', '13.5'],
  ['1', 'cup', '216'],
  ['1', 'tsp', '4.5'],
]);
const WATERMELON = portionFood('09326', 'Watermelon, raw', [
  ['1', 'cup, balls', '154'],
  ['1', 'cup, diced', '152'],
  ['1', 'melon (15" long x 7-1/2" dia)', '4518'],
  ['1', 'wedge (approx 1/16 of melon)', '286'],
  ['10', 'watermelon balls', '122'],
  ['1', 'NLEA serving', '280'],
]);
const LETTUCE = portionFood('11253', 'Lettuce, green leaf, raw', [
  ['1', 'cup shredded', '36'],
  ['1', 'head', '360'],
  ['1', 'leaf inner', '4.8'],
  ['1', 'leaf outer', '24'],
]);
const CHICKEN_BREAST = portionFood(
  '05062',
  'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw',
  [
    ['3', 'oz', '85'],
    ['1', 'piece', '272'],
    ['1', 'package', '926'],
  ],
);
const AVOCADO = portionFood('09037', 'Avocados, raw, all commercial varieties', [
  ['1', 'cup, cubes', '150'],
  ['1', 'cup, pureed', '230'],
  ['1', 'cup, sliced', '146'],
  ['1', 'avocado, NS as to Florida or California', '201'],
]);
const PAPAYA = portionFood('09226', 'Papayas, raw', [
  ['1', 'cup 1" pieces', '145'],
  ['1', 'cup, mashed', '230'],
  ['1', 'fruit, small', '157'],
  ['1', 'fruit, large', '781'],
]);

const PECANS = portionFood('12142', 'Nuts, pecans', [
  ['1', 'cup, chopped', '109'],
  ['1', 'cup, halves', '99'],
  ['1', 'oz (19 halves)', '28.35'],
]);
const PISTACHIOS = portionFood('12151', 'Nuts, pistachio nuts, raw', [
  ['1', 'cup', '123'],
  ['1', 'oz (49 kernels)', '28.35'],
  ['1', 'kernel', '0.7'],
]);

const WALNUTS = portionFood('12155', 'Nuts, walnuts, english', [
  ['1', 'cup, chopped', '117'],
  ['1', 'cup, ground', '80'],
  ['1', 'cup, in shell, edible yield (7 nuts)', '28'],
  ['1', 'cup shelled (50 halves)', '100'],
  ['1', 'cup pieces or chips', '120'],
  ['1', 'oz (14 halves)', '28.35'],
]);

const BACON = portionFood('10123', 'Pork, cured, bacon, unprepared', [
  ['1', 'slice raw', '28'],
  ['1', 'package', '442'],
]);

const POWDERED_SUGAR = portionFood('19336', 'Sugars, powdered', [
  ['1', 'cup unsifted', '120'],
  ['1', 'cup sifted', '100'],
  ['1', 'tbsp unsifted', '8.0'],
  ['1', 'tsp', '2.5'],
]);

const AMOUNT_FOODS = [
  COOKED_PASTA,
  POWDERED_SUGAR,
  BACON,
  WALNUTS,
  PECANS,
  PISTACHIOS,
  OLIVE_OIL,
  WATERMELON,
  LETTUCE,
  CHICKEN_BREAST,
  AVOCADO,
  PAPAYA,
  CELERY,
  PARSLEY,
  CHOCOLATE,
  CHICKEN,
  TURKEY,
  DUCK,
  YEAST,
  PASTA,
  CAULIFLOWER,
  PORK_CHOPS,
  BEANS,
  BREAD,
];

function grams(line: string, f: Food): string {
  const r = convertLine(parseLine(line, 0), f);
  if (!r.ok) {
    throw new Error(`${line}: ${r.error.message}`);
  }
  return r.conversion.quantity_grams;
}

function converted(line: string, f: Food) {
  const r = convertLine(parseLine(line, 0), f);
  if (!r.ok) {
    throw new Error(`${line}: ${r.error.message}`);
  }
  return r.conversion;
}

describe('a stated weight wins over a volume or a count', () => {
  it('a weight in brackets after a volume is the weight of the whole measure', () => {
    const c = converted('2 cups (12-oz. pkg.) chocolate morsels', CHOCOLATE);
    expect(c.quantity_grams).toBe('340.1942775');
    expect(c.provenance).toBe('secondary_amount');
    expect(c.conversion_class).toBe('volume');
    expect(
      c.steps.map((s) => [s.input_quantity, s.input_unit, s.output_quantity, s.output_unit, s.source]),
    ).toEqual([
      ['2', 'cup', '12', 'ounce', 'secondary_amount'],
      ['12', 'ounce', '340.1943', 'gram', 'standard'],
    ]);
    expect(c.steps[0]?.reasoning).toContain('stated weight');
  });

  it('a weight of the food uncooked is not the weight of the cooked food measured: the measure is weighed', () => {
    // 8 ounces of dry penne cook to about 4 cups; put on cooked pasta they had weighed 227 g.
    const c = converted('4 cups cooked penne (about 8 ounces uncooked)', COOKED_PASTA);
    expect(c.quantity_grams).toBe('428');
    expect(c.steps[0]?.reasoning).toContain('is of the food uncooked');
    expect(grams('4 cups hot cooked penne (about 8 ounces uncooked tube-shaped pasta)', COOKED_PASTA)).toBe(
      '428',
    );
    // A weight of the cooked food itself is still the weight.
    expect(grams('4 cups cooked penne (about 16 ounces)', COOKED_PASTA)).toBe('453.59237');
  });

  it('a weight per container is multiplied by the count', () => {
    expect(grams('1 (15 ounce) can Great Northern beans', BEANS)).toBe('425.242846875');
    expect(grams('2 (15 ounce) cans Great Northern beans', BEANS)).toBe('850.48569375');
    expect(grams('2 x 400g cans beans', BEANS)).toBe('800');
    expect(grams('2 (6 oz) chicken breasts', CHICKEN)).toBe('340.1942775');
  });

  it('a weight in pounds and ounces is one weight: "1 (6 lb 10 oz) can" is 6.625 lb, not 6 lb', () => {
    expect(grams('1 (6 lb 10 oz) can Great Northern beans', BEANS)).toBe('3005.04945125');
    expect(grams('1 can (6 lb 10 oz) Great Northern beans', BEANS)).toBe('3005.04945125');
    expect(grams('1 whole chicken (1 kg 200 g)', CHICKEN)).toBe(grams('1 whole chicken (1.2 kg)', CHICKEN));
  });

  it('a food-service can ("#10") is a can of that size, asked for its weight, never pounds', () => {
    const asked = convertLine(parseLine('1 #10 can Great Northern beans', 0), BEANS);
    expect(asked).toMatchObject({ ok: false, error: { reason_code: 'ambiguous' } });
    expect(!asked.ok && asked.error.message).toContain(
      'a #10 can, the food-service size, holds about 13 cups',
    );
    expect(parseLine('2 No. 10 cans Great Northern beans', 0)).toMatchObject({
      quantity: '2',
      unit: 'can',
      ingredient_name: 'Great Northern beans',
    });
    // With its weight stated, the can is weighed; "5# potatoes" is still 5 pounds.
    expect(grams('1 #10 can (6 lb 10 oz) Great Northern beans', BEANS)).toBe('3005.04945125');
    expect(parseLine('5# potatoes', 0)).toMatchObject({ quantity: '5', unit: 'pound' });
  });

  it('a weight after the name is the weight of everything the line counts', () => {
    expect(grams('4 chicken breasts (about 1 1/2 pounds)', CHICKEN)).toBe('680.388555');
    expect(grams('8 slices boiled ham, about 3/4 pound', CHICKEN)).toBe('340.1942775');
    const c = converted('4 chicken breasts (about 1 1/2 pounds)', CHICKEN);
    expect(c.steps[0]).toMatchObject({ input_quantity: '4', output_quantity: '1.5', output_unit: 'pound' });
  });

  it('"each" after the name sizes one item', () => {
    expect(grams('4 chicken breasts (6 ounces each)', CHICKEN)).toBe('680.388555');
    expect(grams('4 pieces chicken breast, 150 grams each', CHICKEN)).toBe('600');
    expect(grams('6 chicken thighs, about 2 pounds total', CHICKEN)).toBe('907.18474');
    expect(grams('2 skinless striped bass fillets, about 1 1/4 pounds total weight', CHICKEN)).toBe(
      '566.9904625',
    );
    expect(grams('4 pork tenderloins, about 10 ounces (280 g) each', CHICKEN)).toBe('1120');
  });

  it('the metric figure is the one weighed; ounces after a metric volume translate it', () => {
    expect(grams('3/4 cup (5 1/3 ounces/150 grams) sugar', SUGAR)).toBe('150');
    // 50 ml of oil at SR28's 216 g a cup, not "2oz" (fluid ounces) read as a weight.
    expect(grams('50ml/2oz extra virgin olive oil', OLIVE_OIL)).toMatch(/^45\.6489/);
  });

  it('an amount in an alternative ("or 3 (15-ounce) cans") is not this line’s weight', () => {
    expect(grams('4 ½ cups cooked cannellini beans, or 3 (15-ounce) cans, rinsed and drained', BEANS)).toBe(
      '1179',
    );
  });

  it('a primary weight is already grams, whatever follows it', () => {
    const c = converted('400g/14oz venison loin, fat trimmed, finely diced', BEANS);
    expect(c).toMatchObject({ quantity_grams: '400', provenance: 'identity' });
  });

  it('a volume with grams stated converts through the grams', () => {
    expect(grams('1 cup flour (125 g)', PASTA)).toBe('125');
  });

  it('a stated range of weights converts at its midpoint', () => {
    // 3.75 lb of bird as bought, at SR28's 276 g of meat and skin per lb.
    expect(grams('1 whole chicken (3 1/2 to 4 pounds)', CHICKEN)).toBe('1035');
    expect(grams('4 chicken thighs (1 1/2 to 2 pounds)', CHICKEN)).toBe('793.7866475');
  });

  it('a count without a stated weight still uses the portions', () => {
    const r = convertLine(parseLine('1 can Great Northern beans', 0), BEANS);
    expect(r).toMatchObject({ ok: false, error: { reason_code: 'no_portion' } });
  });
});

describe('counts with SR28 portions: the size word picks the portion', () => {
  it.each([
    ['2 medium onions', '220'],
    ['1 small onion', '70'],
    ['1 large onion', '150'],
    ['3 onions', '330'],
  ])('%s → %s g', (line, expected) => {
    expect(grams(line, ONIONS)).toBe(expected);
  });

  it('a head of a vegetable is one item, sized', () => {
    expect(grams('1 cauliflower', CAULIFLOWER)).toBe('588');
    expect(grams('1 large cauliflower, cut into florets', CAULIFLOWER)).toBe('840');
    expect(grams('1 small head cauliflower', CAULIFLOWER)).toBe('265');
  });

  it('the food’s own noun is its item, with the portion’s edible weight', () => {
    const c = converted('4 pork chops, trimmed', PORK_CHOPS);
    expect(c.quantity_grams).toBe('796');
    expect(c.portion_reference?.gram_weight).toBe('199');
  });

  it('a package of yeast is the packet SR28 lists', () => {
    const c = converted('1 package yeast', YEAST);
    expect(c.quantity_grams).toBe('7.2');
    expect(c.reasoning).toContain("a 'packet' is the same measure");
  });

  it('a whole item is never a piece of one, and a count of parts takes the part’s portions', () => {
    expect(grams('1 watermelon', WATERMELON)).toBe('4518');
    expect(grams('½ watermelon, skin removed', WATERMELON)).toBe('2259');
    expect(grams('2 ripe avocados', AVOCADO)).toBe('402');
    expect(convertLine(parseLine('12 lettuce leaves', 0), LETTUCE)).toMatchObject({
      ok: false,
      error: {
        reason_code: 'ambiguous',
        message: expect.stringContaining(
          "A leaf of Lettuce, green leaf, raw could be 'leaf inner' (4.8 g) or 'leaf outer' (24 g)",
        ),
      },
    });
    expect(grams('12 outer lettuce leaves', LETTUCE)).toBe('288');
    expect(convertLine(parseLine('8 chicken pieces', 0), CHICKEN)).toMatchObject({
      ok: false,
      error: { reason_code: 'no_portion' },
    });
    expect(grams('4 boneless, skinless chicken breast halves', CHICKEN_BREAST)).toBe('1088');
  });

  it('nuts in a recipe are shelled: a cup of walnuts is the shelled cup unless the line says otherwise', () => {
    expect(grams('3/4 cup walnuts', WALNUTS)).toBe('75');
    expect(converted('1 cup shelled walnuts', WALNUTS)).toMatchObject({
      quantity_grams: '100',
      approximate: false,
    });
    expect(grams('1 cup walnuts, chopped', WALNUTS)).toBe('117');
  });

  it('a count of nuts uses the kernel, or the count a portion states', () => {
    expect(grams('10 pistachios, shelled', PISTACHIOS)).toBe('7');
    const c = converted('8 pecan halves', PECANS);
    expect(c.quantity_grams).toMatch(/^11\.936842105/);
    expect(c.reasoning).toContain("19 'halves ('oz (19 halves)')' = 28.35 g");
    expect(grams('1 cup pecan halves', PECANS)).toBe('99');
  });

  it('fruit listed only in sizes far apart is ambiguous without a size, and sized with one', () => {
    expect(convertLine(parseLine('3 papayas', 0), PAPAYA)).toMatchObject({
      ok: false,
      error: { reason_code: 'ambiguous' },
    });
    expect(grams('3 small papayas', PAPAYA)).toBe('471');
  });

  it('a rib or a stick of celery is its stalk; a stem of an herb its sprig', () => {
    expect(converted('2 ribs celery', CELERY)).toMatchObject({ quantity_grams: '80' });
    expect(converted('1 stick of celery, chopped', CELERY).reasoning).toContain(
      "a 'stalk' is the same measure",
    );
    expect(grams('4 stems parsley', PARSLEY)).toBe('4');
  });

  it('a rasher of bacon (British) is its slice: 4 × 28 g', () => {
    const bacon = portionFood('10123', 'Pork, cured, bacon, unprepared', [
      ['1', 'slice raw', '28'],
      ['1', 'package', '442'],
    ]);
    const c = converted('4 rashers streaky bacon', bacon);
    expect(c.quantity_grams).toBe('112');
    expect(c.reasoning).toContain("a 'slice' is the same measure");
  });

  it('a strip of bacon (American) is its slice too: 3 × 28 g (no portion had been found)', () => {
    const bacon = portionFood('10123', 'Pork, cured, bacon, unprepared', [
      ['1', 'slice raw', '28'],
      ['1', 'package', '442'],
    ]);
    expect(converted('3 strips bacon', bacon).quantity_grams).toBe('84');
    expect(converted('4 strips of thick-cut bacon', bacon).quantity_grams).toBe('112');
  });

  it('the form the name gives settles a volume the food lists in several forms', () => {
    expect(grams('2 cups elbow macaroni or small shells, cooked and drained', PASTA)).toBe('244');
    expect(grams('1 cup semi-sweet chocolate chips', CHOCOLATE)).toBe('168');
    // The portion the name describes most fully: "cup mini chips", not "cup chips (6 oz package)".
    expect(grams('1/2 cup mini chocolate chips', CHOCOLATE)).toBe('86.5');
    const onion = convertLine(parseLine('1 cup onion', 0), ONIONS);
    expect(onion).toMatchObject({ ok: false, error: { reason_code: 'ambiguous' } });
  });
});

describe('a whole bird is weighed as a whole, not as one portion', () => {
  it('a chicken is the whole bird’s edible meat and skin, not the yield of one pound', () => {
    const c = converted('1 whole chicken', CHICKEN);
    expect(c.quantity_grams).toBe('920');
    expect(c.portion_reference).toMatchObject({ amount: '0.5', gram_weight: '460' });
    expect(grams('1 chicken', CHICKEN)).toBe('920');
  });

  it('a turkey is one bird; a duck two halves', () => {
    expect(grams('1 whole turkey', TURKEY)).toBe('5002');
    expect(grams('1 duck', DUCK)).toBe('1268');
  });

  it('a stated weight of the bird is the bird as bought: SR28’s yield per pound weighs its meat', () => {
    // 4 lb of ready-to-cook chicken × 276 g of meat and skin per lb.
    expect(grams('1 (4 pound) whole chicken', CHICKEN)).toBe('1104');
    expect(grams('3 1/2 pound whole chicken', CHICKEN)).toBe('966');
    // SR28 lists no yield for its whole turkey: the weight of its meat is asked (5,443 g of meat
    // and skin had been weighed for a 12-pound bird, its bones 29 % of it).
    expect(convertLine(parseLine('1 (12 pound) whole turkey', 0), TURKEY)).toMatchObject({
      ok: false,
      error: { reason_code: 'ambiguous' },
    });
  });

  it('a poussin is a young chicken: weighed, by the chicken’s yield; counted, asked', () => {
    // "1 poussin (about 450g)" had been 450 g of meat and skin; "2 poussins" two grown chickens,
    // 1,840 g, and "2 poussin breasts" two broiler breasts, 544 g.
    expect(Number(grams('1 poussin (about 450g)', CHICKEN))).toBeCloseTo((450 / 453.59237) * 276, 6);
    for (const line of ['2 poussins', '2 poussin breasts']) {
      const asked = convertLine(parseLine(line, 0), CHICKEN);
      expect(asked, line).toMatchObject({ ok: false, error: { reason_code: 'no_portion' } });
      expect(!asked.ok && asked.error.message, line).toContain('counts young (poussin) ones');
    }
    // A weight alone may be of the bird or of its meat, as for a chicken.
    expect(convertLine(parseLine('1 lb poussin', 0), CHICKEN)).toMatchObject({
      ok: false,
      error: { reason_code: 'ambiguous' },
    });
  });
});

describe('conventional measures and lines without an amount', () => {
  it('"a pinch" and "a dash" are one conventional measure, approximate', () => {
    // 1/16 teaspoon through SR28's cup of salt (292 g), its largest volume measure.
    const pinch = converted('a pinch of salt', SALT);
    expect(pinch.quantity_grams).toMatch(/^0\.38020833/);
    expect(pinch.approximate).toBe(true);
    const dash = converted('a dash of salt', SALT);
    expect(dash.quantity_grams).toBe('0.4');
  });

  it('a pinch written without a number is one pinch, and the step says so', () => {
    const c = converted('pinch Maldon sea salt', SALT);
    expect(c.quantity_grams).toBe(converted('1 pinch salt', SALT).quantity_grams);
    expect(c.steps[0]).toMatchObject({
      source: 'implied_quantity',
      input_quantity: '1',
      input_unit: 'pinch',
    });
  });

  it('a count unit without a number is one; a plural without a number is not', () => {
    const c = converted('large bunch (approximately 100g/3½oz) flatleaf parsley', PARSLEY);
    expect(c.quantity_grams).toBe('100');
    expect(c.steps[0]).toMatchObject({ source: 'implied_quantity', input_unit: 'bunch' });
    expect(convertLine(parseLine('parsley sprigs', 0), PARSLEY)).toMatchObject({
      ok: false,
      error: { reason_code: 'no_quantity' },
    });
  });

  it('"to taste" is a clear reason, not a weight', () => {
    for (const line of ['salt to taste', 'Salt, to taste', 'salt as needed']) {
      const r = convertLine(parseLine(line, 0), SALT);
      expect(r).toMatchObject({
        ok: false,
        error: { code: 'unconvertible_quantity', field: 'quantity', reason_code: 'to_taste' },
      });
      expect(r.ok ? '' : r.error.message).toContain('leaves the amount to the cook');
    }
  });
});

describe('amounts added with "plus" are summed, each step recorded', () => {
  it('1 tablespoon plus 1 teaspoon sugar', () => {
    const c = converted('1 tablespoon plus 1 teaspoon sugar', SUGAR);
    expect(c.quantity_grams).toBe('16.7');
    expect(c.steps.at(-1)).toMatchObject({
      source: 'sum',
      input_quantity: '12.5 + 4.2',
      output_quantity: '16.7',
      output_unit: 'gram',
    });
  });

  it('1 lb plus 5 ounces crusty bread', () => {
    expect(grams('1 lb plus 5 ounces crusty bread', BREAD)).toBe('595.339985625');
  });

  it('pounds and ounces written together: "1 lb. 8 oz." is 1.5 lb', () => {
    expect(grams('1 lb. 8 oz. sugar', SUGAR)).toBe('680.388555');
  });

  it('a fraction written as a word: "a quarter cup sugar" is ¼ of SR28’s 200 g cup', () => {
    expect(grams('a quarter cup sugar', SUGAR)).toBe('50');
  });

  it('an added amount that cannot be weighed makes the line unconvertible', () => {
    const r = convertLine(parseLine('1 cup plus 2 handfuls sugar', 0), SUGAR);
    expect(r).toMatchObject({ ok: false, error: { code: 'unconvertible_quantity' } });
  });
});

describe('a thick slice is a large one and a thin slice a small one, as SR28 sizes slices', () => {
  it("takes the food's own thin or thick slice when it lists one", () => {
    expect(grams('6 thin slices of tomato', TOMATOES)).toBe('90');
    expect(grams('2 thick slices tomato', TOMATOES)).toBe('54');
    expect(grams('4 very thin slices onion', ONIONS)).toBe('36');
    expect(grams('2 slices tomato', TOMATOES)).toBe('40');
  });

  it("weighs a usual slice by SR28's ratio between sizes otherwise, and says why", () => {
    const thick = converted('3 thick slices bacon', BACON);
    expect(thick.quantity_grams).toMatch(/^115\.068/);
    expect(thick.steps[0]?.reasoning).toContain('A thick slice is weighed as a large one');
    expect(grams('3 thick-cut bacon slices, quartered crosswise', BACON)).toBe(thick.quantity_grams);
    expect(grams('4 slices thick bacon', BACON)).toMatch(/^153\.42/);
    expect(grams('3 slices bacon', BACON)).toBe('84');
  });

  it('a thickness in figures, or the slices a comment cuts them into, is no size word', () => {
    expect(grams('1 slice onion, ¼in/5mm thick', ONIONS)).toBe('14');
    expect(grams('3 slices bacon, cut into thin slices', BACON)).toBe('84');
  });
});

describe('a powder sifted before it is measured', () => {
  it.each([
    // The sifted cup had been weighed as the unsifted one: "sifted" is filed under the preparation.
    ['1 cup sifted powdered sugar', '100'],
    ['2 cups (sifted) confectioners’ sugar', '200'],
    // Sifted after measuring: the cup as it comes.
    ['1 cup powdered sugar, sifted', '120'],
    ['1 cup confectioners’ sugar (sifted)', '120'],
  ])('%s → %s g', (line, expected) => {
    expect(grams(line, POWDERED_SUGAR)).toBe(expected);
  });
});

describe('names with alternatives are measured as the first', () => {
  it.each([
    ['1/2 cup cold butter or margarine', 'cold butter'],
    ['1 cup chicken, beef, or vegetable stock', 'chicken stock'],
    ['2 tbsp red or white wine vinegar', 'red wine vinegar'],
    ['1 cup pecan or walnut halves', 'pecan halves'],
    ['6 cups stock or water, more as necessary', 'stock'],
    ['2 cups water or chicken stock', 'water'],
    ['3/4 pound lean ground sirloin or turkey', 'lean ground sirloin'],
  ])('%s → %s', (line, name) => {
    expect(parseLine(line, 0).ingredient_name).toBe(name);
  });

  it('a name without alternatives is kept as written', () => {
    expect(parseLine('1 cup salt and pepper mix', 0).ingredient_name).toBe('salt and pepper mix');
  });
});

describeSr28Portions(AMOUNT_FOODS);
