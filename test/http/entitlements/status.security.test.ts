import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeQuota, setPlan, suspendWrites } from '../../../src/services/entitlements/index.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { authSuite } from '../../helpers/auth-suite.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

authSuite('entitlements', () => t, { method: 'GET', url: '/entitlements/status' });

describe('GET /entitlements/status isolation', () => {
  it("reports the calling organization's plan and usage only", async () => {
    const a = await t.newOrg('A');
    const b = await t.newOrg('B');
    await setPlan(t.deps, { orgId: a.orgId, plan: 'free' });
    await setPlan(t.deps, { orgId: b.orgId, plan: 'starter' });
    await t.deps.store.transaction((tx) =>
      consumeQuota(
        tx,
        { orgId: a.orgId, requestId: 'shared-id', clock: t.deps.clock },
        { key: 'recipes_per_month', units: 3 },
      ),
    );
    const sa = (
      await t.app.inject({ method: 'GET', url: '/entitlements/status', headers: a.headers })
    ).json();
    const sb = (
      await t.app.inject({ method: 'GET', url: '/entitlements/status', headers: b.headers })
    ).json();
    expect(sa.data).toMatchObject({ plan_name: 'free', quotas: { recipes_per_month: { used: 3 } } });
    expect(sb.data).toMatchObject({ plan_name: 'starter', quotas: { recipes_per_month: { used: 0 } } });
  });

  it('stays readable while write access is read-only', async () => {
    const org = await t.newOrg();
    await suspendWrites(t.deps, { orgId: org.orgId, reason: 'payment_overdue' });
    const res = await t.app.inject({ method: 'GET', url: '/entitlements/status', headers: org.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      write_access: 'read_only',
      write_access_reason: 'payment_overdue',
    });
  });
});
