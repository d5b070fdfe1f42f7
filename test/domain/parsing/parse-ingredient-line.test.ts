import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from '../../../src/domain/parsing/parse-ingredient-line.ts';
import type { ParsedAmount, ParsedIngredient, ParseIssue } from '../../../src/domain/parsing/types.ts';

/** Fields to check; amounts and issues are matched on the keys given. */
type Expected = Partial<Omit<ParsedIngredient, 'input' | 'secondary' | 'errors'>> & {
  secondary?: Partial<ParsedAmount>[];
  errors?: Partial<ParseIssue>[];
};

function expectLine(line: string, expected: Expected): void {
  const parsed = parseIngredientLine(line);
  expect(parsed.input).toBe(line);
  expect(parsed).toMatchObject(expected);
  if (expected.quantity !== undefined && expected.quantity !== null) {
    expect(parsed.quantity).toBeCloseTo(expected.quantity, 9);
  }
}

describe('quantities', () => {
  it.each<[string, number | null, number | null, string | null]>([
    ['3 eggs', 3, null, '3'],
    ['0.5 cup milk', 0.5, null, '0.5'],
    ['.25 teaspoon salt', 0.25, null, '.25'],
    ['3/4 cup sugar', 0.75, null, '3/4'],
    ['1 1/2 cups flour', 1.5, null, '1 1/2'],
    ['2-1/4 cups water', 2.25, null, '2-1/4'],
    ['½ tsp cumin', 0.5, null, '½'],
    ['1½ cups rice', 1.5, null, '1½'],
    ['2 ¾ cups stock', 2.75, null, '2 ¾'],
    ['⅛ tsp cayenne', 0.125, null, '⅛'],
    ['1,000 g bread flour', 1000, null, '1,000'],
    ['3-4 carrots', 3, 4, '3-4'],
    ['3 - 4 carrots', 3, 4, '3 - 4'],
    ['2 to 3 tablespoons honey', 2, 3, '2 to 3'],
    ['2 or 3 bay leaves', 2, 3, '2 or 3'],
    ['½-1 tsp chilli flakes', 0.5, 1, '½-1'],
    ['¼ to ⅓ cup cream', 0.25, 1 / 3, '¼ to ⅓'],
    ['one onion', 1, null, 'one'],
    ['Two cloves garlic', 2, null, 'Two'],
    ['a pinch of nutmeg', 1, null, 'a'],
    ['an apple', 1, null, 'an'],
    ['half a lemon', 0.5, null, 'half a'],
    // A fraction written as a word after "a", before a unit (the line had been "1 quarter cup sugar").
    ['a quarter cup sugar', 0.25, null, 'a quarter'],
    ['a third cup oil', 1 / 3, null, 'a third'],
    ['a half teaspoon salt', 0.5, null, 'a half'],
    ['½ a cup milk', 0.5, null, '½ a'],
    // A whole number and a fraction joined by "and", and fractions written in words (the
    // fraction had been read into the name: "and a half cups flour", asked at 0.58).
    ['one and a half cups flour', 1.5, null, 'one and a half'],
    ['1 and 1/2 cups flour', 1.5, null, '1 and 1/2'],
    ['2 and ½ teaspoons salt', 2.5, null, '2 and ½'],
    ['1 and one quarter pounds beef', 1.25, null, '1 and one quarter'],
    ['one-half cup sugar', 0.5, null, 'one-half'],
    ['two-thirds cup milk', 2 / 3, null, 'two-thirds'],
    ['three quarters cup oil', 0.75, null, 'three quarters'],
    ['1 dozen eggs', 12, null, '1 dozen'],
    ['2-3 dozen clams', 24, 36, '2-3 dozen'],
    // A kitchen order's abbreviation (the name had been "doz eggs", asked at 0.78).
    ['2 doz eggs', 24, null, '2 doz'],
    ['2 doz. eggs', 24, null, '2 doz.'],
    ['5-spice powder', null, null, null],
    ['salt', null, null, null],
  ])('%s → %s..%s', (line, quantity, max, text) => {
    const parsed = parseIngredientLine(line);
    if (quantity === null) {
      expect(parsed.quantity).toBeNull();
    } else {
      expect(parsed.quantity).toBeCloseTo(quantity, 9);
    }
    if (max === null) {
      expect(parsed.quantity_max).toBeNull();
    } else {
      expect(parsed.quantity_max).toBeCloseTo(max, 9);
    }
    expect(parsed.quantity_text).toBe(text);
    expect(parsed.errors).toEqual([]);
  });
});

describe('units: every spelling maps to a canonical name', () => {
  it.each<[string, string, string]>([
    ['1 tsp baking soda', 'teaspoon', 'tsp'],
    ['1 tsp. baking soda', 'teaspoon', 'tsp.'],
    ['2 teaspoons baking soda', 'teaspoon', 'teaspoons'],
    ['1 t baking soda', 'teaspoon', 't'],
    ['1 T butter', 'tablespoon', 'T'],
    ['1 Tbs butter', 'tablespoon', 'Tbs'],
    ['1 Tbsp. butter', 'tablespoon', 'Tbsp.'],
    ['2 tbsps butter', 'tablespoon', 'tbsps'],
    ['3 tablespoons butter', 'tablespoon', 'tablespoons'],
    ['1 c sugar', 'cup', 'c'],
    ['1 C. sugar', 'cup', 'C.'],
    ['2 cups sugar', 'cup', 'cups'],
    ['4 oz cheddar', 'ounce', 'oz'],
    ['4 ounces cheddar', 'ounce', 'ounces'],
    ['6 fl oz orange juice', 'fluid ounce', 'fl oz'],
    ['6 fl. oz. orange juice', 'fluid ounce', 'fl. oz.'],
    ['6 fluid ounces orange juice', 'fluid ounce', 'fluid ounces'],
    ['1 lb ground beef', 'pound', 'lb'],
    ['2 lbs ground beef', 'pound', 'lbs'],
    ['2# ground beef', 'pound', '#'],
    ['2 pounds ground beef', 'pound', 'pounds'],
    ['250 g butter', 'gram', 'g'],
    ['250g butter', 'gram', 'g'],
    ['250 gr butter', 'gram', 'gr'],
    ['250 grams butter', 'gram', 'grams'],
    ['1 kg potatoes', 'kilogram', 'kg'],
    ['200 ml water', 'milliliter', 'ml'],
    ['200 mL water', 'milliliter', 'mL'],
    ['200 millilitres water', 'milliliter', 'millilitres'],
    ['1 l stock', 'liter', 'l'],
    ['1 L stock', 'liter', 'L'],
    ['2 litres stock', 'liter', 'litres'],
    ['1 pint cream', 'pint', 'pint'],
    ['1 qt buttermilk', 'quart', 'qt'],
    ['1 gallon water', 'gallon', 'gallon'],
    ['1 pinch salt', 'pinch', 'pinch'],
    ['2 pinches salt', 'pinch', 'pinches'],
    ['1 dash bitters', 'dash', 'dash'],
    ['3 dashes bitters', 'dash', 'dashes'],
    ['4 drops vanilla extract', 'drop', 'drops'],
    ['3 cloves garlic', 'clove', 'cloves'],
    ['1 can chickpeas', 'can', 'can'],
    ['2 tins chickpeas', 'can', 'tins'],
    ['1 package cream cheese', 'package', 'package'],
    ['1 pkg cream cheese', 'package', 'pkg'],
    ['1 packet yeast', 'package', 'packet'],
    ['2 (7 ounce) pouches salmon', 'package', 'pouches'],
    ['1 stick butter', 'stick', 'stick'],
    ['4 slices bacon', 'slice', 'slices'],
    ['1 bunch cilantro', 'bunch', 'bunch'],
    ['2 sprigs thyme', 'sprig', 'sprigs'],
    ['2 stalks celery', 'stalk', 'stalks'],
    ['1 head lettuce', 'head', 'head'],
    ['1 handful spinach', 'handful', 'handful'],
    ['5 cm ginger', 'centimeter', 'cm'],
    ['2in piece ginger', 'inch', 'in'],
    ['2 heaped tbsp cocoa', 'tablespoon', 'heaped tbsp'],
    // How full, written before the number, is read after it (it had been the name: "heaping").
    ['heaping 1 tablespoon flour', 'tablespoon', 'heaping tablespoon'],
    ['rounded 1/2 tsp baking soda', 'teaspoon', 'rounded tsp'],
    ['1 thumb-sized piece of ginger', 'piece', 'thumb-sized piece'],
    ['1 shot espresso', 'shot', 'shot'],
    ['2 shots vodka', 'shot', 'shots'],
    // Kitchen amounts of no agreed size: units, so the name is the food.
    ['1 knob butter', 'knob', 'knob'],
    ['2 drizzles olive oil', 'drizzle', 'drizzles'],
    ['1 glug olive oil', 'glug', 'glug'],
    ['1 dollop sour cream', 'dollop', 'dollop'],
    ['2 squeezes lemon juice', 'squeeze', 'squeezes'],
    ['1 env. unflavored gelatin', 'envelope', 'env.'],
    // A pat of butter (SR28 weighs one); a block weighed by the line ("1 block (8 oz) cream cheese").
    ['2 pats butter', 'pat', 'pats'],
    ['1 block (8 oz) cream cheese', 'block', 'block'],
    ['1 level tsp baking powder', 'teaspoon', 'level tsp'],
    // How full the spoon is, said after it, is no part of the name.
    ['1 tablespoon heaped flour', 'tablespoon', 'tablespoon heaped'],
    ['2 dessertspoons sugar', 'dessertspoon', 'dessertspoons'],
    ['1 dsp olive oil', 'dessertspoon', 'dsp'],
    ['1 large can tomatoes', 'can', 'large can'],
    ['3 thin slices prosciutto', 'slice', 'thin slices'],
  ])('%s → %s', (line, unit, unitText) => {
    const parsed = parseIngredientLine(line);
    expect(parsed.unit).toBe(unit);
    expect(parsed.unit_text).toBe(unitText);
  });

  it('"1 tablespoon heaped flour" names flour', () => {
    expect(parseIngredientLine('1 tablespoon heaped flour').name).toBe('flour');
    expect(parseIngredientLine('heaping 1 tablespoon flour')).toMatchObject({ name: 'flour', comment: null });
  });

  it.each(['3 eggs', '2 ripe avocados', '1 cinnamon stick', 'pound cake'])('%s has no unit', (line) => {
    expect(parseIngredientLine(line).unit).toBeNull();
  });

  it('"a knob of butter" names butter, measured by a knob', () => {
    expect(parseIngredientLine('a knob of butter')).toMatchObject({ unit: 'knob', name: 'butter' });
    expect(parseIngredientLine('a drizzle of olive oil')).toMatchObject({
      unit: 'drizzle',
      name: 'olive oil',
    });
    expect(parseIngredientLine('a squeeze of lemon juice')).toMatchObject({
      unit: 'squeeze',
      name: 'lemon juice',
    });
  });
});

