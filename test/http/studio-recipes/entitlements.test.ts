import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPlan, suspendWrites } from '../../../src/services/entitlements/index.ts';
import { createRecipe as createRecipeService } from '../../../src/services/studio-recipes/index.ts';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { allVersions, createRecipe, get, mutate, patchOk, serviceContext } from '../../helpers/studio.ts';

/** Studio recipes under the plans: creation is metered, history needs recipe_versioning, writes obey access. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function orgOn(plan: string): Promise<TestOrg> {
  const org = await t.newOrg();
  await setPlan(t.deps, { orgId: org.orgId, plan });
  return org;
}

const create = (org: TestOrg, payload: Record<string, unknown>, requestId?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/studio/recipes',
    headers: { ...org.headers, ...(requestId === undefined ? {} : { 'x-request-id': requestId }) },
    payload,
  });

async function recipesUsed(org: TestOrg): Promise<number> {
  return (await get(t, org, '/entitlements/status')).json().data.quotas.recipes_per_month.used;
}

describe('POST /studio/recipes is metered on recipes_per_month', () => {
  it('counts one unit per recipe and answers 402 when the allowance is spent, creating nothing', async () => {
    const org = await orgOn('free');
    for (let i = 0; i < 10; i++) {
      await createRecipe(t, org, { name: `Free ${i}` });
    }
    const res = await create(org, { name: 'One too many' }, 'studio-create-11');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'quota_exceeded',
      quota_key: 'recipes_per_month',
      limit: 10,
      used: 10,
      remaining: 0,
      requested_units: 1,
      trace_id: 'studio-create-11',
    });
    expect((await get(t, org, '/studio/recipes?limit=100')).json().data).toHaveLength(10);
  });

  it('a create that fails (name taken) consumes nothing', async () => {
    const org = await orgOn('starter');
    await createRecipe(t, org, { name: 'Only once' });
    expect((await create(org, { name: 'ONLY ONCE' })).statusCode).toBe(409);
    expect(await recipesUsed(org)).toBe(1);
  });

  it('a retry under the same X-Request-ID returns the recipe it created, at its current version', async () => {
    const org = await orgOn('starter');
    const first = await create(org, { name: 'Idempotent' }, 'studio-create-once');
    expect(first.statusCode).toBe(201);
    const again = await create(org, { name: 'Idempotent' }, 'studio-create-once');
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toEqual(first.json().data);
    expect(again.json().version_id).toBe(first.json().version_id);
    expect(await recipesUsed(org)).toBe(1);
    const id = first.json().data.id;
    const v2 = await patchOk(t, org, id, first.json().version_id, { name: 'Idempotent, renamed' });
    const later = await create(org, { name: 'Idempotent' }, 'studio-create-once');
    expect(later.json()).toMatchObject({ version_id: v2, data: { id, name: 'Idempotent, renamed' } });
    expect(await allVersions(t, org, id)).toHaveLength(2);
    expect((await get(t, org, '/studio/recipes')).json().data).toHaveLength(1);

    const reused = await create(org, { name: 'Something else' }, 'studio-create-once');
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('request_id_reused');

    expect((await mutate(t, org, 'DELETE', `/studio/recipes/${id}`, v2)).statusCode).toBe(200);
    const gone = await create(org, { name: 'Idempotent' }, 'studio-create-once');
    expect(gone.statusCode).toBe(409);
    expect(gone.json()).toMatchObject({
      code: 'request_already_processed',
      detail: 'Request studio-create-once already created a recipe, which has since been deleted.',
    });
  });
});

describe('feature gates and write access', () => {
  it('without recipe_versioning in the plan, history and restore are 403; the recipe itself works', async () => {
    const org = await orgOn('free');
    const c = await createRecipe(t, org, { name: 'Free plan recipe' });
    const v2 = await patchOk(t, org, c.id, c.versionId, { name: 'Free plan recipe 2' });
    expect((await get(t, org, `/studio/recipes/${c.id}`)).statusCode).toBe(200);
    for (const url of [
      `/studio/recipes/${c.id}/versions`,
      `/studio/recipes/${c.id}/versions/verify`,
      `/studio/recipes/${c.id}/versions/${v2}/changes`,
    ]) {
      const res = await get(t, org, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ code: 'feature_not_in_plan' });
    }
    const restore = await mutate(t, org, 'POST', `/studio/recipes/${c.id}/restore`, v2, {
      target_version_id: c.versionId,
    });
    expect(restore.statusCode).toBe(403);
    const audit = await get(t, org, `/studio/recipes/${c.id}/audit-trail`);
    expect(audit.statusCode).toBe(403);
    expect(audit.json().code).toBe('feature_not_in_plan');
  });

  it('read-only organizations can read but not change recipes', async () => {
    const org = await orgOn('professional');
    // Made through the service layer, so the first HTTP request already sees the suspension.
    const c = await createRecipeService({ ctx: serviceContext(t, org), input: { name: 'Frozen' } });
    await suspendWrites(t.deps, { orgId: org.orgId, reason: 'payment_overdue' });
    const patch = await mutate(t, org, 'PATCH', `/studio/recipes/${c.recipe.id}`, c.versionId, { name: 'x' });
    expect(patch.statusCode).toBe(403);
    expect(patch.json().code).toBe('write_access_read_only');
    expect((await create(org, { name: 'Blocked' })).statusCode).toBe(403);
    expect((await get(t, org, `/studio/recipes/${c.recipe.id}`)).json().version_id).toBe(c.versionId);
    expect((await get(t, org, `/studio/recipes/${c.recipe.id}/versions`)).statusCode).toBe(200);
  });
});
