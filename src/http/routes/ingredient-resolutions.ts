import { Type } from 'typebox';
import type { ConfirmResult } from '../../domain/resolution/confirm.ts';
import type { Deps } from '../../services/context.ts';
import {
  confirmResolutionSession,
  getLatestResolutionSession,
  getResolutionSession,
  listResolutionSessions,
  startResolutionSession,
} from '../../services/ingredient-resolution/index.ts';
import { ifMatchOf, setVersionEtag } from '../etag.ts';
import { contextOf, envelope, versioned } from '../reply.ts';
import { Envelope, IfMatchHeader, studioErrors, VersionedEnvelope } from '../schemas/common.ts';
import {
  ConfirmQuery,
  ConfirmResultData,
  ListResolutionsQuery,
  ResolutionParams,
  ResolutionSession,
  StartResolutionBody,
} from '../schemas/ingredient-resolutions.ts';
import { RecipeIdParams } from '../schemas/studio-recipes.ts';
import type { App } from '../types.ts';

const TAGS = ['studio recipes'];

const numOrNull = (s: string | null): number | null => (s === null ? null : Number(s));

/** The confirm result with its quantities as JSON numbers (the contract's types). */
function confirmWire(r: ConfirmResult) {
  return {
    ...r,
    ingredients: r.ingredients.map((i) => ({
      ...i,
      parsed_quantity: numOrNull(i.parsed_quantity),
      metric_quantity_g: numOrNull(i.metric_quantity_g),
    })),
    ingredient_resolutions: r.ingredient_resolutions.map((x) => ({
      ...x,
      parsed: { ...x.parsed, quantity: numOrNull(x.parsed.quantity) },
      converted: { ...x.converted, quantity: numOrNull(x.converted.quantity) },
    })),
  };
}

/** Studio ingredient resolution: start, read (one, latest, list) and confirm sessions. */
export function ingredientResolutionRoutes(app: App, deps: Deps): void {
  app.post(
    '/studio/recipes/:recipe_id/ingredient-resolutions',
    {
      schema: {
        tags: TAGS,
        operationId: 'startIngredientResolutionSession',
        summary:
          'Parse, match and convert ingredient lines into a session to confirm (no version is written)',
        description:
          'The session starts from the rows of previous_resolution_id, or from the recipe’s current ingredients (row ids = ingredient line ids); each item adds, keeps, replaces, updates or removes a row, and rows no item names are carried over unchanged. Each new line is parsed, matched (up to 5 candidates with confidence and search_strategy_used; the best is selected when confident) and converted to grams with recorded steps (a weight the line states wins over a volume or a count); a row that cannot be resolved carries an error (no_match, no_confident_match, two_ingredients, unconvertible_quantity, …) and summary.ready_to_confirm is false. ingredient_id and grams override the match and the conversion. Starting a session supersedes the recipe’s open one. Counts one unit of ingredient_resolutions per item (402 when the allowance is spent; resend with metered_usage_confirmed: true and the same X-Request-ID to accept metered usage); a retry under the same X-Request-ID returns the session that request started. 422 names each offending item (unknown row ids included); 409 recipe_archived; 409 resolution_stale when previous_resolution_id no longer describes the recipe’s ingredients.',
        params: RecipeIdParams,
        body: StartResolutionBody,
        response: { 201: Envelope(ResolutionSession), ...studioErrors(402, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const r = await startResolutionSession({
        ctx: contextOf(request, deps),
        input: {
          recipeId: request.params.recipe_id,
          items: body.items,
          previousResolutionId: body.previous_resolution_id,
          meteredUsageConfirmed: body.metered_usage_confirmed === true,
        },
      });
      reply.header(
        'location',
        `/studio/recipes/${r.session.recipe_id}/ingredient-resolutions/${r.session.resolution_id}`,
      );
      return reply.code(201).send(envelope(request, r.session));
    },
  );

  app.get(
    '/studio/recipes/:recipe_id/ingredient-resolutions',
    {
      schema: {
        tags: TAGS,
        operationId: 'listIngredientResolutionSessions',
        summary:
          'Every ingredient resolution session of a recipe, newest first, with full rows (cursor paging)',
        description:
          'Sessions are never deleted: open, confirmed and superseded ones are all listed, also those made obsolete by a direct ingredient change (GET …/latest tells which one to resume).',
        params: RecipeIdParams,
        querystring: ListResolutionsQuery,
        response: { 200: Envelope(Type.Array(ResolutionSession)), ...studioErrors(403, 422) },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const page = await listResolutionSessions({
        ctx: contextOf(request, deps),
        input: { recipeId: request.params.recipe_id, limit, cursor },
      });
      return envelope(request, page.items, { cursor: page.cursor, hasMore: page.hasMore });
    },
  );

  app.get(
    '/studio/recipes/:recipe_id/ingredient-resolutions/latest',
    {
      schema: {
        tags: TAGS,
        operationId: 'getLatestIngredientResolutionSession',
        summary: 'The session to resume: the newest, while it still describes the recipe’s ingredients',
        description:
          '404 resolution_not_found when the recipe has no session, and when its ingredients were changed after the newest session other than by confirming it (setRecipeIngredients, a restore).',
        params: RecipeIdParams,
        response: { 200: Envelope(ResolutionSession), ...studioErrors(403) },
      },
    },
    async (request) => {
      const session = await getLatestResolutionSession({
        ctx: contextOf(request, deps),
        input: { recipeId: request.params.recipe_id },
      });
      return envelope(request, session);
    },
  );

  app.get(
    '/studio/recipes/:recipe_id/ingredient-resolutions/:resolution_id',
    {
      schema: {
        tags: TAGS,
        operationId: 'getIngredientResolutionSession',
        summary: 'One ingredient resolution session',
        params: ResolutionParams,
        response: { 200: Envelope(ResolutionSession), ...studioErrors(403) },
      },
    },
    async (request) => {
      const session = await getResolutionSession({
        ctx: contextOf(request, deps),
        input: { recipeId: request.params.recipe_id, resolutionId: request.params.resolution_id },
      });
      return envelope(request, session);
    },
  );

  app.post(
    '/studio/recipes/:recipe_id/ingredient-resolutions/:resolution_id/confirm',
    {
      schema: {
        tags: TAGS,
        operationId: 'confirmIngredientResolutionSession',
        summary: 'Save the session’s rows as the recipe’s ingredients, with recipe nutrition, in one version',
        description:
          'If-Match optional: without it the confirm commits on the recipe’s current head; a stale one is 409 with the current version_id. One version holds the new ingredients, the confirm result (the recipe’s resolution) and, with compute=true (default), recipe nutrition and analysis and refreshed serving facts; a failed recompute commits nothing. 422 resolution_not_ready names the unresolved rows (errors[]: row_id, original_text, code); 409 resolution_already_confirmed, resolution_superseded, resolution_stale (the recipe’s ingredients changed after the session was computed), recipe_archived.',
        params: ResolutionParams,
        querystring: ConfirmQuery,
        headers: IfMatchHeader,
        response: { 200: VersionedEnvelope(ConfirmResultData), ...studioErrors(403, 409, 422) },
      },
    },
    async (request, reply) => {
      const r = await confirmResolutionSession({
        ctx: contextOf(request, deps),
        input: {
          recipeId: request.params.recipe_id,
          resolutionId: request.params.resolution_id,
          ifMatch: ifMatchOf(request),
          compute: request.query.compute,
        },
      });
      setVersionEtag(reply, r.versionId);
      return versioned(request, confirmWire(r.result), r.versionId);
    },
  );
}
