import { expect } from 'vitest';
import type { TestApp, TestOrg } from './app.ts';
import { createRecipe, get, mutate } from './studio.ts';

/**
 * Pancakes by weight, SR28 foods (624 g of batter, about 8 pancakes): flour 190 g, double-acting
 * baking powder 14 g (about 3 tsp), granulated sugar 25 g (2 tbsp), table salt 3 g (1/2 tsp),
 * whole milk 300 g (1 1/4 cups), one large egg 50 g, melted salted butter 42 g (3 tbsp).
 */
export const PANCAKES = [
  { ingredient_id: 'f_sr28_20081', quantity_grams: '190', original_text: '1 1/2 cups all-purpose flour' },
  { ingredient_id: 'f_sr28_18369', quantity_grams: '14', original_text: '3 tsp baking powder' },
  { ingredient_id: 'f_sr28_19335', quantity_grams: '25', original_text: '2 tbsp sugar' },
  { ingredient_id: 'f_sr28_02047', quantity_grams: '3', original_text: '1/2 tsp salt' },
  { ingredient_id: 'f_sr28_01077', quantity_grams: '300', original_text: '1 1/4 cups whole milk' },
  { ingredient_id: 'f_sr28_01123', quantity_grams: '50', original_text: '1 large egg' },
  { ingredient_id: 'f_sr28_01001', quantity_grams: '42', original_text: '3 tbsp butter, melted' },
];

/** Two pancakes of 80 g. */
export const TWO_PANCAKES = {
  serving_size_type: 'user_provided',
  household_amount: '2',
  household_unit: 'pancakes',
  metric_amount: '160',
  metric_unit: 'g',
};

/**
 * The pancake panel as a reader sees it, line by line, for one serving of TWO_PANCAKES; some
 * pancake ingredients have no trans-fat figure, so that line says so instead of a partial sum.
 */
export const PANCAKE_PANEL_LINES: readonly string[] = [
  'Nutrition Facts',
  'about 4 servings per container',
  'Serving size 2 pancakes (160g)',
  'Amount per serving',
  'Calories 350',
  '% Daily Value*',
  'Total Fat 13g 17%',
  'Saturated Fat 7g 37%',
  'Trans Fat data missing',
  'Cholesterol 80mg 26%',
  'Sodium 800mg 35%',
  'Total Carbohydrate 48g 18%',
  'Dietary Fiber 1g 5%',
  'Total Sugars 10g',
  'Includes 6g Added Sugars 13%',
  'Protein 9g',
  'Vitamin D 1.3mcg 6%',
  'Calcium 320mg 25%',
  'Iron 2.9mg 15%',
  'Potassium 170mg 4%',
];

/** The (d)(9) footnote of the adult panel, read as one line however it wraps. */
export const DV_FOOTNOTE =
  '*The % Daily Value tells you how much a nutrient in a serving of food contributes to a daily diet. 2,000 calories a day is used for general nutrition advice.';

/** Each expected line is found after the previous one; returns the index of the last one. */
export function expectLinesInOrder(lines: readonly string[], expected: readonly (string | RegExp)[]): number {
  let at = -1;
  for (const want of expected) {
    const next = lines.findIndex(
      (line, i) => i > at && (typeof want === 'string' ? line === want : want.test(line)),
    );
    expect(next, `${String(want)} after line ${at} in:\n${lines.join('\n')}`).toBeGreaterThan(at);
    at = next;
  }
  return at;
}

export interface Recipe {
  id: string;
  /** The version created with the recipe (no ingredients). */
  first: string;
  versionId: string;
}

/** A recipe with the given ingredients set (nutrition computed in the same version). */
export async function recipeWithIngredients(
  t: TestApp,
  org: TestOrg,
  ingredients: Record<string, string>[] = PANCAKES,
  body: Record<string, unknown> = {},
): Promise<Recipe> {
  const r = await createRecipe(t, org, {
    name: `Pancakes ${Math.random().toString(36).slice(2, 10)}`,
    ...body,
  });
  const res = await mutate(t, org, 'POST', `/studio/recipes/${r.id}/ingredients`, r.versionId, {
    ingredients,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: r.id, first: r.versionId, versionId: res.json().version_id };
}

/** POST a serving that must succeed; the new serving id and version. */
export async function addServingOk(
  t: TestApp,
  org: TestOrg,
  recipeId: string,
  ifMatch: string,
  servingSize: Record<string, unknown> = TWO_PANCAKES,
  query = '',
): Promise<{ servingId: string; versionId: string; body: Record<string, any> }> {
  const res = await mutate(t, org, 'POST', `/studio/recipes/${recipeId}/servings${query}`, ifMatch, {
    serving_size: servingSize,
  });
  expect(res.statusCode, res.body).toBe(201);
  const json = res.json();
  return { servingId: json.data.serving.id, versionId: json.version_id, body: json };
}

export async function label(
  t: TestApp,
  org: TestOrg,
  recipeId: string,
  servingId: string,
  query = '',
  headers: Record<string, string> = {},
) {
  return get(t, org, `/studio/recipes/${recipeId}/servings/${servingId}/nutrition-label${query}`, headers);
}

export interface LabelNode {
  bmid: string;
  display_name: string;
  display_text: string;
  percent_dv?: string;
  is_visible: boolean;
  children: LabelNode[];
}

/** The visible lines of a label column, depth-first. */
export function visibleNodes(nodes: LabelNode[], depth = 0): [string, number, string, string | undefined][] {
  return nodes
    .filter((n) => n.is_visible)
    .flatMap((n) => [
      [n.display_name, depth, n.display_text, n.percent_dv] as [string, number, string, string | undefined],
      ...visibleNodes(n.children, depth + 1),
    ]);
}
