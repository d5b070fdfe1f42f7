import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '../../../src/domain/errors.ts';
import { archiveCustomIngredient } from '../../../src/services/custom-ingredients/index.ts';
import { setPlan } from '../../../src/services/entitlements/index.ts';
import { setRecipeIngredients } from '../../../src/services/studio-nutrition/ingredients.ts';
import type { StoreRepos } from '../../../src/store/store.ts';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { CI, ciOk, createCi, SPICE_BLEND } from '../../helpers/custom-ingredients.ts';
import { allEvents, createRecipe, get, mutate, serviceContext } from '../../helpers/studio.ts';

/**
 * Pinning: a recipe line that selects a custom ingredient is pinned to the ingredient's version;
 * later edits, restores, archiving or deletion of the ingredient never change the recipe. Repin
 * moves it to the current version, as a new recipe version.
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

const FLOUR = 'f_sr28_20081';
const unique = (s: string) => `${s} ${Math.random().toString(36).slice(2, 8)}`;

async function setIngredients(recipeId: string, ifMatch: string, ingredients: Record<string, unknown>[]) {
  return mutate(t, org, 'POST', `/studio/recipes/${recipeId}/ingredients`, ifMatch, { ingredients });
}

/** Recipe nutrition totals by BMID, and the version read. */
async function nutrition(recipeId: string): Promise<{ versionId: string; totals: Record<string, number> }> {
  const res = await get(t, org, `/studio/recipes/${recipeId}/nutrition`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return {
    versionId: body.version_id,
    totals: Object.fromEntries(
      body.data.nutrition.nutrients.map((n: { bmid: string; total_amount: number }) => [
        n.bmid,
        n.total_amount,
      ]),
    ),
  };
}

async function recipeHead(recipeId: string): Promise<string> {
  return (await get(t, org, `/studio/recipes/${recipeId}`)).json().version_id;
}

describe('setRecipeIngredients with custom ingredients', () => {
  it('accepts an active one and pins the line to its current version', async () => {
    const ci = await createCi(t, org, { ...SPICE_BLEND, name: unique('Blend'), allergens: ['sesame'] });
    const r = await createRecipe(t, org);
    const res = await setIngredients(r.id, r.versionId, [
      { ingredient_id: ci.id, quantity_grams: '10', original_text: '2 tsp house spice blend' },
      { ingredient_id: FLOUR, quantity_grams: '100' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.ingredients[0]).toMatchObject({
      original_text: '2 tsp house spice blend',
      selected_ingredient_id: ci.id,
      selected_ingredient_name: ci.body.data.name,
      metric_quantity_g: 10,
      pinned_version_id: ci.versionId,
    });
    expect(res.json().data.ingredients[1].pinned_version_id).toBeNull();
    const n = await nutrition(r.id);
    // 10 g of a blend with 2000 mg sodium and 5 g fat per 100 g, plus 100 g of flour (2 mg, 0.98 g).
    expect(n.totals.n_sodium).toBeCloseTo(200 + 2, 9);
    expect(n.totals.n_total_fat).toBeCloseTo(0.5 + 0.98, 9);
    const analysis = (await get(t, org, `/studio/recipes/${r.id}/nutrition/analysis?bmids=n_sodium`)).json();
    expect(analysis.data.ingredients[0]).toMatchObject({
      ingredient_index: 0,
      name: ci.body.data.name,
      original_text: '2 tsp house spice blend',
      quantity_g: 10,
    });
    // A custom ingredient stating no energy, sugars or added sugars: general factors would need
    // protein and carbohydrate too, and its added sugars have no basis.
    expect(analysis.data.ingredients[0].calories.method).toBe('missing');
    expect(analysis.data.ingredients[0].added_sugars.method).toBe('unknown');
    expect(analysis.data.nutrients[0].contributions[0]).toEqual({ ingredient_index: 0, amount: 200 });
  });

  it('carries added sugars: from the flag, or an explicit n_added_sugars', async () => {
    const syrup = await createCi(t, org, {
      name: unique('Syrup'),
      status: 'active',
      counts_sugars_as_added: true,
      nutrients: [{ id: 'n_total_sugars', unit: 'g', amount: '60' }],
    });
    const jam = await createCi(t, org, {
      name: unique('Jam'),
      status: 'active',
      reference_amount: '1',
      reference_unit: 'tbsp',
      reference_quantity_g: '20',
      nutrients: [
        { id: 'n_total_sugars', unit: 'g', amount: '10' },
        { id: 'n_added_sugars', unit: 'g', amount: '8' },
      ],
    });
    const r = await createRecipe(t, org);
    const res = await setIngredients(r.id, r.versionId, [
      { ingredient_id: syrup.id, quantity_grams: '50' },
      { ingredient_id: jam.id, quantity_grams: '40' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const n = await nutrition(r.id);
    // Syrup: 50 g × 60 % = 30 g, all added. Jam: 40 g is two 20 g tablespoons: 20 g sugars, 16 g added.
    expect(n.totals.n_total_sugars).toBeCloseTo(50, 9);
    expect(n.totals.n_added_sugars).toBeCloseTo(46, 9);
  });

  it('refuses drafts, archived, deleted and other organizations’ ingredients: 422 with invalid_ids', async () => {
    const draft = await createCi(t, org, { name: unique('Draft') });
    const archived = await createCi(t, org, { name: unique('Archived'), status: 'active' });
    await ciOk(t, org, 'POST', `${CI}/${archived.id}/archive`, archived.versionId);
    const deleted = await createCi(t, org, { name: unique('Deleted'), status: 'active' });
    await ciOk(t, org, 'DELETE', `${CI}/${deleted.id}`, deleted.versionId);
    const stranger = await t.newOrg();
    const foreign = await createCi(t, stranger, { name: unique('Foreign'), status: 'active' });
    const r = await createRecipe(t, org);
    const res = await setIngredients(
      r.id,
      r.versionId,
      [draft, archived, deleted, foreign].map((c) => ({ ingredient_id: c.id, quantity_grams: '5' })),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: [
        {
          loc: ['body', 'ingredients', 0, 'ingredient_id'],
          msg: `Custom ingredient "${draft.id}" is a draft; activate it before using it in a recipe`,
          type: 'custom_ingredient_draft',
          input: draft.id,
        },
        {
          loc: ['body', 'ingredients', 1, 'ingredient_id'],
          msg: `Custom ingredient "${archived.id}" is archived; unarchive it before using it in a recipe`,
          type: 'custom_ingredient_archived',
          input: archived.id,
        },
        {
          loc: ['body', 'ingredients', 2, 'ingredient_id'],
          msg: `Custom ingredient "${deleted.id}" does not exist in this organization (or was deleted)`,
          type: 'unknown_ingredient',
          input: deleted.id,
        },
        {
          loc: ['body', 'ingredients', 3, 'ingredient_id'],
          msg: `Custom ingredient "${foreign.id}" does not exist in this organization (or was deleted)`,
          type: 'unknown_ingredient',
          input: foreign.id,
        },
      ],
      errors: expect.any(Array),
      invalid_ids: [draft.id, archived.id, deleted.id, foreign.id],
    });
    expect(await recipeHead(r.id)).toBe(r.versionId);
  });
});

describe('the pin is taken inside the recipe commit', () => {
  it('an ingredient archived after the request was checked fails the commit with the same 422', async () => {
    const ci = await createCi(t, org, { ...SPICE_BLEND, name: unique('Raced') });
    const r = await createRecipe(t, org);
    const ctx = serviceContext(t, org);
    let raced = false;
    // The archive commits between setRecipeIngredients' checks and its own transaction.
    const store = new Proxy(t.deps.store, {
      get(target, prop, receiver) {
        if (prop === 'transaction' && !raced) {
          return async <T>(fn: (tx: StoreRepos) => Promise<T>) => {
            raced = true;
            await archiveCustomIngredient({
              ctx,
              input: { customIngredientId: ci.id, ifMatch: ci.versionId },
            });
            return target.transaction(fn);
          };
        }
        return Reflect.get(target, prop, receiver);
      },
    });
    const err = await setRecipeIngredients({
      ctx: { ...ctx, store },
      input: {
        recipeId: r.id,
        ifMatch: r.versionId,
        ingredients: [{ ingredient_id: ci.id, quantity_grams: '10' }],
      },
    }).catch((e: unknown) => e);
    expect(raced).toBe(true);
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as ValidationError).extras).toEqual({ invalid_ids: [ci.id] });
    expect((err as ValidationError).issues[0]?.type).toBe('custom_ingredient_archived');
    expect(await recipeHead(r.id)).toBe(r.versionId);
  });
});

describe('the pinning guarantee', () => {
  it('edits, restores, archiving and deletion of the ingredient never change the recipe; repin does', async () => {
    const ci = await createCi(t, org, { ...SPICE_BLEND, name: unique('House spice blend') });
    const r = await createRecipe(t, org);
    const set = await setIngredients(r.id, r.versionId, [
      { ingredient_id: ci.id, quantity_grams: '10' },
      { ingredient_id: FLOUR, quantity_grams: '100' },
    ]);
    expect(set.statusCode, set.body).toBe(200);
    const pinnedVersion = set.json().version_id;
    const before = await nutrition(r.id);
    const unchanged = async () => {
      expect(await recipeHead(r.id)).toBe(pinnedVersion);
      expect(await nutrition(r.id)).toEqual(before);
    };

    // Edit the ingredient's nutrients.
    const v2 = (
      await ciOk(t, org, 'PATCH', `${CI}/${ci.id}`, ci.versionId, {
        nutrients: [
          { id: 'n_sodium', unit: 'mg', amount: '3000' },
          { id: 'n_total_fat', unit: 'g', amount: '10' },
        ],
      })
    ).version_id;
    await unchanged();
    // Restore it (to its first version), then change it again and archive it.
    const v3 = (await ciOk(t, org, 'POST', `${CI}/${ci.id}/restore`, v2, { target_version_id: ci.versionId }))
      .version_id;
    await unchanged();
    const v4 = (
      await ciOk(t, org, 'PATCH', `${CI}/${ci.id}`, v3, {
        nutrients: [
          { id: 'n_sodium', unit: 'mg', amount: '2500' },
          { id: 'n_total_fat', unit: 'g', amount: '8' },
        ],
      })
    ).version_id;
    const v5 = (await ciOk(t, org, 'POST', `${CI}/${ci.id}/archive`, v4)).version_id;
    await unchanged();

    // A recomputation of the recipe still uses the pinned version (new version, same figures).
    const compute = await mutate(t, org, 'POST', `/studio/recipes/${r.id}/nutrition/compute`, pinnedVersion);
    expect(compute.statusCode, compute.body).toBe(200);
    const recomputed = await nutrition(r.id);
    expect(recomputed.versionId).toBe(compute.json().version_id);
    expect(recomputed.totals).toEqual(before.totals);
    const patched = await mutate(t, org, 'PATCH', `/studio/recipes/${r.id}`, recomputed.versionId, {
      demographic: 'children_1_3_years',
    });
    expect(patched.statusCode).toBe(200);
    expect((await nutrition(r.id)).totals).toEqual(before.totals);
    const head = patched.json().version_id;

    // Archived: cannot be repinned.
    const refused = await mutate(t, org, 'POST', `/studio/recipes/${r.id}/ingredients/repin`, head);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      detail: [
        {
          loc: ['recipe', 'ingredients', 0],
          msg: `Cannot repin: Custom ingredient "${ci.id}" is archived; unarchive it before using it in a recipe`,
          type: 'custom_ingredient_archived',
          input: ci.id,
        },
      ],
      errors: expect.any(Array),
      invalid_ids: [ci.id],
    });
    expect(await recipeHead(r.id)).toBe(head);

    // Unarchived (back to active at v4's content): repin moves to the current version.
    const v6 = (await ciOk(t, org, 'POST', `${CI}/${ci.id}/unarchive`, v5)).version_id;
    const repin = await mutate(t, org, 'POST', `/studio/recipes/${r.id}/ingredients/repin`, head, {
      rationale: 'supplier update',
    });
    expect(repin.statusCode, repin.body).toBe(200);
    expect(repin.json().data.repinned).toEqual([
      { custom_ingredient_id: ci.id, from_version_id: ci.versionId, to_version_id: v6 },
    ]);
    expect(repin.json().data.ingredients[0].pinned_version_id).toBe(v6);
    expect(repin.json().data.ingredients[1].pinned_version_id).toBeNull();
    expect(repin.headers.etag).toBe(`"${repin.json().version_id}"`);
    const after = await nutrition(r.id);
    expect(after.versionId).toBe(repin.json().version_id);
    expect(after.totals.n_sodium).toBeCloseTo(250 + 2, 9);
    expect(after.totals.n_total_fat).toBeCloseTo(0.8 + 0.98, 9);
    const events = await allEvents(t, org, r.id);
    expect(events.slice(-2)).toMatchObject([
      {
        event_type: 'recipe.ingredients_updated',
        rationale: `repinned ${ci.id} from ${ci.versionId} to ${v6} (supplier update)`,
        version_id: after.versionId,
      },
      { event_type: 'recipe.nutrition_computed', version_id: after.versionId },
    ]);
    const recipe = (await get(t, org, `/studio/recipes/${r.id}`)).json().data;
    expect(recipe.summary).toMatchObject({ has_nutrition: true, is_nutrition_current: true });

    // Nothing left to move: the current version, nothing written.
    const again = await mutate(t, org, 'POST', `/studio/recipes/${r.id}/ingredients/repin`, after.versionId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ version_id: after.versionId, data: { repinned: [] } });
    // The old version of the recipe still reads its old nutrition.
    const old = (await get(t, org, `/studio/recipes/${r.id}/nutrition?version_id=${pinnedVersion}`)).json();
    expect(old.data.nutrition.nutrients).toEqual(
      (await get(t, org, `/studio/recipes/${r.id}/nutrition?version_id=${before.versionId}`)).json().data
        .nutrition.nutrients,
    );
  });

  it('a deleted ingredient: the recipe keeps computing from its pin; repin is refused naming it', async () => {
    const ci = await createCi(t, org, { ...SPICE_BLEND, name: unique('Soon deleted') });
    const r = await createRecipe(t, org);
    const set = await setIngredients(r.id, r.versionId, [{ ingredient_id: ci.id, quantity_grams: '50' }]);
    const before = await nutrition(r.id);
    await ciOk(t, org, 'DELETE', `${CI}/${ci.id}`, ci.versionId);
    expect(await nutrition(r.id)).toEqual(before);
    const compute = await mutate(
      t,
      org,
      'POST',
      `/studio/recipes/${r.id}/nutrition/compute`,
      set.json().version_id,
    );
    expect(compute.statusCode, compute.body).toBe(200);
    expect((await nutrition(r.id)).totals).toEqual(before.totals);
    expect(before.totals.n_sodium).toBeCloseTo(1000, 9);
    const repin = await mutate(
      t,
      org,
      'POST',
      `/studio/recipes/${r.id}/ingredients/repin`,
      compute.json().version_id,
      {
        custom_ingredient_ids: [ci.id],
      },
    );
    expect(repin.statusCode).toBe(422);
    expect(repin.json()).toMatchObject({
      detail: [{ loc: ['body', 'custom_ingredient_ids', 0], type: 'unknown_ingredient', input: ci.id }],
      invalid_ids: [ci.id],
    });
  });
});

