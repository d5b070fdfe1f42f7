import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';

let t: TestApp;
let org: TestOrg;
beforeAll(async () => {
  t = await startTestApp();
  org = await t.newOrg();
});
afterAll(async () => {
  await t.close();
});

/**
 * Pancake batter from SR28 foods. Hand-computed from SR28 per-100 g values and portions:
 * flour 20081 1 cup = 125 g, egg 01123 1 large = 50 g, milk 01077 1 cup = 244 g,
 * butter 01001 2 tbsp = 28.4 g; 447.4 g in all, 4 servings of 111.85 g.
 * Calories (Atwater factors of each food): 455.545375 + 71.5957 + 147.84936 + 203.5764824
 *   = 878.5669174 → 219.64 per serving → 220 (nearest 10 above 50).
 * Fat: 1.225 + 4.755 + 7.93 + 23.03524 = 36.94524 → 9.236 → 9 g.
 * Saturated fat: 0.19375 + 1.563 + 4.5506 + 14.588512 = 20.895862 → 5.224 → 5 g.
 * Cholesterol: 0 + 186 + 24.4 + 61.06 = 271.46 → 67.865 → 70 mg (nearest 5).
 * Sodium: 2.5 + 71 + 104.92 + 182.612 = 361.032 → 90.258 → 90 mg (nearest 5 up to 140).
 * Carbohydrate: 95.3875 + 0.36 + 11.712 + 0.01704 = 107.47654 → 26.869 → 27 g.
 * Fiber: 3.375 → 0.84375 → "less than 1g" → 1. Sugars: 12.86154 → 3.215 → 3 g.
 * Protein: 12.9125 + 6.28 + 7.686 + 0.2414 = 27.1199 → 6.78 → 7 g.
 */
const PANCAKES = {
  name: 'Buttermilk-free pancakes',
  description: 'Weekend breakfast batter',
  servings: 4,
  prepTime: 10,
  cookTime: 15.5,
  ingredients: [
    { ingredientId: 'f_sr28_20081', quantity: 1, unit: 'cup', notes: 'sifted' },
    { ingredientId: 'f_sr28_01123', quantity: 1, unit: 'large' },
    { ingredientId: 'f_sr28_01077', quantity: 1, unit: 'cups' },
    { ingredientId: 'f_sr28_01001', quantity: 2, unit: 'tbsp', notes: 'melted' },
  ],
  instructions: ['Whisk the dry ingredients.', 'Add milk, egg and butter.', 'Cook on a griddle.'],
  tags: ['Breakfast', 'vegetarian'],
};

async function create(body: object) {
  return t.app.inject({ method: 'POST', url: '/v1/recipes', headers: org.headers, payload: body });
}

