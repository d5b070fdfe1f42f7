import { divide } from '../amount.ts';
import { type Decimal, dec, decString, ROUND_HALF_UP } from '../decimal.ts';
import { type FieldIssue, ValidationError } from '../errors.ts';
import {
  type DiscreteServingBasis,
  type DualColumnStatus,
  determineDualColumnStatus,
  discreteUnitServing,
  getRaccCategory,
  type HouseholdUnit,
  type RaccAudience,
  type RaccCategory,
  roundHouseholdMeasure,
  roundServingMetric,
  servingsPerContainer,
} from '../labeling/us-fda/index.ts';

/**
 * Serving-size resolution of a Studio serving (21 CFR 101.9(b)), as pure functions: the client's
 * input is checked and normalized once, then resolved against the recipe's weight whenever that
 * weight is known or changes. The "container" of a Studio recipe is the whole recipe: its weight
 * is the sum of its ingredient weights (recipe nutrition's reference_weight_grams; no cooking
 * loss is modelled).
 *
 * - Metric amount: grams only. A recipe has no density, so a serving given in mL cannot be
 *   scaled against the recipe's weight: 422. The declared amount is rounded per (b)(7)(ii)
 *   (≥5 g whole grams, 2–<5 g half grams, <2 g tenths); the facts are computed from the amount
 *   as given, not the rounded one.
 * - Household measure: from household_amount and household_unit. Cups, tablespoons, teaspoons,
 *   ounces and fluid ounces are rounded to FDA's steps ("0.3 cup" → "1/3 cup"); any other unit is
 *   a count of discrete units ("2 pancakes") and is printed as given. For racc_guided the unit
 *   may be omitted: it is taken from the RACC category's first label statement ("__ piece(s)").
 * - racc_guided: the RACC category must exist and have a weight RACC (g); the metric amount may
 *   be omitted and then is the RACC. user_provided may name a category too (for the dual-column
 *   determination); without one there is no RACC.
 * - Servings per container: recipe weight ÷ serving grams, declared per (b)(8) (whole numbers,
 *   halves from 2 to 5, "about" when rounded). Unknown (null) until the recipe has nutrition.
 * - dual_column_status: the FDA bands of the recipe weight against the RACC (see
 *   determineDualColumnStatus), plus two values of our own: `not_applicable` when no RACC is known
 *   (user_provided without a category), `pending` when the recipe has no weight yet.
 */

export const SERVING_SIZE_TYPES = ['user_provided', 'racc_guided'] as const;
export type ServingSizeType = (typeof SERVING_SIZE_TYPES)[number];

export const SERVING_METRIC_UNITS = ['g', 'mL'] as const;

/** dual_column_status values: FDA's five bands, and not_applicable / pending (see above). */
export const SERVING_DUAL_COLUMN_STATUSES = [
  'single_serving',
  'single_serving_optional_column',
  'dual_column_required',
  'dual_column_exempt',
  'not_required',
  'not_applicable',
  'pending',
] as const;
export type ServingDualColumnStatus = DualColumnStatus | 'not_applicable' | 'pending';

/** The serving_size object as a client sends it. */
export interface ServingSizeRequest {
  household_amount?: string | undefined;
  household_unit?: string | undefined;
  metric_amount?: string | undefined;
  metric_unit?: string | undefined;
  serving_size_type: ServingSizeType;
  racc_category_id?: string | undefined;
}

/** The stored input: what the client asked for, trimmed, absent members null. */
export interface ServingSizeInput {
  serving_size_type: ServingSizeType;
  household_amount: string;
  household_unit: string | null;
  metric_amount: string | null;
  metric_unit: 'g';
  racc_category_id: string | null;
}

export interface DiscreteServingCheck {
  basis: DiscreteServingBasis;
  /** Units per serving (b)(2)(i) gives for this unit weight; null for a fraction of a unit. */
  units: number | null;
  alternative_units: number | null;
  per_unit_column_required: boolean;
  /** One unit's weight as a percent of the RACC. */
  percent_of_racc: string;
}

export interface RaccInputs {
  category_id: string | null;
  category_name: string | null;
  target_audience: RaccAudience | null;
  /** The category's unit type; without a category, from the household unit (discrete, volume, weight). */
  unit_type: string;
  /** The RACC in grams; null without a category. */
  reference_amount_g: string | null;
  /** Weight of one unit when the household measure is a count of discrete units. */
  unit_weight_g: string | null;
  /** Units per serving when the household measure is a count of discrete units. */
  declared_serving_units: number | null;
  /** (b)(2)(i): what the discrete-unit rule says for this unit weight and RACC. */
  discrete_serving: DiscreteServingCheck | null;
}

