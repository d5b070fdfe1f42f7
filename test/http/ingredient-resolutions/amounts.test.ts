import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { createRecipe } from '../../helpers/studio.ts';
import { adds, confirm, startOk } from './helpers.ts';

// The amount side of a session through the HTTP stack: stated weights, counts and whole birds,
// conventional measures, "to taste", "plus", and lines that name two foods or offer alternatives.
// The food is chosen by ingredient_id where the test is about the amount, so the figures do not
// depend on the matcher's ranking.

let t: TestApp;
let org: TestOrg;
beforeAll(async () => {
  t = await startTestApp();
  org = await t.newOrg();
});
afterAll(async () => {
  await t.close();
});

const pick = (text: string, ingredient_id: string) => ({ action: 'add_ingredient', text, ingredient_id });

describe('amounts in a session', () => {
  it('adds an amount written after the name with "plus", unless it greases the pan or a stated weight covers it', async () => {
    const recipe = await createRecipe(t, org);
    const s = await startOk(t, org, recipe.id, {
      items: [
        pick('1 cup granulated sugar, plus 2 teaspoons for the glaze', 'f_sr28_19335'),
        pick('2 cups all-purpose flour, plus 2 tablespoons (265 grams)', 'f_sr28_20081'),
        pick('100 g salted butter, plus 1 tbsp for greasing', 'f_sr28_01001'),
        pick('1/4 cup granulated sugar, plus a little more if needed', 'f_sr28_19335'),
      ],
    });
    const [glaze, stated, greasing, more] = s.rows;
    expect(s.summary).toMatchObject({ total: 4, resolved: 4 });
    // SR28 19335: 1 cup = 200 g, 1 tsp = 4.2 g.
    expect(glaze.parsed.added_amounts).toEqual([{ quantity: '2', unit: 'teaspoon', scope: 'total' }]);
    expect(glaze.unit_conversion.quantity_grams).toBe('208.4');
    expect(glaze.unit_conversion.steps.at(-1)).toMatchObject({ source: 'sum', output_quantity: '208.4' });
    // The bracketed weight is the whole line's: 2 cups + 2 tbsp of flour is about 265 g, not 265 + 15.6.
    expect(stated.unit_conversion.quantity_grams).toBe('265');
    expect(stated.unit_conversion.steps.at(-1).reasoning).toContain('the added 2 tablespoon included');
    expect(greasing.parsed.added_amounts).toEqual([]);
    expect(greasing.unit_conversion.quantity_grams).toBe('100');
    expect(more.parsed.added_amounts).toEqual([]);
    expect(more.unit_conversion.quantity_grams).toBe('50');
  });

  it('takes away an amount written with "minus" or "less", and asks when nothing is left', async () => {
    const recipe = await createRecipe(t, org);
    const s = await startOk(t, org, recipe.id, {
      items: [
        pick('1 cup minus 2 tablespoons all-purpose flour', 'f_sr28_20081'),
        pick('1 cup less 2 tablespoons granulated sugar', 'f_sr28_19335'),
        pick('1 cup minus 2 tablespoons all-purpose flour (110 grams)', 'f_sr28_20081'),
        pick('1 tablespoon minus 4 teaspoons granulated sugar', 'f_sr28_19335'),
      ],
    });
    const [flour, sugar, stated, nothing] = s.rows;
    expect(s.summary).toMatchObject({ total: 4, resolved: 3 });
    // SR28 20081: 1 cup = 125 g, so 2 tbsp (1/8 cup) = 15.625 g.
    expect(flour.parsed).toMatchObject({
      ingredient_name: 'all-purpose flour',
      added_amounts: [{ quantity: '-2', unit: 'tablespoon', scope: 'total' }],
    });
    expect(flour.unit_conversion.quantity_grams).toBe('109.375');
    expect(flour.unit_conversion.steps.at(-1)).toMatchObject({
      source: 'sum',
      input_quantity: '125 − 15.625',
      output_quantity: '109.375',
    });
    expect(flour.unit_conversion.steps.at(-1).reasoning).toContain('takes away 2 tablespoon ("minus")');
    // SR28 19335: 1 cup = 200 g, so 2 tbsp = 25 g.
    expect(sugar.unit_conversion.quantity_grams).toBe('175');
    // The bracketed weight is of what is left: nothing is taken from it again.
    expect(stated.unit_conversion.quantity_grams).toBe('110');
    expect(stated.unit_conversion.steps.at(-1).reasoning).toContain('taken away already left out');
    expect(nothing.status).toBe('unresolved');
    expect(nothing.error).toMatchObject({ code: 'unconvertible_quantity', reason_code: 'nothing_left' });
  });

  it('weighs stated weights, sizes, whole birds and added amounts, with every step', async () => {
    const recipe = await createRecipe(t, org);
    const s = await startOk(t, org, recipe.id, {
      items: [
        pick('2 cups (12-oz. pkg.) semisweet chocolate morsels', 'f_sr28_19080'),
        pick('1 small onion, chopped', 'f_sr28_11282'),
        pick('2 medium onions', 'f_sr28_11282'),
        pick('1 whole chicken', 'f_sr28_05006'),
        pick('1 (4 pound) whole chicken', 'f_sr28_05006'),
        pick('1 tablespoon plus 1 teaspoon salted butter', 'f_sr28_01001'),
        pick('pinch salt', 'f_sr28_02047'),
      ],
    });
    const [chips, small, medium, bird, weighed, butter, pinch] = s.rows;
    expect(s.summary).toMatchObject({ total: 7, resolved: 7, ready_to_confirm: true });
    expect(chips.parsed.secondary_amounts).toEqual([{ quantity: '12', unit: 'ounce', scope: 'each' }]);
    expect(chips.unit_conversion).toMatchObject({
      quantity_grams: '340.1942775',
      provenance: 'secondary_amount',
      steps: [
        { input_quantity: '2', input_unit: 'cup', output_quantity: '12', output_unit: 'ounce' },
        { input_quantity: '12', input_unit: 'ounce', output_quantity: '340.1943', output_unit: 'gram' },
      ],
    });
    expect(small.unit_conversion.quantity_grams).toBe('70');
    expect(medium.unit_conversion.quantity_grams).toBe('220');
    expect(bird.unit_conversion).toMatchObject({
      quantity_grams: '920',
      portion_reference: { amount: '0.5', gram_weight: '460' },
    });
    // The 4 lb is the bird as bought, bones and all: SR28's yield of 1 lb ready-to-cook chicken,
    // 276 g of meat and skin, weighs it (4 × 276 g).
    expect(weighed.unit_conversion).toMatchObject({
      quantity_grams: '1104',
      portion_reference: { amount: '1', gram_weight: '276' },
    });
    expect(weighed.unit_conversion.steps.at(-1).reasoning).toContain('ready-to-cook chicken');
    expect(butter.parsed.added_amounts).toEqual([{ quantity: '1', unit: 'teaspoon', scope: 'total' }]);
    expect(butter.unit_conversion.steps.at(-1)).toMatchObject({ source: 'sum', output_unit: 'gram' });
    // 1 tbsp = 14.2 g (SR28); 1 tsp through the largest volume measure, 1 cup = 227 g.
    expect(Number(butter.unit_conversion.quantity_grams)).toBeCloseTo(14.2 + 227 / 48, 9);
    expect(pinch.unit_conversion).toMatchObject({ approximate: true });
    expect(pinch.unit_conversion.steps[0]).toMatchObject({ source: 'implied_quantity', input_unit: 'pinch' });

    const res = await confirm(t, org, recipe.id, s.resolution_id, recipe.versionId, '?compute=false');
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().data.ingredients.map((i: { metric_quantity_g: number }) => i.metric_quantity_g),
    ).toEqual([
      340.1942775,
      70,
      220,
      920,
      1104,
      Number(butter.unit_conversion.quantity_grams),
      Number(pinch.unit_conversion.quantity_grams),
    ]);
  });

  it('weighs vague measures by household estimates that say what they rest on, and confirms them', async () => {
    const recipe = await createRecipe(t, org);
    const s = await startOk(t, org, recipe.id, {
      items: [
        pick('splash of olive oil', 'f_sr28_04053'),
        pick('2 bunches fresh cilantro', 'f_sr28_11165'),
        pick('1 cup shredded gouda', 'f_sr28_01022'),
        pick('8 whole black peppercorns', 'f_sr28_02030'),
        pick('1 handful raisins', 'f_sr28_09298'),
      ],
    });
    const [splash, bunch, gouda, peppercorns, raisins] = s.rows;
    expect(s.summary).toMatchObject({ total: 5, resolved: 4, ready_to_confirm: false });
    // ¼ fl oz = 1/32 cup; SR28 04053: 1 cup = 216 g.
    expect(splash.unit_conversion).toMatchObject({
      quantity_grams: '6.75',
      provenance: 'household_estimate',
    });
    expect(splash.unit_conversion.steps.map((x: { source: string }) => x.source)).toEqual([
      'implied_quantity',
      'household_estimate',
      'portion',
    ]);
    expect(bunch.unit_conversion).toMatchObject({ quantity_grams: '140', approximate: true });
    expect(bunch.unit_conversion.steps[0].reasoning).toContain('a bunch of a fresh leafy herb');
    expect(gouda.unit_conversion.quantity_grams).toBe('113');
    expect(gouda.unit_conversion.steps[0].reasoning).toContain('01009 Cheese, cheddar');
    expect(peppercorns.unit_conversion.quantity_grams).toBe('0.4');
    // No estimate covers a handful of dried fruit: the row keeps its reason.
    expect(raisins).toMatchObject({
      status: 'unresolved',
      error: { code: 'unconvertible_quantity', reason_code: 'no_portion' },
    });

    const fixed = await startOk(t, org, recipe.id, {
      previous_resolution_id: s.resolution_id,
      items: [{ action: 'remove_ingredient', ingredient_row_id: raisins.row_id }],
    });
    const res = await confirm(t, org, recipe.id, fixed.resolution_id, recipe.versionId, '?compute=false');
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().data.ingredient_conversions.map((c: { conversion_source: string }) => c.conversion_source),
    ).toEqual(['household_estimate', 'household_estimate', 'household_estimate', 'household_estimate']);
  });

  it('"to taste" is the food with no weight, a notice saying so; an amount in the comment is a question', async () => {
    const recipe = await createRecipe(t, org);
    const s = await startOk(t, org, recipe.id, {
      items: [pick('salt, to taste', 'f_sr28_02047'), pick('salt, a pinch or two, to taste', 'f_sr28_02047')],
    });
    expect(s.rows[0]).toMatchObject({
      status: 'resolved',
      search: { provenance: 'client_selected' },
      unit_conversion: null,
      error: null,
      notice: { code: 'amount_not_stated', field: 'quantity', reason_code: 'to_taste' },
    });
    expect(s.rows[0].notice.message).toContain('to taste');
    expect(s.rows[1]).toMatchObject({
      status: 'unresolved',
      unit_conversion: null,
      notice: null,
      error: { code: 'unconvertible_quantity', field: 'quantity', reason_code: 'unread_amount' },
    });
  });
});