describe('POST /studio/recipes/{id}/ingredients/repin', () => {
  async function pinnedRecipe() {
    const a = await createCi(t, org, { ...SPICE_BLEND, name: unique('A') });
    const b = await createCi(t, org, { ...SPICE_BLEND, name: unique('B') });
    const r = await createRecipe(t, org);
    const set = await setIngredients(r.id, r.versionId, [
      { ingredient_id: a.id, quantity_grams: '10' },
      { ingredient_id: b.id, quantity_grams: '20' },
    ]);
    expect(set.statusCode, set.body).toBe(200);
    const a2 = (await ciOk(t, org, 'PATCH', `${CI}/${a.id}`, a.versionId, { brand: 'new' })).version_id;
    const b2 = (await ciOk(t, org, 'PATCH', `${CI}/${b.id}`, b.versionId, { brand: 'new' })).version_id;
    return { r, a, b, a2, b2, head: set.json().version_id as string };
  }

  it('moves only the named ingredients', async () => {
    const p = await pinnedRecipe();
    const res = await mutate(t, org, 'POST', `/studio/recipes/${p.r.id}/ingredients/repin`, p.head, {
      custom_ingredient_ids: [p.b.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().data.ingredients.map((i: { pinned_version_id: string }) => i.pinned_version_id),
    ).toEqual([p.a.versionId, p.b2]);
    expect(res.json().data.repinned).toEqual([
      { custom_ingredient_id: p.b.id, from_version_id: p.b.versionId, to_version_id: p.b2 },
    ]);
  });

  it('If-Match: missing 412, stale 409; ids the recipe does not use 422; an archived recipe 409', async () => {
    const p = await pinnedRecipe();
    const url = `/studio/recipes/${p.r.id}/ingredients/repin`;
    expect((await mutate(t, org, 'POST', url, undefined)).statusCode).toBe(412);
    const stale = await mutate(t, org, 'POST', url, p.r.versionId);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().version_id).toBe(p.head);
    const other = await createCi(t, org, { name: unique('Unused'), status: 'active' });
    const unused = await mutate(t, org, 'POST', url, p.head, { custom_ingredient_ids: [p.a.id, other.id] });
    expect(unused.statusCode).toBe(422);
    expect(unused.json()).toEqual({
      detail: [
        {
          loc: ['body', 'custom_ingredient_ids', 1],
          msg: `Recipe ${p.r.id} does not use custom ingredient "${other.id}"`,
          type: 'not_in_recipe',
          input: other.id,
        },
      ],
      errors: expect.any(Array),
      invalid_ids: [other.id],
    });
    const bad = await mutate(t, org, 'POST', url, p.head, { custom_ingredient_ids: [] });
    expect(bad.statusCode).toBe(422);
    const archived = await mutate(t, org, 'POST', `/studio/recipes/${p.r.id}/archive`, p.head);
    const res = await mutate(t, org, 'POST', url, archived.json().version_id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('recipe_archived');
  });

  it('a recipe without custom ingredients has nothing to repin', async () => {
    const r = await createRecipe(t, org);
    const res = await mutate(t, org, 'POST', `/studio/recipes/${r.id}/ingredients/repin`, r.versionId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ version_id: r.versionId, data: { ingredients: [], repinned: [] } });
  });

  it('another organization’s recipe is 404; a plan without custom_ingredients is 403', async () => {
    const p = await pinnedRecipe();
    const stranger = await t.newOrg();
    const res = await mutate(t, stranger, 'POST', `/studio/recipes/${p.r.id}/ingredients/repin`, p.head);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('recipe_not_found');
    const starter = await t.newOrg();
    await setPlan(t.deps, { orgId: starter.orgId, plan: 'starter' });
    const r = await createRecipe(t, starter);
    const gated = await mutate(t, starter, 'POST', `/studio/recipes/${r.id}/ingredients/repin`, r.versionId);
    expect(gated.statusCode).toBe(403);
    expect(gated.json().code).toBe('feature_not_in_plan');
  });
});
