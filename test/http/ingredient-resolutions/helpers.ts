import { expect } from 'vitest';
import type { TestApp, TestOrg } from '../../helpers/app.ts';
import { createRecipe, mutate } from '../../helpers/studio.ts';

/** Pancakes as a cook writes them. */
export const PANCAKE_LINES = [
  '1 1/2 cups all-purpose flour',
  '2 large eggs',
  '1 cup whole milk',
  '2 tbsp unsalted butter, melted',
  '1 tsp salt',
  '2 tsp baking powder',
  '1 tbsp sugar',
];

export const adds = (lines: readonly string[]) => lines.map((text) => ({ action: 'add_ingredient', text }));

export function resolutionsUrl(recipeId: string, suffix = ''): string {
  return `/studio/recipes/${recipeId}/ingredient-resolutions${suffix}`;
}

export function startSession(
  t: TestApp,
  org: TestOrg,
  recipeId: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: resolutionsUrl(recipeId),
    headers: { ...org.headers, ...headers },
    payload: body,
  });
}

/** Starts a session that must succeed; returns its record. */
export async function startOk(
  t: TestApp,
  org: TestOrg,
  recipeId: string,
  body: Record<string, unknown>,
): Promise<Record<string, any>> {
  const res = await startSession(t, org, recipeId, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

export function confirm(
  t: TestApp,
  org: TestOrg,
  recipeId: string,
  resolutionId: string,
  ifMatch: string | undefined,
  query = '',
) {
  return mutate(t, org, 'POST', resolutionsUrl(recipeId, `/${resolutionId}/confirm${query}`), ifMatch);
}

/** A new recipe with a session of the given lines. */
export async function recipeWithSession(t: TestApp, org: TestOrg, lines: readonly string[] = PANCAKE_LINES) {
  const recipe = await createRecipe(t, org);
  const session = await startOk(t, org, recipe.id, { items: adds(lines) });
  return { recipe, session };
}
