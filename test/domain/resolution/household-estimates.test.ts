import { describe, expect, it } from 'vitest';
import type { Food } from '../../../src/domain/foods/food.ts';
import { convertLine, parseLine } from '../../../src/domain/resolution/rows.ts';
import { foodGroups } from '../../../src/domain/units/household-estimates.ts';
import { PORTION_ERRATA, withoutErrata } from '../../../src/domain/units/portion-errata.ts';
import { builtInFood, builtInFoods } from '../fixtures/built-in-foods.ts';
import { ALMONDS, describeSr28Portions, portionFood } from '../fixtures/sr28-foods.ts';

/**
 * Household estimates on recipe lines: vague units (splash, bunch, sprig, handful), pieces of root
 * by length, counts of small things, citrus zest, cups of foods SR28 lists only by weight, and a
 * count of a food listed whole and trimmed. Each estimate says what it rests on and is marked
 * approximate; a food outside the estimate's group keeps its reason. The foods are SR28 facts
 * (description and WEIGHT.txt portions), checked against ../shared/usda-sr28 at the end of this
 * file when that folder exists.
 */

const OLIVE_OIL = portionFood('04053', 'Oil, olive, salad or cooking', [
  ['1', 'tablespoon', '13.5'],
  ['1', 'cup', '216'],
  ['1', 'tsp', '4.5'],
]);
const CILANTRO = portionFood('11165', 'Coriander (cilantro) leaves, raw', [
  ['.25', 'cup', '4.0'],
  ['9', 'sprigs', '20'],
]);
const PARSLEY = portionFood('11297', 'Parsley, fresh', [
  ['1', 'cup chopped', '60'],
  ['1', 'tbsp', '3.8'],
  ['10', 'sprigs', '10.0'],
]);
const ROSEMARY = portionFood('02063', 'Rosemary, fresh', [
  ['1', 'tsp', '0.7'],
  ['1', 'tbsp', '1.7'],
]);
const SPINACH = portionFood('11457', 'Spinach, raw', [
  ['1', 'cup', '30'],
  ['1', 'bunch', '340'],
  ['1', 'leaf', '10.0'],
  ['1', 'package (10 oz)', '284'],
]);
const KALE = portionFood('11233', 'Kale, raw', [['1', 'cup 1" pieces, loosely packed', '16']]);
const RAISINS = portionFood('09299', 'Raisins, seeded', [
  ['1', 'cup, packed', '165'],
  ['1', 'cup (not packed)', '145'],
]);
const GOUDA = portionFood('01022', 'Cheese, gouda', [
  ['1', 'oz', '28.35'],
  ['1', 'package (7 oz)', '198'],
]);
const PROVOLONE = portionFood('01035', 'Cheese, provolone', [
  ['1', 'cup, diced', '132'],
  ['1', 'oz', '28.35'],
  ['1', 'cubic inch', '17'],
  ['1', 'slice (1 oz)', '28'],
  ['1', 'package (6 oz)', '170'],
]);
const ROMANO = portionFood('01038', 'Cheese, romano', [
  ['1', 'oz', '28.35'],
  ['5', 'package (5 oz)', '142'],
]);
const GOAT_CHEESE = portionFood('01159', 'Cheese, goat, soft type', [['1', 'oz', '28.35']]);
const DARK_CHOCOLATE = portionFood(
  '19905',
  'Candies, chocolate, dark, NFS (45-59% cacao solids 90%; 60-69% cacao solids 5%; 70-85% cacao solids 5%)',
  [
    ['1', 'oz', '28.35'],
    ['1', 'bar', '127'],
  ],
);
const BLACK_PEPPER = portionFood('02030', 'Spices, pepper, black', [
  ['1', 'tsp, ground', '2.3'],
  ['1', 'tbsp, ground', '6.9'],
  ['1', 'tsp, whole', '2.9'],
  ['1', 'dash', '0.1'],
]);
const CLOVES = portionFood('02011', 'Spices, cloves, ground', [
  ['1', 'tsp', '2.1'],
  ['1', 'tbsp', '6.5'],
]);
const BAY_LEAF = portionFood('02004', 'Spices, bay leaf', [
  ['1', 'tsp, crumbled', '0.6'],
  ['1', 'tbsp, crumbled', '1.8'],
]);
const CANDIED_FRUIT = portionFood('09426', 'Candied fruit', []);
const MARASCHINO = portionFood('09328', 'Maraschino cherries, canned, drained', [
  ['1', 'cherry (NLEA serving)', '5.0'],
]);
const GINGER = portionFood('11216', 'Ginger root, raw', [
  ['1', 'tsp', '2.0'],
  ['.25', 'cup slices (1" dia)', '24'],
  ['5', 'slices (1" dia)', '11.0'],
]);
const LEMON_PEEL = portionFood('09156', 'Lemon peel, raw', [
  ['1', 'tbsp', '6.0'],
  ['1', 'tsp', '2.0'],
]);
const ORANGE_PEEL = portionFood('09216', 'Orange peel, raw', [
  ['1', 'tbsp', '6.0'],
  ['1', 'tsp', '2.0'],
]);
const LIME_JUICE = portionFood('09160', 'Lime juice, raw', [
  ['1', 'cup', '242'],
  ['1', 'fl oz', '30.8'],
  ['1', 'lime yields', '44'],
]);
const EGGPLANT = portionFood('11209', 'Eggplant, raw', [
  ['1', 'cup, cubes', '82'],
  ['1', 'eggplant, peeled (yield from 1-1/4 lb)', '458'],
  ['1', 'eggplant, unpeeled (approx 1-1/4 lb)', '548'],
]);
const RED_WINE = portionFood('14096', 'Alcoholic beverage, wine, table, red', [
  ['1', 'fl oz', '29.4'],
  ['1', 'serving (5 fl oz)', '147'],
]);
const BEER = portionFood('14003', 'Alcoholic beverage, beer, regular, all', [
  ['1', 'fl oz', '29.7'],
  ['1', 'can', '356'],
]);
const SLICED_HAM = portionFood('07029', 'Ham, sliced, regular (approximately 11% fat)', [
  ['56', 'grams 1 serving', '56'],
  ['1', 'slice', '28'],
]);

