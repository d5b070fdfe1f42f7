import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../src/domain/errors.ts';
import { roundNutrientValue, vitaminMineralIncrement } from '../../../src/domain/labeling/us-fda/rounding.ts';

type Row = [input: string, rounded: string, display: string];

describe('calories, 101.9(c)(1)', () => {
  it.each<Row>([
    ['0', '0', '0'],
    ['3', '0', '0'],
    ['4.9', '0', '0'],
    ['4.99', '0', '0'],
    ['5', '5', '5'],
    ['7.4', '5', '5'],
    ['7.5', '10', '10'],
    ['47', '45', '45'],
    ['47.5', '50', '50'],
    ['50', '50', '50'],
    ['50.1', '50', '50'],
    ['52', '50', '50'],
    ['54.9', '50', '50'],
    ['55', '60', '60'],
    ['144', '140', '140'],
    ['145', '150', '150'],
    ['234.6', '230', '230'],
  ])('%s kcal → %s', (input, rounded, display) => {
    const o = roundNutrientValue('n_energy_kcal', input);
    expect(o.rounded_value).toBe(rounded);
    expect(o.display_text).toBe(display);
    expect(o.rule_name).toBe('fda_calories');
  });

  it.each([
    ['4.9', 'zero', '5', true],
    ['50', 'round', '5', false],
    ['52', 'round', '10', false],
  ])('%s kcal: action %s, increment %s, insignificant %s', (input, action, increment, insignificant) => {
    const o = roundNutrientValue('n_energy_kcal', input);
    expect([o.action, o.increment, o.insignificant]).toEqual([action, increment, insignificant]);
    expect(o.original_value).toBe(input);
  });
});

describe('fats, 101.9(c)(2): total, saturated, trans, polyunsaturated, monounsaturated', () => {
  const fats = [
    'n_total_fat',
    'n_saturated_fat',
    'n_trans_fat',
    'n_polyunsaturated_fat',
    'n_monounsaturated_fat',
  ];
  const rows: Row[] = [
    ['0', '0', '0g'],
    ['0.49', '0', '0g'],
    ['0.5', '0.5', '0.5g'],
    ['0.74', '0.5', '0.5g'],
    ['0.75', '1', '1g'],
    ['1.24', '1', '1g'],
    ['1.25', '1.5', '1.5g'],
    ['4.74', '4.5', '4.5g'],
    ['4.75', '5', '5g'],
    ['4.99', '5', '5g'],
    ['5', '5', '5g'],
    ['5.3', '5', '5g'],
    ['5.4', '5', '5g'],
    ['5.49', '5', '5g'],
    ['5.5', '6', '6g'],
    ['8.7', '9', '9g'],
    ['12.5', '13', '13g'],
  ];
  it.each(fats.flatMap((bmid) => rows.map((r) => [bmid, ...r] as const)))(
    '%s %s g → %s',
    (bmid, input, rounded, display) => {
      const o = roundNutrientValue(bmid, input);
      expect(o.rounded_value).toBe(rounded);
      expect(o.display_text).toBe(display);
      expect(o.rule_name).toBe('fda_fat');
    },
  );

  it.each([
    ['0.49', 'zero', '0.5', true],
    ['0.5', 'round', '0.5', false],
    ['4.99', 'round', '0.5', false],
    ['5', 'round', '1', false],
  ])('total fat %s: action %s, increment %s, insignificant %s', (input, action, increment, insignificant) => {
    const o = roundNutrientValue('n_total_fat', input);
    expect([o.action, o.increment, o.insignificant]).toEqual([action, increment, insignificant]);
  });
});

describe('cholesterol, 101.9(c)(3)', () => {
  it.each<[string, string, string, string]>([
    ['0', '0', '0mg', 'zero'],
    ['1.9', '0', '0mg', 'zero'],
    ['1.99', '0', '0mg', 'zero'],
    ['2', '5', 'less than 5mg', 'less_than'],
    ['3.5', '5', 'less than 5mg', 'less_than'],
    ['4.9', '5', 'less than 5mg', 'less_than'],
    ['4.99', '5', 'less than 5mg', 'less_than'],
    ['5', '5', '5mg', 'round'],
    ['7.4', '5', '5mg', 'round'],
    ['7.5', '10', '10mg', 'round'],
    ['12.5', '15', '15mg', 'round'],
    ['302.5', '305', '305mg', 'round'],
  ])('%s mg → %s (%s)', (input, rounded, display, action) => {
    const o = roundNutrientValue('n_cholesterol', input);
    expect([o.rounded_value, o.display_text, o.action]).toEqual([rounded, display, action]);
    expect(o.insignificant).toBe(Number(input) < 2);
  });
});

