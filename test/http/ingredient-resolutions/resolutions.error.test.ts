import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FoodCatalogue } from '../../../src/services/foods/catalogue.ts';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { allEvents, allVersions, createRecipe, get, LEGACY, mutate } from '../../helpers/studio.ts';
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

async function latestStatus(recipeId: string): Promise<number> {
  return (await get(t, org, resolutionsUrl(recipeId, '/latest'))).statusCode;
}

describe('start: request validation (422, Studio validation shape naming the item)', () => {
  it.each<[string, Record<string, unknown>, (string | number)[], string]>([
    ['no items', { items: [] }, ['body', 'items'], 'too_short'],
    [
      '51 items',
      { items: adds(Array.from({ length: 51 }, () => '1 tsp salt')) },
      ['body', 'items'],
      'too_long',
    ],
    [
      'an unknown action',
      { items: [{ action: 'merge_ingredient', text: 'x' }] },
      ['body', 'items', 0, 'action'],
      'enum',
    ],
    [
      'an unknown member',
      { items: [{ action: 'add_ingredient', text: 'x', colour: 'red' }] },
      ['body', 'items', 0],
      'extra_forbidden',
    ],
    [
      'add_ingredient without text',
      { items: [{ action: 'add_ingredient', text: '1 tsp salt' }, { action: 'add_ingredient' }] },
      ['body', 'items', 1, 'text'],
      'missing',
    ],
    [
      'keep_ingredient of a row the recipe does not have',
      { items: [{ action: 'keep_ingredient', ingredient_row_id: 'ing_nope' }] },
      ['body', 'items', 0, 'ingredient_row_id'],
      'unknown_row',
    ],
    [
      'update_ingredient_grams without grams',
      { items: [{ action: 'update_ingredient_grams', ingredient_row_id: 'ing_x' }] },
      ['body', 'items', 0, 'grams'],
      'missing',
    ],
    [
      'grams that are not a decimal',
      { items: [{ action: 'add_ingredient', text: 'salt', grams: 'a pinch' }] },
      ['body', 'items', 0, 'grams'],
      'number_type',
    ],
    [
      'a malformed previous_resolution_id',
      { items: adds(['1 tsp salt']), previous_resolution_id: 'nope' },
      ['body', 'previous_resolution_id'],
      'string_pattern_mismatch',
    ],
  ])('%s', async (_name, body, loc, type) => {
    const recipe = await createRecipe(t, org);
    const res = await startSession(t, org, recipe.id, body);
    expect(res.statusCode, res.body).toBe(422);
    const detail = res.json().detail;
    expect(detail, res.body).toContainEqual(expect.objectContaining({ loc: expect.arrayContaining(loc) }));
    expect(detail.map((d: { type: string }) => d.type)).toContain(type);
    expect(await latestStatus(recipe.id)).toBe(404);
  });

  it('names an unknown ingredient_id and an unknown previous session', async () => {
    const recipe = await createRecipe(t, org);
    const unknownFood = await startSession(t, org, recipe.id, {
      items: [
        { action: 'add_ingredient', text: '1 tsp salt' },
        { action: 'add_ingredient', text: '2 tbsp butter', ingredient_id: 'f_sr28_99999' },
      ],
    });
    expect(unknownFood.statusCode).toBe(422);
    expect(unknownFood.json().detail).toEqual([
      expect.objectContaining({
        loc: ['body', 'items', 1, 'ingredient_id'],
        type: 'unknown_ingredient',
        input: 'f_sr28_99999',
      }),
    ]);
    const unknownPrevious = await startSession(t, org, recipe.id, {
      items: adds(['1 tsp salt']),
      previous_resolution_id: 'ireslv_01H8X3K9Q2YV0J7M5R6N4P3T2W',
    });
    expect(unknownPrevious.statusCode).toBe(422);
    expect(unknownPrevious.json().detail[0]).toMatchObject({
      loc: ['body', 'previous_resolution_id'],
      type: 'unknown_resolution',
    });
  });

  it('refuses a session of an archived recipe (409 recipe_archived)', async () => {
    const recipe = await createRecipe(t, org);
    expect(
      (await mutate(t, org, 'POST', `/studio/recipes/${recipe.id}/archive`, recipe.versionId)).statusCode,
    ).toBe(200);
    const res = await startSession(t, org, recipe.id, { items: adds(['1 tsp salt']) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'recipe_archived', status: 409 });
  });

  it('refuses to continue a session whose recipe’s ingredients changed since (409 resolution_stale)', async () => {
    const { recipe, session } = await recipeWithSession(t, org, ['1 cup whole milk']);
    await mutate(t, org, 'POST', `/studio/recipes/${recipe.id}/ingredients`, recipe.versionId, {
      ingredients: [{ ingredient_id: 'f_sr28_02047', quantity_grams: '6' }],
    });
    const res = await startSession(t, org, recipe.id, {
      items: adds(['1 tsp salt']),
      previous_resolution_id: session.resolution_id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'resolution_stale', resolution_id: session.resolution_id });
  });
});

