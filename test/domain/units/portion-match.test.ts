import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../src/domain/decimal.ts';
import { describePortions } from '../../../src/domain/units/portion-description.ts';
import {
  diameterOf,
  nameWords,
  pickByDiameter,
  pickNaturalUnit,
  pickVolumePortion,
  preparationWords,
  usualCountSize,
} from '../../../src/domain/units/portion-match.ts';
import { ONIONS, SUGAR } from '../fixtures/sr28-foods.ts';

describe('usualCountSize', () => {
  it.each([
    ['Egg, whole, raw, fresh', 'large'],
    ['Egg, white, raw, fresh', 'large'],
    ['Eggs, scrambled', 'large'],
    ['Eggnog', 'medium'],
    ['Onions, raw', 'medium'],
  ])('%s → %s', (name, size) => {
    expect(usualCountSize(name).size).toBe(size);
  });
});

describe('preparationWords', () => {
  it.each([
    ['finely chopped', ['finely', 'chopped']],
    ['Packed', ['packed']],
    ['cut into slices', ['slice']],
    // Accents are dropped, not split on ("pur", "ed").
    ['puréed', ['pureed']],
    // Crumbs written in one word are crumbs of it: SR28's "cup, crumbs" of white bread.
    ['fresh breadcrumbs', ['fresh', 'bread', 'crumb']],
    [null, []],
    [undefined, []],
  ] as const)('%j → %j', (text, words) => {
    expect(preparationWords(text)).toEqual(words);
  });
});

describe('nameWords', () => {
  it('drops accents before splitting a name into words', () => {
    expect([...nameWords('Crème fraîche, full-fat')]).toEqual(['creme', 'fraiche', 'full', 'fat']);
    expect([...nameWords('Nuts, almonds')]).toEqual(['nut', 'almond']);
  });
});

describe('pickVolumePortion', () => {
  it('prefers the largest measure when the requested one is not listed (smallest relative rounding)', () => {
    const pick = pickVolumePortion(describePortions(SUGAR.portions), 'tablespoon', []);
    expect(pick.kind === 'found' && pick.descriptor.description).toBe('cup');
  });

  it('lists one option per description when the request does not settle it', () => {
    const pick = pickVolumePortion(describePortions(ONIONS.portions), 'cup', []);
    expect(pick.kind === 'ambiguous' && pick.options.map((d) => d.description)).toEqual([
      'cup, chopped',
      'cup, sliced',
    ]);
  });

  it("a cup beside a label's serving written in cups is the cup weighed", () => {
    // SR28 08065 Cereals ready-to-eat, KELLOGG, KELLOGG'S RICE KRISPIES: 26.4 g a cup by the
    // serving, 29 g by the cup (27 samples); it had been asked which.
    const krispies = describePortions([
      { amount: '1.25', unit: 'cup (1 NLEA serving)', modifier: null, grams: '33' },
      { amount: '1', unit: 'cup', modifier: null, grams: '29' },
    ]);
    const pick = pickVolumePortion(krispies, 'cup', []);
    expect(pick.kind === 'found' && pick.descriptor.grams.toString()).toBe('29');
    expect(pick.notes).toEqual([
      "SR28 also lists 1.25 'cup (1 NLEA serving)' = 33 g, a label's rounded serving; the measure weighed on its own is used.",
    ]);
  });

  it("a cheese's melted cup weighs only a cheese the line melts", () => {
    // SR28 01006 Cheese, brie.
    const brie = describePortions([
      { amount: '1', unit: 'oz', modifier: null, grams: '28.35' },
      { amount: '1', unit: 'cup, sliced', modifier: null, grams: '144' },
      { amount: '1', unit: 'cup, melted', modifier: null, grams: '240' },
      { amount: '1', unit: 'cubic inch', modifier: null, grams: '17' },
      { amount: '1', unit: 'package (4.5 oz)', modifier: null, grams: '128' },
    ]);
    const cubed = pickVolumePortion(brie, 'cup', ['cubed']);
    expect(cubed.kind === 'found' && cubed.descriptor.grams.toString()).toBe('144');
    const plain = pickVolumePortion(brie, 'cup', []);
    expect(plain.kind === 'found' && plain.descriptor.grams.toString()).toBe('144');
    const melted = pickVolumePortion(brie, 'cup', ['melted']);
    expect(melted.kind === 'found' && melted.descriptor.grams.toString()).toBe('240');
  });

  it('two descriptions of one measure that weigh the same are not a question', () => {
    // SR28 11090 Broccoli, raw: 91 g a cup chopped, 44 g a half cup "chopped or diced" (88 g a cup).
    const broccoli = describePortions([
      { amount: '1', unit: 'cup chopped', modifier: null, grams: '91' },
      { amount: '1', unit: 'bunch', modifier: null, grams: '608' },
      { amount: '0.5', unit: 'cup, chopped or diced', modifier: null, grams: '44' },
    ]);
    const pick = pickVolumePortion(broccoli, 'cup', ['floret']);
    expect(pick.kind === 'found' && pick.descriptor.grams.toString()).toBe('91');
    // Onions' chopped and sliced cups (160 g and 115 g) still are.
    expect(pickVolumePortion(describePortions(ONIONS.portions), 'cup', []).kind).toBe('ambiguous');
  });
});

