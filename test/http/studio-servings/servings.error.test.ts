import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replaceIngredients } from '../../../src/domain/recipes/ingredients.ts';
import { RECIPE } from '../../../src/services/studio-recipes/kind.ts';
import { commitVersion } from '../../../src/services/versioning/commit.ts';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import {
  addServingOk,
  label,
  PANCAKES,
  recipeWithIngredients,
  TWO_PANCAKES,
} from '../../helpers/servings.ts';
import { createRecipe, get, mutate, serviceContext } from '../../helpers/studio.ts';

let t: TestApp;
let org: TestOrg;
beforeAll(async () => {
  t = await startTestApp();
  org = await t.newOrg();
});
afterAll(async () => {
  await t.close();
});

const compute = (recipeId: string, servingId: string, ifMatch: string | undefined) =>
  mutate(
    t,
    org,
    'POST',
    `/studio/recipes/${recipeId}/servings/${servingId}/nutrition-facts/compute`,
    ifMatch,
  );

const OPERATIONS = {
  setRecipeIngredients: 'POST /studio/recipes/{recipe_id}/ingredients',
  addRecipeServing: 'POST /studio/recipes/{recipe_id}/servings',
};

function expectSteps(res: Awaited<ReturnType<typeof compute>>, steps: [string, keyof typeof OPERATIONS][]) {
  expect(res.statusCode, res.body).toBe(409);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = res.json();
  expect(body).toMatchObject({
    status: 409,
    code: 'steps_required',
    type: 'https://api.test/errors/steps_required',
  });
  expect(body.steps_required).toEqual(
    steps.map(([reason, operationId]) => ({
      reason,
      operationId,
      operation: OPERATIONS[operationId],
      detail: expect.any(String),
    })),
  );
}

/** Ingredients changed after nutrition was computed, without recomputing (as a bulk import does). */
async function changeIngredientsWithoutNutrition(recipeId: string, ifMatch: string): Promise<string> {
  const c = await commitVersion(serviceContext(t, org), {
    kind: RECIPE,
    documentId: recipeId,
    ifMatch,
    mutate: (state) =>
      replaceIngredients(state, state.ingredients.slice(1), recipeId, {
        summary: 'Bulk edit, computed later',
      }),
  });
  return c.version.version_id;
}

describe('computeNutritionFacts dependencies (409 steps_required)', () => {
  it('MISSING_DEPENDENCY setRecipeIngredients when the recipe has no nutrition', async () => {
    const r = await createRecipe(t, org);
    const s = await addServingOk(t, org, r.id, r.versionId);
    const res = await compute(r.id, s.servingId, s.versionId);
    expectSteps(res, [['MISSING_DEPENDENCY', 'setRecipeIngredients']]);
    // Nothing was written.
    expect((await get(t, org, `/studio/recipes/${r.id}`)).json().version_id).toBe(s.versionId);
  });

  it('MISSING_DEPENDENCY addRecipeServing for a serving that does not exist or was deleted', async () => {
    const r = await recipeWithIngredients(t, org);
    expectSteps(await compute(r.id, 'srv_01JDQ5Z4M8W3X9V2T6R1N0P7KA', r.versionId), [
      ['MISSING_DEPENDENCY', 'addRecipeServing'],
    ]);
    const s = await addServingOk(t, org, r.id, r.versionId);
    const del = await mutate(
      t,
      org,
      'DELETE',
      `/studio/recipes/${r.id}/servings/${s.servingId}`,
      s.versionId,
    );
    const head = (del.headers.etag as string).slice(1, -1);
    expectSteps(await compute(r.id, s.servingId, head), [['MISSING_DEPENDENCY', 'addRecipeServing']]);
  });

  it('both steps, in order, when nutrition and the serving are missing', async () => {
    const r = await createRecipe(t, org);
    expectSteps(await compute(r.id, 'srv_01JDQ5Z4M8W3X9V2T6R1N0P7KA', r.versionId), [
      ['MISSING_DEPENDENCY', 'setRecipeIngredients'],
      ['MISSING_DEPENDENCY', 'addRecipeServing'],
    ]);
  });

  it('STALE_DEPENDENCY when the ingredients changed after nutrition; the label says it is not current', async () => {
    const r = await recipeWithIngredients(t, org);
    const s = await addServingOk(t, org, r.id, r.versionId);
    const stale = await changeIngredientsWithoutNutrition(r.id, s.versionId);
    const res = await compute(r.id, s.servingId, stale);
    expectSteps(res, [['STALE_DEPENDENCY', 'setRecipeIngredients']]);
    expect(res.json().steps_required[0].detail).toContain('computeRecipeNutrition');
    const l = (await label(t, org, r.id, s.servingId)).json().data;
    expect(l.staleness.is_current).toBe(false);
    const serving = (await get(t, org, `/studio/recipes/${r.id}/servings/${s.servingId}`)).json().data
      .serving;
    expect(serving.nutrition_facts_current).toBe(false);
    const recipe = (await get(t, org, `/studio/recipes/${r.id}`)).json().data.summary;
    expect(recipe.is_nutrition_current).toBe(false);

    // Recomputing nutrition brings the facts up to date in the same version.
    const recomputed = await mutate(t, org, 'POST', `/studio/recipes/${r.id}/nutrition/compute`, stale);
    expect(recomputed.statusCode).toBe(200);
    const fresh = (await label(t, org, r.id, s.servingId)).json();
    expect(fresh.version_id).toBe(recomputed.json().version_id);
    expect(fresh.data.staleness.is_current).toBe(true);
    expect((await compute(r.id, s.servingId, recomputed.json().version_id)).statusCode).toBe(200);
  });

  it('needs If-Match (412), refuses a stale one (409 with the current version)', async () => {
    const r = await recipeWithIngredients(t, org);
    const s = await addServingOk(t, org, r.id, r.versionId);
    const missing = await compute(r.id, s.servingId, undefined);
    expect(missing.statusCode).toBe(412);
    expect(missing.json().version_id).toBe(s.versionId);
    const old = await compute(r.id, s.servingId, r.versionId);
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({ code: 'version_conflict', version_id: s.versionId });
  });
});

