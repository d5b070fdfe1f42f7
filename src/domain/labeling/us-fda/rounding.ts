import { type Decimal, type DecimalInput, dec, decString, ROUND_HALF_UP } from '../../decimal.ts';
import { ValidationError } from '../../errors.ts';
import { parseAmount } from './amounts.ts';
import { dailyValue } from './daily-values.ts';
import { DEFAULT_DEMOGRAPHIC, type Demographic } from './demographics.ts';
import { type LabelNutrientDef, labelNutrient, toLabelUnit } from './label-nutrients.ts';

/**
 * Rounding of declared amounts, 21 CFR 101.9(c)(1)–(c)(8), and FDA's guidance increments for
 * vitamins and minerals. Every halfway value rounds up (ROUND_HALF_UP), as FDA's worked examples
 * show; banker's rounding is never used.
 *
 * Where the regulation permits a choice, this module always makes the same one:
 * - calories below 5 are declared as 0 ((c)(1) "may be expressed as zero"; 5 is also lawful for
 *   2.5 to <5);
 * - cholesterol from 2 mg to below 5 mg is declared "less than 5mg" ((c)(3) permission; nearest-5
 *   rounding would also be lawful);
 * - total carbohydrate, dietary fiber, total and added sugars, sugar alcohol and protein from 0.5 g
 *   to below 1 g are declared "less than 1g" ((c)(6), (c)(7); protein could also say "1g" under
 *   Appendix H), and below 0.5 g as 0;
 * - a vitamin or mineral below 2 % of its RDI is declared as 0 with 0 % ((c)(8)(iii) allows 0, an
 *   asterisk footnote, or leaving it off; 0 keeps the mandatory four on the panel without the
 *   "Not a significant source" statement);
 * - other vitamin and mineral amounts use FDA's guidance steps by RDI size: RDI below 25 → 0.1,
 *   25 to below 250 → 1, 250 and above → 10 (in the label unit). (c)(8)(ii) allows more levels of
 *   significance, so a caller may ask for a finer increment (FDA's own "Potassium 235mg" uses 1 mg).
 *   The tier follows the RDI of the label's population: vitamin K for infants (RDI 2.5 mcg) is
 *   declared in tenths, for adults (RDI 120 mcg) in whole micrograms.
 *
 * "Less than" declarations report the bound as `rounded_value` ("less than 1g" → "1"), so the
 * number and the printed text agree; the action `less_than` marks it as an upper bound.
 */

export type RoundingAction = 'round' | 'zero' | 'less_than';

/** The full outcome of rounding one declared amount, as the analysis endpoint shows it. */
export interface ValueRoundingOutcome {
  rule_name: RoundingRuleName;
  action: RoundingAction;
  /** The step of the band the amount fell in, in the label unit. */
  increment: string;
  /** The unrounded amount in the label unit (fluoride in mg even though it is stored in mcg). */
  original_value: string;
  /** The declared amount; for `less_than` the bound ("1", "5"). */
  rounded_value: string;
  /** Exactly what the label prints for the amount: "8g", "0g", "less than 1g", "160mg", "230". */
  display_text: string;
  /** An "insignificant amount" in the sense of 101.9(f)(1). */
  insignificant: boolean;
}

export const ROUNDING_RULES = {
  fda_calories: {
    cfr_reference: '21 CFR 101.9(c)(1)',
    description: '<5 → 0; ≤50 → nearest 5; >50 → nearest 10',
  },
  fda_fat: {
    cfr_reference: '21 CFR 101.9(c)(2)',
    description: '<0.5 g → 0; <5 g → nearest 0.5 g; ≥5 g → nearest 1 g',
  },
  fda_cholesterol: {
    cfr_reference: '21 CFR 101.9(c)(3)',
    description: '<2 mg → 0; 2 to <5 mg → "less than 5mg"; otherwise nearest 5 mg',
  },
  fda_sodium: {
    cfr_reference: '21 CFR 101.9(c)(4)',
    description: '<5 mg → 0; 5–140 mg → nearest 5 mg; >140 mg → nearest 10 mg',
  },
  fda_fluoride: {
    cfr_reference: '21 CFR 101.9(c)(5)',
    description: '<0.1 mg → 0; ≤0.8 mg → nearest 0.1 mg; >0.8 mg → nearest 0.2 mg',
  },
  fda_carbohydrate: {
    cfr_reference: '21 CFR 101.9(c)(6)',
    description: '<0.5 g → 0; 0.5 to <1 g → "less than 1g"; otherwise nearest 1 g',
  },
  fda_protein: {
    cfr_reference: '21 CFR 101.9(c)(7)',
    description: '<0.5 g → 0; 0.5 to <1 g → "less than 1g"; otherwise nearest 1 g',
  },
  fda_vitamin_mineral: {
    cfr_reference: '21 CFR 101.9(c)(8)(ii)-(iii); FDA guidance (Dec 2019)',
    description: '<2 % RDI → 0; RDI <25 → nearest 0.1; RDI <250 → nearest 1; otherwise nearest 10',
  },
  fda_vitamin_mineral_extra_significance: {
    cfr_reference: '21 CFR 101.9(c)(8)(ii)',
    description: '<2 % RDI → 0; otherwise nearest requested increment (additional levels of significance)',
  },
  fda_folic_acid: {
    cfr_reference: '21 CFR 101.9(c)(8)(iv)',
    description: 'nearest 1 mcg, declared with folate',
  },
} as const;

