import { describe, expect, it } from 'vitest';
import { buildFoodIndex, type MatchableFood } from '../../../src/domain/matching/food-index.ts';
import {
  confidenceOf,
  matchIngredient,
  rankFoods,
  SELECT_MIN_CONFIDENCE,
} from '../../../src/domain/matching/match.ts';
import { FOODS, sr28Foods } from './fixtures.ts';

const index = buildFoodIndex(FOODS);
const top = (query: string): string | undefined => matchIngredient(index, query).candidates[0]?.ingredient_id;

describe('matchIngredient ranks the plain, raw, common form first', () => {
  it.each([
    // [query, expected NDB, why]
    ['butter', '01001', 'salted butter, not butter oil, whipped butter or butter cookies'],
    ['unsalted butter', '01145', 'unsalted is "without salt"'],
    ['salted butter', '01001', ''],
    ['milk', '01077', 'whole fluid milk, not dry or reduced fat'],
    ['egg', '01123', 'whole raw egg'],
    ['egg whites', '01124', ''],
    ['flour', '20081', 'all-purpose wheat flour (preferred default)'],
    ['bread flour', '20083', 'the query word beats the default'],
    ['rice flour', '20061', ''],
    ['sugar', '19335', 'granulated'],
    ['brown sugar', '19334', ''],
    ['olive oil', '04053', 'head noun oil: not olives'],
    ['black olives', '09193', 'head noun olive: not olive oil'],
    ['almonds', '12061', 'almonds are not almond oil'],
    ['almond oil', '04529', ''],
    ['onion', '11282', 'raw over cooked'],
    ['tomatoes', '11529', 'raw over canned'],
    ['pepper', '02030', 'ground black pepper (preferred default)'],
    ['cinnamon', '02010', ''],
    ['applesauce', '09019', 'not baby food'],
    ['barbecue sauce', '06150', 'not the branded sauce'],
    ['potatoes', '11352', 'not fast-food fries'],
    ['peanut butter', '16098', 'peanut butter is not butter'],
    ['buttermilk', '01088', 'buttermilk is a milk'],
  ])('%s → %s', (query, ndb) => {
    expect(top(query)).toBe(ndb);
  });
});

describe('the query can ask for another form', () => {
  it.each([
    ['hard-boiled eggs', '01129'],
    ['canned tomatoes', '11531'],
    ['crushed tomatoes', '11693'],
    ['cooked chicken breast', '05064'],
    ['cooked onions', '11283'],
    ['baby food applesauce', '03116'],
    ['KRAFT barbecue sauce', '06307'],
  ])('%s → %s', (query, ndb) => {
    expect(top(query)).toBe(ndb);
  });
});

describe('synonyms, regional names and abbreviations', () => {
  it.each([
    ['evoo', '04053'],
    ['extra-virgin olive oil', '04053'],
    ['scallions', '11291'],
    ['green onions', '11291'],
    ['spring onions', '11291'],
    ['aubergine', '11209'],
    ['courgette', '11477'],
    ['zucchini', '11477'],
    ['cilantro', '11165'],
    ['coriander leaves', '11165'],
    ['garbanzo beans', '16056'],
    ['chickpeas', '16056'],
    ["confectioners' sugar", '19336'],
    ['icing sugar', '19336'],
    ['baking soda', '18372'],
    ['sodium bicarbonate', '18372'],
    ['bicarbonate of soda', '18372'],
    ['heavy cream', '01053'],
    ['AP flour', '20081'],
    ['bell pepper', '11333'],
    ['red bell pepper', '11821'],
    ['red capsicum', '11821'],
  ])('%s → %s', (query, ndb) => {
    expect(top(query)).toBe(ndb);
  });

  it('reports the synonym strategy when a synonym made the match', () => {
    expect(matchIngredient(index, 'evoo').search_strategy_used).toBe('synonym');
    expect(matchIngredient(index, 'aubergine').search_strategy_used).toBe('synonym');
  });
});

