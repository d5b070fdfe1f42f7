import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  consumeQuota,
  scheduleCancellation,
  setMeteredUsage,
  setPlan,
  startTrial,
} from '../../../src/services/entitlements/index.ts';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { manualClock } from '../../helpers/clock.ts';

const START = '2026-11-22T12:00:00.000Z';
const DAY = 86_400_000;
const clock = manualClock(START);
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clock.set(START);
});

async function status(org: TestOrg) {
  const res = await t.app.inject({ method: 'GET', url: '/entitlements/status', headers: org.headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function use(org: TestOrg, key: 'recipes_per_month' | 'ingredient_resolutions', units: number) {
  await t.deps.store.transaction((tx) =>
    consumeQuota(tx, { orgId: org.orgId, requestId: `seed-${Math.random()}`, clock }, { key, units }),
  );
}

const ALL_GATES = ['studio', 'recipe_versioning', 'custom_ingredients', 'audit_trail', 'label_rendering'];
const RESETS = '2026-12-01T00:00:00.000Z';
const UNLIMITED = 2_147_483_647;
const UNLIMITED_FIGURES = {
  limit: UNLIMITED,
  used: 0,
  remaining: UNLIMITED,
  resets_at: RESETS,
  overage_per_unit_cents: null,
  unlimited: true,
};

describe('GET /entitlements/status', () => {
  it('an organization created without a plan is on enterprise, unlimited, in the Studio envelope', async () => {
    const org = await t.newOrg();
    const res = await t.app.inject({
      method: 'GET',
      url: '/entitlements/status',
      headers: { ...org.headers, 'x-request-id': 'status-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      data: {
        plan_name: 'enterprise',
        display_name: 'Enterprise',
        is_trialing: false,
        trial_ends_at: null,
        trial_days_remaining: null,
        pending_cancellation_at: null,
        feature_gates: ALL_GATES,
        quotas: { recipes_per_month: UNLIMITED_FIGURES, ingredient_resolutions: UNLIMITED_FIGURES },
        write_access: 'full',
        write_access_reason: null,
        metered_usage_enabled: false,
      },
      meta: { version: '2026-11-01', request_id: 'status-1', timestamp: expect.any(String) },
    });
  });

  it.each([
    [
      'free',
      'Free',
      ['studio', 'label_rendering'],
      { recipes_per_month: [10, null], ingredient_resolutions: [100, null] },
    ],
    [
      'starter',
      'Starter',
      ['studio', 'label_rendering', 'recipe_versioning'],
      { recipes_per_month: [100, '25'], ingredient_resolutions: [1000, '2.5'] },
    ],
    [
      'professional',
      'Professional',
      ['studio', 'label_rendering', 'recipe_versioning', 'custom_ingredients', 'audit_trail'],
      { recipes_per_month: [1000, '15'], ingredient_resolutions: [10000, '1.5'] },
    ],
    [
      'enterprise',
      'Enterprise',
      ALL_GATES,
      { recipes_per_month: [UNLIMITED, null], ingredient_resolutions: [UNLIMITED, null] },
    ],
  ] as const)('the %s plan', async (plan, displayName, gates, quotas) => {
    const org = await t.newOrg();
    await setPlan(t.deps, { orgId: org.orgId, plan });
    expect((await status(org)).data).toEqual({
      plan_name: plan,
      display_name: displayName,
      is_trialing: false,
      trial_ends_at: null,
      trial_days_remaining: null,
      pending_cancellation_at: null,
      feature_gates: gates,
      quotas: Object.fromEntries(
        Object.entries(quotas).map(([k, [limit, price]]) => [
          k,
          {
            limit,
            used: 0,
            remaining: limit,
            resets_at: RESETS,
            overage_per_unit_cents: price,
            unlimited: limit === UNLIMITED,
          },
        ]),
      ),
      write_access: 'full',
      write_access_reason: null,
      metered_usage_enabled: false,
    });
  });

  it('reports usage, and a new month starts from zero with the next reset', async () => {
    const org = await t.newOrg();
    await setPlan(t.deps, { orgId: org.orgId, plan: 'free' });
    await use(org, 'recipes_per_month', 7);
    await use(org, 'ingredient_resolutions', 100);
    const before = (await status(org)).data.quotas;
    expect(before.recipes_per_month).toEqual({
      limit: 10,
      used: 7,
      remaining: 3,
      resets_at: RESETS,
      overage_per_unit_cents: null,
      unlimited: false,
    });
    expect(before.ingredient_resolutions).toMatchObject({ used: 100, remaining: 0 });

    clock.set('2026-12-01T00:00:00.000Z');
    const after = (await status(org)).data.quotas;
    expect(after.recipes_per_month).toEqual({
      limit: 10,
      used: 0,
      remaining: 10,
      resets_at: '2027-01-01T00:00:00.000Z',
      overage_per_unit_cents: null,
      unlimited: false,
    });
    expect(after.ingredient_resolutions).toMatchObject({ used: 0, remaining: 100 });
  });

  it('the default (unlimited) plan counts usage exactly, also under concurrent creates', async () => {
    const org = await t.newOrg();
    await use(org, 'ingredient_resolutions', 7);
    const creates = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/studio/recipes',
          headers: org.headers,
          payload: { name: `Concurrent ${i}` },
        }),
      ),
    );
    expect(creates.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const quotas = (await status(org)).data.quotas;
    expect(quotas.recipes_per_month).toEqual({ ...UNLIMITED_FIGURES, used: 12 });
    expect(quotas.ingredient_resolutions).toEqual({ ...UNLIMITED_FIGURES, used: 7 });
  });

  it('during a trial: trial limits, days remaining counting down, then expiry to read-only', async () => {
    const org = await t.newOrg();
    await startTrial(t.deps, { orgId: org.orgId, plan: 'professional', days: 14 });
    await use(org, 'recipes_per_month', 5);
    const ends = '2026-12-06T12:00:00.000Z';
    expect((await status(org)).data).toEqual({
      plan_name: 'professional',
      display_name: 'Professional',
      is_trialing: true,
      trial_ends_at: ends,
      trial_days_remaining: 14,
      pending_cancellation_at: null,
      feature_gates: ['studio', 'label_rendering', 'recipe_versioning', 'custom_ingredients', 'audit_trail'],
      quotas: {
        recipes_per_month: {
          limit: 25,
          used: 5,
          remaining: 20,
          resets_at: RESETS,
          overage_per_unit_cents: '15',
          unlimited: false,
        },
        ingredient_resolutions: {
          limit: 250,
          used: 0,
          remaining: 250,
          resets_at: RESETS,
          overage_per_unit_cents: '1.5',
          unlimited: false,
        },
      },
      write_access: 'full',
      write_access_reason: null,
      metered_usage_enabled: false,
    });

    clock.advance(DAY / 2);
    expect((await status(org)).data.trial_days_remaining).toBe(14);
    clock.advance(DAY);
    expect((await status(org)).data.trial_days_remaining).toBe(13);
    clock.set('2026-12-06T11:00:00.000Z');
    expect((await status(org)).data).toMatchObject({ is_trialing: true, trial_days_remaining: 1 });

    clock.set(ends);
    const expired = (await status(org)).data;
    expect(expired).toMatchObject({
      plan_name: 'professional',
      is_trialing: false,
      trial_ends_at: ends,
      trial_days_remaining: 0,
      write_access: 'read_only',
      write_access_reason: 'trial_expired',
    });
    // Once the trial is over the plan's own limits are reported (the month is December now).
    expect(expired.quotas.recipes_per_month).toMatchObject({ limit: 1000, used: 0 });
  });

  it('metered usage is reported as enabled only outside a trial', async () => {
    const org = await t.newOrg();
    await setPlan(t.deps, { orgId: org.orgId, plan: 'starter' });
    await setMeteredUsage(t.deps, { orgId: org.orgId, enabled: true });
    expect((await status(org)).data.metered_usage_enabled).toBe(true);
    await startTrial(t.deps, { orgId: org.orgId, plan: 'starter' });
    expect((await status(org)).data.metered_usage_enabled).toBe(false);
  });

  it('a scheduled cancellation is shown, then makes the organization read-only when it comes', async () => {
    const org = await t.newOrg();
    await scheduleCancellation(t.deps, { orgId: org.orgId });
    expect((await status(org)).data).toMatchObject({
      pending_cancellation_at: RESETS,
      write_access: 'full',
      write_access_reason: null,
    });
    clock.set(RESETS);
    expect((await status(org)).data).toMatchObject({
      write_access: 'read_only',
      write_access_reason: 'cancelled',
    });
  });

  it('reads fresh data: a plan change shows at once', async () => {
    const org = await t.newOrg();
    expect((await status(org)).data.plan_name).toBe('enterprise');
    await setPlan(t.deps, { orgId: org.orgId, plan: 'starter' });
    expect((await status(org)).data.plan_name).toBe('starter');
  });

  it('is documented in OpenAPI with the plans table and a nullable-aware schema', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const op = doc.paths['/entitlements/status'].get;
    expect(op.operationId).toBe('getEntitlementStatus');
    expect(op.description).toContain('| `free` (Free) |');
    expect(op.description).toContain('metered_usage_confirmation_required');
    const schema = op.responses['200'].content['application/json'].schema.properties.data;
    expect(schema.properties.trial_ends_at.anyOf).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'null' })]),
    );
    expect(Object.keys(schema.properties.quotas.properties)).toEqual([
      'recipes_per_month',
      'ingredient_resolutions',
    ]);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '401', '422', '500']));
  });
});
