import { describe, expect, it } from 'vitest';
import type { FoodPortion } from '../../../src/domain/foods/food.ts';
import {
  densityFromPortions,
  normalizeDecimalText,
  splitMeasureDescription,
} from '../../../src/domain/foods/portions.ts';
import { nutrientValuesFromSr28 } from '../../../src/domain/foods/source-nutrients.ts';

describe('splitMeasureDescription', () => {
  it.each([
    ['cup', 'cup', null],
    ['cup, chopped', 'cup', 'chopped'],
    ['cup, chopped or diced', 'cup', 'chopped or diced'],
    [
      'piece, cooked, excluding refuse (yield from 1 lb raw meat with refuse)',
      'piece',
      'cooked, excluding refuse (yield from 1 lb raw meat with refuse)',
    ],
    ['pat (1" sq, 1/3" high)', 'pat (1" sq, 1/3" high)', null],
    ['cup (8 fl oz)', 'cup (8 fl oz)', null],
    [
      'chop, excluding refuse (yield from 1 raw chop, with refuse, weighing 113 g)',
      'chop',
      'excluding refuse (yield from 1 raw chop, with refuse, weighing 113 g)',
    ],
    [' tbsp , ', 'tbsp', null],
  ])('%s', (description, unit, modifier) => {
    expect(splitMeasureDescription(description)).toEqual({ unit, modifier });
  });
});

describe('normalizeDecimalText', () => {
  it.each([
    ['.5', '0.5'],
    ['-.25', '-0.25'],
    ['1', '1'],
    ['5.0', '5.0'],
    ['0.333', '0.333'],
  ])('%s → %s', (input, output) => {
    expect(normalizeDecimalText(input)).toBe(output);
  });
});

const p = (amount: string, unit: string, grams: string, modifier: string | null = null): FoodPortion => ({
  amount,
  unit,
  modifier,
  grams,
});

describe('densityFromPortions', () => {
  it.each([
    [
      'butter: cup wins over tbsp',
      [p('1', 'pat (1" sq, 1/3" high)', '5.0'), p('1', 'tbsp', '14.2'), p('1', 'cup', '227')],
      '0.9595',
    ],
    ['whole milk: cup over fl oz', [p('1', 'cup', '244'), p('1', 'fl oz', '30.5')], '1.0313'],
    [
      'the largest volume wins whatever the measure',
      [p('0.5', 'cup', '100'), p('8', 'fl oz', '240')],
      '1.0144',
    ],
    ['the first of equal volumes wins', [p('1', 'cup', '240'), p('16', 'tbsp', '250')], '1.0144'],
    ['tablespoon and teaspoon spellings', [p('1', 'tablespoon', '21'), p('1', 'teaspoon', '7')], '1.4202'],
    ['ml', [p('100', 'ml', '103')], '1.03'],
    ['a qualified cup does not count', [p('1', 'cup', '128', 'chopped')], null],
    ['a described cup does not count', [p('1', 'cup (8 fl oz)', '240')], null],
    ['count and mass measures do not count', [p('1', 'large', '50'), p('1', 'oz', '28.35')], null],
    ['zero grams do not count', [p('1', 'cup', '0')], null],
    ['no portions', [], null],
  ] as const)('%s', (_why, portions, density) => {
    expect(densityFromPortions(portions)).toBe(density);
  });
});

describe('nutrientValuesFromSr28', () => {
  it('maps registry numbers to BMIDs in registry order and drops the rest', () => {
    const values = nutrientValuesFromSr28(
      new Map([
        ['204', '81.11'],
        ['208', '717'],
        ['999', '1'],
        ['262', '0'],
      ]),
    );
    expect(values).toEqual({ n_energy_kcal: '717', n_total_fat: '81.11', n_caffeine: '0' });
    expect(Object.keys(values)).toEqual(['n_energy_kcal', 'n_total_fat', 'n_caffeine']);
  });

  it.each([
    ['mcg only', [['328', '2.5']], { n_vitamin_d: '2.5' }],
    [
      'both: mcg as given',
      [
        ['328', '0.1'],
        ['324', '40'],
      ],
      { n_vitamin_d: '0.1', n_vitamin_d_iu: '40' },
    ],
    ['IU only: mcg = IU × 0.025', [['324', '40']], { n_vitamin_d: '1', n_vitamin_d_iu: '40' }],
    ['IU only, small', [['324', '3']], { n_vitamin_d: '0.075', n_vitamin_d_iu: '3' }],
    ['IU zero', [['324', '0']], { n_vitamin_d: '0', n_vitamin_d_iu: '0' }],
    ['neither: both absent', [['203', '1']], { n_protein: '1' }],
  ] as const)('vitamin D: %s', (_why, entries, expected) => {
    expect(nutrientValuesFromSr28(new Map(entries.map(([k, v]) => [k, v])))).toEqual(expected);
  });
});
