import { describe, expect, it } from 'vitest';
import { UnprocessableError } from '../../../src/domain/errors.ts';
import { sumIngredients } from '../../../src/domain/nutrition/compute.ts';
import {
  containerGrams,
  perContainer,
  perServing,
  scaleContributions,
  scaleFactor,
  scaleNutrients,
  scaleToWeight,
} from '../../../src/domain/nutrition/scale.ts';
import { BUTTER, EGG, FLOUR, SUGAR } from '../fixtures/sr28-foods.ts';

// The 538 g cake batter of compute.test.ts: butter 113 g, sugar 200 g, flour 125 g, egg 100 g.
const CAKE = sumIngredients([
  { food: BUTTER, grams: '113' },
  { food: SUGAR, grams: '200' },
  { food: FLOUR, grams: '125' },
  { food: EGG, grams: '100' },
]);

describe('per serving = totals × serving_g / total_g', () => {
  it('a quarter of the recipe is exactly a quarter of each total', () => {
    const serving = perServing(CAKE.totals, CAKE.total_grams, '134.5');
    expect(serving.scale_factor).toBe('0.25');
    expect(serving.reference_weight_grams).toBe('134.5');
    expect(serving.nutrients).toMatchObject({
      n_total_fat: '25.597325', // 102.3893 / 4
      n_sodium: '218.2725', // 873.09 / 4
      n_trans_fat: '0.935535', // 3.74214 / 4
      n_energy_kcal: '545.64674825', // 2182.586993 / 4
      n_added_sugars: '49.9', // 199.6 / 4
    });
    expect(Object.keys(serving.nutrients)).toEqual(Object.keys(CAKE.totals));
  });

  it('a serving that does not divide evenly is carried to 40 significant digits, half up', () => {
    // 50 / 538 and 102.3893 × 50 / 538 = 5119.465 / 538
    const serving = perServing(CAKE.totals, CAKE.total_grams, '50');
    expect(serving.scale_factor).toBe('0.09293680297397769516728624535315985130112');
    expect(serving.nutrients.n_total_fat).toBe('9.515734200743494423791821561338289962825');
  });

  it('multiplies before it divides: 1 g of a 3 g recipe holding 3 g of fat is 1 g of fat', () => {
    const scaled = scaleToWeight({ n_total_fat: '3' }, '3', '1');
    expect(scaled.nutrients.n_total_fat).toBe('1');
    expect(scaled.scale_factor).toBe('0.3333333333333333333333333333333333333333');
  });
});

describe('per container', () => {
  it('container weight = serving weight × servings per container', () => {
    expect(containerGrams('134.5', '4')).toBe('538');
    expect(containerGrams('30', '2.5')).toBe('75');
  });

  it('a container of the whole recipe is the recipe', () => {
    const container = perContainer(CAKE.totals, CAKE.total_grams, containerGrams('134.5', '4'));
    expect(container.scale_factor).toBe('1');
    expect(container.nutrients).toEqual(CAKE.totals);
  });
});

describe('scaleNutrients and scaleFactor', () => {
  it('multiplies every value by the factor', () => {
    expect(scaleNutrients({ n_protein: '26.433', n_sodium: '873.09' }, '0.5')).toEqual({
      n_protein: '13.2165',
      n_sodium: '436.545',
    });
  });

  it('gives the factor as a string', () => {
    expect(scaleFactor('134.5', '538')).toBe('0.25');
  });

  it('scales ingredient contributions to the serving the same way', () => {
    const scaled = scaleContributions(CAKE.contributions, CAKE.total_grams, '134.5');
    expect(scaled.n_total_fat).toEqual([
      { ingredient_index: 0, amount: '22.913575' },
      { ingredient_index: 1, amount: '0' },
      { ingredient_index: 2, amount: '0.30625' },
      { ingredient_index: 3, amount: '2.3775' },
    ]);
  });
});

describe('refusals', () => {
  it('a recipe weighing 0 g cannot be scaled', () => {
    expect(() => perServing({ n_protein: '0' }, '0', '50')).toThrow(UnprocessableError);
    try {
      scaleFactor('50', '0');
    } catch (error) {
      expect((error as UnprocessableError).code).toBe('recipe_weight_zero');
    }
  });

  it.each(['-1', 'abc', ''])('a serving weight of %j is refused', (grams) => {
    expect(() => perServing(CAKE.totals, CAKE.total_grams, grams)).toThrow(UnprocessableError);
  });
});
