import { describe, expect, it } from 'vitest';
import {
  canonicalUnitName,
  describePortion,
  describePortions,
  portionDescription,
  singular,
  sizeWordOf,
} from '../../../src/domain/units/portion-description.ts';

// Descriptions as USDA writes them in SR28 WEIGHT.txt (Msre_Desc).
describe('describePortion', () => {
  it.each([
    // description, head kind, head name, size, modifiers, plain, annotation
    ['cup', 'volume', 'cup', null, [], true, null],
    ['cup, chopped', 'volume', 'cup', null, ['chopped'], false, null],
    ['cup chopped', 'volume', 'cup', null, ['chopped'], false, null],
    ['cup, packed', 'volume', 'cup', null, ['packed'], false, null],
    ['cup, chopped or diced', 'volume', 'cup', null, ['chopped', 'diced'], false, null],
    ['cup (8 fl oz)', 'volume', 'cup', null, [], true, '8 fl oz'],
    ['Cup (1 NLEA serving)', 'volume', 'cup', null, [], true, '1 NLEA serving'],
    ['cup (4.86 large eggs)', 'volume', 'cup', null, [], true, '4.86 large eggs'],
    ['cup, whole', 'volume', 'cup', null, ['whole'], true, null],
    ['tbsp', 'volume', 'tablespoon', null, [], true, null],
    ['Tbsp', 'volume', 'tablespoon', null, [], true, null],
    ['tablespoon', 'volume', 'tablespoon', null, [], true, null],
    ['tsp', 'volume', 'teaspoon', null, [], true, null],
    ['fl oz', 'volume', 'fluid ounce', null, [], true, null],
    ['milliliter', 'volume', 'milliliter', null, [], true, null],
    ['quart', 'volume', 'quart', null, [], true, null],
    ['dash', 'volume', 'dash', null, [], true, null],
    ['oz', 'mass', 'ounce', null, [], true, null],
    ['large', 'size', 'large', 'large', [], true, null],
    ['extra large', 'size', 'extra large', 'extra large', [], true, null],
    ['medium (2-1/4" dia)', 'size', 'medium', 'medium', [], true, '2-1/4" dia'],
    ['large whole (3" dia)', 'size', 'large', 'large', ['whole'], true, '3" dia'],
    ['clove', 'count', 'clove', null, [], true, null],
    ['cloves', 'count', 'clove', null, [], true, null],
    ['stick', 'count', 'stick', null, [], true, null],
    ['slice', 'count', 'slice', null, [], true, null],
    ['slice raw', 'count', 'slice', null, ['raw'], true, null],
    ['slice, medium (1/8" thick)', 'count', 'slice', 'medium', [], true, '1/8" thick'],
    ['slice, thick/large (1/2" thick)', 'count', 'slice', 'large', ['thick'], true, '1/2" thick'],
    ['stalk, large (11"-12" long)', 'count', 'stalk', 'large', [], true, '11"-12" long'],
    ['package (10 oz)', 'count', 'package', null, [], true, '10 oz'],
    ['sprigs', 'count', 'sprig', null, [], true, null],
    ['NLEA serving', 'count', 'serving', null, [], true, null],
    ['pat (1" sq, 1/3" high)', 'count', 'pat', null, [], true, '1" sq, 1/3" high'],
    ['Italian tomato', 'noun', 'italian', null, ['tomato'], false, null],
    ['fruit (2-1/8" dia)', 'noun', 'fruit', null, [], true, '2-1/8" dia'],
  ] as const)('%s', (unit, kind, name, size, modifiers, plain, annotation) => {
    const described = describePortion({ amount: '1', unit, modifier: null, grams: '10' }, 0);
    expect(described).toMatchObject({ head: { kind, name }, size, modifiers, plain, annotation });
  });

  it.each([
    // SR28 06931 Sauce, pasta, spaghetti/marinara lists only "serving 1/2 cup" = 132 g.
    ['serving 1/2 cup', 'cup', '0.5'],
    ['serving 1 cup', 'cup', '1'],
    ['serving (2 tbsp)', 'tablespoon', '2'],
    ['serving 6 fl oz', 'fluid ounce', '6'],
  ])('a serving stated as a volume is that volume: %s', (unit, name, amount) => {
    const described = describePortion({ amount: '1', unit, modifier: null, grams: '132' }, 0);
    expect(described).toMatchObject({ head: { kind: 'volume', name }, plain: true });
    expect(described?.amount.toString()).toBe(amount);
    // Shown as the measure it states, with SR28's words after it.
    expect(described?.description).toBe(`${name} (${unit})`);
  });

  it.each([
    // SR28 07925 Pastrami, beef, 98% fat-free lists only "serving 6 slices" = 57 g.
    ['serving 6 slices', 'count', 'slice', '6'],
    ['serving (4 slices)', 'count', 'slice', '4'],
    ['serving 5 pieces', 'count', 'piece', '5'],
    ['serving 3 cookies', 'noun', 'cookie', '3'],
  ])('a serving stated as a count is that many items: %s', (unit, kind, name, amount) => {
    const described = describePortion({ amount: '1', unit, modifier: null, grams: '57' }, 0);
    expect(described).toMatchObject({ head: { kind, name }, plain: true });
    expect(described?.amount.toString()).toBe(amount);
  });

  it('a serving stated as a count stands in only for a food that lists no such item', () => {
    const salami = describePortions([
      { amount: '1', unit: 'slice', modifier: null, grams: '10' },
      { amount: '1', unit: 'serving 3 slices', modifier: null, grams: '27' },
    ]);
    expect(salami.map((d) => d.description)).toEqual(['slice']);
  });

  it('a serving stated as a volume stands in only for a food that lists no volume of its own', () => {
    // SR28 19353 Syrups, maple: its cup (315 g) and its "serving 1/4 cup" (83 g) disagree by 5 %.
    const maple = describePortions([
      { amount: '1', unit: 'tbsp', modifier: null, grams: '20' },
      { amount: '1', unit: 'serving 1/4 cup', modifier: null, grams: '83' },
      { amount: '1', unit: 'cup', modifier: null, grams: '315' },
    ]);
    expect(maple.map((d) => d.description)).toEqual(['tbsp', 'cup']);
    const marinara = describePortions([
      { amount: '1', unit: 'serving 1/2 cup', modifier: null, grams: '132' },
    ]);
    expect(marinara.map((d) => d.head.name)).toEqual(['cup']);
  });

  it('reads the modifier a food gives apart from the unit', () => {
    const described = describePortion({ amount: '1', unit: 'cup', modifier: 'chopped', grams: '160' }, 4);
    expect(described).toMatchObject({ index: 4, description: 'cup, chopped', modifiers: ['chopped'] });
  });

  it('reads FoodData Central portions, whose unit is "undetermined" and whose modifier is the description', () => {
    const portion = { amount: '1', unit: 'undetermined', modifier: 'cup, chopped', grams: '160' };
    expect(portionDescription(portion)).toBe('cup, chopped');
    expect(describePortion(portion, 0)).toMatchObject({ head: { kind: 'volume', name: 'cup' } });
  });

  it.each([
    ['0', '10'],
    ['1', '0'],
    ['', '10'],
    ['1', 'abc'],
    ['-1', '10'],
  ])('ignores a portion with amount %j and grams %j', (amount, grams) => {
    expect(describePortion({ amount, unit: 'cup', modifier: null, grams }, 0)).toBeNull();
  });
});

