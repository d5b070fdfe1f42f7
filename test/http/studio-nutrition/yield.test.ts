import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { addServingOk, label, recipeWithIngredients } from '../../helpers/servings.ts';
import { allEvents, allVersions, createRecipe, expectChainValid, get, mutate } from '../../helpers/studio.ts';

/**
 * Cooked yield on a lean bread (SR28 foods, values per 100 g):
 *
 *   food (NDB)                         g    water   sodium   protein  carb    kcal/100 g (Atwater)
 *   flour, all-purpose (20081)       500   11.92      2      10.33   76.31   364.4363
 *   tap water (14429)                350   99.90      3       0       0        0
 *   table salt (02047)                10    0.20  38758       0       0        0
 *   active dry yeast (18375)           7    5.08     51      40.44   41.22   325.392
 *     (yeast: 40.44 × 3.00 + 7.61 × 8.40 + 41.22 × 3.40 = 121.32 + 63.924 + 140.148)
 *
 * Raw dough 867 g. Water 59.6 + 349.65 + 0.02 + 0.3556 = 409.6256 g. Sodium 10 + 10.5 + 3875.8 +
 * 3.57 = 3899.87 mg. Protein 51.65 + 2.8308 = 54.4808 g. Carbohydrate 381.55 + 2.8854 = 384.4354 g.
 * Energy 1822.1815 + 22.77744 = 1844.95894 kcal.
 *
 * Baked loaf 750 g: 117 g of moisture lost, all of it water → water 409.6256 − 117 = 292.6256 g;
 * every other total unchanged. Yield 750 / 867 = 86.50519031141868512110726643598615916955 %.
 *
 * A 50 g slice (× 50 / 750):                  raw basis (× 50 / 867), for contrast:
 *   sodium   259.9913 mg → 260mg, 11.30 % → 11%     224.9 mg → 220mg
 *   energy   122.9973 kcal → 120                    106.40 kcal → 110
 *   protein    3.6321 g → 4g                          3.1419 g → 3g
 *   carb      25.6290 g → 26g                        22.17 g → 22g
 *   servings per container 750 / 50 = 15            867 / 50 = 17.34 → about 17
 * Sodium per 100 g of bread: 3899.87 × 100 / 750 = 519.9826… mg (raw dough: 449.81… mg).
 *
 * The most water the loaf can lose is 409.6256 g: a finished weight under 867 − 409.6256 =
 * 457.3744 g is refused.
 */
