import { describe, expect, it } from 'vitest';
import { StepsRequiredError, ValidationError } from '../../../src/domain/errors.ts';
import {
  deleteLabelConfiguration,
  labelConfigurationOf,
  labelConfigurationView,
  labelOptions,
  upsertLabelConfiguration,
  validateLabelEntries,
} from '../../../src/domain/recipes/label-configuration.ts';
import {
  computeServingFacts,
  servingAnalysis,
  servingLabel,
} from '../../../src/domain/recipes/serving-facts.ts';
import {
  normalizeServingSize,
  parseHouseholdAmount,
  resolveServingSize,
  type ServingSizeRequest,
  statementUnit,
} from '../../../src/domain/recipes/serving-size.ts';
import {
  addServing,
  computeFacts,
  deleteServing,
  liveServing,
  refreshServings,
  servingDetails,
  servingFacts,
  updateServing,
  withRefreshedFacts,
} from '../../../src/domain/recipes/servings.ts';
import {
  DEMOGRAPHICS,
  newRecipeState,
  type RecipeNutrition,
  type RecipeState,
  summary,
} from '../../../src/domain/recipes/state.ts';

const NOW = '2026-11-22T10:00:00.000Z';
const LATER = '2026-11-22T11:00:00.000Z';

/**
 * A two-ingredient recipe of 500 g: 1,000 kcal, 40 g fat, 2,000 mg sodium, 100 g carbohydrate,
 * 30 g protein; ingredient 1 has no trans-fat value.
 */
function nutrition(calculatedAt = NOW, revision = 1): RecipeNutrition {
  return {
    calculated_at: calculatedAt,
    ingredients_revision: revision,
    reference_weight_grams: '500',
    nutrients: [
      { bmid: 'n_energy_kcal', unit: 'kcal', total: '1000' },
      { bmid: 'n_total_fat', unit: 'g', total: '40' },
      { bmid: 'n_trans_fat', unit: 'g', total: '0.5' },
      { bmid: 'n_sodium', unit: 'mg', total: '2000' },
      { bmid: 'n_total_carbohydrate', unit: 'g', total: '100' },
      { bmid: 'n_protein', unit: 'g', total: '30' },
      { bmid: 'n_water', unit: 'g', total: '200' },
    ],
    analysis: {
      ingredients: [
        {
          ingredient_index: 0,
          id: 'ing_a',
          name: 'A',
          original_text: '300 g A',
          food_id: 'f_a',
          quantity_g: '300',
        },
        {
          ingredient_index: 1,
          id: 'ing_b',
          name: 'B',
          original_text: '200 g B',
          food_id: 'f_b',
          quantity_g: '200',
        },
      ],
      contributions: {
        n_total_fat: [
          { ingredient_index: 0, amount: '30' },
          { ingredient_index: 1, amount: '10' },
        ],
        n_sodium: [
          { ingredient_index: 0, amount: '500' },
          { ingredient_index: 1, amount: '1500' },
        ],
        n_trans_fat: [{ ingredient_index: 0, amount: '0.5' }],
      },
      missing: { n_trans_fat: [1] },
    },
  };
}

function recipe(withNutrition = true): RecipeState {
  const s = newRecipeState({ name: 'Test', country: 'US', demographic: DEMOGRAPHICS[0] });
  return withNutrition ? { ...s, ingredients_revision: 1, nutrition: nutrition() } : s;
}

const CUP: ServingSizeRequest = {
  serving_size_type: 'user_provided',
  household_amount: '0.3',
  household_unit: 'cups',
  metric_amount: '100',
};

