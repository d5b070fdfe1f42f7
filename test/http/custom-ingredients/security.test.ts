import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomIngredient } from '../../../src/services/custom-ingredients/index.ts';
import { setPlan, suspendWrites } from '../../../src/services/entitlements/index.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { authSuite } from '../../helpers/auth-suite.ts';
import { CI, ciOk, ciVersions, createCi } from '../../helpers/custom-ingredients.ts';
import { get, LEGACY, mutate, serviceContext } from '../../helpers/studio.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const SOME_ID = 'ci_01JDQ5Z4M8W3X9V2T6R1N0P7KA';
const SOME_VERSION = '01JDQ5Z4M8W3X9V2T6R1N0P7KA';

/** Every custom-ingredient route, for an ingredient id and a version id. */
function routes(id: string, versionId: string) {
  return [
    { method: 'POST', url: CI, payload: { name: 'Anything' } },
    { method: 'GET', url: CI },
    { method: 'GET', url: `${CI}/${id}` },
    { method: 'PATCH', url: `${CI}/${id}`, payload: { brand: 'x' } },
    { method: 'DELETE', url: `${CI}/${id}` },
    { method: 'POST', url: `${CI}/${id}/activate` },
    { method: 'POST', url: `${CI}/${id}/archive` },
    { method: 'POST', url: `${CI}/${id}/unarchive` },
    { method: 'POST', url: `${CI}/${id}/restore`, payload: { target_version_id: versionId } },
    { method: 'GET', url: `${CI}/${id}/versions` },
    { method: 'GET', url: `${CI}/${id}/audit-trail` },
  ] as const;
}

for (const r of routes(SOME_ID, SOME_VERSION)) {
  authSuite('studio', () => t, r);
}

describe('organizations are isolated', () => {
  it('another organization’s ingredient is 404 custom_ingredient_not_found on every route, and untouched', async () => {
    const owner = await t.newOrg();
    const stranger = await t.newOrg();
    const c = await createCi(t, owner, { name: 'Secret rub', status: 'active' });
    for (const r of routes(c.id, c.versionId).filter((x) => x.url !== CI)) {
      const res = await t.app.inject({
        method: r.method,
        url: r.url,
        headers: { ...stranger.headers, 'if-match': c.versionId },
        ...('payload' in r ? { payload: r.payload } : {}),
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(404);
      expect(res.json().code).toBe('custom_ingredient_not_found');
    }
    expect((await get(t, stranger, CI)).json().data).toEqual([]);
    expect(await ciVersions(t, owner, c.id)).toHaveLength(1);
    // The same name is free in another organization.
    await createCi(t, stranger, { name: 'Secret rub' });
  });

  it('a version of another organization’s ingredient cannot be read or restored into one’s own', async () => {
    const owner = await t.newOrg();
    const stranger = await t.newOrg();
    const theirs = await createCi(t, owner, { name: 'Theirs' });
    const mine = await createCi(t, stranger, { name: 'Mine' });
    expect((await get(t, stranger, `${CI}/${mine.id}?version_id=${theirs.versionId}`)).statusCode).toBe(404);
    const res = await mutate(t, stranger, 'POST', `${CI}/${mine.id}/restore`, mine.versionId, {
      target_version_id: theirs.versionId,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('version_not_found');
  });

  it('a deleted ingredient of another organization is 404 on restore, not 409', async () => {
    const owner = await t.newOrg();
    const stranger = await t.newOrg();
    const c = await createCi(t, owner, { name: 'Deleted elsewhere' });
    await ciOk(t, owner, 'DELETE', `${CI}/${c.id}`, c.versionId);
    const res = await mutate(t, stranger, 'POST', `${CI}/${c.id}/restore`, c.versionId, {
      target_version_id: c.versionId,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('plans and write access', () => {
  it('an organization on the starter plan gets 403 feature_not_in_plan on every route', async () => {
    const org = await t.newOrg();
    await setPlan(t.deps, { orgId: org.orgId, plan: 'starter' });
    for (const r of routes(SOME_ID, SOME_VERSION)) {
      const res = await t.app.inject({
        method: r.method,
        url: r.url,
        headers: { ...org.headers, 'if-match': SOME_VERSION },
        ...('payload' in r ? { payload: r.payload } : {}),
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'feature_not_in_plan' });
      expect(res.json().detail).toContain('custom_ingredients');
    }
  });

  it('a read-only organization can read its ingredients but not change them', async () => {
    const org = await t.newOrg();
    await setPlan(t.deps, { orgId: org.orgId, plan: 'professional' });
    // Made through the service layer, so the first HTTP request already sees the suspension.
    const made = await createCustomIngredient({ ctx: serviceContext(t, org), input: { name: 'Frozen' } });
    const c = { id: made.ingredient.id, versionId: made.versionId };
    await suspendWrites(t.deps, { orgId: org.orgId, reason: 'payment_overdue' });
    const patch = await mutate(t, org, 'PATCH', `${CI}/${c.id}`, c.versionId, { brand: 'x' });
    expect(patch.statusCode).toBe(403);
    expect(patch.json().code).toBe('write_access_read_only');
    expect((await get(t, org, `${CI}/${c.id}`)).json().version_id).toBe(c.versionId);
    expect((await get(t, org, `${CI}/${c.id}/versions`)).statusCode).toBe(200);
    const create = await t.app.inject({
      method: 'POST',
      url: CI,
      headers: org.headers,
      payload: { name: 'No' },
    });
    expect(create.statusCode).toBe(403);
  });
});

describe('API versions without recipe_versioning', () => {
  it('ignore If-Match (last writer wins)', async () => {
    const org = await t.newOrg();
    const c = await createCi(t, org, { name: 'Legacy writes' });
    const res = await mutate(t, org, 'PATCH', `${CI}/${c.id}`, undefined, { brand: 'no if-match' }, LEGACY);
    expect(res.statusCode).toBe(200);
    const stale = await mutate(t, org, 'PATCH', `${CI}/${c.id}`, c.versionId, { brand: 'stale' }, LEGACY);
    expect(stale.statusCode).toBe(200);
    expect(stale.json().data.brand).toBe('stale');
  });
});