const ROAST_TURKEY = portionFood('05168', 'Turkey, whole, meat only, cooked, roasted', [
  ['3', 'oz', '85'],
  ['1', 'bird', '3812'],
]);

const ESTIMATE_FOODS = [
  SLICED_HAM,
  ROAST_TURKEY,
  BEER,
  PROVOLONE,
  OLIVE_OIL,
  CILANTRO,
  PARSLEY,
  ROSEMARY,
  SPINACH,
  KALE,
  ALMONDS,
  RAISINS,
  GOUDA,
  ROMANO,
  GOAT_CHEESE,
  DARK_CHOCOLATE,
  BLACK_PEPPER,
  CLOVES,
  CANDIED_FRUIT,
  MARASCHINO,
  GINGER,
  LEMON_PEEL,
  ORANGE_PEEL,
  LIME_JUICE,
  EGGPLANT,
  RED_WINE,
];

function converted(line: string, f: Food) {
  const r = convertLine(parseLine(line, 0), f);
  if (!r.ok) {
    throw new Error(`expected "${line}" to convert, got ${r.error.reason_code}: ${r.error.message}`);
  }
  return r.conversion;
}

function estimateStep(line: string, f: Food) {
  const c = converted(line, f);
  const step = c.steps.find((s) => s.source === 'household_estimate');
  if (step === undefined) {
    throw new Error(`"${line}" has no household_estimate step`);
  }
  return { c, step };
}

