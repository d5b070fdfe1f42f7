import { divide, parseAmount } from '../amount.ts';
import { type Decimal, decString } from '../decimal.ts';
import { UnprocessableError } from '../errors.ts';
import type { Contribution } from './compute.ts';

/**
 * From recipe totals to a serving or a container: per_serving = totals × serving_g / total_g.
 *
 * `scaleToWeight` multiplies first and divides once per value (40 significant digits,
 * ROUND_HALF_UP), so a serving of a quarter of the recipe is exactly a quarter of each total;
 * nothing is rounded for the label here. The scale factor (serving_g / total_g) is returned as a
 * string too, rounded the same way, for display and for `scaleNutrients`.
 */

export interface ScaledNutrients {
  /** target_g / total_g. */
  scale_factor: string;
  /** The weight the values are for (serving or container grams). */
  reference_weight_grams: string;
  /** Values keyed by BMID, full precision. */
  nutrients: Record<string, string>;
}

function amountOrThrow(value: string | Decimal, what: string): Decimal {
  const parsed = parseAmount(typeof value === 'string' ? value : value.toFixed());
  if (parsed === null) {
    throw new UnprocessableError('invalid_amount', `The ${what} must be a non-negative decimal number.`);
  }
  return parsed;
}

function recipeWeight(totalGrams: string | Decimal): Decimal {
  const total = amountOrThrow(totalGrams, 'recipe weight');
  if (total.isZero()) {
    throw new UnprocessableError(
      'recipe_weight_zero',
      'The recipe weighs 0 g, so its nutrients cannot be scaled to a serving; give its ingredients a weight first.',
    );
  }
  return total;
}

/** Every value × factor (exact for a factor of a few digits; 40 significant digits otherwise). */
export function scaleNutrients(
  totals: Readonly<Record<string, string>>,
  factor: string | Decimal,
): Record<string, string> {
  const by = amountOrThrow(factor, 'scale factor');
  const out: Record<string, string> = {};
  for (const [bmid, value] of Object.entries(totals)) {
    out[bmid] = decString(amountOrThrow(value, `value of ${bmid}`).times(by));
  }
  return out;
}

/** target_g / total_g as a decimal string. */
export function scaleFactor(targetGrams: string | Decimal, totalGrams: string | Decimal): string {
  return decString(divide(amountOrThrow(targetGrams, 'target weight'), recipeWeight(totalGrams)));
}

/** Recipe totals → the values for `targetGrams` of the recipe (a serving, a container). */
export function scaleToWeight(
  totals: Readonly<Record<string, string>>,
  totalGrams: string | Decimal,
  targetGrams: string | Decimal,
): ScaledNutrients {
  const total = recipeWeight(totalGrams);
  const target = amountOrThrow(targetGrams, 'target weight');
  const nutrients: Record<string, string> = {};
  for (const [bmid, value] of Object.entries(totals)) {
    nutrients[bmid] = decString(divide(amountOrThrow(value, `value of ${bmid}`).times(target), total));
  }
  return {
    scale_factor: decString(divide(target, total)),
    reference_weight_grams: decString(target),
    nutrients,
  };
}

/** One serving of `servingGrams` of a recipe weighing `totalGrams`. */
export function perServing(
  totals: Readonly<Record<string, string>>,
  totalGrams: string | Decimal,
  servingGrams: string | Decimal,
): ScaledNutrients {
  return scaleToWeight(totals, totalGrams, servingGrams);
}

/** Weight of a container: serving grams × servings per container (exact). */
export function containerGrams(
  servingGrams: string | Decimal,
  servingsPerContainer: string | Decimal,
): string {
  return decString(
    amountOrThrow(servingGrams, 'serving weight').times(
      amountOrThrow(servingsPerContainer, 'number of servings per container'),
    ),
  );
}

/** A whole container of `containerWeight` grams (see `containerGrams`). */
export function perContainer(
  totals: Readonly<Record<string, string>>,
  totalGrams: string | Decimal,
  containerWeight: string | Decimal,
): ScaledNutrients {
  return scaleToWeight(totals, totalGrams, containerWeight);
}

/** Ingredient contributions scaled to `targetGrams`, the same way as the totals. */
export function scaleContributions(
  contributions: Readonly<Record<string, readonly Contribution[]>>,
  totalGrams: string | Decimal,
  targetGrams: string | Decimal,
): Record<string, Contribution[]> {
  const total = recipeWeight(totalGrams);
  const target = amountOrThrow(targetGrams, 'target weight');
  const out: Record<string, Contribution[]> = {};
  for (const [bmid, list] of Object.entries(contributions)) {
    out[bmid] = list.map((c) => ({
      ingredient_index: c.ingredient_index,
      amount: decString(divide(amountOrThrow(c.amount, `contribution to ${bmid}`).times(target), total)),
    }));
  }
  return out;
}