describe('lines naming two foods, and lines offering alternatives', () => {
  it.each([
    'salt and pepper',
    'salt & freshly ground pepper',
    'Salt and freshly ground black pepper, to taste',
    // Each ingredient offers its own alternatives: kosher salt and pepper, not "Kosher" alone.
    'Kosher or sea salt and freshly ground pepper to taste',
    // "+" written for "and" (black pepper had been offered first, at 0.58, for "salt + pepper").
    'salt + pepper',
  ])('"%s" says it names two ingredients and selects neither', async (line) => {
    const recipe = await createRecipe(t, org);
    const s = await startOk(t, org, recipe.id, { items: adds([line]) });
    const [row] = s.rows;
    expect(row).toMatchObject({
      status: 'unresolved',
      search: { ingredient_id: null, provenance: null },
      error: { code: 'two_ingredients', field: 'ingredient_name' },
    });
    expect(row.error.message).toMatch(/names 2 ingredients \("(?:kosher )?salt", ".*pepper"\)/i);
    // Each ingredient's food is offered first, in turn: salt, then pepper.
    const names = row.search.candidates.map((c: { ingredient_name: string }) => c.ingredient_name);
    expect(names[0]).toBe('Salt, table');
    expect(names[1]).toMatch(/^Spices, pepper, black/);
  });

  it('eggs with another part of an egg added are two foods, not the eggs alone', async () => {
    const recipe = await createRecipe(t, org);
    const s = await startOk(t, org, recipe.id, {
      items: adds([
        '3 large eggs, plus 1 yolk',
        '4 egg yolks plus 1 whole egg',
        '3 eggs, plus 1 egg for glazing',
      ]),
    });
    const [eggs, yolks, same] = s.rows;
    // The yolk had been left out: 3 × 50 g of whole egg.
    expect(eggs).toMatchObject({ status: 'unresolved', error: { code: 'two_ingredients' } });
    expect(eggs.error.message).toMatch(/names 2 ingredients \("eggs", "egg yolk"\)/);
    expect(yolks.error.message).toMatch(/names 2 ingredients \("egg yolks", "whole egg"\)/);
    // One more of the same food is not another ingredient.
    expect(same.error?.code).not.toBe('two_ingredients');
  });

  it('a second ingredient after "and", with its own amount, is not dropped', async () => {
    const recipe = await createRecipe(t, org);
    const s = await startOk(t, org, recipe.id, {
      items: adds([
        '2 tbsp butter and 2 tbsp oil',
        '1 onion and 2 carrots, diced',
        '2 eggs and 1 yolk',
        '1 leek, white part and 1 inch green',
        '2 eggs + 1 yolk',
        '1/2 cup milk + 1 tbsp lemon juice',
      ]),
    });
    const [fats, vegetables, eggs, leek, plusEggs, plusJuice] = s.rows;
    // "+" is written for "plus": "eggs + 1 yolk" had been searched as one name (the yolk first,
    // 0.65), "milk + 1 tbsp lemon juice" as lemon juice.
    expect(plusEggs.error.message).toMatch(/names 2 ingredients \("eggs", "egg yolk"\)/);
    expect(plusJuice.error.message).toMatch(/names 2 ingredients \("milk", "lemon juice"\)/);
    // The butter alone (28.4 g) and the onion alone had resolved; "2 eggs and 1 yolk" had been
    // two yolks, 34 g.
    expect(fats).toMatchObject({ status: 'unresolved', error: { code: 'two_ingredients' } });
    expect(fats.error.message).toMatch(/names 2 ingredients \("butter", "oil"\)/);
    expect(vegetables.error.message).toMatch(/names 2 ingredients \("onion", "carrots"\)/);
    expect(eggs.error.message).toMatch(/names 2 ingredients \("eggs", "egg yolk"\)/);
    // A length after "and" is how much of the leek, not another food.
    expect(leek.error?.code).not.toBe('two_ingredients');
  });

  it('a second ingredient the catalogue lacks, with its own amount, is named, not dropped', async () => {
    const recipe = await createRecipe(t, org);
    const s = await startOk(t, org, recipe.id, {
      items: adds([
        '2 tbsp sesame seeds mixed with 1 tbsp nigella seeds',
        '1 cup firmly packed fresh basil leaves plus 3 sprigs for garnish',
      ]),
    });
    const [seeds, basil] = s.rows;
    // The sesame alone had been resolved (18 g), the nigella left off the label.
    expect(seeds).toMatchObject({ status: 'unresolved', error: { code: 'two_ingredients' } });
    expect(seeds.error.message).toMatch(/names 2 ingredients \("sesame seeds", "nigella seeds"\)/);
    // More of the same food for the garnish is no second food.
    expect(basil.error?.code).not.toBe('two_ingredients');
  });

  it('a second ingredient after "and" is not dropped when the preparation says something first', async () => {
    const recipe = await createRecipe(t, org);
    const s = await startOk(t, org, recipe.id, {
      items: adds([
        '1 cup chopped tomatoes and 2 green chiles',
        '1 cup rice, rinsed, and 2 cups chicken broth',
        '2 cups chicken, cooked and cubed',
      ]),
    });
    const [tomatoes, rice, chicken] = s.rows;
    // The tomatoes alone (180 g) and the rice alone (185 g) had resolved: "chopped" and "rinsed"
    // came before the "and" in the preparation.
    expect(tomatoes.error.message).toMatch(/names 2 ingredients \("tomatoes", "green chiles"\)/);
    expect(rice.error.message).toMatch(/names 2 ingredients \("rice", "chicken broth"\)/);
    // What is done to the food, after "and", is no second ingredient.
    expect(chicken.error?.code).not.toBe('two_ingredients');
  });

  it('a second food after "plus" or mixed in is a second ingredient, more of the same food its added amount', async () => {
    const recipe = await createRecipe(t, org);
    const s = await startOk(t, org, recipe.id, {
      items: adds([
        '2 tbsp butter, melted, plus 1 tbsp oil',
        '2 cups milk, warmed, and 1 egg',
        '1 cup flour, plus 2 tablespoons flour',
        '90g lard, plus 1 tbsp extra for greasing',
        '1 cup flour mixed with 1 tsp baking powder',
        '1 tbsp cornstarch, dissolved in 2 tbsp cold water',
      ]),
    });
    const [fats, milk, flour, lard, mixed, slurry] = s.rows;
    // The oil had been weighed as 1 tbsp more butter (42.6 g of butter); the egg had been dropped
    // (an egg after "and" was read as another egg part only for a line of eggs).
    expect(fats.error.message).toMatch(/names 2 ingredients \("butter", "oil"\)/);
    expect(milk.error.message).toMatch(/names 2 ingredients \("milk", "egg"\)/);
    expect(flour).toMatchObject({ status: 'resolved', unit_conversion: { quantity_grams: '140.625' } });
    expect(lard).toMatchObject({ status: 'resolved', unit_conversion: { quantity_grams: '90' } });
    // What a food is mixed with is a second ingredient (the baking powder had been dropped),
    // unless it is water, which puts nothing on a label.
    expect(mixed.error.message).toMatch(/names 2 ingredients \("flour", "baking powder"\)/);
    expect(slurry).toMatchObject({ status: 'resolved', unit_conversion: { quantity_grams: '8' } });
  });

  it('a fraction after the unit is of that unit, not a second ingredient: "a cup and a half"', async () => {
    const recipe = await createRecipe(t, org);
    const s = await startOk(t, org, recipe.id, {
      items: adds(['a cup and a half of flour', 'a teaspoon and a half of salt']),
    });
    const [flour, salt] = s.rows;
    // A cup of flour (125 g) had been weighed, the fraction read into the name.
    expect(flour).toMatchObject({ status: 'resolved', unit_conversion: { quantity_grams: '187.5' } });
    expect(salt).toMatchObject({ status: 'resolved', unit_conversion: { quantity_grams: '9' } });
  });

  it('a fruit whose zest and juice the line both uses is two ingredients, each offered', async () => {
    const recipe = await createRecipe(t, org);
    const s = await startOk(t, org, recipe.id, {
      items: adds([
        '1 lemon, zested and juiced',
        'Juice and grated rind of one orange',
        '1 tbsp lemon juice, plus zest to garnish',
      ]),
    });
    const [lemon, orange, measured] = s.rows;
    // Both had been asked as a count of peel with no weight per fruit.
    expect(lemon).toMatchObject({ status: 'unresolved', error: { code: 'two_ingredients' } });
    expect(lemon.error.message).toMatch(/names 2 ingredients \("lemon zest", "lemon juice"\)/);
    const offered = (row: { search: { candidates: { ingredient_name: string }[] } }) =>
      row.search.candidates.slice(0, 2).map((c) => c.ingredient_name);
    expect(offered(lemon)).toEqual(['Lemon peel, raw', 'Lemon juice, raw']);
    expect(offered(orange)).toEqual(['Orange peel, raw', 'Orange juice, raw']);
    // A line measured in a unit measures the juice.
    expect(measured).toMatchObject({ status: 'resolved', search: { ingredient_name: 'Lemon juice, raw' } });
  });

  it('a name that is two foods by country is asked, each country’s food offered', async () => {
    const recipe = await createRecipe(t, org);
    const s = await startOk(t, org, recipe.id, {
      items: adds(['4 tbsp tomato purée', '2 tbsp tomato paste']),
    });
    const [puree, paste] = s.rows;
    // The starter catalogue had resolved the British line to the thin US purée, half the energy.
    expect(puree).toMatchObject({ status: 'unresolved', error: { code: 'no_confident_match' } });
    expect(puree.error.message).toContain('concentrated paste in Britain');
    const offered = puree.search.candidates
      .slice(0, 2)
      .map((c: { ingredient_name: string }) => c.ingredient_name);
    expect(offered).toEqual([
      'Tomato products, canned, puree, without salt added',
      'Tomato products, canned, paste, without salt added',
    ]);
    expect(paste.status).toBe('resolved');
  });

  it('a food whose name has "and" in it is one ingredient', async () => {
    const recipe = await createRecipe(t, org);
    const s = await startOk(t, org, recipe.id, { items: adds(['1 cup half and half', '2 tbsp salt']) });
    expect(s.rows.map((r: { error: { code: string } | null }) => r.error?.code ?? null)).not.toContain(
      'two_ingredients',
    );
  });

  it('the client may still choose one food for such a line', async () => {
    const recipe = await createRecipe(t, org);
    const s = await startOk(t, org, recipe.id, {
      items: [{ action: 'add_ingredient', text: '1 tsp salt and pepper', ingredient_id: 'f_sr28_02047' }],
    });
    expect(s.rows[0]).toMatchObject({
      status: 'resolved',
      search: { ingredient_id: 'f_sr28_02047', provenance: 'client_selected' },
      unit_conversion: { quantity_grams: '6' },
    });
  });

  it('a line with alternatives is searched by its first', async () => {
    const recipe = await createRecipe(t, org);
    const s = await startOk(t, org, recipe.id, { items: adds(['1/2 cup cold butter or margarine']) });
    expect(s.rows[0].parsed.ingredient_name).toBe('cold butter');
    expect(s.rows[0].search.query_text).toBe('cold butter');
  });
});

