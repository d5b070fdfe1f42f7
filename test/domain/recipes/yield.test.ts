import { describe, expect, it } from 'vitest';
import { NotFoundError, UnprocessableError, ValidationError } from '../../../src/domain/errors.ts';
import { nutritionTotals } from '../../../src/domain/recipes/nutrition.ts';
import { newRecipeState, type RecipeNutrition } from '../../../src/domain/recipes/state.ts';
import {
  applyYield,
  clearYield,
  setYield,
  yieldAdjustmentOf,
  yieldFromRequest,
} from '../../../src/domain/recipes/yield.ts';

/** Recipe nutrition as summed from raw ingredients (only what the yield reads). */
function nutrition(
  weight: string,
  totals: Record<string, string>,
  waterMissing: number[] = [],
): RecipeNutrition {
  return {
    calculated_at: '2026-11-25T08:00:00.000Z',
    ingredients_revision: 1,
    reference_weight_grams: weight,
    nutrients: Object.entries(totals).map(([bmid, total]) => ({ bmid, unit: 'g', total })),
    analysis: {
      ingredients: [],
      contributions: {},
      missing: waterMissing.length > 0 ? { n_water: waterMissing } : {},
    },
  };
}

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e;
  }
  throw new Error('expected a throw');
}

describe('applyYield', () => {
  it('without a yield, nutrition is as summed', () => {
    const n = nutrition('867', { n_water: '409.6256' });
    expect(applyYield(n, null)).toBe(n);
    expect(yieldAdjustmentOf(n)).toBeNull();
  });

  it('a gain is water taken up: 100 g of dry spaghetti (10.19 g water) cooked to 250 g', () => {
    const out = applyYield(nutrition('100', { n_water: '10.19', n_protein: '13.04' }), {
      basis: 'finished_weight',
      value: '250',
    });
    expect(out.reference_weight_grams).toBe('250');
    expect(nutritionTotals(out)).toEqual({ n_water: '160.19', n_protein: '13.04' });
    expect(yieldAdjustmentOf(out)).toMatchObject({
      water_change_grams: '150',
      yield_percent: '250',
      raw_water_grams: '10.19',
      finished_water_grams: '160.19',
    });
  });

  it('a percentage is of the raw weight, divided once at 40 significant digits', () => {
    const out = applyYield(nutrition('3', { n_water: '3' }), { basis: 'yield_percent', value: '33.3' });
    expect(out.reference_weight_grams).toBe('0.999');
    expect(yieldAdjustmentOf(out)?.water_change_grams).toBe('-2.001');
  });

  it('only the water that is known can be lost, and the problem says which ingredients lack data', () => {
    const n = nutrition('500', { n_water: '100' }, [1]);
    const e = thrown(() => applyYield(n, { basis: 'finished_weight', value: '399.99' }));
    expect(e).toBeInstanceOf(UnprocessableError);
    expect((e as UnprocessableError).code).toBe('yield_exceeds_water');
    expect((e as UnprocessableError).message).toContain('at least 400 g');
    expect((e as UnprocessableError).message).toContain('1 ingredient has no water data');
    expect((e as UnprocessableError).extras).toMatchObject({ minimum_finished_weight_grams: '400' });
    expect(applyYield(n, { basis: 'finished_weight', value: '400' }).reference_weight_grams).toBe('400');
  });

  it('with no water data at all no loss is possible; a gain leaves water unknown', () => {
    const n = nutrition('200', { n_protein: '20' });
    const e = thrown(() => applyYield(n, { basis: 'yield_percent', value: '99' }));
    expect((e as UnprocessableError).code).toBe('yield_exceeds_water');
    expect((e as UnprocessableError).message).toContain('No ingredient has water data');
    const gained = applyYield(n, { basis: 'yield_percent', value: '150' });
    expect(nutritionTotals(gained)).toEqual({ n_protein: '20' });
    expect(yieldAdjustmentOf(gained)).toMatchObject({ raw_water_grams: null, finished_water_grams: null });
  });

  it('a recipe that weighs nothing cannot take a yield', () => {
    const e = thrown(() => applyYield(nutrition('0', {}), { basis: 'yield_percent', value: '90' }));
    expect((e as UnprocessableError).code).toBe('yield_without_weight');
  });
});

describe('yield requests and changes', () => {
  it('takes exactly one positive decimal; percent at most 1000', () => {
    expect(yieldFromRequest({ finished_weight_g: '750.50' })).toEqual({
      basis: 'finished_weight',
      value: '750.5',
    });
    expect(yieldFromRequest({ yield_percent: '1000' })).toEqual({ basis: 'yield_percent', value: '1000' });
    for (const body of [
      {},
      { finished_weight_g: '1', yield_percent: '1' },
      { finished_weight_g: '0' },
      { yield_percent: '1000.01' },
      { finished_weight_g: '1e3' },
    ]) {
      expect(
        thrown(() => yieldFromRequest(body)),
        JSON.stringify(body),
      ).toBeInstanceOf(ValidationError);
    }
  });

  it('the same yield is no change; clearing nothing is 404 yield_not_set', () => {
    const state = newRecipeState({ name: 'Bread', country: 'US', demographic: 'adults_and_children_over_4' });
    const set = setYield(state, { basis: 'finished_weight', value: '750' }, 'rcp_1', 'weighed');
    expect(set?.events[0]).toMatchObject({
      event_type: 'recipe.yield_updated',
      changed_fields: ['cooking_yield'],
      after: { cooking_yield: { finished_weight_g: '750', yield_percent: null } },
      rationale: 'weighed',
    });
    const after = set?.state ?? state;
    expect(setYield(after, { basis: 'finished_weight', value: '750.000' }, 'rcp_1', null)).toBeNull();
    expect(setYield(after, { basis: 'yield_percent', value: '750' }, 'rcp_1', null)).not.toBeNull();
    expect(clearYield(after, 'rcp_1', null).state.cooking_yield).toBeNull();
    expect(thrown(() => clearYield(state, 'rcp_1', null))).toBeInstanceOf(NotFoundError);
  });
});
