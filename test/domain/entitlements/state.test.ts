import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PLAN,
  describePlans,
  FEATURE_GATES,
  PLAN_NAMES,
  PLANS,
  QUOTA_KEYS,
} from '../../../src/domain/entitlements/plans.ts';
import {
  assertRouteAllowed,
  defaultEntitlementState,
  type EntitlementState,
  effectiveQuota,
  evaluateAccess,
  meteredConfirmationRequired,
  overageCostCents,
  quotaExceeded,
  unitsOverAllowance,
  usagePeriodOf,
} from '../../../src/domain/entitlements/state.ts';
import { ForbiddenError, QuotaExceededError } from '../../../src/domain/errors.ts';

const NOW = new Date('2026-11-22T12:00:00.000Z');

function state(overrides: Partial<EntitlementState> = {}): EntitlementState {
  return { ...defaultEntitlementState(), ...overrides };
}

describe('plans', () => {
  it('are the four documented plans, each with known gates and quota keys', () => {
    expect(Object.keys(PLANS)).toEqual([...PLAN_NAMES]);
    for (const plan of Object.values(PLANS)) {
      expect(plan.featureGates.every((g) => (FEATURE_GATES as readonly string[]).includes(g))).toBe(true);
      for (const [key, terms] of Object.entries(plan.quotas)) {
        expect(QUOTA_KEYS as readonly string[]).toContain(key);
        expect(Number.isInteger(terms.monthlyLimit)).toBe(true);
        if (terms.overagePerUnitCents !== null) {
          expect(terms.overagePerUnitCents).toMatch(/^[0-9]+(\.[0-9]+)?$/);
        }
      }
      for (const [key, limit] of Object.entries(plan.trial?.limits ?? {})) {
        // A trial's limit is smaller than the plan's own (or the plan is unlimited).
        const own = plan.quotas[key as keyof typeof plan.quotas]?.monthlyLimit;
        expect(own === undefined || limit < own).toBe(true);
      }
    }
  });

  it('grow: every plan includes the gates of the one below it', () => {
    for (let i = 1; i < PLAN_NAMES.length; i++) {
      const lower = PLANS[PLAN_NAMES[i - 1]!];
      const upper = PLANS[PLAN_NAMES[i]!];
      expect(upper.featureGates).toEqual(expect.arrayContaining([...lower.featureGates]));
    }
  });

  it('default to enterprise without a trial, so the service is usable out of the box', () => {
    expect(DEFAULT_PLAN).toBe('enterprise');
    expect(defaultEntitlementState()).toEqual({
      planName: 'enterprise',
      trialEndsAt: null,
      pendingCancellationAt: null,
      meteredUsageEnabled: false,
      suspendedReason: null,
    });
    expect(PLANS.enterprise.featureGates).toEqual([...FEATURE_GATES]);
  });

  it('describe themselves as a Markdown table with one row per plan', () => {
    const table = describePlans().split('\n');
    expect(table).toHaveLength(2 + PLAN_NAMES.length);
    expect(table[2]).toContain('`free` (Free)');
    expect(table[2]).toContain('none (hard limit)');
    expect(table[3]).toContain('2.5');
    expect(table[5]).toContain('unlimited');
  });
});