describe('plurals and word order', () => {
  it.each([
    ['eggs', '01123'],
    ['large eggs', '01123'],
    ['onions', '11282'],
    ['tomato', '11529'],
    ['almond', '12061'],
    ['chicken breast', '05062'],
    ['boneless skinless chicken breasts', '05062'],
    ['chicken breast, boneless skinless', '05062'],
    ['flour, all-purpose', '20081'],
    ['pepper, black', '02030'],
    ['oil, olive', '04053'],
    ['sugar, brown', '19334'],
  ])('%s → %s', (query, ndb) => {
    expect(top(query)).toBe(ndb);
  });

  it('reads compound spellings either way', () => {
    expect(top('corn starch')).toBe('20027');
    expect(top('soy milk')).toBe('16120');
  });
});

describe('spelling variants', () => {
  it.each([
    ['zuchini', '11477'],
    ['brocoli', '11090'],
    ['tumeric', '02043'],
    ['cinammon', '02010'],
    ['brocolli florets', '11090'],
  ])('%s → %s (fuzzy)', (query, ndb) => {
    const result = matchIngredient(index, query);
    expect(result.candidates[0]?.ingredient_id).toBe(ndb);
    expect(result.search_strategy_used).toBe('fuzzy');
  });

  it('does not change the first letter of a word', () => {
    // "harissa" is one letter from "carissa" (a fruit); it must not be read as that.
    const catalogue = buildFoodIndex([
      {
        id: 'c',
        name: 'Carissa, (natal-plum), raw',
        category: 'Fruits and Fruit Juices',
        source: 'usda_sr28',
      },
    ]);
    expect(matchIngredient(catalogue, 'harissa').candidates).toEqual([]);
  });

  it('does not correct short words', () => {
    expect(matchIngredient(index, 'egh').candidates).toEqual([]);
  });

  it('does not correct a word into a descriptor, which no food needs to have', () => {
    // Without morels, "morel" is one letter from "morsel" ("chocolate morsels"), a descriptor:
    // corrected, it vanished, and white mushrooms had been selected at 0.97.
    const catalogue = buildFoodIndex(
      sr28Foods([
        ['11260', 'Mushrooms, white, raw', 'Vegetables and Vegetable Products'],
        ['11266', 'Mushrooms, brown, italian, or crimini, raw', 'Vegetables and Vegetable Products'],
      ]),
    );
    const result = matchIngredient(catalogue, 'morel mushrooms');
    expect(result.normalized_query).not.toContain('morsel');
    expect(result.selected).toBeNull();
  });
});

describe('species of meat', () => {
  it('does not offer pork chops for lamb chops when lamb is there', () => {
    expect(top('lamb chops')).toBe('17224');
  });
});

describe('strategy', () => {
  it.each([
    ['honey butter', 'standard'],
    ['butter', 'exact'],
    ['unsalted butter', 'exact'],
    ['brown sugar', 'exact'],
    ['cornstarch', 'exact'],
    ['olive oil', 'exact'],
    ['broccoli', 'exact'],
  ])('%s: %s', (query, strategy) => {
    expect(matchIngredient(index, query).search_strategy_used).toBe(strategy);
  });
});

