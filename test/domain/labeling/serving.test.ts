import { describe, expect, it } from 'vitest';
import {
  determineDualColumnStatus,
  discreteUnitServing,
  householdMeasureFromMl,
  roundHouseholdMeasure,
  roundServingMetric,
  roundServingsPerContainer,
  servingsPerContainer,
} from '../../../src/domain/labeling/us-fda/serving.ts';

describe('metric serving quantity, (b)(7)(ii)', () => {
  it.each<[string, string, string]>([
    ['55.4', '55', '55g'],
    ['55.5', '56', '56g'],
    ['5', '5', '5g'],
    ['4.99', '5', '5g'],
    ['4.3', '4.5', '4.5g'],
    ['4.24', '4', '4g'],
    ['4.25', '4.5', '4.5g'],
    ['2', '2', '2g'],
    ['1.99', '2', '2g'],
    ['1.26', '1.3', '1.3g'],
    ['1.25', '1.3', '1.3g'],
    ['0.24', '0.2', '0.2g'],
  ])('%s g → %s', (input, amount, display) => {
    const m = roundServingMetric(input);
    expect([m.amount, m.display]).toEqual([amount, display]);
  });

  it('keeps millilitres', () => {
    expect(roundServingMetric('239.6', 'mL').display).toBe('240mL');
  });
});

describe('servings per container, (b)(8)(i)', () => {
  it.each<[string, string, string, boolean]>([
    ['8.5', '9', 'about 9', true], // §8.3: 340 g / 40 g, half up (policy choice)
    ['8.49', '8', 'about 8', true],
    ['8', '8', '8', false],
    ['12', '12', '12', false],
    ['2.2', '2', 'about 2', true],
    ['2.25', '2.5', 'about 2.5', true],
    ['2.5', '2.5', '2.5', false],
    ['3.74', '3.5', 'about 3.5', true],
    ['3.75', '4', 'about 4', true],
    ['4.8', '5', 'about 5', true],
    ['5', '5', '5', false],
    ['5.3', '5', 'about 5', true],
    ['5.5', '6', 'about 6', true],
    ['1.9', '2', 'about 2', true],
    ['1.4', '1', 'about 1', true],
    ['1', '1', '1', false],
    ['0.4', '1', 'about 1', true],
  ])('%s → %s (%s)', (count, value, display, about) => {
    const s = roundServingsPerContainer(count);
    expect([s.value, s.display_text, s.about]).toEqual([value, display, about]);
  });

  it.each<[string, string, string]>([
    ['340', '40', 'about 9 servings per container'],
    ['440', '55', '8 servings per container'],
    ['100', '30', 'about 3.5 servings per container'],
    ['591', '591', '1 serving per container'],
    ['1081', '360', 'about 3 servings per container'],
  ])('container %s / serving %s → %s', (container, serving, statement) => {
    expect(servingsPerContainer(container, serving).statement).toBe(statement);
  });
});