describe('secondary amounts', () => {
  it.each<[string, Expected]>([
    [
      '1 (14.5 oz) can diced tomatoes',
      {
        quantity: 1,
        unit: 'can',
        name: 'tomatoes',
        comment: 'diced',
        secondary: [{ quantity: 14.5, quantity_max: null, unit: 'ounce', unit_text: 'oz', text: '14.5 oz' }],
      },
    ],
    [
      '8 ounces (2 sticks) butter, softened',
      {
        quantity: 8,
        unit: 'ounce',
        name: 'butter',
        comment: 'softened',
        secondary: [
          { quantity: 2, quantity_max: null, unit: 'stick', unit_text: 'sticks', text: '2 sticks' },
        ],
      },
    ],
    [
      '1 pint brussels sprouts (about a pound)',
      {
        quantity: 1,
        unit: 'pint',
        name: 'brussels sprouts',
        secondary: [{ quantity: 1, unit: 'pound', text: 'a pound' }],
      },
    ],
    ['1 cup sugar (a little more)', { name: 'sugar', secondary: [] }],
    [
      '10g/½oz dark chocolate',
      {
        quantity: 10,
        unit: 'gram',
        name: 'dark chocolate',
        secondary: [{ quantity: 0.5, quantity_max: null, unit: 'ounce', unit_text: 'oz', text: '½oz' }],
      },
    ],
    [
      '500g/1lb 2oz waxy potatoes',
      {
        quantity: 500,
        unit: 'gram',
        name: 'waxy potatoes',
        // One weight in two units: 1 lb 2 oz is 1.125 lb.
        secondary: [{ quantity: 1.125, unit: 'pound', text: '1lb 2oz' }],
      },
    ],
    [
      '2 x 400g cans chickpeas, drained',
      {
        quantity: 2,
        unit: 'can',
        name: 'chickpeas',
        comment: 'drained',
        secondary: [{ quantity: 400, unit: 'gram' }],
      },
    ],
    [
      'One 28-ounce can crushed tomatoes',
      {
        quantity: 1,
        unit: 'can',
        name: 'tomatoes',
        secondary: [{ quantity: 28, unit: 'ounce', text: '28-ounce' }],
      },
    ],
    [
      '1 (3-pound) roasting chicken',
      { quantity: 1, unit: null, name: 'roasting chicken', secondary: [{ quantity: 3, unit: 'pound' }] },
    ],
    [
      '1 4- to 5-pound pork shoulder',
      {
        quantity: 1,
        unit: null,
        name: 'pork shoulder',
        secondary: [{ quantity: 4, quantity_max: 5, unit: 'pound', text: '4- to 5-pound' }],
      },
    ],
    // A hyphenated weight after another word of the name sizes each item.
    [
      '1 whole 3-pound chicken',
      {
        quantity: 1,
        unit: null,
        name: 'whole chicken',
        secondary: [{ quantity: 3, unit: 'pound', text: '3-pound', scope: 'each' }],
      },
    ],
    [
      '2 large 8-ounce potatoes',
      {
        quantity: 2,
        unit: null,
        name: 'potatoes',
        secondary: [{ quantity: 8, unit: 'ounce', scope: 'each' }],
      },
    ],
    // Not the weight of an alternative, nor a length.
    [
      '2 pounds hamhocks or a 2-pound piece of country ham',
      { quantity: 2, unit: 'pound', name: 'hamhocks or a 2-pound piece of country ham', secondary: [] },
    ],
    ['8 ounces 2-inch-long pasta', { quantity: 8, unit: 'ounce', name: '2-inch-long pasta', secondary: [] }],
    [
      '1 cup (240 ml) whole milk',
      { quantity: 1, unit: 'cup', name: 'whole milk', secondary: [{ quantity: 240, unit: 'milliliter' }] },
    ],
    [
      'Juice of 2 limes (about 4 tablespoons)',
      {
        quantity: 2,
        unit: null,
        name: 'limes',
        comment: 'Juice of, about',
        secondary: [{ quantity: 4, unit: 'tablespoon' }],
      },
    ],
  ])('%s', (line, expected) => {
    expectLine(line, expected);
  });
});

describe('sizes', () => {
  it.each<[string, Expected]>([
    ['2 large eggs', { quantity: 2, unit: null, size: 'large', name: 'eggs', comment: 'large' }],
    ['1 medium onion, diced', { quantity: 1, size: 'medium', name: 'onion', comment: 'medium, diced' }],
    ['3 lg shallots', { quantity: 3, size: 'large', name: 'shallots', comment: 'lg' }],
    ['1 small to medium zucchini', { size: 'small', name: 'zucchini', comment: 'small to medium' }],
    ['1 extra-large egg yolk', { size: 'extra large', name: 'egg yolk' }],
    [
      '1 large can tomatoes',
      { unit: 'can', unit_text: 'large can', size: 'large', name: 'tomatoes', comment: null },
    ],
    ['2 ripe medium bananas', { quantity: 2, size: 'medium', name: 'ripe bananas', comment: 'medium' }],
    // An abbreviated size with its full stop before the unit (the can had been part of the name).
    ['1 lg. can evaporated milk', { unit: 'can', size: 'large', name: 'evaporated milk', comment: null }],
    ['1 sm. can tomato paste', { unit: 'can', size: 'small', name: 'tomato paste', comment: null }],
  ])('%s', (line, expected) => {
    expectLine(line, expected);
  });
});