describe('rows that cannot be resolved', () => {
  it('record no_match and unconvertible_quantity, and confirm answers 422 naming them', async () => {
    const recipe = await createRecipe(t, org);
    const s = await startOk(t, org, recipe.id, {
      items: adds([
        '1 cup whole milk',
        '3 glorps of zzyzx',
        '2 handfuls all-purpose flour',
        'salt, a pinch, to taste',
      ]),
    });
    expect(s.summary).toEqual({
      total: 4,
      resolved: 1,
      resolved_without_weight: 0,
      unresolved: 3,
      ready_to_confirm: false,
    });
    const [, glorps, flour, salt] = s.rows;
    expect(glorps).toMatchObject({
      status: 'unresolved',
      search: { ingredient_id: null, candidates: [], search_strategy_used: 'none' },
      unit_conversion: null,
      error: { code: 'no_match', field: 'ingredient_name' },
    });
    expect(flour).toMatchObject({
      status: 'unresolved',
      search: { ingredient_id: 'f_sr28_20081' },
      unit_conversion: null,
      error: {
        code: 'unconvertible_quantity',
        field: 'quantity',
        reason_code: 'no_portion',
        message:
          "No portion weight for 'handful' is known for Wheat flour, white, all-purpose, enriched, bleached; give the amount in grams or a volume. Portions listed: cup.",
      },
    });
    expect(salt).toMatchObject({
      status: 'unresolved',
      search: { ingredient_id: 'f_sr28_02047' },
      error: { code: 'unconvertible_quantity', reason_code: 'unread_amount' },
    });

    const res = await confirm(t, org, recipe.id, s.resolution_id, recipe.versionId);
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toMatch(/problem\+json/);
    expect(res.json()).toMatchObject({
      code: 'resolution_not_ready',
      resolution_id: s.resolution_id,
      errors: [
        { row_id: glorps.row_id, original_text: '3 glorps of zzyzx', code: 'no_match' },
        {
          row_id: flour.row_id,
          original_text: '2 handfuls all-purpose flour',
          code: 'unconvertible_quantity',
        },
        { row_id: salt.row_id, original_text: 'salt, a pinch, to taste', code: 'unconvertible_quantity' },
      ],
    });
    expect(res.json().detail).toContain('"3 glorps of zzyzx"');
    expect(await allVersions(t, org, recipe.id)).toHaveLength(1);
  });

  it('a name the matcher is unsure of is no_confident_match, with its candidates', async () => {
    // The starter catalogue has raw chicken breast only: offered, not chosen for a cooked one.
    const { session } = await recipeWithSession(t, org, ['2 cooked chicken breasts']);
    const [row] = session.rows;
    expect(row.status).toBe('unresolved');
    expect(row.search.candidates[0].ingredient_name).toContain('breast');
    expect(row.search.candidates[0].confidence).toBeGreaterThanOrEqual(0.5);
    expect(row.search.ingredient_id).toBeNull();
    expect(row.error.code).toBe('no_confident_match');
  });

  it('a name whose nearest food is more likely wrong than right is no_match with a reason, with its candidates', async () => {
    const { session } = await recipeWithSession(t, org, ['1 cup flour blend', '3-4 drops peppermint oil']);
    for (const row of session.rows) {
      expect(row.status).toBe('unresolved');
      expect(row.search.candidates.length).toBeGreaterThan(0);
      expect(row.search.candidates[0].confidence).toBeLessThan(0.5);
      expect(row.search.ingredient_id).toBeNull();
      expect(row.error).toMatchObject({ code: 'no_match', field: 'ingredient_name' });
      expect(row.error.message).toContain('more likely wrong than right');
    }
  });
});

