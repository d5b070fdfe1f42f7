import { describe, expect, it } from 'vitest';
import { dec, decString } from '../../../src/domain/decimal.ts';
import { ValidationError } from '../../../src/domain/errors.ts';
import { buildNutritionFactsColumn } from '../../../src/domain/labeling/us-fda/facts-column.ts';
import {
  buildLabel,
  dailyValueFootnote,
  flattenNodes,
  type LabelNutrientNode,
} from '../../../src/domain/labeling/us-fda/label.ts';
import { panelLines } from '../../../src/domain/labeling/us-fda/render-model.ts';
import { SAMPLE_AMOUNTS, SAMPLE_LINES, sampleLabelInput } from './fixtures.ts';

function tree(nodes: readonly LabelNutrientNode[]): unknown[] {
  return nodes.map((n) => (n.children.length === 0 ? n.bmid : { [n.bmid]: tree(n.children) }));
}

function byBmid(nodes: readonly LabelNutrientNode[], bmid: string): LabelNutrientNode {
  const node = flattenNodes(nodes).find((n) => n.bmid === bmid);
  if (node === undefined) {
    throw new Error(`no ${bmid}`);
  }
  return node;
}

describe('FDA sample label (fact base §8.1) from unrounded inputs', () => {
  const label = buildLabel(sampleLabelInput());

  it('prints every line of the sample, in order', () => {
    expect(panelLines(label)).toEqual(SAMPLE_LINES);
  });

  it('fills the header', () => {
    expect(label.header).toEqual({
      serving_size_household: '2/3 cup',
      serving_size_metric: '55g',
      servings_per_container: '8',
      demographic: 'adults_and_children_over_4',
    });
    expect(label.per_serving.reference_weight_grams).toBe('55.3');
    expect(label.per_container).toBeUndefined();
  });

  it.each<[string, string, string, string | undefined]>([
    ['n_energy_kcal', '230', '230', undefined],
    ['n_total_fat', '8', '8g', '10%'],
    ['n_saturated_fat', '1', '1g', '5%'],
    ['n_trans_fat', '0', '0g', undefined],
    ['n_cholesterol', '0', '0mg', '0%'],
    ['n_sodium', '160', '160mg', '7%'],
    ['n_total_carbohydrate', '37', '37g', '13%'],
    ['n_dietary_fiber', '4', '4g', '14%'],
    ['n_total_sugars', '12', '12g', undefined],
    ['n_added_sugars', '10', 'Includes 10g Added Sugars', '20%'],
    ['n_protein', '3', '3g', undefined],
    ['n_vitamin_d', '2', '2mcg', '10%'],
    ['n_calcium', '260', '260mg', '20%'],
    ['n_iron', '8', '8mg', '45%'],
    ['n_potassium', '235', '235mg', '6%'],
  ])('%s: amount %s, display %j, %%DV %s', (bmid, amount, display, percent) => {
    const node = byBmid(label.per_serving.nutrients, bmid);
    expect(node.amount).toBe(amount);
    expect(node.display_text).toBe(display);
    expect(node.percent_dv).toBe(percent);
    expect('percent_dv' in node).toBe(percent !== undefined);
    expect(node.is_mandatory).toBe(true);
    expect(node.is_visible).toBe(true);
  });

  it('nests the nutrients in FDA order', () => {
    expect(tree(label.per_serving.nutrients)).toEqual([
      'n_energy_kcal',
      { n_total_fat: ['n_saturated_fat', 'n_trans_fat'] },
      'n_cholesterol',
      'n_sodium',
      { n_total_carbohydrate: ['n_dietary_fiber', { n_total_sugars: ['n_added_sugars'] }] },
      'n_protein',
      'n_vitamin_d',
      'n_calcium',
      'n_iron',
      'n_potassium',
    ]);
  });

  it('carries the (d)(9) footnote, staleness and completeness', () => {
    expect(label.footnotes).toEqual([
      '*The % Daily Value tells you how much a nutrient in a serving of food contributes to a daily diet. 2,000 calories a day is used for general nutrition advice.',
    ]);
    expect(label.staleness).toEqual({ is_current: true, calculated_at: '2026-11-22T10:00:00.000Z' });
    expect(label.completeness).toEqual({ is_complete: true, missing_mandatory: [] });
  });

  it('prints potassium 240mg at FDA guidance precision when no extra significance is asked for', () => {
    const plain = buildLabel(sampleLabelInput({ amountIncrements: {} }));
    expect(byBmid(plain.per_serving.nutrients, 'n_potassium').display_text).toBe('240mg');
    expect(byBmid(plain.per_serving.nutrients, 'n_potassium').percent_dv).toBe('6%');
  });
});