describe('lines copied from a web page', () => {
  it.each<[string, number, string | null, string]>([
    ['▢ 2 cups all-purpose flour', 2, 'cup', 'all-purpose flour'],
    ['• 1 tsp salt', 1, 'teaspoon', 'salt'],
    ['- 3 large eggs', 3, null, 'eggs'],
    ['1. 2 cups milk', 2, 'cup', 'milk'],
    ['&frac12; cup sugar', 0.5, 'cup', 'sugar'],
    ['1&frac12; cups flour', 1.5, 'cup', 'flour'],
    ['1 &frac14; cups milk', 1.25, 'cup', 'milk'],
    ['1&nbsp;cup milk', 1, 'cup', 'milk'],
  ])('%j is read as the line without its marker or references', (line, quantity, unit, name) => {
    const parsed = parseIngredientLine(line);
    expect(parsed).toMatchObject({ input: line, quantity, unit, name });
    expect(parsed.errors).toEqual([]);
  });

  it('a part of the dish written before the line as a label is a comment, not the name', () => {
    expect(parseIngredientLine('Topping: 1 cup whipped cream')).toMatchObject({
      quantity: 1,
      unit: 'cup',
      name: 'whipped cream',
      comment: 'Topping',
    });
    expect(parseIngredientLine('Filling: 1 (8 ounce) package cream cheese, softened')).toMatchObject({
      unit: 'package',
      name: 'cream cheese',
      comment: 'softened, Filling',
    });
    expect(parseIngredientLine('For the crust: 1 1/2 cups graham cracker crumbs')).toMatchObject({
      quantity: 1.5,
      name: 'graham cracker crumbs',
    });
    // A recipe card's portion or serving ("Portion" had matched SR28's "leaf-portion" leeks).
    expect(parseIngredientLine('Portion: 4 oz cooked chicken per serving')).toMatchObject({
      quantity: 4,
      unit: 'ounce',
      name: 'chicken',
    });
    expect(parseIngredientLine('To serve: 2 tbsp chopped parsley')).toMatchObject({
      quantity: 2,
      name: 'parsley',
    });
    // A food before the colon is the food: its amount follows.
    expect(parseIngredientLine('Sugar: 1 cup')).toMatchObject({ quantity: 1, unit: 'cup', name: 'Sugar' });
    expect(parseIngredientLine('Topping:')).toMatchObject({ quantity: null, name: 'Topping' });
  });
});

