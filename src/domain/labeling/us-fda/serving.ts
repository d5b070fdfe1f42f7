import { type Decimal, dec, decString, ROUND_HALF_UP } from '../../decimal.ts';
import { ValidationError } from '../../errors.ts';
import { parseAmount } from './amounts.ts';
import { roundToIncrement } from './rounding.ts';

/**
 * Serving-size rules of 21 CFR 101.9(b): the metric quantity, servings per container, household
 * measures, discrete units, single-serving containers and dual-column labeling. Halfway values
 * round up everywhere (ROUND_HALF_UP); for servings per container the regulation states no tie
 * rule, so half up is a product decision recorded here (fact base §9 #21).
 */

// ---------------------------------------------------------------------------------------------
// Metric quantity, (b)(7)(ii)

export type MetricUnit = 'g' | 'mL';

export interface MetricServing {
  /** Declared metric amount, decimal string. */
  amount: string;
  unit: MetricUnit;
  increment: string;
  /** As printed inside the parentheses of the serving-size statement: "55g", "4.5g", "240mL". */
  display: string;
}

/** ≥5 g (mL): nearest whole unit; 2 to <5: nearest 0.5; <2: nearest 0.1. */
export function roundServingMetric(amount: string, unit: MetricUnit = 'g'): MetricServing {
  const x = parseAmount(amount, ['metric_amount']);
  let increment = '1';
  if (x.lt(2)) {
    increment = '0.1';
  } else if (x.lt(5)) {
    increment = '0.5';
  }
  const rounded = decString(roundToIncrement(x, increment));
  return { amount: rounded, unit, increment, display: `${rounded}${unit}` };
}

// ---------------------------------------------------------------------------------------------
// Servings per container, (b)(8)(i)

export interface ServingsPerContainer {
  /** The unrounded count (40 significant digits when the division does not terminate). */
  exact: string;
  /** The declared count. */
  value: string;
  increment: string;
  /** True when the declared count is a rounded one and so carries "about". */
  about: boolean;
  /** The count as printed: "12", "about 9", "about 2.5". */
  display_text: string;
  /** The whole line: "about 9 servings per container", "1 serving per container". */
  statement: string;
}

/**
 * Whole number, except that counts from 2 to 5 are rounded to the nearest 0.5; a rounded count is
 * preceded by "about", an exact count is not. Counts below 1 are declared as "about 1" (a container
 * smaller than a serving is a single-serving container, (b)(6)).
 */
export function roundServingsPerContainer(count: string): ServingsPerContainer {
  return declareServings(parseAmount(count, ['servings_per_container']));
}

/** Servings per container from the container's net quantity and the serving's metric amount. */
export function servingsPerContainer(containerAmount: string, servingAmount: string): ServingsPerContainer {
  const container = parseAmount(containerAmount, ['container_amount']);
  const serving = parseAmount(servingAmount, ['serving_amount']);
  if (serving.isZero()) {
    throw new ValidationError('The serving amount must be positive.', [
      { loc: ['serving_amount'], msg: 'must be greater than 0', type: 'greater_than', input: servingAmount },
    ]);
  }
  // Division at the clone's 40 significant digits (ROUND_HALF_UP); a non-terminating quotient is
  // never an exact count, so it always carries "about".
  return declareServings(container.div(serving));
}

function declareServings(exact: Decimal): ServingsPerContainer {
  const increment = exact.gte(2) && exact.lte(5) ? '0.5' : '1';
  let rounded = roundToIncrement(exact, increment);
  if (rounded.lt(1)) {
    rounded = dec(1);
  }
  const about = !rounded.eq(exact);
  const value = decString(rounded);
  const display_text = about ? `about ${value}` : value;
  const noun = rounded.eq(1) ? 'serving' : 'servings';
  return {
    exact: decString(exact),
    value,
    increment,
    about,
    display_text,
    statement: `${display_text} ${noun} per container`,
  };
}

// ---------------------------------------------------------------------------------------------
// Household measures, (b)(5) and FDA's rounding table (NLEA Attachment 6)

export type HouseholdUnit = 'cup' | 'tbsp' | 'tsp' | 'oz' | 'fl oz';

export interface HouseholdMeasure {
  unit: HouseholdUnit;
  whole: number;
  numerator: number;
  /** 1 when there is no fraction. */
  denominator: number;
  /** "2/3", "1 1/3", "2", "1.5" (ounces are written as decimals). */
  quantity_text: string;
  /** "2/3 cup", "1 1/2 cups", "1 1/3 tbsp", "1/4 tsp", "1.5 oz". */
  display: string;
}

