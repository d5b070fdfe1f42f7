import { type PlanName, QUOTA_KEYS, type QuotaKey } from '../../domain/entitlements/plans.ts';
import { effectiveQuota, evaluateAccess, usagePeriodOf } from '../../domain/entitlements/state.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import type { Deps } from '../context.ts';
import { loadEntitlementState } from './load-state.ts';

export interface UsageLine {
  key: QuotaKey;
  /** null: unlimited. */
  limit: number | null;
  used: number;
  overageUsed: number;
}

export interface UsageReport {
  orgId: string;
  planName: PlanName;
  period: string;
  resetsAt: string;
  lines: UsageLine[];
}

/**
 * Every quota's usage in a month (default: the current one), limited or not, with the units
 * admitted beyond the allowance. Limits are the ones in force now.
 */
export async function showUsage(deps: Deps, input: { orgId: string; period?: string }): Promise<UsageReport> {
  if ((await deps.store.orgs.get(input.orgId)) === undefined) {
    throw new NotFoundError('organization_not_found', `Organization ${input.orgId} does not exist.`);
  }
  const now = deps.clock.now();
  let period = usagePeriodOf(now);
  if (input.period !== undefined) {
    const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(input.period);
    if (m === null) {
      throw new ValidationError('The period is a month, YYYY-MM.', [
        { loc: ['period'], msg: 'must be YYYY-MM', type: 'format', input: input.period },
      ]);
    }
    period = usagePeriodOf(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)));
  }
  const access = evaluateAccess(await loadEntitlementState(deps.store, input.orgId), now);
  const counters = await deps.store.usage.listPeriod(input.orgId, period.period);
  return {
    orgId: input.orgId,
    planName: access.plan.name,
    period: period.period,
    resetsAt: period.resetsAt,
    lines: QUOTA_KEYS.map((key) => {
      const c = counters.find((x) => x.quotaKey === key);
      return {
        key,
        limit: effectiveQuota(access, key)?.limit ?? null,
        used: c?.used ?? 0,
        overageUsed: c?.overageUsed ?? 0,
      };
    }),
  };
}