describe('household measures, (b)(5) and NLEA Attachment 6', () => {
  it.each<[string, 'cup' | 'tbsp' | 'tsp' | 'oz' | 'fl oz', string]>([
    ['0.66', 'cup', '2/3 cup'],
    ['0.7', 'cup', '2/3 cup'],
    ['0.71', 'cup', '3/4 cup'],
    ['0.25', 'cup', '1/4 cup'],
    ['0.29', 'cup', '1/4 cup'],
    ['0.2917', 'cup', '1/3 cup'],
    ['0.5', 'cup', '1/2 cup'],
    ['1', 'cup', '1 cup'],
    ['1.3', 'cup', '1 1/3 cups'],
    ['1.5', 'cup', '1 1/2 cups'],
    ['2.1', 'cup', '2 cups'],
    ['0.2', 'cup', '3 tbsp'], // below 1/4 cup: tablespoons
    ['1', 'tbsp', '1 tbsp'],
    ['1.16', 'tbsp', '1 tbsp'],
    ['1.17', 'tbsp', '1 1/3 tbsp'],
    ['1.25', 'tbsp', '1 1/3 tbsp'], // §8.3
    ['1.4', 'tbsp', '1 1/3 tbsp'],
    ['1.42', 'tbsp', '1 1/2 tbsp'],
    ['1.58', 'tbsp', '1 1/2 tbsp'],
    ['1.59', 'tbsp', '1 2/3 tbsp'],
    ['1.84', 'tbsp', '2 tbsp'],
    ['2.4', 'tbsp', '2 tbsp'],
    ['2.5', 'tbsp', '3 tbsp'],
    ['3.5', 'tbsp', '1/4 cup'],
    ['0.9', 'tbsp', '1 tbsp'],
    ['0.5', 'tsp', '1/2 tsp'],
    ['0.125', 'tsp', '1/4 tsp'],
    ['0.05', 'tsp', '1/4 tsp'],
    ['0.375', 'tsp', '1/2 tsp'],
    ['0.8', 'tsp', '3/4 tsp'],
    ['0.875', 'tsp', '1 tsp'],
    ['1.5', 'tsp', '2 tsp'],
    ['2.4', 'tsp', '2 tsp'],
    ['2.5', 'tsp', '1 tbsp'],
    ['1.2', 'oz', '1 oz'],
    ['1.25', 'oz', '1.5 oz'],
    ['0.1', 'oz', '0.5 oz'],
    ['7.5', 'fl oz', '8 fl oz'],
    ['11.4', 'fl oz', '11 fl oz'],
    ['12', 'fl oz', '12 fl oz'],
    ['8', 'fl oz', '8 fl oz'],
    // Whole fluid ounces would misstate a small volume (1.5 → 2 fl oz is a third too much): the
    // closer cup/tbsp/tsp step is declared instead (1 fl oz = 30 mL = 2 tbsp for labeling).
    ['1.5', 'fl oz', '3 tbsp'],
    ['2.5', 'fl oz', '1/3 cup'],
    ['0.5', 'fl oz', '1 tbsp'],
  ])('%s %s → %s', (amount, unit, display) => {
    expect(roundHouseholdMeasure(amount, unit).display).toBe(display);
  });

  it('returns the fraction parts', () => {
    expect(roundHouseholdMeasure('1.3', 'cup')).toEqual({
      unit: 'cup',
      whole: 1,
      numerator: 1,
      denominator: 3,
      quantity_text: '1 1/3',
      display: '1 1/3 cups',
    });
  });

  it.each<[string, string]>([
    ['240', '1 cup'],
    ['160', '2/3 cup'],
    ['120', '1/2 cup'],
    ['30', '2 tbsp'],
    ['15', '1 tbsp'],
    ['20', '1 1/3 tbsp'],
    ['5', '1 tsp'],
    ['1.25', '1/4 tsp'],
  ])('%s mL → %s', (ml, display) => {
    expect(householdMeasureFromMl(ml).display).toBe(display);
  });
});

describe('single-serving and dual-column bands, (b)(6) and (b)(12)', () => {
  it.each<[string, string, string, string]>([
    ['300', '360', 'single_serving', '83.33'],
    ['539', '360', 'single_serving', '149.72'],
    ['540', '360', 'single_serving_optional_column', '150'],
    ['591', '360', 'single_serving_optional_column', '164.17'], // 20 fl oz soda
    ['710', '360', 'single_serving_optional_column', '197.22'], // 24 fl oz
    ['719.9', '360', 'single_serving_optional_column', '199.97'],
    ['720', '360', 'dual_column_required', '200'],
    ['1000', '360', 'dual_column_required', '277.78'],
    ['1080', '360', 'dual_column_required', '300'],
    ['1081', '360', 'not_required', '300.28'],
    ['2000', '360', 'not_required', '555.56'],
  ])('%s against a RACC of %s → %s (%s %%)', (container, racc, status, percent) => {
    const d = determineDualColumnStatus(container, racc);
    expect(d.status).toBe(status);
    expect(d.percent_of_racc).toBe(percent);
    expect(d.single_serving_container).toBe(status.startsWith('single'));
    expect(d.per_container_column).toBe(status === 'dual_column_required' ? 'required' : 'none');
  });

  it('reports a claimed exemption', () => {
    const d = determineDualColumnStatus('720', '360', 'small_package_tabular');
    expect(d.status).toBe('dual_column_exempt');
    expect(d.per_container_column).toBe('optional');
    expect(determineDualColumnStatus('1081', '360', 'varied_weight').status).toBe('not_required');
  });
});

describe('discrete units, (b)(2)(i)', () => {
  it.each<[string, string, string, number | null, number | null, boolean]>([
    ['10', '30', 'nearest_whole_units', 3, null, false], // 33 %
    ['12', '30', 'nearest_whole_units', 3, null, false], // 40 %: 2.5 units → 3 (half up)
    ['15', '30', 'nearest_whole_units', 2, null, false], // 50 %
    ['16', '30', 'one_unit_or_two', 1, 2, false],
    ['20', '30', 'one_unit_or_two', 1, 2, false], // 66.7 %: below 67 %
    ['20.1', '30', 'one_unit', 1, null, false],
    ['59.9', '30', 'one_unit', 1, null, false],
    ['60', '30', 'one_unit_with_per_unit_column', 1, null, true],
    ['90', '30', 'one_unit_with_per_unit_column', 1, null, true],
    ['91', '30', 'fraction_of_unit', null, null, false],
  ])('unit %s g, RACC %s g → %s', (unit, racc, basis, units, alternative, perUnit) => {
    const s = discreteUnitServing(unit, racc);
    expect([s.basis, s.units, s.alternative_units, s.per_unit_column_required]).toEqual([
      basis,
      units,
      alternative,
      perUnit,
    ]);
  });
});