const TSP_PER_UNIT: Readonly<Record<'cup' | 'tbsp' | 'tsp', number>> = { cup: 48, tbsp: 3, tsp: 1 };

/**
 * Rounds an amount of a household unit to the steps FDA allows, moving to the unit that fits:
 * - cups (¼ cup and more): ¼- or ⅓-cup steps;
 * - tablespoons (1 tbsp to below ¼ cup): 1, 1⅓, 1½, 1⅔, 2 tbsp, then whole tablespoons;
 * - teaspoons (below 1 tbsp): ¼-tsp steps below 1 tsp, then whole teaspoons;
 * - ounces: 0.5-oz steps; fluid ounces: whole numbers.
 * Halfway values round up to the next step. A result of 3 tsp is written "1 tbsp" and 4 tbsp
 * "1/4 cup". The smallest declaration is ¼ tsp, ½ oz or 1 fl oz (never "0").
 *
 * Fluid ounces come in whole numbers only, which can distort a small volume badly (1.5 fl oz
 * would print as 2 fl oz, a third too much). (b)(5) prefers cups, tablespoons and teaspoons
 * anyway, so a fluid-ounce amount is declared in whichever of whole fluid ounces and the
 * cup/tbsp/tsp steps lands closer to the volume (labeling equivalents of (b)(5)(viii): 1 fl oz =
 * 30 mL = 2 tbsp); on a tie, in fluid ounces as asked. 1.5 fl oz (45 mL) is "3 tbsp".
 */
export function roundHouseholdMeasure(amount: string, unit: HouseholdUnit): HouseholdMeasure {
  const x = parseAmount(amount, ['household_amount']);
  if (unit === 'oz') {
    const rounded = atLeast(roundToIncrement(x, '0.5'), '0.5');
    return decimalMeasure(rounded, 'oz');
  }
  if (unit === 'fl oz') {
    const ml = x.times(ML_PER_UNIT['fl oz']);
    const whole = decimalMeasure(atLeast(roundToIncrement(x, '1'), '1'), 'fl oz');
    const spoons = roundVolumeInTeaspoons(ml.div(ML_PER_UNIT.tsp));
    const off = (m: HouseholdMeasure) => householdMeasureMl(m).minus(ml).abs();
    return off(spoons).lt(off(whole)) ? spoons : whole;
  }
  return roundVolumeInTeaspoons(x.times(TSP_PER_UNIT[unit]));
}

/** mL per household unit for labeling ((b)(5)(viii)): tsp 5, tbsp 15, cup 240, fl oz 30. */
const ML_PER_UNIT: Readonly<Record<Exclude<HouseholdUnit, 'oz'>, number>> = {
  tsp: 5,
  tbsp: 15,
  cup: 240,
  'fl oz': 30,
};

/** The volume a declared volume measure stands for, in mL (labeling equivalents); 0 for ounces of weight. */
export function householdMeasureMl(measure: HouseholdMeasure): Decimal {
  if (measure.unit === 'oz') {
    return dec(0);
  }
  const quantity = dec(measure.whole).plus(dec(measure.numerator).div(measure.denominator));
  return quantity.times(ML_PER_UNIT[measure.unit]);
}

/**
 * A household measure for a volume in millilitres, using the labeling equivalents of (b)(5)(viii):
 * 1 tsp = 5 mL, 1 tbsp = 15 mL, 1 cup = 240 mL.
 */
export function householdMeasureFromMl(ml: string): HouseholdMeasure {
  return roundVolumeInTeaspoons(parseAmount(ml, ['ml']).div(5));
}

function roundVolumeInTeaspoons(tsp: Decimal): HouseholdMeasure {
  if (tsp.gte(12)) {
    // Cups in twelfths: multiples of 3 are quarter cups, multiples of 4 are third cups.
    const twelfths = tsp.div(4);
    return cups(nearestOf(twelfths, [nearestMultiple(twelfths, 3), nearestMultiple(twelfths, 4)]));
  }
  if (tsp.gte(3)) {
    if (tsp.lt(6)) {
      // 1 to 2 tbsp, in sixths of a tablespoon: 1, 1 1/3, 1 1/2, 1 2/3, 2.
      const sixths = tsp.times(2);
      const n = nearestOf(
        sixths,
        [6, 8, 9, 10, 12].map((k) => dec(k)),
      );
      return fractionMeasure(n.toNumber(), 6, 'tbsp');
    }
    const n = tsp.div(3).toDecimalPlaces(0, ROUND_HALF_UP).toNumber();
    // Below 12 tsp the whole-tablespoon count is at most 4, and 4 tbsp is written 1/4 cup (3 twelfths).
    return n >= 4 ? cups(dec(3)) : fractionMeasure(n, 1, 'tbsp');
  }
  if (tsp.lt(1)) {
    const quarters = Math.max(1, tsp.times(4).toDecimalPlaces(0, ROUND_HALF_UP).toNumber());
    return fractionMeasure(quarters, 4, 'tsp');
  }
  const n = tsp.toDecimalPlaces(0, ROUND_HALF_UP).toNumber();
  return n >= 3 ? fractionMeasure(1, 1, 'tbsp') : fractionMeasure(n, 1, 'tsp');
}

