import type { QuotaKey } from '../../domain/entitlements/plans.ts';
import {
  effectiveQuota,
  evaluateAccess,
  meteredConfirmationRequired,
  quotaExceeded,
  unitsOverAllowance,
  usagePeriodOf,
} from '../../domain/entitlements/state.ts';
import { ConflictError } from '../../domain/errors.ts';
import type { StoreRepos } from '../../store/store.ts';
import type { ServiceContext } from '../context.ts';
import { loadEntitlementState } from './load-state.ts';

export interface ConsumeQuotaInput {
  key: QuotaKey;
  /** Units the operation uses: 1 per recipe, 1 per resolution item… (0 records nothing). */
  units: number;
  /** The client accepted metered usage beyond the allowance (`metered_usage_confirmed: true`). */
  meteredUsageConfirmed?: boolean;
  /**
   * What the request pays for, e.g. `createRecipe` or `startIngredientResolution:<items hash>`. A
   * request id already used for this quota with another fingerprint is refused (409
   * request_id_reused) instead of being taken for a retry. Default: the units.
   */
  fingerprint?: string;
}

export interface QuotaConsumption {
  key: QuotaKey;
  units: number;
  /** Units admitted beyond the allowance (charged as metered usage). */
  overageUnits: number;
  /** True when this request id had already consumed: nothing was consumed again. */
  replayed: boolean;
  /** null: the quota is unlimited for this organization. */
  limit: number | null;
  /** Units used this period after this request. */
  used: number;
  remaining: number | null;
  resetsAt: string;
}

/** The store repositories consumeQuota writes to: pass the caller's transaction. */
export type QuotaTx = Pick<StoreRepos, 'entitlements' | 'usage'>;
export type QuotaContext = Pick<ServiceContext, 'orgId' | 'requestId' | 'clock'>;

/**
 * Counts `units` of a monthly quota for the calling organization, atomically with the caller's
 * operation: call it INSIDE the operation's store transaction, FIRST, before the operation's own
 * writes, and let any error it throws propagate out of the transaction, so a refused or failed
 * operation consumes nothing.
 *
 * - No limit for the key (absent from the plan): the usage is recorded and admitted.
 * - Within the allowance: admitted by one conditional increment (`used + units <= limit`).
 * - Beyond it, metered usage not available: 402 `quota_exceeded` naming the quota, limit, used,
 *   remaining and resets_at.
 * - Beyond it, metered usage on but `meteredUsageConfirmed` not set: 402
 *   `metered_usage_confirmation_required` with the units over the allowance and their cost.
 * - Beyond it and confirmed: admitted; the units past the limit are recorded as overage.
 *
 * The request id (`ctx.requestId`, the X-Request-ID) is recorded per quota key: a retry with the
 * same X-Request-ID after a success returns `replayed: true` and consumes nothing. The operation
 * was then already performed for that request id: answer with its original result instead of
 * performing it again, or a client could reuse one X-Request-ID to pay once for many operations.
 *
 * Why first: on PostgreSQL the counter row stays locked until the transaction ends; when every
 * metered transaction takes it before any other row, no lock cycle can go through it, and the
 * caller learns of a replay or a refusal before doing any work. Consume at most one quota key per
 * transaction, or several in QUOTA_KEYS order.
 */
export async function consumeQuota(
  tx: QuotaTx,
  ctx: QuotaContext,
  input: ConsumeQuotaInput,
): Promise<QuotaConsumption> {
  const { key, units } = input;
  if (!Number.isSafeInteger(units) || units < 0) {
    throw new RangeError(`quota units must be a non-negative integer, got ${units}`);
  }
  const now = ctx.clock.now();
  const period = usagePeriodOf(now);
  const access = evaluateAccess(await loadEntitlementState(tx, ctx.orgId), now);
  const quota = effectiveQuota(access, key);
  const result = (used: number, overageUnits: number, replayed: boolean): QuotaConsumption => ({
    key,
    units,
    overageUnits,
    replayed,
    limit: quota?.limit ?? null,
    used,
    remaining: quota === null ? null : Math.max(0, quota.limit - used),
    resetsAt: period.resetsAt,
  });
  if (units === 0) {
    return result(await tx.usage.used(ctx.orgId, key, period.period), 0, false);
  }

  const fingerprint = input.fingerprint ?? `units:${units}`;
  const prior = await tx.usage.claim({
    orgId: ctx.orgId,
    quotaKey: key,
    requestId: ctx.requestId,
    period: period.period,
    units,
    overageUnits: 0,
    fingerprint,
    createdAt: now.toISOString(),
  });
  if (prior !== undefined) {
    if (prior.fingerprint !== fingerprint) {
      throw new ConflictError(
        'request_id_reused',
        `X-Request-ID ${ctx.requestId} was already used for another ${key} request; send a new X-Request-ID.`,
        { quota_key: key, request_id: ctx.requestId },
      );
    }
    return {
      ...result(await tx.usage.used(ctx.orgId, key, period.period), prior.overageUnits, true),
      units: prior.units,
    };
  }

  const increment = { orgId: ctx.orgId, quotaKey: key, period: period.period, units };
  if (quota === null) {
    const used = await tx.usage.increment({ ...increment, limit: null });
    return result(used ?? units, 0, false);
  }
  if (input.meteredUsageConfirmed === true && quota.meteredUsageAllowed) {
    const used = (await tx.usage.increment({ ...increment, limit: null })) ?? units;
    // The counter row is locked by the increment until the transaction ends, so `used` is exact.
    const over = unitsOverAllowance(used - units, units, quota.limit);
    if (over > 0) {
      await tx.usage.addOverage(ctx.orgId, key, period.period, over);
      await tx.usage.settleClaim(ctx.orgId, key, ctx.requestId, over);
    }
    return result(used, over, false);
  }
  const used = await tx.usage.increment({ ...increment, limit: quota.limit });
  if (used !== undefined) {
    return result(used, 0, false);
  }
  // Refused: forget the claim even if the caller swallowed the error and committed.
  await tx.usage.releaseClaim(ctx.orgId, key, ctx.requestId);
  const figures = {
    quota,
    used: await tx.usage.used(ctx.orgId, key, period.period),
    requestedUnits: units,
    period,
  };
  if (quota.meteredUsageAllowed && quota.overagePerUnitCents !== null) {
    throw meteredConfirmationRequired(figures, quota.overagePerUnitCents);
  }
  throw quotaExceeded(figures, access);
}
