import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../src/domain/errors.ts';
import { percentDailyValue } from '../../../src/domain/labeling/us-fda/percent-daily-value.ts';

const ADULTS = 'adults_and_children_over_4';

describe('DRV nutrients: nearest whole percent, halves up ((d)(7)(ii))', () => {
  it.each<[string, string, string, string]>([
    ['n_total_fat', '8', '10', '10.2564'],
    ['n_total_fat', '8.7', '11', '11.1538'],
    ['n_total_fat', '8.19', '11', '10.5'],
    ['n_saturated_fat', '1', '5', '5'],
    ['n_cholesterol', '4.5', '2', '1.5'],
    ['n_sodium', '160', '7', '6.9565'],
    ['n_sodium', '149.5', '7', '6.5'],
    ['n_total_carbohydrate', '37', '13', '13.4545'],
    ['n_dietary_fiber', '4', '14', '14.2857'],
    ['n_added_sugars', '10', '20', '20'],
    ['n_added_sugars', '0.75', '2', '1.5'],
  ])('%s %s → %s%% (unrounded %s%%)', (bmid, amount, rounded, original) => {
    const o = percentDailyValue(bmid, amount, ADULTS);
    expect(o?.rounded_percent).toBe(rounded);
    expect(o?.original_percent).toBe(original);
    expect(o?.rule_name).toBe('fda_dv_whole_percent');
    expect(o?.increment).toBe('1');
    expect(o?.basis).toBe('unrounded');
  });

  it('computes from the declared amount on request (8.7 g fat declared 9 g → 12 %)', () => {
    expect(percentDailyValue('n_total_fat', '8.7', ADULTS)?.rounded_percent).toBe('11');
    const declared = percentDailyValue('n_total_fat', '8.7', ADULTS, { basis: 'declared' });
    expect(declared?.rounded_percent).toBe('12');
    expect(declared?.basis).toBe('declared');
  });

  it.each([
    ['n_total_fat', '0.49'],
    ['n_cholesterol', '1.9'],
    ['n_sodium', '4.9'],
    ['n_total_carbohydrate', '0.4'],
  ])('an amount declared as zero gets 0 %% (%s %s)', (bmid, amount) => {
    const o = percentDailyValue(bmid, amount, ADULTS);
    expect(o?.rounded_percent).toBe('0');
    expect(o?.action).toBe('zero');
  });

  it('uses the population DV (sodium 1,500 mg for children 1–3)', () => {
    expect(percentDailyValue('n_sodium', '150', 'children_1_3_years')?.rounded_percent).toBe('10');
    expect(percentDailyValue('n_sodium', '150', 'children_1_3_years')?.daily_value).toBe('1500');
  });
});

describe('vitamins and minerals: 2 / 5 / 10 % steps ((c)(8)(iii))', () => {
  // Vitamin D RDI 20 mcg: amount = percent / 5.
  it.each<[string, string, string]>([
    ['1.9', '0', '0.38'],
    ['2.0', '2', '0.4'],
    ['3.0', '4', '0.6'],
    ['4.9', '4', '0.98'],
    ['5.0', '6', '1'],
    ['9.0', '10', '1.8'],
    ['10.0', '10', '2'],
    ['10.1', '10', '2.02'],
    ['12.4', '10', '2.48'],
    ['12.5', '15', '2.5'],
    ['47.5', '50', '9.5'],
    ['50', '50', '10'],
    ['52', '50', '10.4'],
    ['55', '60', '11'],
    ['104', '100', '20.8'],
    ['105', '110', '21'],
  ])('%s %% → %s %%', (percent, rounded, amount) => {
    const o = percentDailyValue('n_vitamin_d', amount, ADULTS);
    expect(o?.rounded_percent).toBe(rounded);
    expect(o?.rule_name).toBe('fda_dv_vitamin_mineral');
    expect(Number(o?.original_percent)).toBeCloseTo(Number(percent), 6);
  });

  it.each([
    ['10', '2'],
    ['10.1', '5'],
    ['50', '5'],
    ['50.1', '10'],
  ])('%s %% uses the %s %% step', (percent, step) => {
    const amount = String(Number(percent) / 5);
    expect(percentDailyValue('n_vitamin_d', amount, ADULTS)?.increment).toBe(step);
  });

  it.each<[string, string, string]>([
    ['n_potassium', '235', '6'], // FDA (d)(8): 235 / 4700 = 5.0 % → 6 %
    ['n_calcium', '260', '20'],
    ['n_iron', '8', '45'],
    ['n_vitamin_d', '2', '10'],
  ])('FDA sample: %s %s → %s %%', (bmid, amount, rounded) => {
    expect(percentDailyValue(bmid, amount, ADULTS)?.rounded_percent).toBe(rounded);
  });

  it('uses the infant RDI for infant foods', () => {
    expect(percentDailyValue('n_iron', '1.1', 'infants_through_12_months')?.rounded_percent).toBe('10');
  });
});

describe('no %DV', () => {
  it.each([
    ['n_trans_fat', ADULTS],
    ['n_total_sugars', ADULTS],
    ['n_polyunsaturated_fat', ADULTS],
    ['n_monounsaturated_fat', ADULTS],
    ['n_fluoride', ADULTS],
    ['n_sugar_alcohol', ADULTS],
    ['n_energy_kcal', ADULTS],
    ['n_sodium', 'infants_through_12_months'],
    ['n_added_sugars', 'infants_through_12_months'],
    ['n_saturated_fat', 'infants_through_12_months'],
    ['n_cholesterol', 'infants_through_12_months'],
    ['n_dietary_fiber', 'infants_through_12_months'],
    ['n_caffeine', ADULTS],
  ] as const)('%s for %s', (bmid, demographic) => {
    expect(percentDailyValue(bmid, '10', demographic)).toBeNull();
  });

  it.each([
    'adults_and_children_over_4',
    'infants_through_12_months',
    'children_1_3_years',
    'pregnant_and_lactating_women',
  ] as const)('protein without a quality factor for %s', (demographic) => {
    expect(percentDailyValue('n_protein', '10', demographic)).toBeNull();
  });
});

describe('protein with a quality factor ((c)(7)(ii))', () => {
  it.each<[string, string, string, string]>([
    ['adults_and_children_over_4', '10', '1', '20'],
    ['adults_and_children_over_4', '10', '0.5', '10'],
    ['children_1_3_years', '3', '0.8', '18'],
    ['infants_through_12_months', '2', '1', '18'],
    ['pregnant_and_lactating_women', '7.1', '1', '10'],
  ])('%s: %s g × %s → %s %%', (demographic, amount, factor, rounded) => {
    const o = percentDailyValue('n_protein', amount, demographic as 'adults_and_children_over_4', {
      proteinQualityFactor: factor,
    });
    expect(o?.rounded_percent).toBe(rounded);
    expect(o?.rule_name).toBe('fda_dv_whole_percent');
  });

  it('rejects a factor above 1', () => {
    expect(() => percentDailyValue('n_protein', '10', ADULTS, { proteinQualityFactor: '1.2' })).toThrow(
      ValidationError,
    );
  });
});
