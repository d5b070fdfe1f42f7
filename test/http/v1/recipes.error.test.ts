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

async function create(payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/recipes',
    headers: org.headers,
    payload: payload as object,
  });
}

describe('validation', () => {
  it.each([
    [{ name: 'x', servings: 0 }, 'servings', 'Must be a positive integer'],
    [{ name: 'x', servings: 2.5 }, 'servings', 'Must be a positive integer'],
    [{ name: 'x', servings: -3 }, 'servings', 'Must be a positive integer'],
    [{ name: 'x' }, 'servings', 'Must be a positive integer'],
    [{ name: '', servings: 1 }, 'name', 'Must not be empty'],
    [{ name: '   ', servings: 1 }, 'name', 'Must match the pattern \\S'],
    [{ name: 'x'.repeat(201), servings: 1 }, 'name', 'Must have at most 200 characters'],
    [{ name: 'x', servings: 1, prepTime: -5 }, 'prepTime', 'Must be greater than or equal to 0'],
    [
      { name: 'x', servings: 1, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
      'tags',
      'Must have at most 20 items',
    ],
    [
      { name: 'x', servings: 1, ingredients: [{ ingredientId: 'f_sr28_01001', quantity: -1, unit: 'g' }] },
      'ingredients[0].quantity',
      'Must be greater than or equal to 0',
    ],
    [{ name: 'x', servings: 1, calories: 5 }, 'calories', 'Unknown field'],
  ])('%o → 422 on %s', async (payload, field, message) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(422);
    const { error } = res.json();
    expect(error.code).toBe('validation_error');
    expect(error.details).toContainEqual({ field, message });
  });

  it('names an unknown ingredient', async () => {
    const res = await create({
      name: 'Mystery',
      servings: 1,
      ingredients: [
        { ingredientId: 'f_sr28_01001', quantity: 1, unit: 'tbsp' },
        { ingredientId: 'f_nope', quantity: 1, unit: 'g' },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({
      code: 'validation_error',
      message: 'Unknown ingredient "f_nope"; see GET /v1/ingredients.',
      details: [
        {
          field: 'ingredients[1].ingredientId',
          message: 'Unknown ingredient "f_nope"; see GET /v1/ingredients.',
        },
      ],
    });
  });

  it('names the ingredient and the unit when a quantity cannot be converted to grams', async () => {
    const res = await create({
      name: 'Garlic butter',
      servings: 1,
      ingredients: [{ ingredientId: 'f_sr28_01001', quantity: 2, unit: 'clove' }],
    });
    expect(res.statusCode).toBe(422);
    const { error } = res.json();
    expect(error.details).toHaveLength(1);
    expect(error.details[0].field).toBe('ingredients[0].unit');
    expect(error.details[0].message).toMatch(
      /^Cannot convert 2 "clove" of Butter, salted \(f_sr28_01001\) to grams: /,
    );
  });

  it('unparseable JSON is 400, a non-JSON body 415', async () => {
    const bad = await create('{"name":');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('invalid_json');
    const text = await t.app.inject({
      method: 'POST',
      url: '/v1/recipes',
      headers: { ...org.headers, 'content-type': 'text/plain' },
      payload: 'name=x',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error.code).toBe('unsupported_media_type');
  });

  it('an unknown recipe is 404 on read, patch and delete', async () => {
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: '/v1/recipes/rec_missing',
        headers: org.headers,
        ...(method === 'PATCH' ? { payload: { name: 'y' } } : {}),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 'recipe_not_found', message: 'Recipe rec_missing does not exist.', details: [] },
      });
    }
  });

  it('a failed PATCH changes nothing', async () => {
    const created = (await create({ name: 'Keep me', servings: 2 })).json();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/recipes/${created.id}`,
      headers: org.headers,
      payload: { name: 'Changed', ingredients: [{ ingredientId: 'f_nope', quantity: 1, unit: 'g' }] },
    });
    expect(res.statusCode).toBe(422);
    const after = (
      await t.app.inject({ method: 'GET', url: `/v1/recipes/${created.id}`, headers: org.headers })
    ).json();
    expect(after).toEqual(created);
  });

  it('an unknown ingredient id is 404 on the ingredient endpoint', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/ingredients/f_nope', headers: org.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('ingredient_not_found');
  });
});