describe('sodium, 101.9(c)(4)', () => {
  it.each<Row>([
    ['0', '0', '0mg'],
    ['4.9', '0', '0mg'],
    ['5', '5', '5mg'],
    ['7.4', '5', '5mg'],
    ['7.5', '10', '10mg'],
    ['137.4', '135', '135mg'],
    ['137.5', '140', '140mg'],
    ['140', '140', '140mg'],
    ['142', '140', '140mg'],
    ['144.9', '140', '140mg'],
    ['145', '150', '150mg'],
    ['160', '160', '160mg'],
    ['2305', '2310', '2310mg'],
  ])('%s mg → %s', (input, rounded, display) => {
    const o = roundNutrientValue('n_sodium', input);
    expect([o.rounded_value, o.display_text]).toEqual([rounded, display]);
  });

  it.each([
    ['140', '5'],
    ['140.1', '10'],
  ])('%s mg uses the %s mg step', (input, increment) => {
    expect(roundNutrientValue('n_sodium', input).increment).toBe(increment);
  });
});

describe('fluoride, 101.9(c)(5) (stored in mcg, declared in mg)', () => {
  it.each<Row>([
    ['0', '0', '0mg'],
    ['99', '0', '0mg'],
    ['100', '0.1', '0.1mg'],
    ['149', '0.1', '0.1mg'],
    ['150', '0.2', '0.2mg'],
    ['800', '0.8', '0.8mg'],
    ['849', '0.8', '0.8mg'],
    ['900', '1', '1mg'],
    ['1100', '1.2', '1.2mg'],
  ])('%s mcg → %s mg', (input, rounded, display) => {
    const o = roundNutrientValue('n_fluoride', input);
    expect([o.rounded_value, o.display_text]).toEqual([rounded, display]);
    expect(o.original_value).toBe(String(Number(input) / 1000));
  });
});

describe('carbohydrate family and protein, 101.9(c)(6)–(c)(7)', () => {
  const grams = [
    'n_total_carbohydrate',
    'n_dietary_fiber',
    'n_total_sugars',
    'n_added_sugars',
    'n_sugar_alcohol',
    'n_protein',
  ];
  const rows: [string, string, string, string][] = [
    ['0', '0', '0g', 'zero'],
    ['0.49', '0', '0g', 'zero'],
    ['0.5', '1', 'less than 1g', 'less_than'],
    ['0.99', '1', 'less than 1g', 'less_than'],
    ['1', '1', '1g', 'round'],
    ['1.49', '1', '1g', 'round'],
    ['1.5', '2', '2g', 'round'],
    ['36.5', '37', '37g', 'round'],
    ['37.49', '37', '37g', 'round'],
  ];
  it.each(grams.flatMap((bmid) => rows.map((r) => [bmid, ...r] as const)))(
    '%s %s g → %s',
    (bmid, input, rounded, display, action) => {
      const o = roundNutrientValue(bmid, input);
      expect([o.rounded_value, o.display_text, o.action]).toEqual([rounded, display, action]);
      expect(o.rule_name).toBe(bmid === 'n_protein' ? 'fda_protein' : 'fda_carbohydrate');
    },
  );

  it.each([
    ['n_total_carbohydrate', '0.9', true],
    ['n_total_sugars', '0.9', true],
    ['n_added_sugars', '0.9', true],
    ['n_protein', '0.9', true],
    ['n_sugar_alcohol', '0.9', false],
    ['n_sugar_alcohol', '0.4', true],
    ['n_dietary_fiber', '1', false],
  ])('%s %s g insignificant: %s', (bmid, input, insignificant) => {
    expect(roundNutrientValue(bmid, input).insignificant).toBe(insignificant);
  });
});