describe('serving size input', () => {
  it('reads household amounts as decimals and fractions', () => {
    expect(parseHouseholdAmount('2')?.toString()).toBe('2');
    expect(parseHouseholdAmount('1 1/2')?.toString()).toBe('1.5');
    expect(parseHouseholdAmount(' 1/4 ')?.toString()).toBe('0.25');
    expect(parseHouseholdAmount('0')).toBeNull();
    expect(parseHouseholdAmount('1/0')).toBeNull();
    expect(parseHouseholdAmount('two')).toBeNull();
  });

  it('takes the unit of a RACC label statement', () => {
    expect(statementUnit('__ piece(s) (__ g)')).toBe('piece(s)');
    expect(statementUnit('__ cup(s) (__ g) for small pieces')).toBe('cup(s)');
    expect(statementUnit('4 fl oz (120 mL)')).toBe('fl oz');
    expect(statementUnit('About __ seconds spray (__ g)')).toBeNull();
  });

  it('refuses mL (no density), a volume RACC, unknown categories and missing members in one 422', () => {
    const err = (() => {
      try {
        normalizeServingSize({ serving_size_type: 'user_provided', metric_unit: 'mL', metric_amount: '240' });
      } catch (e) {
        return e as ValidationError;
      }
      throw new Error('expected a validation error');
    })();
    expect(err).toBeInstanceOf(ValidationError);
    expect(err.issues.map((i) => [i.loc.join('.'), i.type])).toEqual([
      ['body.serving_size.metric_unit', 'unsupported_unit'],
      ['body.serving_size.household_amount', 'missing'],
      ['body.serving_size.household_unit', 'missing'],
    ]);
    expect(() =>
      normalizeServingSize({
        serving_size_type: 'racc_guided',
        household_amount: '1',
        racc_category_id: 'racc_carbonated_noncarbonated_beverages',
      }),
    ).toThrow(/not a weight/);
    expect(() =>
      normalizeServingSize({
        serving_size_type: 'racc_guided',
        household_amount: '1',
        racc_category_id: 'racc_nope',
      }),
    ).toThrow(/Unknown RACC category/);
    expect(() => normalizeServingSize({ serving_size_type: 'racc_guided', household_amount: '1' })).toThrow(
      /racc_category_id/,
    );
  });

  it('rounds household measures to FDA steps and metric amounts per (b)(7)(ii)', () => {
    const r = resolveServingSize(normalizeServingSize({ ...CUP, metric_amount: '55.4' }), null);
    expect(r.household_measure).toBe('1/3 cup');
    expect(r.metric_amount).toBe('55');
    expect(r.serving_grams).toBe('55.4');
    expect(r.racc_inputs).toMatchObject({ category_id: null, unit_type: 'volume', unit_weight_g: null });
    expect(r.servings_per_container).toBeNull();
    expect(r.dual_column).toEqual({
      status: 'not_applicable',
      percent_of_racc: null,
      per_container_column: 'none',
    });
  });

  it('counts discrete units and their weight', () => {
    const r = resolveServingSize(
      normalizeServingSize({
        serving_size_type: 'user_provided',
        household_amount: '2',
        household_unit: 'pancakes',
        metric_amount: '160',
      }),
      '624',
    );
    expect(r.household_measure).toBe('2 pancakes');
    expect(r.racc_inputs).toMatchObject({
      unit_type: 'discrete',
      unit_weight_g: '80',
      declared_serving_units: 2,
    });
    // 624 / 160 = 3.9 → nearest half from 2 to 5 → "about 4".
    expect(r.servings_per_container).toMatchObject({ exact: '3.9', value: '4', display_text: 'about 4' });
  });

  it('racc_guided defaults the grams to the RACC and the unit to its label statement', () => {
    const input = normalizeServingSize({
      serving_size_type: 'racc_guided',
      household_amount: '1',
      racc_category_id: 'racc_french_toast_pancakes_prepared',
    });
    expect(input).toMatchObject({ metric_amount: null, household_unit: null });
    // 250 g recipe / 110 g RACC = 227 % → dual column required; 2.27 servings → "about 2.5".
    const r = resolveServingSize(input, '250');
    expect(r).toMatchObject({
      household_measure: '1 piece',
      metric_amount: '110',
      servings_per_container: { display_text: 'about 2.5' },
      dual_column: {
        status: 'dual_column_required',
        percent_of_racc: '227.27',
        per_container_column: 'required',
      },
    });
    // One 110 g piece is 100 % of the RACC: (b)(2)(i) says one unit.
    expect(r.racc_inputs.discrete_serving).toMatchObject({ basis: 'one_unit', units: 1 });
    expect(resolveServingSize(input, null).dual_column.status).toBe('pending');
    expect(resolveServingSize(input, '700').dual_column.status).toBe('not_required');
    expect(resolveServingSize(input, '150').dual_column.status).toBe('single_serving');
  });
});

