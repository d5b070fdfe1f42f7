import { Decimal as DecimalJs } from 'decimal.js';

/**
 * The one configured decimal type of the service. Every amount that ends on a label is computed
 * with it. Precision is generous (40 significant digits); each rounding names its mode at the call
 * site (FDA halves round up: ROUND_HALF_UP).
 */
export const Decimal = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP });
export type Decimal = InstanceType<typeof Decimal>;
export type DecimalInput = string | number | Decimal;

export const ROUND_HALF_UP = DecimalJs.ROUND_HALF_UP;
export const ROUND_DOWN = DecimalJs.ROUND_DOWN;

export function dec(value: DecimalInput): Decimal {
  return new Decimal(value);
}

/** Plain decimal string without exponent and without trailing zeros ("12.5", "0.001"). */
export function decString(value: DecimalInput): string {
  const d = new Decimal(value);
  const s = d.toFixed();
  return s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s;
}

/** Rounds to `places` decimals, half up, and returns a plain decimal string. */
export function roundString(value: DecimalInput, places: number): string {
  return decString(new Decimal(value).toDecimalPlaces(places, ROUND_HALF_UP));
}

/** Lossy: for JSON numbers on the wire only, never for further arithmetic. */
export function toNumber(value: DecimalInput): number {
  return new Decimal(value).toNumber();
}
