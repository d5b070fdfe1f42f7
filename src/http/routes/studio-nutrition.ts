import { Type } from 'typebox';
import { divide } from '../../domain/amount.ts';
import { dec, toNumber } from '../../domain/decimal.ts';
import { ValidationError } from '../../domain/errors.ts';
import { rankContributions } from '../../domain/nutrition/contributors.ts';
import { nutrientByBmid } from '../../domain/nutrition/nutrients.ts';
import {
  ingredientMethods,
  selectBmids,
  storedAnalysis,
  storedNutrients,
} from '../../domain/recipes/nutrition.ts';
import { isNutritionCurrent } from '../../domain/recipes/serving-facts.ts';
import type { RecipeIngredient, RecipeNutrition, RecipeState } from '../../domain/recipes/state.ts';
import { yieldAdjustmentOf, yieldAdjustmentWire, yieldFromRequest } from '../../domain/recipes/yield.ts';
import type { Deps } from '../../services/context.ts';
import { getRecipeIngredients, setRecipeIngredients } from '../../services/studio-nutrition/ingredients.ts';
import { computeRecipeNutrition, getRecipeNutrition } from '../../services/studio-nutrition/nutrition.ts';
import { clearRecipeYield, getRecipeYield, setRecipeYield } from '../../services/studio-nutrition/yield.ts';
import { RECIPE_VERSIONING } from '../../services/versioning/commit.ts';
import { ifMatchOf, setVersionEtag } from '../etag.ts';
import { contextOf, versioned } from '../reply.ts';
import { IfMatchHeader, studioErrors, VersionedEnvelope } from '../schemas/common.ts';
import {
  AnalysisData,
  AnalysisQuery,
  IngredientsData,
  NutritionData,
  SetIngredientsBody,
  VersionQuery,
  YieldBody,
  YieldData,
} from '../schemas/studio-nutrition.ts';
import { RecipeIdParams } from '../schemas/studio-recipes.ts';
import type { App } from '../types.ts';
import { IF_MATCH_NOTE } from '../versioned-wire.ts';

const TAGS = ['studio recipes'];

export function ingredientWire(i: RecipeIngredient) {
  return {
    ...i,
    parsed_quantity: i.parsed_quantity === null ? null : Number(i.parsed_quantity),
    metric_quantity_g: i.metric_quantity_g === null ? null : Number(i.metric_quantity_g),
  };
}

function nutritionWire(recipeId: string, state: RecipeState, n: RecipeNutrition) {
  const missing = storedAnalysis(n).missing;
  const weight = dec(n.reference_weight_grams);
  return {
    recipe_id: recipeId,
    nutrition: {
      calculated_at: n.calculated_at,
      is_current: n.ingredients_revision === state.ingredients_revision,
      reference_weight_grams: Number(n.reference_weight_grams),
      yield_adjustment: yieldAdjustmentWire(yieldAdjustmentOf(n)),
      nutrients: storedNutrients(n).map((s) => {
        const def = nutrientByBmid(s.bmid);
        return {
          id: def?.nutrient_id ?? 0,
          bmid: s.bmid,
          name: def?.display_name ?? s.bmid,
          total_amount: Number(s.total),
          amount_per_100g: weight.gt(0) ? toNumber(divide(dec(s.total).times(100), weight)) : null,
          unit: s.unit,
          missing_data_ingredients: missing[s.bmid] ?? [],
        };
      }),
    },
  };
}

function yieldWire(recipeId: string, state: RecipeState) {
  const y = state.cooking_yield;
  return {
    recipe_id: recipeId,
    cooking_yield:
      y === null
        ? null
        : {
            basis: y.basis,
            finished_weight_g: y.basis === 'finished_weight' ? y.value : null,
            yield_percent: y.basis === 'yield_percent' ? y.value : null,
          },
    yield_adjustment: yieldAdjustmentWire(yieldAdjustmentOf(state.nutrition)),
    nutrition_is_current: isNutritionCurrent(state),
  };
}

const YIELD_NOTE =
  'The finished recipe weighs the stated grams (or percentage of the raw ingredient weight); the difference is moisture, taken from water only (no other nutrient changes, no retention factors), so per-100 g values, serving facts and servings per container refer to the finished weight. Nutrition and every serving’s facts are recomputed in the same version when the recipe has nutrition. 422 yield_exceeds_water when the loss is more than the water the ingredients hold (the problem gives minimum_finished_weight_grams).';