export type RoundingRuleName = keyof typeof ROUNDING_RULES;

export interface RoundNutrientOptions {
  /** The label's population; picks the RDI for vitamin and mineral steps. Default adults. */
  demographic?: Demographic;
  /**
   * (c)(8)(ii) additional levels of significance: a finer increment for a vitamin or mineral, in the
   * label unit (e.g. "1" to declare potassium 235 mg). Rejected for any other nutrient.
   */
  increment?: string;
}

/**
 * Rounds the unrounded per-serving amount of a label nutrient, given in the catalogue's stored
 * unit, to its declaration.
 */
export function roundNutrientValue(
  bmid: string,
  amount: string,
  options: RoundNutrientOptions = {},
): ValueRoundingOutcome {
  const def = requireLabelNutrient(bmid);
  const labelAmount = toLabelUnit(bmid, parseAmount(amount, ['amount']));
  return roundLabelAmount(def, labelAmount, options);
}

/** Same as {@link roundNutrientValue} for an amount already in the label unit. */
export function roundLabelAmount(
  def: LabelNutrientDef,
  x: Decimal,
  options: RoundNutrientOptions = {},
): ValueRoundingOutcome {
  if (options.increment !== undefined && def.rounding !== 'vitamin_mineral') {
    throw new ValidationError('Additional levels of significance apply to vitamins and minerals only.', [
      {
        loc: ['increment'],
        msg: `${def.bmid} is not a vitamin or mineral`,
        type: 'not_allowed',
        input: options.increment,
      },
    ]);
  }
  const unit = def.label_unit === 'kcal' ? '' : def.label_unit;
  const o = new OutcomeBuilder(x, unit);
  switch (def.rounding) {
    case 'calories':
      if (x.lt(5)) {
        return o.zero('fda_calories', '5', true);
      }
      return o.round('fda_calories', x.lte(50) ? '5' : '10', false);
    case 'fat':
      if (x.lt('0.5')) {
        return o.zero('fda_fat', '0.5', true);
      }
      return o.round('fda_fat', x.lt(5) ? '0.5' : '1', false);
    case 'cholesterol':
      if (x.lt(2)) {
        return o.zero('fda_cholesterol', '5', true);
      }
      if (x.lt(5)) {
        return o.lessThan('fda_cholesterol', '5', '5', false);
      }
      return o.round('fda_cholesterol', '5', false);
    case 'sodium':
      if (x.lt(5)) {
        return o.zero('fda_sodium', '5', true);
      }
      return o.round('fda_sodium', x.lte(140) ? '5' : '10', false);
    case 'fluoride':
      if (x.lt('0.1')) {
        return o.zero('fda_fluoride', '0.1', true);
      }
      return o.round('fda_fluoride', x.lte('0.8') ? '0.1' : '0.2', false);
    case 'carbohydrate':
    case 'protein': {
      const rule = def.rounding === 'protein' ? 'fda_protein' : 'fda_carbohydrate';
      // Insignificant: below 1 g, except sugar alcohol (below 0.5 g, Appendix H). Total and added
      // sugars use the 1 g threshold (fact base §9 #5).
      const insignificant = x.lt(def.bmid === 'n_sugar_alcohol' ? '0.5' : '1');
      if (x.lt('0.5')) {
        return o.zero(rule, '1', true);
      }
      if (x.lt(1)) {
        return o.lessThan(rule, '1', '1', insignificant);
      }
      return o.round(rule, '1', false);
    }
    case 'folic_acid': {
      const out = o.round('fda_folic_acid', '1', x.lt('0.5'));
      return out.rounded_value === '0' ? o.zero('fda_folic_acid', '1', true) : out;
    }
    case 'vitamin_mineral':
      return roundVitaminMineral(def, x, o, options);
  }
}