describe('names and comments', () => {
  it.each<[string, Expected]>([
    ['1 cup finely chopped fresh parsley', { unit: 'cup', name: 'fresh parsley', comment: 'finely chopped' }],
    ['2 cups all-purpose flour, sifted', { name: 'all-purpose flour', comment: 'sifted' }],
    [
      '2 tablespoons olive oil, plus more for drizzling',
      { name: 'olive oil', comment: 'plus more for drizzling' },
    ],
    [
      'Vegetable oil, for frying',
      { quantity: null, unit: null, name: 'Vegetable oil', comment: 'for frying' },
    ],
    ['Peanut oil for deep-frying', { name: 'Peanut oil', comment: 'for deep-frying' }],
    // A step that takes something off, with "of", starts a comment as "cooked in" does.
    ['10 oz sirloin trimmed of fat and tendons', { name: 'sirloin', comment: 'trimmed of fat and tendons' }],
    ['chopped chives, for garnish', { name: 'chives', comment: 'chopped, for garnish' }],
    // A unit word that starts a food's name is the name, not a second measure.
    ['1 cup gram flour', { unit: 'cup', name: 'gram flour', comment: null }],
    ['100g gram flour', { quantity: 100, unit: 'gram', name: 'gram flour', comment: null }],
    // As the line's first unit, "gram" is the measure.
    ['100 gram flour', { quantity: 100, unit: 'gram', name: 'flour', comment: null }],
    ['2 fillet steaks', { quantity: 2, unit: null, name: 'fillet steaks', comment: null }],
    ['4 fillets sole', { quantity: 4, unit: 'fillet', name: 'sole', comment: null }],
    // Filet mignon is a cut, not fillets of "mignon steaks".
    ['2 filet mignon steaks', { quantity: 2, unit: null, name: 'filet mignon steaks', comment: null }],
    ['2 (8 oz) filet mignon steaks', { quantity: 2, unit: null, name: 'filet mignon steaks', comment: null }],
    ['4 filet mignons', { quantity: 4, unit: null, name: 'filet mignons', comment: null }],
    ['2 filets salmon', { quantity: 2, unit: 'fillet', name: 'salmon', comment: null }],
    // Pound cake is a cake ("1 (16 ounce) pound cake, cubed" had been a pound of cake, angel food
    // first); a pound of cake flour is still flour.
    ['1 (16 ounce) pound cake, cubed', { quantity: 1, unit: null, name: 'pound cake', comment: 'cubed' }],
    ['1 pound cake', { quantity: 1, unit: null, name: 'pound cake', comment: null }],
    ['1 pound cake flour', { quantity: 1, unit: 'pound', name: 'cake flour', comment: null }],
    ['1 lb pound cake', { quantity: 1, unit: 'pound', name: 'pound cake', comment: null }],
    ['7 ounce jar roasted peppers', { unit: 'ounce', name: 'roasted peppers', comment: 'jar' }],
    // British packs after a weight: the pack, not a word of the food ("ball mozzarella" had been
    // the name, and found nothing sure).
    ['125g ball mozzarella, torn', { unit: 'gram', name: 'mozzarella', comment: 'ball, torn' }],
    ['200g block feta', { unit: 'gram', name: 'feta', comment: 'block' }],
    ['250g punnet strawberries', { unit: 'gram', name: 'strawberries', comment: 'punnet' }],
    // The packs crackers and refrigerated dough are sold in are units, not words of the food.
    ['1 sleeve saltine crackers', { quantity: 1, unit: 'sleeve', name: 'saltine crackers' }],
    ['1 tube (8 oz) refrigerated crescent rolls', { unit: 'tube', name: 'refrigerated crescent rolls' }],
    ['1 lb tube pasta', { unit: 'pound', name: 'tube pasta' }],
    // A participle before "in" and an amount is the comment's ("saffron soaked" had been the name).
    [
      'pinch of saffron soaked in 2 tbsp warm milk',
      { unit: 'pinch', name: 'saffron', comment: 'soaked in 2 tbsp warm milk' },
    ],
    [
      '1 tbsp cornstarch dissolved in 2 tbsp water',
      { name: 'cornstarch', comment: 'dissolved in 2 tbsp water' },
    ],
    // A hedge after the article: the number is the amount ("scant 1/2 teaspoon salt" had been the
    // name, the article read as one).
    ['a scant 1/2 teaspoon salt', { quantity: 0.5, unit: 'teaspoon', name: 'salt' }],
    ['a generous 1/4 cup olive oil', { quantity: 0.25, unit: 'cup', name: 'olive oil' }],
    ['a heaping 1/2 cup flour', { quantity: 0.5, unit: 'cup', name: 'flour' }],
    ['a heaping tablespoon flour', { quantity: 1, unit: 'tablespoon', name: 'flour' }],
    // Cubic centimetres, squares written "sq." and a sprinkle are units.
    ['500 cc water', { quantity: 500, unit: 'milliliter', name: 'water' }],
    ['1 sq. unsweetened chocolate', { quantity: 1, unit: 'square', name: 'unsweetened chocolate' }],
    ['a sprinkle of paprika', { quantity: 1, unit: 'sprinkle', name: 'paprika' }],
    ['2 tbsp rainbow sprinkles', { unit: 'tablespoon', name: 'rainbow sprinkles' }],
    ['1 8- or 9-ounce ball of pizza dough', { quantity: 1, unit: 'ball', name: 'pizza dough' }],
    ['2 cups melon balls', { unit: 'cup', name: 'melon balls' }],
    ['salt and pepper to taste', { quantity: null, name: 'salt and pepper', comment: 'to taste' }],
    ['salt and pepper', { quantity: null, unit: null, name: 'salt and pepper', comment: null }],
    ['1/4 cup toasted pine nuts (optional)', { name: 'pine nuts', comment: 'toasted, optional' }],
    ['1 teaspoon chili flakes, optional', { name: 'chili flakes', comment: 'optional' }],
    [
      '3 cloves garlic, peeled and thinly sliced',
      { unit: 'clove', name: 'garlic', comment: 'peeled and thinly sliced' },
    ],
    ['2 garlic cloves, crushed', { quantity: 2, unit: 'clove', name: 'garlic', comment: 'crushed' }],
    ['6 whole cloves', { quantity: 6, unit: null, name: 'whole cloves' }],
    ['12 cloves', { quantity: 12, unit: null, name: 'cloves', errors: [] }],
    ['1 cup chicken or vegetable stock', { name: 'chicken or vegetable stock' }],
    ['2 cups cooked rice, such as basmati', { name: 'rice', comment: 'cooked, such as basmati' }],
    [
      '1 small red onion or 2 shallots, minced',
      { quantity: 1, size: 'small', name: 'red onion', comment: 'small, or 2 shallots, minced' },
    ],
    ['Juice of 1 lime', { quantity: 1, unit: null, name: 'lime', comment: 'Juice of' }],
    ['juice of a lemon', { quantity: 1, name: 'lemon', comment: 'juice of' }],
    // British recipes leave out the "of": the part of the fruit, then the fruit counted.
    ['juice 1 lemon', { quantity: 1, unit: null, name: 'lemon', comment: 'juice' }],
    ['zest and juice 2 limes', { quantity: 2, name: 'limes', comment: 'zest and juice' }],
    ['finely grated zest 1 orange', { quantity: 1, name: 'orange', comment: 'finely grated zest' }],
    // A name that ends in "juice" before its amount is the name ("Sugar 2/3 cup").
    ['orange juice 2 tbsp', { quantity: 2, unit: 'tablespoon', name: 'orange juice' }],
    // A stock list's count after the name (it had been read into the name).
    ['Eggs 4', { quantity: 4, unit: null, name: 'Eggs' }],
    ['Eggs x 4', { quantity: 4, unit: null, name: 'Eggs' }],
    ['Avocado 3 ea', { quantity: 3, unit: null, name: 'Avocado' }],
    ['Basil, fresh 1 bunch', { quantity: 1, unit: 'bunch', name: 'Basil', comment: 'fresh' }],
    // A count of items of a stated weight each: the count had been read into the name, one item weighed.
    [
      'Tomatoes 2 x 400g',
      {
        quantity: 2,
        unit: null,
        name: 'Tomatoes',
        secondary: [{ quantity: 400, unit: 'gram', scope: 'each' }],
      },
    ],
    [
      'Chopped tomatoes 2 x 400g tins',
      {
        quantity: 2,
        unit: 'can',
        name: 'tomatoes',
        secondary: [{ quantity: 400, unit: 'gram', scope: 'each' }],
      },
    ],
    // A number that is part of a name is not a count.
    ['Vitamin B12', { quantity: null, name: 'Vitamin B12' }],
    ['Red food coloring No. 40', { quantity: null, name: 'Red food coloring No. 40' }],
    ['Eggs size 2', { quantity: null, name: 'Eggs size 2' }],
    ['broth made from a stock cube', { quantity: null, name: 'broth made from a stock cube' }],
    // The part of one fruit, "from" as "of"; a preparation done "well" is still a preparation.
    [
      'Grated zest from a small, well-scrubbed orange',
      { quantity: 1, size: 'small', name: 'orange', comment: 'Grated zest from, small, well-scrubbed' },
    ],
    ['juice from an orange', { quantity: 1, name: 'orange', comment: 'juice from' }],
    ['water or stock made from a cube', { quantity: null }],
    ['2 cups well-drained chickpeas', { quantity: 2, name: 'chickpeas', comment: 'well-drained' }],
    ['2 tbsp hand-torn basil leaves', { name: 'basil leaves', comment: 'hand-torn' }],
    ['1 cup finely-chopped onion', { name: 'onion', comment: 'finely-chopped' }],
    // A hyphenated way of making a product is its name.
    ['1 cup sun-dried tomatoes', { name: 'sun-dried tomatoes', comment: null }],
    ['1 cup stone-ground cornmeal', { name: 'stone-ground cornmeal', comment: null }],
    ['zest of ½ orange', { quantity: 0.5, name: 'orange', comment: 'zest of' }],
    [
      'Flour 2 cups (250 g)',
      { quantity: 2, unit: 'cup', name: 'Flour', secondary: [{ quantity: 250, unit: 'gram' }] },
    ],
    [
      '1 tablespoon plus 1 teaspoon sugar',
      { quantity: 1, unit: 'tablespoon', name: 'sugar', comment: 'plus 1 teaspoon' },
    ],
    ['Pinch of saffron', { quantity: null, unit: 'pinch', name: 'saffron' }],
    ['a handful of basil leaves', { quantity: 1, unit: 'handful', name: 'basil leaves' }],
    ['A few sprigs of dill', { quantity: null, unit: 'sprig', name: 'dill', comment: 'A few' }],
    ['4 boneless, skinless chicken thighs', { name: 'boneless, skinless chicken thighs' }],
    ['1 cup brown (demerara) sugar', { name: 'brown demerara sugar', comment: null }],
    ['1 cup brown sugar (see note)', { name: 'brown sugar', comment: 'see note' }],
    // After a bracketed comment, words that start or end with a step are a comment too ("lamb neck
    // fillet excess fat" had been the name, and "beef into cubes").
    [
      '1kg lamb neck fillet (preferably Gloucestershire) excess fat trimmed',
      { name: 'lamb neck fillet', comment: 'preferably Gloucestershire, excess fat trimmed' },
    ],
    [
      '2 lb beef (preferably grass-fed) cut into cubes',
      { name: 'beef', comment: 'preferably grass-fed, cut into cubes' },
    ],
    ['Salt (to taste) and pepper', { name: 'Salt and pepper', comment: 'to taste' }],
    // A pot after a weight is the container, as a tub is ("pot natural yogurt" had been the name);
    // a pot roast, pot cheese, pot pie or pot barley is a food.
    ['150g pot natural yogurt', { quantity: 150, unit: 'gram', name: 'natural yogurt', comment: 'pot' }],
    ['150ml pot single cream', { quantity: 150, unit: 'milliliter', name: 'single cream', comment: 'pot' }],
    ['100g/3½oz pot barley', { quantity: 100, unit: 'gram', name: 'pot barley' }],
    ['3 lb pot roast', { quantity: 3, unit: 'pound', name: 'pot roast' }],
    ['1 cup pot cheese', { quantity: 1, unit: 'cup', name: 'pot cheese' }],
    ['2 cups fresh or frozen blueberries', { name: 'blueberries', comment: 'fresh or frozen' }],
    ['1 cup butter, at room temperature', { name: 'butter', comment: 'at room temperature' }],
    ['1 tablespoon butter, divided', { name: 'butter', comment: 'divided' }],
    ['2 cups water, or as needed', { name: 'water', comment: 'or as needed' }],
  ])('%s', (line, expected) => {
    expectLine(line, expected);
  });
});

