import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { CI, ciOk, createCi, SPICE_BLEND } from '../../helpers/custom-ingredients.ts';
import { allVersions, createRecipe, get } from '../../helpers/studio.ts';
import { adds, confirm, startOk, startSession } from './helpers.ts';

/** An organization's active custom ingredients join the matching of its own sessions. */
let t: TestApp;
let mine: TestOrg;
let theirs: TestOrg;
beforeAll(async () => {
  t = await startTestApp();
  mine = await t.newOrg();
  theirs = await t.newOrg();
});
afterAll(async () => {
  await t.close();
});

describe('custom ingredients in resolution sessions', () => {
  it('matches an active one, pins the line to its version and computes nutrition from it', async () => {
    const ci = await createCi(t, mine, SPICE_BLEND);
    const recipe = await createRecipe(t, mine);
    const s = await startOk(t, mine, recipe.id, {
      items: adds(['10 g house spice blend', '1 cup whole milk']),
    });
    expect(s.rows[0]).toMatchObject({
      status: 'resolved',
      pinned_version_id: ci.versionId,
      search: { ingredient_id: ci.id, ingredient_name: 'House spice blend', provenance: 'system_matched' },
      unit_conversion: { quantity_grams: '10', provenance: 'identity' },
    });
    const res = await confirm(t, mine, recipe.id, s.resolution_id, recipe.versionId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.ingredients[0]).toMatchObject({
      selected_ingredient_id: ci.id,
      pinned_version_id: ci.versionId,
      metric_quantity_g: 10,
    });
    const nutrients = (await get(t, mine, `/studio/recipes/${recipe.id}/nutrition`)).json().data.nutrition
      .nutrients;
    const sodium = nutrients.find((n: { bmid: string }) => n.bmid === 'n_sodium');
    // 10 g × 2000 mg / 100 g, plus whole milk 244 g × 43 mg / 100 g.
    expect(sodium.total_amount).toBeCloseTo(200 + 104.92, 9);
  });

  it('is invisible to other organizations, and a draft cannot be chosen', async () => {
    const ci = await createCi(t, mine, { ...SPICE_BLEND, name: 'Secret smoky rub' });
    const draft = await createCi(t, mine, { name: 'Unfinished glaze' });
    const recipe = await createRecipe(t, theirs);
    const s = await startOk(t, theirs, recipe.id, { items: adds(['10 g secret smoky rub']) });
    expect(s.rows[0].search.candidates.map((c: { ingredient_id: string }) => c.ingredient_id)).not.toContain(
      ci.id,
    );
    const chosen = await startSession(t, theirs, recipe.id, {
      items: [{ action: 'add_ingredient', text: '10 g rub', ingredient_id: ci.id }],
    });
    expect(chosen.statusCode).toBe(422);
    expect(chosen.json()).toMatchObject({
      detail: [{ loc: ['body', 'items', 0, 'ingredient_id'], type: 'unknown_ingredient' }],
      invalid_ids: [ci.id],
    });
    const myRecipe = await createRecipe(t, mine);
    const drafted = await startSession(t, mine, myRecipe.id, {
      items: [{ action: 'add_ingredient', text: '10 g glaze', ingredient_id: draft.id }],
    });
    expect(drafted.statusCode).toBe(422);
    expect(drafted.json().detail[0]).toMatchObject({ type: 'custom_ingredient_draft' });
  });

  it('confirm pins to the version current then, and refuses one archived since the session', async () => {
    const ci = await createCi(t, mine, { ...SPICE_BLEND, name: 'Garden herb salt' });
    const recipe = await createRecipe(t, mine);
    const s = await startOk(t, mine, recipe.id, { items: adds(['5 g garden herb salt']) });
    expect(s.rows[0].pinned_version_id).toBe(ci.versionId);
    const edited = await ciOk(t, mine, 'PATCH', `${CI}/${ci.id}`, ci.versionId, {
      name: 'Garden herb salt, coarse',
    });
    const archived = await ciOk(t, mine, 'POST', `${CI}/${ci.id}/archive`, edited.version_id);
    const refused = await confirm(t, mine, recipe.id, s.resolution_id, recipe.versionId);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'ingredient_food_unavailable', invalid_ids: [ci.id] });
    expect(await allVersions(t, mine, recipe.id)).toHaveLength(1);
    await ciOk(t, mine, 'POST', `${CI}/${ci.id}/unarchive`, archived.version_id);
    const head = (await get(t, mine, `${CI}/${ci.id}`)).json().version_id;
    const ok = await confirm(t, mine, recipe.id, s.resolution_id, recipe.versionId);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.ingredients[0]).toMatchObject({
      pinned_version_id: head,
      selected_ingredient_name: 'Garden herb salt, coarse',
    });
  });
});
