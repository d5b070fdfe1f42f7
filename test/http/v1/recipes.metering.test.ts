import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setMeteredUsage, setPlan } from '../../../src/services/entitlements/index.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /v1/recipes counts against recipes_per_month', () => {
  it('refuses the 11th recipe on the free plan with 402 in the /v1 shape, and creates nothing', async () => {
    const org = await t.newOrg();
    await setPlan(t.deps, { orgId: org.orgId, plan: 'free' });
    for (let i = 0; i < 10; i++) {
      const ok = await t.app.inject({
        method: 'POST',
        url: '/v1/recipes',
        headers: org.headers,
        payload: { name: `R${i}`, servings: 1 },
      });
      expect(ok.statusCode).toBe(201);
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/v1/recipes',
      headers: org.headers,
      payload: { name: 'R10', servings: 1 },
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toMatchObject({
      code: 'quota_exceeded',
      quota_key: 'recipes_per_month',
      limit: 10,
    });
    const list = await t.app.inject({ method: 'GET', url: '/v1/recipes', headers: org.headers });
    expect(list.json().pagination.total).toBe(10);
  });

  it('with metered usage, a confirmed retry under the same X-Request-ID creates one recipe, once', async () => {
    const org = await t.newOrg();
    await setPlan(t.deps, { orgId: org.orgId, plan: 'starter' });
    await setMeteredUsage(t.deps, { orgId: org.orgId, enabled: true });
    for (let i = 0; i < 100; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/v1/recipes',
        headers: org.headers,
        payload: { name: `R${i}`, servings: 1 },
      });
    }
    const headers = { ...org.headers, 'x-request-id': 'overage-001' };
    const ask = await t.app.inject({
      method: 'POST',
      url: '/v1/recipes',
      headers,
      payload: { name: 'Extra', servings: 1 },
    });
    expect(ask.statusCode).toBe(402);
    expect(ask.json().error).toMatchObject({
      code: 'metered_usage_confirmation_required',
      quota_key: 'recipes_per_month',
    });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/v1/recipes',
      headers,
      payload: { name: 'Extra', servings: 1, meteredUsageConfirmed: true },
    });
    expect(confirmed.statusCode).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/recipes',
      headers,
      payload: { name: 'Extra', servings: 1, meteredUsageConfirmed: true },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(confirmed.json().id);
    const list = await t.app.inject({ method: 'GET', url: '/v1/recipes?search=extra', headers: org.headers });
    expect(list.json().pagination.total).toBe(1);
    const status = await t.app.inject({ method: 'GET', url: '/entitlements/status', headers: org.headers });
    expect(status.json().data.quotas.recipes_per_month.used).toBe(101);
  });
});