describe('serving errors', () => {
  it('422 for mL, missing members, unknown or volume RACC categories', async () => {
    const r = await recipeWithIngredients(t, org);
    const post = (servingSize: Record<string, unknown>) =>
      mutate(t, org, 'POST', `/studio/recipes/${r.id}/servings`, r.versionId, { serving_size: servingSize });
    const ml = await post({ ...TWO_PANCAKES, metric_unit: 'mL', metric_amount: '240' });
    expect(ml.statusCode).toBe(422);
    expect(ml.json().detail).toEqual([
      expect.objectContaining({
        loc: ['body', 'serving_size', 'metric_unit'],
        type: 'unsupported_unit',
        msg: expect.stringContaining('no density'),
      }),
    ]);
    const missing = await post({ serving_size_type: 'user_provided' });
    expect(missing.json().detail.map((d: { loc: string[] }) => d.loc.at(-1))).toEqual([
      'metric_amount',
      'household_amount',
      'household_unit',
    ]);
    const racc = await post({ serving_size_type: 'racc_guided', household_amount: '1' });
    expect(racc.json().detail[0]).toMatchObject({
      loc: ['body', 'serving_size', 'racc_category_id'],
      type: 'missing',
    });
    const unknown = await post({ ...TWO_PANCAKES, racc_category_id: 'racc_unobtainium' });
    expect(unknown.json().detail[0].type).toBe('unknown_racc_category');
    const volume = await post({
      serving_size_type: 'racc_guided',
      household_amount: '1',
      household_unit: 'cup',
      racc_category_id: 'racc_carbonated_noncarbonated_beverages',
    });
    expect(volume.json().detail[0].type).toBe('racc_not_by_weight');
    const negative = await post({ ...TWO_PANCAKES, metric_amount: '-5' });
    expect(negative.statusCode).toBe(422);
    const type = await post({ ...TWO_PANCAKES, serving_size_type: 'estimated' });
    expect(type.statusCode).toBe(422);
    // Nothing was written.
    expect((await get(t, org, `/studio/recipes/${r.id}`)).json().version_id).toBe(r.versionId);
  });

  it('404 serving_not_found for unknown servings on update, delete and reads', async () => {
    const r = await recipeWithIngredients(t, org);
    const id = 'srv_01JDQ5Z4M8W3X9V2T6R1N0P7KA';
    const put = await mutate(t, org, 'PUT', `/studio/recipes/${r.id}/servings/${id}`, r.versionId, {
      serving_size: TWO_PANCAKES,
    });
    expect(put.statusCode).toBe(404);
    expect(put.json().code).toBe('serving_not_found');
    const del = await mutate(t, org, 'DELETE', `/studio/recipes/${r.id}/servings/${id}`, r.versionId);
    expect(del.statusCode).toBe(404);
    for (const path of [
      '',
      '/nutrition-facts/per-serving',
      '/nutrition-facts/analysis',
      '/nutrition-label',
    ]) {
      const res = await get(t, org, `/studio/recipes/${r.id}/servings/${id}${path}`);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().code, path).toBe('serving_not_found');
    }
  });

  it('404 before facts exist, and for per-container facts of a whole-recipe serving', async () => {
    const r = await recipeWithIngredients(t, org);
    const s = await addServingOk(t, org, r.id, r.versionId, TWO_PANCAKES, '?compute_nf=false');
    for (const path of [
      '/nutrition-facts/per-serving',
      '/nutrition-facts/per-container',
      '/nutrition-label',
    ]) {
      const res = await get(t, org, `/studio/recipes/${r.id}/servings/${s.servingId}${path}`);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().code, path).toBe('nutrition_facts_not_computed');
    }
    const whole = await addServingOk(t, org, r.id, s.versionId, { ...TWO_PANCAKES, metric_amount: '624' });
    expect(whole.body.data.serving).toMatchObject({
      serving_size: { servings_per_container: 1, servings_per_container_text: '1' },
      has_per_serving_nutrition_facts: true,
      has_per_container_nutrition_facts: false,
    });
    const computed = await compute(r.id, whole.servingId, whole.versionId);
    expect(computed.json().data.per_container).toBeNull();
    const res = await get(
      t,
      org,
      `/studio/recipes/${r.id}/servings/${whole.servingId}/nutrition-facts/per-container`,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('per_container_not_applicable');
  });

  it('an archived recipe refuses serving changes; unknown versions are 404', async () => {
    const r = await recipeWithIngredients(t, org);
    const s = await addServingOk(t, org, r.id, r.versionId);
    const archived = await mutate(t, org, 'POST', `/studio/recipes/${r.id}/archive`, s.versionId);
    const v = archived.json().version_id;
    const add = await mutate(t, org, 'POST', `/studio/recipes/${r.id}/servings`, v, {
      serving_size: TWO_PANCAKES,
    });
    expect(add.statusCode).toBe(409);
    expect(add.json().code).toBe('recipe_archived');
    expect((await compute(r.id, s.servingId, v)).json().code).toBe('recipe_archived');
    // Reads still work on an archived recipe.
    expect((await label(t, org, r.id, s.servingId)).statusCode).toBe(200);
    const unknown = await label(t, org, r.id, s.servingId, '?version_id=01JDQ5Z4M8W3X9V2T6R1N0P7KA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('version_not_found');
  });

  it('a deleted recipe’s label is gone, even at a version read before', async () => {
    const r = await recipeWithIngredients(t, org);
    const s = await addServingOk(t, org, r.id, r.versionId);
    expect((await label(t, org, r.id, s.servingId)).statusCode).toBe(200);
    expect((await label(t, org, r.id, s.servingId, `?version_id=${s.versionId}`)).statusCode).toBe(200);
    const del = await mutate(t, org, 'DELETE', `/studio/recipes/${r.id}`, s.versionId);
    expect(del.statusCode).toBe(200);
    for (const query of ['', `?version_id=${s.versionId}`, '?format=svg']) {
      const res = await label(t, org, r.id, s.servingId, query);
      expect(res.statusCode, query).toBe(404);
      expect(res.json().code, query).toBe('recipe_not_found');
    }
  });

  it('add, update and delete need If-Match', async () => {
    const r = await recipeWithIngredients(t, org);
    const add = await mutate(t, org, 'POST', `/studio/recipes/${r.id}/servings`, undefined, {
      serving_size: TWO_PANCAKES,
    });
    expect(add.statusCode).toBe(412);
    const s = await addServingOk(t, org, r.id, r.versionId);
    const put = await mutate(t, org, 'PUT', `/studio/recipes/${r.id}/servings/${s.servingId}`, r.versionId, {
      serving_size: TWO_PANCAKES,
    });
    expect(put.statusCode).toBe(409);
    const del = await mutate(t, org, 'DELETE', `/studio/recipes/${r.id}/servings/${s.servingId}`, undefined);
    expect(del.statusCode).toBe(412);
    expect(del.json().version_id).toBe(s.versionId);
  });
});

