import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { addServingOk, label, recipeWithIngredients, visibleNodes } from '../../helpers/servings.ts';
import { allEvents, get, mutate } from '../../helpers/studio.ts';

/**
 * The typical Studio flow end to end on real SR28 foods: create a recipe, set its ingredients
 * (nutrition is computed in the same version), add a serving, compute its facts, read the label.
 *
 * Figures computed by hand from SR28 (NUT_DATA per 100 g; energy from the FOOD_DES Atwater
 * factors applied to protein, fat and carbohydrate, as the catalogue does):
 *
 *   food (NDB)            g    protein  fat    carb   sodium  factors P/F/C     kcal per 100 g
 *   flour (20081)       190   10.33    0.98   76.31      2   4.05/8.37/4.12   364.4363
 *   baking powder (18369) 14   0        0      27.70  10600   1.50/8.40/1.90    52.63
 *   sugar (19335)        25   0        0      99.98      1   4/9/3.87         386.9226
 *   salt (02047)          3   0        0       0     38758   none              0
 *   whole milk (01077)  300   3.15     3.25    4.80     43   4.27/8.79/3.87    60.594
 *   egg (01123)          50   12.56    9.51    0.72    142   4.36/9.02/3.68   143.1914
 *   butter (01001)       42   0.85    81.11    0.06    643   4.27/8.79/3.87   716.8186
 *
 *   (FOOD_DES gives granulated sugar only a carbohydrate factor, 3.87; the catalogue keeps it and
 *   uses the general factor only for the macronutrients without one: 99.98 × 3.87 = 386.9226.)
 *
 * Recipe (624 g), g × per-100 g ÷ 100:
 *   energy  692.42897 + 7.3682 + 96.73065 + 0 + 181.782 + 71.5957 + 301.063812 = 1350.969332 kcal
 *   fat       1.862 + 0 + 0 + 0 + 9.75 + 4.755 + 34.0662                    =   50.4332 g
 *   sodium    3.8 + 1484 + 0.25 + 1162.74 + 129 + 71 + 270.06               = 3120.85 mg
 *   carb    144.989 + 3.878 + 24.995 + 0 + 14.4 + 0.36 + 0.0252             =  188.6472 g
 *   protein  19.627 + 0 + 0 + 0 + 9.45 + 6.28 + 0.357                       =   35.714 g
 *
 * One serving, 2 pancakes of 160 g: × 160 / 624.
 *   calories   346.4024 → 350 (above 50: nearest 10)
 *   total fat   12.9316 g → 13g (5 g and more: nearest 1 g); 12.9316 / 78 = 16.58 % → 17%
 *   sodium     800.2179 mg → 800mg (above 140: nearest 10); / 2300 = 34.79 % → 35%
 *   total carb  48.3711 g → 48g; / 275 = 17.59 % → 18%
 *   protein      9.1574 g → 9g (no %DV: no protein quality factor)
 *   servings per container 624 / 160 = 3.9 → "about 4" (2 to 5: nearest half)
 * Children 1–3 years (DVs: fat 39 g, sodium 1,500 mg, carbohydrate 150 g):
 *   fat 33.16 % → 33%, sodium 53.35 % → 53%, carbohydrate 32.25 % → 32%; footnote 1,000 calories.
 */

let t: TestApp;
let org: TestOrg;
beforeAll(async () => {
  t = await startTestApp();
  org = await t.newOrg();
});
afterAll(async () => {
  await t.close();
});

const PANEL_ORDER = [
  'Calories',
  'Total Fat',
  'Saturated Fat',
  'Trans Fat',
  'Cholesterol',
  'Sodium',
  'Total Carbohydrate',
  'Dietary Fiber',
  'Total Sugars',
  'Added Sugars',
  'Protein',
  'Vitamin D',
  'Calcium',
  'Iron',
  'Potassium',
];