function cups(twelfths: Decimal): HouseholdMeasure {
  return fractionMeasure(twelfths.toNumber(), 12, 'cup');
}

/** The nearest multiple of `step` (halves up). */
function nearestMultiple(value: Decimal, step: number): Decimal {
  return value.div(step).toDecimalPlaces(0, ROUND_HALF_UP).times(step);
}

/** The candidate closest to `value`; on a tie the larger one (halfway rounds up). */
function nearestOf(value: Decimal, candidates: readonly Decimal[]): Decimal {
  let best: Decimal | undefined;
  for (const c of candidates) {
    if (best === undefined) {
      best = c;
      continue;
    }
    const d = c.minus(value).abs();
    const bestD = best.minus(value).abs();
    if (d.lt(bestD) || (d.eq(bestD) && c.gt(best))) {
      best = c;
    }
  }
  if (best === undefined) {
    throw new Error('nearestOf needs at least one candidate');
  }
  return best;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function fractionMeasure(parts: number, per: number, unit: 'cup' | 'tbsp' | 'tsp'): HouseholdMeasure {
  const whole = Math.floor(parts / per);
  const rest = parts - whole * per;
  const g = rest === 0 ? per : gcd(rest, per);
  const numerator = rest / g;
  const denominator = rest === 0 ? 1 : per / g;
  const fraction = numerator === 0 ? '' : `${numerator}/${denominator}`;
  const quantity_text = whole === 0 ? fraction : fraction === '' ? `${whole}` : `${whole} ${fraction}`;
  const plural = unit === 'cup' && parts > per ? 'cups' : unit;
  return { unit, whole, numerator, denominator, quantity_text, display: `${quantity_text} ${plural}` };
}

function decimalMeasure(value: Decimal, unit: 'oz' | 'fl oz'): HouseholdMeasure {
  const whole = value.floor().toNumber();
  const half = value.minus(whole).isZero() ? 0 : 1;
  const quantity_text = decString(value);
  return {
    unit,
    whole,
    numerator: half,
    denominator: half === 0 ? 1 : 2,
    quantity_text,
    display: `${quantity_text} ${unit}`,
  };
}

function atLeast(value: Decimal, floor: string): Decimal {
  return value.lt(floor) ? dec(floor) : value;
}

// ---------------------------------------------------------------------------------------------
// Single-serving containers (b)(6) and dual-column labeling (b)(12)

/**
 * How a package relates to the RACC, by the package's content as a percent of the RACC (both in
 * the same unit):
 * - `single_serving`: below 150 %. The whole package is one serving ("1 serving per container");
 *   one column.
 * - `single_serving_optional_column`: 150 % to below 200 %. Still a single-serving container, and
 *   the manufacturer MAY add a column for an amount approximating the RACC to the left of the
 *   per-container column ((b)(6)); per-container facts are the declared column.
 * - `dual_column_required`: 200 % to 300 %, both ends inclusive. Per-serving AND per-container
 *   columns are mandatory ((b)(12)(i)), unless an exemption applies.
 * - `dual_column_exempt`: would be `dual_column_required`, but an exemption of (b)(12)(i)(A)–(C)
 *   was claimed (small package with tabular display, voluntarily labeled raw produce or seafood, a
 *   second column already present for another permitted reason, varied-weight product).
 * - `not_required`: above 300 %. An ordinary multi-serving label; a per-container column is not
 *   required.
 *
 * The older condition that limited the optional column to RACCs of 100 g/mL or more could not be
 * confirmed against the current text and is not applied.
 */
export const DUAL_COLUMN_STATUSES = [
  'single_serving',
  'single_serving_optional_column',
  'dual_column_required',
  'dual_column_exempt',
  'not_required',
] as const;
export type DualColumnStatus = (typeof DUAL_COLUMN_STATUSES)[number];

export const DUAL_COLUMN_EXEMPTIONS = [
  'small_package_tabular',
  'raw_produce_or_seafood',
  'other_second_column',
  'varied_weight',
] as const;
export type DualColumnExemption = (typeof DUAL_COLUMN_EXEMPTIONS)[number];

export interface DualColumnDetermination {
  status: DualColumnStatus;
  /** Package content as a percent of the RACC, 2 decimal places (half up); for reporting. */
  percent_of_racc: string;
  /** The package is one serving ((b)(6)). */
  single_serving_container: boolean;
  per_container_column: 'none' | 'optional' | 'required';
}

export function determineDualColumnStatus(
  containerAmount: string,
  raccAmount: string,
  exemption?: DualColumnExemption,
): DualColumnDetermination {
  const container = parseAmount(containerAmount, ['container_amount']);
  const racc = parseAmount(raccAmount, ['racc_amount']);
  if (racc.isZero()) {
    throw new ValidationError('The RACC must be positive.', [
      { loc: ['racc_amount'], msg: 'must be greater than 0', type: 'greater_than', input: raccAmount },
    ]);
  }
  // Band edges compared exactly: container × 100 against racc × 150 / 200 / 300.
  const scaled = container.times(100);
  const percent_of_racc = decString(scaled.div(racc).toDecimalPlaces(2, ROUND_HALF_UP));
  if (scaled.lt(racc.times(150))) {
    return {
      status: 'single_serving',
      percent_of_racc,
      single_serving_container: true,
      per_container_column: 'none',
    };
  }
  if (scaled.lt(racc.times(200))) {
    return {
      status: 'single_serving_optional_column',
      percent_of_racc,
      single_serving_container: true,
      per_container_column: 'none',
    };
  }
  if (scaled.lte(racc.times(300))) {
    if (exemption !== undefined) {
      return {
        status: 'dual_column_exempt',
        percent_of_racc,
        single_serving_container: false,
        per_container_column: 'optional',
      };
    }
    return {
      status: 'dual_column_required',
      percent_of_racc,
      single_serving_container: false,
      per_container_column: 'required',
    };
  }
  return {
    status: 'not_required',
    percent_of_racc,
    single_serving_container: false,
    per_container_column: 'none',
  };
}

// ---------------------------------------------------------------------------------------------
// Discrete units, (b)(2)(i)

export type DiscreteServingBasis =
  | 'nearest_whole_units'
  | 'one_unit_or_two'
  | 'one_unit'
  | 'one_unit_with_per_unit_column'
  | 'fraction_of_unit';

export interface DiscreteServing {
  basis: DiscreteServingBasis;
  /** Units per serving; null when the serving is a fraction of a unit (RACC-based). */
  units: number | null;
  /** The optional alternative ((b)(2)(i): 2 units for units between 50 % and 67 % of the RACC). */
  alternative_units: number | null;
  /** (b)(2)(i)(D): a per-unit column is mandatory. */
  per_unit_column_required: boolean;
  /** Unit weight as a percent of the RACC, 2 decimal places (half up). */
  percent_of_racc: string;
}

/**
 * Serving of a food in discrete units (cookies, slices) from one unit's weight and the RACC:
 * ≤50 % → the whole number of units closest to the RACC; >50 % and <67 % → 1 unit (2 permitted);
 * ≥67 % and <200 % → 1 unit; 200–300 % → 1 unit with a mandatory per-unit column; >300 % → a
 * fraction of the unit sized by the RACC.
 */
export function discreteUnitServing(unitWeight: string, raccAmount: string): DiscreteServing {
  const unit = parseAmount(unitWeight, ['unit_weight']);
  const racc = parseAmount(raccAmount, ['racc_amount']);
  if (unit.isZero() || racc.isZero()) {
    throw new ValidationError('Unit weight and RACC must be positive.', [
      { loc: ['unit_weight'], msg: 'must be greater than 0', type: 'greater_than', input: unitWeight },
    ]);
  }
  const scaled = unit.times(100);
  const percent_of_racc = decString(scaled.div(racc).toDecimalPlaces(2, ROUND_HALF_UP));
  const base = { alternative_units: null, per_unit_column_required: false, percent_of_racc };
  if (scaled.lte(racc.times(50))) {
    // Division at 40 significant digits, then whole units half up.
    const units = Math.max(1, racc.div(unit).toDecimalPlaces(0, ROUND_HALF_UP).toNumber());
    return { ...base, basis: 'nearest_whole_units', units };
  }
  if (scaled.lt(racc.times(67))) {
    return { ...base, basis: 'one_unit_or_two', units: 1, alternative_units: 2 };
  }
  if (scaled.lt(racc.times(200))) {
    return { ...base, basis: 'one_unit', units: 1 };
  }
  if (scaled.lte(racc.times(300))) {
    return { ...base, basis: 'one_unit_with_per_unit_column', units: 1, per_unit_column_required: true };
  }
  return { ...base, basis: 'fraction_of_unit', units: null };
}
