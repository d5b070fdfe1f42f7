import { Decimal } from '../decimal.ts';
import type { Contribution } from './compute.ts';

/**
 * The largest contributors to each nutrient, for an analysis view ("top 3 sources of sodium").
 * Largest amount first; equal amounts keep ingredient order (lower `ingredient_index` first), so
 * the result is stable. Ingredients contributing 0 are not contributors and are left out.
 */
export function topContributors(
  contributions: Readonly<Record<string, readonly Contribution[]>>,
  n: number,
): Record<string, Contribution[]> {
  const out: Record<string, Contribution[]> = {};
  for (const [bmid, list] of Object.entries(contributions)) {
    out[bmid] = rankContributions(list, n);
  }
  return out;
}

/** `topContributors` for one nutrient's list. */
export function rankContributions(list: readonly Contribution[], n: number): Contribution[] {
  if (!Number.isInteger(n) || n < 0) {
    throw new RangeError(`The number of contributors must be a non-negative integer, not ${n}.`);
  }
  return list
    .map((contribution) => ({ contribution, amount: new Decimal(contribution.amount) }))
    .filter(({ amount }) => !amount.isZero())
    .sort(
      (a, b) => b.amount.cmp(a.amount) || a.contribution.ingredient_index - b.contribution.ingredient_index,
    )
    .slice(0, n)
    .map(({ contribution }) => contribution);
}
