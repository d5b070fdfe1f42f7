import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { authSuite } from '../../helpers/auth-suite.ts';
import { createRecipe, mutate } from '../../helpers/studio.ts';

let t: TestApp;
let org: TestOrg;
beforeAll(async () => {
  t = await startTestApp();
  org = await t.newOrg();
});
afterAll(async () => {
  await t.close();
});

/** Pancake batter by weight (SR28): flour 125 g, egg 50 g, whole milk 244 g, salted butter 28.4 g. */
const PANCAKES = [
  { ingredient_id: 'f_sr28_20081', quantity_grams: '125', original_text: '1 cup all-purpose flour' },
  { ingredient_id: 'f_sr28_01123', quantity_grams: '50', original_text: '1 large egg' },
  { ingredient_id: 'f_sr28_01077', quantity_grams: '244', original_text: '1 cup whole milk' },
  { ingredient_id: 'f_sr28_01001', quantity_grams: '28.4', original_text: '2 tbsp butter, melted' },
];

async function withIngredients(items = PANCAKES) {
  const r = await createRecipe(t, org);
  const res = await mutate(t, org, 'POST', `/studio/recipes/${r.id}/ingredients`, r.versionId, {
    ingredients: items,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: r.id, first: r.versionId, versionId: res.json().version_id as string, body: res.json() };
}

authSuite('studio', () => t, { method: 'GET', url: '/studio/recipes/rcp_x/nutrition' });

describe('setRecipeIngredients', () => {
  it('saves the lines and computes nutrition in the same version', async () => {
    const r = await withIngredients();
    expect(r.body.data.ingredients).toHaveLength(4);
    expect(r.body.data.ingredients[3]).toMatchObject({
      original_text: '2 tbsp butter, melted',
      selected_ingredient_id: 'f_sr28_01001',
      selected_ingredient_name: 'Butter, salted',
      metric_quantity_g: 28.4,
      pinned_version_id: null,
      conversion: { conversion_source: 'identity' },
    });
    const n = (
      await t.app.inject({ method: 'GET', url: `/studio/recipes/${r.id}/nutrition`, headers: org.headers })
    ).json();
    expect(n.version_id).toBe(r.versionId);
    expect(n.data.nutrition.reference_weight_grams).toBe(447.4);
    expect(n.data.nutrition.is_current).toBe(true);
    const byBmid = Object.fromEntries(n.data.nutrition.nutrients.map((x: { bmid: string }) => [x.bmid, x]));
    // Hand-computed from SR28 (see the /v1 pancake test): fat 36.94524 g, energy 878.5669174 kcal.
    expect(byBmid.n_total_fat).toMatchObject({
      id: 204,
      total_amount: 36.94524,
      unit: 'g',
      missing_data_ingredients: [],
    });
    expect(byBmid.n_energy_kcal.total_amount).toBeCloseTo(878.5669174, 7);
    expect(byBmid.n_sodium.total_amount).toBeCloseTo(361.032, 9);
    // Flour has no trans-fat value in SR28: its share is missing, not zero.
    expect(byBmid.n_trans_fat.missing_data_ingredients).toContain(0);
    const recipe = (
      await t.app.inject({ method: 'GET', url: `/studio/recipes/${r.id}`, headers: org.headers })
    ).json();
    expect(recipe.data.summary).toMatchObject({
      ingredient_count: 4,
      has_nutrition: true,
      is_nutrition_current: true,
    });
  });

  it('records ingredients_updated and nutrition_computed in the audit trail', async () => {
    const r = await withIngredients();
    const trail = (
      await t.app.inject({ method: 'GET', url: `/studio/recipes/${r.id}/audit-trail`, headers: org.headers })
    ).json();
    const types = trail.data.events.map((e: { event_type: string }) => e.event_type);
    expect(types.slice(0, 2)).toEqual(['recipe.nutrition_computed', 'recipe.ingredients_updated']);
    expect(trail.data.events[0].version_id).toBe(r.versionId);
    expect(trail.data.events[1].after.ingredients).toHaveLength(4);
  });

  it('lists the ingredients at HEAD and at an older version', async () => {
    const r = await withIngredients();
    const now = (
      await t.app.inject({ method: 'GET', url: `/studio/recipes/${r.id}/ingredients`, headers: org.headers })
    ).json();
    expect(now.data.ingredients).toHaveLength(4);
    const before = (
      await t.app.inject({
        method: 'GET',
        url: `/studio/recipes/${r.id}/ingredients?version_id=${r.first}`,
        headers: org.headers,
      })
    ).json();
    expect(before.data.ingredients).toEqual([]);
    expect(before.version_id).toBe(r.first);
  });

  it('names unknown ingredient ids in invalid_ids and writes nothing', async () => {
    const r = await createRecipe(t, org);
    const res = await mutate(t, org, 'POST', `/studio/recipes/${r.id}/ingredients`, r.versionId, {
      ingredients: [...PANCAKES, { ingredient_id: 'f_nope', quantity_grams: '5' }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContainEqual(
      expect.objectContaining({
        loc: ['body', 'ingredients', 4, 'ingredient_id'],
        type: 'unknown_ingredient',
      }),
    );
    expect(res.json().invalid_ids).toEqual(['f_nope']);
    const head = (
      await t.app.inject({ method: 'GET', url: `/studio/recipes/${r.id}`, headers: org.headers })
    ).json();
    expect(head.version_id).toBe(r.versionId);
  });

  it('needs If-Match (412), refuses a stale one (409)', async () => {
    const r = await withIngredients();
    const missing = await mutate(t, org, 'POST', `/studio/recipes/${r.id}/ingredients`, undefined, {
      ingredients: PANCAKES,
    });
    expect(missing.statusCode).toBe(412);
    expect(missing.json().version_id).toBe(r.versionId);
    const stale = await mutate(t, org, 'POST', `/studio/recipes/${r.id}/ingredients`, r.first, {
      ingredients: PANCAKES,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().version_id).toBe(r.versionId);
  });
});

describe('recipe nutrition', () => {
  it('compute without ingredients is 409 with the step to take', async () => {
    const r = await createRecipe(t, org);
    const res = await mutate(t, org, 'POST', `/studio/recipes/${r.id}/nutrition/compute`, r.versionId);
    expect(res.statusCode).toBe(409);
    expect(res.json().steps_required).toEqual([
      expect.objectContaining({ reason: 'MISSING_DEPENDENCY', operationId: 'setRecipeIngredients' }),
    ]);
    const read = await t.app.inject({
      method: 'GET',
      url: `/studio/recipes/${r.id}/nutrition`,
      headers: org.headers,
    });
    expect(read.statusCode).toBe(404);
    expect(read.json().code).toBe('nutrition_not_computed');
  });

  it('compute writes a new version with fresh totals', async () => {
    const r = await withIngredients();
    const res = await mutate(t, org, 'POST', `/studio/recipes/${r.id}/nutrition/compute`, r.versionId);
    expect(res.statusCode).toBe(200);
    expect(res.json().version_id).not.toBe(r.versionId);
    expect(res.headers.etag).toBe(`"${res.json().version_id}"`);
    expect(res.json().data.nutrition.reference_weight_grams).toBe(447.4);
  });

  it('the analysis shows each ingredient’s share, filtered by group, ids and top_n', async () => {
    const r = await withIngredients();
    const res = await t.app.inject({
      method: 'GET',
      url: `/studio/recipes/${r.id}/nutrition/analysis?nutrient_set=fda_mandatory&bmids=n_total_fat,n_sodium,n_iron&top_n=2`,
      headers: org.headers,
    });
    expect(res.statusCode).toBe(200);
    const a = res.json().data;
    expect(a.ingredients.map((i: { quantity_g: number }) => i.quantity_g)).toEqual([125, 50, 244, 28.4]);
    expect(a.nutrients.map((n: { bmid: string }) => n.bmid)).toEqual(['n_total_fat', 'n_sodium', 'n_iron']);
    const fat = a.nutrients[0];
    // Butter 23.03524 g, then milk 7.93 g.
    expect(fat.contributions).toEqual([
      { ingredient_index: 3, amount: 23.03524 },
      { ingredient_index: 2, amount: 7.93 },
    ]);
    expect(fat.total).toBe(36.94524);
  });

  it('rejects unknown BMIDs in the analysis filter', async () => {
    const r = await withIngredients();
    const res = await t.app.inject({
      method: 'GET',
      url: `/studio/recipes/${r.id}/nutrition/analysis?bmids=n_unobtainium`,
      headers: org.headers,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['query', 'bmids']);
  });

  it('a demographic change recomputes nutrition in the same version', async () => {
    const r = await withIngredients();
    const res = await mutate(t, org, 'PATCH', `/studio/recipes/${r.id}`, r.versionId, {
      demographic: 'children_1_3_years',
    });
    expect(res.statusCode).toBe(200);
    const trail = (
      await t.app.inject({
        method: 'GET',
        url: `/studio/recipes/${r.id}/audit-trail?limit=2`,
        headers: org.headers,
      })
    ).json();
    expect(trail.data.events.map((e: { event_type: string }) => e.event_type)).toEqual([
      'recipe.nutrition_computed',
      'recipe.metadata_updated',
    ]);
    expect(trail.data.events[0].actor).toEqual({ type: 'system', id: 'nutrition-engine' });
  });

  it('archived recipes refuse ingredient changes', async () => {
    const r = await withIngredients();
    const archived = await mutate(t, org, 'POST', `/studio/recipes/${r.id}/archive`, r.versionId);
    const res = await mutate(
      t,
      org,
      'POST',
      `/studio/recipes/${r.id}/ingredients`,
      archived.json().version_id,
      {
        ingredients: PANCAKES,
      },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('recipe_archived');
  });
});
