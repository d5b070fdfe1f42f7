import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { createCi } from '../../helpers/custom-ingredients.ts';
import { addServingOk, label, recipeWithIngredients } from '../../helpers/servings.ts';
import { allEvents, get, mutate } from '../../helpers/studio.ts';

/**
 * Label rules a reviewer signs, end to end through HTTP on real SR28 foods:
 * estimated added sugars, trans fat that is never a partial sum, confirmations in the label
 * configuration, calories of a custom spirit, household measures and serving warnings.
 *
 * Chocolate chip cookie dough (1,247 g), SR28 per 100 g:
 *   flour 20081      280 g  sugars 0.27 (single-ingredient grain: 0 added); no trans-fat value
 *   butter 01001     227 g  trans fat 3.278                                  (0 added)
 *   sugar 19335      300 g  sugars 99.80, a sweetener: all added; no trans-fat value
 *   egg 01123        100 g  trans fat 0.038                                  (0 added)
 *   semisweet 19080  340 g  sugars 54.50, protein 4.20; no trans-fat value
 *     added = 54.50 − 0.91 × 4.20 ÷ 14.32 (unsweetened chocolate 19078) = 54.233100… g per 100 g
 * Added sugars: 299.4 + 184.392542 = 483.792542 g; one 30 g cookie: × 30 ÷ 1247 = 11.6389 g
 *   → "Includes 12g Added Sugars", 11.6389 ÷ 50 = 23.28 % → 23%.
 * Trans fat with data: 7.44106 + 0.038 = 7.47906 g (butter and egg only) → a partial sum.
 *   Once flour, sugar and chocolate are confirmed to have none: 7.47906 × 30 ÷ 1247 = 0.1799 g → 0g.
 */
const COOKIES = [
  { ingredient_id: 'f_sr28_20081', quantity_grams: '280', original_text: '2 1/4 cups all-purpose flour' },
  { ingredient_id: 'f_sr28_01001', quantity_grams: '227', original_text: '1 cup butter' },
  { ingredient_id: 'f_sr28_19335', quantity_grams: '300', original_text: '1 1/2 cups sugar' },
  { ingredient_id: 'f_sr28_01123', quantity_grams: '100', original_text: '2 large eggs' },
  {
    ingredient_id: 'f_sr28_19080',
    quantity_grams: '340',
    original_text: '2 cups (12-oz. pkg.) semisweet chocolate morsels',
  },
];

const ONE_COOKIE = {
  serving_size_type: 'user_provided',
  household_amount: '1',
  household_unit: 'cookie',
  metric_amount: '30',
  racc_category_id: 'racc_cookies',
};

let t: TestApp;
let org: TestOrg;
beforeAll(async () => {
  t = await startTestApp();
  org = await t.newOrg();
});
afterAll(async () => {
  await t.close();
});

function node(l: Record<string, any>, bmid: string): Record<string, any> {
  const walk = (nodes: Record<string, any>[]): Record<string, any> | undefined => {
    for (const n of nodes) {
      if (n.bmid === bmid) {
        return n;
      }
      const found = walk(n.children);
      if (found !== undefined) {
        return found;
      }
    }
    return undefined;
  };
  const found = walk(l.per_serving.nutrients);
  expect(found, bmid).toBeDefined();
  return found as Record<string, any>;
}

