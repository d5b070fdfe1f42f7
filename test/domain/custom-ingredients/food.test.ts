import { describe, expect, it } from 'vitest';
import {
  customIngredientAsFood,
  customMatchable,
  customPortions,
  gramBasis,
  per100g,
  readHouseholdMeasure,
} from '../../../src/domain/custom-ingredients/food.ts';
import { emptyCustomIngredient } from '../../../src/domain/custom-ingredients/mutations.ts';
import type { CustomIngredientState } from '../../../src/domain/custom-ingredients/state.ts';
import { sumIngredients } from '../../../src/domain/nutrition/compute.ts';

function state(patch: Partial<CustomIngredientState>): CustomIngredientState {
  return { ...emptyCustomIngredient('active'), name: 'House spice blend', ...patch };
}

describe('gram basis', () => {
  it('per 100 g by default', () => {
    expect(gramBasis(state({}))?.grams.toString()).toBe('100');
    expect(gramBasis(state({}))?.source).toBe('mass_unit');
  });

  it('converts mass units exactly (1 oz = 28.349523125 g)', () => {
    expect(gramBasis(state({ reference_amount: '1', reference_unit: 'oz' }))?.grams.toString()).toBe(
      '28.349523125',
    );
    expect(gramBasis(state({ reference_amount: '0.5', reference_unit: 'kg' }))?.grams.toString()).toBe('500');
  });

  it('a mass unit wins over reference_quantity_g (which then weighs the household measure)', () => {
    const s = state({ reference_amount: '100', reference_unit: 'g', reference_quantity_g: '15' });
    expect(gramBasis(s)?.grams.toString()).toBe('100');
  });

  it('1 serving of 30 g through reference_quantity_g', () => {
    const b = gramBasis(
      state({ reference_amount: '1', reference_unit: 'serving', reference_quantity_g: '30' }),
    );
    expect(b?.grams.toString()).toBe('30');
    expect(b?.source).toBe('reference_quantity_g');
  });

  it('a volume unit with a density', () => {
    const b = gramBasis(state({ reference_amount: '1', reference_unit: 'tbsp', density_g_per_ml: '0.5' }));
    expect(b?.grams.toString()).toBe('7.393382390625');
    expect(b?.source).toBe('density');
  });

  it('unknown without a way to weigh the basis', () => {
    expect(gramBasis(state({ reference_amount: '1', reference_unit: 'cookie' }))).toBeNull();
    expect(gramBasis(state({ reference_amount: '1', reference_unit: 'cup' }))).toBeNull();
    expect(gramBasis(state({ reference_amount: '0', reference_unit: 'g' }))).toBeNull();
  });
});

describe('per-100 g values', () => {
  it('scales amounts of a 30 g serving to 100 g with decimal arithmetic', () => {
    const s = state({
      reference_amount: '1',
      reference_unit: 'serving',
      reference_quantity_g: '30',
      nutrients: [
        { id: 'n_sodium', unit: 'mg', amount: '120' },
        { id: 'n_total_fat', unit: 'g', amount: '1' },
      ],
    });
    // 1 g × 100 / 30 = 3.333… (40 significant digits, half up).
    expect(per100g(s)).toEqual({ n_sodium: '400', n_total_fat: '3.333333333333333333333333333333333333333' });
  });

  it('are the stated amounts for a 100 g basis', () => {
    expect(per100g(state({ nutrients: [{ id: 'n_sodium', unit: 'mg', amount: '2000' }] }))).toEqual({
      n_sodium: '2000',
    });
  });

  it('a recipe line of 10 g takes a tenth of the per-100 g value', () => {
    const food = customIngredientAsFood(
      'ci_X',
      'V1',
      state({
        nutrients: [
          { id: 'n_sodium', unit: 'mg', amount: '2000' },
          { id: 'n_total_fat', unit: 'g', amount: '5.5' },
        ],
      }),
    );
    expect(food).not.toBeNull();
    const sum = sumIngredients([{ food: food as NonNullable<typeof food>, grams: '10' }]);
    expect(sum.totals.n_sodium).toBe('200');
    expect(sum.totals.n_total_fat).toBe('0.55');
    // No stated added sugars, not a sweetener, no sugars value: unknown, never a silent zero.
    expect(sum.totals.n_added_sugars).toBeUndefined();
    expect(sum.added_sugars_basis[0]?.method).toBe('unknown');
  });
});

