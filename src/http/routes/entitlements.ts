import { Type } from 'typebox';
import { describePlans } from '../../domain/entitlements/plans.ts';
import type { Deps } from '../../services/context.ts';
import { type EntitlementStatus, getEntitlementStatus } from '../../services/entitlements/index.ts';
import { contextOf, envelope } from '../reply.ts';
import { Envelope, studioErrors } from '../schemas/common.ts';
import { EntitlementStatusSchema, UNLIMITED_QUOTA } from '../schemas/entitlements.ts';
import type { App } from '../types.ts';

const STATUS_DESCRIPTION = `The calling organization's plan, trial, feature gates, write access and this month's quota usage, read fresh from the store.

**Plans** (a quota a plan does not list is unlimited on it):

${describePlans()}

Feature gates: \`studio\` (the /studio area), \`recipe_versioning\` (version history, time travel, restore), \`custom_ingredients\`, \`audit_trail\`, \`label_rendering\` (render-ready labels). A route whose feature the plan lacks answers 403 \`feature_not_in_plan\` with \`feature\` and \`plan_name\`.

**Quotas** are counted per calendar month in UTC; \`resets_at\` is the start of the next month. \`recipes_per_month\` counts recipes created; \`ingredient_resolutions\` counts ingredient lines resolved (one per item of a resolution session). While \`is_trialing\`, \`limit\` is the trial's limit and no metered usage is admitted.

**Every metered quota is reported on every plan**, the default (unlimited) one included, with integer \`limit\`, \`used\`, \`remaining\`. A quota the plan does not limit has \`unlimited: true\` and \`limit\` = \`remaining\` = ${UNLIMITED_QUOTA} (the largest 32-bit integer: a naive \`remaining >= units\` check stays right, and it fits every integer type), \`overage_per_unit_cents\` null; \`used\` is still counted exactly.

**Beyond the allowance** a metered operation answers 402 \`quota_exceeded\` (members \`quota_key\`, \`limit\`, \`used\`, \`remaining\`, \`requested_units\`, \`resets_at\`, \`metered_usage_enabled\`) when metered usage is off, or 402 \`metered_usage_confirmation_required\` (the same members plus \`units_over_allowance\`, \`overage_per_unit_cents\` and \`overage_cost_cents\` = units over × price, a decimal string in cents) when it is on. Resend the same request with \`metered_usage_confirmed: true\` and the same \`X-Request-ID\` to accept the charge; a retry with an X-Request-ID that already consumed never consumes twice.

**Write access** is \`read_only\` when writes are suspended (\`payment_overdue\`, \`suspended\`), a scheduled cancellation has come (\`cancelled\`), or a trial ended without converting (\`trial_expired\`), in that order of precedence. Then every mutation answers 403 \`write_access_read_only\` with \`write_access_reason\`; reads keep working.`;

function present(s: EntitlementStatus) {
  return {
    plan_name: s.planName,
    display_name: s.displayName,
    is_trialing: s.isTrialing,
    trial_ends_at: s.trialEndsAt,
    trial_days_remaining: s.trialDaysRemaining,
    pending_cancellation_at: s.pendingCancellationAt,
    feature_gates: s.featureGates,
    quotas: Object.fromEntries(
      Object.entries(s.quotas).map(([key, q]) => [
        key,
        {
          limit: q.limit ?? UNLIMITED_QUOTA,
          used: q.used,
          remaining: q.remaining ?? UNLIMITED_QUOTA,
          resets_at: q.resetsAt,
          overage_per_unit_cents: q.overagePerUnitCents,
          unlimited: q.limit === null,
        },
      ]),
    ),
    write_access: s.writeAccess,
    write_access_reason: s.writeAccessReason,
    metered_usage_enabled: s.meteredUsageEnabled,
  };
}

export function entitlementRoutes(app: App, deps: Deps): void {
  app.get(
    '/entitlements/status',
    {
      schema: {
        tags: ['entitlements'],
        operationId: 'getEntitlementStatus',
        summary: 'Plan, feature gates, write access and quota usage of the calling organization',
        description: STATUS_DESCRIPTION,
        querystring: Type.Object({}, { additionalProperties: false }),
        response: { 200: Envelope(EntitlementStatusSchema), ...studioErrors(422) },
      },
    },
    async (request) =>
      envelope(request, present(await getEntitlementStatus({ ctx: contextOf(request, deps) }))),
  );
}
