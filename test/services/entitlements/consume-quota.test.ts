import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuotaKey } from '../../../src/domain/entitlements/plans.ts';
import { ConflictError, QuotaExceededError } from '../../../src/domain/errors.ts';
import { createOrganization } from '../../../src/services/accounts/accounts.ts';
import { type Deps, ulidGenerator } from '../../../src/services/context.ts';
import {
  consumeQuota,
  setMeteredUsage,
  setPlan,
  startTrial,
} from '../../../src/services/entitlements/index.ts';
import { createFoodCatalogue } from '../../../src/services/foods/catalogue.ts';
import { openStore } from '../../../src/store/open.ts';
import { manualClock } from '../../helpers/clock.ts';
import { engines, openTestStore, pgUrl, type TestStore } from '../../helpers/stores.ts';

describe.each(engines())('consumeQuota on %s', (engine) => {
  let db: TestStore;
  let deps: Deps;
  const clock = manualClock('2026-11-22T12:00:00.000Z');

  beforeAll(async () => {
    db = await openTestStore(engine);
    deps = { store: db.store, clock, ids: ulidGenerator(), foods: createFoodCatalogue(db.store) };
  });
  afterAll(async () => {
    await db.drop();
  });

  async function orgOn(plan: string, options: { metered?: boolean } = {}): Promise<string> {
    const org = await createOrganization(deps, { name: `${plan} kitchen` });
    await setPlan(deps, { orgId: org.id, plan });
    if (options.metered === true) {
      await setMeteredUsage(deps, { orgId: org.id, enabled: true });
    }
    return org.id;
  }

  function consume(
    orgId: string,
    requestId: string,
    key: QuotaKey,
    units: number,
    extra: { meteredUsageConfirmed?: boolean; fingerprint?: string } = {},
  ) {
    return db.store.transaction((tx) =>
      consumeQuota(tx, { orgId, requestId, clock }, { key, units, ...extra }),
    );
  }

  async function rejection(p: Promise<unknown>): Promise<unknown> {
    try {
      await p;
    } catch (err) {
      return err;
    }
    throw new Error('expected a rejection');
  }

  it('30 concurrent consumers of a quota of 10: exactly 10 admitted, the rest refused with 402', async () => {
    const orgId = await orgOn('free');
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => consume(orgId, `req-c${i}`, 'recipes_per_month', 1)),
    );
    const admitted = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(admitted).toHaveLength(10);
    expect(refused).toHaveLength(20);
    for (const r of refused) {
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(QuotaExceededError);
      expect((r as PromiseRejectedResult).reason.code).toBe('quota_exceeded');
    }
    const used = admitted
      .map((r) => (r as PromiseFulfilledResult<{ used: number }>).value.used)
      .sort((a, b) => a - b);
    expect(used).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await db.store.usage.used(orgId, 'recipes_per_month', '2026-11')).toBe(10);
  });

  it('30 concurrent consumers on the default (unlimited) plan: all admitted, counted exactly', async () => {
    const org = await createOrganization(deps, { name: 'default plan kitchen' });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => consume(org.id, `req-u${i}`, 'ingredient_resolutions', 2)),
    );
    expect(results.every((r) => r.limit === null && r.remaining === null)).toBe(true);
    expect(results.map((r) => r.used).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => 2 * (i + 1)),
    );
    expect(await db.store.usage.used(org.id, 'ingredient_resolutions', '2026-11')).toBe(60);
  });

  it.runIf(engine === 'postgres')(
    'two service instances (two pools on one database) share the counters exactly',
    async () => {
      const second = await openStore({
        engine: 'postgres',
        connectionString: pgUrl(),
        schema: db.schema as string,
        poolSize: 5,
        migrate: false,
      });
      try {
        const consumeOn = (store: typeof db.store, orgId: string, requestId: string) =>
          store.transaction((tx) =>
            consumeQuota(tx, { orgId, requestId, clock }, { key: 'recipes_per_month', units: 1 }),
          );
        const limited = await orgOn('free');
        const unlimited = (await createOrganization(deps, { name: 'two instances kitchen' })).id;
        const results = await Promise.allSettled(
          Array.from({ length: 30 }, (_, i) => [
            consumeOn(i % 2 === 0 ? db.store : second.store, limited, `req-i${i}`),
            consumeOn(i % 2 === 0 ? second.store : db.store, unlimited, `req-j${i}`),
          ]).flat(),
        );
        expect(results.filter((r) => r.status === 'rejected')).toHaveLength(20);
        expect(await db.store.usage.used(limited, 'recipes_per_month', '2026-11')).toBe(10);
        expect(await second.store.usage.used(unlimited, 'recipes_per_month', '2026-11')).toBe(30);
      } finally {
        await second.store.close();
      }
    },
  );

  it('concurrent consumers of 3 units against 10: three admitted, never 12', async () => {
    const orgId = await orgOn('free');
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => consume(orgId, `req-t${i}`, 'recipes_per_month', 3)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await db.store.usage.used(orgId, 'recipes_per_month', '2026-11')).toBe(9);
    // One unit still fits.
    await expect(consume(orgId, 'req-t-last', 'recipes_per_month', 1)).resolves.toMatchObject({
      used: 10,
      remaining: 0,
    });
  });

  it('confirmed metered usage under concurrency counts the overage exactly', async () => {
    const orgId = await orgOn('starter', { metered: true });
    await consume(orgId, 'req-m-base', 'recipes_per_month', 95);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        consume(orgId, `req-m${i}`, 'recipes_per_month', 1, { meteredUsageConfirmed: true }),
      ),
    );
    expect(results.reduce((n, r) => n + r.overageUnits, 0)).toBe(5);
    expect(await db.store.usage.listPeriod(orgId, '2026-11')).toEqual([
      { quotaKey: 'recipes_per_month', period: '2026-11', used: 105, overageUsed: 5 },
    ]);
  });

  it('concurrent retries with one request id consume once', async () => {
    const orgId = await orgOn('free');
    const results = await Promise.all(
      Array.from({ length: 8 }, () => consume(orgId, 'req-same', 'ingredient_resolutions', 4)),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(results.filter((r) => r.replayed)).toHaveLength(7);
    expect(await db.store.usage.used(orgId, 'ingredient_resolutions', '2026-11')).toBe(4);
  });

  it('a request id reused for something else is refused with 409 request_id_reused', async () => {
    const orgId = await orgOn('free');
    await consume(orgId, 'req-reuse', 'ingredient_resolutions', 2, { fingerprint: 'session:abc' });
    const err = await rejection(
      consume(orgId, 'req-reuse', 'ingredient_resolutions', 2, { fingerprint: 'session:def' }),
    );
    expect(err).toBeInstanceOf(ConflictError);
    expect(err).toMatchObject({ code: 'request_id_reused' });
    expect(await db.store.usage.used(orgId, 'ingredient_resolutions', '2026-11')).toBe(2);
  });

  it('consumes nothing when the operation fails after counting', async () => {
    const orgId = await orgOn('free');
    await expect(
      db.store.transaction(async (tx) => {
        await consumeQuota(
          tx,
          { orgId, requestId: 'req-fail', clock },
          { key: 'recipes_per_month', units: 1 },
        );
        throw new Error('the recipe could not be written');
      }),
    ).rejects.toThrow('the recipe could not be written');
    expect(await db.store.usage.used(orgId, 'recipes_per_month', '2026-11')).toBe(0);
    // The same request id is free for the retry.
    await expect(consume(orgId, 'req-fail', 'recipes_per_month', 1)).resolves.toMatchObject({
      replayed: false,
    });
  });

  it('a refusal leaves no claim even when the caller swallows it and commits', async () => {
    const orgId = await orgOn('free');
    await consume(orgId, 'req-fill', 'recipes_per_month', 10);
    await db.store.transaction(async (tx) => {
      await expect(
        consumeQuota(tx, { orgId, requestId: 'req-swallow', clock }, { key: 'recipes_per_month', units: 1 }),
      ).rejects.toBeInstanceOf(QuotaExceededError);
    });
    clock.set('2026-12-01T00:00:00.000Z');
    try {
      await expect(consume(orgId, 'req-swallow', 'recipes_per_month', 1)).resolves.toMatchObject({
        replayed: false,
        used: 1,
      });
    } finally {
      clock.set('2026-11-22T12:00:00.000Z');
    }
  });

  it('metered usage: unconfirmed → 402 with the cost; confirmed → admitted as overage; retried → not again', async () => {
    const orgId = await orgOn('starter', { metered: true });
    await consume(orgId, 'req-r-base', 'ingredient_resolutions', 998);
    const err = await rejection(consume(orgId, 'req-r1', 'ingredient_resolutions', 5));
    expect(err).toBeInstanceOf(QuotaExceededError);
    expect(err).toMatchObject({
      code: 'metered_usage_confirmation_required',
      extras: {
        quota_key: 'ingredient_resolutions',
        limit: 1000,
        used: 998,
        remaining: 2,
        requested_units: 5,
        units_over_allowance: 3,
        overage_per_unit_cents: '2.5',
        overage_cost_cents: '7.5',
        resets_at: '2026-12-01T00:00:00.000Z',
      },
    });
    expect(await db.store.usage.used(orgId, 'ingredient_resolutions', '2026-11')).toBe(998);
    const confirmed = await consume(orgId, 'req-r1', 'ingredient_resolutions', 5, {
      meteredUsageConfirmed: true,
    });
    expect(confirmed).toEqual({
      key: 'ingredient_resolutions',
      units: 5,
      overageUnits: 3,
      replayed: false,
      limit: 1000,
      used: 1003,
      remaining: 0,
      resetsAt: '2026-12-01T00:00:00.000Z',
    });
    const retried = await consume(orgId, 'req-r1', 'ingredient_resolutions', 5, {
      meteredUsageConfirmed: true,
    });
    expect(retried).toMatchObject({ replayed: true, units: 5, overageUnits: 3, used: 1003 });
    expect(await db.store.usage.listPeriod(orgId, '2026-11')).toEqual([
      { quotaKey: 'ingredient_resolutions', period: '2026-11', used: 1003, overageUsed: 3 },
    ]);
  });

  it('metered usage switched off: 402 quota_exceeded even when confirmed', async () => {
    const orgId = await orgOn('starter');
    await consume(orgId, 'req-o-base', 'recipes_per_month', 100);
    const err = await rejection(
      consume(orgId, 'req-o1', 'recipes_per_month', 1, { meteredUsageConfirmed: true }),
    );
    expect(err).toMatchObject({ code: 'quota_exceeded', extras: { used: 100, remaining: 0 } });
  });

  it('a trial has its own, smaller limit and admits no overage', async () => {
    const orgId = await orgOn('starter', { metered: true });
    await startTrial(deps, { orgId, plan: 'starter', days: 14 });
    await consume(orgId, 'req-trial-base', 'recipes_per_month', 10);
    const err = await rejection(
      consume(orgId, 'req-trial-1', 'recipes_per_month', 1, { meteredUsageConfirmed: true }),
    );
    expect(err).toMatchObject({ code: 'quota_exceeded', extras: { limit: 10, used: 10 } });
  });

  it('an unlimited quota records usage and admits everything', async () => {
    const org = await createOrganization(deps, { name: 'Default plan' });
    const r = await consume(org.id, 'req-u1', 'recipes_per_month', 5000);
    expect(r).toMatchObject({ limit: null, remaining: null, used: 5000, overageUnits: 0 });
  });

  it('counts per calendar month: the next month starts from zero', async () => {
    const orgId = await orgOn('free');
    await consume(orgId, 'req-month-1', 'recipes_per_month', 10);
    await expect(consume(orgId, 'req-month-2', 'recipes_per_month', 1)).rejects.toBeInstanceOf(
      QuotaExceededError,
    );
    clock.set('2026-12-01T00:00:00.000Z');
    try {
      await expect(consume(orgId, 'req-month-2', 'recipes_per_month', 1)).resolves.toMatchObject({
        used: 1,
        remaining: 9,
        resetsAt: '2027-01-01T00:00:00.000Z',
      });
      expect(await db.store.usage.used(orgId, 'recipes_per_month', '2026-11')).toBe(10);
    } finally {
      clock.set('2026-11-22T12:00:00.000Z');
    }
  });

  it('records nothing for zero units and refuses negative or fractional units', async () => {
    const orgId = await orgOn('free');
    await expect(consume(orgId, 'req-z', 'recipes_per_month', 0)).resolves.toMatchObject({ used: 0 });
    await expect(consume(orgId, 'req-neg', 'recipes_per_month', -1)).rejects.toThrow(RangeError);
    await expect(consume(orgId, 'req-frac', 'recipes_per_month', 1.5)).rejects.toThrow(RangeError);
  });
});
