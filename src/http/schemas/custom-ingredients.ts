import { Type } from 'typebox';
import { CUSTOM_INGREDIENT_EVENT_TYPES } from '../../domain/custom-ingredients/mutations.ts';
import {
  ATTRIBUTE_TYPES,
  CREATE_STATUSES,
  CUSTOM_INGREDIENT_NAME_MAX,
  CUSTOM_INGREDIENT_STATUSES,
  ENTRY_METHODS,
  MARKETS,
  SHORT_TEXT_MAX,
  TEXT_MAX,
} from '../../domain/custom-ingredients/state.ts';
import { MAJOR_ALLERGENS } from '../../domain/foods/food.ts';
import { StringEnum, VersionId } from './common.ts';
import { RecipeIngredient } from './studio-nutrition.ts';
import { auditEventSchema, auditTrailQuery } from './studio-recipes.ts';

/** Wire shapes of custom ingredients, their history and audit trail, and recipe repinning (snake_case). */
export const CustomIngredientIdParams = Type.Object(
  {
    custom_ingredient_id: Type.String({
      description: 'Custom ingredient id (ci_<ULID>).',
      examples: ['ci_01JDQ5Z4M8W3X9V2T6R1N0P7KA'],
    }),
  },
  { additionalProperties: false },
);

const Decimal = (description: string) =>
  Type.String({ minLength: 1, maxLength: 40, description: `${description} Decimal string, e.g. "12.5".` });
const OptionalText = (max: number, description: string) =>
  Type.Union([Type.String({ maxLength: max }), Type.Null()], {
    description: `${description} null clears it.`,
  });

const Name = Type.String({
  minLength: 1,
  maxLength: CUSTOM_INGREDIENT_NAME_MAX,
  description:
    'Unique (case-insensitively, after trimming) among the organization’s custom ingredients that are not deleted; 1–255 characters.',
});

const NutrientInput = Type.Object(
  {
    id: Type.String({
      minLength: 1,
      maxLength: 100,
      description: 'BMID from GET /nutrients, e.g. n_sodium.',
    }),
    unit: Type.String({
      minLength: 1,
      maxLength: 20,
      description:
        'The nutrient’s own unit (GET /nutrients); µg/μg/ug are accepted for mcg, and other spellings of the same unit. Amounts are never converted.',
    }),
    amount: Decimal('Amount in the basis (reference_amount reference_unit), ≥ 0.'),
    market_nutrients: Type.Optional(
      Type.Record(
        Type.String(),
        Type.Object(
          { bmid: Type.Optional(Type.String()), nutrient_id: Type.Optional(Type.Integer()) },
          { additionalProperties: false },
        ),
        {
          description:
            'Optional; computed by the service from approved_markets. When sent it must agree with the catalogue.',
        },
      ),
    ),
  },
  { additionalProperties: false },
);

const AttributeInput = Type.Object(
  {
    key: Type.String({ minLength: 1, maxLength: 100 }),
    type: StringEnum(ATTRIBUTE_TYPES, { description: 'Type the value must have.' }),
    value: Type.Unknown({ description: 'string, number, boolean, or list of strings, per type.' }),
    searchable: Type.Optional(
      Type.Boolean({
        description:
          'Text values of searchable attributes are also names the matcher finds the ingredient by.',
        default: false,
      }),
    ),
  },
  { additionalProperties: false },
);