describe('pancakes: recipe → ingredients → serving → facts → label', () => {
  it('matches the hand-computed figures, with FDA rounding, order and nesting', async () => {
    const r = await recipeWithIngredients(t, org);

    const nutrition = (await get(t, org, `/studio/recipes/${r.id}/nutrition`)).json().data.nutrition;
    const total = Object.fromEntries(
      nutrition.nutrients.map((n: { bmid: string; total_amount: number }) => [n.bmid, n.total_amount]),
    );
    expect(nutrition.reference_weight_grams).toBe(624);
    expect(total.n_energy_kcal).toBeCloseTo(1350.969332, 9);
    expect(total.n_total_fat).toBeCloseTo(50.4332, 9);
    expect(total.n_sodium).toBeCloseTo(3120.85, 9);
    expect(total.n_total_carbohydrate).toBeCloseTo(188.6472, 9);
    expect(total.n_protein).toBeCloseTo(35.714, 9);

    const s = await addServingOk(t, org, r.id, r.versionId, undefined, '?compute_nf=false');
    expect(s.body.data.serving).toMatchObject({
      serving_size: {
        household_measure: '2 pancakes',
        metric_amount: 160,
        servings_per_container: 4,
        servings_per_container_text: 'about 4',
        recipe_weight_g: 624,
      },
      dual_column_status: 'not_applicable',
      has_per_serving_nutrition_facts: false,
    });

    const computed = await mutate(
      t,
      org,
      'POST',
      `/studio/recipes/${r.id}/servings/${s.servingId}/nutrition-facts/compute`,
      s.versionId,
    );
    expect(computed.statusCode, computed.body).toBe(200);
    const facts = computed.json();
    expect(facts.version_id).not.toBe(s.versionId);
    expect(computed.headers.etag).toBe(`"${facts.version_id}"`);
    const per = Object.fromEntries(
      facts.data.per_serving.nutrients.map((n: { bmid: string }) => [n.bmid, n] as const),
    );
    expect(facts.data.per_serving).toMatchObject({ serving_id: s.servingId, reference_weight_grams: 160 });
    expect(per.n_energy_kcal).toMatchObject({ amount: 350, display_text: '350' });
    expect(per.n_energy_kcal.percent_daily_value).toBeNull();
    expect(per.n_total_fat).toMatchObject({ amount: 13, display_text: '13g', percent_daily_value: 17 });
    expect(per.n_sodium).toMatchObject({ amount: 800, display_text: '800mg', percent_daily_value: 35 });
    expect(per.n_total_carbohydrate).toMatchObject({
      amount: 48,
      display_text: '48g',
      percent_daily_value: 18,
    });
    expect(per.n_protein).toMatchObject({ amount: 9, display_text: '9g' });
    expect(per.n_protein.percent_daily_value).toBeNull();
    expect(per.n_total_sugars.percent_daily_value).toBeNull();
    expect(per.n_trans_fat.percent_daily_value).toBeNull();
    expect(per.n_added_sugars.percent_daily_value).toBe(13);
    // Every nutrient of both columns carries the key: a number, or null without a Daily Value.
    for (const column of [facts.data.per_serving, facts.data.per_container]) {
      for (const n of column.nutrients) {
        expect(n, n.bmid).toHaveProperty('percent_daily_value');
        expect(n.percent_daily_value === null || typeof n.percent_daily_value === 'number', n.bmid).toBe(
          true,
        );
      }
    }
    const energy = (nutrients: { bmid: string }[]) => nutrients.find((n) => n.bmid === 'n_energy_kcal');
    expect(energy(facts.data.per_container.nutrients)).toMatchObject({ percent_daily_value: null });
    for (const which of ['per-serving', 'per-container']) {
      const read = await get(
        t,
        org,
        `/studio/recipes/${r.id}/servings/${s.servingId}/nutrition-facts/${which}`,
      );
      expect(read.statusCode, read.body).toBe(200);
      expect(energy(read.json().data.nutrients)).toMatchObject({ percent_daily_value: null });
      expect(read.json().data.nutrients.every((n: object) => 'percent_daily_value' in n)).toBe(true);
    }
    // The container is the whole recipe: 624 g, 1350.969332 kcal → 1350.
    expect(facts.data.per_container).toMatchObject({ reference_weight_grams: 624 });
    expect(
      facts.data.per_container.nutrients.find((n: { bmid: string }) => n.bmid === 'n_energy_kcal')
        .display_text,
    ).toBe('1350');

    const res = await label(t, org, r.id, s.servingId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const l = res.json().data;
    expect(l.header).toEqual({
      serving_size_household: '2 pancakes',
      serving_size_metric: '160g',
      servings_per_container: 'about 4',
      demographic: 'adults_and_children_over_4',
    });
    expect(l.per_container).toBeUndefined();
    const lines = visibleNodes(l.per_serving.nutrients);
    expect(lines.map(([name]) => name)).toEqual(PANEL_ORDER);
    expect(lines).toEqual([
      ['Calories', 0, '350', undefined],
      ['Total Fat', 0, '13g', '17%'],
      ['Saturated Fat', 1, '7g', '37%'],
      // 0.358 g from butter and egg only (flour, baking powder, sugar and milk have no SR28 value):
      // a partial sum, so not printed as "0g" (the label says plainly that data is missing).
      ['Trans Fat', 1, 'data missing', undefined],
      ['Cholesterol', 0, '80mg', '26%'],
      ['Sodium', 0, '800mg', '35%'],
      ['Total Carbohydrate', 0, '48g', '18%'],
      ['Dietary Fiber', 1, '1g', '5%'],
      ['Total Sugars', 1, '10g', undefined],
      ['Added Sugars', 2, 'Includes 6g Added Sugars', '13%'],
      ['Protein', 0, '9g', undefined],
      ['Vitamin D', 0, '1.3mcg', '6%'],
      ['Calcium', 0, '320mg', '25%'],
      ['Iron', 0, '2.9mg', '15%'],
      ['Potassium', 0, '170mg', '4%'],
    ]);
    expect(l.footnotes).toEqual([
      '*The % Daily Value tells you how much a nutrient in a serving of food contributes to a daily diet. 2,000 calories a day is used for general nutrition advice.',
    ]);
    expect(l.staleness).toEqual({ is_current: true, calculated_at: facts.data.per_serving.calculated_at });
    expect(l.completeness).toEqual({
      is_complete: false,
      missing_mandatory: [{ bmid: 'n_trans_fat', display_name: 'Trans Fat', reason: 'incomplete_data' }],
    });

    // Children 1–3: the demographic change recomputes nutrition and the serving's facts in one version.
    const patched = await mutate(t, org, 'PATCH', `/studio/recipes/${r.id}`, facts.version_id, {
      demographic: 'children_1_3_years',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const toddler = (await label(t, org, r.id, s.servingId)).json();
    expect(toddler.version_id).toBe(patched.json().version_id);
    const byName = Object.fromEntries(visibleNodes(toddler.data.per_serving.nutrients).map((x) => [x[0], x]));
    expect(byName['Total Fat']).toEqual(['Total Fat', 0, '13g', '33%']);
    expect(byName.Sodium).toEqual(['Sodium', 0, '800mg', '53%']);
    expect(byName['Total Carbohydrate']).toEqual(['Total Carbohydrate', 0, '48g', '32%']);
    expect(toddler.data.header.demographic).toBe('children_1_3_years');
    expect(toddler.data.footnotes[0]).toContain('1,000 calories a day');
    // Foods for children 1–3 must show a protein %DV, which needs a protein quality factor.
    expect(toddler.data.completeness.missing_mandatory.map((m: { bmid: string }) => m.bmid)).toEqual([
      'n_trans_fat',
      'n_protein',
    ]);
    // The adult panel is still there at the version before.
    const before = (await label(t, org, r.id, s.servingId, `?version_id=${facts.version_id}`)).json();
    expect(before.version_id).toBe(facts.version_id);
    expect(before.data.header.demographic).toBe('adults_and_children_over_4');
    expect(before.data.footnotes[0]).toContain('2,000 calories a day');

    const types = (await allEvents(t, org, r.id)).map((e) => e.event_type);
    expect(types).toEqual([
      'recipe.created',
      'recipe.ingredients_updated',
      'recipe.nutrition_computed',
      'recipe.serving_added',
      'recipe.nutrition_facts_computed',
      'recipe.metadata_updated',
      'recipe.nutrition_computed',
    ]);
  });

  it('the analysis scales each ingredient to the serving and shows every rounding outcome', async () => {
    const r = await recipeWithIngredients(t, org);
    const s = await addServingOk(t, org, r.id, r.versionId);
    const res = await get(
      t,
      org,
      `/studio/recipes/${r.id}/servings/${s.servingId}/nutrition-facts/analysis?nutrient_set=fda_mandatory&bmids=n_sodium,n_total_fat,n_iron`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json().data;
    expect(a).toMatchObject({
      serving_id: s.servingId,
      demographic: 'adults_and_children_over_4',
      reference_weight_grams: 160,
    });
    // 160 / 624 = 0.256410… (40 significant digits).
    expect(a.scale_factor).toMatch(/^0\.25641025641025641025641025641025641025\d\d$/);
    expect(a.ingredients[3]).toMatchObject({ name: 'Salt, table', recipe_quantity_g: 3 });
    expect(a.ingredients[3].quantity_g).toBeCloseTo(3 * (160 / 624), 12);
    expect(a.nutrients.map((n: { bmid: string }) => n.bmid)).toEqual(['n_total_fat', 'n_sodium', 'n_iron']);
    const sodium = a.nutrients[1];
    // Salt: 1162.74 mg × 160/624 = 298.1385 mg; baking powder 1484 × 160/624 = 380.5128 mg.
    expect(sodium.contributions[3].amount).toBeCloseTo(298.1384615, 6);
    expect(sodium.contributions[1].amount).toBeCloseTo(380.5128205, 6);
    const sum = sodium.contributions.reduce((s: number, c: { amount: number }) => s + c.amount, 0);
    expect(sum).toBeCloseTo(800.2179487, 6);
    expect(sodium.value_rounding).toMatchObject({
      rule_name: 'fda_sodium',
      display_text: '800mg',
      action: 'round',
      increment: '10',
      rounded_value: 800,
    });
    expect(sodium.value_rounding.original_value).toBeCloseTo(800.2179487, 6);
    expect(sodium.dv_rounding).toMatchObject({ rule_name: 'fda_dv_whole_percent', rounded_percent: 35 });
    expect(sodium.dv_rounding.original_percent).toBeCloseTo(34.79, 2);
    expect(sodium.daily_value_reference).toBe(2300);
    // Iron is an RDI nutrient: 2.9114 mg, 0.1 mg steps; 16.17 % → 15 % (5 % steps from 10 to 50).
    expect(a.nutrients[2]).toMatchObject({
      value_rounding: { display_text: '2.9mg', increment: '0.1' },
      dv_rounding: { rounded_percent: 15, increment: '5' },
      daily_value_reference: 18,
    });
    // Every nutrient carries percent_daily_value: null without a Daily Value, and then no dv_rounding.
    const all = (
      await get(t, org, `/studio/recipes/${r.id}/servings/${s.servingId}/nutrition-facts/analysis`)
    ).json().data.nutrients as Record<string, unknown>[];
    expect(all.every((n) => 'percent_daily_value' in n)).toBe(true);
    const energy = all.find((n) => n.bmid === 'n_energy_kcal');
    expect(energy).toMatchObject({ percent_daily_value: null });
    expect(energy).not.toHaveProperty('dv_rounding');
    expect(all.find((n) => n.bmid === 'n_total_sugars')).toMatchObject({ percent_daily_value: null });
  });

  it('renders the same label as SVG and HTML, by Accept or ?format', async () => {
    const r = await recipeWithIngredients(t, org);
    const s = await addServingOk(t, org, r.id, r.versionId);
    const svg = await label(t, org, r.id, s.servingId, '', { accept: 'image/svg+xml' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(svg.headers.etag).toBe(`"${s.versionId}-svg"`);
    expect(svg.headers.vary).toMatch(/Accept/);
    expect(svg.body.startsWith('<svg')).toBe(true);
    expect(svg.body).toContain('Nutrition Facts');
    expect(svg.body).toContain('350');

    const html = await label(t, org, r.id, s.servingId, '', {
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    });
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.body.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html.body).toContain('Serving size');
    expect(html.body).toContain('2 pancakes (160g)');

    expect((await label(t, org, r.id, s.servingId, '?format=svg')).headers['content-type']).toMatch(
      /^image\/svg\+xml/,
    );
    expect((await label(t, org, r.id, s.servingId, '?format=html')).headers['content-type']).toMatch(
      /^text\/html/,
    );
    // ?format wins over Accept; JSON is the default for anything else.
    const json = await label(t, org, r.id, s.servingId, '?format=json', { accept: 'image/svg+xml' });
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(
      (await label(t, org, r.id, s.servingId, '', { accept: 'image/gif' })).headers['content-type'],
    ).toMatch(/^application\/json/);
    const bad = await label(t, org, r.id, s.servingId, '?format=gif');
    expect(bad.statusCode).toBe(422);
  });
});