describe('household estimates', () => {
  it.each([
    // line, food, grams, a phrase of the basis the step must state
    ['a splash of olive oil', OLIVE_OIL, '6.75', '¼ fluid ounce'],
    ['2 bunches fresh cilantro', CILANTRO, '140', 'taken as 70 g'],
    ['3 sprigs rosemary', ROSEMARY, '3', "SR28's sprig of parsley"],
    ['a handful of baby spinach', SPINACH, '30', 'about 1 cup, loosely packed'],
    ['2 handfuls almonds', ALMONDS, '56.69904625', '1 oz (28.35 g)'],
    ['1 1/2 cups shredded gouda', GOUDA, '169.5', "SR28's cup of shredded cheddar"],
    ['1/2 cup grated romano cheese', ROMANO, '50', 'grated parmesan'],
    ['1/4 cup crumbled goat cheese', GOAT_CHEESE, '37.5', 'crumbled feta'],
    ['3 tablespoons soft goat cheese', GOAT_CHEESE, '43.5', 'measured like cream cheese'],
    ['1/2 cup chopped dark chocolate', DARK_CHOCOLATE, '84', 'cup of chocolate chips'],
    ['1/4 cup grated dark chocolate', DARK_CHOCOLATE, '33', "'cup, grated' = 132 g"],
    // Chips of a chocolate SR28 lists only by the bar had stopped with no portion.
    ['1 cup bittersweet chocolate chips', DARK_CHOCOLATE, '168', 'cup of chocolate chips'],
    ['10 whole black peppercorns', BLACK_PEPPER, '0.5', 'a dried peppercorn is taken as 0.05 g'],
    ['6 whole cloves', CLOVES, '0.6', 'a whole dried clove is taken as 0.1 g'],
    // SR28 weighs its bay leaf only crumbled by the spoon: a count had found no portion.
    ['1 or 2 bay leaves', BAY_LEAF, '0.3', 'a whole dried bay leaf is taken as 0.2 g'],
    ['2 dried bay leaves', BAY_LEAF, '0.4', 'a whole dried bay leaf is taken as 0.2 g'],
    ['12 glacé cherries', CANDIED_FRUIT, '60', 'Maraschino cherries'],
    ['zest of 2 lemons', LEMON_PEEL, '10', '2 to 3 teaspoons'],
    ['1 orange, zested', ORANGE_PEEL, '9', '1 to 2 tablespoons'],
    // 750 mL = 25.3605 US fl oz × 29.4 g.
    [
      '1 bottle dry red wine',
      RED_WINE,
      '745.5992005756380875682295387497002624642',
      'the standard wine bottle',
    ],
    // SR28's cup of boneless cured ham, 140 g; its sliced ham lists only slices.
    ['1 cup diced ham', SLICED_HAM, '140', 'cup of boneless cured ham'],
    ['2 tablespoons chopped ham', SLICED_HAM, '17.5', 'cup of boneless cured ham'],
    // SR28's cup of chopped or diced cooked chicken, duck, goose…, 140 g; its roast turkey lists none.
    ['1 cup diced cooked turkey', ROAST_TURKEY, '140', 'cooked poultry meat is taken as 140 g'],
    ['2 cups shredded roast turkey', ROAST_TURKEY, '280', 'cooked poultry meat is taken as 140 g'],
    ['1/2 cup leftover turkey', ROAST_TURKEY, '70', 'cooked poultry meat is taken as 140 g'],
    // A bottle of beer is 12 fl oz × 29.7 g, SR28's can.
    ['1 bottle beer', BEER, '356.4', 'the standard US beer bottle'],
    ['2 bottles of beer', BEER, '712.8', 'the standard US beer bottle'],
  ] as const)('"%s" → %s g', (line, f, grams, basis) => {
    const { c, step } = estimateStep(line, f);
    expect(c.quantity_grams).toBe(grams);
    expect(c).toMatchObject({ approximate: true, provenance: 'household_estimate', resolved_by: 'system' });
    expect(step.reasoning).toContain(basis);
  });

  it('weighs a piece of fresh root by its length, as a cylinder 1 inch across', () => {
    // π × (1.27 cm)² × 2.54 cm = 12.870… ml per inch; at 1 g/ml.
    const inch = Math.PI * 1.27 * 1.27 * 2.54;
    expect(Number(converted('3-inch piece fresh ginger', GINGER).quantity_grams)).toBeCloseTo(3 * inch, 9);
    expect(Number(converted('1 (2-inch) piece ginger, peeled', GINGER).quantity_grams)).toBeCloseTo(
      2 * inch,
      9,
    );
    expect(Number(converted('5 cm piece of ginger', GINGER).quantity_grams)).toBeCloseTo(
      inch * (5 / 2.54),
      9,
    );
    expect(estimateStep('3-inch piece fresh ginger', GINGER).step.reasoning).toContain(
      '1 inch (2.54 cm) across',
    );
  });

  it('a handful of leaves is a cup of the leaves as they come, however the line then cuts them', () => {
    const { c, step } = estimateStep('large handful of chopped cilantro', CILANTRO);
    // 0.25 cup = 4 g: 1 cup = 16 g; the size word is said not to change it.
    expect(c.quantity_grams).toBe('16');
    expect(step.reasoning).toContain("The size ('large') is not weighed differently");
    expect(c.steps[0]).toMatchObject({ source: 'implied_quantity', input_unit: 'handful' });
  });

  it('the food’s own portion comes before any estimate', () => {
    const sprigs = converted('4 sprigs parsley', PARSLEY);
    expect(sprigs).toMatchObject({ quantity_grams: '4', provenance: 'portion', approximate: false });
    const bunch = converted('1 bunch spinach', SPINACH);
    expect(bunch).toMatchObject({ quantity_grams: '340', provenance: 'portion' });
    const cherries = converted('12 maraschino cherries', MARASCHINO);
    expect(cherries).toMatchObject({ quantity_grams: '60', provenance: 'portion' });
  });

  it.each([
    ['1 handful raisins', RAISINS, 'no_portion'],
    // SR28 lists parsley's cup only chopped (60 g), several handfuls of leaves.
    ['a handful of parsley', PARSLEY, 'no_portion'],
    // Zest and juice are two foods; the peel alone would leave the juice off the label.
    ['2 lemons, zest and juice', LEMON_PEEL, 'no_portion'],
    ['1 bunch kale', KALE, 'no_portion'],
    ['1 cup gouda, cubed', GOUDA, 'no_portion'],
    ['2 cups gouda', GOUDA, 'no_portion'],
    // Ham in no named form (sliced? cubed?) is not estimated.
    ['1 cup ham', SLICED_HAM, 'no_portion'],
    ['2 bars dark chocolate, chopped', DARK_CHOCOLATE, null],
    ['salt, to taste', CLOVES, 'to_taste'],
    ['whole cloves', CLOVES, 'no_quantity'],
  ] as const)('"%s" is not estimated (%s)', (line, f, reason) => {
    const r = convertLine(parseLine(line, 0), f);
    if (reason === null) {
      // A count the food lists (its bar) is weighed by it, not estimated.
      expect(r).toMatchObject({ ok: true, conversion: { provenance: 'portion', quantity_grams: '254' } });
      return;
    }
    expect(r).toMatchObject({ ok: false, error: { code: 'unconvertible_quantity', reason_code: reason } });
  });

  it('a choice between the food’s own kinds of the measure asked stays a question', () => {
    // Not SR28's thyme (it lists teaspoons only): a food that lists two kinds of sprig.
    const sized = portionFood('02049', 'Thyme, fresh', [
      ['1', 'sprig, leaves only', '0.3'],
      ['1', 'sprig, with stem', '1.2'],
    ]);
    expect(convertLine(parseLine('2 sprigs thyme', 0), sized)).toMatchObject({
      ok: false,
      error: { reason_code: 'ambiguous' },
    });
  });

  it('a cup in a form the food does not list is the sibling’s cup of that form', () => {
    // SR28's cheddar without its shredded cup.
    const diced = portionFood('01009', 'Cheese, cheddar', [
      ['1', 'cup, diced', '132'],
      ['1', 'cup, melted', '244'],
    ]);
    expect(converted('1 cup shredded cheddar', diced)).toMatchObject({
      quantity_grams: '113',
      provenance: 'household_estimate',
    });
    // Its melted cup weighs only melted cheese: the cup of an unmelted one is the diced cup.
    expect(converted('1 cup cheddar', diced)).toMatchObject({ quantity_grams: '132', provenance: 'portion' });
  });

  it('a cup in a form the food lists no cup of is weighed in that form, not by its only (diced) cup', () => {
    // SR28's provolone lists only a diced cup (132 g); a shredded cup had been weighed by it.
    expect(converted('1 cup shredded provolone', PROVOLONE)).toMatchObject({
      quantity_grams: '113',
      provenance: 'household_estimate',
    });
    expect(converted('1 cup diced provolone', PROVOLONE)).toMatchObject({ quantity_grams: '132' });
  });

  it('counts a food listed whole and trimmed by the item as bought', () => {
    const c = converted('3 eggplants', EGGPLANT);
    expect(c).toMatchObject({ quantity_grams: '1644', provenance: 'portion', approximate: false });
    expect(c.reasoning).toContain('what is left of one after trimming');
    expect(converted('1 eggplant, peeled and cubed', EGGPLANT).quantity_grams).toBe('548');
  });

  it('"juice of 2 limes" is lime juice, weighed by what a lime yields', () => {
    expect(converted('juice of 2 limes', LIME_JUICE)).toMatchObject({
      quantity_grams: '88',
      provenance: 'portion',
    });
  });
});

