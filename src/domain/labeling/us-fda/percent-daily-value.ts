import { type Decimal, dec, decString, ROUND_HALF_UP } from '../../decimal.ts';
import { ValidationError } from '../../errors.ts';
import { parseAmount } from './amounts.ts';
import { dailyValueEntry } from './daily-values.ts';
import type { Demographic } from './demographics.ts';
import { labelNutrient, toLabelUnit } from './label-nutrients.ts';
import { roundLabelAmount, roundToIncrement, type ValueRoundingOutcome } from './rounding.ts';

/**
 * Percent Daily Value, 21 CFR 101.9(d)(7)(ii) and (c)(8)(iii).
 *
 * - DRV nutrients (fat, saturated fat, cholesterol, sodium, carbohydrate, fiber, added sugars) and
 *   protein: nearest whole percent.
 * - Vitamins and minerals: up to and including 10 % → nearest 2 %; above 10 % up to and including
 *   50 % → nearest 5 %; above 50 % → nearest 10 %. The band is chosen from the unrounded percent.
 * - Halves round up in every band (potassium 5.0 % prints 6 %).
 *
 * Basis: by default the percent is computed from the unrounded amount; (d)(7)(ii) allows the
 * declared amount too (option `basis: 'declared'`). Either way, when the amount is declared as
 * zero (fat below 0.5 g, a vitamin below 2 % of its RDI …) the percent is 0, so no line prints a
 * positive percent beside "0g"; that is the declared basis, which the rule permits.
 *
 * No percent (null) where none is established for the population (trans fat, total sugars,
 * poly/mono fat, fluoride, sugar alcohol, and e.g. sodium or added sugars for infants) and for
 * protein unless a protein quality factor is given: (c)(7) makes the protein percent optional for
 * general foods and computes it from the amount corrected by PDCAAS (foods for people ≥1 year) or
 * by protein efficiency relative to casein (infant foods). Foods for infants and children 1–3 must
 * show it; without the factor the percent cannot be computed and the label reports the gap in its
 * completeness instead of guessing a quality score.
 */

export interface DvRoundingOutcome {
  rule_name: DvRuleName;
  action: 'round' | 'zero';
  /** The percent step of the band ("1", "2", "5", "10"). */
  increment: string;
  /** The percent before rounding, to 4 decimal places (half up); for reporting only. */
  original_percent: string;
  rounded_percent: string;
  /** The Daily Value used, in the label unit. */
  daily_value: string;
  basis: 'unrounded' | 'declared';
}

export const DV_RULES = {
  fda_dv_whole_percent: {
    cfr_reference: '21 CFR 101.9(d)(7)(ii)',
    description: 'nearest whole percent',
  },
  fda_dv_vitamin_mineral: {
    cfr_reference: '21 CFR 101.9(c)(8)(iii)',
    description: '≤10 % → nearest 2 %; ≤50 % → nearest 5 %; >50 % → nearest 10 %; <2 % RDI → 0',
  },
} as const;

export type DvRuleName = keyof typeof DV_RULES;

export interface PercentDailyValueOptions {
  /**
   * Protein quality correction, a decimal from 0 to 1: PDCAAS for foods for people 1 year and
   * older, protein efficiency relative to casein for infant foods. Without it no protein %DV.
   */
  proteinQualityFactor?: string;
  /**
   * Compute from the unrounded amount (default) or from the declared amount. A "less than"
   * declaration has no declared number, so it always uses the unrounded amount.
   */
  basis?: 'unrounded' | 'declared';
  /** Extra significance for a vitamin or mineral amount (only matters for the declared basis). */
  increment?: string;
}

/**
 * %DV of one nutrient for one population from its unrounded per-serving amount (stored unit), or
 * null where FDA declares none.
 */
export function percentDailyValue(
  bmid: string,
  unroundedAmount: string,
  demographic: Demographic,
  options: PercentDailyValueOptions = {},
): DvRoundingOutcome | null {
  const def = labelNutrient(bmid);
  const entry = dailyValueEntry(bmid);
  const reference = entry?.values[demographic] ?? null;
  if (def === undefined || entry === undefined || reference === null) {
    return null;
  }
  const amount = toLabelUnit(bmid, parseAmount(unroundedAmount, ['amount']));
  let quality: Decimal | null = null;
  if (bmid === 'n_protein') {
    if (options.proteinQualityFactor === undefined) {
      return null;
    }
    quality = parseProteinQuality(options.proteinQualityFactor);
  }
  const roundOptions =
    options.increment === undefined ? { demographic } : { demographic, increment: options.increment };
  const declared = roundLabelAmount(def, amount, roundOptions);
  const basis = options.basis ?? 'unrounded';
  let base = basis === 'declared' && declared.action === 'round' ? dec(declared.rounded_value) : amount;
  if (quality !== null) {
    // (c)(7)(ii): the protein amount is corrected by its quality score before dividing by the DV.
    base = base.times(quality);
  }
  // Division at the clone's 40 significant digits (ROUND_HALF_UP); the band rounding below is the
  // only rounding that reaches the label.
  const percent = base.div(reference).times(100);
  const vitaminMineral = entry.kind === 'rdi' && bmid !== 'n_protein';
  return roundPercent(percent, declared, {
    rule_name: vitaminMineral ? 'fda_dv_vitamin_mineral' : 'fda_dv_whole_percent',
    vitaminMineral,
    daily_value: reference,
    basis,
  });
}

function roundPercent(
  percent: Decimal,
  declared: ValueRoundingOutcome,
  ctx: {
    rule_name: DvRuleName;
    vitaminMineral: boolean;
    daily_value: string;
    basis: 'unrounded' | 'declared';
  },
): DvRoundingOutcome {
  const increment = ctx.vitaminMineral ? vitaminMineralPercentStep(percent) : '1';
  const original_percent = decString(percent.toDecimalPlaces(4, ROUND_HALF_UP));
  const common = { rule_name: ctx.rule_name, increment, original_percent, daily_value: ctx.daily_value };
  if (declared.action === 'zero') {
    return { ...common, action: 'zero', rounded_percent: '0', basis: 'declared' };
  }
  return {
    ...common,
    action: 'round',
    rounded_percent: decString(roundToIncrement(percent, increment)),
    basis: ctx.basis,
  };
}

/** (c)(8)(iii) step for a vitamin or mineral percent. */
export function vitaminMineralPercentStep(percent: Decimal): string {
  if (percent.lte(10)) {
    return '2';
  }
  return percent.lte(50) ? '5' : '10';
}

function parseProteinQuality(value: string): Decimal {
  const factor = parseAmount(value, ['protein_quality_factor']);
  if (factor.gt(1)) {
    throw new ValidationError('A protein quality factor is a fraction from 0 to 1.', [
      { loc: ['protein_quality_factor'], msg: 'must be at most 1', type: 'less_than_equal', input: value },
    ]);
  }
  return factor;
}
