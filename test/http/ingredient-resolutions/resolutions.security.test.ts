import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPlan, suspendWrites } from '../../../src/services/entitlements/index.ts';
import { startResolutionSession } from '../../../src/services/ingredient-resolution/index.ts';
import { createRecipe as createRecipeService } from '../../../src/services/studio-recipes/index.ts';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { authSuite } from '../../helpers/auth-suite.ts';
import { allVersions, createRecipe, get, serviceContext } from '../../helpers/studio.ts';
import { adds, confirm, recipeWithSession, resolutionsUrl, startSession } from './helpers.ts';

let t: TestApp;
let alice: TestOrg;
let bob: TestOrg;
beforeAll(async () => {
  t = await startTestApp();
  alice = await t.newOrg('Alice’s kitchen');
  bob = await t.newOrg('Bob’s kitchen');
});
afterAll(async () => {
  await t.close();
});

const RECIPE = 'rcp_01H8X3K9Q2YV0J7M5R6N4P3T2W';
const SESSION = 'ireslv_01H8X3K9Q2YV0J7M5R6N4P3T2W';
authSuite('studio', () => t, {
  method: 'POST',
  url: resolutionsUrl(RECIPE),
  payload: { items: adds(['1 tsp salt']) },
});
authSuite('studio', () => t, { method: 'GET', url: resolutionsUrl(RECIPE) });
authSuite('studio', () => t, { method: 'GET', url: resolutionsUrl(RECIPE, '/latest') });
authSuite('studio', () => t, { method: 'GET', url: resolutionsUrl(RECIPE, `/${SESSION}`) });
authSuite('studio', () => t, { method: 'POST', url: resolutionsUrl(RECIPE, `/${SESSION}/confirm`) });

describe('another organization', () => {
  it('sees 404 recipe_not_found for every operation on a recipe it does not own, and changes nothing', async () => {
    const { recipe, session } = await recipeWithSession(t, alice, ['1 cup whole milk']);
    const expect404 = (res: { statusCode: number; json: () => any }) => {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'recipe_not_found' });
    };
    expect404(await startSession(t, bob, recipe.id, { items: adds(['1 tsp salt']) }));
    expect404(await get(t, bob, resolutionsUrl(recipe.id)));
    expect404(await get(t, bob, resolutionsUrl(recipe.id, '/latest')));
    expect404(await get(t, bob, resolutionsUrl(recipe.id, `/${session.resolution_id}`)));
    expect404(await confirm(t, bob, recipe.id, session.resolution_id, recipe.versionId));
    // Nothing happened to Alice's recipe or session.
    const mine = await get(t, alice, resolutionsUrl(recipe.id, '/latest'));
    expect(mine.json().data).toMatchObject({ resolution_id: session.resolution_id, status: 'open' });
    expect(await allVersions(t, alice, recipe.id)).toHaveLength(1);
  });

  it('cannot reach another organization’s session through a recipe of its own', async () => {
    const { session } = await recipeWithSession(t, alice, ['1 cup whole milk']);
    const own = await createRecipe(t, bob);
    const read = await get(t, bob, resolutionsUrl(own.id, `/${session.resolution_id}`));
    expect(read.statusCode).toBe(404);
    expect(read.json().code).toBe('resolution_not_found');
    const res = await confirm(t, bob, own.id, session.resolution_id, own.versionId);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('resolution_not_found');
    const continued = await startSession(t, bob, own.id, {
      items: adds(['1 tsp salt']),
      previous_resolution_id: session.resolution_id,
    });
    expect(continued.statusCode).toBe(422);
    expect(continued.json().detail[0]).toMatchObject({ type: 'unknown_resolution' });
  });
});

describe('plan and write access', () => {
  it('a read-only organization reads sessions but cannot start or confirm one', async () => {
    const org = await t.newOrg();
    await setPlan(t.deps, { orgId: org.orgId, plan: 'professional' });
    // Made through the service layer, so the first HTTP request already sees the suspension.
    const ctx = serviceContext(t, org);
    const recipe = await createRecipeService({ ctx, input: { name: 'Frozen' } });
    const { session } = await startResolutionSession({
      ctx: { ...ctx, requestId: 'req_frozen' },
      input: { recipeId: recipe.recipe.id, items: [{ action: 'add_ingredient', text: '1 cup whole milk' }] },
    });
    await suspendWrites(t.deps, { orgId: org.orgId, reason: 'payment_overdue' });
    const refused = await startSession(t, org, recipe.recipe.id, { items: adds(['1 tsp salt']) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('write_access_read_only');
    const confirmRes = await confirm(t, org, recipe.recipe.id, session.resolution_id, recipe.versionId);
    expect(confirmRes.statusCode).toBe(403);
    const read = await get(t, org, resolutionsUrl(recipe.recipe.id, `/${session.resolution_id}`));
    expect(read.json().data.status).toBe('open');
    expect((await get(t, org, resolutionsUrl(recipe.recipe.id))).statusCode).toBe(200);
  });
});