describe('what cannot be read is reported, not guessed', () => {
  it.each<[string, Expected]>([
    ['', { name: '', quantity: null, errors: [{ code: 'empty_input', message: 'The line is empty.' }] }],
    ['   ', { errors: [{ code: 'empty_input', message: 'The line is empty.' }] }],
    [
      '2 cups',
      {
        quantity: 2,
        unit: 'cup',
        name: '',
        errors: [{ code: 'missing_name', message: 'The line names no ingredient.' }],
      },
    ],
    ['(optional)', { quantity: null, name: '', comment: 'optional', errors: [{ code: 'missing_name' }] }],
    [
      '1/0 cup sugar',
      {
        quantity: null,
        quantity_text: '1/0',
        unit: 'cup',
        name: 'sugar',
        errors: [
          { code: 'unreadable_quantity', text: '1/0', message: 'The quantity "1/0" is not a number.' },
        ],
      },
    ],
    [
      '1.2.3 kg beef',
      {
        quantity: null,
        unit: 'kilogram',
        name: 'beef',
        errors: [{ code: 'unreadable_quantity', text: '1.2.3' }],
      },
    ],
    [
      '4-2 eggs',
      { quantity: 4, quantity_max: null, name: 'eggs', errors: [{ code: 'invalid_range', text: '4-2' }] },
    ],
    [
      '1 cup (1/0 oz) milk',
      {
        quantity: 1,
        unit: 'cup',
        name: 'milk',
        secondary: [],
        errors: [{ code: 'unreadable_quantity', text: '1/0' }],
      },
    ],
    [
      `${'9'.repeat(400)} g flour`,
      { quantity: null, unit: 'gram', errors: [{ code: 'unreadable_quantity' }] },
    ],
    // BBC's "225g/8oz" with the gram sign lost is two amounts, not 28⅛ ounces: read as grams when
    // the number is those ounces in grams (the next describe), reported when it is not.
    [
      '300/8oz plain flour',
      { unit: 'ounce', name: 'plain flour', errors: [{ code: 'unreadable_quantity', text: '300/8' }] },
    ],
    ['15/16 cup sugar', { quantity: 0.9375, errors: [] }],
    ['2 large eggs', { errors: [] }],
    ['2 constructor eggs', { quantity: 2, size: null, name: 'constructor eggs', errors: [] }],
    ['constructor', { quantity: null, name: 'constructor', errors: [] }],
  ])('%j', (line, expected) => {
    expectLine(line, expected);
  });

  it('never throws on odd input', () => {
    const odd = [
      '(((',
      ')',
      '/',
      '- -',
      '1/',
      '½½',
      '9'.repeat(400),
      '#',
      'x x x',
      '1 (',
      '( 1 cup',
      '1e5 g',
      '½-',
      'to 3',
    ];
    for (const line of odd) {
      const parsed = parseIngredientLine(line);
      expect(parsed.input).toBe(line);
      expect(Array.isArray(parsed.errors)).toBe(true);
    }
  });
});

