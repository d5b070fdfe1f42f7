import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../../../src/services/accounts/accounts.ts';
import { type Clock, type Deps, ulidGenerator } from '../../../src/services/context.ts';
import {
  consumeQuota,
  createOrganizationOnPlan,
  endTrial,
  loadEntitlementState,
  restoreWrites,
  resumeSubscription,
  scheduleCancellation,
  setMeteredUsage,
  setPlan,
  showUsage,
  startTrial,
  suspendWrites,
} from '../../../src/services/entitlements/index.ts';
import { createFoodCatalogue } from '../../../src/services/foods/catalogue.ts';
import { httpEngine, openTestStore, type TestStore } from '../../helpers/stores.ts';

const NOW = '2026-11-22T12:00:00.000Z';
const clock: Clock = { now: () => new Date(NOW) };

let db: TestStore;
let deps: Deps;
beforeAll(async () => {
  db = await openTestStore(httpEngine());
  deps = { store: db.store, clock, ids: ulidGenerator(), foods: createFoodCatalogue(db.store) };
});
afterAll(async () => {
  await db.drop();
});

async function newOrg(): Promise<string> {
  return (await createOrganization(deps, { name: 'Kitchen' })).id;
}

describe('operator verbs', () => {
  it('a new organization is on the default plan without any stored state', async () => {
    const orgId = await newOrg();
    expect(await db.store.entitlements.get(orgId)).toBeUndefined();
    expect(await loadEntitlementState(db.store, orgId)).toMatchObject({
      planName: 'enterprise',
      trialEndsAt: null,
    });
  });

  it('setPlan converts a trial and withdraws a cancellation, keeping the metered switch', async () => {
    const orgId = await newOrg();
    await startTrial(deps, { orgId, plan: 'starter' });
    await setMeteredUsage(deps, { orgId, enabled: true });
    await scheduleCancellation(deps, { orgId });
    expect(await setPlan(deps, { orgId, plan: 'professional' })).toEqual({
      planName: 'professional',
      trialEndsAt: null,
      pendingCancellationAt: null,
      meteredUsageEnabled: true,
      suspendedReason: null,
    });
  });

  it('refuses an unknown plan and an unknown organization', async () => {
    const orgId = await newOrg();
    await expect(setPlan(deps, { orgId, plan: 'gold' })).rejects.toMatchObject({ code: 'validation_error' });
    await expect(setPlan(deps, { orgId: 'org_nope', plan: 'free' })).rejects.toMatchObject({
      code: 'organization_not_found',
    });
  });

  it('startTrial defaults to 14 days of professional; free has no trial; days are 1–90', async () => {
    const orgId = await newOrg();
    expect(await startTrial(deps, { orgId })).toMatchObject({
      planName: 'professional',
      trialEndsAt: '2026-12-06T12:00:00.000Z',
    });
    expect(await startTrial(deps, { orgId, plan: 'enterprise' })).toMatchObject({
      trialEndsAt: '2026-12-22T12:00:00.000Z',
    });
    await expect(startTrial(deps, { orgId, plan: 'free' })).rejects.toMatchObject({
      code: 'trial_not_available',
    });
    await expect(startTrial(deps, { orgId, days: 0 })).rejects.toMatchObject({ code: 'validation_error' });
    await expect(startTrial(deps, { orgId, days: 91 })).rejects.toMatchObject({ code: 'validation_error' });
  });

  it('endTrial converted keeps the plan with full limits; expired ends it now', async () => {
    const a = await newOrg();
    await startTrial(deps, { orgId: a, days: 7 });
    expect(await endTrial(deps, { orgId: a, outcome: 'converted' })).toMatchObject({
      planName: 'professional',
      trialEndsAt: null,
    });
    await expect(endTrial(deps, { orgId: a, outcome: 'expired' })).rejects.toMatchObject({
      code: 'no_trial',
    });

    const b = await newOrg();
    await startTrial(deps, { orgId: b, days: 7 });
    expect(await endTrial(deps, { orgId: b, outcome: 'expired' })).toMatchObject({ trialEndsAt: NOW });
  });

  it('metered usage cannot be switched on for a plan with hard limits', async () => {
    const orgId = await newOrg();
    await setPlan(deps, { orgId, plan: 'free' });
    await expect(setMeteredUsage(deps, { orgId, enabled: true })).rejects.toMatchObject({
      code: 'metered_usage_not_in_plan',
    });
  });

  it('cancellation defaults to the end of the current month and can be withdrawn', async () => {
    const orgId = await newOrg();
    expect(await scheduleCancellation(deps, { orgId })).toMatchObject({
      pendingCancellationAt: '2026-12-01T00:00:00.000Z',
    });
    expect(await scheduleCancellation(deps, { orgId, at: '2027-03-01T00:00:00Z' })).toMatchObject({
      pendingCancellationAt: '2027-03-01T00:00:00.000Z',
    });
    await expect(scheduleCancellation(deps, { orgId, at: 'soon' })).rejects.toMatchObject({
      code: 'validation_error',
    });
    expect(await resumeSubscription(deps, { orgId })).toMatchObject({ pendingCancellationAt: null });
  });

  it('suspends and restores writes with a known reason', async () => {
    const orgId = await newOrg();
    expect(await suspendWrites(deps, { orgId, reason: 'payment_overdue' })).toMatchObject({
      suspendedReason: 'payment_overdue',
    });
    await expect(suspendWrites(deps, { orgId, reason: 'bored' })).rejects.toMatchObject({
      code: 'validation_error',
    });
    expect(await restoreWrites(deps, { orgId })).toMatchObject({ suspendedReason: null });
  });

  it('creates an organization on a plan, checking the plan first', async () => {
    const before = await db.store.orgs.count();
    await expect(createOrganizationOnPlan(deps, { name: 'X', plan: 'gold' })).rejects.toMatchObject({
      code: 'validation_error',
    });
    expect(await db.store.orgs.count()).toBe(before);
    const { org, state } = await createOrganizationOnPlan(deps, { name: 'Bakery', plan: 'starter' });
    expect(org.name).toBe('Bakery');
    expect(state.planName).toBe('starter');
  });

  it('shows every quota of a month, limited or not, with overage', async () => {
    const orgId = await newOrg();
    await setPlan(deps, { orgId, plan: 'starter' });
    await setMeteredUsage(deps, { orgId, enabled: true });
    await db.store.transaction((tx) =>
      consumeQuota(
        tx,
        { orgId, requestId: 'r1', clock },
        { key: 'recipes_per_month', units: 102, meteredUsageConfirmed: true },
      ),
    );
    expect(await showUsage(deps, { orgId })).toEqual({
      orgId,
      planName: 'starter',
      period: '2026-11',
      resetsAt: '2026-12-01T00:00:00.000Z',
      lines: [
        { key: 'recipes_per_month', limit: 100, used: 102, overageUsed: 2 },
        { key: 'ingredient_resolutions', limit: 1000, used: 0, overageUsed: 0 },
      ],
    });
    expect((await showUsage(deps, { orgId, period: '2026-10' })).lines[0]).toMatchObject({ used: 0 });
    await expect(showUsage(deps, { orgId, period: '2026-13' })).rejects.toMatchObject({
      code: 'validation_error',
    });
  });
});
