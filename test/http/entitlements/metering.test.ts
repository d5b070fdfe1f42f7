import { Type } from 'typebox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConflictError } from '../../../src/domain/errors.ts';
import { contextOf } from '../../../src/http/reply.ts';
import { MeteredUsageConfirmedMember } from '../../../src/http/schemas/entitlements.ts';
import type { App } from '../../../src/http/types.ts';
import {
  consumeQuota,
  setMeteredUsage,
  setPlan,
  startTrial,
} from '../../../src/services/entitlements/index.ts';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { manualClock } from '../../helpers/clock.ts';

/**
 * Probe routes stand in for the metered operations other areas own: each runs its "operation" and
 * consumeQuota in one store transaction, exactly as a real route's service would.
 */
const START = '2026-11-22T12:00:00.000Z';
const clock = manualClock(START);
let t: TestApp;

const RecipeBody = Type.Object(
  { name: Type.String(), fail: Type.Optional(Type.Boolean()), ...MeteredUsageConfirmedMember },
  { additionalProperties: false },
);
const ResolutionBody = Type.Object(
  { items: Type.Array(Type.String(), { minItems: 1, maxItems: 50 }), ...MeteredUsageConfirmedMember },
  { additionalProperties: false },
);

function probes(app: App): void {
  for (const prefix of ['/studio', '/v1']) {
    app.post(`${prefix}/_probe/recipes`, { schema: { body: RecipeBody } }, async (request) => {
      const ctx = contextOf(request, t.deps);
      const r = await t.deps.store.transaction(async (tx) => {
        const consumed = await consumeQuota(tx, ctx, {
          key: 'recipes_per_month',
          units: 1,
          meteredUsageConfirmed: request.body.metered_usage_confirmed === true,
          fingerprint: 'createRecipe',
        });
        if (request.body.fail === true) {
          throw new ConflictError(
            'recipe_name_taken',
            `A recipe named "${request.body.name}" already exists.`,
          );
        }
        return consumed;
      });
      return { data: r };
    });
  }
  app.post('/studio/_probe/resolutions', { schema: { body: ResolutionBody } }, async (request) => {
    const ctx = contextOf(request, t.deps);
    const r = await t.deps.store.transaction((tx) =>
      consumeQuota(tx, ctx, {
        key: 'ingredient_resolutions',
        units: request.body.items.length,
        meteredUsageConfirmed: request.body.metered_usage_confirmed === true,
        fingerprint: `startIngredientResolution:${request.body.items.join('\n')}`,
      }),
    );
    return { data: r };
  });
}

beforeAll(async () => {
  t = await startTestApp({ clock, beforeReady: probes });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clock.set(START);
});

async function orgOn(plan: string, metered = false): Promise<TestOrg> {
  const org = await t.newOrg();
  await setPlan(t.deps, { orgId: org.orgId, plan });
  if (metered) {
    await setMeteredUsage(t.deps, { orgId: org.orgId, enabled: true });
  }
  return org;
}

async function fill(org: TestOrg, key: 'recipes_per_month' | 'ingredient_resolutions', units: number) {
  await t.deps.store.transaction((tx) =>
    consumeQuota(tx, { orgId: org.orgId, requestId: `fill-${Math.random()}`, clock }, { key, units }),
  );
}

function post(org: TestOrg, url: string, body: unknown, requestId?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...org.headers, ...(requestId === undefined ? {} : { 'x-request-id': requestId }) },
    payload: body as Record<string, unknown>,
  });
}

async function quotas(org: TestOrg) {
  return (await t.app.inject({ method: 'GET', url: '/entitlements/status', headers: org.headers })).json()
    .data.quotas;
}

describe('402 when a quota is exhausted', () => {
  it('Studio: problem+json naming the quota, its limit, used, remaining and reset', async () => {
    const org = await orgOn('free');
    await fill(org, 'recipes_per_month', 10);
    const res = await post(org, '/studio/_probe/recipes', { name: 'Pancakes' }, 'create-11');
    expect(res.statusCode).toBe(402);
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(res.json()).toEqual({
      type: 'https://api.test/errors/quota_exceeded',
      title: 'Quota Exceeded',
      status: 402,
      detail:
        'Quota recipes_per_month is exhausted: 10 of 10 used this month and this request needs 1; it resets at 2026-12-01T00:00:00.000Z. Upgrade the plan, or wait for the reset.',
      code: 'quota_exceeded',
      retryable: false,
      instance: '/studio/_probe/recipes',
      trace_id: 'create-11',
      errors: [],
      invalid_ids: [],
      quota_key: 'recipes_per_month',
      limit: 10,
      used: 10,
      remaining: 0,
      requested_units: 1,
      resets_at: '2026-12-01T00:00:00.000Z',
      metered_usage_enabled: false,
    });
  });

  it('/v1: the same figures in the /v1 error object', async () => {
    const org = await orgOn('free');
    await fill(org, 'recipes_per_month', 10);
    const res = await post(org, '/v1/_probe/recipes', { name: 'Pancakes' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      error: {
        code: 'quota_exceeded',
        message: expect.stringContaining('Quota recipes_per_month is exhausted'),
        details: [],
        quota_key: 'recipes_per_month',
        limit: 10,
        used: 10,
        remaining: 0,
        requested_units: 1,
        resets_at: '2026-12-01T00:00:00.000Z',
        metered_usage_enabled: false,
      },
    });
  });

  it('a plan that prices overage, with metered usage off, says how to continue', async () => {
    const org = await orgOn('starter');
    await fill(org, 'ingredient_resolutions', 1000);
    const res = await post(org, '/studio/_probe/resolutions', {
      items: ['1 egg'],
      metered_usage_confirmed: true,
    });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'quota_exceeded', metered_usage_enabled: false });
    expect(res.json().detail).toContain('Enable metered usage');
  });

  it('the allowance resets with the month', async () => {
    const org = await orgOn('free');
    await fill(org, 'recipes_per_month', 10);
    expect((await post(org, '/studio/_probe/recipes', { name: 'A' })).statusCode).toBe(402);
    clock.set('2026-12-01T00:00:00.000Z');
    const res = await post(org, '/studio/_probe/recipes', { name: 'A' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ used: 1, remaining: 9, resetsAt: '2027-01-01T00:00:00.000Z' });
  });

  it('a trial refuses at its own limit', async () => {
    const org = await t.newOrg();
    await startTrial(t.deps, { orgId: org.orgId, plan: 'starter' });
    await fill(org, 'recipes_per_month', 10);
    const res = await post(org, '/studio/_probe/recipes', { name: 'A' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'quota_exceeded', limit: 10, used: 10 });
  });
});