describe('serving facts', () => {
  it('scale the recipe totals to the serving, exactly', () => {
    const resolved = resolveServingSize(normalizeServingSize(CUP), '500');
    const facts = computeServingFacts(nutrition(), resolved, 'adults_and_children_over_4', 1, LATER);
    expect(facts.scale_factor).toBe('0.2');
    expect(facts.per_serving.amounts).toEqual({
      n_energy_kcal: '200',
      n_total_fat: '8',
      n_trans_fat: '0.1',
      n_sodium: '400',
      n_total_carbohydrate: '20',
      n_protein: '6',
    });
    expect(facts.per_container?.reference_weight_grams).toBe('500');
    expect(facts.missing_data_bmids).toEqual(['n_trans_fat']);
  });

  it('have no per-container column when the serving is the whole recipe', () => {
    const resolved = resolveServingSize(normalizeServingSize({ ...CUP, metric_amount: '500' }), '500');
    const facts = computeServingFacts(nutrition(), resolved, 'adults_and_children_over_4', 1, LATER);
    expect(facts.per_container).toBeNull();
  });

  it('analysis scales each contribution to the serving', () => {
    const resolved = resolveServingSize(normalizeServingSize(CUP), '500');
    const facts = computeServingFacts(nutrition(), resolved, 'adults_and_children_over_4', 1, LATER);
    const a = servingAnalysis(facts, nutrition(), ['n_total_fat', 'n_sodium']);
    expect(a.ingredients.map((i) => [i.quantity_g, i.recipe_quantity_g])).toEqual([
      [60, 300],
      [40, 200],
    ]);
    expect(a.nutrients.map((n) => [n.bmid, n.contributions.map((c) => c.amount)])).toEqual([
      ['n_total_fat', [6, 2]],
      ['n_sodium', [100, 300]],
    ]);
    expect(a.nutrients[0]).toMatchObject({
      amount: 8,
      value_rounding: { original_value: 8, rounded_value: 8, increment: '1' },
      percent_daily_value: 10,
      dv_rounding: { original_percent: expect.closeTo(10.2564, 3), rounded_percent: 10 },
      daily_value_reference: 78,
    });
    // Other nutrition than the facts were computed from: no contributions rather than wrong ones.
    expect(
      servingAnalysis(facts, nutrition('2030-01-01T00:00:00.000Z'), null).nutrients[0]?.contributions,
    ).toEqual([]);
  });
});