describe('voluntary nutrients', () => {
  const amounts = {
    ...SAMPLE_AMOUNTS,
    n_polyunsaturated_fat: '2.3',
    n_monounsaturated_fat: '4.1',
    n_fluoride: '120',
    n_sugar_alcohol: '2.6',
    n_vitamin_a: '455',
    n_vitamin_c: '12.5',
    n_choline: '115',
    n_folate: '104',
    n_folic_acid: '40',
    n_thiamin: '0.31',
    n_water: '20',
    n_caffeine: '12',
  };
  const visibility = {
    n_polyunsaturated_fat: true,
    n_monounsaturated_fat: true,
    n_fluoride: true,
    n_sugar_alcohol: true,
    n_vitamin_a: true,
    n_vitamin_c: true,
    n_choline: true,
    n_folate: true,
    n_folic_acid: true,
    n_thiamin: false,
    n_total_fat: false, // mandatory: ignored
  };
  const label = buildLabel(
    sampleLabelInput({ perServing: { referenceWeightGrams: '55.3', amounts }, visibility }),
  );

  it('adds them in (c) and (c)(8)(iv) order at their places', () => {
    expect(tree(label.per_serving.nutrients)).toEqual([
      'n_energy_kcal',
      { n_total_fat: ['n_saturated_fat', 'n_trans_fat', 'n_polyunsaturated_fat', 'n_monounsaturated_fat'] },
      'n_cholesterol',
      'n_sodium',
      'n_fluoride',
      {
        n_total_carbohydrate: ['n_dietary_fiber', { n_total_sugars: ['n_added_sugars'] }, 'n_sugar_alcohol'],
      },
      'n_protein',
      'n_vitamin_d',
      'n_calcium',
      'n_iron',
      'n_potassium',
      'n_vitamin_a',
      'n_vitamin_c',
      'n_thiamin',
      { n_folate: ['n_folic_acid'] },
      'n_choline',
    ]);
  });

  it('marks visibility from the map and keeps mandatory nutrients visible', () => {
    const flat = flattenNodes(label.per_serving.nutrients);
    expect(flat.filter((n) => !n.is_visible).map((n) => n.bmid)).toEqual(['n_thiamin']);
    expect(byBmid(label.per_serving.nutrients, 'n_total_fat').is_visible).toBe(true);
    expect(byBmid(label.per_serving.nutrients, 'n_vitamin_a').is_mandatory).toBe(false);
  });

  it.each<[string, string, string | undefined]>([
    ['n_polyunsaturated_fat', '2.5g', undefined],
    ['n_monounsaturated_fat', '4g', undefined],
    ['n_fluoride', '0.1mg', undefined],
    ['n_sugar_alcohol', '3g', undefined],
    ['n_vitamin_a', '460mcg', '50%'],
    ['n_vitamin_c', '13mg', '15%'],
    ['n_folate', '100mcg', '25%'],
    ['n_folic_acid', '40mcg', undefined],
    ['n_choline', '120mg', '20%'],
  ])('%s prints %s with %%DV %s', (bmid, display, percent) => {
    const node = byBmid(label.per_serving.nutrients, bmid);
    expect(node.display_text).toBe(display);
    expect(node.percent_dv).toBe(percent);
  });

  it('leaves hidden and non-label nutrients off the printed panel', () => {
    const lines = panelLines(label);
    expect(lines).toContain('Polyunsaturated Fat 2.5g');
    expect(lines).toContain('Vitamin A 460mcg 50%');
    expect(lines.some((l) => l.startsWith('Thiamin'))).toBe(false);
    expect(lines.some((l) => l.startsWith('Water') || l.startsWith('Caffeine'))).toBe(false);
    expect(lines.indexOf('Potassium 235mg 6%')).toBeLessThan(lines.indexOf('Vitamin A 460mcg 50%'));
  });

  it('applies display-name overrides', () => {
    const renamed = buildLabel(sampleLabelInput({ displayNames: { n_added_sugars: 'Added Sugar' } }));
    expect(byBmid(renamed.per_serving.nutrients, 'n_added_sugars').display_text).toBe(
      'Includes 10g Added Sugar',
    );
  });
});