describe('metered usage confirmation', () => {
  it('402 with the units over and their cost; the confirmed retry is admitted once; a further retry replays', async () => {
    const org = await orgOn('starter', true);
    await fill(org, 'ingredient_resolutions', 998);
    const items = ['1 cup flour', '2 eggs', '1 cup milk', '1 tbsp sugar', 'pinch of salt'];

    const first = await post(org, '/studio/_probe/resolutions', { items }, 'agent-42');
    expect(first.statusCode).toBe(402);
    expect(first.json()).toEqual({
      type: 'https://api.test/errors/metered_usage_confirmation_required',
      title: 'Metered Usage Confirmation Required',
      status: 402,
      detail:
        'This request needs 5 unit(s) of ingredient_resolutions and 3 of them are beyond the monthly allowance (998 of 1000 used), at 2.5 cents each: 7.5 cents. Resend the same request with metered_usage_confirmed: true and the same X-Request-ID to accept the charge.',
      code: 'metered_usage_confirmation_required',
      retryable: false,
      instance: '/studio/_probe/resolutions',
      trace_id: 'agent-42',
      errors: [],
      invalid_ids: [],
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
    expect((await quotas(org)).ingredient_resolutions).toMatchObject({ used: 998, remaining: 2 });

    const confirmed = await post(
      org,
      '/studio/_probe/resolutions',
      { items, metered_usage_confirmed: true },
      'agent-42',
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['x-request-id']).toBe('agent-42');
    expect(confirmed.json().data).toMatchObject({ units: 5, overageUnits: 3, replayed: false, used: 1003 });

    const again = await post(
      org,
      '/studio/_probe/resolutions',
      { items, metered_usage_confirmed: true },
      'agent-42',
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ replayed: true, overageUnits: 3, used: 1003 });
    expect((await quotas(org)).ingredient_resolutions).toEqual({
      limit: 1000,
      used: 1003,
      remaining: 0,
      resets_at: '2026-12-01T00:00:00.000Z',
      overage_per_unit_cents: '2.5',
      unlimited: false,
    });
  });

  it('a 402 on a request that looked affordable means the allowance ran out concurrently, with the numbers', async () => {
    const org = await orgOn('starter', true);
    await fill(org, 'recipes_per_month', 99);
    expect((await quotas(org)).recipes_per_month.remaining).toBe(1);
    // Someone else takes the last unit between the status read and this request.
    expect((await post(org, '/studio/_probe/recipes', { name: 'Other' }, 'other-1')).statusCode).toBe(200);
    const res = await post(org, '/studio/_probe/recipes', { name: 'Mine' }, 'mine-1');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'metered_usage_confirmation_required',
      used: 100,
      remaining: 0,
      units_over_allowance: 1,
      overage_cost_cents: '25',
    });
    const confirmed = await post(
      org,
      '/studio/_probe/recipes',
      { name: 'Mine', metered_usage_confirmed: true },
      'mine-1',
    );
    expect(confirmed.json().data).toMatchObject({ overageUnits: 1, used: 101 });
  });

  it('a request id reused for a different request is refused with 409', async () => {
    const org = await orgOn('starter', true);
    expect((await post(org, '/studio/_probe/resolutions', { items: ['1 egg'] }, 'reuse-1')).statusCode).toBe(
      200,
    );
    const res = await post(org, '/studio/_probe/resolutions', { items: ['2 eggs', 'milk'] }, 'reuse-1');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'request_id_reused', quota_key: 'ingredient_resolutions' });
    expect((await quotas(org)).ingredient_resolutions.used).toBe(1);
  });
});

describe('atomic with the operation', () => {
  it('an operation that fails consumes nothing', async () => {
    const org = await orgOn('free');
    const res = await post(org, '/studio/_probe/recipes', { name: 'Taken', fail: true });
    expect(res.statusCode).toBe(409);
    expect((await quotas(org)).recipes_per_month.used).toBe(0);
  });

  it('30 concurrent requests against a quota of 10: exactly 10 succeed', async () => {
    const org = await orgOn('free');
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(org, '/studio/_probe/recipes', { name: `R${i}` }, `conc-${i}`),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 402)).toHaveLength(20);
    expect((await quotas(org)).recipes_per_month).toMatchObject({ used: 10, remaining: 0 });
  });
});
