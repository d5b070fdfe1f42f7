import { type Decimal, dec } from '../../decimal.ts';
import { ValidationError } from '../../errors.ts';

/**
 * Reads a decimal string handed to the labeling rules. Amounts are never negative and never
 * written with an exponent or as NaN/Infinity; anything else is a caller error.
 */
export function parseAmount(value: string, loc: readonly (string | number)[]): Decimal {
  if (!/^\d+(\.\d+)?$/.test(value.trim())) {
    throw new ValidationError('Amounts must be non-negative decimal strings.', [
      {
        loc: [...loc],
        msg: 'must be a non-negative decimal string such as "12.5"',
        type: 'decimal',
        input: value,
      },
    ]);
  }
  return dec(value.trim());
}