describe('a count of which only part is used', () => {
  it('is left to a person with the reason; the whole item, or a measure of the part, is weighed', async () => {
    const recipe = await createRecipe(t, org);
    const s = await startOk(t, org, recipe.id, {
      items: [
        pick('6 scallions, white and pale-green parts, finely chopped', 'f_sr28_11291'),
        pick('4 scallions (green parts only)', 'f_sr28_11291'),
        pick('2 scallions, white and green parts', 'f_sr28_11291'),
        pick('1/2 cup chopped scallions, green parts only', 'f_sr28_11291'),
      ],
    });
    const [paleGreen, greenOnly, whole, measured] = s.rows;
    for (const row of [paleGreen, greenOnly]) {
      expect(row.status).toBe('unresolved');
      expect(row.error).toMatchObject({ code: 'unconvertible_quantity', reason_code: 'no_portion' });
      expect(row.error.message).toContain('Only part of each is used');
    }
    expect(whole.status).toBe('resolved');
    expect(measured.status).toBe('resolved');
  });

  it('a leek’s white part is SR28’s leek, whose tops are refuse: weighed by its count', async () => {
    const recipe = await createRecipe(t, org);
    const s = await startOk(t, org, recipe.id, {
      items: [
        pick('2 leeks, white part only, cleaned and sliced', 'f_sr28_11246'),
        pick('1 leek (white and light green part only), thinly sliced', 'f_sr28_11246'),
        pick('2 leeks, dark green parts only', 'f_sr28_11246'),
      ],
    });
    const [white, lightGreen, darkGreen] = s.rows;
    expect(white.unit_conversion.quantity_grams).toBe('178');
    expect(white.unit_conversion.reasoning).toContain('tops, root end and skin as refuse');
    expect(lightGreen.unit_conversion.quantity_grams).toBe('89');
    expect(darkGreen.status).toBe('unresolved');
    expect(darkGreen.error).toMatchObject({ code: 'unconvertible_quantity', reason_code: 'no_portion' });
  });
});

