import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntitlementState } from '../../src/domain/entitlements/state.ts';
import { engines, openTestStore, type TestStore } from '../helpers/stores.ts';

const AT = '2026-11-22T00:00:00.000Z';

describe.each(engines())('entitlement and usage store on %s', (engine) => {
  let db: TestStore;
  beforeAll(async () => {
    db = await openTestStore(engine);
    for (const id of ['org_a', 'org_b', 'org_c']) {
      await db.store.orgs.insert({ id, name: id, created_at: AT });
    }
  });
  afterAll(async () => {
    await db.drop();
  });

  it('has no state for an organization never given one, then saves and replaces it', async () => {
    expect(await db.store.entitlements.get('org_a')).toBeUndefined();
    const s: EntitlementState = {
      planName: 'starter',
      trialEndsAt: '2026-12-06T00:00:00.000Z',
      pendingCancellationAt: null,
      meteredUsageEnabled: true,
      suspendedReason: null,
    };
    await db.store.entitlements.save('org_a', s, AT);
    expect(await db.store.entitlements.get('org_a')).toEqual(s);
    const next: EntitlementState = {
      ...s,
      planName: 'professional',
      trialEndsAt: null,
      pendingCancellationAt: '2027-01-01T00:00:00.000Z',
      meteredUsageEnabled: false,
      suspendedReason: 'payment_overdue',
    };
    await db.store.entitlements.save('org_a', next, AT);
    expect(await db.store.entitlements.get('org_a')).toEqual(next);
    expect(await db.store.entitlements.get('org_b')).toBeUndefined();
  });

  it('refuses a state for an organization that does not exist (foreign key)', async () => {
    await expect(
      db.store.entitlements.save(
        'org_missing',
        {
          planName: 'free',
          trialEndsAt: null,
          pendingCancellationAt: null,
          meteredUsageEnabled: false,
          suspendedReason: null,
        },
        AT,
      ),
    ).rejects.toThrow();
  });

  it('increments within a limit and refuses past it, per organization, key and period', async () => {
    const inc = (units: number, limit: number | null, orgId = 'org_b', period = '2026-11') =>
      db.store.usage.increment({ orgId, quotaKey: 'recipes_per_month', period, units, limit });
    expect(await db.store.usage.used('org_b', 'recipes_per_month', '2026-11')).toBe(0);
    expect(await inc(4, 10)).toBe(4);
    expect(await inc(6, 10)).toBe(10);
    expect(await inc(1, 10)).toBeUndefined();
    expect(await inc(2, null)).toBe(12);
    expect(await inc(1, 10, 'org_c')).toBe(1);
    expect(await inc(10, 10, 'org_b', '2026-12')).toBe(10);
    await db.store.usage.addOverage('org_b', 'recipes_per_month', '2026-11', 2);
    expect(await db.store.usage.listPeriod('org_b', '2026-11')).toEqual([
      { quotaKey: 'recipes_per_month', period: '2026-11', used: 12, overageUsed: 2 },
    ]);
    expect(await db.store.usage.listPeriod('org_b', '2026-10')).toEqual([]);
  });

  it('claims a request id once; a second claim returns the first, a released one can be claimed again', async () => {
    const claim = {
      orgId: 'org_c',
      quotaKey: 'ingredient_resolutions',
      requestId: 'req-1',
      period: '2026-11',
      units: 5,
      overageUnits: 0,
      fingerprint: 'units:5',
      createdAt: AT,
    };
    expect(await db.store.usage.claim(claim)).toBeUndefined();
    await db.store.usage.settleClaim('org_c', 'ingredient_resolutions', 'req-1', 2);
    expect(await db.store.usage.claim({ ...claim, units: 9, fingerprint: 'units:9' })).toEqual({
      ...claim,
      overageUnits: 2,
    });
    // The same request id under another quota key or organization is another claim.
    expect(await db.store.usage.claim({ ...claim, quotaKey: 'recipes_per_month' })).toBeUndefined();
    expect(await db.store.usage.claim({ ...claim, orgId: 'org_b' })).toBeUndefined();
    await db.store.usage.releaseClaim('org_c', 'ingredient_resolutions', 'req-1');
    expect(await db.store.usage.claim(claim)).toBeUndefined();
  });

  it('rolls usage and claims back with the transaction that made them', async () => {
    await expect(
      db.store.transaction(async (tx) => {
        await tx.usage.claim({
          orgId: 'org_a',
          quotaKey: 'recipes_per_month',
          requestId: 'req-rollback',
          period: '2026-11',
          units: 1,
          overageUnits: 0,
          fingerprint: 'units:1',
          createdAt: AT,
        });
        await tx.usage.increment({
          orgId: 'org_a',
          quotaKey: 'recipes_per_month',
          period: '2026-11',
          units: 1,
          limit: null,
        });
        throw new Error('operation failed');
      }),
    ).rejects.toThrow('operation failed');
    expect(await db.store.usage.used('org_a', 'recipes_per_month', '2026-11')).toBe(0);
    expect(
      await db.store.usage.claim({
        orgId: 'org_a',
        quotaKey: 'recipes_per_month',
        requestId: 'req-rollback',
        period: '2026-11',
        units: 1,
        overageUnits: 0,
        fingerprint: 'units:1',
        createdAt: AT,
      }),
    ).toBeUndefined();
  });
});
