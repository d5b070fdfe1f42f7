import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeQuota, setMeteredUsage, setPlan } from '../../../src/services/entitlements/index.ts';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { createRecipe, get } from '../../helpers/studio.ts';
import { adds, PANCAKE_LINES, resolutionsUrl, startSession } from './helpers.ts';

/** Starting a session counts one unit of ingredient_resolutions per item. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function orgOn(plan: string, metered = false): Promise<TestOrg> {
  const org = await t.newOrg();
  await setPlan(t.deps, { orgId: org.orgId, plan });
  if (metered) {
    await setMeteredUsage(t.deps, { orgId: org.orgId, enabled: true });
  }
  return org;
}

async function fill(org: TestOrg, units: number): Promise<void> {
  await t.deps.store.transaction((tx) =>
    consumeQuota(
      tx,
      { orgId: org.orgId, requestId: `fill-${Math.random()}`, clock: t.deps.clock },
      { key: 'ingredient_resolutions', units },
    ),
  );
}

async function used(org: TestOrg): Promise<number> {
  return (await get(t, org, '/entitlements/status')).json().data.quotas.ingredient_resolutions.used;
}

async function sessions(org: TestOrg, recipeId: string): Promise<number> {
  return (await get(t, org, resolutionsUrl(recipeId))).json().data.length;
}

describe('POST …/ingredient-resolutions is metered on ingredient_resolutions', () => {
  it('counts one unit per item; a refused or invalid start counts nothing', async () => {
    const org = await orgOn('free');
    const recipe = await createRecipe(t, org);
    expect((await startSession(t, org, recipe.id, { items: adds(PANCAKE_LINES) })).statusCode).toBe(201);
    expect(await used(org)).toBe(7);
    const invalid = await startSession(t, org, recipe.id, {
      items: [{ action: 'keep_ingredient', ingredient_row_id: 'ing_nope' }],
    });
    expect(invalid.statusCode).toBe(422);
    expect(await used(org)).toBe(7);
  });

  it('a start beyond the allowance is 402 and stores no session', async () => {
    const org = await orgOn('free');
    const recipe = await createRecipe(t, org);
    await fill(org, 98);
    const res = await startSession(
      t,
      org,
      recipe.id,
      { items: adds(['1 tsp salt', '1 cup whole milk', '2 large eggs']) },
      {
        'x-request-id': 'resolve-over',
      },
    );
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'quota_exceeded',
      quota_key: 'ingredient_resolutions',
      limit: 100,
      used: 98,
      remaining: 2,
      requested_units: 3,
      trace_id: 'resolve-over',
    });
    expect(await used(org)).toBe(98);
    expect(await sessions(org, recipe.id)).toBe(0);
    // Two items still fit.
    expect(
      (await startSession(t, org, recipe.id, { items: adds(['1 tsp salt', '2 large eggs']) })).statusCode,
    ).toBe(201);
    expect(await used(org)).toBe(100);
  });

  it('with metered usage, a confirmed retry under the same X-Request-ID starts one session, once', async () => {
    const org = await orgOn('starter', true);
    const recipe = await createRecipe(t, org);
    await fill(org, 999);
    const body = { items: adds(['1 tsp salt', '1 cup whole milk', '2 large eggs']) };
    const headers = { 'x-request-id': 'resolve-overage-1' };
    const ask = await startSession(t, org, recipe.id, body, headers);
    expect(ask.statusCode).toBe(402);
    expect(ask.json()).toMatchObject({
      code: 'metered_usage_confirmation_required',
      units_over_allowance: 2,
      overage_per_unit_cents: '2.5',
      overage_cost_cents: '5',
    });
    expect(await sessions(org, recipe.id)).toBe(0);

    const confirmed = { ...body, metered_usage_confirmed: true };
    const first = await startSession(t, org, recipe.id, confirmed, headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(await used(org)).toBe(1002);
    const again = await startSession(t, org, recipe.id, confirmed, headers);
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toEqual(first.json().data);
    expect(await used(org)).toBe(1002);
    expect(await sessions(org, recipe.id)).toBe(1);

    // The same X-Request-ID for another request is refused; nothing is counted or stored.
    const reused = await startSession(
      t,
      org,
      recipe.id,
      { ...confirmed, items: adds(['1 tsp salt']) },
      headers,
    );
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('request_id_reused');
    expect(await used(org)).toBe(1002);
    expect(await sessions(org, recipe.id)).toBe(1);
  });

  it('a replay returns the stored session even after the recipe moved on', async () => {
    const org = await orgOn('starter');
    const recipe = await createRecipe(t, org);
    const headers = { 'x-request-id': 'resolve-replay-1' };
    const body = { items: adds(['1 cup whole milk']) };
    const first = await startSession(t, org, recipe.id, body, headers);
    expect(first.statusCode).toBe(201);
    const later = await startSession(t, org, recipe.id, { items: adds(['2 large eggs']) });
    expect(later.statusCode).toBe(201);
    const replay = await startSession(t, org, recipe.id, body, headers);
    expect(replay.statusCode).toBe(201);
    expect(replay.json().data).toMatchObject({
      resolution_id: first.json().data.resolution_id,
      status: 'superseded',
      superseded_by: later.json().data.resolution_id,
    });
    expect(await used(org)).toBe(2);
  });
});
