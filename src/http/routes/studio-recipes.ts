import { Type } from 'typebox';
import type { Deps } from '../../services/context.ts';
import {
  archiveRecipe,
  createRecipe,
  deleteRecipe,
  getRecipe,
  getRecipeAuditTrail,
  getRecipeVersionChanges,
  listRecipes,
  listRecipeVersions,
  patchRecipe,
  restoreRecipe,
  unarchiveRecipe,
  verifyRecipeChains,
} from '../../services/studio-recipes/index.ts';
import { ifMatchOf, setVersionEtag } from '../etag.ts';
import { contextOf, envelope, versioned } from '../reply.ts';
import { Envelope, IfMatchHeader, studioErrors, VersionedEnvelope } from '../schemas/common.ts';
import {
  AuditTrail,
  AuditTrailQuery,
  ChainReport,
  ChangesQuery,
  CreateRecipeBody,
  GetRecipeQuery,
  ListRecipesQuery,
  ListVersionsQuery,
  PatchRecipeBody,
  Recipe,
  RecipeBase,
  RecipeIdParams,
  RecipeListItem,
  RecipeVersionParams,
  RestoreRecipeBody,
  VersionChanges,
  VersionEntry,
} from '../schemas/studio-recipes.ts';
import type { App } from '../types.ts';
import { auditEvent, IF_MATCH_NOTE, versionEntry } from '../versioned-wire.ts';

const TAGS = ['studio recipes'];