describe('completeness', () => {
  it('lists mandatory nutrients without data, in label order, and never prints an amount for them', () => {
    const { n_sodium: _sodium, n_vitamin_d: _d, ...amounts } = SAMPLE_AMOUNTS;
    const label = buildLabel(
      sampleLabelInput({
        perServing: { referenceWeightGrams: '55.3', amounts },
        missingMandatory: ['n_added_sugars', 'n_vitamin_a'],
      }),
    );
    expect(label.completeness).toEqual({
      is_complete: false,
      missing_mandatory: [
        { bmid: 'n_sodium', display_name: 'Sodium', reason: 'no_data' },
        { bmid: 'n_added_sugars', display_name: 'Added Sugars', reason: 'incomplete_data' },
        { bmid: 'n_vitamin_d', display_name: 'Vitamin D', reason: 'no_data' },
      ],
    });
    const sodium = byBmid(label.per_serving.nutrients, 'n_sodium');
    expect([
      sodium.amount,
      sodium.display_text,
      sodium.percent_dv,
      sodium.is_visible,
      sodium.not_declared_reason,
    ]).toEqual(['', 'data missing', undefined, true, 'no_data']);
    // Added sugars has a partial sum (10 g of the ingredients with data): it is not printed.
    const added = byBmid(label.per_serving.nutrients, 'n_added_sugars');
    expect([added.amount, added.display_text, added.percent_dv, added.not_declared_reason]).toEqual([
      '',
      'Added Sugars: data missing',
      undefined,
      'incomplete_data',
    ]);
    expect(panelLines(label)).toContain('Added Sugars: data missing');
    expect(panelLines(label)).toContain('Sodium data missing');
    // A voluntary nutrient in the list is simply not shown (it is not mandatory).
    expect(label.completeness.missing_mandatory.some((m) => m.bmid === 'n_vitamin_a')).toBe(false);
  });
});

describe('demographics', () => {
  it.each([
    [
      'adults_and_children_over_4',
      '*The % Daily Value tells you how much a nutrient in a serving of food contributes to a daily diet. 2,000 calories a day is used for general nutrition advice.',
    ],
    [
      'pregnant_and_lactating_women',
      '*The % Daily Value tells you how much a nutrient in a serving of food contributes to a daily diet. 2,000 calories a day is used for general nutrition advice.',
    ],
    [
      'children_1_3_years',
      '*The % Daily Value tells you how much a nutrient in a serving of food contributes to a daily diet. 1,000 calories a day is used for general nutrition advice.',
    ],
    ['infants_through_12_months', null],
  ] as const)('footnote for %s', (demographic, footnote) => {
    expect(dailyValueFootnote(demographic)).toBe(footnote);
    const label = buildLabel(sampleLabelInput({ demographic, proteinQualityFactor: '1' }));
    expect(label.footnotes).toEqual(footnote === null ? [] : [footnote]);
  });

  it('children 1–3: their DVs, and protein %DV required', () => {
    const without = buildLabel(sampleLabelInput({ demographic: 'children_1_3_years' }));
    expect(byBmid(without.per_serving.nutrients, 'n_protein').percent_dv).toBeUndefined();
    expect(without.completeness).toEqual({
      is_complete: false,
      missing_mandatory: [
        { bmid: 'n_protein', display_name: 'Protein', reason: 'no_protein_quality_factor' },
      ],
    });
    const label = buildLabel(
      sampleLabelInput({ demographic: 'children_1_3_years', proteinQualityFactor: '0.9' }),
    );
    expect(label.completeness.is_complete).toBe(true);
    const pct = (bmid: string) => byBmid(label.per_serving.nutrients, bmid).percent_dv;
    expect(pct('n_protein')).toBe('22%'); // 3.2 × 0.9 / 13 = 22.15 %
    expect(pct('n_total_fat')).toBe('21%'); // 8.04 / 39
    expect(pct('n_sodium')).toBe('11%'); // 161 / 1500
    expect(pct('n_added_sugars')).toBe('40%'); // 10.1 / 25
    expect(pct('n_calcium')).toBe('35%'); // 261 / 700 = 37.3 % → 35 %
  });

  it('infants: %DV only where an infant DV exists', () => {
    const label = buildLabel(
      sampleLabelInput({ demographic: 'infants_through_12_months', proteinQualityFactor: '1' }),
    );
    const withPercent = flattenNodes(label.per_serving.nutrients)
      .filter((n) => n.percent_dv !== undefined)
      .map((n) => n.bmid);
    expect(withPercent).toEqual([
      'n_total_fat',
      'n_total_carbohydrate',
      'n_protein',
      'n_vitamin_d',
      'n_calcium',
      'n_iron',
      'n_potassium',
    ]);
    expect(panelLines(label)).toContain('% Daily Value');
  });
});