export interface DeclaredServings {
  /** Recipe weight ÷ serving grams, unrounded. */
  exact: string;
  /** The declared count. */
  value: string;
  /** "about 4", "12". */
  display_text: string;
  /** "about 4 servings per container". */
  statement: string;
}

export interface DualColumn {
  status: ServingDualColumnStatus;
  /** Recipe weight as a percent of the RACC; null without both. */
  percent_of_racc: string | null;
  per_container_column: 'none' | 'optional' | 'required';
}

export interface ResolvedServingSize {
  /** As the label prints it: "2 pancakes", "1/4 cup". */
  household_measure: string;
  /** Declared metric amount ((b)(7)(ii)). */
  metric_amount: string;
  metric_unit: 'g';
  /** The serving's weight as given (what the facts are computed from). */
  serving_grams: string;
  racc_inputs: RaccInputs;
  /** The recipe's weight; null while the recipe has no nutrition. */
  recipe_weight_g: string | null;
  servings_per_container: DeclaredServings | null;
  dual_column: DualColumn;
}

const HOUSEHOLD_UNITS: Readonly<Record<string, HouseholdUnit>> = {
  cup: 'cup',
  cups: 'cup',
  c: 'cup',
  tablespoon: 'tbsp',
  tablespoons: 'tbsp',
  tbsp: 'tbsp',
  tbs: 'tbsp',
  teaspoon: 'tsp',
  teaspoons: 'tsp',
  tsp: 'tsp',
  oz: 'oz',
  ounce: 'oz',
  ounces: 'oz',
  'fl oz': 'fl oz',
  'fl. oz': 'fl oz',
  'fl. oz.': 'fl oz',
  'fluid ounce': 'fl oz',
  'fluid ounces': 'fl oz',
};

const DECIMAL = /^(?:\d+(?:\.\d+)?|\.\d+)$/;
const FRACTION = /^(?:(\d+)\s+)?(\d+)\s*\/\s*(\d+)$/;

function issue(field: string, msg: string, type: string, input: unknown): FieldIssue {
  return { loc: ['body', 'serving_size', field], msg, type, input };
}

function invalid(message: string, issues: FieldIssue[]): ValidationError {
  return new ValidationError(message, issues);
}

