import { Type } from 'typebox';
import { ADDED_SUGARS_METHODS } from '../../domain/nutrition/added-sugars.ts';
import { ENERGY_BASES } from '../../domain/nutrition/calories.ts';
import { NUTRIENT_GROUPS } from '../../domain/nutrition/nutrients.ts';
import { StringEnum, VersionId } from './common.ts';

export const VersionQuery = Type.Object(
  {
    version_id: Type.Optional({
      ...VersionId,
      description: 'Read as it was at this version; omit for HEAD.',
    }),
  },
  { additionalProperties: false },
);

export const SetIngredientsBody = Type.Object(
  {
    ingredients: Type.Array(
      Type.Object(
        {
          ingredient_id: Type.String({ minLength: 1, maxLength: 100, description: 'Food id (GET /foods).' }),
          quantity_grams: Type.String({
            minLength: 1,
            maxLength: 30,
            pattern: '^\\s*(\\d+(\\.\\d+)?|\\.\\d+)\\s*$',
            description: 'Grams as a decimal string, e.g. "59.5".',
          }),
          original_text: Type.Optional(Type.String({ maxLength: 500 })),
        },
        { additionalProperties: false },
      ),
      { maxItems: 100, description: 'Replaces the whole list (at most 100 lines); [] clears it.' },
    ),
  },
  { additionalProperties: false },
);

export const Conversion = Type.Object(
  {
    conversion_source: Type.Optional(Type.String()),
    reasoning: Type.Optional(Type.String()),
    steps: Type.Optional(Type.Array(Type.Object({}, { additionalProperties: true }))),
  },
  { additionalProperties: true },
);

export const RecipeIngredient = Type.Object({
  id: Type.String({ description: 'Id of the ingredient line.' }),
  original_text: Type.String(),
  parsed_quantity: Type.Union([Type.Number(), Type.Null()]),
  parsed_unit: Type.Union([Type.String(), Type.Null()]),
  parsed_ingredient_name: Type.Union([Type.String(), Type.Null()]),
  selected_ingredient_id: Type.Union([Type.String(), Type.Null()]),
  selected_ingredient_name: Type.Union([Type.String(), Type.Null()]),
  metric_quantity_g: Type.Union([Type.Number(), Type.Null()], {
    description:
      'Grams; null for a line that states no amount ("salt to taste", confirmed without a weight): it adds nothing to the recipe’s weight, and the nutrients its food has are reported as missing data until grams are given.',
  }),
  pinned_version_id: Type.Union([Type.String(), Type.Null()], {
    description: 'For a custom ingredient: the version this recipe uses.',
  }),
  conversion: Type.Union([Conversion, Type.Null()]),
});

export const IngredientsData = Type.Object({
  recipe_id: Type.String(),
  ingredients: Type.Array(RecipeIngredient),
});

const DECIMAL = '^(?:\\d+(?:\\.\\d+)?|\\.\\d+)$';

/** The cooked-yield step of a nutrition computation (null when no yield was stated). */
export const YieldAdjustment = Type.Union([
  Type.Object(
    {
      basis: Type.Union([Type.Literal('finished_weight'), Type.Literal('yield_percent')]),
      stated: Type.Number({ description: 'The stated value: grams (finished_weight) or percent.' }),
      method: Type.Literal('moisture_change_as_water', {
        description: 'The whole weight change is water; every other nutrient keeps its total.',
      }),
      raw_weight_grams: Type.Number({ description: 'Sum of the ingredient weights.' }),
      finished_weight_grams: Type.Number({ description: 'Weight of the finished recipe.' }),
      yield_percent: Type.Number({ description: 'Finished ÷ raw × 100.' }),
      water_change_grams: Type.Number({ description: 'Finished − raw: negative for moisture lost.' }),
      raw_water_grams: Type.Union([Type.Number(), Type.Null()], {
        description: 'Water of the raw ingredients that have water data.',
      }),
      finished_water_grams: Type.Union([Type.Number(), Type.Null()]),
      water_missing_ingredients: Type.Array(Type.Integer(), {
        description: 'Ingredients without water data.',
      }),
    },
    { description: 'How the raw ingredient sums became the finished recipe.' },
  ),
  Type.Null(),
]);

export const YieldBody = Type.Object(
  {
    finished_weight_g: Type.Optional(
      Type.String({
        pattern: DECIMAL,
        maxLength: 40,
        description: 'Weight of the finished recipe in grams ("540"). Exactly one of this and yield_percent.',
      }),
    ),
    yield_percent: Type.Optional(
      Type.String({
        pattern: DECIMAL,
        maxLength: 40,
        description:
          'Finished weight as a percentage of the raw ingredient weight ("87.5"), above 0, at most 1000.',
      }),
    ),
    rationale: Type.Optional(Type.String({ maxLength: 2000, description: 'Recorded in the audit event.' })),
  },
  { additionalProperties: false },
);