describe('dual-column label', () => {
  const perContainer: Record<string, string> = {};
  for (const [bmid, amount] of Object.entries(SAMPLE_AMOUNTS)) {
    perContainer[bmid] = decString(dec(amount).times('2.5'));
  }
  const label = buildLabel(
    sampleLabelInput({
      servingsPerContainer: '2.5',
      perContainer: { referenceWeightGrams: '138.25', amounts: perContainer },
    }),
  );

  it('builds both columns with the same structure', () => {
    expect(label.header.servings_per_container).toBe('2.5');
    expect(label.per_container?.reference_weight_grams).toBe('138.25');
    expect(tree(label.per_container?.nutrients ?? [])).toEqual(tree(label.per_serving.nutrients));
  });

  it.each<[string, string, string | undefined]>([
    ['n_energy_kcal', '580', undefined], // 583.9
    ['n_total_fat', '20g', '26%'], // 20.1 g; 25.77 %
    ['n_saturated_fat', '2.5g', '13%'], // 2.55 g
    ['n_cholesterol', 'less than 5mg', '1%'], // 3 mg
    ['n_sodium', '400mg', '18%'], // 402.5 mg
    ['n_added_sugars', 'Includes 25g Added Sugars', '51%'], // 25.25 g
    ['n_potassium', '588mg', '15%'], // 587.5 mg at 1 mg; 12.5 % → 15 %
  ])('per container %s: %s %s', (bmid, display, percent) => {
    const node = byBmid(label.per_container?.nutrients ?? [], bmid);
    expect(node.display_text).toBe(display);
    expect(node.percent_dv).toBe(percent);
  });

  it('reads per serving then per container on each line', () => {
    const lines = panelLines(label);
    expect(lines.slice(0, 6)).toEqual([
      'Nutrition Facts',
      '2.5 servings per container',
      'Serving size 2/3 cup (55g)',
      'Per serving Per container',
      'Calories 230 580',
      '% Daily Value*',
    ]);
    expect(lines).toContain('Total Fat 8g 10% 20g 26%');
    expect(lines).toContain('Includes Added Sugars 10g 20% 25g 51%');
    expect(lines).toContain('Trans Fat 0g 0.5g');
  });
});

describe('buildNutritionFactsColumn', () => {
  const column = buildNutritionFactsColumn({
    demographic: 'adults_and_children_over_4',
    referenceWeightGrams: '55.3',
    amounts: { ...SAMPLE_AMOUNTS, n_vitamin_c: '12.5', n_caffeine: '30' },
    amountIncrements: { n_potassium: '1' },
  });

  it('lists every label nutrient with an amount, in panel order, with wire numbers', () => {
    expect(column.demographic).toBe('adults_and_children_over_4');
    expect(column.reference_weight_grams).toBe(55.3);
    expect(column.nutrients.map((n) => n.bmid)).toEqual([
      'n_energy_kcal',
      'n_total_fat',
      'n_saturated_fat',
      'n_trans_fat',
      'n_cholesterol',
      'n_sodium',
      'n_total_carbohydrate',
      'n_dietary_fiber',
      'n_total_sugars',
      'n_added_sugars',
      'n_protein',
      'n_vitamin_d',
      'n_calcium',
      'n_iron',
      'n_potassium',
      'n_vitamin_c',
    ]);
    expect(column.nutrients[1]).toEqual({
      bmid: 'n_total_fat',
      name: 'Total Fat',
      unit: 'g',
      display_text: '8g',
      amount: 8,
      percent_daily_value: 10,
    });
    expect(column.nutrients[3]).toEqual({
      bmid: 'n_trans_fat',
      name: 'Trans Fat',
      unit: 'g',
      display_text: '0g',
      amount: 0,
    });
    expect(column.nutrients[9]?.display_text).toBe('10g');
  });

  it('carries the rounding outcomes for the analysis', () => {
    const sodium = column.analysis.find((a) => a.bmid === 'n_sodium');
    expect(sodium).toEqual({
      bmid: 'n_sodium',
      name: 'Sodium',
      unit: 'mg',
      amount: 160,
      value_rounding: {
        rule_name: 'fda_sodium',
        display_text: '160mg',
        action: 'round',
        increment: '10',
        original_value: 161,
        rounded_value: 160,
      },
      percent_daily_value: 7,
      dv_rounding: {
        rule_name: 'fda_dv_whole_percent',
        action: 'round',
        increment: '1',
        original_percent: 7,
        rounded_percent: 7,
      },
      daily_value_reference: 2300,
    });
    const cholesterol = column.analysis.find((a) => a.bmid === 'n_cholesterol');
    expect(cholesterol?.value_rounding.action).toBe('zero');
    expect(cholesterol?.dv_rounding?.action).toBe('zero');
    const trans = column.analysis.find((a) => a.bmid === 'n_trans_fat');
    expect(trans?.dv_rounding).toBeUndefined();
    expect(trans?.daily_value_reference).toBeUndefined();
  });
});

describe('input checks', () => {
  it('names the offending amount', () => {
    const bad = { ...SAMPLE_AMOUNTS, n_sodium: '-3' };
    try {
      buildLabel(sampleLabelInput({ perServing: { referenceWeightGrams: '55', amounts: bad } }));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).issues[0]?.loc).toEqual(['per_serving', 'amounts', 'n_sodium']);
    }
    expect(() =>
      buildNutritionFactsColumn({
        demographic: 'adults_and_children_over_4',
        referenceWeightGrams: '55',
        amounts: { n_total_fat: 'x' },
      }),
    ).toThrow(ValidationError);
  });
});
