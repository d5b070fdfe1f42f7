import { PLAN_NAMES, PLANS, QUOTA_KEYS } from '../domain/entitlements/plans.ts';
import { type EntitlementState, evaluateAccess } from '../domain/entitlements/state.ts';
import type { Deps } from '../services/context.ts';
import {
  endTrial,
  restoreWrites,
  resumeSubscription,
  scheduleCancellation,
  setMeteredUsage,
  setPlan,
  showUsage,
  startTrial,
  suspendWrites,
} from '../services/entitlements/index.ts';
import { type Args, flag, requireFlag, UsageError } from './args.ts';

/** Operator commands for plans, trials, metered usage, cancellation, suspension and usage. */
export const ENTITLEMENT_USAGE = `  plans list                         the plans, their gates, quotas and overage prices
  plans set --org <id> <plan>        put an organization on a plan (converts a trial, withdraws a cancellation)
  plans cancel --org <id> [--at t]   cancel at t (default: end of this month); read-only from then on
  plans resume --org <id>            withdraw a cancellation
  trials start --org <id> [--plan professional] [--days 14]
                                     start a trial of a plan with the trial's limits
  trials end --org <id> [--expire]   end the trial now: converted (default), or expired (read-only)
  metered on|off --org <id>          accept or refuse usage beyond the monthly allowance
  access suspend --org <id> [--reason payment_overdue|suspended]
                                     make an organization read-only
  access restore --org <id>          lift a suspension
  usage show --org <id> [--period YYYY-MM]
                                     quota usage of a month (default: this one)`;

type Handler = (deps: Deps, args: Args) => Promise<void>;

function out(line: string): void {
  process.stdout.write(`${line}\n`);
}

/** One line describing an organization's entitlements as they stand now. */
function summary(orgId: string, state: EntitlementState, now: Date): string {
  const access = evaluateAccess(state, now);
  const parts = [
    `${orgId}: plan ${state.planName}`,
    state.trialEndsAt === null
      ? 'no trial'
      : access.isTrialing
        ? `trial until ${state.trialEndsAt} (${access.trialDaysRemaining} day(s) left)`
        : `trial ended ${state.trialEndsAt}`,
    `write access ${access.writeAccess}${access.writeAccessReason === null ? '' : ` (${access.writeAccessReason})`}`,
    `metered usage ${state.meteredUsageEnabled ? 'on' : 'off'}${state.meteredUsageEnabled && !access.meteredUsageEnabled ? ' (not in effect)' : ''}`,
  ];
  if (state.pendingCancellationAt !== null) {
    parts.push(`cancels at ${state.pendingCancellationAt}`);
  }
  return parts.join('; ');
}

function intFlag(args: Args, name: string): number | undefined {
  const v = flag(args, name);
  if (v === undefined) {
    return undefined;
  }
  if (!/^\d+$/.test(v)) {
    throw new UsageError(`--${name} takes a whole number`);
  }
  return Number(v);
}

function metered(enabled: boolean): Handler {
  return async (deps, args) => {
    const orgId = requireFlag(args, 'org');
    out(summary(orgId, await setMeteredUsage(deps, { orgId, enabled }), deps.clock.now()));
  };
}

export const ENTITLEMENT_COMMANDS: Record<string, Handler> = {
  'plans list': async () => {
    for (const name of PLAN_NAMES) {
      const plan = PLANS[name];
      const quotas = QUOTA_KEYS.map((k) => {
        const q = plan.quotas[k];
        const trial = plan.trial?.limits[k];
        const trialText = trial === undefined ? '' : `, trial ${trial}`;
        if (q === undefined) {
          return `${k} unlimited${trialText}`;
        }
        const price = q.overagePerUnitCents === null ? ' (hard)' : ` (+${q.overagePerUnitCents}¢/unit)`;
        return `${k} ${q.monthlyLimit}/month${price}${trialText}`;
      });
      out(`${name}\t${plan.displayName}\t${plan.featureGates.join(',')}\t${quotas.join('; ')}`);
    }
  },
  'plans set': async (deps, args) => {
    const orgId = requireFlag(args, 'org');
    const plan = args.positional[2];
    if (plan === undefined) {
      throw new UsageError(`plans set --org <id> <${PLAN_NAMES.join('|')}>`);
    }
    out(summary(orgId, await setPlan(deps, { orgId, plan }), deps.clock.now()));
  },
  'plans cancel': async (deps, args) => {
    const orgId = requireFlag(args, 'org');
    const at = flag(args, 'at');
    out(
      summary(
        orgId,
        await scheduleCancellation(deps, { orgId, ...(at === undefined ? {} : { at }) }),
        deps.clock.now(),
      ),
    );
  },
  'plans resume': async (deps, args) => {
    const orgId = requireFlag(args, 'org');
    out(summary(orgId, await resumeSubscription(deps, { orgId }), deps.clock.now()));
  },
  'trials start': async (deps, args) => {
    const orgId = requireFlag(args, 'org');
    const plan = flag(args, 'plan');
    const days = intFlag(args, 'days');
    const state = await startTrial(deps, {
      orgId,
      ...(plan === undefined ? {} : { plan }),
      ...(days === undefined ? {} : { days }),
    });
    out(summary(orgId, state, deps.clock.now()));
  },
  'trials end': async (deps, args) => {
    const orgId = requireFlag(args, 'org');
    const outcome = args.flags.expire === true ? 'expired' : 'converted';
    const state = await endTrial(deps, { orgId, outcome });
    out(`Trial ${outcome}.`);
    out(summary(orgId, state, deps.clock.now()));
  },
  'metered on': metered(true),
  'metered off': metered(false),
  'access suspend': async (deps, args) => {
    const orgId = requireFlag(args, 'org');
    const reason = flag(args, 'reason') ?? 'payment_overdue';
    out(summary(orgId, await suspendWrites(deps, { orgId, reason }), deps.clock.now()));
  },
  'access restore': async (deps, args) => {
    const orgId = requireFlag(args, 'org');
    out(summary(orgId, await restoreWrites(deps, { orgId }), deps.clock.now()));
  },
  'usage show': async (deps, args) => {
    const period = flag(args, 'period');
    const report = await showUsage(deps, {
      orgId: requireFlag(args, 'org'),
      ...(period === undefined ? {} : { period }),
    });
    out(`${report.orgId}: plan ${report.planName}, period ${report.period} (resets ${report.resetsAt})`);
    for (const line of report.lines) {
      const limit = line.limit === null ? 'unlimited' : String(line.limit);
      out(`${line.key}\tused ${line.used}\tlimit ${limit}\toverage ${line.overageUsed}`);
    }
  },
};