describe('kitchen equipment listed with the ingredients', () => {
  it('is no_match with a reason, never the nearest name in the catalogue', async () => {
    const recipe = await createRecipe(t, org);
    const lines = [
      '1 canning jar',
      '9 half pint canning jars with lids and rings',
      'cocktail sticks, to secure the bacon',
      'Nonstick aluminum foil (optional)',
      '9-inch metal, glass, or ceramic pie dish',
      '12 paper muffin liners',
      '8 (12-inch) skewers',
      '40 to 48 six-inch wooden skewers',
      '25 toothpicks',
    ];
    const s = await startOk(t, org, recipe.id, { items: adds(lines) });
    for (const row of s.rows) {
      expect(row.status, row.original_text).toBe('unresolved');
      expect(row.search.ingredient_id).toBeNull();
      expect(row.error).toMatchObject({
        code: 'no_match',
        field: 'ingredient_name',
        reason_code: 'kitchen_equipment',
      });
      expect(row.error.message).toContain('names kitchen equipment, not a food');
    }
  });

  it('a food named like equipment is a food', async () => {
    const recipe = await createRecipe(t, org);
    const s = await startOk(t, org, recipe.id, {
      items: adds([
        '2 cinnamon sticks',
        '1/2 pound string beans',
        '1 tablespoon pie spice',
        '1 pound chicken skewers',
      ]),
    });
    for (const row of s.rows) {
      expect(row.error?.message ?? '').not.toContain('kitchen equipment');
    }
  });
});

