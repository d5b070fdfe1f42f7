import { Type } from 'typebox';
import { nutrientByBmid } from '../../domain/nutrition/nutrients.ts';
import type { V1Recipe } from '../../domain/v1/recipe.ts';
import type { Deps } from '../../services/context.ts';
import { getFood, searchFoods } from '../../services/foods/search.ts';
import {
  createV1Recipe,
  deleteV1Recipe,
  getV1Recipe,
  listV1Recipes,
  updateV1Recipe,
} from '../../services/v1-recipes/recipes.ts';
import { sendJsonOnce } from '../cached-json.ts';
import { contextOf } from '../reply.ts';
import { v1Errors } from '../schemas/common.ts';
import {
  Pagination,
  V1IdParams,
  V1IngredientDetail,
  V1IngredientQuery,
  V1IngredientSummary,
  V1ListQuery,
  V1RecipeCreate,
  V1RecipeListItemOut,
  V1RecipeOut,
  V1RecipePatch,
} from '../schemas/v1.ts';
import type { App } from '../types.ts';

const TAGS = ['v1 recipes'];
const FIELD_MESSAGES = { servings: 'Must be a positive integer' };

/** Wire form: grams as a number with 3 decimals. */
function present(r: V1Recipe) {
  return {
    ...r,
    ingredients: r.ingredients.map((i) => ({ ...i, grams: Math.round(Number(i.grams) * 1000) / 1000 })),
  };
}

export function v1RecipeRoutes(app: App, deps: Deps): void {
  app.post(
    '/v1/recipes',
    {
      config: { fieldMessages: FIELD_MESSAGES },
      schema: {
        operationId: 'createV1Recipe',
        tags: TAGS,
        summary: 'Create a recipe',
        description:
          'Computes per-serving nutrition facts and allergens from the ingredients. An unknown ingredientId, or a quantity that cannot be converted to grams for that food, is a 422 naming the ingredient.',
        body: V1RecipeCreate,
        response: { 201: V1RecipeOut, ...v1Errors() },
      },
    },
    async (request, reply) => {
      const recipe = await createV1Recipe({ ctx: contextOf(request, deps), input: request.body });
      return reply.code(201).send(present(recipe));
    },
  );

  app.get(
    '/v1/recipes',
    {
      schema: {
        operationId: 'listV1Recipes',
        tags: TAGS,
        summary: 'List recipes',
        description:
          'Offset paging. `search` matches name or description (case-insensitive); `tags` is a comma-separated list and a recipe must carry every tag (case-insensitive). Ties in the sort order are broken by id.',
        querystring: V1ListQuery,
        response: {
          200: Type.Object({ data: Type.Array(V1RecipeListItemOut), pagination: Pagination }),
          ...v1Errors(),
        },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const tags = (q.tags ?? '')
        .split(',')
        .map((t) => t.trim().toLowerCase())
        .filter((t) => t !== '');
      const page = await listV1Recipes({
        ctx: contextOf(request, deps),
        input: {
          limit: q.limit,
          offset: q.offset,
          search: q.search?.trim(),
          tags: [...new Set(tags)],
          sortBy: q.sortBy,
          order: q.order,
        },
      });
      // A kept page is the same object while the organization's recipes are unchanged: its
      // bytes and ETag are made once.
      return sendJsonOnce(request, reply, { source: page, data: () => page });
    },
  );

  app.get(
    '/v1/recipes/:recipeId',
    {
      schema: {
        operationId: 'getV1Recipe',
        tags: TAGS,
        summary: 'Get a recipe with its ingredients and nutrition facts',
        params: V1IdParams,
        response: { 200: V1RecipeOut, ...v1Errors() },
      },
    },
    async (request, reply) => {
      const recipe = await getV1Recipe({
        ctx: contextOf(request, deps),
        input: { id: request.params.recipeId },
      });
      // The same stored body gives the same object: its bytes are serialized once.
      return sendJsonOnce(request, reply, { source: recipe, data: () => present(recipe) });
    },
  );

  app.patch(
    '/v1/recipes/:recipeId',
    {
      config: { fieldMessages: FIELD_MESSAGES },
      schema: {
        operationId: 'updateV1Recipe',
        tags: TAGS,
        summary: 'Change some fields of a recipe',
        params: V1IdParams,
        body: V1RecipePatch,
        response: { 200: V1RecipeOut, ...v1Errors() },
      },
    },
    async (request) =>
      present(
        await updateV1Recipe({
          ctx: contextOf(request, deps),
          input: { id: request.params.recipeId, patch: request.body ?? {} },
        }),
      ),
  );

  app.delete(
    '/v1/recipes/:recipeId',
    {
      schema: {
        operationId: 'deleteV1Recipe',
        tags: TAGS,
        summary: 'Delete a recipe permanently',
        params: V1IdParams,
        response: { 200: Type.Object({ id: Type.String(), deleted: Type.Boolean() }), ...v1Errors() },
      },
    },
    async (request) =>
      deleteV1Recipe({ ctx: contextOf(request, deps), input: { id: request.params.recipeId } }),
  );

  app.get(
    '/v1/ingredients',
    {
      schema: {
        operationId: 'listV1Ingredients',
        tags: TAGS,
        summary: 'Search the ingredient (food) catalogue',
        description:
          'With `search`: first the foods the ingredient matcher ranks for it (the one that resolves recipe lines: synonyms, state words, generic before branded), then every other food with a name word starting with each word of `search`. Without `search`, all foods by name.',
        querystring: V1IngredientQuery,
        response: {
          200: Type.Object({ data: Type.Array(V1IngredientSummary), pagination: Pagination }),
          ...v1Errors(),
        },
      },
    },
    async (request) => {
      const { search, limit, offset } = request.query;
      const r = await searchFoods({ ctx: contextOf(request, deps), input: { q: search, limit, offset } });
      return {
        data: r.items.map((f) => ({ id: f.id, name: f.name, category: f.category })),
        pagination: { limit, offset, total: r.total, hasMore: offset + r.items.length < r.total },
      };
    },
  );

  app.get(
    '/v1/ingredients/:ingredientId',
    {
      schema: {
        operationId: 'getV1Ingredient',
        tags: TAGS,
        summary: 'One ingredient with its nutrients per 100 g and household portions',
        params: Type.Object({ ingredientId: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: V1IngredientDetail, ...v1Errors() },
      },
    },
    async (request) => {
      const f = await getFood({ ctx: contextOf(request, deps), input: { id: request.params.ingredientId } });
      return {
        id: f.id,
        name: f.name,
        category: f.category,
        source: f.source,
        sourceId: f.source_id,
        nutrientsPer100g: Object.entries(f.nutrients).map(([id, amount]) => ({
          id,
          name: nutrientByBmid(id)?.display_name ?? id,
          unit: nutrientByBmid(id)?.unit ?? '',
          amount: Number(amount),
        })),
        portions: f.portions.map((p) => ({
          amount: Number(p.amount),
          unit: p.unit,
          modifier: p.modifier,
          grams: Number(p.grams),
        })),
        allergens: [...f.allergens],
        addedSugar: f.added_sugar,
      };
    },
  );
}
