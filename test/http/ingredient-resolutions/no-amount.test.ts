import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { addServingOk, label } from '../../helpers/servings.ts';
import { createRecipe, get, mutate } from '../../helpers/studio.ts';
import { adds, confirm, startOk } from './helpers.ts';

/**
 * Lines that state no amount, end to end through the real session, confirm, nutrition and label
 * on the real catalogue: "salt to taste" is salt with no weight, and the label shows sodium as
 * data missing, naming the line, while calories (salt has none) print.
 *
 * SR28 per 100 g: flour 20081 sodium 2 mg, 364 kcal; salt 02047 sodium 38758 mg, no energy.
 * 2 cups flour = 250 g (SR28's cup, 125 g): the recipe weighs 250 g.
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

const HALF_CUP = {
  serving_size_type: 'user_provided',
  household_amount: '1',
  household_unit: 'serving',
  metric_amount: '50',
  racc_category_id: 'racc_cookies',
};

function node(column: Record<string, any>, bmid: string): Record<string, any> | undefined {
  const walk = (nodes: Record<string, any>[]): Record<string, any> | undefined => {
    for (const n of nodes) {
      const found = n.bmid === bmid ? n : walk(n.children);
      if (found !== undefined) {
        return found;
      }
    }
    return undefined;
  };
  return walk(column.nutrients);
}

async function confirmedRecipe(lines: readonly string[]) {
  const recipe = await createRecipe(t, org);
  const s = await startOk(t, org, recipe.id, { items: adds(lines) });
  const res = await confirm(t, org, recipe.id, s.resolution_id, recipe.versionId);
  expect(res.statusCode, res.body).toBe(200);
  return { recipe, session: s, confirmed: res.json() };
}

describe('a session row whose line states no amount', () => {
  it('is resolved to its food with no weight, and says so', async () => {
    const recipe = await createRecipe(t, org);
    const s = await startOk(t, org, recipe.id, {
      items: adds(['2 cups all-purpose flour', 'salt to taste', 'Fresh basil, enough for 3 people']),
    });
    const [flour, salt, basil] = s.rows;
    expect(s.summary).toEqual({
      total: 3,
      resolved: 2,
      resolved_without_weight: 1,
      unresolved: 1,
      ready_to_confirm: false,
    });
    expect(flour).toMatchObject({
      status: 'resolved',
      notice: null,
      unit_conversion: { quantity_grams: '250' },
    });
    expect(salt).toMatchObject({
      status: 'resolved',
      search: { ingredient_id: 'f_sr28_02047', provenance: 'system_matched' },
      unit_conversion: null,
      error: null,
      notice: { code: 'amount_not_stated', field: 'quantity', reason_code: 'to_taste' },
    });
    expect(salt.notice.message).toContain('"salt to taste" leaves the amount to the cook ("to taste")');
    // The basil line states an amount the parser does not read: a question, not a missing weight.
    expect(basil).toMatchObject({
      status: 'unresolved',
      unit_conversion: null,
      notice: null,
      error: { code: 'unconvertible_quantity', reason_code: 'unread_amount' },
    });
    expect(basil.error.message).toContain('("3")');
  });

  it('is confirmed as an ingredient with no weight, carried as such, and weighed by a later session', async () => {
    const { recipe, session, confirmed } = await confirmedRecipe([
      '2 cups all-purpose flour',
      'salt to taste',
    ]);
    const saltRow = session.rows[1].row_id;
    const data = confirmed.data;
    expect(data.ingredients.map((i: Record<string, any>) => i.metric_quantity_g)).toEqual([250, null]);
    expect(data.ingredient_conversions[1]).toMatchObject({
      ingredient_row_id: saltRow,
      conversion_source: 'none',
      approximate: false,
      portion_reference: null,
    });
    expect(data.ingredient_conversions[1].reasoning).toContain('no weight');
    expect(data.ingredient_resolutions[1]).toMatchObject({
      row_id: saltRow,
      converted: { quantity: null, unit: 'g', steps: [] },
      matches: { selected_match: { ingredient_id: 'f_sr28_02047' } },
    });

    const ingredients = await get(t, org, `/studio/recipes/${recipe.id}/ingredients`);
    expect(ingredients.statusCode, ingredients.body).toBe(200);
    expect(ingredients.json().data.ingredients[1]).toMatchObject({
      selected_ingredient_id: 'f_sr28_02047',
      metric_quantity_g: null,
    });

    // A new session starts from the recipe's ingredients: the salt is still resolved without a weight.
    const kept = await startOk(t, org, recipe.id, {
      items: [{ action: 'keep_ingredient', ingredient_row_id: saltRow }],
    });
    expect(kept.summary).toMatchObject({ resolved: 2, resolved_without_weight: 1, ready_to_confirm: true });
    expect(kept.rows[1]).toMatchObject({
      row_id: saltRow,
      status: 'resolved',
      search: { ingredient_id: 'f_sr28_02047', provenance: 'carried' },
      unit_conversion: null,
      notice: { code: 'amount_not_stated', reason_code: 'to_taste' },
    });

    // update_ingredient_grams weighs it as any row.
    const weighed = await startOk(t, org, recipe.id, {
      previous_resolution_id: kept.resolution_id,
      items: [{ action: 'update_ingredient_grams', ingredient_row_id: saltRow, grams: 3 }],
    });
    expect(weighed.summary).toMatchObject({ resolved: 2, resolved_without_weight: 0 });
    expect(weighed.rows[1]).toMatchObject({ notice: null, unit_conversion: { quantity_grams: '3' } });

    // update_ingredient_quantity too.
    const measured = await startOk(t, org, recipe.id, {
      previous_resolution_id: kept.resolution_id,
      items: [{ action: 'update_ingredient_quantity', ingredient_row_id: saltRow, quantity: 1, unit: 'tsp' }],
    });
    expect(measured.rows[1]).toMatchObject({ notice: null, unit_conversion: { quantity_grams: '6' } });
  });
});

describe('nutrition and label of a recipe with an ingredient without a weight', () => {
  it('adds no weight, reports sodium as data missing naming the line, and prints calories', async () => {
    const { recipe, confirmed } = await confirmedRecipe(['2 cups all-purpose flour', 'salt to taste']);
    const nutrition = await get(t, org, `/studio/recipes/${recipe.id}/nutrition`);
    expect(nutrition.statusCode, nutrition.body).toBe(200);
    const n = nutrition.json().data.nutrition;
    expect(n.reference_weight_grams).toBe(250);
    const sodium = n.nutrients.find((x: Record<string, any>) => x.bmid === 'n_sodium');
    // The flour's 5 mg only; the salt is listed as missing, never counted as 0 g.
    expect(sodium).toMatchObject({ total_amount: 5, missing_data_ingredients: [1] });
    const kcal = n.nutrients.find((x: Record<string, any>) => x.bmid === 'n_energy_kcal');
    expect(kcal).toMatchObject({ total_amount: 911.09075, missing_data_ingredients: [] });

    const analysis = await get(t, org, `/studio/recipes/${recipe.id}/nutrition/analysis`);
    expect(analysis.statusCode, analysis.body).toBe(200);
    expect(analysis.json().data.ingredients.map((i: Record<string, any>) => i.quantity_g)).toEqual([
      250,
      null,
    ]);

    const serving = await addServingOk(t, org, recipe.id, confirmed.version_id, HALF_CUP);
    const res = await label(t, org, recipe.id, serving.servingId);
    expect(res.statusCode, res.body).toBe(200);
    const l = res.json().data;
    expect(node(l.per_serving, 'n_sodium')).toMatchObject({
      amount: '',
      display_text: 'data missing',
      not_declared_reason: 'no_amount',
    });
    expect(node(l.per_serving, 'n_sodium')?.not_declared_detail).toBe(
      'No amount is stated for "salt to taste", so its share is not known: give it a weight in grams.',
    );
    // 911.09 kcal × 50 ÷ 250 = 182.2 → 180.
    expect(node(l.per_serving, 'n_energy_kcal')).toMatchObject({ display_text: '180' });
    expect(l.completeness.is_complete).toBe(false);
    expect(l.completeness.missing_mandatory).toContainEqual({
      bmid: 'n_sodium',
      display_name: 'Sodium',
      reason: 'no_amount',
      detail:
        'No amount is stated for "salt to taste", so its share is not known: give it a weight in grams.',
    });

    const facts = await get(
      t,
      org,
      `/studio/recipes/${recipe.id}/servings/${serving.servingId}/nutrition-facts/analysis`,
    );
    expect(facts.statusCode, facts.body).toBe(200);
    expect(facts.json().data.ingredients.map((i: Record<string, any>) => i.recipe_quantity_g)).toEqual([
      250,
      null,
    ]);
    expect(facts.json().data.ingredients[1].quantity_g).toBeNull();

    // A confirmation that salt has no sodium would be untrue, and it does not waive the line.
    const configured = await mutate(
      t,
      org,
      'PUT',
      `/studio/recipes/${recipe.id}/label-configuration`,
      serving.versionId,
      {
        nutrient_entries: [],
        nutrient_confirmations: [
          { bmid: 'n_sodium', food_id: 'f_sr28_02047', rationale: 'A pinch only, for the test.' },
        ],
      },
    );
    expect(configured.statusCode, configured.body).toBe(200);
    const after = (await label(t, org, recipe.id, serving.servingId)).json().data;
    expect(node(after.per_serving, 'n_sodium')).toMatchObject({
      display_text: 'data missing',
      not_declared_reason: 'no_amount',
    });
  });

  it('prints sodium once the line is given grams', async () => {
    const { recipe, session } = await confirmedRecipe(['2 cups all-purpose flour', 'salt to taste']);
    const head = (await get(t, org, `/studio/recipes/${recipe.id}`)).json().version_id;
    const s = await startOk(t, org, recipe.id, {
      items: [{ action: 'update_ingredient_grams', ingredient_row_id: session.rows[1].row_id, grams: 3 }],
    });
    const res = await confirm(t, org, recipe.id, s.resolution_id, head);
    expect(res.statusCode, res.body).toBe(200);
    const serving = await addServingOk(t, org, recipe.id, res.json().version_id, HALF_CUP);
    const l = (await label(t, org, recipe.id, serving.servingId)).json().data;
    // (5 + 38758 × 3 ÷ 100) mg × 50 ÷ 253 = 230.78 mg → 230mg.
    expect(node(l.per_serving, 'n_sodium')).toMatchObject({ display_text: '230mg' });
    expect(node(l.per_serving, 'n_sodium')?.not_declared_reason).toBeUndefined();
  });

  it('a recipe whose every ingredient lacks a weight answers clearly everywhere, never a 500', async () => {
    const { recipe, confirmed } = await confirmedRecipe(['salt to taste', 'Freshly ground black pepper']);
    expect(confirmed.data.ingredients.map((i: Record<string, any>) => i.metric_quantity_g)).toEqual([
      null,
      null,
    ]);
    const nutrition = await get(t, org, `/studio/recipes/${recipe.id}/nutrition`);
    expect(nutrition.statusCode, nutrition.body).toBe(200);
    expect(nutrition.json().data.nutrition.reference_weight_grams).toBe(0);
    const analysis = await get(t, org, `/studio/recipes/${recipe.id}/nutrition/analysis`);
    expect(analysis.statusCode, analysis.body).toBe(200);

    const added = await mutate(
      t,
      org,
      'POST',
      `/studio/recipes/${recipe.id}/servings`,
      confirmed.version_id,
      {
        serving_size: HALF_CUP,
      },
    );
    expect(added.statusCode, added.body).toBeLessThan(500);
    const servingId = added.json().data?.serving?.id;
    if (servingId === undefined) {
      expect([409, 422]).toContain(added.statusCode);
      return;
    }
    const compute = await mutate(
      t,
      org,
      'POST',
      `/studio/recipes/${recipe.id}/servings/${servingId}/nutrition-facts/compute`,
      added.json().version_id,
    );
    expect([409, 422]).toContain(compute.statusCode);
    expect(JSON.stringify(compute.json())).toContain('The ingredients weigh 0 g');
    for (const format of ['', '?format=svg', '?format=html', '?format=pdf', '?format=png']) {
      // No facts could be computed: the label says so, in every format.
      const res = await label(t, org, recipe.id, servingId, format);
      expect(res.statusCode, `${format}: ${res.body.slice(0, 300)}`).toBe(404);
      expect(res.json().type).toMatch(/nutrition_facts_not_computed$/);
    }
    const facts = await get(
      t,
      org,
      `/studio/recipes/${recipe.id}/servings/${servingId}/nutrition-facts/analysis`,
    );
    expect([404, 409, 422]).toContain(facts.statusCode);
  });
});