describe('what secondary and added amounts measure', () => {
  it('pounds and the ounces after them are one weight: "1 lb. 8 oz. pork shoulder"', () => {
    expect(parseIngredientLine('1 lb. 8 oz. pork shoulder')).toMatchObject({
      quantity: 1,
      unit: 'pound',
      name: 'pork shoulder',
      added: [{ quantity: 8, unit: 'ounce' }],
    });
    expect(parseIngredientLine('2lb 4oz lamb shoulder')).toMatchObject({
      name: 'lamb shoulder',
      added: [{ quantity: 4, unit: 'ounce' }],
    });
  });

  it('a fraction said after the unit is of that unit: "a cup and a half of flour"', () => {
    // The fraction had been read into the name ("and a half of flour") and a cup weighed.
    expect(parseIngredientLine('a cup and a half of flour')).toMatchObject({
      quantity: 1,
      unit: 'cup',
      name: 'flour',
      added: [{ quantity: 0.5, unit: 'cup', scope: 'total' }],
    });
    expect(parseIngredientLine('2 pounds and a quarter potatoes')).toMatchObject({
      quantity: 2,
      unit: 'pound',
      name: 'potatoes',
      added: [{ quantity: 0.25, unit: 'pound' }],
    });
    expect(parseIngredientLine('a teaspoon and ½ salt').added).toMatchObject([
      { quantity: 0.5, unit: 'teaspoon' },
    ]);
    // Another amount with its own unit is read as such; a second food is not an amount.
    expect(parseIngredientLine('1 cup and 1/2 cup sugar').added).toMatchObject([
      { quantity: 0.5, unit: 'cup' },
    ]);
    expect(parseIngredientLine('2 eggs and 1/2 cup milk').added).toEqual([]);
  });

  it('trade notation: "#10 can" is a can of that size, "oz. wt." a weight', () => {
    // "#" before a number had been read as the pound sign: "1 #10 can" was a pound of "10 can …".
    expect(parseIngredientLine('1 #10 can diced tomatoes')).toMatchObject({
      quantity: 1,
      unit: 'can',
      name: 'tomatoes',
      comment: '#10, diced',
    });
    for (const line of ['2 No. 10 cans peaches', '2 No.10 cans peaches', 'two number 10 cans peaches']) {
      expect(parseIngredientLine(line), line).toMatchObject({
        quantity: 2,
        unit: 'can',
        name: 'peaches',
        comment: '#10',
      });
    }
    expect(parseIngredientLine('5# potatoes')).toMatchObject({
      quantity: 5,
      unit: 'pound',
      name: 'potatoes',
    });
    // "wt." after a weight had stayed in the name ("wt. cream cheese").
    expect(parseIngredientLine('16 oz. wt. cream cheese')).toMatchObject({
      quantity: 16,
      unit: 'ounce',
      name: 'cream cheese',
    });
    expect(parseIngredientLine('12 oz net wt bag chocolate chips')).toMatchObject({
      name: 'chocolate chips',
      comment: 'bag',
    });
  });

  it('an amount before the name sizes each item; after the name, the whole line', () => {
    expect(parseIngredientLine('2 (15 ounce) cans beans').secondary).toMatchObject([
      { quantity: 15, unit: 'ounce', scope: 'each' },
    ]);
    expect(parseIngredientLine('2 x 400g tins tomatoes').secondary).toMatchObject([
      { quantity: 400, unit: 'gram', scope: 'each' },
    ]);
    expect(parseIngredientLine('4 chicken breasts (about 1 1/2 pounds)').secondary).toMatchObject([
      { quantity: 1.5, unit: 'pound', scope: 'total' },
    ]);
    // A length is each item's wherever it is written; after a comment, what the food is cut to.
    expect(parseIngredientLine('2 flour tortillas (10 inch)').secondary).toMatchObject([
      { quantity: 10, unit: 'inch', scope: 'each' },
    ]);
    expect(parseIngredientLine('1 onion, cut in ½-inch (1 cm) chunks').secondary).toMatchObject([
      { quantity: 1, unit: 'centimeter', scope: 'total' },
    ]);
  });

  it.each([
    // "total" had been read as a comment, and the 10 ounces as each package's (567 g).
    ['2 packages (10 ounces total) frozen spinach', 10, 'total'],
    ['2 bags (10 oz in all) baby spinach', 10, 'total'],
    // Half a package of 4 ounces is the 4 ounces used; 1½ packages of 24 ounces had been 36 ounces.
    ['½ package (4 ounces) cream cheese', 4, 'total'],
    ['1½ packages (24 ounces) dried penne', 24, 'total'],
    // Before the unit, or with "each", the amount sizes each package; a whole count keeps it too.
    ['½ (8 ounce) package cream cheese', 8, 'each'],
    ['1 1/2 cans (8 ounces each) tomato sauce', 8, 'each'],
    ['2 packages (8 ounces) cream cheese', 8, 'each'],
  ] as const)(
    'a bracket after a counted unit is the whole line’s when it says so or the count is a fraction: %s',
    (line, quantity, scope) => {
      expect(parseIngredientLine(line).secondary).toMatchObject([{ quantity, unit: 'ounce', scope }]);
    },
  );

  it('"each" after the name makes it the amount of one item', () => {
    for (const line of [
      '4 salmon fillets (6 oz each)',
      '4 salmon fillets (each about 6 oz)',
      '4 salmon fillets, about 6 oz each',
      '4 salmon fillets, 6 oz apiece',
    ]) {
      expect(parseIngredientLine(line).secondary, line).toMatchObject([
        { quantity: 6, unit: 'ounce', scope: 'each' },
      ]);
      expect(parseIngredientLine(line).name, line).toBe('salmon fillets');
    }
    expect(parseIngredientLine('6 chicken thighs, about 2 pounds total').secondary).toMatchObject([
      { quantity: 2, unit: 'pound', scope: 'total' },
    ]);
    expect(parseIngredientLine('2 bass fillets, about 1 1/4 pounds total weight').secondary).toMatchObject([
      { quantity: 1.25, unit: 'pound', scope: 'total' },
    ]);
    expect(parseIngredientLine('4 pork tenderloins, about 10 ounces (280 g) each').secondary).toMatchObject([
      { quantity: 10, unit: 'ounce', scope: 'each' },
      { quantity: 280, unit: 'gram', scope: 'each' },
    ]);
  });

  it.each([
    // The size after the weight had kept the weight in the comment: a count with no weight.
    ['6 salmon steaks, each about 1/2 pound and 1/2-inch thick', 0.5, 'pound'],
    ['4 pork chops, each about 8 ounces and 1 inch thick', 8, 'ounce'],
    ['2 strip steaks, about 1 pound each and 1 1/2 inches thick', 1, 'pound'],
  ] as const)('a weight each and the item’s size: %s', (line, quantity, unit) => {
    const p = parseIngredientLine(line);
    expect(p.secondary).toMatchObject([{ quantity, unit, scope: 'each' }]);
    expect(p.comment).toContain('thick');
  });

  it.each([
    // British celery sticks are stalks; they had been a count with no portion.
    ['2 celery sticks, diced', 2, 'stick', 'celery'],
    ['4 fish sticks', 4, null, 'fish sticks'],
    ['6 mozzarella sticks', 6, null, 'mozzarella sticks'],
    // So is a rib: "ribs" had been the unit of the meat ("beef short" counted by the rib).
    ['4 celery ribs', 4, 'rib', 'celery'],
    ['6 beef short ribs', 6, null, 'beef short ribs'],
    ['2 racks baby back ribs', 2, null, 'racks baby back ribs'],
    // A spear after the name is its unit ("asparagus spears" had been asked at 0.44).
    ['8 asparagus spears', 8, 'spear', 'asparagus'],
    ['4 dill pickle spears', 4, 'spear', 'dill pickle'],
  ] as const)(
    'a spear after the name is its unit, a stick or rib only after celery: %s',
    (line, quantity, unit, name) => {
      expect(parseIngredientLine(line)).toMatchObject({ quantity, unit, name });
    },
  );

  it('a weight with a size but no "each" stays a comment', () => {
    expect(parseIngredientLine('4 chops, about 8 ounces and 1 inch thick').secondary).toEqual([]);
  });

  it('amounts in an alternative ("or 3 (15-ounce) cans") are comments, not equivalents', () => {
    const p = parseIngredientLine('4 ½ c cooked cannellini beans, or 3 (15-ounce) cans, rinsed and drained');
    expect(p).toMatchObject({ quantity: 4.5, unit: 'cup', name: 'cannellini beans', secondary: [] });
    expect(p.comment).toContain('or 3');
  });

  it('a container’s size written after it is a per-item amount, not part of the name', () => {
    const p = parseIngredientLine('1 x tin 400g/14oz canned chopped tomatoes');
    expect(p).toMatchObject({ quantity: 1, unit: 'can', name: 'canned chopped tomatoes' });
    expect(p.secondary).toMatchObject([
      { quantity: 400, unit: 'gram', scope: 'each' },
      { quantity: 14, unit: 'ounce', scope: 'each' },
    ]);
    expect(parseIngredientLine('1 jar 350 ml passata')).toMatchObject({
      name: 'passata',
      secondary: [{ scope: 'each' }],
    });
  });

  it('a name never starts with "or": another unit or cut offered after the amount is a comment', () => {
    expect(parseIngredientLine('3 (12 fluid ounce) cans or bottles beer')).toMatchObject({
      quantity: 3,
      unit: 'can',
      name: 'beer',
      comment: 'or bottles',
    });
    expect(parseIngredientLine('¼ c chopped or chiffonade-cut fresh basil')).toMatchObject({
      name: 'fresh basil',
      comment: 'chopped or chiffonade-cut',
    });
  });

  it('a hedge on the amount before the name ("or less", "or more", "or so") leaves the name', () => {
    expect(parseIngredientLine('1 tablespoon or less Grenadine (to taste)')).toMatchObject({
      quantity: 1,
      unit: 'tablespoon',
      name: 'Grenadine',
      comment: 'or less, to taste',
    });
    expect(parseIngredientLine('2 cups or so water')).toMatchObject({ name: 'water', comment: 'or so' });
    expect(parseIngredientLine('1 tsp salt, or more to taste')).toMatchObject({
      name: 'salt',
      comment: 'or more to taste',
    });
  });

  it('equivalents in a bracket may be joined by "or", and a weight said to be "nearly" is still one', () => {
    expect(parseIngredientLine('2 ¼ tsp active dry yeast (1 packet or 7 grams)').secondary).toMatchObject([
      { quantity: 1, unit: 'package' },
      { quantity: 7, unit: 'gram' },
    ]);
    expect(parseIngredientLine('1 cup (nearly 3 ounces) hazelnuts')).toMatchObject({
      name: 'hazelnuts',
      secondary: [{ quantity: 3, unit: 'ounce' }],
    });
    // Outside a bracket, "or" and another amount is another option, a comment.
    expect(parseIngredientLine('2 tbsp butter or 1 tbsp oil')).toMatchObject({
      name: 'butter',
      secondary: [],
      comment: 'or 1 tbsp oil',
    });
  });

  it('a bracket on how the cup is filled, then the weight after a slash: the weight is an equivalent', () => {
    const p = parseIngredientLine('1 cup (firmly packed)/7.6 ounces/217 grams light brown sugar');
    expect(p).toMatchObject({
      quantity: 1,
      unit: 'cup',
      name: 'light brown sugar',
      comment: 'firmly packed',
    });
    expect(p.secondary).toMatchObject([
      { quantity: 7.6, unit: 'ounce' },
      { quantity: 217, unit: 'gram' },
    ]);
  });

  it('"about" and a weight after a comma is a secondary amount of the whole line', () => {
    const p = parseIngredientLine('8 slices boiled ham, about 3/4 pound');
    expect(p).toMatchObject({ quantity: 8, unit: 'slice', name: 'boiled ham' });
    expect(p.secondary).toMatchObject([{ quantity: 0.75, unit: 'pound', scope: 'total' }]);
    expect(parseIngredientLine('2 tablespoons butter, about 2 minutes').secondary).toEqual([]);
  });

  it('"boneless, skinned" is part of the name, as "boneless, skinless" is', () => {
    expect(parseIngredientLine('1 lb boneless, skinned chicken breasts')).toMatchObject({
      name: 'boneless, skinned chicken breasts',
      comment: null,
    });
    expect(parseIngredientLine('1 lb boneless, chopped').name).toBe('boneless');
  });

  it('words before a comma that only describe leave the name to the food after it', () => {
    expect(parseIngredientLine('1 1/2 cups pitted, sliced dates')).toMatchObject({
      name: 'dates',
      comment: 'pitted, sliced',
    });
    // An adjective of kind stays with the food; the preparation goes to the comment.
    expect(parseIngredientLine('3-4 dozen fresh, shucked oysters')).toMatchObject({
      name: 'fresh oysters',
      comment: 'shucked',
    });
    // A texture word is an adjective of kind too (it was the whole name: "fine").
    expect(parseIngredientLine('2 cups fine, soft bread crumbs')).toMatchObject({
      name: 'fine, soft bread crumbs',
      comment: null,
    });
    // So is a shape word ("long" alone had been the name, and found long-grain rice).
    expect(parseIngredientLine('2 long, thin Japanese eggplants, ends trimmed')).toMatchObject({
      name: 'long, thin Japanese eggplants',
      comment: 'ends trimmed',
    });
    // So are bone-in and skin-on ("bone-in" alone had been the name, and found a whole turkey).
    expect(parseIngredientLine('4 bone-in, skin-on chicken thighs')).toMatchObject({
      name: 'bone-in, skin-on chicken thighs',
      comment: null,
    });
    // So are how nuts and seeds are bought ("roasted" alone had been the name, and found a baked
    // winter squash).
    expect(parseIngredientLine('¼ c roasted, salted pepitas')).toMatchObject({
      name: 'roasted, salted pepitas',
      comment: null,
    });
    expect(parseIngredientLine('1/2 cup salted, roasted pistachios').name).toBe('salted, roasted pistachios');
    // What a cut keeps, said after the name with "and", is its preparation, not the last food of a
    // list ("skin on and bone in" had been read as two more ingredients).
    expect(parseIngredientLine('4 chicken thighs, skin on and bone in')).toMatchObject({
      name: 'chicken thighs',
      comment: 'skin on and bone in',
    });
    expect(parseIngredientLine('2 chicken breasts, bone in and skin on')).toMatchObject({
      name: 'chicken breasts',
      comment: 'bone in and skin on',
    });
    // A list of foods still ends with its last item.
    expect(parseIngredientLine('4 cups chicken, beef, or vegetable stock').name).toBe(
      'chicken, beef, or vegetable stock',
    );
    // Said after the food, they stay its preparation.
    expect(parseIngredientLine('1 pound butter, unsalted, softened')).toMatchObject({
      name: 'butter',
      comment: 'unsalted, softened',
    });
    // Not a part that names no food, nor a list of preparations.
    expect(parseIngredientLine('1 lb boneless, chopped').name).toBe('boneless');
    expect(parseIngredientLine('1 cup walnuts, toasted, chopped').name).toBe('walnuts');
  });

  it('"half and half" is one food, not half of one and an amount', () => {
    expect(parseIngredientLine('1/4 to 1/2 cup half and half')).toMatchObject({
      quantity: 0.25,
      quantity_max: 0.5,
      unit: 'cup',
      name: 'half and half',
      comment: null,
    });
  });

  it('an amount added with "plus" stays a comment and is listed in added', () => {
    const p = parseIngredientLine('1 tablespoon plus 1 teaspoon sugar');
    expect(p).toMatchObject({ quantity: 1, unit: 'tablespoon', name: 'sugar', comment: 'plus 1 teaspoon' });
    expect(p.added).toMatchObject([{ quantity: 1, unit: 'teaspoon', text: '1 teaspoon' }]);
    expect(parseIngredientLine('1 cup flour, plus more for dusting').added).toEqual([]);
  });

  it('an amount taken away with "minus" or "less" is added with a negative quantity (it had begun the name)', () => {
    const p = parseIngredientLine('1 cup minus 2 tablespoons all-purpose flour');
    expect(p).toMatchObject({
      quantity: 1,
      unit: 'cup',
      name: 'all-purpose flour',
      comment: 'minus 2 tablespoons',
    });
    expect(p.added).toMatchObject([
      { quantity: -2, unit: 'tablespoon', text: '2 tablespoons', scope: 'total' },
    ]);
    expect(parseIngredientLine('1 cup less 2 tablespoons sugar')).toMatchObject({
      name: 'sugar',
      added: [{ quantity: -2, unit: 'tablespoon' }],
    });
    expect(parseIngredientLine('1 cup sugar, minus 2 tablespoons')).toMatchObject({
      name: 'sugar',
      added: [{ quantity: -2, unit: 'tablespoon' }],
    });
    // A range taken away keeps both ends, negative.
    expect(parseIngredientLine('1 cup minus 1 to 2 tablespoons flour').added).toMatchObject([
      { quantity: -1, quantity_max: -2, unit: 'tablespoon' },
    ]);
    // "Or less" takes no amount away.
    expect(parseIngredientLine('1 tablespoon or less grenadine')).toMatchObject({
      name: 'grenadine',
      added: [],
    });
  });

  it('", plus" and an amount with a unit after the name adds it too, unless it greases or fries', () => {
    const p = parseIngredientLine('1/3 cup balsamic vinegar, plus 1 tablespoon');
    expect(p).toMatchObject({
      quantity: 1 / 3,
      unit: 'cup',
      name: 'balsamic vinegar',
      comment: 'plus 1 tablespoon',
    });
    expect(p.added).toMatchObject([{ quantity: 1, unit: 'tablespoon', scope: 'total' }]);
    expect(parseIngredientLine('3/4 cup sugar, plus 2 teaspoons for the topping').added).toMatchObject([
      { quantity: 2, unit: 'teaspoon' },
    ]);
    for (const line of [
      '90g/3½oz lard, plus 1 tbsp extra for greasing',
      '1 cup vegetable oil, plus 2 cups for frying',
      '¼ cup vegetable oil, plus a little more if needed',
      '10 medium carrots, peeled, plus 1 carrot, finely julienned, for garnish',
      '3 chipotle chiles in adobo sauce, plus 2 tablespoons of the sauce',
    ]) {
      expect(parseIngredientLine(line).added, line).toEqual([]);
    }
  });

  it('"+" before an amount after the name is "plus" (it had been read as part of the name)', () => {
    expect(parseIngredientLine('2 eggs + 1 yolk')).toMatchObject({ name: 'eggs', comment: '+ 1 yolk' });
    const p = parseIngredientLine('1 cup sugar + 2 tbsp for sprinkling');
    expect(p).toMatchObject({ name: 'sugar', comment: '+ 2 tbsp for sprinkling' });
    expect(p.added).toMatchObject([{ quantity: 2, unit: 'tablespoon' }]);
    // Not before a word: "salt + pepper" names both (the resolution says so).
    expect(parseIngredientLine('salt + pepper').name).toBe('salt + pepper');
  });

  it('water added by its own amount is another ingredient, not more of the food (unless the food is water)', () => {
    // The 3 tbsp of water had been weighed as more cornstarch: 40 g for 16.
    const starch = parseIngredientLine('2 tbsp corn starch + 3 tbsp water');
    expect(starch).toMatchObject({ name: 'corn starch', comment: '+ 3 tbsp water', added: [] });
    expect(parseIngredientLine('1 tbsp gelatin, plus 3 tbsp cold water').added).toEqual([]);
    expect(parseIngredientLine('1 cup water, plus 2 tbsp').added).toMatchObject([
      { quantity: 2, unit: 'tablespoon' },
    ]);
    expect(parseIngredientLine('1 cup ice water, plus 2 tbsp more').added).toMatchObject([
      { quantity: 2, unit: 'tablespoon' },
    ]);
  });
});

