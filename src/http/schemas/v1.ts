import { Type } from 'typebox';
import { V1_LIMITS as L } from '../../domain/v1/recipe.ts';
import { StringEnum } from './common.ts';

const NonBlank = (max: number, description: string) =>
  Type.String({ minLength: 1, maxLength: max, pattern: '\\S', description });

const Minutes = (description: string) =>
  Type.Number({ minimum: 0, maximum: L.maxMinutes, description: `${description}, in minutes.` });

export const V1IngredientIn = Type.Object(
  {
    ingredientId: Type.String({
      minLength: 1,
      maxLength: 100,
      description: 'Food id from GET /v1/ingredients.',
    }),
    quantity: Type.Number({ minimum: 0, maximum: L.maxQuantity, description: 'Amount in `unit`.' }),
    unit: NonBlank(
      L.unitLength,
      'Any unit the converter understands: g, kg, oz, lb, ml, l, tsp, tbsp, cup, fl oz, pinch, a count ("each", "large", "clove", "slice", "stick") or a household measure the food lists.',
    ),
    notes: Type.Optional(Type.String({ maxLength: L.notesLength })),
  },
  { additionalProperties: false },
);

const recipeFields = {
  name: NonBlank(L.nameLength, 'Recipe name.'),
  description: Type.String({ maxLength: L.descriptionLength }),
  servings: Type.Integer({ minimum: 1, maximum: L.maxServings, description: 'Must be a positive integer.' }),
  prepTime: Minutes('Preparation time'),
  cookTime: Minutes('Cooking time'),
  ingredients: Type.Array(V1IngredientIn, { maxItems: L.ingredients }),
  instructions: Type.Array(Type.String({ maxLength: L.instructionLength }), { maxItems: L.instructions }),
  tags: Type.Array(Type.String({ minLength: 1, maxLength: L.tagLength }), { maxItems: L.tags }),
};

export const V1RecipeCreate = Type.Object(
  {
    name: recipeFields.name,
    description: Type.Optional(recipeFields.description),
    servings: recipeFields.servings,
    prepTime: Type.Optional(recipeFields.prepTime),
    cookTime: Type.Optional(recipeFields.cookTime),
    ingredients: Type.Optional(recipeFields.ingredients),
    instructions: Type.Optional(recipeFields.instructions),
    tags: Type.Optional(recipeFields.tags),
    meteredUsageConfirmed: Type.Optional(
      Type.Boolean({
        description:
          'Accept the charge for recipes beyond the monthly allowance quoted by a previous 402 metered_usage_confirmation_required; resend with the same X-Request-ID, which makes the retry idempotent.',
      }),
    ),
  },
  {
    additionalProperties: false,
    description:
      'Required: name and servings. Optional fields default to empty (description ""), 0 (times) or [] (lists).',
  },
);

export const V1RecipePatch = Type.Object(
  {
    name: Type.Optional(recipeFields.name),
    description: Type.Optional(recipeFields.description),
    servings: Type.Optional(recipeFields.servings),
    prepTime: Type.Optional(recipeFields.prepTime),
    cookTime: Type.Optional(recipeFields.cookTime),
    ingredients: Type.Optional(recipeFields.ingredients),
    instructions: Type.Optional(recipeFields.instructions),
    tags: Type.Optional(recipeFields.tags),
  },
  {
    additionalProperties: false,
    description:
      'Only the given fields change. `ingredients`, when given, replaces the whole list. Nutrition facts and allergens are recomputed.',
  },
);

export const V1NutritionFactsOut = Type.Object(
  {
    servingSize: Type.String({ description: 'e.g. "1/4 recipe (212g)".' }),
    servingsPerRecipe: Type.Number(),
    calories: Type.Number(),
    totalFat: Type.Number({ description: 'g' }),
    saturatedFat: Type.Number({ description: 'g' }),
    cholesterol: Type.Number({ description: 'mg' }),
    sodium: Type.Number({ description: 'mg' }),
    totalCarbohydrates: Type.Number({ description: 'g' }),
    dietaryFiber: Type.Number({ description: 'g' }),
    sugars: Type.Number({ description: 'g (total sugars)' }),
    protein: Type.Number({ description: 'g' }),
  },
  {
    description:
      'Per serving, declared by the US FDA rounding rules (21 CFR 101.9(c)): the figures a label prints. Where a label prints "less than 1g" / "less than 5mg" the number is that bound.',
  },
);

