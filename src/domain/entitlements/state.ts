import { dec, decString } from '../decimal.ts';
import { ForbiddenError, QuotaExceededError } from '../errors.ts';
import { DEFAULT_PLAN, type FeatureGate, PLANS, type Plan, type PlanName, type QuotaKey } from './plans.ts';

/**
 * An organization's entitlement state and the rules derived from it. Only facts are stored (plan,
 * trial end, scheduled cancellation, metered-usage switch, manual suspension); whether the
 * organization is trialing and whether it may write are derived from them and the clock at the
 * moment of asking, so a trial expires at its exact instant without any job running.
 */

/** Reasons an operator suspends writes by hand (`access suspend`). */
export const SUSPENSION_REASONS = ['payment_overdue', 'suspended'] as const;
export type SuspensionReason = (typeof SUSPENSION_REASONS)[number];

export const WRITE_ACCESS_REASONS = ['payment_overdue', 'suspended', 'cancelled', 'trial_expired'] as const;
export type WriteAccessReason = (typeof WRITE_ACCESS_REASONS)[number];

export type WriteAccess = 'full' | 'read_only';

export interface EntitlementState {
  planName: PlanName;
  /** Set while the organization is on a trial of `planName` (running or ended unconverted). */
  trialEndsAt: string | null;
  /** From this instant on the subscription is cancelled. */
  pendingCancellationAt: string | null;
  /** The organization accepts charges beyond its monthly allowance (where its plan prices them). */
  meteredUsageEnabled: boolean;
  /** Writes suspended by an operator, with the reason given. */
  suspendedReason: SuspensionReason | null;
}

/** The state of an organization that was never given one (see DEFAULT_PLAN). */
export function defaultEntitlementState(): EntitlementState {
  return {
    planName: DEFAULT_PLAN,
    trialEndsAt: null,
    pendingCancellationAt: null,
    meteredUsageEnabled: false,
    suspendedReason: null,
  };
}

export function isSuspensionReason(value: string): value is SuspensionReason {
  return (SUSPENSION_REASONS as readonly string[]).includes(value);
}

const DAY_MS = 86_400_000;

export interface Access {
  plan: Plan;
  isTrialing: boolean;
  /** Whole days left, rounded up (14 on a trial's first day, 1 on its last); 0 once ended; null without a trial. */
  trialDaysRemaining: number | null;
  writeAccess: WriteAccess;
  writeAccessReason: WriteAccessReason | null;
  /** Effective: the switch is on, the plan prices overage, and no trial is running. */
  meteredUsageEnabled: boolean;
}

function reached(instant: string | null, now: Date): boolean {
  return instant !== null && Date.parse(instant) <= now.getTime();
}

/**
 * Write access, in order of precedence: a manual suspension (its reason), a cancellation whose
 * date has come (`cancelled`), a trial that ended without converting (`trial_expired`);
 * otherwise full.
 */
export function evaluateAccess(state: EntitlementState, now: Date): Access {
  const plan = PLANS[state.planName];
  const trialEnds = state.trialEndsAt === null ? null : Date.parse(state.trialEndsAt);
  const isTrialing = trialEnds !== null && now.getTime() < trialEnds;
  const trialDaysRemaining =
    trialEnds === null ? null : Math.max(0, Math.ceil((trialEnds - now.getTime()) / DAY_MS));
  let writeAccessReason: WriteAccessReason | null = null;
  if (state.suspendedReason !== null) {
    writeAccessReason = state.suspendedReason;
  } else if (reached(state.pendingCancellationAt, now)) {
    writeAccessReason = 'cancelled';
  } else if (reached(state.trialEndsAt, now)) {
    writeAccessReason = 'trial_expired';
  }
  const pricesOverage = Object.values(plan.quotas).some((q) => q.overagePerUnitCents !== null);
  return {
    plan,
    isTrialing,
    trialDaysRemaining,
    writeAccess: writeAccessReason === null ? 'full' : 'read_only',
    writeAccessReason,
    meteredUsageEnabled: state.meteredUsageEnabled && pricesOverage && !isTrialing,
  };
}

export interface EffectiveQuota {
  key: QuotaKey;
  /** The monthly limit in force now: the trial limit while trialing. */
  limit: number;
  /** The plan's price per unit beyond the allowance (null: hard limit). */
  overagePerUnitCents: string | null;
  /** Whether usage beyond the limit may be admitted (after confirmation) right now. */
  meteredUsageAllowed: boolean;
}

