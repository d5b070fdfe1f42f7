import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import {
  allEvents,
  allVersions,
  createRecipe,
  expectChainValid,
  get,
  mutate,
  ULID,
} from '../../helpers/studio.ts';
import {
  adds,
  confirm,
  PANCAKE_LINES,
  recipeWithSession,
  resolutionsUrl,
  startOk,
  startSession,
} from './helpers.ts';

let t: TestApp;
let org: TestOrg;
beforeAll(async () => {
  t = await startTestApp();
  org = await t.newOrg();
});
afterAll(async () => {
  await t.close();
});

/**
 * The pancake lines resolved by hand from SR28 (WEIGHT.txt): flour 1 cup = 125 g, so 1 1/2 cups
 * = 187.5 g; egg 1 large = 50 g; whole milk 1 cup = 244 g; unsalted butter 1 tbsp = 14.2 g; table
 * salt 1 tsp = 6.0 g; baking powder 1 tsp = 4.6 g; granulated sugar lists no tablespoon, and
 * 1 cup = 200 g with 16 tbsp to the cup gives 12.5 g. Total 587.6 g.
 */
const EXPECTED = [
  { food: 'f_sr28_20081', name: 'Wheat flour, white, all-purpose, enriched, bleached', grams: '187.5' },
  { food: 'f_sr28_01123', name: 'Egg, whole, raw, fresh', grams: '100' },
  { food: 'f_sr28_01077', name: 'Milk, whole, 3.25% milkfat, with added vitamin D', grams: '244' },
  { food: 'f_sr28_01145', name: 'Butter, without salt', grams: '28.4' },
  { food: 'f_sr28_02047', name: 'Salt, table', grams: '6' },
  {
    food: 'f_sr28_18369',
    name: 'Leavening agents, baking powder, double-acting, sodium aluminum sulfate',
    grams: '9.2',
  },
  { food: 'f_sr28_19335', name: 'Sugars, granulated', grams: '12.5' },
];