describe('documented equivalents for what no SR28 food weighs', () => {
  // The built-in catalogue's foods, with every portion SR28 gives them.
  const SCALLIONS = builtInFood('11291');
  const SHALLOTS = builtInFood('11677');
  const GREEK_YOGURT = builtInFood('01293');

  it('a bunch of scallions is 6½ medium scallions, weighed by SR28’s own (15 g)', () => {
    const { c, step } = estimateStep('1 bunch scallions, trimmed', SCALLIONS);
    expect(c.quantity_grams).toBe('97.5');
    expect(step.reasoning).toContain('6 to 7 medium');
    expect(c.steps.map((s) => s.source)).toEqual(['household_estimate', 'portion']);
    expect(c.steps[1]?.reasoning).toContain("'medium (4-1/8\" long)' = 15 g");
    expect(converted('2 bunches green onions, cut into 2 inch pieces', SCALLIONS).quantity_grams).toBe('195');
    expect(converted('1/2 bunch scallions, thinly sliced', SCALLIONS).quantity_grams).toBe('48.75');
    // A size on the bunch is not weighed, and the step says so.
    const small = estimateStep('1 small bunch scallions', SCALLIONS);
    expect(small.c.quantity_grams).toBe('97.5');
    expect(small.step.reasoning).toContain("The size ('small') is not weighed differently");
    // Counted scallions keep SR28's own portions.
    expect(converted('4 scallions', SCALLIONS)).toMatchObject({
      quantity_grams: '60',
      provenance: 'portion',
    });
  });

  it('a shallot is 3 tablespoons minced (a cookbook yield), weighed by SR28’s own tablespoon', () => {
    const { c, step } = estimateStep('1 shallot, finely chopped', SHALLOTS);
    expect(c.quantity_grams).toBe('30');
    expect(step.reasoning).toContain("America's Test Kitchen");
    expect(c.steps[1]?.reasoning).toContain("'tbsp chopped' = 10 g");
    expect(converted('4 shallots, halved', SHALLOTS).quantity_grams).toBe('120');
    expect(converted('½ shallot, finely minced', SHALLOTS).quantity_grams).toBe('15');
    // Sizes by SR28's ratios between sizes (SIZE_STEP): small 0.75 of a medium, large 1 ÷ 0.73.
    const small = estimateStep('1 small shallot, sliced', SHALLOTS);
    expect(small.c.quantity_grams).toBe('22.5');
    expect(small.step.reasoning).toContain('A small one is taken as 0.75 × a medium one');
    expect(Number(converted('2 large shallots', SHALLOTS).quantity_grams)).toBeCloseTo(60 / 0.73, 9);
    expect(converted('1 medium shallot, minced', SHALLOTS).quantity_grams).toBe('30');
    // A spoon of shallots is SR28's own.
    expect(converted('2 tablespoons minced shallots', SHALLOTS)).toMatchObject({
      quantity_grams: '20',
      provenance: 'portion',
    });
  });

  it('a cup of Greek yogurt is the labels’ ¾ cup = 170 g', () => {
    const { c, step } = estimateStep('1 c plain Greek yogurt', GREEK_YOGURT);
    expect(Number(c.quantity_grams)).toBeCloseTo(170 / 0.75, 9);
    expect(step.reasoning).toContain('¾ cup as 170 g');
    expect(Number(converted('2 tbsp Greek yoghurt', GREEK_YOGURT).quantity_grams)).toBeCloseTo(170 / 6, 9);
    expect(converted('3/4 cup Greek yogurt', GREEK_YOGURT).quantity_grams).toBe('170');
    // Plain yogurt keeps its own cup (SR28 01116: 245 g).
    expect(converted('1 cup plain yogurt', builtInFood('01116'))).toMatchObject({
      quantity_grams: '245',
      provenance: 'portion',
    });
  });

  it('a heaped spoon is 1.8 level ones, SR28’s rounded and level teaspoons of instant coffee', () => {
    // SR28 14218 and 14214 (WEIGHT.txt): "tsp rounded" 1.8 g, "tsp" 1.0 g. The heap had been dropped.
    const cinnamon = builtInFood('02010');
    const { c, step } = estimateStep('2 rounded tsp cinnamon', cinnamon);
    expect(c.quantity_grams).toBe(converted('3.6 tsp cinnamon', cinnamon).quantity_grams);
    expect(c.approximate).toBe(true);
    expect(step).toMatchObject({ input_quantity: '2', output_quantity: '3.6', output_unit: 'teaspoon' });
    expect(step.reasoning).toContain(
      'a rounded teaspoon of instant coffee at 1.8 g and a level one at 1.0 g',
    );
    // Also when how full it is comes before the number ("heaping 1 tablespoon": the word had been
    // read as the name and the spoon weighed level, 12.5 g).
    for (const line of ['1 heaped tbsp sugar', '1 heaping tablespoon sugar', 'heaping 1 tablespoon sugar']) {
      expect(converted(line, builtInFood('19335')).quantity_grams, line).toBe('22.5');
    }
    // A range is halved first, then heaped: 1.5 × 1.8 = 2.7 tablespoons.
    const range = converted('1-2 heaped tbsp sugar', builtInFood('19335'));
    expect(range.steps.map((s) => s.output_quantity).slice(0, 2)).toEqual(['1.5', '2.7']);
    expect(range.quantity_grams).toBe('33.75');
    // A level spoon, and a heap on a cup (a small share of it), are weighed as written.
    expect(converted('1 level tbsp sugar', builtInFood('19335')).quantity_grams).toBe('12.5');
    expect(converted('1 heaping cup sugar', builtInFood('19335')).quantity_grams).toBe('200');
  });

  it('no equivalent for a form or a bunch no source weighs: they stay questions', () => {
    const asked = (line: string, f: Food) => convertLine(parseLine(line, 0), f);
    expect(asked('2 shallots', builtInFood('11640'))).toMatchObject({ ok: false }); // freeze-dried
    expect(asked('1 bunch fresh chives, minced', builtInFood('11156'))).toMatchObject({ ok: false });
    expect(asked('½ bunch fresh thyme', builtInFood('02049'))).toMatchObject({ ok: false });
    expect(asked('bunch watercress', builtInFood('11591'))).toMatchObject({ ok: false });
    expect(asked('2 sticks cinnamon', builtInFood('02010'))).toMatchObject({ ok: false });
    // A fresh bay leaf is not SR28's dried one: its weight is not the dried leaf's.
    expect(asked('3 fresh bay leaves', builtInFood('02004'))).toMatchObject({ ok: false });
  });
});