const Artifact = Type.Object(
  {
    key: Type.String({ minLength: 1, maxLength: 500, description: 'Storage key of the file.' }),
    kind: Type.String({ minLength: 1, maxLength: 100, description: 'e.g. spec_sheet, label_photo.' }),
    uploaded_at: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);

const contentInput = {
  entry_method: Type.Optional(StringEnum(ENTRY_METHODS, { description: 'How the data was entered.' })),
  notes: Type.Optional(OptionalText(TEXT_MAX, 'Free notes.')),
  reference_amount: Type.Optional(
    Decimal('Amount of the basis the nutrient amounts are given for (> 0; default "100").'),
  ),
  reference_unit: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 50,
      description:
        'Unit of the basis (default "g"): a mass unit (g, mg, kg, oz, lb), a volume unit (ml, cup, tbsp…: needs reference_quantity_g or density_g_per_ml), or any household unit ("serving", "cookie": needs reference_quantity_g).',
    }),
  ),
  household_measure: Type.Optional(OptionalText(SHORT_TEXT_MAX, 'Household serving, e.g. "2 tbsp".')),
  reference_quantity_g: Type.Optional(
    Type.Union([Decimal('Grams of one serving (> 0).'), Type.Null()], {
      description:
        'Weight of household_measure, and of the basis when reference_unit is not a mass unit. null clears it.',
    }),
  ),
  density_g_per_ml: Type.Optional(
    Type.Union([Decimal('g per ml (> 0).'), Type.Null()], { description: 'null clears it.' }),
  ),
  nutrients: Type.Optional(
    Type.Array(NutrientInput, {
      maxItems: 200,
      description:
        'Replaces the whole list. A stated n_energy_kcal is the energy recipes use (it may count alcohol, sugar alcohols or organic acids); without it, protein, fat, carbohydrate and alcohol count at 4, 9, 4 and 7 kcal/g.',
    }),
  ),
  approved_markets: Type.Optional(
    Type.Array(StringEnum(MARKETS), {
      maxItems: 10,
      description: 'Default ["US"]; replaces the whole list.',
    }),
  ),
  brand: Type.Optional(OptionalText(SHORT_TEXT_MAX, 'Brand.')),
  manufacturer: Type.Optional(OptionalText(SHORT_TEXT_MAX, 'Manufacturer.')),
  source_url: Type.Optional(OptionalText(2000, 'Where the data comes from (http or https).')),
  attributes: Type.Optional(
    Type.Array(AttributeInput, { maxItems: 100, description: 'Replaces the whole list.' }),
  ),
  artifacts: Type.Optional(Type.Array(Artifact, { maxItems: 100, description: 'Replaces the whole list.' })),
  ingredient_statement: Type.Optional(OptionalText(TEXT_MAX, 'Its own ingredient statement.')),
  allergens: Type.Optional(
    Type.Array(StringEnum(MAJOR_ALLERGENS), {
      maxItems: MAJOR_ALLERGENS.length,
      description: 'Major allergens it contains (FALCPA nine); recipes using it carry them.',
    }),
  ),
  counts_sugars_as_added: Type.Optional(
    Type.Boolean({
      description:
        'Its total sugars count as added sugars in recipes (a sweetener). An explicit n_added_sugars nutrient takes precedence. With neither, its added sugars are unknown (0 only when it states 0 g total sugars), and a label using it lists added sugars as missing data.',
    }),
  ),
};

export const CreateCustomIngredientBody = Type.Object(
  {
    name: Name,
    status: Type.Optional(
      StringEnum(CREATE_STATUSES, { description: 'draft (default) or active.', default: 'draft' }),
    ),
    ...contentInput,
  },
  { additionalProperties: false },
);

export const UpdateCustomIngredientBody = Type.Object(
  {
    name: Type.Optional(Name),
    ...contentInput,
    rationale: Type.Optional(Type.String({ maxLength: 2000, description: 'Why; kept in the audit trail.' })),
  },
  {
    additionalProperties: false,
    description:
      'Only the fields to change; omitted fields stay as they are. Status changes only through activate, archive, unarchive, restore and delete.',
  },
);