describe('confirm: conflicts', () => {
  it('twice → 409 resolution_already_confirmed; a superseded session → 409 resolution_superseded', async () => {
    const { recipe, session } = await recipeWithSession(t, org, ['1 cup whole milk']);
    const newer = await startOk(t, org, recipe.id, { items: adds(['2 large eggs']) });
    const superseded = await confirm(t, org, recipe.id, session.resolution_id, recipe.versionId);
    expect(superseded.statusCode).toBe(409);
    expect(superseded.json()).toMatchObject({
      code: 'resolution_superseded',
      resolution_id: session.resolution_id,
      superseded_by: newer.resolution_id,
    });
    const first = await confirm(t, org, recipe.id, newer.resolution_id, recipe.versionId);
    expect(first.statusCode, first.body).toBe(200);
    const v2 = first.json().version_id;
    const again = await confirm(t, org, recipe.id, newer.resolution_id, v2);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'resolution_already_confirmed', confirmed_version_id: v2 });
    expect(await allVersions(t, org, recipe.id)).toHaveLength(2);
  });

  it('a session computed before the ingredients changed → 409 resolution_stale', async () => {
    const { recipe, session } = await recipeWithSession(t, org, ['1 cup whole milk']);
    const set = await mutate(t, org, 'POST', `/studio/recipes/${recipe.id}/ingredients`, recipe.versionId, {
      ingredients: [{ ingredient_id: 'f_sr28_02047', quantity_grams: '6' }],
    });
    const v2 = set.json().version_id;
    const res = await confirm(t, org, recipe.id, session.resolution_id, v2);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'resolution_stale',
      resolution_id: session.resolution_id,
      based_on_version_id: recipe.versionId,
      version_id: v2,
    });
  });

  it('a head that moved without touching ingredients is not stale', async () => {
    const { recipe, session } = await recipeWithSession(t, org, ['1 cup whole milk']);
    const renamed = await mutate(t, org, 'PATCH', `/studio/recipes/${recipe.id}`, recipe.versionId, {
      name: `Renamed ${recipe.id}`,
    });
    const res = await confirm(t, org, recipe.id, session.resolution_id, renamed.json().version_id);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('If-Match is optional: absent → the confirm commits on HEAD', async () => {
    const { recipe, session } = await recipeWithSession(t, org, ['1 cup whole milk']);
    const renamed = await mutate(t, org, 'PATCH', `/studio/recipes/${recipe.id}`, recipe.versionId, {
      name: `Renamed for a bare confirm ${recipe.id}`,
    });
    const head = renamed.json().version_id;
    const res = await confirm(t, org, recipe.id, session.resolution_id, undefined);
    expect(res.statusCode, res.body).toBe(200);
    const versionId = res.json().version_id;
    expect(versionId).not.toBe(head);
    expect(res.headers.etag).toBe(`"${versionId}"`);
    expect(res.json().data.ingredients.map((i: { original_text: string }) => i.original_text)).toEqual([
      '1 cup whole milk',
    ]);
    // The new version's parent is the head the confirm found, and the rename is kept.
    const versions = await allVersions(t, org, recipe.id);
    expect(versions.at(-1)).toMatchObject({ version_id: versionId, parent_version_id: head });
    const read = await get(t, org, `/studio/recipes/${recipe.id}`);
    expect(read.json()).toMatchObject({
      version_id: versionId,
      data: { name: `Renamed for a bare confirm ${recipe.id}` },
    });
    expect(
      (await get(t, org, resolutionsUrl(recipe.id, `/${session.resolution_id}`))).json().data.status,
    ).toBe('confirmed');
  });

  it('two concurrent confirms without If-Match: one commits, the other is 409 already confirmed', async () => {
    const { recipe, session } = await recipeWithSession(t, org, ['1 cup whole milk']);
    const [a, b] = await Promise.all([
      confirm(t, org, recipe.id, session.resolution_id, undefined),
      confirm(t, org, recipe.id, session.resolution_id, undefined),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json()).toMatchObject({ code: 'resolution_already_confirmed' });
    expect(await allVersions(t, org, recipe.id)).toHaveLength(2);
  });

  it('If-Match present and stale → 409 with the current version_id; nothing is confirmed', async () => {
    const { recipe, session } = await recipeWithSession(t, org, ['1 cup whole milk']);
    const renamed = await mutate(t, org, 'PATCH', `/studio/recipes/${recipe.id}`, recipe.versionId, {
      name: `Renamed again ${recipe.id}`,
    });
    const stale = await confirm(t, org, recipe.id, session.resolution_id, recipe.versionId);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict', version_id: renamed.json().version_id });
    expect(
      (await get(t, org, resolutionsUrl(recipe.id, `/${session.resolution_id}`))).json().data.status,
    ).toBe('open');
  });

  it('without recipe_versioning (older API versions) If-Match is not needed', async () => {
    const { recipe, session } = await recipeWithSession(t, org, ['1 cup whole milk']);
    const res = await mutate(
      t,
      org,
      'POST',
      resolutionsUrl(recipe.id, `/${session.resolution_id}/confirm`),
      undefined,
      undefined,
      LEGACY,
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('an archived recipe → 409 recipe_archived', async () => {
    const { recipe, session } = await recipeWithSession(t, org, ['1 cup whole milk']);
    const archived = await mutate(t, org, 'POST', `/studio/recipes/${recipe.id}/archive`, recipe.versionId);
    const res = await confirm(t, org, recipe.id, session.resolution_id, archived.json().version_id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('recipe_archived');
  });

  it('unknown sessions are 404 resolution_not_found, also another recipe’s', async () => {
    const { recipe, session } = await recipeWithSession(t, org, ['1 cup whole milk']);
    const other = await createRecipe(t, org);
    for (const [rid, sid] of [
      [recipe.id, 'ireslv_01H8X3K9Q2YV0J7M5R6N4P3T2W'],
      [other.id, session.resolution_id],
    ] as const) {
      const read = await get(t, org, resolutionsUrl(rid, `/${sid}`));
      expect(read.statusCode).toBe(404);
      expect(read.json().code).toBe('resolution_not_found');
      const res = await confirm(t, org, rid, sid, undefined);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('resolution_not_found');
    }
    const missingRecipe = await get(t, org, resolutionsUrl('rcp_01H8X3K9Q2YV0J7M5R6N4P3T2W', '/latest'));
    expect(missingRecipe.json()).toMatchObject({ status: 404, code: 'recipe_not_found' });
  });

  it('list: limit out of range and a forged cursor are 422', async () => {
    const recipe = await createRecipe(t, org);
    for (const q of ['limit=0', 'limit=51', 'cursor=bm9wZQ']) {
      const res = await get(t, org, `${resolutionsUrl(recipe.id)}?${q}`);
      expect(res.statusCode, q).toBe(422);
    }
  });
});

describe('a failed nutrition recompute commits nothing', () => {
  it('leaves the recipe, its events and the open session as they were', async () => {
    const { recipe, session } = await recipeWithSession(t, org, PANCAKE_LINES);
    const foods = t.deps.foods as FoodCatalogue & { getMany: FoodCatalogue['getMany'] };
    const real = foods.getMany;
    let calls = 0;
    // The confirm reads the foods twice: to check they exist, then to compute nutrition.
    foods.getMany = async (ids, via) => {
      calls += 1;
      if (calls === 2) {
        throw new Error('nutrient table unreadable at /var/lib/foods');
      }
      return real(ids, via);
    };
    try {
      const res = await confirm(t, org, recipe.id, session.resolution_id, recipe.versionId);
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toMatch(/nutrient table|\/var\//);
    } finally {
      foods.getMany = real;
    }
    expect(calls).toBe(2);
    expect(await allVersions(t, org, recipe.id)).toHaveLength(1);
    expect(await allEvents(t, org, recipe.id)).toHaveLength(1);
    expect(
      (await get(t, org, resolutionsUrl(recipe.id, `/${session.resolution_id}`))).json().data.status,
    ).toBe('open');
    const retry = await confirm(t, org, recipe.id, session.resolution_id, recipe.versionId);
    expect(retry.statusCode, retry.body).toBe(200);
  });
});