describe('SR28 measures set aside, each with what shows it wrong', () => {
  it('fresh mint by volume is weighed as SR28’s fresh peppermint, not its spearmint’s 2 tbsp', () => {
    // SR28 02065 Spearmint, fresh: "2 tbsp" = 11.4 g, 3.6 times 02064 Peppermint, fresh (3.2 g).
    // "2 cups fresh mint leaves" had weighed 182.4 g, by that tablespoon or the density derived
    // from it.
    const spearmint = builtInFood('02065');
    const { c, step } = estimateStep('2 cups fresh mint leaves', spearmint);
    expect(c.quantity_grams).toBe('51.2');
    expect(c.approximate).toBe(true);
    expect(step.reasoning).toContain('02064 Peppermint, fresh: 2 tbsp = 3.2 g');
    // Why SR28's own measure was set aside, from PORTION_ERRATA.
    expect(step.reasoning).toContain("SR28's 2 tablespoons of fresh spearmint (11.4 g) weigh 3.6 times");
    expect(converted('2 tablespoons slivered fresh mint', spearmint).quantity_grams).toBe('3.2');
    // A count of leaves keeps SR28's own leaf (2 leaves = 0.3 g).
    expect(converted('10 mint leaves', spearmint)).toMatchObject({
      quantity_grams: '1.5',
      provenance: 'portion',
    });
    // Peppermint keeps its own tablespoons.
    expect(converted('1 tbsp peppermint', builtInFood('02064'))).toMatchObject({
      quantity_grams: '1.6',
      provenance: 'portion',
    });
  });

  it('every erratum is a portion the built-in catalogue holds, as SR28 writes it', () => {
    for (const erratum of PORTION_ERRATA) {
      const food = builtInFoods().find((f) => f.name === erratum.food);
      expect(food?.portions, erratum.food).toContainEqual(
        expect.objectContaining({ unit: erratum.unit, grams: erratum.grams }),
      );
      expect(withoutErrata(erratum.food, food?.portions ?? []).notes).toEqual([erratum.note]);
    }
  });

  it('agave syrup by volume is weighed by SR28’s teaspoon, not its ¼ cup lighter than water', () => {
    // SR28 19912: "1 tsp" = 6.9 g (1.40 g/ml), "0.25 cup" = 55 g (0.93 g/ml). A tablespoon had
    // been 13.75 g, by the quarter cup.
    const agave = builtInFood('19912');
    const tbsp = converted('1 tbsp agave nectar', agave);
    expect(tbsp.quantity_grams).toBe('20.7');
    expect(tbsp.steps.at(-1)?.reasoning).toContain('the teaspoon is used');
    expect(converted('1/4 cup agave syrup', agave).quantity_grams).toBe('82.8');
    expect(converted('1 tsp agave syrup', agave).quantity_grams).toBe('6.9');
  });
});