describe('confidence', () => {
  it('is within [0, 1] for every candidate and falls with rank', () => {
    for (const query of ['butter', 'milk', 'tomatoes', 'green onions', 'zuchini', 'pepper', 'chicken']) {
      const { candidates } = matchIngredient(index, query, { limit: 10 });
      expect(candidates.length).toBeGreaterThan(0);
      for (const c of candidates) {
        expect(c.confidence).toBeGreaterThanOrEqual(0);
        expect(c.confidence).toBeLessThanOrEqual(1);
      }
      for (let i = 1; i < candidates.length; i += 1) {
        expect(candidates[i]?.score ?? 0).toBeLessThanOrEqual(candidates[i - 1]?.score ?? 0);
      }
    }
  });

  it('is high for a clear match and selects it', () => {
    const result = matchIngredient(index, 'cornstarch');
    expect(result.candidates[0]?.confidence).toBeGreaterThan(0.9);
    expect(result.selected?.ingredient_id).toBe('20027');
  });

  it('is low when the food lacks a word the query insists on, and nothing is selected', () => {
    // The catalogue has vinegar-less foods only; "rice" alone does not make rice vinegar.
    const result = matchIngredient(index, 'rice vinegar');
    expect(result.selected).toBeNull();
    for (const c of result.candidates) {
      expect(c.confidence).toBeLessThan(SELECT_MIN_CONFIDENCE);
    }
  });

  it('is lower after a spelling correction than for the right spelling', () => {
    const right = matchIngredient(index, 'zucchini').candidates[0]?.confidence ?? 0;
    const typo = matchIngredient(index, 'zuchini').candidates[0]?.confidence ?? 1;
    expect(typo).toBeLessThan(right);
  });

  it('honours minConfidence for the selection', () => {
    expect(matchIngredient(index, 'cornstarch', { minConfidence: 1.01 }).selected).toBeNull();
    expect(matchIngredient(index, 'zuchini', { minConfidence: 0 }).selected?.ingredient_id).toBe('11477');
  });

  describe('canned fruit packed otherwise is another food on a label', () => {
    const fruit = buildFoodIndex(
      sr28Foods([
        ['09236', 'Peaches, yellow, raw', 'Fruits and Fruit Juices'],
        ['09237', 'Peaches, canned, water pack, solids and liquids', 'Fruits and Fruit Juices'],
        ['09238', 'Peaches, canned, juice pack, solids and liquids', 'Fruits and Fruit Juices'],
        ['09241', 'Peaches, canned, heavy syrup pack, solids and liquids', 'Fruits and Fruit Juices'],
        ['09242', 'Peaches, canned, extra heavy syrup pack, solids and liquids', 'Fruits and Fruit Juices'],
      ]),
    );

    it('"canned peaches" names no packing: water and juice pack tie, and a person chooses', () => {
      const result = matchIngredient(fruit, 'canned peaches');
      expect(result.selected).toBeNull();
      expect(
        result.candidates
          .slice(0, 2)
          .map((c) => c.ingredient_id)
          .sort(),
      ).toEqual(['09237', '09238']);
    });

    it.each([
      ['peaches in juice', '09238'],
      ['canned peaches in heavy syrup', '09241'],
      ['peaches', '09236'],
    ])('"%s" says which, and it is selected: %s', (query, ndb) => {
      expect(matchIngredient(fruit, query).selected?.ingredient_id).toBe(ndb);
    });
  });

  it('confidenceOf is 0 past the end of the list', () => {
    expect(confidenceOf(rankFoods(index, 'butter').ranked, 999)).toBe(0);
  });
});

describe('empty and meaningless names', () => {
  it.each([
    [''],
    ['   '],
    ['!!! ??? ...'],
    ['qwxzvbn'],
    ['12345'],
    ['of the and'],
    ['x'.repeat(5000)],
    ['🍕'],
  ])('%j gives no candidates and strategy none', (query) => {
    const result = matchIngredient(index, query);
    expect(result.candidates).toEqual([]);
    expect(result.selected).toBeNull();
    expect(result.search_strategy_used).toBe('none');
    expect(result.query_text).toBe(query);
  });

  it('reads only the first 200 characters of a long text, and stays fast', () => {
    const words = Array.from({ length: 2000 }, (_, i) => `qz${i.toString(36)}xv`).join(' ');
    const result = matchIngredient(index, `butter ${words}`);
    expect(result.candidates[0]?.ingredient_id).toBe('01001');
    expect(result.query_text.length).toBeGreaterThan(200);
  });

  it('does not throw on a value that is not a string', () => {
    const result = matchIngredient(index, null as unknown as string);
    expect(result.candidates).toEqual([]);
    expect(result.search_strategy_used).toBe('none');
  });

  it('a name of single letters matches nothing ("C" of "C&H" had found a pear nectar at 0.99)', () => {
    const juice = buildFoodIndex(
      sr28Foods([
        [
          '09510',
          'Pineapple juice, canned, not from concentrate, unsweetened, with added vitamins A, C and E',
          'Fruits and Fruit Juices',
        ],
      ]),
    );
    for (const query of ['C', 'c', 'a b c']) {
      expect(matchIngredient(juice, query).candidates).toEqual([]);
    }
    expect(matchIngredient(juice, 'pineapple juice').candidates[0]?.ingredient_id).toBe('09510');
    // Initials joined by "&" and an apostrophe are one name.
    const candy = buildFoodIndex(
      sr28Foods([
        ['19141', "Candies, MARS SNACKFOOD US, M&M's Milk Chocolate Candies", 'Sweets'],
        ['19070', 'Candies, butterscotch', 'Sweets'],
      ]),
    );
    expect(matchIngredient(candy, "M&M's").candidates[0]?.ingredient_id).toBe('19141');
    // Not a brand to leave out, as "C&H" is: the product it names.
    expect(matchIngredient(candy, "M&M's candies").candidates[0]?.ingredient_id).toBe('19141');
  });

  it('an empty index matches nothing', () => {
    expect(matchIngredient(buildFoodIndex([]), 'butter').candidates).toEqual([]);
  });
});