describe('"ea" between a count and what it counts', () => {
  it.each([
    ['12 ea large eggs', 12, 'eggs', 'large'],
    ['12 ea. large eggs', 12, 'eggs', 'large'],
    ['2 ea lemons', 2, 'lemons', null],
    // Indian recipes' "no." and "nos" (the name had been "no. eggs", asked at 0.58).
    ['6 no. eggs', 6, 'eggs', null],
    ['2 nos green chillies', 2, 'green chillies', null],
    ['2 nos. onions', 2, 'onions', null],
  ])('%s: %s %s', (line, quantity, name, size) => {
    // The name had been "ea eggs" (a match asked at 0.78).
    expect(parseIngredientLine(line)).toMatchObject({ quantity, unit: null, name, size });
  });

  it('"no" as a word of the name stays in it', () => {
    expect(parseIngredientLine('no-salt seasoning')).toMatchObject({
      quantity: null,
      name: 'no-salt seasoning',
    });
  });
});

describe('fractions said without "a", and amounts in one hyphenated word', () => {
  it.each([
    // The fraction had been read into the name ("quarter cup olive oil", asked at 0.55).
    ['quarter cup olive oil', 0.25, 'cup', 'olive oil'],
    ['third of a cup sugar', 1 / 3, 'cup', 'sugar'],
    ['quarter of a cabbage', 0.25, null, 'cabbage'],
    ['half of a lemon', 0.5, null, 'lemon'],
    // "half of a 15-ounce can chickpeas" had been named "a can chickpeas" (asked at 0.58).
    ['half of a 15-ounce can chickpeas', 0.5, 'can', 'chickpeas'],
    // A line opening with its amount in one word ("half-pound ground pork" had no amount).
    ['half-pound ground pork', 0.5, 'pound', 'ground pork'],
    ['quarter-pound butter', 0.25, 'pound', 'butter'],
    ['four-pound pork shoulder', 4, 'pound', 'pork shoulder'],
  ] as const)('%s → %s %s %s', (line, quantity, unit, name) => {
    const parsed = parseIngredientLine(line);
    expect(parsed.quantity).toBeCloseTo(quantity, 9);
    expect(parsed).toMatchObject({ unit, name });
  });

  it('a fraction word that is not an amount stays in the name', () => {
    expect(parseIngredientLine('lemon quarters').quantity).toBeNull();
    expect(parseIngredientLine('Quarter pounder').name).toBe('Quarter pounder');
  });
});

