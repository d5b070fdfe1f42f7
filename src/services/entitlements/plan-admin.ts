import type { Organization } from '../../domain/accounts.ts';
import {
  DEFAULT_TRIAL_PLAN,
  isPlanName,
  PLAN_NAMES,
  PLANS,
  type PlanName,
} from '../../domain/entitlements/plans.ts';
import {
  type EntitlementState,
  isSuspensionReason,
  SUSPENSION_REASONS,
  usagePeriodOf,
} from '../../domain/entitlements/state.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { createOrganization } from '../accounts/accounts.ts';
import type { Deps } from '../context.ts';
import { loadEntitlementState } from './load-state.ts';

/**
 * Operator verbs (the CLI) that change an organization's entitlement facts. Each one reads the
 * state, applies one change and saves it in a single transaction. The HTTP hooks cache states for
 * a few seconds, so a change made here reaches a running service within that time.
 */

const DAY_MS = 86_400_000;
const MAX_TRIAL_DAYS = 90;

async function changeState(
  deps: Deps,
  orgId: string,
  change: (state: EntitlementState, now: Date) => EntitlementState,
): Promise<EntitlementState> {
  const now = deps.clock.now();
  return deps.store.transaction(async (tx) => {
    if ((await tx.orgs.get(orgId)) === undefined) {
      throw new NotFoundError('organization_not_found', `Organization ${orgId} does not exist.`);
    }
    const next = change(await loadEntitlementState(tx, orgId), now);
    await tx.entitlements.save(orgId, next, now.toISOString());
    return next;
  });
}

export function parsePlanName(name: string): PlanName {
  if (!isPlanName(name)) {
    throw new ValidationError(`Unknown plan ${JSON.stringify(name)}; plans: ${PLAN_NAMES.join(', ')}.`, [
      { loc: ['plan'], msg: `must be one of ${PLAN_NAMES.join(', ')}`, type: 'enum', input: name },
    ]);
  }
  return name;
}

/**
 * Puts the organization on a plan as a paying customer: a trial (running or expired) converts and
 * a scheduled cancellation is withdrawn. A manual suspension stays until `restoreWrites`.
 */
export async function setPlan(deps: Deps, input: { orgId: string; plan: string }): Promise<EntitlementState> {
  const planName = parsePlanName(input.plan);
  return changeState(deps, input.orgId, (s) => ({
    ...s,
    planName,
    trialEndsAt: null,
    pendingCancellationAt: null,
  }));
}

/** Creates an organization already on a plan (the plan is checked before anything is written). */
export async function createOrganizationOnPlan(
  deps: Deps,
  input: { name: string; plan: string },
): Promise<{ org: Organization; state: EntitlementState }> {
  parsePlanName(input.plan);
  const org = await createOrganization(deps, { name: input.name });
  const state = await setPlan(deps, { orgId: org.id, plan: input.plan });
  return { org, state };
}

/**
 * Starts (or restarts) a trial of a plan: the organization moves to that plan with the trial's
 * limits until `trialEndsAt`. Unless converted by then (`endTrial` converted, or `setPlan`), it
 * becomes read-only with reason trial_expired.
 */
export async function startTrial(
  deps: Deps,
  input: { orgId: string; plan?: string; days?: number },
): Promise<EntitlementState> {
  const planName = parsePlanName(input.plan ?? DEFAULT_TRIAL_PLAN);
  const trial = PLANS[planName].trial;
  if (trial === null) {
    throw new ConflictError('trial_not_available', `The ${planName} plan has no trial.`);
  }
  const days = input.days ?? trial.defaultDays;
  if (!Number.isInteger(days) || days < 1 || days > MAX_TRIAL_DAYS) {
    throw new ValidationError(`A trial lasts 1–${MAX_TRIAL_DAYS} whole days.`, [
      { loc: ['days'], msg: `must be an integer from 1 to ${MAX_TRIAL_DAYS}`, type: 'range', input: days },
    ]);
  }
  return changeState(deps, input.orgId, (s, now) => ({
    ...s,
    planName,
    trialEndsAt: new Date(now.getTime() + days * DAY_MS).toISOString(),
    pendingCancellationAt: null,
  }));
}

