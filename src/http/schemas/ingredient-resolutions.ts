import { type TSchema, Type } from 'typebox';
import {
  MAX_RESOLUTION_ITEMS,
  RESOLUTION_ACTIONS,
  RESOLUTION_STATUSES,
} from '../../domain/resolution/session.ts';
import { StringEnum } from './common.ts';
import { MeteredUsageConfirmedMember } from './entitlements.ts';
import { RecipeIdParams } from './studio-recipes.ts';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Decimal = (description: string) => Type.String({ description });

const Amount = (description: string) =>
  Type.Union(
    [
      Type.Number({ minimum: 0 }),
      Type.String({ minLength: 1, maxLength: 30, pattern: '^\\s*(\\d+(\\.\\d+)?|\\.\\d+)\\s*$' }),
    ],
    { description },
  );

export const ResolutionItemBody = Type.Object(
  {
    action: StringEnum(RESOLUTION_ACTIONS, {
      description:
        'add_ingredient {text, ingredient_id?, grams?}; keep_ingredient {ingredient_row_id}; replace_ingredient {ingredient_row_id, text and/or ingredient_id, grams?}; update_ingredient_text {ingredient_row_id, text}; update_ingredient_name {ingredient_row_id, text = the new name}; update_ingredient_quantity {ingredient_row_id, quantity, unit?}; update_ingredient_grams {ingredient_row_id, grams}; remove_ingredient {ingredient_row_id}. Other members are refused (422).',
    }),
    text: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 500,
        description: 'A free-text line ("1 cup whole milk"), or a name.',
      }),
    ),
    ingredient_row_id: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 100,
        description:
          'A row of the base: the recipe’s current ingredient line ids, or the row ids of previous_resolution_id.',
      }),
    ),
    ingredient_id: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 100,
        description: 'A food chosen by the client (another candidate, or any food id of GET /foods).',
      }),
    ),
    quantity: Type.Optional(Amount('Non-negative decimal (number or decimal string).')),
    unit: Type.Optional(
      Type.String({ minLength: 1, maxLength: 50, description: 'Any common spelling: cup, tbsp, g…' }),
    ),
    grams: Type.Optional(Amount('Grams stated by the client: no conversion is made.')),
  },
  { additionalProperties: false },
);

export const StartResolutionBody = Type.Object(
  {
    items: Type.Array(ResolutionItemBody, {
      minItems: 1,
      maxItems: MAX_RESOLUTION_ITEMS,
      description: `1–${MAX_RESOLUTION_ITEMS} items; each counts one unit of the ingredient_resolutions quota.`,
    }),
    previous_resolution_id: Type.Optional(
      Type.String({
        pattern: '^ireslv_[0-9A-HJKMNP-TV-Z]{26}$',
        description: 'Continue from this session’s rows instead of the recipe’s current ingredients.',
      }),
    ),
    ...MeteredUsageConfirmedMember,
  },
  { additionalProperties: false },
);

export const ResolutionParams = Type.Object(
  {
    recipe_id: RecipeIdParams.properties.recipe_id,
    resolution_id: Type.String({
      minLength: 1,
      maxLength: 100,
      description: 'Session id (ireslv_<ULID>).',
      examples: ['ireslv_01H8X3K9Q2YV0J7M5R6N4P3T2W'],
    }),
  },
  { additionalProperties: false },
);

export const ListResolutionsQuery = Type.Object(
  {
    limit: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
    cursor: Type.Optional(Type.String({ description: 'meta.cursor of the previous page.' })),
  },
  { additionalProperties: false },
);

export const ConfirmQuery = Type.Object(
  {
    compute: Type.Boolean({
      default: true,
      description:
        'Recompute recipe nutrition (and existing serving facts) in the same version; false commits only the ingredients (for bulk work that computes once afterwards).',
    }),
  },
  { additionalProperties: false },
);

const StepSchema = Type.Object({
  input_quantity: Type.String(),
  input_unit: Type.String(),
  output_quantity: Type.String(),
  output_unit: Type.String(),
  source: Type.String({
    description:
      'identity, standard, portion, density, secondary_amount (a stated weight or container amount), household_estimate (a documented estimate where the food lists no such measure: a sibling food’s own portion when SR28 shows the two weigh it alike (raw cashews by dry-roasted cashews’ cup), "bunch" of a leafy herb or of scallions, "splash", a sprig, a handful of leaves or nuts, a piece of fresh root by its length, citrus zest, a shallot, a count of peppercorns, a cup of shredded cheese, chopped chocolate or Greek yogurt, a spoon of kosher, coarse or flaked salt by the makers’ labels, a heaped spoon as 1.8 level ones (SR28’s rounded and level teaspoons of instant coffee); the reasoning names what it rests on, and the conversion is approximate), range_midpoint, implied_quantity ("pinch" without a number is one) or sum (amounts added with "plus").',
  }),
  conversion_class: Type.String({ description: 'mass, volume or count.' }),
  reasoning: Type.String(),
});

const PortionReference = Type.Object({
  portion_index: Type.Integer(),
  measure_unit_name: Type.String(),
  amount: Type.String(),
  gram_weight: Type.String(),
  modifier: Nullable(Type.String()),
});