describe('canonicalUnitName', () => {
  it.each([
    ['tablespoon', 'tablespoon'],
    ['Tbsp', 'tablespoon'],
    ['tbsps', 'tablespoon'],
    ['tablespoons', 'tablespoon'],
    ['cups', 'cup'],
    ['fl oz', 'fluid ounce'],
    ['fluid ounces', 'fluid ounce'],
    ['oz', 'ounce'],
    ['lbs', 'pound'],
    ['g', 'gram'],
    ['grams', 'gram'],
    ['ml', 'milliliter'],
    ['cloves', 'clove'],
    ['leaves', 'leaf'],
    ['pkg', 'package'],
    ['inches', 'inch'],
    ['pinches', 'pinch'],
    ['dashes', 'dash'],
  ])('%s → %s', (spelling, name) => {
    expect(canonicalUnitName(spelling)).toBe(name);
  });

  it.each(['', 'blorp', 'fruit', 'large'])('%j is not a canonical unit', (spelling) => {
    expect(canonicalUnitName(spelling)).toBeUndefined();
  });
});

describe('singular', () => {
  it.each([
    ['cloves', 'clove'],
    ['slices', 'slice'],
    ['tomatoes', 'tomato'],
    ['cherries', 'cherry'],
    ['bunches', 'bunch'],
    ['boxes', 'box'],
    ['leaves', 'leaf'],
    ['cookies', 'cookie'],
    ['glass', 'glass'],
    ['oz', 'oz'],
  ])('%s → %s', (plural, one) => {
    expect(singular(plural)).toBe(one);
  });
});

describe('sizeWordOf', () => {
  it.each([
    ['large', 'large'],
    ['Extra Large', 'extra large'],
    ['extra-large', 'extra large'],
    ['jumbo', 'jumbo'],
    ['big', null],
    ['', null],
  ])('%j → %j', (text, size) => {
    expect(sizeWordOf(text)).toBe(size);
  });
});
