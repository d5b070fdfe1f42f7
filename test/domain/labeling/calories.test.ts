import { describe, expect, it } from 'vitest';
import { caloriesFromMacros } from '../../../src/domain/labeling/us-fda/calories.ts';
import { roundNutrientValue } from '../../../src/domain/labeling/us-fda/rounding.ts';

describe('caloriesFromMacros', () => {
  it.each<[string, string, string, string, string]>([
    // §8.1 / §8.4: 8 g fat, 37 g carbohydrate, 3 g protein → 232 → 230
    ['3', '8', '37', '232', '230'],
    ['0', '0', '0', '0', '0'],
    ['0.1', '0.2', '0.3', '3.4', '0'],
    ['3.1', '8.2', '37.1', '234.6', '230'],
    ['1.25', '0', '0', '5', '5'],
    ['10', '5', '20', '165', '170'],
  ])(
    'protein %s, fat %s, carbohydrate %s → %s kcal → declared %s',
    (protein, fat, carbohydrate, kcal, declared) => {
      const unrounded = caloriesFromMacros({ protein, fat, carbohydrate });
      expect(unrounded).toBe(kcal);
      expect(roundNutrientValue('n_energy_kcal', unrounded).display_text).toBe(declared);
    },
  );

  it('applies specific Atwater factors when given', () => {
    // Handbook 74 factors for wheat flour, whole: protein 3.59, fat 8.37, carbohydrate 3.78.
    expect(
      caloriesFromMacros(
        { protein: '13.2', fat: '2.5', carbohydrate: '72' },
        { protein: '3.59', fat: '8.37', carbohydrate: '3.78' },
      ),
    ).toBe('340.473');
  });
});
