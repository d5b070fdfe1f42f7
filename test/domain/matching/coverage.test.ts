import { describe, expect, it } from 'vitest';
import { buildFoodIndex, toMatchableFood } from '../../../src/domain/matching/food-index.ts';
import { candidateCoverages } from '../../../src/domain/matching/match.ts';
import { builtInFoods } from '../fixtures/built-in-foods.ts';

/**
 * A ranking sums each candidate's coverage from the index's postings, without reading the food;
 * `coverageOf` reads it from the food (and still ranks a raw form). On the built-in SR28
 * catalogue, for names that earn words every way (directly, through a synonym, a spelling
 * correction, a compound read as two words, a word the food has only as an added ingredient, a
 * state word that makes no candidate by itself), the two agree for every candidate.
 */
const index = buildFoodIndex(builtInFoods().map(toMatchableFood));

const QUERIES = [
  'whole milk',
  'all-purpose flour',
  'chicken broth',
  'canned chicken with broth',
  'cooked chicken',
  'raw honey',
  'cilantro',
  'bell peppers',
  'brocolli florets',
  'parmesean cheese',
  'lemongrass',
  'lemon grass',
  'sweetpotato',
  'frozen hash browns',
  'toasted pine nuts',
  'salt and pepper',
  'butter or margarine',
  'canned drained kidney beans',
  'beef chuck roast, boneless',
  'Corn Chex',
];

describe('a candidate’s coverage summed from the postings is the one read from the food', () => {
  it.each(QUERIES)('%s', (query) => {
    const rows = candidateCoverages(index, query);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.postings, row.text).toEqual(row.entry);
    }
  });

  it('the names reach a synonym, a spelling correction and a word only added to the food', () => {
    const all = QUERIES.flatMap((query) => candidateCoverages(index, query));
    const sources = new Set(all.map((row) => row.postings[1]));
    expect([...sources].sort()).toEqual(['direct', 'fuzzy', 'synonym']);
    // "Chicken, canned, meat only, with broth": "broth" earns half, as an added ingredient.
    const added = candidateCoverages(index, 'chicken broth').find((row) =>
      /^Chicken, canned, meat only, with broth$/.test(row.text),
    );
    expect(added?.postings[0]).toBeGreaterThan(0);
    expect(added?.postings[0]).toBeLessThan(1);
  });
});
