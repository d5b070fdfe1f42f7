import { Type } from 'typebox';
import { NUTRIENT_GROUPS } from '../../domain/nutrition/nutrients.ts';
import {
  SERVING_DUAL_COLUMN_STATUSES,
  SERVING_METRIC_UNITS,
  SERVING_SIZE_TYPES,
  SERVING_WARNING_CODES,
} from '../../domain/recipes/serving-size.ts';
import { DEMOGRAPHICS } from '../../domain/recipes/state.ts';
import { StringEnum } from './common.ts';
import { IngredientMethods, VersionQuery, YieldAdjustment } from './studio-nutrition.ts';
import { RecipeIdParams } from './studio-recipes.ts';

/** Wire shapes of Studio servings, serving nutrition facts, labels and label configuration. */

export const ServingParams = Type.Object(
  {
    recipe_id: RecipeIdParams.properties.recipe_id,
    serving_id: Type.String({
      description: 'Serving id (srv_<ULID>).',
      examples: ['srv_01JDQ5Z4M8W3X9V2T6R1N0P7KA'],
    }),
  },
  { additionalProperties: false },
);

const DecimalText = (description: string) => Type.String({ minLength: 1, maxLength: 30, description });

export const ServingSizeBody = Type.Object(
  {
    household_amount: Type.Optional(DecimalText('Household quantity: "2", "1.5", "1/4", "1 1/2". Required.')),
    household_unit: Type.Optional(
      Type.String({
        maxLength: 40,
        description:
          'cup, tbsp, tsp, oz, fl oz (rounded to FDA steps), or a discrete unit ("pancakes", "slice"). Required for user_provided; for racc_guided it defaults to the unit of the RACC label statement.',
      }),
    ),
    metric_amount: Type.Optional(
      DecimalText('Grams of one serving. Required for user_provided; racc_guided defaults to the RACC.'),
    ),
    metric_unit: Type.Optional(
      StringEnum(SERVING_METRIC_UNITS, {
        description: 'g (default). mL is refused with 422: recipes have no density.',
      }),
    ),
    serving_size_type: StringEnum(SERVING_SIZE_TYPES),
    racc_category_id: Type.Optional(
      Type.String({
        maxLength: 100,
        description:
          'RACC category (GET /us/nutrition/racc-categories/search). Required for racc_guided; optional for user_provided (enables the dual-column determination).',
      }),
    ),
  },
  { additionalProperties: false },
);

export const AddServingBody = Type.Object({ serving_size: ServingSizeBody }, { additionalProperties: false });

export const UpdateServingBody = Type.Object(
  {
    serving_size: ServingSizeBody,
    rationale: Type.Optional(Type.String({ maxLength: 2000, description: 'Kept in the audit trail.' })),
  },
  { additionalProperties: false },
);

export const ComputeNfQuery = Type.Object(
  {
    compute_nf: Type.Boolean({
      default: true,
      description:
        'Compute per-serving nutrition facts in the same version (when the recipe has current nutrition; otherwise as soon as it has).',
    }),
  },
  { additionalProperties: false },
);

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const ServingWarnings = Type.Array(
  Type.Object({ code: StringEnum(SERVING_WARNING_CODES), message: Type.String() }),
  {
    description:
      'What a reviewer should check before signing: not_a_household_measure ("serving" is not one under 21 CFR 101.9(b)(5)), household_measure_changed (1.5 fl oz declared as 3 tbsp), household_measure_far_from_metric (ounces more than 20 % from the grams at 28 g per oz), serving_far_from_racc (a user-provided serving below 50 % or at 200 % or more of its category’s RACC), no_racc_category (a user-provided serving that cannot be checked against a RACC).',
  },
);

