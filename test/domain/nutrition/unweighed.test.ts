import { describe, expect, it } from 'vitest';
import type { Food } from '../../../src/domain/foods/food.ts';
import { buildLabel, flattenNodes } from '../../../src/domain/labeling/us-fda/label.ts';
import { sumIngredients } from '../../../src/domain/nutrition/compute.ts';
import { buildRecipeNutrition } from '../../../src/domain/recipes/nutrition.ts';
import { computeServingFacts, unweighedDetail } from '../../../src/domain/recipes/serving-facts.ts';
import type { RecipeIngredient } from '../../../src/domain/recipes/state.ts';
import { FLOUR, SALT } from '../fixtures/sr28-foods.ts';
import { sampleLabelInput } from '../labeling/fixtures.ts';

/**
 * An ingredient without a weight ("salt to taste") adds nothing to the recipe's weight and is
 * never dropped silently: every nutrient its food has is incomplete, and the label says why.
 * SR28 02047 (salt, table) per 100 g: sodium 38758 mg, calcium 24 mg, iron 0.33 mg, potassium
 * 8 mg, no energy, fat, carbohydrate or protein; flour 20081 as in the fixtures.
 */
const SALT_DATA: Food = {
  ...SALT,
  nutrients: {
    n_energy_kcal: '0',
    n_total_fat: '0',
    n_cholesterol: '0',
    n_sodium: '38758',
    n_total_carbohydrate: '0',
    n_dietary_fiber: '0',
    n_total_sugars: '0',
    n_protein: '0',
    n_calcium: '24',
    n_iron: '0.33',
    n_potassium: '8',
    n_water: '0.2',
  },
  calorie_factors: null,
};

describe('sumIngredients with an ingredient without a weight', () => {
  const r = sumIngredients([
    { food: FLOUR, grams: '250' },
    { food: SALT_DATA, grams: null },
  ]);

  it('adds nothing to the weight or any total, and lists the ingredient', () => {
    expect(r.total_grams).toBe('250');
    expect(r.unweighed).toEqual([1]);
    // Flour alone: 2 mg × 2.5.
    expect(r.totals.n_sodium).toBe('5');
    expect(r.contributions.n_sodium).toEqual([{ ingredient_index: 0, amount: '5' }]);
  });

  it('makes every nutrient its food has incomplete, and none it has none of', () => {
    for (const bmid of ['n_sodium', 'n_calcium', 'n_iron', 'n_potassium', 'n_water']) {
      expect(r.missing[bmid], bmid).toEqual([1]);
    }
    for (const bmid of ['n_energy_kcal', 'n_total_fat', 'n_protein', 'n_total_carbohydrate']) {
      expect(r.missing[bmid], bmid).toBeUndefined();
    }
    // Salt has no value for trans fat, flour neither: absent, as before.
    expect(r.totals.n_trans_fat).toBeUndefined();
  });

  it('keeps a nutrient only such an ingredient has, at 0 with the ingredient missing', () => {
    const only = sumIngredients([{ food: SALT_DATA, grams: null }]);
    expect(only.total_grams).toBe('0');
    expect(only.totals.n_sodium).toBe('0');
    expect(only.missing.n_sodium).toEqual([0]);
    expect(only.contributions.n_sodium).toEqual([]);
  });
});

describe('serving facts and the label', () => {
  const ingredients: RecipeIngredient[] = [
    {
      id: 'ing_flour',
      original_text: '2 cups all-purpose flour',
      parsed_quantity: '2',
      parsed_unit: 'cup',
      parsed_ingredient_name: 'all-purpose flour',
      selected_ingredient_id: FLOUR.id,
      selected_ingredient_name: FLOUR.name,
      metric_quantity_g: '250',
      pinned_version_id: null,
      conversion: null,
    },
    {
      id: 'ing_salt',
      original_text: 'salt to taste',
      parsed_quantity: null,
      parsed_unit: null,
      parsed_ingredient_name: 'salt',
      selected_ingredient_id: SALT_DATA.id,
      selected_ingredient_name: SALT_DATA.name,
      metric_quantity_g: null,
      pinned_version_id: null,
      conversion: null,
    },
  ];
  const foods = new Map([
    ['ing_flour', FLOUR],
    ['ing_salt', SALT_DATA],
  ]);
  const nutrition = buildRecipeNutrition(ingredients, foods, '2026-11-27T10:00:00.000Z', 1);

  it('the analysis lists the line with no grams', () => {
    expect(nutrition.reference_weight_grams).toBe('250');
    const analysis = nutrition.analysis as Record<string, any>;
    expect(analysis.ingredients[1]).toMatchObject({ original_text: 'salt to taste', quantity_g: null });
    expect(analysis.unweighed).toEqual([1]);
  });

  it('the facts name the line for each label nutrient it leaves incomplete, not its food', () => {
    const facts = computeServingFacts(
      nutrition,
      {
        household_measure: '1 serving',
        serving_grams: '50',
        servings_per_container: { exact: '5' },
        dual_column: { status: 'not_applicable', per_container_column: 'optional' },
      } as never,
      'adults_and_children_over_4',
      1,
      '2026-11-27T10:00:00.000Z',
    );
    expect(facts.missing_data_bmids).toContain('n_sodium');
    expect(facts.missing_unweighed?.n_sodium).toEqual(['salt to taste']);
    // A confirmation names foods that lack data; the salt does not lack data, it lacks a weight.
    expect(facts.missing_data_foods?.n_sodium).toEqual([]);
    expect(facts.missing_unweighed?.n_energy_kcal).toBeUndefined();
  });

  it('the label prints "data missing" with the reason no_amount and the line', () => {
    const detail = unweighedDetail(['salt to taste']);
    expect(detail).toBe(
      'No amount is stated for "salt to taste", so its share is not known: give it a weight in grams.',
    );
    const label = buildLabel(
      sampleLabelInput({ missingMandatory: ['n_sodium'], missingDetails: { n_sodium: detail } }),
    );
    const sodium = flattenNodes(label.per_serving.nutrients).find((n) => n.bmid === 'n_sodium');
    expect(sodium).toMatchObject({
      amount: '',
      display_text: 'data missing',
      not_declared_reason: 'no_amount',
      not_declared_detail: detail,
    });
    expect(label.completeness.missing_mandatory).toEqual([
      { bmid: 'n_sodium', display_name: 'Sodium', reason: 'no_amount', detail },
    ]);
    const fat = flattenNodes(label.per_serving.nutrients).find((n) => n.bmid === 'n_total_fat');
    expect(fat?.not_declared_reason).toBeUndefined();
  });
});
