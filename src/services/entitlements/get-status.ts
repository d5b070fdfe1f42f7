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
  /** The limit in force: the trial limit while trialing. */
  limit: number;
  used: number;
  remaining: number;
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
  /** Limited quotas only: a key absent here is unlimited. */
  quotas: Partial<Record<QuotaKey, QuotaStatus>>;
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
  const limited = QUOTA_KEYS.flatMap((key) => {
    const quota = effectiveQuota(access, key);
    return quota === null ? [] : [quota];
  });
  // Unlimited organizations have nothing to report, so their counters are not read.
  const counters = limited.length === 0 ? [] : await ctx.store.usage.listPeriod(ctx.orgId, period.period);
  const quotas: Partial<Record<QuotaKey, QuotaStatus>> = {};
  for (const quota of limited) {
    const key = quota.key;
    const used = counters.find((c) => c.quotaKey === key)?.used ?? 0;
    quotas[key] = {
      limit: quota.limit,
      used,
      remaining: Math.max(0, quota.limit - used),
      resetsAt: period.resetsAt,
      overagePerUnitCents: quota.overagePerUnitCents,
    };
  }
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