describe('pickNaturalUnit', () => {
  // SR28 11209 Eggplant, raw.
  const eggplant = describePortions([
    { amount: '1', unit: 'cup, cubes', modifier: null, grams: '82' },
    { amount: '1', unit: 'eggplant, peeled (yield from 1-1/4 lb)', modifier: null, grams: '458' },
    { amount: '1', unit: 'eggplant, unpeeled (approx 1-1/4 lb)', modifier: null, grams: '548' },
  ]);

  it('counts the item as bought, not what is left of it after trimming', () => {
    const pick = pickNaturalUnit(eggplant, 'Eggplant, raw', null, [], ['eggplant']);
    expect(pick.kind === 'found' && pick.descriptor.description).toBe('eggplant, unpeeled (approx 1-1/4 lb)');
    expect(pick.notes.join(' ')).toContain('what is left of one after trimming');
  });

  it('keeps a trimmed yield when it is the only item listed', () => {
    const pick = pickNaturalUnit(eggplant.slice(0, 2), 'Eggplant, raw', null, [], ['eggplant']);
    expect(pick.kind === 'found' && pick.descriptor.grams.toString()).toBe('458');
  });

  it('two words of the line that SR28 writes as one pick its item ("egg roll" wrappers, its "eggroll")', () => {
    // SR28 18368 Wonton wrappers (includes egg roll wrappers).
    const wrappers = describePortions([
      { amount: '1', unit: 'oz', modifier: null, grams: '28.35' },
      { amount: '1', unit: 'wrapper, eggroll (7" square)', modifier: null, grams: '32' },
      { amount: '1', unit: 'wrapper, wonton (3-1/2" square)', modifier: null, grams: '8.0' },
    ]);
    const name = 'Wonton wrappers (includes egg roll wrappers)';
    const eggRoll = pickNaturalUnit(wrappers, name, null, [], ['egg', 'roll', 'wrappers']);
    expect(eggRoll.kind === 'found' && eggRoll.descriptor.grams.toString()).toBe('32');
    const wonton = pickNaturalUnit(wrappers, name, null, [], ['wonton', 'wrappers']);
    expect(wonton.kind === 'found' && wonton.descriptor.grams.toString()).toBe('8');
    // Neither named: asked.
    expect(pickNaturalUnit(wrappers, name, null, [], ['wrappers']).kind).toBe('ambiguous');
  });

  it('a piece that is a fraction of the item is not one of it ("1 frozen pie crust" is the crust)', () => {
    // SR28 18334 Pie crust, standard-type, frozen, ready-to-bake, enriched.
    const crust = describePortions([
      { amount: '1', unit: 'piece (1/8 of 9" crust)', modifier: null, grams: '18' },
      { amount: '1', unit: 'pie crust (average weight of 1 frozen crust)', modifier: null, grams: '173' },
    ]);
    const name = 'Pie crust, standard-type, frozen, ready-to-bake, enriched';
    for (const words of [
      ['frozen', 'pie', 'crust'],
      ['frozen', 'pie', 'shell'],
    ]) {
      const pick = pickNaturalUnit(crust, name, null, [], words);
      expect(pick.kind === 'found' && pick.descriptor.grams.toString()).toBe('173');
    }
    // SR28 18147 Cheesecake commercially prepared lists pieces only: a whole one is not weighed.
    const cheesecake = describePortions([
      { amount: '1', unit: 'oz', modifier: null, grams: '28.35' },
      { amount: '1', unit: 'piece (1/6 of 17 oz cake)', modifier: null, grams: '80' },
      { amount: '1', unit: 'piece (1 NLEA serving)', modifier: null, grams: '125' },
    ]);
    const whole = pickNaturalUnit(cheesecake, 'Cheesecake commercially prepared', null, [], ['cheesecake']);
    expect(whole.kind).toBe('none');
  });
});

describe('pickByDiameter', () => {
  // SR28 18364 Tortillas, ready-to-bake or -fry, flour, refrigerated (its portions by diameter).
  const tortillas = describePortions([
    { amount: '1', unit: 'tortilla', modifier: null, grams: '48' },
    { amount: '1', unit: 'tortilla medium (approx 6" dia)', modifier: null, grams: '30' },
    { amount: '1', unit: 'tortilla (approx 10" dia)', modifier: null, grams: '72' },
    { amount: '1', unit: 'tortilla (approx 12" dia)', modifier: null, grams: '117' },
    { amount: '1', unit: 'tortilla (approx 7-8" dia)', modifier: null, grams: '49' },
  ]);

  it('reads diameters, ranges and mixed numbers in inches', () => {
    expect(diameterOf(tortillas[4] as (typeof tortillas)[number])?.map(String)).toEqual(['7', '8']);
    const [apple] = describePortions([
      { amount: '1', unit: 'medium (2-1/4" dia)', modifier: null, grams: '138' },
    ]);
    expect(diameterOf(apple as (typeof tortillas)[number])?.map(String)).toEqual(['2.25', '2.25']);
    expect(diameterOf(tortillas[0] as (typeof tortillas)[number])).toBeNull();
  });

  it('picks the portion of the stated size, within half an inch', () => {
    const ten = pickByDiameter(tortillas, new Decimal(10));
    expect(ten?.kind === 'found' && ten.descriptor.grams.toString()).toBe('72');
    // 25 cm is 9.84 inches.
    const metric = pickByDiameter(tortillas, new Decimal('9.84'));
    expect(metric?.kind === 'found' && metric.descriptor.grams.toString()).toBe('72');
    const eight = pickByDiameter(tortillas, new Decimal(8));
    expect(eight?.kind === 'found' && eight.descriptor.grams.toString()).toBe('49');
  });

  it('asks, naming the sizes listed, when none is the stated size', () => {
    const nine = pickByDiameter(tortillas, new Decimal(9));
    expect(nine?.kind).toBe('ambiguous');
    expect(nine?.kind === 'ambiguous' && nine.options.map((d) => d.grams.toString())).toEqual([
      '30',
      '72',
      '117',
      '49',
    ]);
  });

  it('leaves a food that lists no size across to the other rules', () => {
    expect(pickByDiameter(tortillas.slice(0, 1), new Decimal(10))).toBeNull();
  });
});
