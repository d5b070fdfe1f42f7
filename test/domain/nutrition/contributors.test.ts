import { describe, expect, it } from 'vitest';
import { rankContributions, topContributors } from '../../../src/domain/nutrition/contributors.ts';

const SODIUM = [
  { ingredient_index: 0, amount: '726.59' },
  { ingredient_index: 1, amount: '2' },
  { ingredient_index: 2, amount: '2.5' },
  { ingredient_index: 3, amount: '142' },
];

describe('topContributors', () => {
  it('largest first, n of them, per nutrient', () => {
    expect(topContributors({ n_sodium: SODIUM }, 2)).toEqual({
      n_sodium: [
        { ingredient_index: 0, amount: '726.59' },
        { ingredient_index: 3, amount: '142' },
      ],
    });
  });

  it('compares amounts as decimals, not as text', () => {
    const list = [
      { ingredient_index: 0, amount: '9.5' },
      { ingredient_index: 1, amount: '10' },
    ];
    expect(rankContributions(list, 1)).toEqual([{ ingredient_index: 1, amount: '10' }]);
  });

  it('equal amounts keep ingredient order', () => {
    const list = [
      { ingredient_index: 2, amount: '1.0' },
      { ingredient_index: 0, amount: '1' },
      { ingredient_index: 1, amount: '3' },
      { ingredient_index: 3, amount: '1.00' },
    ];
    expect(rankContributions(list, 4).map((c) => c.ingredient_index)).toEqual([1, 0, 2, 3]);
  });

  it('leaves out ingredients contributing nothing', () => {
    const list = [
      { ingredient_index: 0, amount: '0' },
      { ingredient_index: 1, amount: '199.6' },
      { ingredient_index: 2, amount: '0' },
    ];
    expect(rankContributions(list, 3)).toEqual([{ ingredient_index: 1, amount: '199.6' }]);
  });

  it.each([
    [0, 0],
    [10, 4],
  ])('n = %i gives %i', (n, length) => {
    expect(rankContributions(SODIUM, n)).toHaveLength(length);
  });

  it.each([-1, 1.5, Number.NaN])('refuses n = %d', (n) => {
    expect(() => rankContributions(SODIUM, n)).toThrow(RangeError);
  });
});