const BREAD = [
  { ingredient_id: 'f_sr28_20081', quantity_grams: '500', original_text: '4 cups all-purpose flour' },
  { ingredient_id: 'f_sr28_14429', quantity_grams: '350', original_text: '1 1/2 cups water' },
  { ingredient_id: 'f_sr28_02047', quantity_grams: '10', original_text: '2 tsp salt' },
  { ingredient_id: 'f_sr28_18375', quantity_grams: '7', original_text: '1 packet active dry yeast' },
];
const SLICE = {
  serving_size_type: 'user_provided',
  household_amount: '1',
  household_unit: 'slice',
  metric_amount: '50',
  metric_unit: 'g',
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

const putYield = (id: string, ifMatch: string | undefined, body: Record<string, unknown>) =>
  mutate(t, org, 'PUT', `/studio/recipes/${id}/yield`, ifMatch, body);

/** The label's printed lines by nutrient: display_text and percent_dv. */
async function labelLines(id: string, servingId: string, query = '') {
  const res = await label(t, org, id, servingId, query);
  expect(res.statusCode, res.body).toBe(200);
  const out: Record<string, string> = {};
  const walk = (nodes: any[]) => {
    for (const n of nodes) {
      out[n.bmid] = `${n.display_text}${n.percent_dv === undefined ? '' : ` ${n.percent_dv}`}`;
      walk(n.children ?? []);
    }
  };
  const data = res.json().data;
  walk(data.per_serving.nutrients);
  return { lines: out, servings: data.header.servings_per_container as string };
}

async function bread() {
  const r = await recipeWithIngredients(t, org, BREAD, {
    name: `Lean bread ${Math.random().toString(36).slice(2, 8)}`,
  });
  const s = await addServingOk(t, org, r.id, r.versionId, SLICE);
  return { id: r.id, servingId: s.servingId, versionId: s.versionId };
}

describe('PUT /studio/recipes/{recipe_id}/yield (bread: 867 g of dough, 750 g baked)', () => {
  it('the raw dough without a yield: the slice is cut from 867 g', async () => {
    const b = await bread();
    const { lines, servings } = await labelLines(b.id, b.servingId);
    expect(servings).toBe('about 17');
    expect(lines.n_sodium).toBe('220mg 10%');
    expect(lines.n_energy_kcal).toBe('110');
    expect(lines.n_protein).toBe('3g');
    const y = await get(t, org, `/studio/recipes/${b.id}/yield`);
    expect(y.json().data).toEqual({
      recipe_id: b.id,
      cooking_yield: null,
      yield_adjustment: null,
      nutrition_is_current: true,
    });
  });

  it('a finished weight of 750 g: water loses 117 g, nothing else changes, the slice is cut from 750 g', async () => {
    const b = await bread();
    const before = (await get(t, org, `/studio/recipes/${b.id}/nutrition`)).json().data.nutrition;
    const res = await putYield(b.id, b.versionId, {
      finished_weight_g: '750',
      rationale: 'baked 35 min at 230 °C',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.version_id).not.toBe(b.versionId);
    expect(String(res.headers.etag)).toMatch(new RegExp(`^(?:W/)?"${body.version_id}"$`));
    expect(body.data).toEqual({
      recipe_id: b.id,
      cooking_yield: { basis: 'finished_weight', finished_weight_g: '750', yield_percent: null },
      yield_adjustment: {
        basis: 'finished_weight',
        stated: 750,
        method: 'moisture_change_as_water',
        raw_weight_grams: 867,
        finished_weight_grams: 750,
        yield_percent: 86.50519031141869,
        water_change_grams: -117,
        raw_water_grams: 409.6256,
        finished_water_grams: 292.6256,
        water_missing_ingredients: [],
      },
      nutrition_is_current: true,
    });

    const nutrition = (await get(t, org, `/studio/recipes/${b.id}/nutrition`)).json().data.nutrition;
    expect(nutrition.reference_weight_grams).toBe(750);
    expect(nutrition.yield_adjustment.water_change_grams).toBe(-117);
    const byBmid = (list: any[]) => Object.fromEntries(list.map((n) => [n.bmid, n]));
    const was = byBmid(before.nutrients);
    const now = byBmid(nutrition.nutrients);
    expect(was.n_water.total_amount).toBe(409.6256);
    expect(now.n_water.total_amount).toBe(292.6256);
    // Every other nutrient keeps its total: no retention factors.
    for (const bmid of Object.keys(was)) {
      if (bmid !== 'n_water') {
        expect(now[bmid].total_amount, bmid).toBe(was[bmid].total_amount);
      }
    }
    expect(now.n_sodium.total_amount).toBe(3899.87);
    expect(was.n_sodium.amount_per_100g).toBeCloseTo(449.812, 4);
    expect(now.n_sodium.amount_per_100g).toBeCloseTo(519.9827, 4);
    expect(now.n_energy_kcal.total_amount).toBeCloseTo(1844.95894, 5);

    const { lines, servings } = await labelLines(b.id, b.servingId);
    expect(servings).toBe('15');
    expect(lines.n_sodium).toBe('260mg 11%');
    expect(lines.n_energy_kcal).toBe('120');
    expect(lines.n_protein).toBe('4g');
    expect(lines.n_total_carbohydrate).toBe('26g 9%');

    // The serving analysis shows the step and scales by the finished weight.
    const a = await get(
      t,
      org,
      `/studio/recipes/${b.id}/servings/${b.servingId}/nutrition-facts/analysis?bmids=n_sodium`,
    );
    expect(a.statusCode, a.body).toBe(200);
    const analysis = a.json().data;
    expect(analysis.scale_factor).toBe('0.06666666666666666666666666666666666666667');
    expect(analysis.yield_adjustment).toMatchObject({ raw_weight_grams: 867, finished_weight_grams: 750 });
    const sodium = analysis.nutrients.find((n: any) => n.bmid === 'n_sodium');
    expect(sodium.value_rounding.original_value).toBeCloseTo(259.991333, 5);
    expect(sodium.value_rounding.rounded_value).toBe(260);
    // Salt: 3875.8 mg in the loaf, 258.3867 mg in a slice.
    expect(sodium.contributions.find((c: any) => c.ingredient_index === 2).amount).toBeCloseTo(258.3867, 4);
    const recipeAnalysis = (
      await get(t, org, `/studio/recipes/${b.id}/nutrition/analysis?bmids=n_water`)
    ).json();
    expect(recipeAnalysis.data.yield_adjustment.finished_water_grams).toBe(292.6256);

    // One version: the yield, the nutrition and the serving facts, with the rationale on the yield.
    const events = (await allEvents(t, org, b.id)).filter((e) => e.version_id === body.version_id);
    expect(events.map((e) => e.event_type)).toEqual([
      'recipe.yield_updated',
      'recipe.nutrition_computed',
      'recipe.nutrition_facts_computed',
    ]);
    expect(events[0]).toMatchObject({
      rationale: 'baked 35 min at 230 °C',
      before: { cooking_yield: { finished_weight_g: null, yield_percent: null } },
      after: { cooking_yield: { finished_weight_g: '750', yield_percent: null } },
    });
    await expectChainValid(t, org, b.id);
  });

  it('the same yield again writes nothing; a yield percentage of 86.5 gives 749.955 g', async () => {
    const b = await bread();
    const first = (await putYield(b.id, b.versionId, { finished_weight_g: '750' })).json().version_id;
    const again = await putYield(b.id, first, { finished_weight_g: '750.0' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().version_id).toBe(first);
    const pct = await putYield(b.id, first, { yield_percent: '86.5' });
    expect(pct.statusCode, pct.body).toBe(200);
    expect(pct.json().data.cooking_yield).toEqual({
      basis: 'yield_percent',
      finished_weight_g: null,
      yield_percent: '86.5',
    });
    expect(pct.json().data.yield_adjustment).toMatchObject({
      finished_weight_grams: 749.955,
      water_change_grams: -117.045,
      yield_percent: 86.5,
    });
  });

  it('restore reverts the yield with the nutrition; DELETE clears it, then 404 yield_not_set', async () => {
    const b = await bread();
    const withYield = (await putYield(b.id, b.versionId, { finished_weight_g: '750' })).json().version_id;
    const restored = await mutate(t, org, 'POST', `/studio/recipes/${b.id}/restore`, withYield, {
      target_version_id: b.versionId,
      rationale: 'weighed the wrong loaf',
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const afterRestore = restored.json().version_id;
    expect((await get(t, org, `/studio/recipes/${b.id}/yield`)).json().data.cooking_yield).toBeNull();
    expect((await labelLines(b.id, b.servingId)).lines.n_sodium).toBe('220mg 10%');
    // The version with the yield still reads as it was.
    expect((await labelLines(b.id, b.servingId, `?version_id=${withYield}`)).lines.n_sodium).toBe(
      '260mg 11%',
    );
    const atVersion = await get(t, org, `/studio/recipes/${b.id}/yield?version_id=${withYield}`);
    expect(atVersion.json().data.cooking_yield.finished_weight_g).toBe('750');

    const set = (await putYield(b.id, afterRestore, { finished_weight_g: '750' })).json().version_id;
    const cleared = await mutate(t, org, 'DELETE', `/studio/recipes/${b.id}/yield`, set);
    expect(cleared.statusCode, cleared.body).toBe(204);
    const clearedVersion = /^(?:W\/)?"(.+)"$/.exec(String(cleared.headers.etag))?.[1];
    expect(clearedVersion).toBeDefined();
    const { lines, servings } = await labelLines(b.id, b.servingId);
    expect(lines.n_sodium).toBe('220mg 10%');
    expect(servings).toBe('about 17');
    const events = await allEvents(t, org, b.id);
    expect(events.filter((e) => e.version_id === clearedVersion).map((e) => e.event_type)).toEqual([
      'recipe.yield_cleared',
      'recipe.nutrition_computed',
      'recipe.nutrition_facts_computed',
    ]);
    const again = await mutate(t, org, 'DELETE', `/studio/recipes/${b.id}/yield`, clearedVersion);
    expect(again.statusCode, again.body).toBe(404);
    expect(again.json().code ?? again.json().error?.code ?? again.body).toMatch(/yield_not_set/);
    expect((await allVersions(t, org, b.id)).length).toBe(7);
  });

  it('a yield set before the ingredients applies when they are set', async () => {
    const r = await createRecipe(t, org, { name: `Bread first ${Math.random().toString(36).slice(2, 8)}` });
    const y = await putYield(r.id, r.versionId, { finished_weight_g: '750' });
    expect(y.statusCode, y.body).toBe(200);
    expect(y.json().data.yield_adjustment).toBeNull();
    expect(y.json().data.nutrition_is_current).toBe(false);
    const ing = await mutate(t, org, 'POST', `/studio/recipes/${r.id}/ingredients`, y.json().version_id, {
      ingredients: BREAD,
    });
    expect(ing.statusCode, ing.body).toBe(200);
    const nutrition = (await get(t, org, `/studio/recipes/${r.id}/nutrition`)).json().data.nutrition;
    expect(nutrition.reference_weight_grams).toBe(750);
  });
});

describe('yield errors', () => {
  it('a finished weight that removes more water than the dough holds is a 422 naming the lowest weight', async () => {
    const b = await bread();
    const res = await putYield(b.id, b.versionId, { finished_weight_g: '400' });
    expect(res.statusCode, res.body).toBe(422);
    const problem = res.json();
    expect(JSON.stringify(problem)).toContain('yield_exceeds_water');
    expect(problem.minimum_finished_weight_grams).toBe('457.3744');
    expect(problem.water_grams).toBe('409.6256');
    expect(String(problem.detail)).toContain('at least 457.3744 g');
    // Nothing was written.
    const y = await get(t, org, `/studio/recipes/${b.id}/yield`);
    expect(y.json().version_id).toBe(b.versionId);
    // The boundary itself is allowed: all the water gone.
    const edge = await putYield(b.id, b.versionId, { finished_weight_g: '457.3744' });
    expect(edge.statusCode, edge.body).toBe(200);
    expect(edge.json().data.yield_adjustment.finished_water_grams).toBe(0);
  });

  it('ingredients that cannot lose the stated moisture are refused with the same reason', async () => {
    const r = await createRecipe(t, org, { name: `Dry mix ${Math.random().toString(36).slice(2, 8)}` });
    const y = await putYield(r.id, r.versionId, { yield_percent: '50' });
    const ing = await mutate(t, org, 'POST', `/studio/recipes/${r.id}/ingredients`, y.json().version_id, {
      ingredients: [{ ingredient_id: 'f_sr28_20081', quantity_grams: '500' }],
    });
    expect(ing.statusCode, ing.body).toBe(422);
    expect(ing.body).toContain('yield_exceeds_water');
  });

  it('bad bodies are 422; If-Match is required and must be current', async () => {
    const b = await bread();
    for (const body of [
      {},
      { finished_weight_g: '750', yield_percent: '80' },
      { finished_weight_g: '0' },
      { finished_weight_g: '-5' },
      { finished_weight_g: 'heavy' },
      { yield_percent: '1001' },
      { yield_percent: '0' },
      { finished_weight_g: '750', colour: 'golden' },
    ]) {
      const res = await putYield(b.id, b.versionId, body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(422);
      expect(res.body).not.toMatch(/\.ts:\d+/);
    }
    expect((await putYield(b.id, undefined, { finished_weight_g: '750' })).statusCode).toBe(412);
    const first = (await putYield(b.id, b.versionId, { finished_weight_g: '750' })).json().version_id;
    expect(first).not.toBe(b.versionId);
    const stale = await putYield(b.id, b.versionId, { finished_weight_g: '760' });
    expect(stale.statusCode, stale.body).toBe(409);
    expect((await mutate(t, org, 'DELETE', `/studio/recipes/${b.id}/yield`, undefined)).statusCode).toBe(412);
    expect(
      (await putYield('rcp_01JAAAAAAAAAAAAAAAAAAAAAAA', 'x', { finished_weight_g: '1' })).statusCode,
    ).toBe(404);
  });

  it('is documented in OpenAPI with its operations', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const path = doc.paths['/studio/recipes/{recipe_id}/yield'];
    expect(path.get.operationId).toBe('getRecipeYield');
    expect(path.put.operationId).toBe('setRecipeYield');
    expect(path.delete.operationId).toBe('clearRecipeYield');
    expect(Object.keys(path.put.responses)).toEqual(expect.arrayContaining(['200', '409', '412', '422']));
  });
});
