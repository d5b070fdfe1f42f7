import { Decimal, ROUND_HALF_UP } from './decimal.ts';

/**
 * Strict reading of amounts (quantities, gram weights, per-100 g values) and the one division
 * rule the gram converter and the nutrition arithmetic share.
 */

/** Plain non-negative decimal notation: "2", "0.5", ".5", "14.50". No exponent, sign or fraction. */
const PLAIN_DECIMAL = /^\+?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * Reads a non-negative amount. Strings must be plain decimals; numbers must be finite. Anything
 * else (empty, negative, "1/2", "1e3", NaN, Infinity) gives null, so callers decide what a bad
 * amount means for them instead of computing with it.
 */
export function parseAmount(value: number | string | null | undefined): Decimal | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) && value >= 0 ? new Decimal(value) : null;
  }
  if (typeof value !== 'string') {
    return null;
  }
  const text = value.trim();
  return PLAIN_DECIMAL.test(text) ? new Decimal(text) : null;
}

/** Significant digits kept by every division in the converter and the nutrition arithmetic. */
export const DIVISION_SIGNIFICANT_DIGITS = 40;

/**
 * dividend ÷ divisor, carried to 40 significant digits and rounded ROUND_HALF_UP. Callers multiply
 * first and divide once, so a result that terminates (2 tbsp of a 125 g cup = 15.625 g) is exact.
 */
export function divide(dividend: Decimal, divisor: Decimal): Decimal {
  return dividend.div(divisor).toSignificantDigits(DIVISION_SIGNIFICANT_DIGITS, ROUND_HALF_UP);
}

/** Denominators of the fractions a recipe writes (halves to sixty-fourths). */
const FRACTION_DENOMINATORS = Array.from({ length: 63 }, (_, i) => i + 2);
/** How near a float must be to a fraction to be read as it: far below any measure, far above float noise. */
const FRACTION_TOLERANCE = new Decimal('1e-12');
const WideDecimal = Decimal.clone({ precision: 60 });

/**
 * A quantity that came through a binary float ("2/3" read as 0.6666666666666666, a range's
 * midpoint 0.41666666666666665) as the fraction it stands for, carried to 60 significant digits:
 * 2/3 cup of a 216 g cup is 144 g, not 143.9999999999999856 g. Amounts with a dozen decimals or
 * fewer, and any that is no such fraction, are kept as they are.
 */
export function asWritten(amount: Decimal): Decimal {
  if (amount.decimalPlaces() <= 12) {
    return amount;
  }
  for (const d of FRACTION_DENOMINATORS) {
    const denominator = new Decimal(d);
    const numerator = amount.times(denominator).toDecimalPlaces(0, ROUND_HALF_UP);
    if (numerator.div(denominator).minus(amount).abs().lt(FRACTION_TOLERANCE)) {
      // Twenty digits beyond the 40 every product keeps, so that 1/3 × 216 g rounds to 72 g.
      return new Decimal(new WideDecimal(numerator.toString()).div(d).toString());
    }
  }
  return amount;
}