describe('as a food', () => {
  it('carries portions, density, allergens and the added-sugar flag; source_id is the version', () => {
    const food = customIngredientAsFood(
      'ci_X',
      '01JDQ5Z4M8W3X9V2T6R1N0P7KA',
      state({
        household_measure: '2 tbsp',
        reference_quantity_g: '30',
        allergens: ['milk', 'sesame'],
        counts_sugars_as_added: true,
        nutrients: [{ id: 'n_total_sugars', unit: 'g', amount: '50' }],
      }),
    );
    expect(food).toMatchObject({
      id: 'ci_X',
      source: 'custom',
      source_id: '01JDQ5Z4M8W3X9V2T6R1N0P7KA',
      name: 'House spice blend',
      category: 'Custom ingredients',
      common_names: [],
      portions: [{ amount: '2', unit: 'tbsp', modifier: null, grams: '30' }],
      // 30 g ÷ (2 × 14.78676478125 ml), 4 places.
      density_g_per_ml: '1.0144',
      allergens: ['milk', 'sesame'],
      added_sugar: true,
      calorie_factors: null,
    });
    const sum = sumIngredients([{ food: food as NonNullable<typeof food>, grams: '20' }]);
    expect(sum.totals.n_added_sugars).toBe('10');
  });

  it('an explicit n_added_sugars wins over the flag', () => {
    const food = customIngredientAsFood(
      'ci_X',
      'V',
      state({
        counts_sugars_as_added: true,
        nutrients: [
          { id: 'n_total_sugars', unit: 'g', amount: '50' },
          { id: 'n_added_sugars', unit: 'g', amount: '20' },
        ],
      }),
    );
    const sum = sumIngredients([{ food: food as NonNullable<typeof food>, grams: '100' }]);
    expect(sum.totals.n_added_sugars).toBe('20');
  });

  it('a given density is used as is; the reference amount is a portion when not a mass', () => {
    const s = state({
      reference_amount: '1',
      reference_unit: 'cookie',
      reference_quantity_g: '12.5',
      density_g_per_ml: '0.8',
    });
    expect(customIngredientAsFood('ci_X', 'V', s)?.density_g_per_ml).toBe('0.8');
    expect(customPortions(s)).toEqual([{ amount: '1', unit: 'cookie', modifier: null, grams: '12.5' }]);
  });

  it('no food without a gram basis', () => {
    expect(
      customIngredientAsFood('ci_X', 'V', state({ reference_unit: 'cookie', reference_amount: '1' })),
    ).toBeNull();
  });
});

describe('household measures', () => {
  it.each([
    ['2 tbsp', { amount: '2', description: 'tbsp' }],
    ['1 1/2 cups', { amount: '1.5', description: 'cups' }],
    ['1/4 cup', { amount: '0.25', description: 'cup' }],
    ['cookie', { amount: '1', description: 'cookie' }],
    ['3', { amount: '3', description: 'serving' }],
    ['0 cups', null],
    ['', null],
  ])('%s', (text, expected) => {
    expect(readHouseholdMeasure(text)).toEqual(expected);
  });
});

describe('for the matcher', () => {
  it('searchable text attributes are aliases; others are not', () => {
    expect(
      customMatchable(
        'ci_X',
        state({
          attributes: [
            { key: 'alias', type: 'string', value: "Grandma's rub", searchable: true },
            { key: 'aka', type: 'string_list', value: ['rub', 'house rub'], searchable: true },
            { key: 'origin', type: 'string', value: 'Spain', searchable: false },
            { key: 'heat', type: 'number', value: 3, searchable: true },
          ],
        }),
      ),
    ).toEqual({
      id: 'ci_X',
      name: 'House spice blend',
      category: 'Custom ingredients',
      source: 'custom',
      aliases: ["Grandma's rub", 'rub', 'house rub'],
    });
  });
});