describe('serving transitions', () => {
  it('add folds facts in when nutrition is current', () => {
    const c = addServing(
      recipe(),
      { servingId: 'srv_1', request: CUP, computeNf: true, now: LATER },
      'rcp_1',
    );
    expect(c.events.map((e) => e.event_type)).toEqual([
      'recipe.serving_added',
      'recipe.nutrition_facts_computed',
    ]);
    const s = liveServing(c.state, 'srv_1');
    expect(s === undefined ? null : servingFacts(s)?.per_serving.amounts.n_energy_kcal).toBe('200');
    expect(summary(c.state)).toMatchObject({ serving_count: 1, has_nutrition_facts: true });
  });

  it('add without nutrition stores the input; facts follow when nutrition arrives', () => {
    const c = addServing(
      recipe(false),
      { servingId: 'srv_1', request: CUP, computeNf: true, now: NOW },
      'rcp_1',
    );
    expect(c.events.map((e) => e.event_type)).toEqual(['recipe.serving_added']);
    const before = liveServing(c.state, 'srv_1');
    expect(before === undefined ? null : servingFacts(before)).toBeNull();
    expect(before === undefined ? null : servingDetails(before).resolved.servings_per_container).toBeNull();
    const withNutrition: RecipeState = { ...c.state, ingredients_revision: 1, nutrition: nutrition(LATER) };
    const refreshed = refreshServings(withNutrition, LATER);
    const after = liveServing(refreshed, 'srv_1');
    expect(after === undefined ? null : servingDetails(after).resolved.servings_per_container?.value).toBe(
      '5',
    );
    expect(after === undefined ? null : servingFacts(after)?.calculated_at).toBe(LATER);
    const change = withRefreshedFacts(
      { state: refreshed, events: [], summary: 'Computed nutrition' },
      withNutrition,
    );
    expect(change.events.map((e) => e.event_type)).toEqual(['recipe.nutrition_facts_computed']);
    expect(change.summary).toBe('Computed nutrition; serving facts recomputed');
  });

  it('compute_nf=false leaves the facts to an explicit compute, and refresh leaves them alone', () => {
    const c = addServing(
      recipe(),
      { servingId: 'srv_1', request: CUP, computeNf: false, now: LATER },
      'rcp_1',
    );
    expect(c.events).toHaveLength(1);
    const refreshed = refreshServings(c.state, LATER);
    const s = liveServing(refreshed, 'srv_1');
    expect(s === undefined ? 'gone' : s.nutrition_facts).toBeNull();
  });

  it('update with the same size is no change; a new size replaces the facts', () => {
    const added = addServing(
      recipe(),
      { servingId: 'srv_1', request: CUP, computeNf: true, now: NOW },
      'rcp_1',
    );
    const same = {
      servingId: 'srv_1',
      request: { ...CUP, household_unit: 'Cups' },
      computeNf: true,
      now: LATER,
    };
    expect(updateServing(added.state, { ...same, rationale: null }, 'rcp_1')).toBeNull();
    const changed = updateServing(
      added.state,
      { ...same, request: { ...CUP, metric_amount: '250' }, rationale: 'bigger' },
      'rcp_1',
    );
    expect(changed?.events.map((e) => [e.event_type, e.rationale])).toEqual([
      ['recipe.serving_updated', 'bigger'],
      ['recipe.nutrition_facts_computed', null],
    ]);
    const s = changed === null ? undefined : liveServing(changed.state, 'srv_1');
    expect(s === undefined ? null : servingFacts(s)?.per_serving.amounts.n_energy_kcal).toBe('500');
  });

  it('delete keeps the serving for audit and hides it', () => {
    const added = addServing(
      recipe(),
      { servingId: 'srv_1', request: CUP, computeNf: true, now: NOW },
      'rcp_1',
    );
    const d = deleteServing(added.state, 'srv_1', LATER, 'rcp_1');
    expect(d.state.servings[0]?.deleted_at).toBe(LATER);
    expect(liveServing(d.state, 'srv_1')).toBeUndefined();
    expect(summary(d.state)).toMatchObject({ serving_count: 0, has_nutrition_facts: false });
    expect(() => deleteServing(d.state, 'srv_1', LATER, 'rcp_1')).toThrow(/no serving srv_1/);
  });

  it('compute names each missing or stale dependency', () => {
    const steps = (state: RecipeState, id: string) => {
      try {
        computeFacts(state, id, LATER, 'rcp_1');
      } catch (e) {
        return (e as StepsRequiredError).steps.map((s) => [s.reason, s.operationId]);
      }
      return [];
    };
    const noNutrition = addServing(
      recipe(false),
      { servingId: 'srv_1', request: CUP, computeNf: true, now: NOW },
      'r',
    );
    expect(steps(noNutrition.state, 'srv_1')).toEqual([['MISSING_DEPENDENCY', 'setRecipeIngredients']]);
    expect(steps(recipe(false), 'srv_x')).toEqual([
      ['MISSING_DEPENDENCY', 'setRecipeIngredients'],
      ['MISSING_DEPENDENCY', 'addRecipeServing'],
    ]);
    expect(steps({ ...recipe(), ingredients_revision: 2 }, 'srv_x')).toEqual([
      ['STALE_DEPENDENCY', 'setRecipeIngredients'],
      ['MISSING_DEPENDENCY', 'addRecipeServing'],
    ]);
    const ok = addServing(recipe(), { servingId: 'srv_1', request: CUP, computeNf: false, now: NOW }, 'r');
    const c = computeFacts(ok.state, 'srv_1', LATER, 'rcp_1');
    expect(c.events.map((e) => e.event_type)).toEqual(['recipe.nutrition_facts_computed']);
    expect(() => computeFacts(ok.state, 'srv_1', LATER, 'rcp_1')).not.toThrow(StepsRequiredError);
  });
});

