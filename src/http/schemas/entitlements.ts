import { type TSchema, Type } from 'typebox';
import { FEATURE_GATES, PLAN_NAMES, QUOTA_KEYS } from '../../domain/entitlements/plans.ts';
import { WRITE_ACCESS_REASONS } from '../../domain/entitlements/state.ts';
import { StringEnum } from './common.ts';

function DateTime(description: string) {
  return Type.String({ format: 'date-time', description });
}

function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

/**
 * What `limit` and `remaining` say for a quota the plan does not limit: the largest 32-bit signed
 * integer, with `unlimited: true`. A sentinel that compares as "plenty" keeps naive client checks
 * (`remaining >= units`) right and fits every integer type; -1 would read as "exhausted" (see
 * docs/decisions/0020-unlimited-quota-figures.md).
 */
export const UNLIMITED_QUOTA = 2_147_483_647;

export const QuotaStatusSchema = Type.Object(
  {
    limit: Type.Integer({
      minimum: 0,
      maximum: UNLIMITED_QUOTA,
      description: `Units included this month; the trial limit while trialing. ${UNLIMITED_QUOTA} (with unlimited: true) when the plan does not limit this quota.`,
    }),
    used: Type.Integer({
      minimum: 0,
      description: 'Units used this month, overage included; counted on every plan, unlimited ones too.',
    }),
    remaining: Type.Integer({
      minimum: 0,
      maximum: UNLIMITED_QUOTA,
      description: `max(0, limit − used); ${UNLIMITED_QUOTA} when unlimited (it does not count down).`,
    }),
    resets_at: DateTime('Start of the next calendar month (UTC), when used returns to 0.'),
    overage_per_unit_cents: Nullable(
      Type.String({
        pattern: '^[0-9]+(\\.[0-9]+)?$',
        description:
          'Price of one unit beyond the allowance, in cents, as a decimal string (e.g. "2.5"); null when the plan never admits usage beyond its limit, and when the quota is unlimited.',
      }),
    ),
    unlimited: Type.Boolean({
      description: `True when the plan does not limit this quota: limit and remaining are then ${UNLIMITED_QUOTA}.`,
    }),
  },
  { additionalProperties: false },
);

export const EntitlementStatusSchema = Type.Object(
  {
    plan_name: StringEnum(PLAN_NAMES),
    display_name: Type.String(),
    is_trialing: Type.Boolean({ description: 'A trial is running (trial_ends_at is in the future).' }),
    trial_ends_at: Nullable(
      DateTime('End of the trial (running, or ended without converting); null without a trial.'),
    ),
    trial_days_remaining: Nullable(
      Type.Integer({
        minimum: 0,
        description: 'Whole days left, rounded up; 0 once the trial has ended; null without a trial.',
      }),
    ),
    pending_cancellation_at: Nullable(DateTime('When a scheduled cancellation takes effect.')),
    feature_gates: Type.Array(StringEnum(FEATURE_GATES), { description: 'Features the plan includes.' }),
    quotas: Type.Object(Object.fromEntries(QUOTA_KEYS.map((k) => [k, QuotaStatusSchema])), {
      additionalProperties: false,
      description: `Every metered quota by key, on every plan. A quota the plan does not limit has unlimited: true and limit = remaining = ${UNLIMITED_QUOTA}.`,
    }),
    write_access: StringEnum(['full', 'read_only'] as const),
    write_access_reason: Nullable(StringEnum(WRITE_ACCESS_REASONS)),
    metered_usage_enabled: Type.Boolean({
      description:
        'Usage beyond the monthly allowance is accepted (after confirmation) at overage_per_unit_cents; never while trialing.',
    }),
  },
  { additionalProperties: false },
);

/**
 * The body member a metered operation accepts: spread into its body schema, e.g.
 * `Type.Object({ name: …, ...MeteredUsageConfirmedMember })`, and pass it to consumeQuota.
 */
export const MeteredUsageConfirmedMember = {
  metered_usage_confirmed: Type.Optional(
    Type.Boolean({
      description:
        'Accept the charge for usage beyond the monthly allowance quoted by a previous 402 metered_usage_confirmation_required; resend with the same X-Request-ID.',
    }),
  ),
};