describe('usage periods (calendar months in UTC)', () => {
  it.each([
    ['2026-11-22T12:00:00.000Z', '2026-11', '2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z'],
    ['2026-12-31T23:59:59.999Z', '2026-12', '2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
    ['2027-01-01T00:00:00.000Z', '2027-01', '2027-01-01T00:00:00.000Z', '2027-02-01T00:00:00.000Z'],
    ['2028-02-29T10:00:00.000Z', '2028-02', '2028-02-01T00:00:00.000Z', '2028-03-01T00:00:00.000Z'],
  ])('%s is in %s, which resets at %s', (now, period, startsAt, resetsAt) => {
    expect(usagePeriodOf(new Date(now))).toEqual({ period, startsAt, resetsAt });
  });
});

describe('trials', () => {
  it.each([
    ['14 days ahead', '2026-12-06T12:00:00.000Z', true, 14],
    ['13.5 days ahead rounds up', '2026-12-06T00:00:00.000Z', true, 14],
    ['one hour ahead', '2026-11-22T13:00:00.000Z', true, 1],
    ['exactly now (ended)', '2026-11-22T12:00:00.000Z', false, 0],
    ['a day ago', '2026-11-21T12:00:00.000Z', false, 0],
  ])('a trial ending %s: trialing %s, %i day(s) remaining', (_name, endsAt, trialing, days) => {
    const a = evaluateAccess(state({ planName: 'professional', trialEndsAt: endsAt }), NOW);
    expect(a.isTrialing).toBe(trialing);
    expect(a.trialDaysRemaining).toBe(days);
  });

  it('without a trial, days remaining is null', () => {
    expect(evaluateAccess(state(), NOW).trialDaysRemaining).toBeNull();
  });

  it('while trialing the trial limits apply and no metered usage is admitted', () => {
    const a = evaluateAccess(
      state({ planName: 'starter', trialEndsAt: '2026-12-01T00:00:00.000Z', meteredUsageEnabled: true }),
      NOW,
    );
    expect(a.meteredUsageEnabled).toBe(false);
    expect(effectiveQuota(a, 'recipes_per_month')).toEqual({
      key: 'recipes_per_month',
      limit: 10,
      overagePerUnitCents: '25',
      meteredUsageAllowed: false,
    });
  });

  it('an enterprise trial is limited although enterprise is not', () => {
    const trialing = evaluateAccess(state({ trialEndsAt: '2026-12-01T00:00:00.000Z' }), NOW);
    expect(effectiveQuota(trialing, 'recipes_per_month')?.limit).toBe(50);
    expect(effectiveQuota(evaluateAccess(state(), NOW), 'recipes_per_month')).toBeNull();
  });
});

describe('write access', () => {
  it.each<[string, Partial<EntitlementState>, string, string | null]>([
    ['no trial, no cancellation', {}, 'full', null],
    ['a running trial', { trialEndsAt: '2026-11-23T00:00:00.000Z' }, 'full', null],
    ['an expired trial', { trialEndsAt: '2026-11-22T11:59:59.999Z' }, 'read_only', 'trial_expired'],
    ['a future cancellation', { pendingCancellationAt: '2026-12-01T00:00:00.000Z' }, 'full', null],
    [
      'a reached cancellation',
      { pendingCancellationAt: '2026-11-22T12:00:00.000Z' },
      'read_only',
      'cancelled',
    ],
    ['payment overdue', { suspendedReason: 'payment_overdue' }, 'read_only', 'payment_overdue'],
    [
      'suspension before cancellation before trial expiry',
      {
        suspendedReason: 'suspended',
        pendingCancellationAt: '2026-11-01T00:00:00.000Z',
        trialEndsAt: '2026-11-01T00:00:00.000Z',
      },
      'read_only',
      'suspended',
    ],
    [
      'cancellation before trial expiry',
      { pendingCancellationAt: '2026-11-01T00:00:00.000Z', trialEndsAt: '2026-11-01T00:00:00.000Z' },
      'read_only',
      'cancelled',
    ],
  ])('%s → %s (%s)', (_name, overrides, access, reason) => {
    const a = evaluateAccess(state(overrides), NOW);
    expect(a.writeAccess).toBe(access);
    expect(a.writeAccessReason).toBe(reason);
  });

  it('refuses a mutation while read-only, but not a read', () => {
    const s = state({ trialEndsAt: '2026-11-01T00:00:00.000Z' });
    expect(() => assertRouteAllowed(s, NOW, { features: [], mutation: false })).not.toThrow();
    let err: unknown;
    try {
      assertRouteAllowed(s, NOW, { features: [], mutation: true });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ForbiddenError);
    expect(err).toMatchObject({
      code: 'write_access_read_only',
      extras: { write_access: 'read_only', write_access_reason: 'trial_expired' },
    });
  });

  it('refuses a feature the plan lacks, naming the feature and the plan', () => {
    const s = state({ planName: 'free' });
    expect(() =>
      assertRouteAllowed(s, NOW, { features: ['studio', 'label_rendering'], mutation: true }),
    ).not.toThrow();
    expect(() =>
      assertRouteAllowed(s, NOW, { features: ['studio', 'audit_trail'], mutation: false }),
    ).toThrow(
      expect.objectContaining({
        code: 'feature_not_in_plan',
        extras: { feature: 'audit_trail', plan_name: 'free' },
      }),
    );
  });
});

describe('metered usage', () => {
  it('is effective only when switched on and the plan prices overage', () => {
    expect(
      evaluateAccess(state({ planName: 'starter', meteredUsageEnabled: true }), NOW).meteredUsageEnabled,
    ).toBe(true);
    expect(evaluateAccess(state({ planName: 'starter' }), NOW).meteredUsageEnabled).toBe(false);
    expect(
      evaluateAccess(state({ planName: 'free', meteredUsageEnabled: true }), NOW).meteredUsageEnabled,
    ).toBe(false);
  });

  it.each([
    [3, '25', '75'],
    [3, '2.5', '7.5'],
    [1, '1.5', '1.5'],
    [7, '0.1', '0.7'],
    [0, '25', '0'],
  ])('%i unit(s) at %s cents cost %s cents, exactly', (units, price, cost) => {
    expect(overageCostCents(units, price)).toBe(cost);
  });

  it.each([
    [0, 3, 10, 0],
    [7, 3, 10, 0],
    [8, 3, 10, 1],
    [10, 3, 10, 3],
    [15, 3, 10, 3],
  ])('used %i, %i more against %i: %i over', (used, units, limit, over) => {
    expect(unitsOverAllowance(used, units, limit)).toBe(over);
  });
});

describe('402 errors', () => {
  const period = usagePeriodOf(NOW);

  it('quota_exceeded names the quota, limit, used, remaining and reset', () => {
    const access = evaluateAccess(state({ planName: 'free' }), NOW);
    const quota = effectiveQuota(access, 'recipes_per_month');
    expect(quota).not.toBeNull();
    const err = quotaExceeded({ quota: quota!, used: 9, requestedUnits: 2, period }, access);
    expect(err).toBeInstanceOf(QuotaExceededError);
    expect(err.code).toBe('quota_exceeded');
    expect(err.extras).toEqual({
      quota_key: 'recipes_per_month',
      limit: 10,
      used: 9,
      remaining: 1,
      requested_units: 2,
      resets_at: '2026-12-01T00:00:00.000Z',
      metered_usage_enabled: false,
    });
  });

  it('metered_usage_confirmation_required adds the units over and their cost', () => {
    const access = evaluateAccess(state({ planName: 'starter', meteredUsageEnabled: true }), NOW);
    const quota = effectiveQuota(access, 'ingredient_resolutions');
    const err = meteredConfirmationRequired({ quota: quota!, used: 998, requestedUnits: 5, period }, '2.5');
    expect(err.code).toBe('metered_usage_confirmation_required');
    expect(err.extras).toEqual({
      quota_key: 'ingredient_resolutions',
      limit: 1000,
      used: 998,
      remaining: 2,
      requested_units: 5,
      resets_at: '2026-12-01T00:00:00.000Z',
      metered_usage_enabled: true,
      units_over_allowance: 3,
      overage_per_unit_cents: '2.5',
      overage_cost_cents: '7.5',
    });
  });
});