export const V1IngredientOut = Type.Object({
  id: Type.String({ description: 'Id of this line of the recipe.' }),
  ingredientId: Type.String(),
  quantity: Type.Number(),
  unit: Type.String(),
  notes: Type.String(),
  ingredient: Type.Object({ id: Type.String(), name: Type.String(), category: Type.String() }),
  grams: Type.Number({ description: 'Weight the quantity converts to (3 decimals).' }),
});

export const V1RecipeOut = Type.Object({
  id: Type.String(),
  accountId: Type.String({ description: 'The owning organization.' }),
  name: Type.String(),
  description: Type.String(),
  servings: Type.Integer(),
  prepTime: Type.Number({ description: 'minutes' }),
  cookTime: Type.Number({ description: 'minutes' }),
  totalTime: Type.Number({ description: 'prepTime + cookTime, minutes' }),
  ingredients: Type.Array(V1IngredientOut),
  instructions: Type.Array(Type.String()),
  tags: Type.Array(Type.String()),
  nutritionFacts: V1NutritionFactsOut,
  allergens: Type.Array(Type.String(), {
    description:
      'Major food allergens present (milk, eggs, fish, crustacean shellfish, tree nuts, peanuts, wheat, soybeans, sesame): lower-case, sorted.',
  }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

export const V1RecipeListItemOut = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  servings: Type.Integer(),
  totalTime: Type.Number(),
  tags: Type.Array(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
});

export const Pagination = Type.Object({
  limit: Type.Integer(),
  offset: Type.Integer(),
  total: Type.Integer(),
  hasMore: Type.Boolean(),
});

export const V1ListQuery = Type.Object(
  {
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
    offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
    search: Type.Optional(
      Type.String({
        maxLength: L.searchLength,
        description: 'Case-insensitive; matches name or description.',
      }),
    ),
    tags: Type.Optional(
      Type.String({
        maxLength: 1000,
        description: 'Comma-separated, case-insensitive; a recipe must carry every tag listed.',
      }),
    ),
    sortBy: StringEnum(['name', 'createdAt', 'updatedAt'] as const, { default: 'createdAt' }),
    order: StringEnum(['asc', 'desc'] as const, { default: 'desc' }),
  },
  { additionalProperties: false },
);

export const V1IdParams = Type.Object({ recipeId: Type.String({ minLength: 1, maxLength: 100 }) });

export const V1IngredientSummary = Type.Object({
  id: Type.String(),
  name: Type.String(),
  category: Type.String(),
});

export const V1IngredientDetail = Type.Object({
  id: Type.String(),
  name: Type.String(),
  category: Type.String(),
  source: Type.String({ description: 'usda_sr28 or usda_fdc.' }),
  sourceId: Type.String({ description: 'The source’s own key (SR28 NDB number).' }),
  nutrientsPer100g: Type.Array(
    Type.Object({
      id: Type.String({ description: 'Nutrient id (BMID), see GET /nutrients.' }),
      name: Type.String(),
      unit: Type.String(),
      amount: Type.Number(),
    }),
    { description: 'Only the nutrients the source has; a missing nutrient is absent, not 0.' },
  ),
  portions: Type.Array(
    Type.Object({
      amount: Type.Number(),
      unit: Type.String(),
      modifier: Type.Union([Type.String(), Type.Null()]),
      grams: Type.Number(),
    }),
  ),
  allergens: Type.Array(Type.String()),
  addedSugar: Type.Boolean({ description: 'Its sugars count as added sugars when used as an ingredient.' }),
});

export const V1IngredientQuery = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: L.searchLength })),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
    offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
  },
  { additionalProperties: false },
);