export const RestoreCustomIngredientBody = Type.Object(
  {
    target_version_id: VersionId,
    rationale: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);

const Nullable = (description?: string) =>
  Type.Union([Type.String(), Type.Null()], description === undefined ? {} : { description });

const customIngredientProperties = {
  id: Type.String(),
  org_id: Type.String(),
  status: Type.String({
    enum: [...CUSTOM_INGREDIENT_STATUSES],
    description: 'deleted only on the delete response.',
  }),
  name: Type.String(),
  entry_method: Type.String({ enum: [...ENTRY_METHODS] }),
  notes: Nullable(),
  reference_amount: Type.String(),
  reference_unit: Type.String(),
  household_measure: Nullable(),
  reference_quantity_g: Nullable(),
  density_g_per_ml: Nullable(),
  nutrients: Type.Array(
    Type.Object(
      {
        id: Type.String({ description: 'BMID.' }),
        unit: Type.String(),
        amount: Type.String(),
        market_nutrients: Type.Record(
          Type.String(),
          Type.Object({ bmid: Type.String(), nutrient_id: Type.Integer() }, { additionalProperties: false }),
          { description: 'Keyed by approved market.' },
        ),
      },
      { additionalProperties: false },
    ),
  ),
  approved_markets: Type.Array(Type.String({ enum: [...MARKETS] })),
  brand: Nullable(),
  manufacturer: Nullable(),
  source_url: Nullable(),
  attributes: Type.Array(
    Type.Object(
      {
        key: Type.String(),
        type: Type.String({ enum: [...ATTRIBUTE_TYPES] }),
        value: Type.Unknown(),
        searchable: Type.Boolean(),
      },
      { additionalProperties: false },
    ),
  ),
  artifacts: Type.Array(Artifact),
  ingredient_statement: Nullable(),
  allergens: Type.Array(Type.String({ enum: [...MAJOR_ALLERGENS] })),
  counts_sugars_as_added: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time', description: 'When this version was written.' }),
};

export const CustomIngredient = Type.Object(customIngredientProperties, { additionalProperties: false });

export const CustomIngredientListItem = Type.Object(
  { ...customIngredientProperties, latest_version_id: VersionId },
  { additionalProperties: false },
);

export const GetCustomIngredientQuery = Type.Object(
  {
    version_id: Type.Optional({
      ...VersionId,
      description: 'Read the ingredient as it was at this version.',
    }),
  },
  { additionalProperties: false },
);

export const ListCustomIngredientsQuery = Type.Object(
  {
    status: Type.Optional(
      StringEnum(['draft', 'active', 'archived'] as const, { description: 'Only this status.' }),
    ),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
    cursor: Type.Optional(Type.String({ description: 'meta.cursor of the previous page.' })),
  },
  { additionalProperties: false },
);

export const CustomIngredientAuditTrailQuery = auditTrailQuery(CUSTOM_INGREDIENT_EVENT_TYPES);

const CustomIngredientAuditEvent = auditEventSchema(CUSTOM_INGREDIENT_EVENT_TYPES);

export const CustomIngredientAuditTrail = Type.Object(
  { custom_ingredient_id: Type.String(), events: Type.Array(CustomIngredientAuditEvent) },
  { additionalProperties: false },
);

export const RepinBody = Type.Union(
  [
    Type.Object(
      {
        custom_ingredient_ids: Type.Optional(
          Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
            minItems: 1,
            maxItems: 100,
            description:
              'Only these ingredients (each must be used by the recipe); default: every pinned one.',
          }),
        ),
        rationale: Type.Optional(
          Type.String({ maxLength: 2000, description: 'Added to the generated rationale.' }),
        ),
      },
      { additionalProperties: false },
    ),
    Type.Null(),
  ],
  { description: 'Optional.' },
);

export const RepinData = Type.Object(
  {
    recipe_id: Type.String(),
    ingredients: Type.Array(RecipeIngredient),
    repinned: Type.Array(
      Type.Object(
        {
          custom_ingredient_id: Type.String(),
          from_version_id: VersionId,
          to_version_id: VersionId,
        },
        { additionalProperties: false },
      ),
      { description: 'Pins that moved; empty when nothing changed (no version written).' },
    ),
  },
  { additionalProperties: false },
);