export function parseBmids(raw: string | undefined): string[] | undefined {
  if (raw === undefined) {
    return undefined;
  }
  const list = [
    ...new Set(
      raw
        .split(',')
        .map((b) => b.trim())
        .filter((b) => b !== ''),
    ),
  ];
  const unknown = list.filter((b) => nutrientByBmid(b) === undefined);
  if (unknown.length > 0) {
    throw new ValidationError(`Unknown nutrient id(s): ${unknown.join(', ')}; see GET /nutrients.`, [
      {
        loc: ['query', 'bmids'],
        msg: `Unknown nutrient id(s): ${unknown.join(', ')}`,
        type: 'enum',
        input: raw,
      },
    ]);
  }
  return list;
}

export function studioNutritionRoutes(app: App, deps: Deps): void {
  app.post(
    '/studio/recipes/:recipe_id/ingredients',
    {
      schema: {
        tags: TAGS,
        operationId: 'setRecipeIngredients',
        summary:
          'Replace the ingredients with pre-resolved foods and grams; nutrition is recomputed in the same version',
        description:
          'If-Match required. Unknown ingredient ids are a 422 listing them in invalid_ids. Existing serving facts are recomputed too.',
        params: RecipeIdParams,
        headers: IfMatchHeader,
        body: SetIngredientsBody,
        response: { 200: VersionedEnvelope(IngredientsData), ...studioErrors(403, 409, 412, 422) },
      },
    },
    async (request, reply) => {
      const r = await setRecipeIngredients({
        ctx: contextOf(request, deps),
        input: {
          recipeId: request.params.recipe_id,
          ifMatch: ifMatchOf(request),
          ingredients: request.body.ingredients,
        },
      });
      setVersionEtag(reply, r.versionId);
      return versioned(
        request,
        { recipe_id: r.recipeId, ingredients: r.ingredients.map(ingredientWire) },
        r.versionId,
      );
    },
  );

  app.get(
    '/studio/recipes/:recipe_id/ingredients',
    {
      schema: {
        tags: TAGS,
        operationId: 'getRecipeIngredients',
        summary: 'The ordered ingredient list, at HEAD or at a version',
        params: RecipeIdParams,
        querystring: VersionQuery,
        response: { 200: VersionedEnvelope(IngredientsData), ...studioErrors(403, 422) },
      },
    },
    async (request, reply) => {
      const r = await getRecipeIngredients({
        ctx: contextOf(request, deps),
        input: { recipeId: request.params.recipe_id, versionId: request.query.version_id },
      });
      setVersionEtag(reply, r.versionId);
      return versioned(
        request,
        { recipe_id: r.recipeId, ingredients: r.ingredients.map(ingredientWire) },
        r.versionId,
      );
    },
  );

  app.post(
    '/studio/recipes/:recipe_id/nutrition/compute',
    {
      schema: {
        tags: TAGS,
        operationId: 'computeRecipeNutrition',
        summary: 'Compute whole-recipe nutrition and weight from the ingredients (new version)',
        description:
          'If-Match required. 409 steps_required (MISSING_DEPENDENCY → setRecipeIngredients) when the recipe has no ingredients.',
        params: RecipeIdParams,
        headers: IfMatchHeader,
        response: { 200: VersionedEnvelope(NutritionData), ...studioErrors(403, 409, 412, 422) },
      },
    },
    async (request, reply) => {
      const r = await computeRecipeNutrition({
        ctx: contextOf(request, deps),
        input: { recipeId: request.params.recipe_id, ifMatch: ifMatchOf(request) },
      });
      setVersionEtag(reply, r.versionId);
      return versioned(request, nutritionWire(r.recipeId, r.state, r.nutrition), r.versionId);
    },
  );

  app.get(
    '/studio/recipes/:recipe_id/nutrition',
    {
      schema: {
        tags: TAGS,
        operationId: 'getRecipeNutrition',
        summary: 'Stored whole-recipe nutrition (404 nutrition_not_computed before the first computation)',
        params: RecipeIdParams,
        querystring: VersionQuery,
        response: { 200: VersionedEnvelope(NutritionData), ...studioErrors(403, 422) },
      },
    },
    async (request, reply) => {
      const r = await getRecipeNutrition({
        ctx: contextOf(request, deps),
        input: { recipeId: request.params.recipe_id, versionId: request.query.version_id },
      });
      setVersionEtag(reply, r.versionId);
      return versioned(request, nutritionWire(r.recipeId, r.state, r.nutrition), r.versionId);
    },
  );

  app.get(
    '/studio/recipes/:recipe_id/nutrition/analysis',
    {
      schema: {
        tags: TAGS,
        operationId: 'getRecipeNutritionalAnalysis',
        summary: 'Each ingredient’s contribution to each nutrient of the whole recipe',
        params: RecipeIdParams,
        querystring: AnalysisQuery,
        response: { 200: VersionedEnvelope(AnalysisData), ...studioErrors(403, 422) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const bmids = parseBmids(q.bmids);
      const r = await getRecipeNutrition({
        ctx: contextOf(request, deps),
        input: { recipeId: request.params.recipe_id, versionId: q.version_id },
      });
      const analysis = storedAnalysis(r.nutrition);
      const totals = new Map(storedNutrients(r.nutrition).map((s) => [s.bmid, s]));
      const nutrients = selectBmids({ nutrientSet: q.nutrient_set, bmids })
        .filter((b) => totals.has(b))
        .map((bmid) => {
          const def = nutrientByBmid(bmid);
          const list = analysis.contributions[bmid] ?? [];
          const shown = q.top_n === undefined ? list : rankContributions(list, q.top_n);
          return {
            bmid,
            name: def?.display_name ?? bmid,
            unit: def?.unit ?? '',
            total: Number(totals.get(bmid)?.total ?? 0),
            contributions: shown.map((c) => ({
              ingredient_index: c.ingredient_index,
              amount: Number(c.amount),
            })),
            missing_data_ingredients: analysis.missing[bmid] ?? [],
          };
        });
      setVersionEtag(reply, r.versionId);
      return versioned(
        request,
        {
          recipe_id: r.recipeId,
          calculated_at: r.nutrition.calculated_at,
          reference_weight_grams: Number(r.nutrition.reference_weight_grams),
          yield_adjustment: yieldAdjustmentWire(yieldAdjustmentOf(r.nutrition)),
          ingredients: analysis.ingredients.map((i) => ({
            ingredient_index: i.ingredient_index,
            name: i.name,
            original_text: i.original_text,
            quantity_g: i.quantity_g === null ? null : Number(i.quantity_g),
            ...ingredientMethods(analysis, i.ingredient_index),
          })),
          nutrients,
        },
        r.versionId,
      );
    },
  );
  app.get(
    '/studio/recipes/:recipe_id/yield',
    {
      schema: {
        tags: TAGS,
        operationId: 'getRecipeYield',
        summary:
          'The stated cooked yield and the adjustment it made to recipe nutrition, at HEAD or a version',
        params: RecipeIdParams,
        querystring: VersionQuery,
        response: { 200: VersionedEnvelope(YieldData), ...studioErrors(403, 422) },
      },
    },
    async (request, reply) => {
      const r = await getRecipeYield({
        ctx: contextOf(request, deps),
        input: { recipeId: request.params.recipe_id, versionId: request.query.version_id },
      });
      setVersionEtag(reply, r.versionId);
      return versioned(request, yieldWire(r.recipeId, r.state), r.versionId);
    },
  );

  app.put(
    '/studio/recipes/:recipe_id/yield',
    {
      schema: {
        tags: TAGS,
        operationId: 'setRecipeYield',
        summary: 'State the finished weight (or yield percentage) of the cooked recipe; versioned',
        description: `${IF_MATCH_NOTE} Exactly one of finished_weight_g and yield_percent. ${YIELD_NOTE} The same yield again writes nothing.`,
        params: RecipeIdParams,
        headers: IfMatchHeader,
        body: YieldBody,
        response: { 200: VersionedEnvelope(YieldData), ...studioErrors(403, 409, 412, 422) },
      },
    },
    async (request, reply) => {
      const r = await setRecipeYield({
        ctx: contextOf(request, deps),
        input: {
          recipeId: request.params.recipe_id,
          ifMatch: ifMatchOf(request),
          yield: yieldFromRequest(request.body),
          rationale: request.body.rationale?.trim() || null,
        },
      });
      setVersionEtag(reply, r.versionId);
      return versioned(request, yieldWire(r.recipeId, r.state), r.versionId);
    },
  );

  app.delete(
    '/studio/recipes/:recipe_id/yield',
    {
      schema: {
        tags: TAGS,
        operationId: 'clearRecipeYield',
        summary: 'Clear the cooked yield (nutrition goes back to the raw ingredient weight); versioned',
        description: `${IF_MATCH_NOTE} 204 without a body; ETag carries the new version. Nutrition and serving facts are recomputed in the same version. 404 yield_not_set when there is none.`,
        params: RecipeIdParams,
        headers: IfMatchHeader,
        response: {
          204: Type.Null({ description: 'Cleared; ETag: "<new version_id>".' }),
          ...studioErrors(403, 409, 412, 422),
        },
      },
    },
    async (request, reply) => {
      const r = await clearRecipeYield({
        ctx: contextOf(request, deps),
        input: { recipeId: request.params.recipe_id, ifMatch: ifMatchOf(request), rationale: null },
      });
      if (request.apiVersion.capabilities.has(RECIPE_VERSIONING)) {
        setVersionEtag(reply, r.versionId);
      }
      return reply.code(204).send(null);
    },
  );
}