describe('food groups of the estimates', () => {
  it.each([
    ['Coriander (cilantro) leaves, raw', ['leafy_herb', 'fresh_herb']],
    ['Spearmint, fresh', ['leafy_herb', 'fresh_herb', 'mint']],
    ['Spearmint, dried', []],
    ['Thyme, fresh', ['fresh_herb']],
    ['Spices, parsley, dried', []],
    ['Spinach, raw', ['leafy_green']],
    ['Spinach, cooked, boiled, drained, without salt', []],
    ['Nuts, walnuts, english', ['nut']],
    ['Cheese, parmesan, hard', ['cheese', 'grating_cheese']],
    ['Cheese, cream', ['cheese', 'soft_cheese']],
    ['Baking chocolate, unsweetened, squares', ['chocolate']],
    ['Beverages, chocolate-flavored drink', []],
    ['Spices, pepper, black', ['black_pepper']],
    ['Spices, pepper, red or cayenne', []],
    ['Maraschino cherries, canned, drained', ['preserved_cherry']],
    ['Cherries, sweet, raw', []],
    ['Ginger root, raw', ['fresh_root']],
    ['Orange peel, raw', ['citrus_peel']],
    ['Oranges, raw, all commercial varieties', []],
    ['Onions, spring or scallions (includes tops and bulb), raw', ['scallion']],
    ['Shallots, raw', ['shallot']],
    ['Shallots, freeze-dried', []],
    ['Yogurt, Greek, plain, whole milk', ['greek_yogurt']],
    ['Yogurt, plain, whole milk, 8 grams protein per 8 ounce', []],
    ['Alcoholic beverage, wine, table, red', ['wine']],
    ['Alcoholic beverage, beer, regular, all', ['beer']],
    ['Alcoholic beverage, beer, light, BUD LIGHT', ['beer']],
    ['Ham, sliced, regular (approximately 11% fat)', ['sliced_ham']],
    ['Pork, cured, ham, boneless, regular (approximately 11% fat), roasted', []],
    ['Turkey, whole, meat only, cooked, roasted', ['cooked_poultry']],
    ['Turkey from whole, neck, meat only, cooked, simmered', ['cooked_poultry']],
    ['Duck, domesticated, meat only, cooked, roasted', ['cooked_poultry']],
    ['Turkey, whole, meat only, raw', []],
    ['Turkey, skin from whole (light and dark), roasted', []],
    ['Chicken, liver, all classes, cooked, simmered', []],
    ['Chicken, broilers or fryers, giblets, cooked, fried', []],
    ['Beverages, carbonated, cola, regular', []],
  ])('%s', (name, groups) => {
    expect([...foodGroups(name)].sort()).toEqual([...groups].sort());
  });
});

describeSr28Portions(ESTIMATE_FOODS);
