import { describe, expect, it } from 'vitest';
import { analyzeName } from '../../../src/domain/matching/analyze.ts';
import { analyzeQuery } from '../../../src/domain/matching/query.ts';
import { editDistance, normalizeText, stemWord } from '../../../src/domain/matching/text.ts';

describe('normalizeText', () => {
  it.each([
    ['Jalapeño', 'jalapeno'],
    ['Crème Fraîche', 'creme fraiche'],
    ["Confectioners' Sugar", 'confectioners sugar'],
    ['Baker’s yeast', 'bakers yeast'],
    ['salt & pepper', 'salt and pepper'],
    ['Milk, whole, 3.25% milkfat', 'milk whole 3 25 milkfat'],
    ['all-purpose', 'all purpose'],
    ['  ', ''],
  ])('%j → %j', (input, output) => {
    expect(normalizeText(input)).toBe(output);
  });
});

describe('stemWord: plural and singular meet', () => {
  it.each([
    ['tomatoes', 'tomato'],
    ['potatoes', 'potato'],
    ['berries', 'berry'],
    ['cookies', 'cookie'],
    ['anchovies', 'anchovy'],
    ['peaches', 'peach'],
    ['radishes', 'radish'],
    ['leaves', 'leaf'],
    ['halves', 'half'],
    ['eggs', 'egg'],
    ['olives', 'olive'],
    ['cloves', 'clove'],
    ['mangoes', 'mango'],
    ['mangos', 'mango'],
    // Foods ending in -i take a plain s; they had been corrected as misspellings of the singular.
    ['chilis', 'chili'],
    ['kiwis', 'kiwi'],
    ['chapatis', 'chapati'],
    ['zucchinis', 'zucchini'],
  ])('%s and %s', (plural, singular) => {
    expect(stemWord(plural)).toBe(stemWord(singular));
  });

  it.each(['asparagus', 'hummus', 'couscous', 'molasses', 'swiss', 'bass', 'gas', 'pastis', '2'])(
    'keeps %s',
    (word) => {
      expect(stemWord(word)).toBe(word);
    },
  );
});

describe('editDistance (adjacent transpositions count one)', () => {
  it.each([
    ['zucchini', 'zuchini', 1],
    ['cinnamon', 'cinammon', 2],
    ['turmeric', 'tumeric', 1],
    ['form', 'from', 1],
    ['butter', 'butter', 0],
    ['a', 'abcdef', 3],
  ])('%s / %s: %i (capped at 2 + 1)', (a, b, d) => {
    expect(editDistance(a, b, 2)).toBe(Math.min(d, 3));
  });
});

describe('analyzeName reads SR28 conventions', () => {
  it('tags parts, parentheses and "or" groups', () => {
    const { tokens } = analyzeName('Onions, spring or scallions (includes tops and bulb), raw');
    const spring = tokens.find((t) => t.stem === 'spring');
    const scallion = tokens.find((t) => t.stem === 'scallion');
    expect(spring?.segment).toBe(1);
    expect(spring?.orGroup).not.toBeNull();
    expect(scallion?.orGroup).toBe(spring?.orGroup);
    expect(tokens.find((t) => t.stem === 'top')?.paren).toBe(true);
    expect(tokens.find((t) => t.stem === 'raw')?.segment).toBe(2);
  });

  it('joins canonical phrases on both sides', () => {
    expect(analyzeName('Butter, without salt').tokens.map((t) => t.stem)).toEqual(['butter', 'unsalted']);
    expect(analyzeName('Nuts, almonds, dry roasted, no salt added').tokens.map((t) => t.stem)).toContain(
      'dryroasted',
    );
  });

  it('marks what follows "with" as added', () => {
    const { tokens } = analyzeName('Cheese, cottage, with vegetables');
    expect(tokens.find((t) => t.stem === 'vegetable')?.added).toBe(true);
    expect(tokens.find((t) => t.stem === 'cottage')?.added).toBe(false);
  });
});

describe('analyzeQuery', () => {
  it('finds the head noun, descriptors and synonyms', () => {
    const q = analyzeQuery('2 large fresh green onions, finely chopped', []);
    expect(q.soft).toEqual(expect.arrayContaining(['large', 'fresh', 'chopped']));
    expect([...q.head]).toEqual(['scallion']);
  });

  it('reads the parts after a comma before the first one', () => {
    const q = analyzeQuery('chicken breast, boneless skinless', []);
    expect([...q.head]).toEqual(['breast']);
    expect(q.soft).toEqual(expect.arrayContaining(['boneless', 'skinless']));
  });

  it('attaches preferred defaults only when the query does not say otherwise', () => {
    expect(analyzeQuery('butter', []).defaults).toEqual(['salted']);
    expect(analyzeQuery('unsalted butter', []).defaults).toEqual([]);
    expect(analyzeQuery('ground beef', []).defaults).toEqual(['80', '20']);
    expect(analyzeQuery('93% lean ground beef', []).defaults).toEqual([]);
  });
});