describe('label configuration', () => {
  it('validates entries: known label nutrients, mandatory visible, lawful names', () => {
    expect(() => validateLabelEntries([{ bmid: 'n_sodium', visible: false }])).toThrow(/cannot be hidden/);
    expect(() => validateLabelEntries([{ bmid: 'n_water', visible: true }])).toThrow(/not a nutrient/);
    expect(() =>
      validateLabelEntries([
        { bmid: 'n_iron', visible: true },
        { bmid: 'n_iron', visible: true },
      ]),
    ).toThrow(/more than once/);
    expect(() =>
      validateLabelEntries([{ bmid: 'n_total_fat', visible: true, display_name_override: 'Fat' }]),
    ).toThrow(/no synonym/);
    expect(
      validateLabelEntries([
        { bmid: 'n_vitamin_c', visible: true, display_name_override: 'vitamin c (ascorbic acid)' },
        { bmid: 'n_vitamin_a', visible: true },
      ]),
    ).toEqual([
      { bmid: 'n_vitamin_a', visible: true, display_name_override: null },
      { bmid: 'n_vitamin_c', visible: true, display_name_override: 'Vitamin C (Ascorbic acid)' },
    ]);
  });

  it('resolves every nutrient with its source, and applies to the label', () => {
    const entries = validateLabelEntries([{ bmid: 'n_vitamin_a', visible: true }]);
    const c = upsertLabelConfiguration(
      recipe(),
      { entries, showPerContainer: true, actorId: 'mem_1', now: NOW },
      'rcp_1',
    );
    expect(c?.events.map((e) => e.event_type)).toEqual(['recipe.label_configuration_updated']);
    const config = c === null ? null : labelConfigurationOf(c.state);
    const view = labelConfigurationView(config);
    expect(view.has_custom_configuration).toBe(true);
    expect(view.nutrients.find((n) => n.bmid === 'n_vitamin_a')).toMatchObject({
      visible: true,
      source: 'custom',
    });
    expect(view.nutrients.find((n) => n.bmid === 'n_sodium')).toMatchObject({
      visible: true,
      is_mandatory: true,
      is_toggleable: false,
      source: 'regulatory_default',
    });
    expect(labelOptions(config)).toEqual({
      confirmations: [],
      visibility: { n_vitamin_a: true },
      displayNames: {},
      showPerContainer: true,
    });
    const same =
      c === null
        ? null
        : upsertLabelConfiguration(
            c.state,
            { entries, showPerContainer: true, actorId: 'mem_2', now: LATER },
            'r',
          );
    expect(same).toBeNull();
    expect(() => deleteLabelConfiguration(recipe(), 'rcp_1')).toThrow(/no label configuration/);
  });

  it('shows the per-container column when required or chosen', () => {
    const added = addServing(
      recipe(),
      { servingId: 'srv_1', request: CUP, computeNf: true, now: NOW },
      'rcp_1',
    );
    const s = liveServing(added.state, 'srv_1');
    const facts = s === undefined ? null : servingFacts(s);
    if (facts === null) {
      throw new Error('facts expected');
    }
    const options = labelOptions(null);
    expect(servingLabel(added.state, facts, options).per_container).toBeUndefined();
    expect(
      servingLabel(added.state, facts, { ...options, showPerContainer: true }).per_container,
    ).toBeDefined();
    const label = servingLabel(added.state, facts, options);
    expect(label.header).toMatchObject({
      serving_size_household: '1/3 cup',
      serving_size_metric: '100g',
      servings_per_container: '5',
    });
    expect(label.staleness).toEqual({ is_current: true, calculated_at: NOW });
    expect(
      servingLabel({ ...added.state, ingredients_revision: 2 }, facts, options).staleness.is_current,
    ).toBe(false);
  });
});