describe('label configuration errors', () => {
  it('mandatory nutrients cannot be hidden; unknown bmids and unlawful names are 422', async () => {
    const r = await recipeWithIngredients(t, org, PANCAKES);
    const put = (entries: Record<string, unknown>[]) =>
      mutate(t, org, 'PUT', `/studio/recipes/${r.id}/label-configuration`, r.versionId, {
        nutrient_entries: entries,
      });
    const hidden = await put([
      { bmid: 'n_sodium', visible: false },
      { bmid: 'n_vitamin_a', visible: true },
    ]);
    expect(hidden.statusCode).toBe(422);
    expect(hidden.json().detail).toEqual([
      expect.objectContaining({
        loc: ['body', 'nutrient_entries', 0, 'visible'],
        type: 'mandatory_nutrient',
        msg: expect.stringContaining('cannot be hidden'),
      }),
    ]);
    const unknown = await put([{ bmid: 'n_unobtainium', visible: true }]);
    expect(unknown.json().detail[0]).toMatchObject({ type: 'unknown_nutrient', input: 'n_unobtainium' });
    const name = await put([{ bmid: 'n_vitamin_c', visible: true, display_name_override: 'Vit C' }]);
    expect(name.json().detail[0].msg).toContain('Vitamin C (Ascorbic acid)');
    expect((await get(t, org, `/studio/recipes/${r.id}`)).json().version_id).toBe(r.versionId);
  });

  it('DELETE without a configuration is 404 label_configuration_not_found', async () => {
    const r = await recipeWithIngredients(t, org);
    const del = await mutate(t, org, 'DELETE', `/studio/recipes/${r.id}/label-configuration`, r.versionId);
    expect(del.statusCode).toBe(404);
    expect(del.json().code).toBe('label_configuration_not_found');
  });
});
