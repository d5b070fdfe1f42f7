import { Type } from 'typebox';
import type { Deps } from '../../services/context.ts';
import {
  activateCustomIngredient,
  archiveCustomIngredient,
  createCustomIngredient,
  deleteCustomIngredient,
  getCustomIngredient,
  getCustomIngredientAuditTrail,
  listCustomIngredients,
  listCustomIngredientVersions,
  repinRecipeIngredients,
  restoreCustomIngredient,
  unarchiveCustomIngredient,
  updateCustomIngredientContent,
} from '../../services/custom-ingredients/index.ts';
import { ifMatchOf, setVersionEtag } from '../etag.ts';
import { contextOf, envelope, versioned } from '../reply.ts';
import { Envelope, IfMatchHeader, studioErrors, VersionedEnvelope } from '../schemas/common.ts';
import {
  CreateCustomIngredientBody,
  CustomIngredient,
  CustomIngredientAuditTrail,
  CustomIngredientAuditTrailQuery,
  CustomIngredientIdParams,
  CustomIngredientListItem,
  GetCustomIngredientQuery,
  ListCustomIngredientsQuery,
  RepinBody,
  RepinData,
  RestoreCustomIngredientBody,
  UpdateCustomIngredientBody,
} from '../schemas/custom-ingredients.ts';
import { ListVersionsQuery, RecipeIdParams, VersionEntry } from '../schemas/studio-recipes.ts';
import type { App } from '../types.ts';
import { auditEvent, IF_MATCH_NOTE, versionEntry } from '../versioned-wire.ts';
import { ingredientWire } from './studio-nutrition.ts';

const TAGS = ['studio custom ingredients'];

/**
 * An organization's own ingredients (versioned documents, plan feature custom_ingredients by
 * their path), and the recipe repin operation that moves pinned lines to current versions.
 */