/** Studio recipes: CRUD and lifecycle, version history, diffs, chain verification, audit trail. */
export function studioRecipeRoutes(app: App, deps: Deps): void {
  app.post(
    '/studio/recipes',
    {
      schema: {
        tags: TAGS,
        operationId: 'createRecipe',
        summary: 'Create a recipe (active); the response version_id is the first If-Match',
        description:
          'Counts one unit of the recipes_per_month quota (402 when the allowance is spent; resend with metered_usage_confirmed: true and the same X-Request-ID to accept metered usage). A retry under the same X-Request-ID creates nothing and returns the recipe that request created, at its current version.',
        body: CreateRecipeBody,
        response: { 201: VersionedEnvelope(Recipe), ...studioErrors(402, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const { name, country, demographic, metered_usage_confirmed } = request.body;
      const r = await createRecipe({
        ctx: contextOf(request, deps),
        input: {
          name,
          ...(country === undefined ? {} : { country }),
          ...(demographic === undefined ? {} : { demographic }),
          meteredUsageConfirmed: metered_usage_confirmed === true,
        },
      });
      setVersionEtag(reply, r.versionId);
      reply.header('location', `/studio/recipes/${r.recipe.id}`);
      return reply.code(201).send(versioned(request, r.recipe, r.versionId));
    },
  );

  app.get(
    '/studio/recipes',
    {
      schema: {
        tags: TAGS,
        operationId: 'listRecipes',
        summary: 'List the organization’s recipes, newest first (cursor paging)',
        querystring: ListRecipesQuery,
        response: { 200: Envelope(Type.Array(RecipeListItem)), ...studioErrors(403, 422) },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const page = await listRecipes({
        ctx: contextOf(request, deps),
        input: { limit, ...(cursor === undefined ? {} : { cursor }) },
      });
      return envelope(request, page.items, { cursor: page.cursor, hasMore: page.hasMore });
    },
  );

  app.get(
    '/studio/recipes/:recipe_id',
    {
      schema: {
        tags: TAGS,
        operationId: 'getRecipe',
        summary: 'Read a recipe at HEAD or at a version; ETag "<version_id>"',
        params: RecipeIdParams,
        querystring: GetRecipeQuery,
        response: { 200: VersionedEnvelope(Recipe), ...studioErrors(403, 422) },
      },
    },
    async (request, reply) => {
      const versionId = request.query.version_id;
      const r = await getRecipe({
        ctx: contextOf(request, deps),
        input: { recipeId: request.params.recipe_id, ...(versionId === undefined ? {} : { versionId }) },
      });
      setVersionEtag(reply, r.versionId);
      return versioned(request, r.recipe, r.versionId);
    },
  );

  app.patch(
    '/studio/recipes/:recipe_id',
    {
      schema: {
        tags: TAGS,
        operationId: 'patchRecipeMetadata',
        summary: 'Change name, country or demographic (partial)',
        description: `${IF_MATCH_NOTE} A change of country or demographic recomputes existing nutrition before returning. A patch that changes nothing writes no version and returns the current one. 409 recipe_archived on an archived recipe; 409 recipe_name_taken for a taken name.`,
        params: RecipeIdParams,
        headers: IfMatchHeader,
        body: PatchRecipeBody,
        response: { 200: VersionedEnvelope(Recipe), ...studioErrors(403, 409, 412, 422) },
      },
    },
    async (request, reply) => {
      const r = await patchRecipe({
        ctx: contextOf(request, deps),
        input: { recipeId: request.params.recipe_id, ifMatch: ifMatchOf(request), ...request.body },
      });
      setVersionEtag(reply, r.versionId);
      return versioned(request, r.recipe, r.versionId);
    },
  );

  app.delete(
    '/studio/recipes/:recipe_id',
    {
      schema: {
        tags: TAGS,
        operationId: 'deleteRecipe',
        summary: 'Delete a recipe permanently',
        description: `${IF_MATCH_NOTE} Writes a final version (status deleted) and a recipe.deleted event; afterwards the recipe is 404 recipe_not_found on every endpoint (a repeated delete too).`,
        params: RecipeIdParams,
        headers: IfMatchHeader,
        response: { 200: VersionedEnvelope(Recipe), ...studioErrors(403, 409, 412) },
      },
    },
    async (request, reply) => {
      const r = await deleteRecipe({
        ctx: contextOf(request, deps),
        input: { recipeId: request.params.recipe_id, ifMatch: ifMatchOf(request) },
      });
      setVersionEtag(reply, r.versionId);
      return versioned(request, r.recipe, r.versionId);
    },
  );

  for (const [verb, operationId, run, text] of [
    [
      'archive',
      'archiveRecipe',
      archiveRecipe,
      'ACTIVE → ARCHIVED. Already archived: 200 with the existing version_id, nothing written, If-Match not needed. An archived recipe is read-only except unarchive, restore and delete.',
    ],
    [
      'unarchive',
      'unarchiveRecipe',
      unarchiveRecipe,
      'ARCHIVED → ACTIVE. Already active: 200 with the existing version_id, nothing written, If-Match not needed.',
    ],
  ] as const) {
    app.post(
      `/studio/recipes/:recipe_id/${verb}`,
      {
        schema: {
          tags: TAGS,
          operationId,
          summary: `${verb === 'archive' ? 'Archive' : 'Unarchive'} a recipe (idempotent)`,
          description: `${text} ${IF_MATCH_NOTE}`,
          params: RecipeIdParams,
          headers: IfMatchHeader,
          response: { 200: VersionedEnvelope(Recipe), ...studioErrors(403, 409, 412) },
        },
      },
      async (request, reply) => {
        const r = await run({
          ctx: contextOf(request, deps),
          input: { recipeId: request.params.recipe_id, ifMatch: ifMatchOf(request) },
        });
        setVersionEtag(reply, r.versionId);
        return versioned(request, r.recipe, r.versionId);
      },
    );
  }

  app.post(
    '/studio/recipes/:recipe_id/restore',
    {
      config: { feature: 'recipe_versioning' },
      schema: {
        tags: TAGS,
        operationId: 'restoreRecipe',
        summary: 'Restore the content of a version as a new version',
        description: `${IF_MATCH_NOTE} Every part reverts to the target (metadata and status included); parts added later disappear. History is not rewritten. The new version_id is in the body and the ETag. 404 recipe_not_found / version_not_found; 409 recipe_name_taken when the target's name now belongs to another recipe.`,
        params: RecipeIdParams,
        headers: IfMatchHeader,
        body: RestoreRecipeBody,
        response: { 200: VersionedEnvelope(RecipeBase), ...studioErrors(403, 409, 412, 422) },
      },
    },
    async (request, reply) => {
      const { target_version_id, rationale } = request.body;
      const r = await restoreRecipe({
        ctx: contextOf(request, deps),
        input: {
          recipeId: request.params.recipe_id,
          ifMatch: ifMatchOf(request),
          targetVersionId: target_version_id,
          ...(rationale === undefined ? {} : { rationale }),
        },
      });
      setVersionEtag(reply, r.versionId);
      const { summary: _summary, actions: _actions, ...recipe } = r.recipe;
      return versioned(request, recipe, r.versionId);
    },
  );

  app.get(
    '/studio/recipes/:recipe_id/versions',
    {
      config: { feature: 'recipe_versioning' },
      schema: {
        tags: TAGS,
        operationId: 'listRecipeVersions',
        summary: 'Version history, newest first; with at=, the version current at an instant',
        description:
          'The tamper-evident chain of state snapshots: each entry carries its content_hash and chain_hash. With `at`, data holds the one version current at that instant (404 no_version_at_timestamp before the first).',
        params: RecipeIdParams,
        querystring: ListVersionsQuery,
        response: { 200: Envelope(Type.Array(VersionEntry)), ...studioErrors(403, 422) },
      },
    },
    async (request) => {
      const { after, limit, at } = request.query;
      const page = await listRecipeVersions({
        ctx: contextOf(request, deps),
        input: {
          recipeId: request.params.recipe_id,
          limit,
          ...(after === undefined ? {} : { after }),
          ...(at === undefined ? {} : { at: new Date(at) }),
        },
      });
      return envelope(request, page.items.map(versionEntry), { cursor: page.cursor, hasMore: page.hasMore });
    },
  );

  app.get(
    '/studio/recipes/:recipe_id/versions/verify',
    {
      config: { feature: 'recipe_versioning' },
      schema: {
        tags: TAGS,
        operationId: 'verifyRecipeChain',
        summary: 'Recompute the version and audit hash chains and report the first broken link',
        params: RecipeIdParams,
        response: { 200: Envelope(ChainReport), ...studioErrors(403) },
      },
    },
    async (request) => {
      const report = await verifyRecipeChains({
        ctx: contextOf(request, deps),
        input: { recipeId: request.params.recipe_id },
      });
      return envelope(request, { recipe_id: request.params.recipe_id, ...report });
    },
  );

  app.get(
    '/studio/recipes/:recipe_id/versions/:version_id/changes',
    {
      config: { feature: 'recipe_versioning' },
      schema: {
        tags: TAGS,
        operationId: 'getRecipeVersionChanges',
        summary: 'Structural diff of a version against its parent or another version',
        description:
          'before = compared_to (default: the parent), after = version_id. The first version without compared_to shows every field as added; a version compared with itself is a 400.',
        params: RecipeVersionParams,
        querystring: ChangesQuery,
        response: { 200: Envelope(VersionChanges), ...studioErrors(403, 422) },
      },
    },
    async (request) => {
      const comparedTo = request.query.compared_to;
      const changes = await getRecipeVersionChanges({
        ctx: contextOf(request, deps),
        input: {
          recipeId: request.params.recipe_id,
          versionId: request.params.version_id,
          ...(comparedTo === undefined ? {} : { comparedTo }),
        },
      });
      return envelope(request, { recipe_id: request.params.recipe_id, ...changes });
    },
  );

  app.get(
    '/studio/recipes/:recipe_id/audit-trail',
    {
      schema: {
        tags: TAGS,
        operationId: 'getRecipeAuditTrail',
        summary: 'Compliance timeline of typed events, newest first',
        description:
          'Page with meta.cursor until meta.has_more is false. actor_id, actor_type, since_version_id and up_to_version_id filter each page after it is read, so a page may hold fewer than limit events, even none, while has_more is true. event_type and from/to narrow the range itself; with event_type the result is one page of at most limit events, no cursor, has_more false.',
        params: RecipeIdParams,
        querystring: AuditTrailQuery,
        response: { 200: Envelope(AuditTrail), ...studioErrors(403, 422) },
      },
    },
    async (request) => {
      const q = request.query;
      const page = await getRecipeAuditTrail({
        ctx: contextOf(request, deps),
        input: {
          recipeId: request.params.recipe_id,
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
        { recipe_id: request.params.recipe_id, events: page.items.map(auditEvent) },
        { cursor: page.cursor, hasMore: page.hasMore },
      );
    },
  );
}
