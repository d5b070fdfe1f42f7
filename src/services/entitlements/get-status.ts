import {
  type FeatureGate,
  type PlanName,
  QUOTA_KEYS,
  type QuotaKey,
} from '../../domain/entitlements/plans.ts';
import {
  effectiveQuota,
  evaluateAccess,
  usagePeriodOf,
  type WriteAccess,
  type WriteAccessReason,
} from '../../domain/entitlements/state.ts';
import type { ServiceContext } from '../context.ts';
import { loadEntitlementState } from './load-state.ts';

export interface QuotaStatus {
  /** The limit in force: the trial limit while trialing; null when the plan does not limit the key. */
  limit: number | null;
  /** Units used this month (counted on every plan, limited or not). */
  used: number;
  /** max(0, limit − used); null when unlimited. */
  remaining: number | null;
  resetsAt: string;
  overagePerUnitCents: string | null;
}

export interface EntitlementStatus {
  planName: PlanName;
  displayName: string;
  isTrialing: boolean;
  trialEndsAt: string | null;
  trialDaysRemaining: number | null;
  pendingCancellationAt: string | null;
  featureGates: FeatureGate[];
  /** Every metered quota key, limited or not. */
  quotas: Record<QuotaKey, QuotaStatus>;
  writeAccess: WriteAccess;
  writeAccessReason: WriteAccessReason | null;
  meteredUsageEnabled: boolean;
}

/** The calling organization's plan, trial, access and this month's usage, read fresh from the store. */
export async function getEntitlementStatus({ ctx }: { ctx: ServiceContext }): Promise<EntitlementStatus> {
  const now = ctx.clock.now();
  const period = usagePeriodOf(now);
  const state = await loadEntitlementState(ctx.store, ctx.orgId);
  const access = evaluateAccess(state, now);
  const counters = await ctx.store.usage.listPeriod(ctx.orgId, period.period);
  const quotas = Object.fromEntries(
    QUOTA_KEYS.map((key) => {
      const quota = effectiveQuota(access, key);
      const used = counters.find((c) => c.quotaKey === key)?.used ?? 0;
      const status: QuotaStatus = {
        limit: quota?.limit ?? null,
        used,
        remaining: quota === null ? null : Math.max(0, quota.limit - used),
        resetsAt: period.resetsAt,
        overagePerUnitCents: quota?.overagePerUnitCents ?? null,
      };
      return [key, status];
    }),
  ) as Record<QuotaKey, QuotaStatus>;
  return {
    planName: access.plan.name,
    displayName: access.plan.displayName,
    isTrialing: access.isTrialing,
    trialEndsAt: state.trialEndsAt,
    trialDaysRemaining: access.trialDaysRemaining,
    pendingCancellationAt: state.pendingCancellationAt,
    featureGates: [...access.plan.featureGates],
    quotas,
    writeAccess: access.writeAccess,
    writeAccessReason: access.writeAccessReason,
    meteredUsageEnabled: access.meteredUsageEnabled,
  };
}