function roundVitaminMineral(
  def: LabelNutrientDef,
  x: Decimal,
  o: OutcomeBuilder,
  options: RoundNutrientOptions,
): ValueRoundingOutcome {
  const demographic = options.demographic ?? DEFAULT_DEMOGRAPHIC;
  const rdi = dailyValue(def.bmid, demographic) ?? dailyValue(def.bmid, DEFAULT_DEMOGRAPHIC);
  if (rdi === null) {
    throw new Error(`${def.bmid} has no RDI.`);
  }
  const tier = vitaminMineralIncrement(rdi);
  let increment = tier;
  let rule: RoundingRuleName = 'fda_vitamin_mineral';
  if (options.increment !== undefined) {
    increment = checkedFinerIncrement(options.increment, tier);
    rule = 'fda_vitamin_mineral_extra_significance';
  }
  // Below 2 % of the RDI: declared as zero ((c)(8)(iii)). The comparison x < RDI × 0.02 is exact.
  if (x.lt(dec(rdi).times('0.02'))) {
    return o.zero(rule, increment, true);
  }
  // At 2 % or more the amount must not print as zero: FDA guidance allows hundredths or
  // thousandths when they are needed (copper 0.03 mg is 3 % of 0.9 mg but 0.0 at the 0.1 step).
  while (roundToIncrement(x, increment).isZero()) {
    increment = decString(dec(increment).div(10));
  }
  return o.round(rule, increment, false);
}

/** FDA guidance steps for vitamin and mineral amounts, by the size of the RDI (label unit). */
export function vitaminMineralIncrement(rdi: DecimalInput): string {
  const r = dec(rdi);
  if (r.lt(25)) {
    return '0.1';
  }
  return r.lt(250) ? '1' : '10';
}

function checkedFinerIncrement(increment: string, tier: string): string {
  const inc = parseAmount(increment, ['increment']);
  if (inc.isZero() || inc.gt(tier)) {
    throw new ValidationError(
      'An increment for additional significance must be positive and no coarser than FDA guidance.',
      [
        {
          loc: ['increment'],
          msg: `must be greater than 0 and at most ${tier}`,
          type: 'increment',
          input: increment,
        },
      ],
    );
  }
  return decString(inc);
}

/**
 * Rounds to the nearest multiple of `increment`, halves up. The quotient is exact for every
 * increment used on a label (0.1, 0.2, 0.5, 1, 2, 5, 10 and finer powers of ten), so the only
 * rounding is the named ROUND_HALF_UP to a whole number of steps.
 */
export function roundToIncrement(value: DecimalInput, increment: DecimalInput): Decimal {
  const inc = dec(increment);
  return dec(value).div(inc).toDecimalPlaces(0, ROUND_HALF_UP).times(inc);
}

export function requireLabelNutrient(bmid: string): LabelNutrientDef {
  const def = labelNutrient(bmid);
  if (def === undefined) {
    throw new ValidationError(`${bmid} is not declared on a US Nutrition Facts label.`, [
      { loc: ['bmid'], msg: 'not a US label nutrient', type: 'enum', input: bmid },
    ]);
  }
  return def;
}

class OutcomeBuilder {
  readonly #x: Decimal;
  readonly #unit: string;

  constructor(x: Decimal, unit: string) {
    this.#x = x;
    this.#unit = unit;
  }

  zero(rule: RoundingRuleName, increment: string, insignificant: boolean): ValueRoundingOutcome {
    return this.#build(rule, 'zero', increment, '0', `0${this.#unit}`, insignificant);
  }

  lessThan(
    rule: RoundingRuleName,
    increment: string,
    bound: string,
    insignificant: boolean,
  ): ValueRoundingOutcome {
    return this.#build(rule, 'less_than', increment, bound, `less than ${bound}${this.#unit}`, insignificant);
  }

  round(rule: RoundingRuleName, increment: string, insignificant: boolean): ValueRoundingOutcome {
    const rounded = decString(roundToIncrement(this.#x, increment));
    return this.#build(rule, 'round', increment, rounded, `${rounded}${this.#unit}`, insignificant);
  }

  #build(
    rule_name: RoundingRuleName,
    action: RoundingAction,
    increment: string,
    rounded_value: string,
    display_text: string,
    insignificant: boolean,
  ): ValueRoundingOutcome {
    return {
      rule_name,
      action,
      increment,
      original_value: decString(this.#x),
      rounded_value,
      display_text,
      insignificant,
    };
  }
}
