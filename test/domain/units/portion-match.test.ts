import { describe, expect, it } from 'vitest';
import { describePortions } from '../../../src/domain/units/portion-description.ts';
import {
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
    [null, []],
    [undefined, []],
  ] as const)('%j → %j', (text, words) => {
    expect(preparationWords(text)).toEqual(words);
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
});