describe('vitamins and minerals, 101.9(c)(8) and FDA guidance steps', () => {
  it.each<[string, string, string]>([
    // Vector §8.2: vitamin D 2.04 → 2, calcium 263 → 260, iron 7.96 → 8.
    ['n_vitamin_d', '2.04', '2mcg'],
    ['n_vitamin_d', '2.05', '2.1mcg'],
    ['n_calcium', '263', '260mg'],
    ['n_calcium', '265', '270mg'],
    ['n_iron', '7.96', '8mg'],
    ['n_iron', '7.94', '7.9mg'],
    ['n_potassium', '235', '240mg'],
    ['n_potassium', '234.9', '230mg'],
    ['n_vitamin_c', '12.5', '13mg'],
    ['n_vitamin_k', '30.4', '30mcg'],
    ['n_vitamin_a', '455', '460mcg'],
    ['n_folate', '104', '100mcg'],
    ['n_zinc', '1.25', '1.3mg'],
    ['n_selenium', '5.5', '6mcg'],
    ['n_choline', '115', '120mg'],
    // 2 % of the RDI but zero at the 0.1 step: finer steps (hundredths) so it never prints 0.
    ['n_copper', '0.03', '0.03mg'],
  ])('%s %s → %s (adults)', (bmid, input, display) => {
    expect(roundNutrientValue(bmid, input).display_text).toBe(display);
  });

  it.each<[string, string, string]>([
    ['n_vitamin_d', '0.39', '0mcg'], // 1.95 % of 20 mcg
    ['n_vitamin_d', '0.4', '0.4mcg'], // 2 %
    ['n_calcium', '25.9', '0mg'],
    ['n_calcium', '26', '30mg'],
    ['n_iron', '0.35', '0mg'],
    ['n_iron', '0.36', '0.4mg'],
    ['n_potassium', '93.9', '0mg'],
    ['n_potassium', '94', '90mg'],
  ])('%s %s below/at 2 %% of the RDI → %s', (bmid, input, display) => {
    const o = roundNutrientValue(bmid, input);
    expect(o.display_text).toBe(display);
    expect(o.insignificant).toBe(o.action === 'zero');
  });

  it.each([
    ['1.2', '0.1'],
    ['24.9', '0.1'],
    ['25', '1'],
    ['249', '1'],
    ['250', '10'],
    ['4700', '10'],
  ])('RDI %s → step %s', (rdi, step) => {
    expect(vitaminMineralIncrement(rdi)).toBe(step);
  });

  it('uses the RDI of the label population to choose the step', () => {
    expect(roundNutrientValue('n_vitamin_k', '1.26').display_text).toBe('0mcg'); // 1 % of 120
    expect(
      roundNutrientValue('n_vitamin_k', '1.26', { demographic: 'infants_through_12_months' }).display_text,
    ).toBe('1.3mcg');
    expect(roundNutrientValue('n_vitamin_k', '31.26').display_text).toBe('31mcg');
  });

  it('declares additional levels of significance on request ((c)(8)(ii): FDA prints Potassium 235mg)', () => {
    const o = roundNutrientValue('n_potassium', '235', { increment: '1' });
    expect(o.display_text).toBe('235mg');
    expect(o.rule_name).toBe('fda_vitamin_mineral_extra_significance');
    expect(o.increment).toBe('1');
  });

  it.each([
    ['n_potassium', '20'],
    ['n_potassium', '0'],
    ['n_total_fat', '0.1'],
  ])('rejects increment %s for %s', (bmid, increment) => {
    expect(() => roundNutrientValue(bmid, '100', { increment })).toThrow(ValidationError);
  });

  it('rounds folic acid to whole micrograms', () => {
    expect(roundNutrientValue('n_folic_acid', '39.5').display_text).toBe('40mcg');
    expect(roundNutrientValue('n_folic_acid', '0.4').display_text).toBe('0mcg');
  });
});

describe('input checks', () => {
  it.each(['-1', 'abc', '1e3', 'NaN', ''])('rejects amount %j', (amount) => {
    expect(() => roundNutrientValue('n_total_fat', amount)).toThrow(ValidationError);
  });

  it('rejects a nutrient that is not on a US label', () => {
    expect(() => roundNutrientValue('n_caffeine', '10')).toThrow(ValidationError);
  });
});
