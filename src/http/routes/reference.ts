import { Type } from 'typebox';
import { BadRequestError, NotFoundError } from '../../domain/errors.ts';
import { MAJOR_ALLERGENS } from '../../domain/foods/food.ts';
import {
  getRaccCategory,
  listRaccCategories,
  searchRaccCategories,
} from '../../domain/labeling/us-fda/racc.ts';
import type { Deps } from '../../services/context.ts';
import { getFood, searchFoods } from '../../services/foods/search.ts';
import { contextOf, envelope } from '../reply.ts';
import { Envelope, StringEnum, studioErrors } from '../schemas/common.ts';
import type { App } from '../types.ts';

const TAGS = ['reference'];

const FoodSummary = Type.Object({
  id: Type.String({ description: 'Stable id derived from the source, e.g. f_sr28_01001.' }),
  name: Type.String(),
  category: Type.String({ description: 'Food group.' }),
  source: Type.String({ description: 'usda_sr28 or usda_fdc.' }),
  source_id: Type.String({ description: 'The source’s own key (SR28 NDB number, FDC id).' }),
});

const Portion = Type.Object({
  amount: Type.String({ description: 'Decimal string.' }),
  unit: Type.String(),
  modifier: Type.Union([Type.String(), Type.Null()]),
  grams: Type.String({ description: 'Gram weight of `amount` × `unit`, decimal string.' }),
});

const FoodDetail = Type.Object({
  ...FoodSummary.properties,
  common_names: Type.Array(Type.String(), {
    description: 'Other names the source gives the food (SR28 ComName), e.g. ["venison"]; often empty.',
  }),
  nutrients: Type.Record(Type.String(), Type.String(), {
    description:
      'Per 100 g, keyed by BMID (GET /nutrients), decimal strings in the nutrient’s unit. A nutrient the source lacks is absent, never 0.',
  }),
  portions: Type.Array(Portion),
  refuse: Type.Union(
    [
      Type.Object({
        percent: Type.String({ description: 'Percent of the weight as bought, decimal string.' }),
        description: Type.Union([Type.String(), Type.Null()], {
          description: 'What it is, as the source writes it ("Bone", "8% core, 16% crown, 26% parings").',
        }),
      }),
      Type.Null(),
    ],
    {
      description:
        'What of the food as bought is not eaten (SR28 Refuse): nutrients and portions are of the rest. A recipe line that weighs the food as bought (a bone-in cut, a whole fruit counted with its weight) is weighed without it. Null when the source gives none.',
    },
  ),
  density_g_per_ml: Type.Union([Type.String(), Type.Null()]),
  calorie_factors: Type.Union([
    Type.Object({ protein: Type.String(), fat: Type.String(), carbohydrate: Type.String() }),
    Type.Null(),
  ]),
  added_sugar: Type.Boolean({ description: 'Its sugars count as added sugars when used as an ingredient.' }),
  allergens: Type.Array(StringEnum(MAJOR_ALLERGENS)),
});

const RaccCategory = Type.Object({
  category_id: Type.String(),
  name: Type.String(),
  product_category: Type.String(),
  reference_amount: Type.String(),
  reference_unit: Type.String(),
  reference_amount_g_or_ml: Type.Union([Type.String(), Type.Null()]),
  racc_g: Type.Union([Type.String(), Type.Null()], { description: 'Same as reference_amount_g_or_ml.' }),
  label_statements: Type.Array(Type.String()),
  target_audience: StringEnum(['general', 'infant_toddler'] as const),
  unit_type: Type.String(),
  table: Type.Integer(),
  cfr_reference: Type.String(),
  notes: Type.Union([Type.String(), Type.Null()]),
});

const Audience = Type.Optional(
  StringEnum(['general', 'infant_toddler'] as const, {
    description: 'Table 2 (general) or Table 1 (infants and children 1–3).',
  }),
);

function decodeCursor(cursor: string | undefined): number {
  if (cursor === undefined) {
    return 0;
  }
  const n = Number(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!Number.isInteger(n) || n < 0) {
    throw new BadRequestError('invalid_cursor', 'The cursor is not one this service issued.');
  }
  return n;
}