const Candidate = Type.Object({
  ingredient_id: Type.String(),
  ingredient_name: Type.String(),
  name: Type.String(),
  item_type: Type.String({ description: 'ingredient.' }),
  category: Nullable(Type.String()),
  confidence: Type.Number({ description: 'Probability-like confidence in [0, 1].' }),
  relevance_score: Type.Number({ description: 'Raw ranking score, comparable within one row only.' }),
  search_strategy: Type.String({ description: 'exact, synonym, standard, fuzzy, or none.' }),
  nutrient_count: Type.Integer(),
  portion_count: Type.Integer(),
  food_portions: Type.Array(
    Type.Object({
      id: Type.String(),
      amount: Type.String(),
      unit_name: Type.String(),
      modifier: Nullable(Type.String()),
      gram_weight: Type.String(),
    }),
  ),
});

const RowErrorSchema = Type.Object({
  code: Type.String({
    description:
      'no_match, no_confident_match, two_ingredients (the line names more than one food: "salt and pepper"), unconvertible_quantity, ingredient_unavailable, or the parser’s empty_input, missing_name, unreadable_quantity, invalid_range.',
  }),
  message: Type.String(),
  field: Type.String(),
  reason_code: Nullable(
    Type.String({
      description:
        'The converter’s failure code for unconvertible_quantity: no_portion, unknown_unit, ambiguous, no_quantity (no amount, and no food selected or the name lists several foods), to_taste (the same, the amount left to the cook), unread_amount (the line mentions an amount that is not read as its quantity: "Fresh basil, enough for 3 tablespoons chopped"), frying_fat (a fat measured to fry in, "4 cups oil for frying": only what the food absorbs belongs on a label, so the grams absorbed are asked), or nothing_left (the line takes away as much as it measures or more: "1 tablespoon minus 4 teaspoons"). For no_match, why the line names nothing to weigh: heading (a heading of the ingredient list pasted with it: "Topping:"), kitchen_equipment ("1 canning jar") or not_eaten (bones or a carcass, cooked for flavour and removed), or alternative_offered (the catalogue has no fair match for the food the line names first, and the candidates lead with the food of an alternative the line offers: "3 candlenuts or macadamia nuts"); null when the catalogue simply has no such food. Clients that switch on codes should treat unknown ones as "tell a person".',
    }),
  ),
});

const RowNoticeSchema = Type.Object(
  {
    code: Type.String({
      description:
        'amount_not_stated: the line states no amount ("Fresh blueberries", "salt to taste"), so the row is resolved to its food with no weight (unit_conversion is null). Confirmed, the ingredient adds nothing to the recipe’s weight and each nutrient its food has is reported as data missing on the label until grams are given. Clients that switch on codes should treat unknown ones as "tell a person".',
    }),
    message: Type.String({
      description: 'Plain words: what the line left out and what follows on the label.',
    }),
    field: Type.String(),
    reason_code: Type.String({
      description:
        'no_quantity, or to_taste (the line leaves the amount to the cook: "to taste", "as needed").',
    }),
  },
  { description: 'Something a person should know about a resolved row.' },
);

const LineAmount = Type.Object({
  quantity: Type.String(),
  unit: Nullable(Type.String()),
  scope: Type.Optional(
    StringEnum(['each', 'total'] as const, {
      description:
        'each: the amount of one counted item or container; total: of the whole line. Absent in sessions stored before it was recorded (read as each).',
    }),
  ),
});

const Row = Type.Object({
  row_id: Type.String({ description: 'Stable across sessions; the ingredient line id once confirmed.' }),
  position: Type.Integer(),
  action: Type.String({
    description: 'The item that produced or changed the row (keep_ingredient for carried rows).',
  }),
  item_index: Nullable(Type.Integer({ description: 'Index of that item; null for rows no item named.' })),
  original_text: Type.String(),
  status: StringEnum(['resolved', 'unresolved'] as const),
  parsed: Type.Object({
    position: Type.Integer(),
    original_text: Type.String(),
    quantity: Nullable(Decimal('The quantity converted (the midpoint of a range).')),
    quantity_text: Nullable(Type.String()),
    quantity_range: Nullable(Type.Array(Type.String(), { minItems: 2, maxItems: 2 })),
    unit: Nullable(Type.String()),
    unit_text: Nullable(Type.String()),
    size: Nullable(Type.String()),
    ingredient_name: Nullable(Type.String()),
    preparation: Nullable(Type.String()),
    secondary_amounts: Type.Array(LineAmount, {
      description:
        'Other amounts the line states: of each counted item or container ("1 (15 ounce) can"), or of the whole line ("about 3/4 pound"). A stated weight wins over a volume or a count.',
    }),
    added_amounts: Type.Optional(
      Type.Array(LineAmount, {
        description:
          'Amounts added to the quantity ("1 tablespoon plus 1 teaspoon"), and amounts taken from it with a negative quantity ("1 cup minus 2 tablespoons": -2 tablespoon); converted and summed.',
      }),
    ),
    error: Nullable(Type.Object({ code: Type.String(), message: Type.String(), field: Type.String() })),
  }),
  search: Type.Object({
    query_text: Nullable(Type.String()),
    ingredient_id: Nullable(Type.String()),
    ingredient_name: Nullable(Type.String()),
    provenance: Nullable(
      Type.String({
        description: 'system_matched, client_selected, or carried (taken over from the recipe).',
      }),
    ),
    match_confidence: Nullable(Type.Number()),
    search_strategy_used: Type.String(),
    candidates: Type.Array(Candidate, {
      description:
        'Up to 5, best first. For a line naming more than one food (error two_ingredients), each food’s best candidate first, in turn, then the others of each.',
    }),
  }),
  unit_conversion: Nullable(
    Type.Object(
      {
        quantity_grams: Decimal('Grams, full precision.'),
        provenance: Type.String({
          description: 'identity, standard, portion, density, secondary_amount or household_estimate.',
        }),
        conversion_class: Type.String(),
        resolved_by: Type.String({ description: 'system, or client (grams stated).' }),
        approximate: Type.Boolean(),
        reasoning: Type.String(),
        portion_reference: Nullable(PortionReference),
        steps: Type.Array(StepSchema),
      },
      {
        description:
          'How the line became grams; null when the row is unresolved, or resolved with notice amount_not_stated (no weight).',
      },
    ),
  ),
  pinned_version_id: Nullable(Type.String()),
  error: Nullable(RowErrorSchema),
  notice: Nullable(RowNoticeSchema),
});