describe('added sugars and trans fat of chocolate chip cookies', () => {
  it('estimates the chocolate’s added sugars, shows the method, and marks the label line', async () => {
    const r = await recipeWithIngredients(t, org, COOKIES);
    const analysis = (
      await get(t, org, `/studio/recipes/${r.id}/nutrition/analysis?bmids=n_added_sugars`)
    ).json().data;
    const methods = analysis.ingredients.map((i: Record<string, any>) => i.added_sugars.method);
    expect(methods).toEqual([
      'whole_food',
      'whole_food',
      'sweetener',
      'whole_food',
      'counterpart_difference',
    ]);
    expect(Number(analysis.ingredients[4].added_sugars.per_100g)).toBeCloseTo(54.2331006, 6);
    expect(analysis.ingredients[4].added_sugars.source).toContain('19078');
    expect(analysis.nutrients[0].total).toBeCloseTo(483.792542, 5);
    expect(analysis.nutrients[0].missing_data_ingredients).toEqual([]);
    // Calories: SR28 foods with their own Atwater factors.
    expect(analysis.ingredients[4].calories.method).toBe('specific_factors');

    const s = await addServingOk(t, org, r.id, r.versionId, ONE_COOKIE);
    expect(s.body.data.serving.warnings).toEqual([]);
    const l = (await label(t, org, r.id, s.servingId)).json().data;
    const added = node(l, 'n_added_sugars');
    expect([added.display_text, added.percent_dv]).toEqual(['Includes 12g Added Sugars', '23%']);
    expect(added.basis).toContain('Estimated');
    expect(added.basis).toContain('Candies, semisweet chocolate');

    const facts = (
      await get(t, org, `/studio/recipes/${r.id}/servings/${s.servingId}/nutrition-facts/analysis`)
    ).json().data;
    expect(facts.ingredients[4].added_sugars.method).toBe('counterpart_difference');
  });

  it('trans fat: not a partial sum, until a person confirms the foods without data have none', async () => {
    const r = await recipeWithIngredients(t, org, COOKIES);
    const s = await addServingOk(t, org, r.id, r.versionId, ONE_COOKIE);
    const before = (await label(t, org, r.id, s.servingId)).json().data;
    const trans = node(before, 'n_trans_fat');
    expect([trans.amount, trans.display_text, trans.not_declared_reason]).toEqual([
      '',
      'data missing',
      'incomplete_data',
    ]);
    expect(before.completeness).toEqual({
      is_complete: false,
      missing_mandatory: [{ bmid: 'n_trans_fat', display_name: 'Trans Fat', reason: 'incomplete_data' }],
    });
    const svg = (await label(t, org, r.id, s.servingId, '?format=svg')).body;
    expect(svg).toContain('data missing');

    const confirmations = [
      { bmid: 'n_trans_fat', food_id: 'f_sr28_20081', rationale: 'Mill specification: 0 g trans fat.' },
      { bmid: 'n_trans_fat', food_id: 'f_sr28_19335', rationale: 'Pure sucrose; contains no fat.' },
      { bmid: 'n_trans_fat', food_id: 'f_sr28_19080', rationale: 'Supplier sheet: 0 g trans fat per 100 g.' },
    ];
    // Partly confirmed: still not declared.
    const partly = await mutate(t, org, 'PUT', `/studio/recipes/${r.id}/label-configuration`, s.versionId, {
      nutrient_entries: [],
      nutrient_confirmations: confirmations.slice(0, 2),
    });
    expect(partly.statusCode, partly.body).toBe(200);
    expect(node((await label(t, org, r.id, s.servingId)).json().data, 'n_trans_fat').display_text).toBe(
      'data missing',
    );

    const put = await mutate(
      t,
      org,
      'PUT',
      `/studio/recipes/${r.id}/label-configuration`,
      partly.json().version_id,
      { nutrient_entries: [], nutrient_confirmations: confirmations },
    );
    expect(put.statusCode, put.body).toBe(200);
    const saved = put.json().data.nutrient_confirmations;
    expect(saved).toHaveLength(3);
    // The two confirmed earlier keep their stamp; all name who confirmed.
    const first = partly.json().data.nutrient_confirmations;
    expect(saved.find((c: Record<string, string>) => c.food_id === 'f_sr28_20081').confirmed_at).toBe(
      first.find((c: Record<string, string>) => c.food_id === 'f_sr28_20081').confirmed_at,
    );
    expect(saved.every((c: Record<string, string>) => c.confirmed_by === org.memberId)).toBe(true);

    const after = (await label(t, org, r.id, s.servingId)).json().data;
    const declared = node(after, 'n_trans_fat');
    expect([declared.amount, declared.display_text, declared.not_declared_reason]).toEqual([
      '0',
      '0g',
      undefined,
    ]);
    expect(declared.basis).toContain('Candies, semisweet chocolate');
    expect(declared.basis).toContain('Supplier sheet: 0 g trans fat per 100 g.');
    expect(after.completeness).toEqual({ is_complete: true, missing_mandatory: [] });
    // The label at the version before still says what it said then.
    const old = (await label(t, org, r.id, s.servingId, `?version_id=${s.versionId}`)).json().data;
    expect(node(old, 'n_trans_fat').display_text).toBe('data missing');

    // The audit trail shows the confirmations, who made them, before and after.
    const events = (await allEvents(t, org, r.id)).filter(
      (e) => e.event_type === 'recipe.label_configuration_updated',
    );
    expect(events).toHaveLength(2);
    expect(JSON.stringify(events[1])).toContain('Supplier sheet: 0 g trans fat per 100 g.');
    expect(events[1]?.actor.id).toBe(org.memberId);
  });

  it('refuses a confirmation for calories, for a food the recipe does not use, or without a rationale', async () => {
    const r = await recipeWithIngredients(t, org, COOKIES);
    const res = await mutate(t, org, 'PUT', `/studio/recipes/${r.id}/label-configuration`, r.versionId, {
      nutrient_entries: [],
      nutrient_confirmations: [
        { bmid: 'n_energy_kcal', food_id: 'f_sr28_20081', rationale: 'x' },
        { bmid: 'n_trans_fat', food_id: 'f_sr28_09316', rationale: 'Strawberries have none.' },
        { bmid: 'n_trans_fat', food_id: 'f_sr28_20081', rationale: '   ' },
      ],
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().detail.map((d: Record<string, unknown>) => [d.loc, d.type])).toEqual([
      [['body', 'nutrient_confirmations', 0, 'bmid'], 'not_confirmable'],
      [['body', 'nutrient_confirmations', 1, 'food_id'], 'unknown_ingredient_food'],
      [['body', 'nutrient_confirmations', 2, 'rationale'], 'missing'],
    ]);
  });
});

describe('added sugars without a basis', () => {
  it('French bread has no added-sugar figure: the line says so until a person confirms none', async () => {
    // Bread, french or vienna (18029), 200 g: a baked product, so no basis; whole milk (01077)
    // 100 g: 0 g. Added sugars are then a partial sum (0 g from the milk): not printed.
    const r = await recipeWithIngredients(t, org, [
      { ingredient_id: 'f_sr28_18029', quantity_grams: '200', original_text: '1 baguette' },
      { ingredient_id: 'f_sr28_01077', quantity_grams: '100', original_text: 'scant 1/2 cup milk' },
    ]);
    const analysis = (
      await get(t, org, `/studio/recipes/${r.id}/nutrition/analysis?bmids=n_added_sugars`)
    ).json().data;
    expect(analysis.ingredients.map((i: Record<string, any>) => i.added_sugars.method)).toEqual([
      'unknown',
      'whole_food',
    ]);
    expect(analysis.nutrients[0].missing_data_ingredients).toEqual([0]);
    const s = await addServingOk(t, org, r.id, r.versionId, {
      serving_size_type: 'racc_guided',
      racc_category_id: 'racc_breads_rolls',
      household_amount: '1',
      household_unit: 'slice',
    });
    const l = (await label(t, org, r.id, s.servingId)).json().data;
    expect(node(l, 'n_added_sugars')).toMatchObject({
      amount: '',
      display_text: 'Added Sugars: data missing',
      not_declared_reason: 'incomplete_data',
    });
    expect(l.completeness.missing_mandatory).toContainEqual({
      bmid: 'n_added_sugars',
      display_name: 'Added Sugars',
      reason: 'incomplete_data',
    });
    const put = await mutate(t, org, 'PUT', `/studio/recipes/${r.id}/label-configuration`, s.versionId, {
      nutrient_entries: [],
      nutrient_confirmations: [
        {
          bmid: 'n_added_sugars',
          food_id: 'f_sr28_18029',
          rationale: 'Bakery recipe: flour, water, yeast, salt; no sugar.',
        },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    const confirmed = node((await label(t, org, r.id, s.servingId)).json().data, 'n_added_sugars');
    expect([confirmed.display_text, confirmed.percent_dv]).toEqual(['Includes 0g Added Sugars', '0%']);
    expect(confirmed.basis).toContain('Bakery recipe: flour, water, yeast, salt; no sugar.');
  });
});

describe('semisweet chocolate alone, with a user-provided "1 serving (100g)"', () => {
  it('declares estimated added sugars, never a silent 0, and warns about the serving', async () => {
    const r = await recipeWithIngredients(t, org, [COOKIES[4] as Record<string, string>]);
    const s = await addServingOk(t, org, r.id, r.versionId, {
      serving_size_type: 'user_provided',
      household_amount: '1',
      household_unit: 'serving',
      metric_amount: '100',
      racc_category_id: 'racc_candies_all_other',
    });
    const codes = s.body.data.serving.warnings.map((w: Record<string, string>) => w.code);
    expect(codes).toEqual(['not_a_household_measure', 'serving_far_from_racc']);
    // 100 g of a 30 g RACC.
    expect(s.body.data.serving.warnings[1].message).toContain('333 %');
    const l = (await label(t, org, r.id, s.servingId)).json().data;
    expect(l.warnings.map((w: Record<string, string>) => w.code)).toEqual(codes);
    // 54.2331 g → 54g; 108 %.
    expect(node(l, 'n_added_sugars').display_text).toBe('Includes 54g Added Sugars');
    // SR28 has no trans-fat value for it: no data at all.
    expect(node(l, 'n_trans_fat').not_declared_reason).toBe('no_data');
    expect(l.completeness.missing_mandatory.map((m: Record<string, string>) => m.bmid)).toEqual([
      'n_trans_fat',
    ]);
  });

  it('warns when ounces do not match the grams', async () => {
    const r = await recipeWithIngredients(t, org, [COOKIES[4] as Record<string, string>]);
    const s = await addServingOk(t, org, r.id, r.versionId, {
      serving_size_type: 'user_provided',
      household_amount: '1',
      household_unit: 'oz',
      metric_amount: '42',
      racc_category_id: 'racc_candies_all_other',
    });
    // 1 oz is 28 g for labeling: a third short of 42 g. 42 g is 140 % of the 30 g RACC: no RACC warning.
    expect(s.body.data.serving.warnings).toEqual([
      {
        code: 'household_measure_far_from_metric',
        message: expect.stringContaining('33 % away'),
      },
    ]);
  });

  it('warns when a user-provided serving names no RACC category', async () => {
    const r = await recipeWithIngredients(t, org, [COOKIES[4] as Record<string, string>]);
    const s = await addServingOk(t, org, r.id, r.versionId, {
      serving_size_type: 'user_provided',
      household_amount: '1',
      household_unit: 'oz',
      metric_amount: '28',
    });
    expect(s.body.data.serving.warnings.map((w: Record<string, string>) => w.code)).toEqual([
      'no_racc_category',
    ]);
  });
});

describe('a custom 80-proof spirit', () => {
  it('declares the calories of its stated energy, like the SR28 food, and says which method', async () => {
    const ci = await createCi(t, org, {
      name: `House vodka ${Math.random().toString(36).slice(2, 8)}`,
      status: 'active',
      nutrients: [
        { id: 'n_energy_kcal', unit: 'kcal', amount: '231' },
        { id: 'n_protein', unit: 'g', amount: '0' },
        { id: 'n_total_fat', unit: 'g', amount: '0' },
        { id: 'n_total_carbohydrate', unit: 'g', amount: '0' },
        { id: 'n_total_sugars', unit: 'g', amount: '0' },
      ],
    });
    const jigger = {
      serving_size_type: 'user_provided',
      household_amount: '1.5',
      household_unit: 'fl oz',
      metric_amount: '42',
    };
    const custom = await recipeWithIngredients(t, org, [
      { ingredient_id: ci.id, quantity_grams: '42', original_text: '1 jigger vodka' },
    ]);
    const sr28 = await recipeWithIngredients(t, org, [
      { ingredient_id: 'f_sr28_14037', quantity_grams: '42', original_text: '1 jigger vodka' },
    ]);
    const servedCustom = await addServingOk(t, org, custom.id, custom.versionId, jigger);
    const servedSr28 = await addServingOk(t, org, sr28.id, sr28.versionId, jigger);
    // 231 × 0.42 = 97.02 kcal → 100; SR28: 33.4 g alcohol × 6.93 × 0.42 = 97.21 kcal → 100.
    for (const [r, s] of [
      [custom, servedCustom],
      [sr28, servedSr28],
    ] as const) {
      const l = (await label(t, org, r.id, s.servingId)).json().data;
      expect(node(l, 'n_energy_kcal').display_text).toBe('100');
      // 1.5 fl oz is not rounded up to 2 fl oz: 45 mL is exactly 3 tbsp.
      expect(l.header.serving_size_household).toBe('3 tbsp');
    }
    expect(servedCustom.body.data.serving.warnings.map((w: Record<string, string>) => w.code)).toEqual([
      'household_measure_changed',
      'no_racc_category',
    ]);
    const analysis = (await get(t, org, `/studio/recipes/${custom.id}/nutrition/analysis`)).json().data;
    expect(analysis.ingredients[0].calories).toMatchObject({ method: 'stated_energy', per_100g: '231' });
    expect(analysis.ingredients[0].added_sugars).toMatchObject({ method: 'no_sugars', per_100g: '0' });
  });
});
