import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import {
  addServingOk,
  label,
  PANCAKES,
  recipeWithIngredients,
  TWO_PANCAKES,
  visibleNodes,
} from '../../helpers/servings.ts';
import {
  allEvents,
  allVersions,
  createRecipe,
  expectChainValid,
  get,
  LEGACY,
  mutate,
} from '../../helpers/studio.ts';

let t: TestApp;
let org: TestOrg;
beforeAll(async () => {
  t = await startTestApp();
  org = await t.newOrg();
});
afterAll(async () => {
  await t.close();
});

const url = (recipeId: string, rest = '') => `/studio/recipes/${recipeId}/servings${rest}`;

/** A 250 g batter: flour 80 g, whole milk 120 g, one egg 50 g. */
const SMALL_BATCH = [
  { ingredient_id: 'f_sr28_20081', quantity_grams: '80' },
  { ingredient_id: 'f_sr28_01077', quantity_grams: '120' },
  { ingredient_id: 'f_sr28_01123', quantity_grams: '50' },
];

describe('servings', () => {
  it('a serving added before nutrition stores its input and resolves when nutrition exists', async () => {
    const r = await createRecipe(t, org);
    const s = await addServingOk(t, org, r.id, r.versionId);
    expect(s.servingId).toMatch(/^srv_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(s.body.data.serving).toMatchObject({
      serving_size: {
        household_measure: '2 pancakes',
        metric_amount: 160,
        servings_per_container: null,
        servings_per_container_text: null,
        recipe_weight_g: null,
      },
      serving_size_input: { household_amount: '2', household_unit: 'pancakes', metric_amount: '160' },
      has_per_serving_nutrition_facts: false,
      nutrition_facts_current: false,
      compute_nf: true,
    });
    const withIngredients = await mutate(t, org, 'POST', `/studio/recipes/${r.id}/ingredients`, s.versionId, {
      ingredients: PANCAKES,
    });
    expect(withIngredients.statusCode).toBe(200);
    const after = (await get(t, org, url(r.id, `/${s.servingId}`))).json();
    expect(after.version_id).toBe(withIngredients.json().version_id);
    expect(after.data.serving).toMatchObject({
      serving_size: {
        servings_per_container: 4,
        servings_per_container_text: 'about 4',
        recipe_weight_g: 624,
      },
      has_per_serving_nutrition_facts: true,
      has_per_container_nutrition_facts: true,
      nutrition_facts_current: true,
    });
    const events = await allEvents(t, org, r.id);
    expect(events.slice(-3).map((e) => e.event_type)).toEqual([
      'recipe.ingredients_updated',
      'recipe.nutrition_computed',
      'recipe.nutrition_facts_computed',
    ]);
    expect(events.at(-1)?.after.servings[0]).toMatchObject({ serving_id: s.servingId });
    const recipe = (await get(t, org, `/studio/recipes/${r.id}`)).json();
    expect(recipe.data.summary).toMatchObject({ serving_count: 1, has_nutrition_facts: true });
  });

  it('add never replaces; list and read at HEAD and at a version', async () => {
    const r = await recipeWithIngredients(t, org);
    const a = await addServingOk(t, org, r.id, r.versionId);
    expect(a.body.data.recipe_id).toBe(r.id);
    const b = await addServingOk(t, org, r.id, a.versionId, {
      serving_size_type: 'user_provided',
      household_amount: '1/3',
      household_unit: 'cup',
      metric_amount: '78',
    });
    expect(b.body.data.serving.serving_size).toMatchObject({
      household_measure: '1/3 cup',
      servings_per_container: 8,
      servings_per_container_text: '8',
    });
    const list = await get(t, org, url(r.id));
    expect(list.statusCode).toBe(200);
    expect(list.json().version_id).toBe(b.versionId);
    expect(list.json().data.map((s: { id: string }) => s.id)).toEqual([a.servingId, b.servingId]);
    const old = (await get(t, org, url(r.id, `?version_id=${a.versionId}`))).json();
    expect(old.data.map((s: { id: string }) => s.id)).toEqual([a.servingId]);
    expect(old.version_id).toBe(a.versionId);
    const one = await get(t, org, url(r.id, `/${b.servingId}`));
    expect(one.headers.etag).toBe(`"${b.versionId}"`);
    expect(one.json().data).toMatchObject({ recipe_id: r.id, serving: { id: b.servingId } });
    const missingThen = await get(t, org, url(r.id, `/${b.servingId}?version_id=${a.versionId}`));
    expect(missingThen.statusCode).toBe(404);
    expect(missingThen.json().code).toBe('serving_not_found');
  });

  it('update replaces the size and recomputes the facts; the same size again writes nothing', async () => {
    const r = await recipeWithIngredients(t, org);
    const s = await addServingOk(t, org, r.id, r.versionId);
    const versionsBefore = (await allVersions(t, org, r.id)).length;
    const same = await mutate(t, org, 'PUT', url(r.id, `/${s.servingId}`), s.versionId, {
      serving_size: { ...TWO_PANCAKES, household_unit: 'Pancakes', metric_amount: '160.0' },
      rationale: 'no change',
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().version_id).toBe(s.versionId);
    expect((await allVersions(t, org, r.id)).length).toBe(versionsBefore);

    const bigger = await mutate(t, org, 'PUT', url(r.id, `/${s.servingId}`), s.versionId, {
      serving_size: { ...TWO_PANCAKES, household_amount: '3', metric_amount: '240' },
      rationale: 'three pancakes',
    });
    expect(bigger.statusCode, bigger.body).toBe(200);
    expect(bigger.json().version_id).not.toBe(s.versionId);
    expect(bigger.json().data.serving).toMatchObject({
      serving_size: {
        household_measure: '3 pancakes',
        metric_amount: 240,
        servings_per_container_text: 'about 2.5',
      },
      rationale: 'three pancakes',
      has_per_serving_nutrition_facts: true,
    });
    // 1350.969332 kcal × 240 / 624 = 519.60 → 520.
    const l = (await label(t, org, r.id, s.servingId)).json().data;
    expect(l.header.serving_size_metric).toBe('240g');
    expect(visibleNodes(l.per_serving.nutrients)[0]).toEqual(['Calories', 0, '520', undefined]);
    const events = await allEvents(t, org, r.id);
    expect(events.slice(-2).map((e) => [e.event_type, e.rationale])).toEqual([
      ['recipe.serving_updated', 'three pancakes'],
      ['recipe.nutrition_facts_computed', null],
    ]);
  });

  it('delete answers 204 with the new version in ETag; the serving is gone from lists but kept', async () => {
    const r = await recipeWithIngredients(t, org);
    const s = await addServingOk(t, org, r.id, r.versionId);
    const del = await mutate(t, org, 'DELETE', url(r.id, `/${s.servingId}`), s.versionId);
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    const head = (await get(t, org, `/studio/recipes/${r.id}`)).json();
    expect(del.headers.etag).toBe(`"${head.version_id}"`);
    expect(head.data.summary).toMatchObject({ serving_count: 0, has_nutrition_facts: false });
    expect((await get(t, org, url(r.id))).json().data).toEqual([]);
    expect((await get(t, org, url(r.id, `/${s.servingId}`))).statusCode).toBe(404);
    expect((await label(t, org, r.id, s.servingId)).json().code).toBe('serving_not_found');
    // Kept for audit: the version before still has it, and the event records it.
    expect((await label(t, org, r.id, s.servingId, `?version_id=${s.versionId}`)).statusCode).toBe(200);
    const last = (await allEvents(t, org, r.id)).at(-1);
    expect(last).toMatchObject({
      event_type: 'recipe.serving_deleted',
      after: { serving: { id: s.servingId } },
    });
    expect(last?.after.serving.deleted_at).toEqual(expect.any(String));
    await expectChainValid(t, org, r.id);
  });

  it('restore to a version before the serving existed removes it; restoring later brings it back', async () => {
    const r = await recipeWithIngredients(t, org);
    const s = await addServingOk(t, org, r.id, r.versionId);
    const restored = await mutate(t, org, 'POST', `/studio/recipes/${r.id}/restore`, s.versionId, {
      target_version_id: r.versionId,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await get(t, org, url(r.id))).json().data).toEqual([]);
    expect((await get(t, org, url(r.id, `/${s.servingId}`))).statusCode).toBe(404);
    expect((await label(t, org, r.id, s.servingId)).statusCode).toBe(404);
    const summary = (await get(t, org, `/studio/recipes/${r.id}`)).json().data.summary;
    expect(summary).toMatchObject({ serving_count: 0, has_nutrition: true });

    const back = await mutate(t, org, 'POST', `/studio/recipes/${r.id}/restore`, restored.json().version_id, {
      target_version_id: s.versionId,
    });
    expect(back.statusCode).toBe(200);
    const l = await label(t, org, r.id, s.servingId);
    expect(l.statusCode).toBe(200);
    expect(l.json().data.staleness.is_current).toBe(true);
  });

  it('reading the label at an old version returns the old panel', async () => {
    const r = await recipeWithIngredients(t, org);
    const s = await addServingOk(t, org, r.id, r.versionId);
    // Twice the butter: 84 g. Fat 50.4332 + 34.0662 = 84.4994 g; per 160 g of 666 g: 20.30 g → 20g.
    const more = PANCAKES.map((i) =>
      i.ingredient_id === 'f_sr28_01001' ? { ...i, quantity_grams: '84' } : i,
    );
    const changed = await mutate(t, org, 'POST', `/studio/recipes/${r.id}/ingredients`, s.versionId, {
      ingredients: more,
    });
    expect(changed.statusCode).toBe(200);
    const now = (await label(t, org, r.id, s.servingId)).json();
    const then = (await label(t, org, r.id, s.servingId, `?version_id=${s.versionId}`)).json();
    expect(now.version_id).toBe(changed.json().version_id);
    expect(then.version_id).toBe(s.versionId);
    const fat = (l: { data: { per_serving: { nutrients: never[] } } }) =>
      visibleNodes(l.data.per_serving.nutrients).find((n) => n[0] === 'Total Fat');
    expect(fat(then)).toEqual(['Total Fat', 0, '13g', '17%']);
    expect(fat(now)).toEqual(['Total Fat', 0, '20g', '26%']);
    expect(then.data.header.servings_per_container).toBe('about 4');
    // 666 / 160 = 4.1625 → "about 4"; the facts were recomputed in the ingredients' version.
    expect(now.data.header.servings_per_container).toBe('about 4');
    expect(now.data.staleness.is_current).toBe(true);
    const svgThen = await label(t, org, r.id, s.servingId, `?version_id=${s.versionId}&format=svg`);
    expect(svgThen.body).toContain('13g');
  });

  it('racc_guided: the RACC sizes the serving and decides the dual-column label', async () => {
    const r = await recipeWithIngredients(t, org, SMALL_BATCH);
    const s = await addServingOk(t, org, r.id, r.versionId, {
      serving_size_type: 'racc_guided',
      racc_category_id: 'racc_french_toast_pancakes_prepared',
      household_amount: '1',
    });
    // 250 g recipe / 110 g RACC = 227.27 % → dual column required; 250 / 110 = 2.27 → about 2.5.
    expect(s.body.data.serving).toMatchObject({
      serving_size_type: 'racc_guided',
      serving_size: {
        household_measure: '1 piece',
        metric_amount: 110,
        servings_per_container_text: 'about 2.5',
      },
      racc_inputs: {
        category_id: 'racc_french_toast_pancakes_prepared',
        target_audience: 'general',
        unit_type: 'discrete',
        reference_amount_g: '110',
        unit_weight_g: '110',
        declared_serving_units: 1,
        discrete_serving: { basis: 'one_unit', units: 1 },
      },
      dual_column_status: 'dual_column_required',
      percent_of_racc: '227.27',
      has_per_container_nutrition_facts: true,
    });
    const l = (await label(t, org, r.id, s.servingId)).json().data;
    expect(l.per_container.reference_weight_grams).toBe('250');
    expect(l.per_serving.reference_weight_grams).toBe('110');
    const svg = await label(t, org, r.id, s.servingId, '?format=svg');
    expect(svg.body).toContain('Per container');
  });

  it('per-serving and per-container facts are read back at HEAD and at a version', async () => {
    const r = await recipeWithIngredients(t, org);
    const s = await addServingOk(t, org, r.id, r.versionId);
    const per = await get(t, org, url(r.id, `/${s.servingId}/nutrition-facts/per-serving`));
    expect(per.statusCode, per.body).toBe(200);
    expect(per.json()).toMatchObject({
      version_id: s.versionId,
      data: { recipe_id: r.id, serving_id: s.servingId, reference_weight_grams: 160 },
    });
    const container = await get(
      t,
      org,
      url(r.id, `/${s.servingId}/nutrition-facts/per-container?version_id=${s.versionId}`),
    );
    expect(container.statusCode).toBe(200);
    expect(container.json().data.reference_weight_grams).toBe(624);
  });
});

describe('label configuration', () => {
  it('starts at the regulatory defaults; PUT shows voluntary nutrients; DELETE goes back', async () => {
    const r = await recipeWithIngredients(t, org);
    const s = await addServingOk(t, org, r.id, r.versionId);
    const initial = await get(t, org, `/studio/recipes/${r.id}/label-configuration`);
    expect(initial.statusCode).toBe(200);
    expect(initial.json().data).toMatchObject({
      recipe_id: r.id,
      has_custom_configuration: false,
      created_by: null,
      updated_at: null,
    });
    const sodium = initial.json().data.nutrients.find((n: { bmid: string }) => n.bmid === 'n_sodium');
    expect(sodium).toEqual({
      bmid: 'n_sodium',
      official_name: 'Sodium',
      visible: true,
      display_name: 'Sodium',
      display_name_override: null,
      allowed_synonyms: [],
      is_mandatory: true,
      is_toggleable: false,
      source: 'regulatory_default',
    });

    const put = await mutate(t, org, 'PUT', `/studio/recipes/${r.id}/label-configuration`, s.versionId, {
      nutrient_entries: [
        { bmid: 'n_vitamin_a', visible: true },
        { bmid: 'n_thiamin', visible: true, display_name_override: 'Thiamin (Vitamin B1)' },
        { bmid: 'n_sodium', visible: true },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.headers.etag).toBe(`"${put.json().version_id}"`);
    const data = put.json().data;
    expect(data).toMatchObject({ has_custom_configuration: true, created_by: org.memberId });
    expect(data.nutrients.find((n: { bmid: string }) => n.bmid === 'n_thiamin')).toMatchObject({
      visible: true,
      display_name: 'Thiamin (Vitamin B1)',
      allowed_synonyms: ['Thiamin (Vitamin B1)'],
      source: 'custom',
    });
    const again = await mutate(
      t,
      org,
      'PUT',
      `/studio/recipes/${r.id}/label-configuration`,
      put.json().version_id,
      {
        nutrient_entries: [
          { bmid: 'n_sodium', visible: true },
          { bmid: 'n_thiamin', visible: true, display_name_override: 'Thiamin (Vitamin B1)' },
          { bmid: 'n_vitamin_a', visible: true },
        ],
      },
    );
    expect(again.json().version_id).toBe(put.json().version_id);

    const shown = visibleNodes((await label(t, org, r.id, s.servingId)).json().data.per_serving.nutrients);
    expect(shown.map((n) => n[0]).slice(-3)).toEqual(['Potassium', 'Vitamin A', 'Thiamin (Vitamin B1)']);
    const html = await label(t, org, r.id, s.servingId, '?format=html');
    expect(html.body).toContain('Thiamin (Vitamin B1)');
    // The configuration is versioned: at the version before it, the defaults.
    const old = (
      await get(t, org, `/studio/recipes/${r.id}/label-configuration?version_id=${s.versionId}`)
    ).json();
    expect(old.data.has_custom_configuration).toBe(false);

    const del = await mutate(
      t,
      org,
      'DELETE',
      `/studio/recipes/${r.id}/label-configuration`,
      put.json().version_id,
    );
    expect(del.statusCode).toBe(204);
    const head = (await get(t, org, `/studio/recipes/${r.id}`)).json().version_id;
    expect(del.headers.etag).toBe(`"${head}"`);
    const back = visibleNodes((await label(t, org, r.id, s.servingId)).json().data.per_serving.nutrients);
    expect(back.at(-1)?.[0]).toBe('Potassium');
    const types = (await allEvents(t, org, r.id)).slice(-2).map((e) => e.event_type);
    expect(types).toEqual(['recipe.label_configuration_updated', 'recipe.label_configuration_deleted']);
  });

  it('show_per_container adds the container column to a label that does not require it', async () => {
    const r = await recipeWithIngredients(t, org);
    const s = await addServingOk(t, org, r.id, r.versionId);
    const put = await mutate(t, org, 'PUT', `/studio/recipes/${r.id}/label-configuration`, s.versionId, {
      nutrient_entries: [],
      show_per_container: true,
    });
    expect(put.json().data.show_per_container).toBe(true);
    const l = (await label(t, org, r.id, s.servingId)).json().data;
    expect(l.per_container.reference_weight_grams).toBe('624');
    expect(visibleNodes(l.per_container.nutrients)[0]).toEqual(['Calories', 0, '1350', undefined]);
  });
});

describe('API versions', () => {
  it('without recipe_versioning the compute, analysis and label routes are absent (404)', async () => {
    const r = await recipeWithIngredients(t, org);
    const s = await addServingOk(t, org, r.id, r.versionId);
    const base = url(r.id, `/${s.servingId}`);
    for (const [method, path] of [
      ['POST', `${base}/nutrition-facts/compute`],
      ['GET', `${base}/nutrition-facts/analysis?nutrient_set=fda_mandatory`],
      ['GET', `${base}/nutrition-label`],
      ['GET', `${base}/nutrition-label?format=svg`],
    ] as const) {
      const legacy = await t.app.inject({ method, url: path, headers: { ...org.headers, ...LEGACY } });
      expect(legacy.statusCode, `${method} ${path}`).toBe(404);
      expect(legacy.json()).toMatchObject({
        code: 'route_not_found',
        detail: `No route ${method} ${path.split('?')[0]}.`,
      });
      const current = await t.app.inject({
        method,
        url: path,
        headers: { ...org.headers, 'if-match': s.versionId },
      });
      expect(current.statusCode, `${method} ${path}`).toBe(200);
    }
  });

  it('servings work on the legacy version too, If-Match ignored and no ETag on delete', async () => {
    const r = await recipeWithIngredients(t, org);
    const added = await t.app.inject({
      method: 'POST',
      url: url(r.id),
      headers: { ...org.headers, ...LEGACY },
      payload: { serving_size: TWO_PANCAKES },
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().data.serving.id;
    const del = await t.app.inject({
      method: 'DELETE',
      url: url(r.id, `/${id}`),
      headers: { ...org.headers, ...LEGACY, 'if-match': r.first },
    });
    expect(del.statusCode).toBe(204);
    expect(del.headers.etag).toBeUndefined();
  });
});

describe('OpenAPI', () => {
  it('documents the label as JSON, with the SVG, HTML, PDF and PNG media types beside it', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const op = doc.paths['/studio/recipes/{recipe_id}/servings/{serving_id}/nutrition-label'].get;
    expect(op.operationId).toBe('getRecipeNutritionLabel');
    const content = op.responses['200'].content;
    expect(Object.keys(content)).toEqual([
      'application/json',
      'image/svg+xml',
      'text/html',
      'application/pdf',
      'image/png',
    ]);
    expect(content['application/json'].schema.properties.data.properties).toHaveProperty('completeness');
    for (const id of [
      'addRecipeServing',
      'updateRecipeServing',
      'deleteRecipeServing',
      'listRecipeServings',
      'getRecipeServing',
      'computeNutritionFacts',
      'getRecipePerServingNutritionFacts',
      'getRecipePerContainerNutritionFacts',
      'getRecipeServingNutritionFactsAnalysis',
      'getRecipeLabelConfiguration',
      'upsertRecipeLabelConfiguration',
      'deleteRecipeLabelConfiguration',
    ]) {
      const found = Object.values(doc.paths as Record<string, Record<string, { operationId?: string }>>).some(
        (ops) => Object.values(ops).some((o) => o.operationId === id),
      );
      expect(found, id).toBe(true);
    }
  });
});