describe('headings pasted with the ingredient list', () => {
  it('a line of no amount ending in a colon is no_match with a reason, never selected', async () => {
    const recipe = await createRecipe(t, org);
    const s = await startOk(t, org, recipe.id, {
      items: adds(['Topping:', 'For the glaze:', 'Frosting:', 'Ingredients:']),
    });
    for (const row of s.rows) {
      expect(row.status, row.original_text).toBe('unresolved');
      expect(row.search.ingredient_id).toBeNull();
      expect(row.error.code, row.original_text).toMatch(/^(?:no_match|missing_name)$/);
    }
    const [topping, , frosting] = s.rows;
    expect(topping.error).toMatchObject({
      code: 'no_match',
      field: 'ingredient_name',
      reason_code: 'heading',
    });
    expect(topping.error.message).toContain('reads as a heading of the ingredient list');
    expect(frosting.error.message).toContain('reads as a heading of the ingredient list');
  });

  it('a part of the dish written as a label before the line is not the food', async () => {
    const recipe = await createRecipe(t, org);
    const s = await startOk(t, org, recipe.id, {
      items: adds(['Topping: 1 cup heavy cream', 'Glaze: 2 tbsp whole milk', 'Sugar: 1 cup']),
    });
    const [cream, milk, sugar] = s.rows;
    expect(cream.parsed).toMatchObject({ ingredient_name: 'heavy cream', preparation: 'Topping' });
    expect(cream.search.ingredient_name).toBe('Cream, fluid, heavy whipping');
    expect(cream.unit_conversion.quantity_grams).toBe('238.4');
    expect(milk.parsed).toMatchObject({ ingredient_name: 'whole milk', preparation: 'Glaze' });
    expect(sugar.parsed).toMatchObject({ ingredient_name: 'Sugar', quantity: '1', unit: 'cup' });
  });
});