/** The limit in force for `key`, or null when nothing limits it. */
export function effectiveQuota(access: Access, key: QuotaKey): EffectiveQuota | null {
  const terms = access.plan.quotas[key];
  const trialLimit = access.isTrialing ? access.plan.trial?.limits[key] : undefined;
  const limit = trialLimit ?? terms?.monthlyLimit;
  if (limit === undefined) {
    return null;
  }
  const overagePerUnitCents = terms?.overagePerUnitCents ?? null;
  return {
    key,
    limit,
    overagePerUnitCents,
    meteredUsageAllowed: access.meteredUsageEnabled && overagePerUnitCents !== null,
  };
}

export interface UsagePeriod {
  /** The calendar month in UTC, `YYYY-MM`. */
  period: string;
  startsAt: string;
  /** Start of the next month: when every counter of this period resets. */
  resetsAt: string;
}

export function usagePeriodOf(now: Date): UsagePeriod {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  return {
    period: `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}`,
    startsAt: new Date(Date.UTC(y, m, 1)).toISOString(),
    resetsAt: new Date(Date.UTC(y, m + 1, 1)).toISOString(),
  };
}

/** units × price per unit, in cents, as an exact decimal string ("7.5"). */
export function overageCostCents(units: number, perUnitCents: string): string {
  return decString(dec(perUnitCents).times(units));
}

/** Units of a request that fall beyond the limit, given the counter before it. */
export function unitsOverAllowance(usedBefore: number, units: number, limit: number): number {
  return Math.min(units, Math.max(0, usedBefore + units - limit));
}

export interface QuotaFigures {
  quota: EffectiveQuota;
  /** Units used this period when the request was refused. */
  used: number;
  requestedUnits: number;
  period: UsagePeriod;
}

function figures(f: QuotaFigures): Record<string, unknown> {
  return {
    quota_key: f.quota.key,
    limit: f.quota.limit,
    used: f.used,
    remaining: Math.max(0, f.quota.limit - f.used),
    requested_units: f.requestedUnits,
    resets_at: f.period.resetsAt,
  };
}

/** 402 quota_exceeded: the request does not fit the allowance and no overage may be admitted. */
export function quotaExceeded(f: QuotaFigures, access: Access): QuotaExceededError {
  const hint =
    f.quota.overagePerUnitCents !== null && !access.isTrialing
      ? ' Enable metered usage to continue beyond the allowance, or upgrade the plan.'
      : ' Upgrade the plan, or wait for the reset.';
  return new QuotaExceededError(
    `Quota ${f.quota.key} is exhausted: ${f.used} of ${f.quota.limit} used this month and this request needs ${f.requestedUnits}; it resets at ${f.period.resetsAt}.${hint}`,
    { ...figures(f), metered_usage_enabled: access.meteredUsageEnabled },
  );
}

/**
 * 402 metered_usage_confirmation_required: the request goes beyond the allowance, the organization
 * accepts metered usage, and the client must confirm the charge.
 */
export function meteredConfirmationRequired(f: QuotaFigures, perUnitCents: string): QuotaExceededError {
  const over = unitsOverAllowance(f.used, f.requestedUnits, f.quota.limit);
  const cost = overageCostCents(over, perUnitCents);
  return new QuotaExceededError(
    `This request needs ${f.requestedUnits} unit(s) of ${f.quota.key} and ${over} of them are beyond the monthly allowance (${f.used} of ${f.quota.limit} used), at ${perUnitCents} cents each: ${cost} cents. Resend the same request with metered_usage_confirmed: true and the same X-Request-ID to accept the charge.`,
    {
      ...figures(f),
      metered_usage_enabled: true,
      units_over_allowance: over,
      overage_per_unit_cents: perUnitCents,
      overage_cost_cents: cost,
    },
    'metered_usage_confirmation_required',
  );
}

const READ_ONLY_BECAUSE: Record<WriteAccessReason, string> = {
  payment_overdue: 'Payment is overdue',
  suspended: 'Writes are suspended for this organization',
  cancelled: 'The subscription is cancelled',
  trial_expired: 'The trial has ended without converting to a paid plan',
};

/** 403 when the plan lacks a feature the route needs, or a mutation meets read-only write access. */
export function assertRouteAllowed(
  state: EntitlementState,
  now: Date,
  route: { features: readonly FeatureGate[]; mutation: boolean },
): void {
  const access = evaluateAccess(state, now);
  const missing = route.features.find((f) => !access.plan.featureGates.includes(f));
  if (missing !== undefined) {
    throw new ForbiddenError(
      'feature_not_in_plan',
      `The ${access.plan.displayName} plan (${access.plan.name}) does not include the ${missing} feature.`,
      { feature: missing, plan_name: access.plan.name },
    );
  }
  if (route.mutation && access.writeAccessReason !== null) {
    throw new ForbiddenError(
      'write_access_read_only',
      `${READ_ONLY_BECAUSE[access.writeAccessReason]}, so write access is read-only: reads keep working, changes are refused.`,
      { write_access: access.writeAccess, write_access_reason: access.writeAccessReason },
    );
  }
}
