/**
 * Plans as data. A plan grants feature gates and monthly quotas; a quota key absent from a plan
 * means that plan does not limit it. Each quota names the price of one unit beyond the monthly
 * allowance (metered usage) in cents as a decimal string, or null when the plan never admits usage
 * beyond its allowance. A trial of a plan has its own, smaller, limits and never admits metered usage.
 *
 * docs/decisions/0007-entitlements.md shows the same figures as a table; the OpenAPI description of
 * GET /entitlements/status is generated from this file (`describePlans`), so neither can drift.
 */

/**
 * - `studio`: the versioned Studio area (/studio).
 * - `recipe_versioning`: version history, time travel and restore (listing versions, diffs, restore).
 * - `custom_ingredients`: an organization's own ingredients (/studio/custom-ingredients).
 * - `audit_trail`: the compliance audit trail (…/audit-trail).
 * - `label_rendering`: render-ready Nutrition Facts labels (…/nutrition-label).
 */
export const FEATURE_GATES = [
  'studio',
  'recipe_versioning',
  'custom_ingredients',
  'audit_trail',
  'label_rendering',
] as const;
export type FeatureGate = (typeof FEATURE_GATES)[number];

/**
 * - `recipes_per_month`: recipes created (Studio and /v1), one unit per recipe.
 * - `ingredient_resolutions`: ingredient lines resolved, one unit per item of a resolution session.
 */
export const QUOTA_KEYS = ['recipes_per_month', 'ingredient_resolutions'] as const;
export type QuotaKey = (typeof QUOTA_KEYS)[number];

export const PLAN_NAMES = ['free', 'starter', 'professional', 'enterprise'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export interface QuotaTerms {
  /** Units included per calendar month (UTC). */
  monthlyLimit: number;
  /** Price of one unit beyond the allowance, in cents (decimal string); null: the limit is hard. */
  overagePerUnitCents: string | null;
}

export interface TrialTerms {
  /** Length of a trial when none is given. */
  defaultDays: number;
  /** Monthly limits while trialing; a key absent here takes the plan's own limit. */
  limits: Partial<Record<QuotaKey, number>>;
}

export interface Plan {
  name: PlanName;
  displayName: string;
  featureGates: readonly FeatureGate[];
  quotas: Partial<Record<QuotaKey, QuotaTerms>>;
  /** null: the plan cannot be trialed. */
  trial: TrialTerms | null;
}

export const PLANS: Readonly<Record<PlanName, Plan>> = {
  free: {
    name: 'free',
    displayName: 'Free',
    featureGates: ['studio', 'label_rendering'],
    quotas: {
      recipes_per_month: { monthlyLimit: 10, overagePerUnitCents: null },
      ingredient_resolutions: { monthlyLimit: 100, overagePerUnitCents: null },
    },
    trial: null,
  },
  starter: {
    name: 'starter',
    displayName: 'Starter',
    featureGates: ['studio', 'label_rendering', 'recipe_versioning'],
    quotas: {
      recipes_per_month: { monthlyLimit: 100, overagePerUnitCents: '25' },
      ingredient_resolutions: { monthlyLimit: 1000, overagePerUnitCents: '2.5' },
    },
    trial: { defaultDays: 14, limits: { recipes_per_month: 10, ingredient_resolutions: 100 } },
  },
  professional: {
    name: 'professional',
    displayName: 'Professional',
    featureGates: ['studio', 'label_rendering', 'recipe_versioning', 'custom_ingredients', 'audit_trail'],
    quotas: {
      recipes_per_month: { monthlyLimit: 1000, overagePerUnitCents: '15' },
      ingredient_resolutions: { monthlyLimit: 10000, overagePerUnitCents: '1.5' },
    },
    trial: { defaultDays: 14, limits: { recipes_per_month: 25, ingredient_resolutions: 250 } },
  },
  enterprise: {
    name: 'enterprise',
    displayName: 'Enterprise',
    featureGates: [...FEATURE_GATES],
    quotas: {},
    trial: { defaultDays: 30, limits: { recipes_per_month: 50, ingredient_resolutions: 500 } },
  },
};

/**
 * The plan of an organization that was never given one. Enterprise without a trial keeps the
 * whole service usable out of the box (bootstrap, existing organizations, tests); an operator
 * chooses a smaller plan with the CLI (`plans set`, `orgs create --plan`).
 */
export const DEFAULT_PLAN: PlanName = 'enterprise';

/** The plan a trial starts on when none is named. */
export const DEFAULT_TRIAL_PLAN: PlanName = 'professional';

export function isPlanName(name: string): name is PlanName {
  return (PLAN_NAMES as readonly string[]).includes(name);
}

export function isFeatureGate(name: string): name is FeatureGate {
  return (FEATURE_GATES as readonly string[]).includes(name);
}

export function isQuotaKey(name: string): name is QuotaKey {
  return (QUOTA_KEYS as readonly string[]).includes(name);
}

function limitCell(plan: Plan, key: QuotaKey): string {
  const terms = plan.quotas[key];
  return terms === undefined ? 'unlimited' : String(terms.monthlyLimit);
}

function overageCell(plan: Plan, key: QuotaKey): string {
  const terms = plan.quotas[key];
  if (terms === undefined) {
    return 'n/a (unlimited)';
  }
  return terms.overagePerUnitCents ?? 'none (hard limit)';
}

function trialCell(plan: Plan): string {
  const trial = plan.trial;
  if (trial === null) {
    return 'no trial';
  }
  const limits = QUOTA_KEYS.map((k) => {
    const limit = trial.limits[k] ?? plan.quotas[k]?.monthlyLimit;
    return `${k} ${limit === undefined ? 'unlimited' : limit}`;
  });
  return `${trial.defaultDays} days; ${limits.join(', ')}`;
}

/** The plans as a Markdown table (for the OpenAPI description). */
export function describePlans(): string {
  const head = [
    'plan',
    'feature gates',
    ...QUOTA_KEYS.map((k) => `${k} per month`),
    ...QUOTA_KEYS.map((k) => `${k} overage, cents per unit`),
    'trial',
  ];
  const lines = [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`];
  for (const plan of PLAN_NAMES.map((n) => PLANS[n])) {
    const row = [
      `\`${plan.name}\` (${plan.displayName})`,
      plan.featureGates.map((g) => `\`${g}\``).join(', '),
      ...QUOTA_KEYS.map((k) => limitCell(plan, k)),
      ...QUOTA_KEYS.map((k) => overageCell(plan, k)),
      trialCell(plan),
    ];
    lines.push(`| ${row.join(' | ')} |`);
  }
  return lines.join('\n');
}