describe('parts cooked for flavour and removed', () => {
  it('bones and a carcass are left to a person with a reason, never weighed as the meat', async () => {
    const recipe = await createRecipe(t, org);
    const s = await startOk(t, org, recipe.id, {
      items: adds([
        '2 lb chicken bones',
        '1 chicken, carcass only',
        '4 bone-in chicken thighs',
        '1 whole chicken',
      ]),
    });
    const [bones, carcass, thighs, whole] = s.rows;
    for (const row of [bones, carcass]) {
      expect(row.status).toBe('unresolved');
      expect(row.search.ingredient_id).toBeNull();
      expect(row.error).toMatchObject({
        code: 'no_match',
        field: 'ingredient_name',
        reason_code: 'not_eaten',
      });
      expect(row.error.message).toContain('bones or a carcass');
      // The meat is still offered, for a person who means it.
      expect(row.search.candidates[0].ingredient_name).toMatch(/^Chicken/);
    }
    // Thighs on the bone are thighs, not bones (counted, SR28's thigh is weighed as bought, bone
    // and all, so the weight of their meat is asked).
    expect(thighs.error?.message ?? '').not.toContain('bones or a carcass');
    expect(thighs.search.candidates[0].ingredient_name).toMatch(/thigh/);
    expect(whole.status).toBe('resolved');
  });

  it('meat on the bone is meat; a bird’s meat without its skin is not weighed for one bought with it', async () => {
    const recipe = await createRecipe(t, org);
    const s = await startOk(t, org, recipe.id, {
      items: adds(['1 kg turkey on the bone', '1 kg mutton on the bone']),
    });
    const [turkey, mutton] = s.rows;
    for (const row of [turkey, mutton]) {
      expect(row.error?.reason_code ?? '', row.original_text).not.toBe('not_eaten');
    }
    // The starter catalogue lists its turkey as meat only: 1,000 g of it had been weighed.
    expect(turkey.status).toBe('unresolved');
    expect(turkey.error).toMatchObject({ code: 'unconvertible_quantity', reason_code: 'ambiguous' });
  });

  it('a bone named in passing does not make the food a bone', async () => {
    const recipe = await createRecipe(t, org);
    const s = await startOk(t, org, recipe.id, {
      items: adds([
        '1 lb chicken breasts, bones removed',
        '2 cups bone broth',
        '4 chicken thighs, carcasses reserved',
      ]),
    });
    for (const row of s.rows) {
      expect(row.error?.message ?? '', row.original_text).not.toContain('bones or a carcass');
    }
  });
});

describe('a cut the starter catalogue lists only whole', () => {
  it('a brisket’s flat cut is asked, not selected as the whole brisket (1.6 times the fat)', async () => {
    const recipe = await createRecipe(t, org);
    const s = await startOk(t, org, recipe.id, {
      items: adds(['1 (4- to 5-lb.) beef brisket, flat cut, trimmed']),
    });
    expect(s.rows[0]).toMatchObject({ status: 'unresolved', search: { ingredient_id: null } });
  });
});
