import { describe, expect, it } from 'vitest';
import type { Food } from '../../../src/domain/foods/food.ts';
import { energyPer100g } from '../../../src/domain/nutrition/calories.ts';
import { BUTTER, EGG, FLOUR, RED_WINE, SUGAR } from '../fixtures/sr28-foods.ts';

function without(food: Food, ...bmids: string[]): Food {
  const nutrients = { ...food.nutrients };
  for (const bmid of bmids) {
    delete nutrients[bmid];
  }
  return { ...food, nutrients };
}

describe('energyPer100g from the food’s own Atwater factors (SR28)', () => {
  it.each([
    // protein × factor + fat × factor + carbohydrate × factor + alcohol × 6.93; SR28's stored value in the label
    ['butter: 0.85×4.27 + 81.11×8.79 + 0.06×3.87 (SR28: 717)', BUTTER, '716.8186'],
    ['egg: 12.56×4.36 + 9.51×9.02 + 0.72×3.68 (SR28: 143)', EGG, '143.1914'],
    ['flour: 10.33×4.05 + 0.98×8.37 + 76.31×4.12 (SR28: 364)', FLOUR, '364.4363'],
    ['sugar: 0×4 + 0×9 + 99.98×3.87 (SR28: 387)', SUGAR, '386.9226'],
    ['red wine: 0.07×3.36 + 0×8.37 + 2.61×3.92 + 10.6×6.93 (SR28: 85)', RED_WINE, '83.9244'],
  ])('%s', (_label, food, kcal) => {
    const energy = energyPer100g(food);
    expect(energy.basis).toBe('specific_factors');
    expect(energy.kcal_per_100g).toBe(kcal);
  });

  it('returns the factors it applied', () => {
    expect(energyPer100g(BUTTER).factors).toEqual({
      protein: '4.27',
      fat: '8.79',
      carbohydrate: '3.87',
      alcohol: '6.93',
    });
    expect(energyPer100g(BUTTER).note).toBe(
      "Butter, salted: 0.85 g protein × 4.27 + 81.11 g fat × 8.79 + 0.06 g carbohydrate × 3.87 + 0 g alcohol × 6.93 = 716.8186 kcal per 100 g, with the food's own Atwater factors.",
    );
  });

  it('fills a factor the source leaves blank with the general one, and says so', () => {
    const energy = energyPer100g(SUGAR);
    expect(energy.factors).toEqual({ protein: '4', fat: '9', carbohydrate: '3.87', alcohol: '6.93' });
    expect(energy.note).toContain('no specific factor for protein, fat; the general factor is used');
  });

  it('a zero factor (SR28 writes 0.00 for brown sugar’s fat) counts as blank', () => {
    const food = { ...SUGAR, calorie_factors: { protein: '4.00', fat: '0.00', carbohydrate: '3.87' } };
    expect(energyPer100g({ ...food, nutrients: { ...food.nutrients, n_total_fat: '1' } }).kcal_per_100g).toBe(
      '395.9226',
    );
  });
});

describe('energyPer100g with the general factors', () => {
  it('4 protein, 9 fat, 4 carbohydrate when the food has no factors of its own', () => {
    // 0.85×4 + 81.11×9 + 0.06×4 + 0×7
    const energy = energyPer100g({ ...BUTTER, calorie_factors: null });
    expect(energy).toMatchObject({ basis: 'general_factors', kcal_per_100g: '733.63' });
    expect(energy.factors).toEqual({ protein: '4', fat: '9', carbohydrate: '4', alcohol: '7' });
  });

  it('alcohol counts 7 kcal/g with the general factors', () => {
    // 0.07×4 + 0 + 2.61×4 + 10.6×7 = 0.28 + 10.44 + 74.2
    expect(energyPer100g({ ...RED_WINE, calorie_factors: null }).kcal_per_100g).toBe('84.92');
  });

  it('a food without an alcohol value has none', () => {
    expect(energyPer100g(without(BUTTER, 'n_alcohol')).kcal_per_100g).toBe('716.8186');
  });
});

describe('energyPer100g when a macronutrient is missing', () => {
  it.each([
    ['protein', 'n_protein'],
    ['fat', 'n_total_fat'],
    ['carbohydrate', 'n_total_carbohydrate'],
  ])('without %s it falls back to the stored energy and says so', (word, bmid) => {
    const energy = energyPer100g(without(FLOUR, bmid));
    expect(energy).toMatchObject({ basis: 'stored_energy', kcal_per_100g: '364', factors: null });
    expect(energy.note).toContain(`no ${word} value`);
  });

  it('without the stored energy too, the energy is missing', () => {
    const energy = energyPer100g(without(FLOUR, 'n_protein', 'n_energy_kcal'));
    expect(energy).toMatchObject({ basis: 'missing', kcal_per_100g: null });
  });
});

describe('energyPer100g of a custom ingredient', () => {
  // A custom 80-proof spirit as its label states it: 231 kcal, no protein, fat or carbohydrate
  // per 100 g (SR28 14037 gives the same figures and 33.4 g alcohol).
  const SPIRIT: Food = {
    id: 'ci_SPIRIT',
    source: 'custom',
    source_id: 'V1',
    name: 'House vodka',
    common_names: [],
    category: 'Custom ingredients',
    nutrients: { n_energy_kcal: '231', n_protein: '0', n_total_fat: '0', n_total_carbohydrate: '0' },
    portions: [],
    refuse: null,
    density_g_per_ml: null,
    calorie_factors: null,
    added_sugar: false,
    allergens: [],
  };

  it('uses the stated energy, which counts the alcohol the macronutrients do not', () => {
    const e = energyPer100g(SPIRIT);
    expect(e.basis).toBe('stated_energy');
    expect(e.kcal_per_100g).toBe('231');
    // The general-factor figure is in the note for review.
    expect(e.note).toContain('would give 0 kcal');
    // 42 g (a 1.5 fl oz jigger): 231 × 0.42 = 97.02 kcal, declared 100 like the SR28 food.
    expect(Number(e.kcal_per_100g) * 0.42).toBeCloseTo(97.02, 6);
  });

  it('without a stated energy, counts alcohol at 7 kcal/g with the general factors', () => {
    const { n_energy_kcal: _, ...rest } = SPIRIT.nutrients;
    const e = energyPer100g({ ...SPIRIT, nutrients: { ...rest, n_alcohol: '33.4' } });
    expect([e.basis, e.kcal_per_100g]).toEqual(['general_factors', '233.8']);
  });

  it('an SR28 food keeps its own factors', () => {
    expect(energyPer100g({ ...SPIRIT, source: 'usda_sr28' }).basis).toBe('general_factors');
  });
});