function collapse(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** A household amount: "2", "1.5", "1/4", "1 1/2"; positive. */
export function parseHouseholdAmount(raw: string): Decimal | null {
  const text = collapse(raw);
  if (DECIMAL.test(text)) {
    const value = dec(text);
    return value.gt(0) ? value : null;
  }
  const m = FRACTION.exec(text);
  if (m === null) {
    return null;
  }
  const denominator = dec(m[3] ?? '0');
  if (denominator.isZero()) {
    return null;
  }
  const value = dec(m[1] ?? '0').plus(divide(dec(m[2] ?? '0'), denominator));
  return value.gt(0) ? value : null;
}

/** The household amount as printed: decimals without trailing zeros, fractions as written. */
function householdAmountText(raw: string): string {
  const text = collapse(raw);
  return DECIMAL.test(text) ? decString(text) : text.replace(/\s*\/\s*/g, '/');
}

/** The unit word of a RACC label statement ("__ piece(s) (__ g)" → "piece(s)"), or null. */
export function statementUnit(statement: string): string | null {
  const m = /^(?:__|\d[\d/ ]*)\s+([A-Za-z][A-Za-z .]*?(?:\(s\))?)\s*\(/.exec(statement.trim());
  return m?.[1] ?? null;
}

/** "piece(s)" with 1 → "piece", with 2 → "pieces"; other units unchanged. */
function pluralize(unit: string, amount: Decimal): string {
  if (!unit.endsWith('(s)')) {
    return unit;
  }
  const base = unit.slice(0, -'(s)'.length);
  return amount.eq(1) ? base : `${base}s`;
}

/** Checks and normalizes a client's serving_size; one 422 listing every problem. */
export function normalizeServingSize(request: ServingSizeRequest): ServingSizeInput {
  const issues: FieldIssue[] = [];
  const type = request.serving_size_type;
  const categoryId = request.racc_category_id?.trim() || null;
  let category: RaccCategory | undefined;
  if (categoryId !== null) {
    category = getRaccCategory(categoryId);
    if (category === undefined) {
      issues.push(
        issue(
          'racc_category_id',
          `Unknown RACC category "${categoryId}"; find one with GET /us/nutrition/racc-categories/search`,
          'unknown_racc_category',
          categoryId,
        ),
      );
    } else if (category.reference_unit !== 'g') {
      issues.push(
        issue(
          'racc_category_id',
          `The RACC of "${category.name}" is ${category.reference_amount} ${category.reference_unit}, not a weight; recipes are weighed in grams and have no density, so choose a category whose RACC is in grams, or a user_provided serving`,
          'racc_not_by_weight',
          categoryId,
        ),
      );
    }
  } else if (type === 'racc_guided') {
    issues.push(
      issue(
        'racc_category_id',
        'Required for racc_guided servings (GET /us/nutrition/racc-categories/search)',
        'missing',
        undefined,
      ),
    );
  }

  const metricUnit = request.metric_unit?.trim() || 'g';
  if (metricUnit === 'mL') {
    issues.push(
      issue(
        'metric_unit',
        'Servings in mL are not supported: a recipe is weighed in grams and has no density to convert millilitres with; give metric_amount in g',
        'unsupported_unit',
        metricUnit,
      ),
    );
  } else if (metricUnit !== 'g') {
    issues.push(issue('metric_unit', 'Must be g', 'enum', metricUnit));
  }

  const metricRaw = request.metric_amount?.trim() || null;
  if (metricRaw === null) {
    if (type === 'user_provided') {
      issues.push(
        issue('metric_amount', 'Required for user_provided servings (grams)', 'missing', undefined),
      );
    }
  } else if (!DECIMAL.test(metricRaw) || dec(metricRaw).lte(0)) {
    issues.push(
      issue('metric_amount', 'Must be a positive decimal number of grams, e.g. "55"', 'decimal', metricRaw),
    );
  }

  const householdRaw = request.household_amount?.trim() || null;
  if (householdRaw === null) {
    issues.push(
      issue('household_amount', 'Required: the household quantity, e.g. "2" or "1/4"', 'missing', undefined),
    );
  } else if (parseHouseholdAmount(householdRaw) === null) {
    issues.push(
      issue(
        'household_amount',
        'Must be a positive number or fraction, e.g. "2", "1.5", "1/4", "1 1/2"',
        'household_amount',
        householdRaw,
      ),
    );
  }

  const unitRaw = request.household_unit === undefined ? null : collapse(request.household_unit) || null;
  if (unitRaw === null) {
    const fromRacc = category?.label_statements.map(statementUnit).find((u) => u !== null) ?? null;
    if (type === 'user_provided') {
      issues.push(
        issue(
          'household_unit',
          'Required for user_provided servings, e.g. "cup" or "pancakes"',
          'missing',
          undefined,
        ),
      );
    } else if (category !== undefined && fromRacc === null) {
      issues.push(
        issue(
          'household_unit',
          `The label statements of "${category.name}" name no household unit; give household_unit`,
          'missing',
          undefined,
        ),
      );
    }
  } else if (unitRaw.length > 40) {
    issues.push(issue('household_unit', 'Must have at most 40 characters', 'string_too_long', unitRaw));
  }

  if (issues.length > 0) {
    throw invalid(
      issues.length === 1
        ? `serving_size.${String(issues[0]?.loc[2])}: ${issues[0]?.msg}.`
        : 'The serving size is invalid.',
      issues,
    );
  }
  return {
    serving_size_type: type,
    household_amount: householdAmountText(householdRaw ?? ''),
    household_unit: unitRaw,
    metric_amount: metricRaw === null ? null : decString(metricRaw),
    metric_unit: 'g',
    racc_category_id: categoryId,
  };
}

/** Two inputs describe the same serving size (an update with it changes nothing). */
export function sameServingSize(a: ServingSizeInput, b: ServingSizeInput): boolean {
  return (
    a.serving_size_type === b.serving_size_type &&
    a.household_amount === b.household_amount &&
    (a.household_unit ?? '').toLowerCase() === (b.household_unit ?? '').toLowerCase() &&
    a.metric_amount === b.metric_amount &&
    a.metric_unit === b.metric_unit &&
    a.racc_category_id === b.racc_category_id
  );
}

function householdMeasure(
  input: ServingSizeInput,
  category: RaccCategory | undefined,
): { display: string; discrete: boolean; unitType: string } {
  const amount = parseHouseholdAmount(input.household_amount) ?? dec(1);
  const unit =
    input.household_unit ??
    category?.label_statements.map(statementUnit).find((u) => u !== null) ??
    'serving';
  const household = HOUSEHOLD_UNITS[unit.toLowerCase().replace(/\(s\)$/, '')];
  if (household !== undefined) {
    return {
      display: roundHouseholdMeasure(decString(amount), household).display,
      discrete: false,
      unitType: household === 'oz' ? 'weight' : 'volume',
    };
  }
  return {
    display: `${householdAmountText(input.household_amount)} ${pluralize(unit, amount)}`,
    discrete: true,
    unitType: 'discrete',
  };
}

/**
 * Resolves a normalized input. `recipeWeightG` is the recipe's weight, or null while the recipe
 * has no nutrition (servings per container and the dual-column status then stay pending).
 */
export function resolveServingSize(
  input: ServingSizeInput,
  recipeWeightG: string | null,
): ResolvedServingSize {
  const category = input.racc_category_id === null ? undefined : getRaccCategory(input.racc_category_id);
  const racc = category?.reference_amount_g_or_ml ?? null;
  const grams = dec(input.metric_amount ?? racc ?? '0');
  if (grams.lte(0)) {
    throw invalid('The serving needs a metric amount in grams.', [
      issue('metric_amount', 'Required (grams)', 'missing', undefined),
    ]);
  }
  const servingGrams = decString(grams);
  const measure = householdMeasure(input, category);
  const units = measure.discrete ? parseHouseholdAmount(input.household_amount) : null;
  const unitWeight = units === null ? null : divide(grams, units);
  const racc_inputs: RaccInputs = {
    category_id: category?.category_id ?? null,
    category_name: category?.name ?? null,
    target_audience: category?.target_audience ?? null,
    unit_type: category?.unit_type ?? measure.unitType,
    reference_amount_g: racc,
    unit_weight_g: unitWeight === null ? null : decString(unitWeight.toDecimalPlaces(2, ROUND_HALF_UP)),
    declared_serving_units: units === null ? null : units.toNumber(),
    discrete_serving:
      unitWeight === null || racc === null ? null : discreteUnitServing(decString(unitWeight), racc),
  };
  const given = recipeWeightG === null ? null : dec(recipeWeightG);
  const weight = given?.gt(0) === true ? given : null;
  let servings: DeclaredServings | null = null;
  if (weight !== null) {
    const s = servingsPerContainer(decString(weight), servingGrams);
    servings = { exact: s.exact, value: s.value, display_text: s.display_text, statement: s.statement };
  }
  let dual: DualColumn;
  if (racc === null) {
    dual = { status: 'not_applicable', percent_of_racc: null, per_container_column: 'none' };
  } else if (weight === null) {
    dual = { status: 'pending', percent_of_racc: null, per_container_column: 'none' };
  } else {
    const d = determineDualColumnStatus(decString(weight), racc);
    dual = {
      status: d.status,
      percent_of_racc: d.percent_of_racc,
      per_container_column: d.per_container_column,
    };
  }
  return {
    household_measure: measure.display,
    metric_amount: roundServingMetric(servingGrams, 'g').amount,
    metric_unit: 'g',
    serving_grams: servingGrams,
    racc_inputs,
    recipe_weight_g: weight === null ? null : decString(weight),
    servings_per_container: servings,
    dual_column: dual,
  };
}

// ---------------------------------------------------------------------------------------------
// Warnings on a serving size (21 CFR 101.9(b)(2), (b)(5), 101.12)

export const SERVING_WARNING_CODES = [
  'not_a_household_measure',
  'household_measure_changed',
  'household_measure_far_from_metric',
  'serving_far_from_racc',
  'no_racc_category',
] as const;
export type ServingWarningCode = (typeof SERVING_WARNING_CODES)[number];

export interface ServingWarning {
  code: ServingWarningCode;
  message: string;
}

/**
 * Words that name no measure at all: (b)(5) lists cups, tablespoons, teaspoons, pieces, slices,
 * fractions, ounces, fluid ounces and the food's own container or unit ("1 cookie", "1 jar");
 * "1 serving" or "1 portion" says nothing a consumer can measure.
 */
export const NOT_HOUSEHOLD_MEASURES: readonly string[] = [
  'serving',
  'servings',
  'portion',
  'portions',
  'helping',
  'helpings',
  'unit',
  'units',
  'each',
  'item',
  'items',
  'part',
  'parts',
  'amount',
  'g',
  'gram',
  'grams',
  'ml',
  'kg',
  'l',
];

/** How far (a fraction) declared ounces may be from the serving's grams before a warning. */
export const OZ_TOLERANCE = '0.2';

/** A serving below this share of the RACC, or at or above the next, is far from it (percent). */
export const RACC_LOW_PERCENT = 50;
export const RACC_HIGH_PERCENT = 200;

/**
 * What a reviewer should hear about a serving size before signing a label:
 * - `not_a_household_measure`: the household unit is not one (b)(5) allows ("serving", "portion");
 * - `household_measure_changed`: the printed measure is in another unit than the one asked for
 *   (1.5 fl oz printed as 3 tbsp, since fluid ounces are whole numbers and 2 fl oz would
 *   overstate it);
 * - `household_measure_far_from_metric`: ounces that do not match the serving's grams (more than
 *   20 % apart at 28 g per ounce: "1 oz" for 42 g);
 * - `serving_far_from_racc`: a user-provided serving below 50 % or at 200 % or more of the RACC
 *   of its category. A serving is derived from the RACC ((b)(2)): the household measure closest
 *   to it, and one unit only while the unit is under 200 % of it ((b)(2)(i), (b)(6));
 * - `no_racc_category`: a user-provided serving without a RACC category cannot be checked
 *   against 21 CFR 101.12 at all.
 */
export function servingWarnings(input: ServingSizeInput, resolved: ResolvedServingSize): ServingWarning[] {
  const warnings: ServingWarning[] = [];
  const unit =
    input.household_unit
      ?.toLowerCase()
      .replace(/\(s\)$/, '')
      .trim() ?? null;
  if (unit !== null && NOT_HOUSEHOLD_MEASURES.includes(unit)) {
    warnings.push({
      code: 'not_a_household_measure',
      message: `"${input.household_unit}" is not a household measure under 21 CFR 101.9(b)(5); use cups, tablespoons, teaspoons, pieces, slices, a fraction of the food, ounces or fluid ounces, or the food's own unit ("1 bar", "2 cookies").`,
    });
  }
  const household = unit === null ? undefined : HOUSEHOLD_UNITS[unit];
  if (household === 'fl oz') {
    const asked = parseHouseholdAmount(input.household_amount);
    if (asked !== null && !resolved.household_measure.endsWith(' fl oz')) {
      warnings.push({
        code: 'household_measure_changed',
        message: `${householdAmountText(input.household_amount)} fl oz is declared as ${resolved.household_measure}: fluid ounces are declared in whole numbers, and ${roundHouseholdMeasureText(asked)} would misstate the volume; ${resolved.household_measure} is the closest household measure (21 CFR 101.9(b)(5)).`,
      });
    }
  }
  if (household === 'oz') {
    // (b)(5)(viii): 1 oz = 28 g for labeling.
    const ounces = dec(resolved.household_measure.replace(/ oz$/, ''));
    const grams = dec(resolved.serving_grams);
    const off = ounces.times(28).minus(grams).abs().div(grams);
    if (off.gt(OZ_TOLERANCE)) {
      warnings.push({
        code: 'household_measure_far_from_metric',
        message: `${resolved.household_measure} is ${decString(ounces.times(28))} g for labeling (1 oz = 28 g, 21 CFR 101.9(b)(5)(viii)), ${decString(off.times(100).toDecimalPlaces(0, ROUND_HALF_UP))} % away from the serving's ${resolved.serving_grams} g; state the ounces that match the weight.`,
      });
    }
  }
  if (input.serving_size_type === 'user_provided') {
    const racc = resolved.racc_inputs.reference_amount_g;
    if (racc === null) {
      warnings.push({
        code: 'no_racc_category',
        message:
          'No RACC category is given, so the serving size cannot be checked against the reference amount customarily consumed (21 CFR 101.12); name one with racc_category_id (GET /us/nutrition/racc-categories/search).',
      });
    } else {
      const percent = dec(resolved.serving_grams).times(100).div(racc);
      if (percent.lt(RACC_LOW_PERCENT) || percent.gte(RACC_HIGH_PERCENT)) {
        warnings.push({
          code: 'serving_far_from_racc',
          message: `The serving (${resolved.serving_grams} g) is ${decString(percent.toDecimalPlaces(0, ROUND_HALF_UP))} % of the RACC of "${resolved.racc_inputs.category_name}" (${racc} g); a serving is the household measure closest to the RACC (21 CFR 101.9(b)(2)), so check the serving size.`,
        });
      }
    }
  }
  return warnings;
}

function roundHouseholdMeasureText(amount: Decimal): string {
  const whole = amount.toDecimalPlaces(0, ROUND_HALF_UP);
  return `${decString(whole.lt(1) ? dec(1) : whole)} fl oz`;
}