describe('POST /v1/recipes', () => {
  it('creates the recipe with nutrition computed from the food data', async () => {
    const res = await create(PANCAKES);
    expect(res.statusCode).toBe(201);
    const r = res.json();
    expect(r.id).toMatch(/^rec_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(r.accountId).toBe(org.orgId);
    expect(r).toMatchObject({
      name: PANCAKES.name,
      description: PANCAKES.description,
      servings: 4,
      prepTime: 10,
      cookTime: 15.5,
      totalTime: 25.5,
      instructions: PANCAKES.instructions,
      tags: ['Breakfast', 'vegetarian'],
    });
    expect(r.nutritionFacts).toEqual({
      servingSize: '1/4 recipe (112g)',
      servingsPerRecipe: 4,
      calories: 220,
      totalFat: 9,
      saturatedFat: 5,
      cholesterol: 70,
      sodium: 90,
      totalCarbohydrates: 27,
      dietaryFiber: 1,
      sugars: 3,
      protein: 7,
    });
    expect(r.allergens).toEqual(['eggs', 'milk', 'wheat']);
    expect(r.ingredients).toHaveLength(4);
    expect(r.ingredients[0]).toMatchObject({
      ingredientId: 'f_sr28_20081',
      quantity: 1,
      unit: 'cup',
      notes: 'sifted',
      grams: 125,
      ingredient: {
        id: 'f_sr28_20081',
        name: 'Wheat flour, white, all-purpose, enriched, bleached',
        category: 'Cereal Grains and Pasta',
      },
    });
    expect(r.ingredients[1]).toMatchObject({ grams: 50, notes: '' });
    expect(r.ingredients[3]).toMatchObject({ grams: 28.4 });
    expect(new Set(r.ingredients.map((i: { id: string }) => i.id)).size).toBe(4);
    expect(r.createdAt).toBe(r.updatedAt);
  });

  it('accepts the minimum: a name and servings', async () => {
    const res = await create({ name: 'Water', servings: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      description: '',
      prepTime: 0,
      cookTime: 0,
      totalTime: 0,
      ingredients: [],
      instructions: [],
      tags: [],
      allergens: [],
      nutritionFacts: { servingSize: '1 recipe (0g)', calories: 0, sodium: 0 },
    });
  });
});

describe('GET, PATCH and DELETE /v1/recipes/{id}', () => {
  it('reads back what was created', async () => {
    const created = (await create(PANCAKES)).json();
    const res = await t.app.inject({ method: 'GET', url: `/v1/recipes/${created.id}`, headers: org.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(created);
  });

  it('PATCH changes only the given fields and recomputes nutrition when ingredients change', async () => {
    const created = (await create(PANCAKES)).json();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/recipes/${created.id}`,
      headers: org.headers,
      payload: { ingredients: [{ ingredientId: 'f_sr28_01145', quantity: 113, unit: 'g' }] },
    });
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r.name).toBe(PANCAKES.name);
    expect(r.tags).toEqual(PANCAKES.tags);
    expect(r.servings).toBe(4);
    expect(r.ingredients).toHaveLength(1);
    // Unsalted butter 01145, 113 g: fat 81.11 × 1.13 / 4 = 22.914 → 23 g; sodium 11 × 1.13 / 4 = 3.1 → 0 mg.
    expect(r.nutritionFacts).toMatchObject({ servingSize: '1/4 recipe (28g)', totalFat: 23, sodium: 0 });
    expect(r.allergens).toEqual(['milk']);
    expect(r.createdAt).toBe(created.createdAt);
    expect(r.updatedAt >= created.updatedAt).toBe(true);
  });

  it('PATCH of servings rescales the facts and keeps the ingredient lines', async () => {
    const created = (await create(PANCAKES)).json();
    const r = (
      await t.app.inject({
        method: 'PATCH',
        url: `/v1/recipes/${created.id}`,
        headers: org.headers,
        payload: { servings: 2, cookTime: 20 },
      })
    ).json();
    expect(r.ingredients).toEqual(created.ingredients);
    expect(r.totalTime).toBe(30);
    expect(r.nutritionFacts.servingSize).toBe('1/2 recipe (224g)');
    // 878.5669174 / 2 = 439.28 → 440.
    expect(r.nutritionFacts.calories).toBe(440);
  });

  it('DELETE answers {id, deleted: true}, then the recipe is 404', async () => {
    const created = (await create(PANCAKES)).json();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/v1/recipes/${created.id}`,
      headers: org.headers,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ id: created.id, deleted: true });
    const again = await t.app.inject({
      method: 'GET',
      url: `/v1/recipes/${created.id}`,
      headers: org.headers,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('recipe_not_found');
  });
});

describe('GET /v1/ingredients', () => {
  it('searches the catalogue and pages', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/ingredients?search=butter%20salted&limit=5',
      headers: org.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data[0]).toEqual({
      id: 'f_sr28_01001',
      name: 'Butter, salted',
      category: 'Dairy and Egg Products',
    });
    expect(body.pagination).toMatchObject({ limit: 5, offset: 0 });
  });

  it('returns one ingredient with nutrients per 100 g and portions', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/ingredients/f_sr28_01001',
      headers: org.headers,
    });
    expect(res.statusCode).toBe(200);
    const f = res.json();
    expect(f).toMatchObject({
      id: 'f_sr28_01001',
      source: 'usda_sr28',
      sourceId: '01001',
      allergens: ['milk'],
    });
    expect(f.nutrientsPer100g).toEqual(
      expect.arrayContaining([{ id: 'n_total_fat', name: 'Total Fat', unit: 'g', amount: 81.11 }]),
    );
    expect(f.portions).toEqual(
      expect.arrayContaining([{ amount: 1, unit: 'tbsp', modifier: null, grams: 14.2 }]),
    );
  });
});