export function referenceRoutes(app: App, deps: Deps): void {
  app.get(
    '/foods',
    {
      schema: {
        operationId: 'searchFoods',
        tags: TAGS,
        summary: 'Search the food catalogue',
        description:
          'With `q`: first the foods the ingredient matcher ranks for it (the one that resolves recipe lines: synonyms such as "bok choy", state words, generic before branded), then every other food with a name word starting with each word of `q`. Without `q`, every food by name. Cursor paging.',
        querystring: Type.Object(
          {
            q: Type.Optional(Type.String({ maxLength: 200 })),
            limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
            cursor: Type.Optional(Type.String({ maxLength: 100 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Envelope(Type.Array(FoodSummary)), ...studioErrors(422) },
      },
    },
    async (request) => {
      const offset = decodeCursor(request.query.cursor);
      const { limit } = request.query;
      const r = await searchFoods({
        ctx: contextOf(request, deps),
        input: { q: request.query.q, limit, offset },
      });
      const next = offset + r.items.length;
      return envelope(request, r.items, {
        hasMore: next < r.total,
        cursor: next < r.total ? Buffer.from(String(next)).toString('base64url') : null,
      });
    },
  );

  app.get(
    '/foods/:food_id',
    {
      schema: {
        operationId: 'getFood',
        tags: TAGS,
        summary: 'One food with its nutrients per 100 g and household portions',
        params: Type.Object({ food_id: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: Envelope(FoodDetail), ...studioErrors() },
      },
    },
    async (request) => {
      const food = await getFood({ ctx: contextOf(request, deps), input: { id: request.params.food_id } });
      return envelope(request, {
        ...food,
        common_names: [...food.common_names],
        portions: [...food.portions],
        allergens: [...food.allergens],
      });
    },
  );

  const withRacc = <
    T extends { reference_amount_g_or_ml: string | null; label_statements: readonly string[] },
  >(
    c: T,
  ) => ({
    ...c,
    label_statements: [...c.label_statements],
    racc_g: c.reference_amount_g_or_ml,
  });
  const Categories = Envelope(
    Type.Object({ categories: Type.Array(RaccCategory), total_count: Type.Integer() }),
  );

  app.get(
    '/us/nutrition/racc-categories',
    {
      schema: {
        operationId: 'listUsRaccCategories',
        tags: TAGS,
        summary: 'List US RACC categories (21 CFR 101.12(b) Tables 1 and 2)',
        querystring: Type.Object({ audience: Audience }, { additionalProperties: false }),
        response: { 200: Categories, ...studioErrors(422) },
      },
    },
    async (request) => {
      const list = listRaccCategories(
        request.query.audience === undefined ? {} : { audience: request.query.audience },
      );
      return envelope(request, { categories: list.map(withRacc), total_count: list.length });
    },
  );

  app.get(
    '/us/nutrition/racc-categories/search',
    {
      schema: {
        operationId: 'searchUsRaccCategories',
        tags: TAGS,
        summary: 'Search US RACC categories by name (searchUsRaccCategories)',
        querystring: Type.Object(
          { q: Type.String({ minLength: 1, maxLength: 200 }), audience: Audience },
          { additionalProperties: false },
        ),
        response: { 200: Categories, ...studioErrors(422) },
      },
    },
    async (request) => {
      const { q, audience } = request.query;
      const list = searchRaccCategories(q, audience === undefined ? {} : { audience });
      return envelope(request, { categories: list.map(withRacc), total_count: list.length });
    },
  );

  app.get(
    '/us/nutrition/racc-categories/:category_id',
    {
      schema: {
        operationId: 'getUsRaccCategory',
        tags: TAGS,
        summary: 'One US RACC category',
        params: Type.Object({ category_id: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: Envelope(Type.Object({ category: RaccCategory })), ...studioErrors() },
      },
    },
    async (request) => {
      const category = getRaccCategory(request.params.category_id);
      if (category === undefined) {
        throw new NotFoundError(
          'racc_category_not_found',
          `RACC category ${request.params.category_id} does not exist.`,
        );
      }
      return envelope(request, { category: withRacc(category) });
    },
  );
}