export type TrialOutcome = 'converted' | 'expired';

/**
 * Ends the organization's trial now. `converted`: it stays on the trial's plan as a paying customer
 * with the plan's full limits and full write access. `expired`: the trial ends as if its time had
 * run out (read-only, reason trial_expired, until a plan is set).
 */
export async function endTrial(
  deps: Deps,
  input: { orgId: string; outcome: TrialOutcome },
): Promise<EntitlementState> {
  return changeState(deps, input.orgId, (s, now) => {
    if (s.trialEndsAt === null) {
      throw new ConflictError('no_trial', `Organization ${input.orgId} is not on a trial.`);
    }
    if (input.outcome === 'converted') {
      return { ...s, trialEndsAt: null };
    }
    const endsAt = Math.min(Date.parse(s.trialEndsAt), now.getTime());
    return { ...s, trialEndsAt: new Date(endsAt).toISOString() };
  });
}

/** Turns metered usage (charges beyond the monthly allowance) on or off. */
export async function setMeteredUsage(
  deps: Deps,
  input: { orgId: string; enabled: boolean },
): Promise<EntitlementState> {
  return changeState(deps, input.orgId, (s) => {
    const plan = PLANS[s.planName];
    if (input.enabled && !Object.values(plan.quotas).some((q) => q.overagePerUnitCents !== null)) {
      throw new ConflictError(
        'metered_usage_not_in_plan',
        `The ${plan.name} plan has no metered usage: its limits are hard.`,
      );
    }
    return { ...s, meteredUsageEnabled: input.enabled };
  });
}

/**
 * Schedules the subscription's end: from `at` (default: the end of the current monthly period)
 * the organization is read-only with reason cancelled. Until then nothing changes.
 */
export async function scheduleCancellation(
  deps: Deps,
  input: { orgId: string; at?: string },
): Promise<EntitlementState> {
  let at: string | undefined;
  if (input.at !== undefined) {
    const t = Date.parse(input.at);
    if (Number.isNaN(t)) {
      throw new ValidationError('The cancellation time must be an ISO-8601 date-time.', [
        { loc: ['at'], msg: 'must be an ISO-8601 date-time', type: 'format', input: input.at },
      ]);
    }
    at = new Date(t).toISOString();
  }
  return changeState(deps, input.orgId, (s, now) => ({
    ...s,
    pendingCancellationAt: at ?? usagePeriodOf(now).resetsAt,
  }));
}

/** Withdraws a scheduled (or reached) cancellation. */
export async function resumeSubscription(deps: Deps, input: { orgId: string }): Promise<EntitlementState> {
  return changeState(deps, input.orgId, (s) => ({ ...s, pendingCancellationAt: null }));
}

/** Suspends writes by hand (payment overdue, abuse…): the organization stays readable. */
export async function suspendWrites(
  deps: Deps,
  input: { orgId: string; reason: string },
): Promise<EntitlementState> {
  const reason = input.reason;
  if (!isSuspensionReason(reason)) {
    throw new ValidationError(`Unknown reason; reasons: ${SUSPENSION_REASONS.join(', ')}.`, [
      {
        loc: ['reason'],
        msg: `must be one of ${SUSPENSION_REASONS.join(', ')}`,
        type: 'enum',
        input: reason,
      },
    ]);
  }
  return changeState(deps, input.orgId, (s) => ({ ...s, suspendedReason: reason }));
}

/** Lifts a manual suspension. */
export async function restoreWrites(deps: Deps, input: { orgId: string }): Promise<EntitlementState> {
  return changeState(deps, input.orgId, (s) => ({ ...s, suspendedReason: null }));
}