describe('start an ingredient resolution session', () => {
  it('resolves the pancake lines to SR28 foods and gram weights, and writes no version', async () => {
    const recipe = await createRecipe(t, org);
    const res = await startSession(t, org, recipe.id, { items: adds(PANCAKE_LINES) });
    expect(res.statusCode, res.body).toBe(201);
    const s = res.json().data;
    expect(res.json().version_id).toBeUndefined();
    expect(s.resolution_id).toMatch(/^ireslv_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(res.headers.location).toBe(resolutionsUrl(recipe.id, `/${s.resolution_id}`));
    expect(s).toMatchObject({
      previous_resolution_id: null,
      recipe_id: recipe.id,
      org_id: org.orgId,
      status: 'open',
      based_on_version_id: recipe.versionId,
      confirmed_at: null,
      confirmed_version_id: null,
      superseded_by: null,
      summary: { total: 7, resolved: 7, unresolved: 0, ready_to_confirm: true },
      removed_rows: [],
    });
    expect(s.rows.map((r: any) => [r.search.ingredient_id, r.unit_conversion.quantity_grams])).toEqual(
      EXPECTED.map((e) => [e.food, e.grams]),
    );
    s.rows.forEach((row: any, i: number) => {
      expect(row).toMatchObject({
        position: i,
        action: 'add_ingredient',
        item_index: i,
        original_text: PANCAKE_LINES[i],
        status: 'resolved',
        error: null,
        pinned_version_id: null,
        search: { ingredient_name: EXPECTED[i]?.name, provenance: 'system_matched' },
      });
      expect(row.row_id).toMatch(/^ing_[0-9A-HJKMNP-TV-Z]{26}$/);
      expect(row.search.candidates.length).toBeGreaterThan(0);
      expect(row.search.candidates.length).toBeLessThanOrEqual(5);
      expect(row.search.candidates[0].ingredient_id).toBe(EXPECTED[i]?.food);
      expect(row.search.match_confidence).toBeGreaterThanOrEqual(0.5);
      expect(['exact', 'synonym', 'standard', 'fuzzy']).toContain(row.search.search_strategy_used);
      expect(row.unit_conversion.steps.length).toBeGreaterThan(0);
    });
    const [flour, eggs, , butter] = s.rows;
    expect(flour.parsed).toMatchObject({
      quantity: '1.5',
      quantity_text: '1 1/2',
      unit: 'cup',
      ingredient_name: 'all-purpose flour',
      error: null,
    });
    expect(flour.unit_conversion).toMatchObject({
      quantity_grams: '187.5',
      provenance: 'portion',
      conversion_class: 'volume',
      resolved_by: 'system',
      portion_reference: { measure_unit_name: 'cup', amount: '1', gram_weight: '125' },
      steps: [
        {
          input_quantity: '1.5',
          input_unit: 'cup',
          output_quantity: '187.5',
          output_unit: 'gram',
          source: 'portion',
          conversion_class: 'volume',
        },
      ],
    });
    expect(flour.search.candidates[0]).toMatchObject({
      name: 'Wheat flour, white, all-purpose, enriched, bleached',
      item_type: 'ingredient',
      category: 'Cereal Grains and Pasta',
      portion_count: 1,
      food_portions: [{ id: 'f_sr28_20081:p0', amount: '1', unit_name: 'cup', gram_weight: '125' }],
    });
    expect(eggs.parsed).toMatchObject({ quantity: '2', unit: null, size: 'large', ingredient_name: 'eggs' });
    expect(butter.parsed.preparation).toBe('melted');

    // No version: the recipe and its history are as they were.
    expect((await get(t, org, `/studio/recipes/${recipe.id}`)).json().version_id).toBe(recipe.versionId);
    expect(await allVersions(t, org, recipe.id)).toHaveLength(1);
  });

  it('converts a range at its midpoint and records the step', async () => {
    const { session } = await recipeWithSession(t, org, ['2-3 cloves garlic, minced']);
    const [row] = session.rows;
    expect(row.parsed).toMatchObject({ quantity: '2.5', quantity_range: ['2', '3'], unit: 'clove' });
    expect(row.unit_conversion.steps[0]).toMatchObject({
      input_quantity: '2-3',
      output_quantity: '2.5',
      source: 'range_midpoint',
    });
    expect(row.status).toBe('resolved');
  });

  it('takes a food and grams the client states', async () => {
    const { session } = await recipeWithSession(t, org, ['1 cup whole milk']);
    const recipe = await createRecipe(t, org);
    const s = await startOk(t, org, recipe.id, {
      items: [
        { action: 'add_ingredient', text: '2 tbsp butter', ingredient_id: 'f_sr28_01001' },
        { action: 'add_ingredient', text: 'a splash of milk', grams: '30' },
      ],
    });
    expect(session.status).toBe('open');
    expect(s.rows[0]).toMatchObject({
      status: 'resolved',
      search: {
        ingredient_id: 'f_sr28_01001',
        ingredient_name: 'Butter, salted',
        provenance: 'client_selected',
      },
      unit_conversion: { quantity_grams: '28.4', resolved_by: 'system' },
    });
    expect(s.rows[1]).toMatchObject({
      status: 'resolved',
      unit_conversion: {
        quantity_grams: '30',
        provenance: 'identity',
        resolved_by: 'client',
        steps: [{ input_quantity: '30', input_unit: 'gram', source: 'identity' }],
      },
    });
  });
});

describe('confirm a session', () => {
  it('saves the ingredients, the result and recipe nutrition in one version', async () => {
    const { recipe, session } = await recipeWithSession(t, org);
    const res = await confirm(t, org, recipe.id, session.resolution_id, recipe.versionId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.version_id).toMatch(ULID);
    expect(res.headers.etag).toBe(`"${body.version_id}"`);
    const data = body.data;
    expect(data).toMatchObject({ recipe_id: recipe.id, resolution_id: session.resolution_id });
    expect(data.updated_at).toEqual(expect.any(String));
    expect(data.ingredients).toHaveLength(7);
    expect(data.ingredients[0]).toEqual({
      id: session.rows[0].row_id,
      original_text: '1 1/2 cups all-purpose flour',
      parsed_quantity: 1.5,
      parsed_unit: 'cup',
      parsed_ingredient_name: 'all-purpose flour',
      selected_ingredient_id: 'f_sr28_20081',
      selected_ingredient_name: 'Wheat flour, white, all-purpose, enriched, bleached',
      metric_quantity_g: 187.5,
      pinned_version_id: null,
    });
    expect(data.ingredients.map((i: any) => i.metric_quantity_g)).toEqual(
      EXPECTED.map((e) => Number(e.grams)),
    );
    expect(data.ingredient_conversions[0]).toMatchObject({
      ingredient_row_id: session.rows[0].row_id,
      conversion_source: 'portion',
      reasoning: expect.stringContaining('125 g'),
      portion_reference: {
        portion_bmid: 'f_sr28_20081:p0',
        measure_unit_name: 'cup',
        gram_weight: '125',
        amount: '1',
      },
    });
    expect(data.ingredient_resolutions[1]).toMatchObject({
      original_text: '2 large eggs',
      parsed: { quantity_text: '2', quantity: 2, unit: null, ingredient_name: 'eggs' },
      converted: {
        quantity: 100,
        unit: 'g',
        steps: [{ from_quantity: '2', to_quantity: '100', to_unit: 'gram', source: 'portion' }],
      },
      matches: {
        query_text: 'eggs',
        selected_match: { ingredient_id: 'f_sr28_01123', ingredient_name: 'Egg, whole, raw, fresh' },
        search_strategy_used: expect.any(String),
      },
    });
    expect(data.ingredient_resolutions[1].matches.match_confidence).toBeGreaterThan(0.5);
    expect(data.ingredient_resolutions[1].matches.candidates[0]).toEqual({
      ingredient_id: 'f_sr28_01123',
      ingredient_name: 'Egg, whole, raw, fresh',
    });

    // The new version holds the ingredients and nutrition; the summary says it is current.
    const recipeNow = (await get(t, org, `/studio/recipes/${recipe.id}`)).json();
    expect(recipeNow.version_id).toBe(body.version_id);
    expect(recipeNow.data.summary).toMatchObject({
      ingredient_count: 7,
      has_nutrition: true,
      is_nutrition_current: true,
    });
    const ingredients = (
      await get(t, org, `/studio/recipes/${recipe.id}/ingredients?version_id=${body.version_id}`)
    ).json();
    expect(ingredients.data.ingredients.map((i: any) => [i.id, i.selected_ingredient_id])).toEqual(
      session.rows.map((r: any) => [r.row_id, r.search.ingredient_id]),
    );
    expect(ingredients.data.ingredients[0].conversion).toMatchObject({
      conversion_source: 'portion',
      steps: [{ from_quantity: '1.5', from_unit: 'cup', to_quantity: '187.5', source: 'portion' }],
    });
    const nutrition = (await get(t, org, `/studio/recipes/${recipe.id}/nutrition`)).json().data.nutrition;
    expect(nutrition.reference_weight_grams).toBe(587.6);
    const byBmid = Object.fromEntries(nutrition.nutrients.map((n: any) => [n.bmid, n.total_amount]));
    // By hand from SR28 per-100 g values × grams / 100.
    // Sodium: 2, 142, 43, 11, 38758, 10600 and 1 mg → 3.75 + 142 + 104.92 + 3.124 + 2325.48 + 975.2 + 0.125.
    expect(byBmid.n_sodium).toBeCloseTo(3554.599, 9);
    // Fat: 0.98, 9.51, 3.25 and 81.11 g (salt, baking powder and sugar 0) → 1.8375 + 9.51 + 7.93 + 23.03524.
    expect(byBmid.n_total_fat).toBeCloseTo(42.31274, 9);

    // One version, with both audit events; the session is confirmed.
    expect(await allVersions(t, org, recipe.id)).toHaveLength(2);
    const events = (await allEvents(t, org, recipe.id)).filter((e) => e.version_id === body.version_id);
    expect(events.map((e) => e.event_type)).toEqual([
      'recipe.ingredients_updated',
      'recipe.nutrition_computed',
    ]);
    expect(events[0]?.rationale).toBe(`Confirmed ingredient resolution ${session.resolution_id}`);
    expect(events[0]?.after.ingredients).toHaveLength(7);
    await expectChainValid(t, org, recipe.id);
    const after = (await get(t, org, resolutionsUrl(recipe.id, `/${session.resolution_id}`))).json().data;
    expect(after).toMatchObject({
      status: 'confirmed',
      confirmed_version_id: body.version_id,
      confirmed_at: data.updated_at,
    });
    const latest = await get(t, org, resolutionsUrl(recipe.id, '/latest'));
    expect(latest.statusCode).toBe(200);
    expect(latest.json().data.resolution_id).toBe(session.resolution_id);
  });

  it('with compute=false commits only the ingredients', async () => {
    const { recipe, session } = await recipeWithSession(t, org);
    const res = await confirm(t, org, recipe.id, session.resolution_id, recipe.versionId, '?compute=false');
    expect(res.statusCode, res.body).toBe(200);
    const recipeNow = (await get(t, org, `/studio/recipes/${recipe.id}`)).json();
    expect(recipeNow.data.summary).toMatchObject({
      ingredient_count: 7,
      has_nutrition: false,
      is_nutrition_current: false,
    });
    expect((await get(t, org, `/studio/recipes/${recipe.id}/nutrition`)).statusCode).toBe(404);
    const events = (await allEvents(t, org, recipe.id)).filter((e) => e.version_id === res.json().version_id);
    expect(events.map((e) => e.event_type)).toEqual(['recipe.ingredients_updated']);
    // Computing afterwards is one explicit call.
    const computed = await mutate(
      t,
      org,
      'POST',
      `/studio/recipes/${recipe.id}/nutrition/compute`,
      res.json().version_id,
    );
    expect(computed.statusCode, computed.body).toBe(200);
    expect(computed.json().data.nutrition.reference_weight_grams).toBe(587.6);
  });
});

describe('iterating: a session that continues another one', () => {
  it('fixes unresolved rows with replace and update_ingredient_grams, then confirms', async () => {
    const recipe = await createRecipe(t, org);
    const first = await startOk(t, org, recipe.id, {
      items: adds(['1 cup whole milk', '3 glorps of zzyzx', '2 handfuls all-purpose flour']),
    });
    expect(first.summary).toEqual({
      total: 3,
      resolved: 1,
      resolved_without_weight: 0,
      unresolved: 2,
      ready_to_confirm: false,
    });
    const [milk, glorps, flour] = first.rows;
    const second = await startOk(t, org, recipe.id, {
      previous_resolution_id: first.resolution_id,
      items: [
        { action: 'replace_ingredient', ingredient_row_id: glorps.row_id, text: '2 tbsp sugar' },
        { action: 'update_ingredient_grams', ingredient_row_id: flour.row_id, grams: 60 },
      ],
    });
    expect(second).toMatchObject({
      previous_resolution_id: first.resolution_id,
      summary: { total: 3, resolved: 3, unresolved: 0, ready_to_confirm: true },
    });
    expect(second.rows.map((r: any) => [r.row_id, r.action, r.item_index])).toEqual([
      [milk.row_id, 'keep_ingredient', null],
      [glorps.row_id, 'replace_ingredient', 0],
      [flour.row_id, 'update_ingredient_grams', 1],
    ]);
    expect(second.rows[0]).toEqual({ ...milk, action: 'keep_ingredient', item_index: null });
    expect(second.rows[1]).toMatchObject({
      original_text: '2 tbsp sugar',
      search: { ingredient_id: 'f_sr28_19335' },
      unit_conversion: { quantity_grams: '25' },
    });
    expect(second.rows[2]).toMatchObject({
      original_text: '2 handfuls all-purpose flour',
      search: { ingredient_id: 'f_sr28_20081', provenance: 'system_matched' },
      unit_conversion: { quantity_grams: '60', resolved_by: 'client' },
      error: null,
    });
    // The first session is superseded by the second.
    const old = (await get(t, org, resolutionsUrl(recipe.id, `/${first.resolution_id}`))).json().data;
    expect(old).toMatchObject({ status: 'superseded', superseded_by: second.resolution_id });
    const res = await confirm(t, org, recipe.id, second.resolution_id, recipe.versionId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.ingredients.map((i: any) => i.metric_quantity_g)).toEqual([244, 25, 60]);
  });

  it('starts from the confirmed ingredients: keep, update, replace with another candidate, remove, add', async () => {
    const { recipe, session } = await recipeWithSession(t, org);
    const confirmed = await confirm(t, org, recipe.id, session.resolution_id, recipe.versionId);
    const v2 = confirmed.json().version_id;
    const [flour, eggs, milk, butter, salt, bakingPowder, sugar] = session.rows;
    const next = await startOk(t, org, recipe.id, {
      items: [
        { action: 'keep_ingredient', ingredient_row_id: flour.row_id },
        { action: 'update_ingredient_quantity', ingredient_row_id: eggs.row_id, quantity: 3 },
        { action: 'update_ingredient_name', ingredient_row_id: milk.row_id, text: 'buttermilk' },
        { action: 'replace_ingredient', ingredient_row_id: butter.row_id, ingredient_id: 'f_sr28_01001' },
        { action: 'update_ingredient_text', ingredient_row_id: salt.row_id, text: '1/2 tsp salt' },
        { action: 'remove_ingredient', ingredient_row_id: sugar.row_id },
        { action: 'add_ingredient', text: '1 tsp vanilla extract' },
      ],
    });
    expect(next.based_on_version_id).toBe(v2);
    expect(next.removed_rows).toEqual([
      { row_id: sugar.row_id, original_text: '1 tbsp sugar', item_index: 5 },
    ]);
    expect(next.rows.map((r: any) => r.row_id)).toEqual([
      flour.row_id,
      eggs.row_id,
      milk.row_id,
      butter.row_id,
      salt.row_id,
      bakingPowder.row_id,
      next.rows[6].row_id,
    ]);
    const byId = Object.fromEntries(next.rows.map((r: any) => [r.row_id, r]));
    // Carried over from the recipe: its food, grams and the candidates of the last confirm.
    expect(byId[flour.row_id]).toMatchObject({
      action: 'keep_ingredient',
      item_index: 0,
      status: 'resolved',
      search: { ingredient_id: 'f_sr28_20081', provenance: 'carried' },
      unit_conversion: { quantity_grams: '187.5', provenance: 'portion' },
    });
    expect(byId[flour.row_id].search.candidates[0].ingredient_id).toBe('f_sr28_20081');
    expect(byId[bakingPowder.row_id]).toMatchObject({ action: 'keep_ingredient', item_index: null });
    expect(byId[eggs.row_id]).toMatchObject({
      parsed: { quantity: '3', size: 'large' },
      unit_conversion: { quantity_grams: '150' },
    });
    expect(byId[milk.row_id].search.ingredient_id).toBe('f_sr28_01088');
    expect(byId[milk.row_id].parsed).toMatchObject({
      ingredient_name: 'buttermilk',
      quantity: '1',
      unit: 'cup',
    });
    expect(byId[butter.row_id]).toMatchObject({
      search: { ingredient_id: 'f_sr28_01001', provenance: 'client_selected' },
      unit_conversion: { quantity_grams: '28.4' },
    });
    expect(byId[salt.row_id]).toMatchObject({
      original_text: '1/2 tsp salt',
      unit_conversion: { quantity_grams: '3' },
    });
    expect(next.rows[6]).toMatchObject({ action: 'add_ingredient', original_text: '1 tsp vanilla extract' });
    expect(next.summary.ready_to_confirm).toBe(true);

    const res = await confirm(t, org, recipe.id, next.resolution_id, v2);
    expect(res.statusCode, res.body).toBe(200);
    const ingredients = (await get(t, org, `/studio/recipes/${recipe.id}/ingredients`)).json().data
      .ingredients;
    expect(ingredients.map((i: any) => i.id)).toEqual(next.rows.map((r: any) => r.row_id));
    expect(ingredients[0]).toMatchObject({ id: flour.row_id, metric_quantity_g: 187.5 });
  });
});

describe('reading sessions', () => {
  it('lists every session newest first with cursor paging, and reads one', async () => {
    const recipe = await createRecipe(t, org);
    const ids: string[] = [];
    for (const line of ['1 cup whole milk', '2 large eggs', '1 tsp salt']) {
      ids.push((await startOk(t, org, recipe.id, { items: adds([line]) })).resolution_id);
    }
    const page1 = (await get(t, org, `${resolutionsUrl(recipe.id)}?limit=2`)).json();
    expect(page1.data.map((s: any) => s.resolution_id)).toEqual([ids[2], ids[1]]);
    expect(page1.data.map((s: any) => s.status)).toEqual(['open', 'superseded']);
    expect(page1.meta).toMatchObject({ has_more: true, cursor: expect.any(String) });
    expect(page1.version_id).toBeUndefined();
    const page2 = (
      await get(t, org, `${resolutionsUrl(recipe.id)}?limit=2&cursor=${page1.meta.cursor}`)
    ).json();
    expect(page2.data.map((s: any) => s.resolution_id)).toEqual([ids[0]]);
    expect(page2.meta).toMatchObject({ has_more: false, cursor: null });
    const one = (await get(t, org, resolutionsUrl(recipe.id, `/${ids[1]}`))).json();
    expect(one.data).toEqual(page1.data[1]);
    const latest = (await get(t, org, resolutionsUrl(recipe.id, '/latest'))).json();
    expect(latest.data.resolution_id).toBe(ids[2]);
  });

  it('latest is 404 without a session, and after the ingredients were set directly', async () => {
    const recipe = await createRecipe(t, org);
    const none = await get(t, org, resolutionsUrl(recipe.id, '/latest'));
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'resolution_not_found', status: 404 });
    expect((await get(t, org, resolutionsUrl(recipe.id))).json().data).toEqual([]);

    const session = await startOk(t, org, recipe.id, { items: adds(['1 cup whole milk']) });
    expect((await get(t, org, resolutionsUrl(recipe.id, '/latest'))).statusCode).toBe(200);
    const set = await mutate(t, org, 'POST', `/studio/recipes/${recipe.id}/ingredients`, recipe.versionId, {
      ingredients: [{ ingredient_id: 'f_sr28_01077', quantity_grams: '244' }],
    });
    expect(set.statusCode, set.body).toBe(200);
    const gone = await get(t, org, resolutionsUrl(recipe.id, '/latest'));
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'resolution_not_found', resolution_id: session.resolution_id });
    // The list keeps the history.
    expect((await get(t, org, resolutionsUrl(recipe.id))).json().data).toHaveLength(1);
  });
});

describe('concurrent starts', () => {
  it('leave exactly one open session, every other one superseded', async () => {
    const recipe = await createRecipe(t, org);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        startSession(t, org, recipe.id, { items: adds([`${i + 1} tsp salt`]) }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const list = (await get(t, org, `${resolutionsUrl(recipe.id)}?limit=50`)).json().data;
    expect(list).toHaveLength(8);
    expect(list.filter((s: any) => s.status === 'open')).toHaveLength(1);
    expect(list[0].status).toBe('open');
    const ids = new Set(list.map((s: any) => s.resolution_id));
    for (const s of list.slice(1)) {
      expect(s.status).toBe('superseded');
      expect(ids.has(s.superseded_by)).toBe(true);
    }
  });
});