export function customIngredientRoutes(app: App, deps: Deps): void {
  const base = '/studio/custom-ingredients';

  app.post(
    base,
    {
      schema: {
        tags: TAGS,
        operationId: 'createCustomIngredient',
        summary: 'Create a custom ingredient (draft by default, or active)',
        description:
          'Nutrient amounts are given for the basis reference_amount reference_unit (default 100 g). An active ingredient needs the gram weight of that basis. 409 custom_ingredient_name_taken for a name another ingredient (not deleted) has.',
        body: CreateCustomIngredientBody,
        response: { 201: VersionedEnvelope(CustomIngredient), ...studioErrors(403, 409, 422) },
      },
    },
    async (request, reply) => {
      const r = await createCustomIngredient({ ctx: contextOf(request, deps), input: request.body });
      setVersionEtag(reply, r.versionId);
      reply.header('location', `${base}/${r.ingredient.id}`);
      return reply.code(201).send(versioned(request, r.ingredient, r.versionId));
    },
  );

  app.get(
    base,
    {
      schema: {
        tags: TAGS,
        operationId: 'listCustomIngredients',
        summary: 'List the organization’s custom ingredients, newest first (cursor paging)',
        description: 'Deleted ingredients are never listed; status filters to one status.',
        querystring: ListCustomIngredientsQuery,
        response: { 200: Envelope(Type.Array(CustomIngredientListItem)), ...studioErrors(403, 422) },
      },
    },
    async (request) => {
      const { limit, cursor, status } = request.query;
      const page = await listCustomIngredients({
        ctx: contextOf(request, deps),
        input: {
          limit,
          ...(cursor === undefined ? {} : { cursor }),
          ...(status === undefined ? {} : { status }),
        },
      });
      return envelope(request, page.items, { cursor: page.cursor, hasMore: page.hasMore });
    },
  );

  app.get(
    `${base}/:custom_ingredient_id`,
    {
      schema: {
        tags: TAGS,
        operationId: 'getCustomIngredient',
        summary: 'Read a custom ingredient at HEAD or at a version; ETag "<version_id>"',
        params: CustomIngredientIdParams,
        querystring: GetCustomIngredientQuery,
        response: { 200: VersionedEnvelope(CustomIngredient), ...studioErrors(403, 422) },
      },
    },
    async (request, reply) => {
      const versionId = request.query.version_id;
      const r = await getCustomIngredient({
        ctx: contextOf(request, deps),
        input: {
          customIngredientId: request.params.custom_ingredient_id,
          ...(versionId === undefined ? {} : { versionId }),
        },
      });
      setVersionEtag(reply, r.versionId);
      return versioned(request, r.ingredient, r.versionId);
    },
  );

  app.patch(
    `${base}/:custom_ingredient_id`,
    {
      schema: {
        tags: TAGS,
        operationId: 'updateCustomIngredient',
        summary: 'Change any fields (partial); a new version',
        description: `${IF_MATCH_NOTE} Lists are replaced whole; null clears an optional text. An update that changes nothing writes no version and returns the current one. 409 custom_ingredient_archived on an archived ingredient; 409 custom_ingredient_name_taken. Recipes pinned to an earlier version keep it until repinned.`,
        params: CustomIngredientIdParams,
        headers: IfMatchHeader,
        body: UpdateCustomIngredientBody,
        response: { 200: VersionedEnvelope(CustomIngredient), ...studioErrors(403, 409, 412, 422) },
      },
    },
    async (request, reply) => {
      const { rationale, ...fields } = request.body;
      const r = await updateCustomIngredientContent({
        ctx: contextOf(request, deps),
        input: {
          customIngredientId: request.params.custom_ingredient_id,
          ifMatch: ifMatchOf(request),
          ...fields,
          ...(rationale === undefined ? {} : { rationale }),
        },
      });
      setVersionEtag(reply, r.versionId);
      return versioned(request, r.ingredient, r.versionId);
    },
  );

  app.delete(
    `${base}/:custom_ingredient_id`,
    {
      schema: {
        tags: TAGS,
        operationId: 'deleteCustomIngredient',
        summary: 'Delete a custom ingredient permanently',
        description: `${IF_MATCH_NOTE} Writes a final version (status deleted); afterwards the ingredient is 404 custom_ingredient_not_found everywhere (a repeated delete too), and restore answers 409 custom_ingredient_not_restorable. Recipes pinned to one of its versions keep their nutrition.`,
        params: CustomIngredientIdParams,
        headers: IfMatchHeader,
        response: { 200: VersionedEnvelope(CustomIngredient), ...studioErrors(403, 409, 412) },
      },
    },
    async (request, reply) => {
      const r = await deleteCustomIngredient({
        ctx: contextOf(request, deps),
        input: { customIngredientId: request.params.custom_ingredient_id, ifMatch: ifMatchOf(request) },
      });
      setVersionEtag(reply, r.versionId);
      return versioned(request, r.ingredient, r.versionId);
    },
  );

  for (const [verb, operationId, run, summary, text, extra] of [
    [
      'activate',
      'activateCustomIngredient',
      activateCustomIngredient,
      'Activate a draft (idempotent)',
      'draft → active: selectable in recipes and found by the matcher. Already active: 200 with the existing version_id, nothing written, If-Match not needed. 409 custom_ingredient_archived on an archived one (unarchive it); 422 when the basis has no gram weight.',
      [409, 412, 422],
    ],
    [
      'archive',
      'archiveCustomIngredient',
      archiveCustomIngredient,
      'Archive a custom ingredient (idempotent)',
      'draft or active → archived (read-only except unarchive, restore and delete; no longer selectable). Already archived: 200 with the existing version_id, nothing written, If-Match not needed.',
      [409, 412],
    ],
    [
      'unarchive',
      'unarchiveCustomIngredient',
      unarchiveCustomIngredient,
      'Unarchive: back to draft or active, whichever it was (idempotent)',
      'archived → the status it had before it was archived (draft or active). Not archived: 200 with the existing version_id, nothing written, If-Match not needed.',
      [409, 412, 422],
    ],
  ] as const) {
    app.post(
      `${base}/:custom_ingredient_id/${verb}`,
      {
        schema: {
          tags: TAGS,
          operationId,
          summary,
          description: `${text} ${IF_MATCH_NOTE}`,
          params: CustomIngredientIdParams,
          headers: IfMatchHeader,
          response: { 200: VersionedEnvelope(CustomIngredient), ...studioErrors(403, ...extra) },
        },
      },
      async (request, reply) => {
        const r = await run({
          ctx: contextOf(request, deps),
          input: { customIngredientId: request.params.custom_ingredient_id, ifMatch: ifMatchOf(request) },
        });
        setVersionEtag(reply, r.versionId);
        return versioned(request, r.ingredient, r.versionId);
      },
    );
  }

  app.post(
    `${base}/:custom_ingredient_id/restore`,
    {
      schema: {
        tags: TAGS,
        operationId: 'restoreCustomIngredient',
        summary: 'Restore the content of a version as a new version',
        description: `${IF_MATCH_NOTE} Full point-in-time restore: nutrients, basis, name, status, attributes and every other field revert to the target (restoring past an archive returns to active or draft). History is not rewritten; the new version_id is in the body and the ETag. 404 custom_ingredient_not_found / version_not_found; 409 custom_ingredient_not_restorable once deleted; 409 custom_ingredient_name_taken. Recipes pinned to any version are unaffected.`,
        params: CustomIngredientIdParams,
        headers: IfMatchHeader,
        body: RestoreCustomIngredientBody,
        response: { 200: VersionedEnvelope(CustomIngredient), ...studioErrors(403, 409, 412, 422) },
      },
    },
    async (request, reply) => {
      const { target_version_id, rationale } = request.body;
      const r = await restoreCustomIngredient({
        ctx: contextOf(request, deps),
        input: {
          customIngredientId: request.params.custom_ingredient_id,
          ifMatch: ifMatchOf(request),
          targetVersionId: target_version_id,
          ...(rationale === undefined ? {} : { rationale }),
        },
      });
      setVersionEtag(reply, r.versionId);
      return versioned(request, r.ingredient, r.versionId);
    },
  );

  app.get(
    `${base}/:custom_ingredient_id/versions`,
    {
      schema: {
        tags: TAGS,
        operationId: 'listCustomIngredientVersions',
        summary: 'Version history, newest first; with at=, the version current at an instant',
        description:
          'Page with after=meta.cursor while meta.has_more. Entries carry content_hash and chain_hash (the tamper-evident chain). With `at`, data holds the one version current at that instant.',
        params: CustomIngredientIdParams,
        querystring: ListVersionsQuery,
        response: { 200: Envelope(Type.Array(VersionEntry)), ...studioErrors(403, 422) },
      },
    },
    async (request) => {
      const { after, limit, at } = request.query;
      const page = await listCustomIngredientVersions({
        ctx: contextOf(request, deps),
        input: {
          customIngredientId: request.params.custom_ingredient_id,
          limit,
          ...(after === undefined ? {} : { after }),
          ...(at === undefined ? {} : { at: new Date(at) }),
        },
      });
      return envelope(request, page.items.map(versionEntry), { cursor: page.cursor, hasMore: page.hasMore });
    },
  );

  app.get(
    `${base}/:custom_ingredient_id/audit-trail`,
    {
      schema: {
        tags: TAGS,
        operationId: 'getCustomIngredientAuditTrail',
        summary: 'Compliance timeline of the ingredient’s typed events, newest first',
        description:
          'Same rules as the recipe audit trail: page with meta.cursor until meta.has_more is false; actor_id, actor_type, since_version_id and up_to_version_id filter each page after it is read (a page may hold fewer than limit events, even none, while has_more is true); event_type and from/to narrow the range itself; with event_type the result is one page, no cursor, has_more false.',
        params: CustomIngredientIdParams,
        querystring: CustomIngredientAuditTrailQuery,
        response: { 200: Envelope(CustomIngredientAuditTrail), ...studioErrors(403, 422) },
      },
    },
    async (request) => {
      const q = request.query;
      const id = request.params.custom_ingredient_id;
      const page = await getCustomIngredientAuditTrail({
        ctx: contextOf(request, deps),
        input: {
          customIngredientId: id,
          limit: q.limit,
          ...(q.event_type === undefined ? {} : { eventType: q.event_type }),
          ...(q.since_version_id === undefined ? {} : { sinceVersionId: q.since_version_id }),
          ...(q.up_to_version_id === undefined ? {} : { upToVersionId: q.up_to_version_id }),
          ...(q.actor_id === undefined ? {} : { actorId: q.actor_id }),
          ...(q.actor_type === undefined ? {} : { actorType: q.actor_type }),
          ...(q.from === undefined ? {} : { from: new Date(q.from) }),
          ...(q.to === undefined ? {} : { to: new Date(q.to) }),
          ...(q.cursor === undefined ? {} : { cursor: q.cursor }),
        },
      });
      return envelope(
        request,
        { custom_ingredient_id: id, events: page.items.map(auditEvent) },
        { cursor: page.cursor, hasMore: page.hasMore },
      );
    },
  );

  app.post(
    '/studio/recipes/:recipe_id/ingredients/repin',
    {
      config: { feature: 'custom_ingredients' },
      schema: {
        tags: ['studio recipes'],
        operationId: 'repinRecipeIngredients',
        summary: 'Move custom-ingredient lines to the ingredients’ current versions and recompute nutrition',
        description: `${IF_MATCH_NOTE} A recipe keeps using the custom-ingredient versions it was pinned to (its nutrition and labels never change when an ingredient is edited, restored, archived or deleted). Repin moves the lines of the named ingredients (default: all pinned ones) to their current versions and recomputes nutrition and serving facts, as one new version (recipe.ingredients_updated with rationale "repinned …", recipe.nutrition_computed). Nothing to move: 200 with the current version_id and repinned []. 422 (invalid_ids) for an ingredient the recipe does not use or that is not active (archived, draft, deleted); 409 recipe_archived.`,
        params: RecipeIdParams,
        headers: IfMatchHeader,
        body: RepinBody,
        response: { 200: VersionedEnvelope(RepinData), ...studioErrors(403, 409, 412, 422) },
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      const r = await repinRecipeIngredients({
        ctx: contextOf(request, deps),
        input: {
          recipeId: request.params.recipe_id,
          ifMatch: ifMatchOf(request),
          ...(body.custom_ingredient_ids === undefined
            ? {}
            : { customIngredientIds: body.custom_ingredient_ids }),
          ...(body.rationale === undefined ? {} : { rationale: body.rationale }),
        },
      });
      setVersionEtag(reply, r.versionId);
      return versioned(
        request,
        { recipe_id: r.recipeId, ingredients: r.ingredients.map(ingredientWire), repinned: r.repinned },
        r.versionId,
      );
    },
  );
}
