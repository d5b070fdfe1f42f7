import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describePortions } from '../../../src/domain/units/portion-description.ts';
import { SIZE_STEP } from '../../../src/domain/units/portion-match.ts';
import type { SizeWord } from '../../../src/domain/units/units.ts';
import {
  BUILT_IN_CATALOGUE_PATH,
  catalogueFoods,
  decodeCatalogue,
} from '../../../src/foods/built-in/index.ts';

/**
 * SIZE_STEP is SR28's own: the median, over the foods of the built-in SR28 catalogue that list
 * both sizes as unmodified portions, of the weight of one of the smaller size over one of the larger.
 */
describe('SIZE_STEP', () => {
  const ratios = { mediumPerLarge: [] as number[], smallPerMedium: [] as number[] };
  for (const batch of catalogueFoods(decodeCatalogue(readFileSync(BUILT_IN_CATALOGUE_PATH)))) {
    for (const food of batch) {
      const descriptors = describePortions(food.portions);
      const each = (size: SizeWord) => {
        const d = descriptors.find((x) => x.size === size && x.modifiers.length === 0);
        return d === undefined ? null : Number(d.grams.div(d.amount));
      };
      const [small, medium, large] = [each('small'), each('medium'), each('large')];
      if (medium !== null && large !== null) {
        ratios.mediumPerLarge.push(medium / large);
      }
      if (small !== null && medium !== null) {
        ratios.smallPerMedium.push(small / medium);
      }
    }
  }
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

  it('medium ÷ large is the median over 106 SR28 foods', () => {
    expect(ratios.mediumPerLarge).toHaveLength(106);
    expect(median(ratios.mediumPerLarge).toFixed(2)).toBe(SIZE_STEP.mediumPerLarge.toFixed(2));
  });

  it('small ÷ medium is the median over 97 SR28 foods', () => {
    expect(ratios.smallPerMedium).toHaveLength(97);
    expect(median(ratios.smallPerMedium).toFixed(2)).toBe(SIZE_STEP.smallPerMedium.toFixed(2));
  });
});
