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