export const ResolutionSession = Type.Object({
  resolution_id: Type.String(),
  previous_resolution_id: Nullable(Type.String()),
  recipe_id: Type.String(),
  org_id: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  status: StringEnum(RESOLUTION_STATUSES),
  based_on_version_id: Type.String({ description: 'The recipe version the session was computed against.' }),
  confirmed_at: Nullable(Type.String({ format: 'date-time' })),
  confirmed_version_id: Nullable(Type.String()),
  superseded_by: Nullable(Type.String()),
  summary: Type.Object({
    total: Type.Integer(),
    resolved: Type.Integer(),
    resolved_without_weight: Type.Integer({
      description:
        'Resolved rows whose line states no amount (notice amount_not_stated): they are confirmed without a weight, and the label shows the nutrients they have as data missing until grams are given.',
    }),
    unresolved: Type.Integer(),
    ready_to_confirm: Type.Boolean(),
  }),
  rows: Type.Array(Row),
  removed_rows: Type.Array(
    Type.Object({ row_id: Type.String(), original_text: Type.String(), item_index: Type.Integer() }),
  ),
});

const NamedFood = Type.Object({ ingredient_id: Type.String(), ingredient_name: Type.String() });

export const ConfirmResultData = Type.Object({
  recipe_id: Type.String(),
  resolution_id: Type.String(),
  updated_at: Type.String({ format: 'date-time' }),
  ingredients: Type.Array(
    Type.Object({
      id: Type.String(),
      original_text: Type.String(),
      parsed_quantity: Nullable(Type.Number()),
      parsed_unit: Nullable(Type.String()),
      parsed_ingredient_name: Nullable(Type.String()),
      selected_ingredient_id: Type.String(),
      selected_ingredient_name: Type.String(),
      metric_quantity_g: Nullable(
        Type.Number({ description: 'Grams; null for a line that states no amount (no weight).' }),
      ),
      pinned_version_id: Nullable(Type.String()),
    }),
  ),
  ingredient_conversions: Type.Array(
    Type.Object({
      ingredient_row_id: Type.String(),
      conversion_source: Type.String({
        description: 'As the row’s unit_conversion.provenance; none for a line that states no amount.',
      }),
      reasoning: Type.String(),
      approximate: Type.Boolean(),
      portion_reference: Nullable(
        Type.Object({
          portion_bmid: Type.String({ description: '<food id>:p<index of the food portion>.' }),
          measure_unit_name: Type.String(),
          gram_weight: Type.String(),
          amount: Type.String(),
        }),
      ),
    }),
  ),
  ingredient_resolutions: Type.Array(
    Type.Object({
      row_id: Type.String(),
      original_text: Type.String(),
      parsed: Type.Object({
        quantity_text: Nullable(Type.String()),
        quantity: Nullable(Type.Number()),
        unit: Nullable(Type.String()),
        ingredient_name: Nullable(Type.String()),
      }),
      converted: Type.Object({
        quantity: Nullable(
          Type.Number({ description: 'Grams; null for a line that states no amount (no weight, no steps).' }),
        ),
        unit: Type.String(),
        steps: Type.Array(
          Type.Object({
            from_quantity: Type.String(),
            from_unit: Type.String(),
            to_quantity: Type.String(),
            to_unit: Type.String(),
            source: Type.String(),
            reasoning: Type.String(),
          }),
        ),
      }),
      matches: Type.Object({
        query_text: Nullable(Type.String()),
        candidates: Type.Array(NamedFood),
        selected_match: NamedFood,
        match_confidence: Nullable(Type.Number()),
        search_strategy_used: Type.String(),
        provenance: Nullable(Type.String()),
      }),
    }),
  ),
});