describe('options and result shape', () => {
  it('returns at most `limit` candidates (default 5, at most 50)', () => {
    expect(matchIngredient(index, 'butter').candidates.length).toBeLessThanOrEqual(5);
    expect(matchIngredient(index, 'butter', { limit: 2 }).candidates).toHaveLength(2);
    expect(matchIngredient(index, 'butter', { limit: 0 }).candidates).toHaveLength(1);
    expect(matchIngredient(index, 'butter', { limit: 1000 }).candidates.length).toBeLessThanOrEqual(50);
  });

  it('returns the query as given and the tokens it searched for', () => {
    const result = matchIngredient(index, 'Green Onions');
    expect(result.query_text).toBe('Green Onions');
    expect(result.normalized_query).toBe('scallion');
    expect(result.candidates[0]).toEqual({
      ingredient_id: '11291',
      ingredient_name: 'Onions, spring or scallions (includes tops and bulb), raw',
      category: 'Vegetables and Vegetable Products',
      confidence: expect.any(Number),
      score: expect.any(Number),
      strategy: 'synonym',
    });
  });

  it('is deterministic', () => {
    const a = matchIngredient(index, 'chicken breast', { limit: 10 });
    const b = matchIngredient(index, 'chicken breast', { limit: 10 });
    expect(b).toEqual(a);
  });
});

describe('several indexes (a catalogue and an organization’s custom ingredients)', () => {
  const custom: MatchableFood[] = [
    {
      id: 'ci_rub',
      name: 'House dry rub',
      category: 'Custom',
      source: 'custom',
      aliases: ["Grandma's BBQ rub", 'smoky rub'],
    },
    { id: 'ci_butter', name: 'Cultured butter, salted, 84% fat', category: 'Custom', source: 'custom' },
  ];
  const customIndex = buildFoodIndex(custom);

  it('finds a custom ingredient by its name or an alias', () => {
    expect(matchIngredient([index, customIndex], 'house dry rub').candidates[0]?.ingredient_id).toBe(
      'ci_rub',
    );
    expect(matchIngredient([index, customIndex], "grandma's bbq rub").candidates[0]?.ingredient_id).toBe(
      'ci_rub',
    );
    expect(matchIngredient([index, customIndex], 'smoky rub').candidates[0]?.ingredient_id).toBe('ci_rub');
  });

  it('ranks the catalogue and the custom foods together, each food once', () => {
    const result = matchIngredient([index, customIndex], 'butter', { limit: 10 });
    const ids = result.candidates.map((c) => c.ingredient_id);
    expect(ids).toContain('ci_butter');
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toBe('01001');
  });

  it('uses the custom index’s words for spelling correction', () => {
    expect(matchIngredient([index, customIndex], 'smokey rub').candidates[0]?.ingredient_id).toBe('ci_rub');
  });

  it('one index or a list of one give the same result', () => {
    expect(matchIngredient([index], 'butter')).toEqual(matchIngredient(index, 'butter'));
  });
});
