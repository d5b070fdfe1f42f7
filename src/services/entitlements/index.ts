export type { ConsumeQuotaInput, QuotaConsumption, QuotaContext, QuotaTx } from './consume-quota.ts';
export { consumeQuota } from './consume-quota.ts';
export type { EntitlementStatus, QuotaStatus } from './get-status.ts';
export { getEntitlementStatus } from './get-status.ts';
export { loadEntitlementState } from './load-state.ts';
export type { TrialOutcome } from './plan-admin.ts';
export {
  createOrganizationOnPlan,
  endTrial,
  parsePlanName,
  restoreWrites,
  resumeSubscription,
  scheduleCancellation,
  setMeteredUsage,
  setPlan,
  startTrial,
  suspendWrites,
} from './plan-admin.ts';
export type { UsageLine, UsageReport } from './show-usage.ts';
export { showUsage } from './show-usage.ts';
