import { describe, expect, it } from 'vitest';
import { searchName } from '../../../src/domain/resolution/rows.ts';

describe('the name a line is matched by', () => {
  it.each([
    ['oranges', 'large, finely grated zest only', 'oranges zest'],
    ['lemon', 'zested and juiced', 'lemon zest'],
    ['lime', 'juiced', 'lime juice'],
    // "juice of 2 lemons": the parser keeps "juice of" before the amount as the preparation.
    ['lemons', 'juice of', 'lemons juice'],
    ['eggs', 'whites only', 'eggs white'],
    ['large eggs', 'yolks only, beaten', 'large eggs yolk'],
  ])('%s, %s → %s: the part the preparation says is used', (name, preparation, expected) => {
    expect(searchName(name, preparation)).toBe(expected);
  });

  it.each([
    ['lemon zest', 'finely grated'],
    ['egg whites', 'whites only'],
    ['onions', 'finely chopped'],
    ['pepper', 'white pepper works too'],
    ['tomatoes', 'with their juice'],
    ['salmon fillets', 'served with the juice of 1 lemon'],
  ])('%s, %s: unchanged when the name already says it or no part is named', (name, preparation) => {
    expect(searchName(name, preparation)).toBe(name);
  });

  it.each([
    ['chicken breasts', 'cooked', null, 'cooked chicken breasts'],
    ['rice', 'cooked', 'cup', 'cooked rice'],
    ['walnuts', 'toasted and chopped', 'cup', 'toasted walnuts'],
    ['chickpeas', 'drained', 'can', 'canned drained chickpeas'],
    ['tomatoes', 'diced', 'can', 'canned tomatoes'],
    ['canned tomatoes', null, 'can', 'canned tomatoes'],
    ['onions', 'sliced, then roasted', null, 'onions'],
    ['pork shoulder', 'trimmed, until cooked through', 'pound', 'pork shoulder'],
    ['rice', 'cooked according to package directions', 'cup', 'rice'],
    ['pasta', 'cooked as directed', 'ounce', 'pasta'],
  ])('%s, %s, unit %s → %s: the state the amount is measured in', (name, preparation, unit, expected) => {
    expect(searchName(name, preparation, unit)).toBe(expected);
  });

  it('is the parsed name when there is no preparation', () => {
    expect(searchName('butter', null)).toBe('butter');
  });
});
