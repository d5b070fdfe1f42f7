import { dec, decString, ROUND_HALF_UP } from '../decimal.ts';
import { unitByName } from '../units/units.ts';
import type { FoodPortion } from './food.ts';

/**
 * Splits a source measure description into the measure and its qualifier at the first comma
 * outside parentheses: "cup, chopped" → cup + chopped; "pat (1\" sq, 1/3\" high)" stays whole;
 * "piece, cooked, excluding refuse" → piece + "cooked, excluding refuse".
 */
export function splitMeasureDescription(description: string): { unit: string; modifier: string | null } {
  let depth = 0;
  for (let i = 0; i < description.length; i++) {
    const c = description[i];
    if (c === '(') {
      depth += 1;
    } else if (c === ')') {
      depth = Math.max(0, depth - 1);
    } else if (c === ',' && depth === 0) {
      const unit = description.slice(0, i).trim();
      const modifier = description.slice(i + 1).trim();
      return { unit, modifier: modifier === '' ? null : modifier };
    }
  }
  return { unit: description.trim(), modifier: null };
}

/** Writes a source number as a plain decimal literal: ".5" → "0.5", "-.25" → "-0.25"; others unchanged. */
export function normalizeDecimalText(text: string): string {
  if (text.startsWith('.')) {
    return `0${text}`;
  }
  if (text.startsWith('-.')) {
    return `-0${text.slice(1)}`;
  }
  return text;
}

/** Plain volume measures a density may be derived from, by their spellings in SR28 and FDC. */
const VOLUME_MEASURES: ReadonlyMap<string, string> = new Map([
  ['cup', 'cup'],
  ['tbsp', 'tablespoon'],
  ['tablespoon', 'tablespoon'],
  ['tsp', 'teaspoon'],
  ['teaspoon', 'teaspoon'],
  ['fl oz', 'fluid ounce'],
  ['ml', 'milliliter'],
  ['milliliter', 'milliliter'],
]);

/** Decimal places kept in a derived density (g per ml). */
export const DENSITY_PLACES = 4;

/**
 * Density in g/ml derived from a food's portions, or null. Only a plain volume portion counts:
 * measure "cup", "tbsp"/"tablespoon", "tsp"/"teaspoon", "fl oz" or "ml" with no qualifier
 * ("cup, chopped" or "cup (8 fl oz)" do not). Among those, the portion with the largest volume
 * wins (its gram weight carries the smallest relative rounding), the first in source order on a
 * tie. grams ÷ (amount × ml per measure, US customary), rounded half up to 4 decimals.
 */
export function densityFromPortions(portions: readonly FoodPortion[]): string | null {
  let best: { ml: ReturnType<typeof dec>; grams: string } | null = null;
  for (const p of portions) {
    if (p.modifier !== null) {
      continue;
    }
    const canonical = VOLUME_MEASURES.get(p.unit.trim().toLowerCase());
    const factor = canonical === undefined ? null : (unitByName(canonical)?.factor ?? null);
    if (factor === null) {
      continue;
    }
    const amount = dec(p.amount);
    const grams = dec(p.grams);
    if (amount.lte(0) || grams.lte(0)) {
      continue;
    }
    const ml = amount.times(factor);
    if (best === null || ml.gt(best.ml)) {
      best = { ml, grams: p.grams };
    }
  }
  if (best === null) {
    return null;
  }
  const density = dec(best.grams).div(best.ml).toDecimalPlaces(DENSITY_PLACES, ROUND_HALF_UP);
  return density.isZero() ? null : decString(density);
}