export const YieldData = Type.Object({
  recipe_id: Type.String(),
  cooking_yield: Type.Union([
    Type.Object({
      basis: Type.Union([Type.Literal('finished_weight'), Type.Literal('yield_percent')]),
      finished_weight_g: Type.Union([Type.String(), Type.Null()]),
      yield_percent: Type.Union([Type.String(), Type.Null()]),
    }),
    Type.Null(),
  ]),
  yield_adjustment: YieldAdjustment,
  nutrition_is_current: Type.Boolean({
    description: 'The recipe has nutrition computed from its current ingredients (and so its yield).',
  }),
});

export const NutritionData = Type.Object({
  recipe_id: Type.String(),
  nutrition: Type.Object({
    calculated_at: Type.String({ format: 'date-time' }),
    is_current: Type.Boolean({ description: 'False when ingredients changed after this computation.' }),
    reference_weight_grams: Type.Number({
      description:
        'Weight of the whole recipe: the finished weight when a yield is set, else the sum of the ingredients.',
    }),
    yield_adjustment: YieldAdjustment,
    nutrients: Type.Array(
      Type.Object({
        id: Type.Integer({ description: 'Nutrient number.' }),
        bmid: Type.String(),
        name: Type.String(),
        total_amount: Type.Number({ description: 'Whole-recipe amount, unrounded.' }),
        amount_per_100g: Type.Union([Type.Number(), Type.Null()], {
          description:
            'Per 100 g of the recipe as it is eaten (the finished weight when a yield is set), unrounded.',
        }),
        unit: Type.String(),
        missing_data_ingredients: Type.Array(Type.Integer(), {
          description:
            'Indexes of ingredients without data for this nutrient, or without a weight while their food has some of it (their share is not in the total).',
        }),
      }),
    ),
  }),
});

export const AnalysisQuery = Type.Object(
  {
    nutrient_set: Type.Optional(StringEnum(NUTRIENT_GROUPS, { description: 'A predefined nutrient group.' })),
    bmids: Type.Optional(
      Type.String({
        maxLength: 2000,
        description: 'Comma-separated BMIDs; with nutrient_set, their intersection.',
      }),
    ),
    top_n: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 100,
        description: 'Only the n largest contributions of each nutrient.',
      }),
    ),
    version_id: VersionQuery.properties.version_id,
  },
  { additionalProperties: false },
);

const IngredientMethod = (what: string, methods: readonly string[]) =>
  Type.Union(
    [
      Type.Object({
        method: Type.String({ description: `One of: ${methods.join(', ')}.` }),
        per_100g: Type.Union([Type.String(), Type.Null()], {
          description: `${what} per 100 g of the ingredient (decimal string); null when unknown.`,
        }),
        note: Type.String({ description: 'How the figure was obtained, in one sentence.' }),
        source: Type.Union([Type.String(), Type.Null()], {
          description: 'Where a reference table’s facts come from; null for other methods.',
        }),
      }),
      Type.Null(),
    ],
    {
      description: `How the ingredient’s ${what.toLowerCase()} were obtained; null in versions computed before it was recorded.`,
    },
  );

/** Per ingredient: the calorie method (21 CFR 101.9(c)(1)(i)) and the added-sugars method. */
export const IngredientMethods = {
  calories: IngredientMethod('Calories', ENERGY_BASES),
  added_sugars: IngredientMethod('Added sugars', ADDED_SUGARS_METHODS),
};

export const AnalysisData = Type.Object({
  recipe_id: Type.String(),
  calculated_at: Type.String({ format: 'date-time' }),
  reference_weight_grams: Type.Number(),
  yield_adjustment: YieldAdjustment,
  ingredients: Type.Array(
    Type.Object({
      ingredient_index: Type.Integer(),
      name: Type.String(),
      original_text: Type.String(),
      quantity_g: Type.Union([Type.Number(), Type.Null()], {
        description:
          'Grams in the recipe; null for a line that states no amount (listed in missing_data_ingredients of each nutrient its food has).',
      }),
      ...IngredientMethods,
    }),
  ),
  nutrients: Type.Array(
    Type.Object({
      bmid: Type.String(),
      name: Type.String(),
      unit: Type.String(),
      total: Type.Number(),
      contributions: Type.Array(Type.Object({ ingredient_index: Type.Integer(), amount: Type.Number() })),
      missing_data_ingredients: Type.Array(Type.Integer(), {
        description:
          'Ingredients without data for the nutrient, or without a weight while their food has some of it.',
      }),
    }),
  ),
});