describe('"and" between a number and a fraction only', () => {
  it('a cream named half and half keeps its name', () => {
    expect(parseIngredientLine('1 cup half and half')).toMatchObject({ quantity: 1, name: 'half and half' });
  });

  it('a second food after "and" is not a fraction of the first', () => {
    expect(parseIngredientLine('2 eggs and 1/2 cup milk')).toMatchObject({ quantity: 2, name: 'eggs' });
  });
});

describe('the size a food is cut to, between the measure and the name', () => {
  it.each([
    ['1 cup 1/4-inch diced carrots', 'carrots', 'diced', 0.25, 'inch'],
    ['1 cup ½-inch diced celery', 'celery', 'diced', 0.5, 'inch'],
    ['2 cups 1/2-inch-diced onion', 'onion', 'diced', 0.5, 'inch'],
    ['2 cups 1-inch pieces asparagus', 'asparagus', 'pieces', 1, 'inch'],
    // After a preparation: the line had been read with no name at all.
    ['2 c peeled and 1/2-inch diced butternut squash', 'butternut squash', 'peeled and diced', 0.5, 'inch'],
    ['1 cup peeled and 1-inch cubed potatoes', 'potatoes', 'peeled and cubed', 1, 'inch'],
  ])('%s names %s, cut %s', (line, name, comment, size, unit) => {
    const parsed = parseIngredientLine(line);
    expect(parsed).toMatchObject({ quantity: expect.any(Number), name, comment });
    expect(parsed.unit).toBe('cup');
    expect(parsed.secondary).toMatchObject([{ quantity: size, unit }]);
  });

  it('a word before "and" that is no preparation is not moved: "1 cup red and 1/2-inch diced onion"', () => {
    expect(parseIngredientLine('1 cup red and 1/2-inch diced onion').secondary).toEqual([]);
  });

  it('a length after a count still sizes each item: "2 1-inch pieces ginger"', () => {
    expect(parseIngredientLine('2 1-inch pieces ginger')).toMatchObject({
      quantity: 2,
      unit: 'piece',
      name: 'ginger',
      secondary: [{ quantity: 1, unit: 'inch', scope: 'each' }],
    });
  });
});

describe('an amount likened to a thing, as old cookbooks give it', () => {
  it.each([
    // The egg had been the food, 50 g of it, for the butter the line measures.
    ['butter the size of an egg', 'butter', 'the size of an egg'],
    ['butter the size of a walnut', 'butter', 'the size of a walnut'],
    ['lard, about the size of an egg', 'lard', 'about the size of an egg'],
  ])('%s names %s, with no amount read', (line, name, comment) => {
    expect(parseIngredientLine(line)).toMatchObject({ quantity: null, unit: null, name, comment });
  });

  it('a counted piece keeps its count', () => {
    expect(parseIngredientLine('a piece of butter the size of a walnut')).toMatchObject({
      quantity: 1,
      unit: 'piece',
      name: 'butter',
      comment: 'the size of a walnut',
    });
  });

  it('"sized" words and a size in a comment stay as they were', () => {
    expect(parseIngredientLine('1 medium-sized onion')).toMatchObject({
      quantity: 1,
      size: 'medium',
      name: 'onion',
    });
    expect(parseIngredientLine('2 eggs, cut to the size of a die')).toMatchObject({
      name: 'eggs',
      comment: 'cut to the size of a die',
    });
  });
});

describe('an amount typed twice', () => {
  // The name had been "10 eggs" and "1 onion" (asked at 0.58).
  it.each([
    ['10 10 eggs, at room temperature', 10, 'eggs'],
    ['1 1 onion, sliced', 1, 'onion'],
  ])('%s', (line, quantity, name) => {
    expect(parseIngredientLine(line)).toMatchObject({ quantity, unit: null, name });
  });

  it('not before a unit, nor in a mixed number', () => {
    expect(parseIngredientLine('2 2 lb bags carrots')).toMatchObject({
      quantity: 2,
      unit: 'bag',
      secondary: [{ quantity: 2, unit: 'pound' }],
    });
    expect(parseIngredientLine('1 1/2 cups flour')).toMatchObject({ quantity: 1.5, unit: 'cup' });
  });
});

describe('a British metric weight that lost its "g" before the ounces', () => {
  // Both had been unreadable quantities.
  it.each([
    ['225/8oz plain flour, plus extra for dusting', 225, 'plain flour'],
    ['100/4oz butter', 100, 'butter'],
  ])('%s', (line, quantity, name) => {
    expect(parseIngredientLine(line)).toMatchObject({ quantity, unit: 'gram', name, errors: [] });
  });

  it('sizes a jar', () => {
    expect(parseIngredientLine('1 x 400/14oz jar sun-dried tomatoes in oil')).toMatchObject({
      quantity: 1,
      unit: 'jar',
      secondary: [
        { quantity: 400, unit: 'gram' },
        { quantity: 14, unit: 'ounce' },
      ],
      errors: [],
    });
  });

  it('only when the number is those ounces in grams: a fraction of an ounce stays one', () => {
    expect(parseIngredientLine('2/3 oz dark chocolate')).toMatchObject({ quantity: 2 / 3, unit: 'ounce' });
    expect(parseIngredientLine('12/16 oz cream cheese')).toMatchObject({ quantity: 0.75, unit: 'ounce' });
  });
});

describe('a decimal comma before a weight or a volume', () => {
  it.each([
    // "5 kg potatoes" had been the name, and the amount one potato.
    ['1,5 kg potatoes', 1.5, null, 'kilogram', 'potatoes'],
    ['0,25 l white wine', 0.25, null, 'liter', 'white wine'],
    ['2,5dl cream', 2.5, null, 'deciliter', 'cream'],
    ['1,5-2 kg beef', 1.5, 2, 'kilogram', 'beef'],
  ])('%s', (line, quantity, max, unit, name) => {
    expect(parseIngredientLine(line)).toMatchObject({ quantity, quantity_max: max, unit, name });
  });

  it('inside a can size too', () => {
    expect(parseIngredientLine('1 (14,5 oz) can tomatoes').secondary).toMatchObject([
      { quantity: 14.5, unit: 'ounce' },
    ]);
  });

  it('a thousands separator, or a comma before no unit, is not a decimal one', () => {
    expect(parseIngredientLine('1,000 g flour')).toMatchObject({
      quantity: 1000,
      unit: 'gram',
      name: 'flour',
    });
    expect(parseIngredientLine('2,3 tomatoes').quantity).not.toBe(2.3);
  });
});