export const Serving = Type.Object({
  id: Type.String(),
  serving_size_type: StringEnum(SERVING_SIZE_TYPES),
  serving_size: Type.Object({
    household_measure: Type.String({ description: 'As printed: "2 pancakes", "1/4 cup".' }),
    metric_amount: Type.Number({ description: 'Declared grams, rounded per 21 CFR 101.9(b)(7)(ii).' }),
    metric_unit: Type.String(),
    servings_per_container: Nullable(
      Type.Number({ description: 'Declared count per (b)(8); null until the recipe has nutrition.' }),
    ),
    servings_per_container_text: Nullable(Type.String({ description: '"about 4", "12".' })),
    serving_grams: Type.Number({ description: 'Grams the facts are computed for (the amount as given).' }),
    recipe_weight_g: Nullable(Type.Number()),
  }),
  serving_size_input: Type.Object({
    household_amount: Type.String(),
    household_unit: Nullable(Type.String()),
    metric_amount: Nullable(Type.String()),
    metric_unit: Type.String(),
    serving_size_type: Type.String(),
    racc_category_id: Nullable(Type.String()),
  }),
  racc_inputs: Type.Object({
    category_id: Nullable(Type.String()),
    category_name: Nullable(Type.String()),
    target_audience: Nullable(Type.String()),
    unit_type: Type.String(),
    reference_amount_g: Nullable(Type.String()),
    unit_weight_g: Nullable(Type.String()),
    declared_serving_units: Nullable(Type.Number()),
    discrete_serving: Nullable(
      Type.Object({
        basis: Type.String(),
        units: Nullable(Type.Integer()),
        alternative_units: Nullable(Type.Integer()),
        per_unit_column_required: Type.Boolean(),
        percent_of_racc: Type.String(),
      }),
    ),
  }),
  dual_column_status: StringEnum(SERVING_DUAL_COLUMN_STATUSES, {
    description:
      'single_serving (<150 % RACC), single_serving_optional_column (150–<200 %), dual_column_required (200–300 %), dual_column_exempt, not_required (>300 %); not_applicable without a RACC; pending until the recipe has nutrition.',
  }),
  percent_of_racc: Nullable(Type.String({ description: 'Recipe weight as a percent of the RACC.' })),
  warnings: ServingWarnings,
  has_per_serving_nutrition_facts: Type.Boolean(),
  has_per_container_nutrition_facts: Type.Boolean(),
  nutrition_facts_current: Type.Boolean({
    description: 'Facts exist and were computed from the recipe’s current nutrition.',
  }),
  compute_nf: Type.Boolean(),
  rationale: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

export const ServingData = Type.Object({ recipe_id: Type.String(), serving: Serving });

const FactsNutrient = Type.Object({
  bmid: Type.String(),
  name: Type.String(),
  unit: Type.String(),
  display_text: Type.String({ description: 'As printed: "12g", "less than 1g", "0mg".' }),
  amount: Type.Number({ description: 'Declared (rounded) amount.' }),
  percent_daily_value: Type.Union([Type.Number(), Type.Null()], {
    description:
      'Rounded %DV; null where none is declared (no Daily Value: calories, total sugars, trans fat; protein unless required), never absent.',
  }),
});

export const FactsColumn = Type.Object({
  calculated_at: Type.String({ format: 'date-time' }),
  serving_id: Type.String(),
  demographic: StringEnum(DEMOGRAPHICS),
  reference_weight_grams: Type.Number(),
  nutrients: Type.Array(FactsNutrient),
});

export const FactsData = Type.Object({
  recipe_id: Type.String(),
  serving_id: Type.String(),
  per_serving: FactsColumn,
  per_container: Type.Union([FactsColumn, Type.Null()], {
    description: 'The whole recipe; null when the recipe holds one serving or less.',
  }),
});

export const FactsColumnData = Type.Object({
  recipe_id: Type.String(),
  ...FactsColumn.properties,
});

export const FactsAnalysisQuery = Type.Object(
  {
    nutrient_set: Type.Optional(StringEnum(NUTRIENT_GROUPS, { description: 'A predefined nutrient group.' })),
    bmids: Type.Optional(
      Type.String({
        maxLength: 2000,
        description: 'Comma-separated BMIDs; with nutrient_set, their intersection.',
      }),
    ),
    version_id: VersionQuery.properties.version_id,
  },
  { additionalProperties: false },
);

export const FactsAnalysisData = Type.Object({
  recipe_id: Type.String(),
  calculated_at: Type.String({ format: 'date-time' }),
  serving_id: Type.String(),
  demographic: StringEnum(DEMOGRAPHICS),
  scale_factor: Type.String({
    description: 'Serving grams ÷ recipe grams (the finished weight when a yield is set).',
  }),
  reference_weight_grams: Type.Number(),
  yield_adjustment: YieldAdjustment,
  ingredients: Type.Array(
    Type.Object({
      ingredient_index: Type.Integer(),
      name: Type.String(),
      original_text: Type.String(),
      quantity_g: Type.Union([Type.Number(), Type.Null()], {
        description:
          'Grams of the ingredient in one serving (as weighed raw: with a cooked yield, recipe grams × serving grams ÷ finished grams); null for a line that states no amount.',
      }),
      recipe_quantity_g: Type.Union([Type.Number(), Type.Null()], {
        description: 'Grams of the ingredient in the whole recipe; null for a line that states no amount.',
      }),
      ...IngredientMethods,
    }),
  ),
  nutrients: Type.Array(
    Type.Object({
      bmid: Type.String(),
      name: Type.String(),
      unit: Type.String(),
      amount: Type.Number({ description: 'Declared (rounded) amount.' }),
      contributions: Type.Array(Type.Object({ ingredient_index: Type.Integer(), amount: Type.Number() }), {
        description: 'Each ingredient’s share of one serving, unrounded, in the label unit.',
      }),
      missing_data_ingredients: Type.Array(Type.Integer()),
      value_rounding: Type.Object({
        rule_name: Type.String(),
        display_text: Type.String(),
        action: Type.String(),
        increment: Type.String(),
        original_value: Type.Number(),
        rounded_value: Type.Number(),
      }),
      percent_daily_value: Type.Union([Type.Number(), Type.Null()], {
        description:
          'Rounded %DV; null where none is declared (then dv_rounding and daily_value_reference are absent).',
      }),
      dv_rounding: Type.Optional(
        Type.Object({
          rule_name: Type.String(),
          action: Type.String(),
          increment: Type.String(),
          original_percent: Type.Number(),
          rounded_percent: Type.Number(),
        }),
      ),
      daily_value_reference: Type.Optional(Type.Number()),
    }),
  ),
});

export const LABEL_FORMATS = ['json', 'svg', 'html', 'pdf', 'png'] as const;

export const LabelQuery = Type.Object(
  {
    version_id: VersionQuery.properties.version_id,
    format: Type.Optional(
      StringEnum(LABEL_FORMATS, {
        description: 'json (default), svg, html, pdf or png; overrides the Accept header.',
      }),
    ),
    dpi: Type.Optional(
      Type.Integer({
        minimum: 72,
        maximum: 1200,
        description:
          "PNG only: pixels per inch at the panel's designed size (8-pt nutrient rows); default 300. Excludes width.",
      }),
    ),
    width: Type.Optional(
      Type.Integer({
        minimum: 72,
        maximum: 4000,
        description:
          'PNG: width in pixels (100–4000, at most 16 million pixels in all). PDF: page width in points (72–1440; the panel is scaled, proportions kept). Default: the designed size (PDF) or 300 dpi (PNG).',
      }),
    ),
  },
  { additionalProperties: false },
);

const nodeMembers = {
  bmid: Type.String(),
  display_name: Type.String(),
  amount: Type.String({ description: 'Declared amount in the label unit; "" without data.' }),
  unit: Type.String(),
  display_text: Type.String({ description: 'As printed: "12g", "Includes 6g Added Sugars".' }),
  percent_dv: Type.Optional(Type.String({ description: '"16%"; absent where FDA declares none.' })),
  not_declared_reason: Type.Optional(
    StringEnum(['no_data', 'incomplete_data', 'no_amount'] as const, {
      description:
        'Present on a mandatory line whose amount cannot be declared: no ingredient has data (no_data), some lack it (incomplete_data), or an ingredient that has some is in the recipe without a stated amount (no_amount; not_declared_detail names its line). The line then prints "data missing", never a partial sum.',
    }),
  ),
  not_declared_detail: Type.Optional(
    Type.String({
      description:
        'For no_amount: the lines that state no amount, in plain words. A nutrient confirmation cannot declare such a line (its food has some of the nutrient); give it grams, 0 when it is not part of the product.',
    }),
  ),
  basis: Type.Optional(
    Type.String({
      description:
        'What the declared amount rests on beyond ingredient data: estimated added sugars, or a person’s confirmation (label configuration nutrient_confirmations) that an ingredient has none.',
    }),
  ),
  is_mandatory: Type.Boolean(),
  is_visible: Type.Boolean(),
};

/** Label nutrient nodes nest at most three deep (Total Carbohydrate → Total Sugars → Added Sugars). */
const LabelLeaf = Type.Object({ ...nodeMembers, children: Type.Array(Type.Object({})) });
const LabelChild = Type.Object({ ...nodeMembers, children: Type.Array(LabelLeaf) });
const LabelNode = Type.Object({ ...nodeMembers, children: Type.Array(LabelChild) });

const LabelColumn = Type.Object({
  reference_weight_grams: Type.String(),
  nutrients: Type.Array(LabelNode),
});

export const LabelData = Type.Object({
  recipe_id: Type.String(),
  serving_id: Type.String(),
  header: Type.Object({
    serving_size_household: Type.String(),
    serving_size_metric: Type.String(),
    servings_per_container: Type.String(),
    demographic: Type.String(),
  }),
  per_serving: LabelColumn,
  per_container: Type.Optional(LabelColumn),
  footnotes: Type.Array(Type.String()),
  staleness: Type.Object({ is_current: Type.Boolean(), calculated_at: Type.String() }),
  warnings: ServingWarnings,
  completeness: Type.Object({
    is_complete: Type.Boolean(),
    missing_mandatory: Type.Array(
      Type.Object({
        bmid: Type.String(),
        display_name: Type.String(),
        reason: StringEnum(['no_data', 'incomplete_data', 'no_amount', 'no_protein_quality_factor'] as const),
        detail: Type.Optional(
          Type.String({ description: 'For no_amount: the lines that state no amount, in plain words.' }),
        ),
      }),
    ),
  }),
});

export const LabelConfigurationBody = Type.Object(
  {
    nutrient_entries: Type.Array(
      Type.Object(
        {
          bmid: Type.String({ maxLength: 100 }),
          visible: Type.Boolean(),
          display_name_override: Type.Optional(
            Type.Union([Type.String({ maxLength: 100 }), Type.Null()], {
              description: 'Only a form 21 CFR 101.9(c)(8)(v) allows (see allowed_synonyms).',
            }),
          ),
        },
        { additionalProperties: false },
      ),
      { maxItems: 100, description: 'Replaces the whole configuration.' },
    ),
    show_per_container: Type.Optional(
      Type.Boolean({
        default: false,
        description: 'Show the per-container column even where FDA does not require a dual-column label.',
      }),
    ),
    nutrient_confirmations: Type.Optional(
      Type.Array(
        Type.Object(
          {
            bmid: Type.String({
              maxLength: 100,
              description:
                'A mandatory label nutrient other than calories, e.g. n_trans_fat or n_added_sugars.',
            }),
            food_id: Type.String({
              maxLength: 100,
              description: 'The food (ingredient id) of one of the recipe’s ingredients.',
            }),
            rationale: Type.String({
              minLength: 1,
              maxLength: 2000,
              description: 'Why the food has none (supplier specification, ingredient statement…).',
            }),
          },
          { additionalProperties: false },
        ),
        {
          maxItems: 200,
          description:
            'A person confirms that a food of the recipe contains none of a nutrient its data lacks. The label then declares that nutrient (the known sum, or 0) and records the confirmations as the line’s basis; without one, a line with missing data prints "data missing". Replaced whole like the rest; an unchanged confirmation keeps who confirmed it and when. 422 for a nutrient that cannot be confirmed, a food no ingredient uses, an empty rationale or a repeated pair.',
        },
      ),
    ),
  },
  { additionalProperties: false },
);

const NutrientConfirmationWire = Type.Object({
  bmid: Type.String(),
  food_id: Type.String(),
  rationale: Type.String(),
  confirmed_by: Type.String({ description: 'The member who confirmed it.' }),
  confirmed_at: Type.String({ format: 'date-time' }),
});

export const LabelConfigurationData = Type.Object({
  recipe_id: Type.String(),
  nutrients: Type.Array(
    Type.Object({
      bmid: Type.String(),
      official_name: Type.String(),
      visible: Type.Boolean(),
      display_name: Type.String(),
      display_name_override: Nullable(Type.String()),
      allowed_synonyms: Type.Array(Type.String()),
      is_mandatory: Type.Boolean(),
      is_toggleable: Type.Boolean(),
      source: StringEnum(['regulatory_default', 'custom'] as const),
    }),
  ),
  show_per_container: Type.Boolean(),
  nutrient_confirmations: Type.Array(NutrientConfirmationWire),
  has_custom_configuration: Type.Boolean(),
  created_by: Nullable(Type.String()),
  updated_at: Nullable(Type.String()),
});
