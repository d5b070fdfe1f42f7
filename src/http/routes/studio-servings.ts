import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { NotFoundError } from '../../domain/errors.ts';
import { renderLabelHtml, renderLabelSvg } from '../../domain/labeling/us-fda/index.ts';
import { selectBmids } from '../../domain/recipes/nutrition.ts';
import { factsColumn, type ServingFacts, servingAnalysis } from '../../domain/recipes/serving-facts.ts';
import { servingWarnings } from '../../domain/recipes/serving-size.ts';
import { servingDetails, servingFacts, servingFactsCurrent } from '../../domain/recipes/servings.ts';
import type { RecipeServing, RecipeState } from '../../domain/recipes/state.ts';
import { yieldAdjustmentOf, yieldAdjustmentWire } from '../../domain/recipes/yield.ts';
import type { Deps } from '../../services/context.ts';
import { assertNoPrintSize, printLabel, printVariant } from '../../services/labels/print.ts';
import {
  computeNutritionFacts,
  getNutritionLabel,
  getServingFacts,
  keptNutritionLabel,
  type LabelResult,
} from '../../services/studio-servings/facts.ts';
import {
  deleteRecipeLabelConfiguration,
  getLabelConfiguration,
  upsertRecipeLabelConfiguration,
} from '../../services/studio-servings/label-configuration.ts';
import {
  addRecipeServing,
  deleteRecipeServing,
  getRecipeServing,
  listRecipeServings,
  updateRecipeServing,
} from '../../services/studio-servings/servings.ts';
import { RECIPE_VERSIONING } from '../../services/versioning/commit.ts';
import { sendVersionedOnce } from '../cached-json.ts';
import { ifMatchOf, setVersionEtag } from '../etag.ts';
import { type LabelFormat, labelFormat } from '../label-format.ts';
import { contextOf, versioned } from '../reply.ts';
import { IfMatchHeader, studioErrors, VersionedEnvelope } from '../schemas/common.ts';
import { VersionQuery } from '../schemas/studio-nutrition.ts';
import { RecipeIdParams } from '../schemas/studio-recipes.ts';
import {
  AddServingBody,
  ComputeNfQuery,
  FactsAnalysisData,
  FactsAnalysisQuery,
  FactsColumnData,
  FactsData,
  LabelConfigurationBody,
  LabelConfigurationData,
  LabelData,
  LabelQuery,
  ServingData,
  ServingParams,
  Serving as ServingSchema,
  UpdateServingBody,
} from '../schemas/studio-servings.ts';
import type { App } from '../types.ts';
import { IF_MATCH_NOTE } from '../versioned-wire.ts';
import { parseBmids } from './studio-nutrition.ts';

const TAGS = ['studio recipes'];

/** The label's route (the fast path answers kept labels of it: src/http/fast-reads.ts). */
export const NUTRITION_LABEL_ROUTE = '/studio/recipes/:recipe_id/servings/:serving_id/nutrition-label';

/**
 * The serving compute, analysis and label operations exist only on API versions with
 * recipe_versioning; on others they answer exactly like an unknown route.
 */
function versioningOnly(request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void): void {
  if (!request.apiVersion.capabilities.has(RECIPE_VERSIONING)) {
    const path = request.url.split('?')[0] ?? request.url;
    done(new NotFoundError('route_not_found', `No route ${request.method} ${path}.`));
    return;
  }
  done();
}

const num = (value: string) => Number(value);

type LabelRequest = FastifyRequest<{
  Querystring: { format?: LabelFormat; dpi?: number; width?: number; version_id?: string };
}>;

/** Sends a label in the representation the request asks for (JSON, SVG, HTML, PDF or PNG). */
function sendLabel(request: LabelRequest, reply: FastifyReply, r: LabelResult): undefined | Promise<unknown> {
  const format = labelFormat(request.query.format, request.headers.accept);
  const size = { dpi: request.query.dpi, width: request.query.width };
  if (format === 'pdf' || format === 'png') {
    return printLabel(renderLabelSvg(r.label), format, size, r.recipeName).then((drawn) => {
      // Each size is other bytes, so its own entity tag.
      setVersionEtag(reply, r.versionId, printVariant(format, size));
      reply.header('vary', 'Accept');
      reply.type(MEDIA[format]).send(drawn);
    });
  }
  assertNoPrintSize(size, format);
  setVersionEtag(reply, r.versionId, format === 'json' ? undefined : format);
  reply.header('vary', 'Accept');
  if (format === 'svg') {
    reply.type(`${MEDIA.svg}; charset=utf-8`).send(renderLabelSvg(r.label));
  } else if (format === 'html') {
    reply
      .type(`${MEDIA.html}; charset=utf-8`)
      .send(htmlPage(`Nutrition Facts: ${r.recipeName}`, renderLabelHtml(r.label)));
  } else {
    // A label never changes at its version: its bytes are serialized once (src/http/cached-json.ts).
    sendVersionedOnce(request, reply, {
      source: r,
      versionId: r.versionId,
      data: () => ({ recipe_id: r.recipeId, serving_id: r.servingId, ...r.label }),
    });
  }
  return undefined;
}

function servingWire(state: RecipeState, serving: RecipeServing) {
  const d = servingDetails(serving);
  const r = d.resolved;
  const facts = servingFacts(serving);
  return {
    id: serving.id,
    serving_size_type: d.input.serving_size_type,
    serving_size: {
      household_measure: r.household_measure,
      metric_amount: num(r.metric_amount),
      metric_unit: r.metric_unit,
      servings_per_container: r.servings_per_container === null ? null : num(r.servings_per_container.value),
      servings_per_container_text: r.servings_per_container?.display_text ?? null,
      serving_grams: num(r.serving_grams),
      recipe_weight_g: r.recipe_weight_g === null ? null : num(r.recipe_weight_g),
    },
    serving_size_input: d.input,
    racc_inputs: r.racc_inputs,
    dual_column_status: r.dual_column.status,
    percent_of_racc: r.dual_column.percent_of_racc,
    warnings: servingWarnings(d.input, r),
    has_per_serving_nutrition_facts: facts !== null,
    has_per_container_nutrition_facts: facts !== null && facts.per_container !== null,
    nutrition_facts_current: servingFactsCurrent(state, serving),
    compute_nf: d.compute_nf,
    rationale: d.rationale,
    created_at: d.created_at,
    updated_at: d.updated_at,
  };
}

function columnWire(facts: ServingFacts, servingId: string, which: 'per_serving' | 'per_container') {
  const column = factsColumn(facts, which);
  if (column === null) {
    return null;
  }
  return {
    calculated_at: facts.calculated_at,
    serving_id: servingId,
    demographic: column.demographic,
    reference_weight_grams: column.reference_weight_grams,
    // Always present: null where the nutrient has no Daily Value (calories, total sugars, trans fat).
    nutrients: column.nutrients.map((n) => ({ ...n, percent_daily_value: n.percent_daily_value ?? null })),
  };
}

const MEDIA: Readonly<Record<LabelFormat, string>> = {
  json: 'application/json',
  svg: 'image/svg+xml',
  html: 'text/html',
  pdf: 'application/pdf',
  png: 'image/png',
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A standalone HTML page around the label fragment. */
function htmlPage(title: string, fragment: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:16px;background:#fff">
${fragment}
</body>
</html>
`;
}

/** Studio servings, serving nutrition facts, the label (JSON, SVG, HTML) and label configuration. */
export function studioServingRoutes(app: App, deps: Deps): void {
  app.post(
    '/studio/recipes/:recipe_id/servings',
    {
      schema: {
        tags: TAGS,
        operationId: 'addRecipeServing',
        summary: 'Add a serving (never replaces one); per-serving facts are folded into the same version',
        description: `${IF_MATCH_NOTE} The size is resolved at once (household measure, declared grams); servings per container and the dual-column status need recipe nutrition and stay null / pending until it exists. With compute_nf (default) the facts are computed in the same version when the recipe has current nutrition, else in the commit that computes it. mL is refused (422): recipes have no density.`,
        params: RecipeIdParams,
        querystring: ComputeNfQuery,
        headers: IfMatchHeader,
        body: AddServingBody,
        response: { 201: VersionedEnvelope(ServingData), ...studioErrors(403, 409, 412, 422) },
      },
    },
    async (request, reply) => {
      const r = await addRecipeServing({
        ctx: contextOf(request, deps),
        input: {
          recipeId: request.params.recipe_id,
          ifMatch: ifMatchOf(request),
          servingSize: request.body.serving_size,
          computeNf: request.query.compute_nf,
        },
      });
      setVersionEtag(reply, r.versionId);
      reply.header('location', `/studio/recipes/${r.recipeId}/servings/${r.serving.id}`);
      return reply
        .code(201)
        .send(
          versioned(
            request,
            { recipe_id: r.recipeId, serving: servingWire(r.state, r.serving) },
            r.versionId,
          ),
        );
    },
  );

  app.put(
    '/studio/recipes/:recipe_id/servings/:serving_id',
    {
      schema: {
        tags: TAGS,
        operationId: 'updateRecipeServing',
        summary: 'Replace a serving’s size; facts are recomputed in the same version',
        description: `${IF_MATCH_NOTE} Full replacement of serving_size. The same size again recomputes nothing, writes no version and returns the current one. 404 serving_not_found for a missing or deleted serving.`,
        params: ServingParams,
        querystring: ComputeNfQuery,
        headers: IfMatchHeader,
        body: UpdateServingBody,
        response: { 200: VersionedEnvelope(ServingData), ...studioErrors(403, 409, 412, 422) },
      },
    },
    async (request, reply) => {
      const r = await updateRecipeServing({
        ctx: contextOf(request, deps),
        input: {
          recipeId: request.params.recipe_id,
          servingId: request.params.serving_id,
          ifMatch: ifMatchOf(request),
          servingSize: request.body.serving_size,
          rationale: request.body.rationale,
          computeNf: request.query.compute_nf,
        },
      });
      setVersionEtag(reply, r.versionId);
      return versioned(
        request,
        { recipe_id: r.recipeId, serving: servingWire(r.state, r.serving) },
        r.versionId,
      );
    },
  );

  app.delete(
    '/studio/recipes/:recipe_id/servings/:serving_id',
    {
      schema: {
        tags: TAGS,
        operationId: 'deleteRecipeServing',
        summary: 'Delete a serving (kept for audit, gone from lists and reads)',
        description: `${IF_MATCH_NOTE} 204 without a body; the ETag header carries the new version (on API versions with recipe_versioning).`,
        params: ServingParams,
        headers: IfMatchHeader,
        response: {
          204: Type.Null({ description: 'Deleted; ETag: "<new version_id>".' }),
          ...studioErrors(403, 409, 412),
        },
      },
    },
    async (request, reply) => {
      const r = await deleteRecipeServing({
        ctx: contextOf(request, deps),
        input: {
          recipeId: request.params.recipe_id,
          servingId: request.params.serving_id,
          ifMatch: ifMatchOf(request),
        },
      });
      if (request.apiVersion.capabilities.has(RECIPE_VERSIONING)) {
        setVersionEtag(reply, r.versionId);
      }
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/studio/recipes/:recipe_id/servings',
    {
      schema: {
        tags: TAGS,
        operationId: 'listRecipeServings',
        summary: 'The live servings, at HEAD or at a version',
        params: RecipeIdParams,
        querystring: VersionQuery,
        response: { 200: VersionedEnvelope(Type.Array(ServingSchema)), ...studioErrors(403, 422) },
      },
    },
    async (request, reply) => {
      const r = await listRecipeServings({
        ctx: contextOf(request, deps),
        input: { recipeId: request.params.recipe_id, versionId: request.query.version_id },
      });
      setVersionEtag(reply, r.versionId);
      return versioned(
        request,
        r.servings.map((s) => servingWire(r.state, s)),
        r.versionId,
      );
    },
  );

  app.get(
    '/studio/recipes/:recipe_id/servings/:serving_id',
    {
      schema: {
        tags: TAGS,
        operationId: 'getRecipeServing',
        summary: 'One serving, at HEAD or at a version (404 serving_not_found when missing or deleted there)',
        params: ServingParams,
        querystring: VersionQuery,
        response: { 200: VersionedEnvelope(ServingData), ...studioErrors(403, 422) },
      },
    },
    async (request, reply) => {
      const r = await getRecipeServing({
        ctx: contextOf(request, deps),
        input: {
          recipeId: request.params.recipe_id,
          servingId: request.params.serving_id,
          versionId: request.query.version_id,
        },
      });
      setVersionEtag(reply, r.versionId);
      return versioned(
        request,
        { recipe_id: r.recipeId, serving: servingWire(r.state, r.serving) },
        r.versionId,
      );
    },
  );

  app.post(
    '/studio/recipes/:recipe_id/servings/:serving_id/nutrition-facts/compute',
    {
      onRequest: versioningOnly,
      schema: {
        tags: TAGS,
        operationId: 'computeNutritionFacts',
        summary: 'FDA-rounded per-serving and per-container facts with %DV (new version)',
        description: `${IF_MATCH_NOTE} 409 steps_required: MISSING_DEPENDENCY → setRecipeIngredients when the recipe has no nutrition; STALE_DEPENDENCY → setRecipeIngredients (or computeRecipeNutrition) when the ingredients changed after it was computed; MISSING_DEPENDENCY → addRecipeServing when the serving does not exist or was deleted. per_container is null when the recipe holds one serving or less. Only on API versions with recipe_versioning (else 404).`,
        params: ServingParams,
        headers: IfMatchHeader,
        response: { 200: VersionedEnvelope(FactsData), ...studioErrors(403, 409, 412) },
      },
    },
    async (request, reply) => {
      const r = await computeNutritionFacts({
        ctx: contextOf(request, deps),
        input: {
          recipeId: request.params.recipe_id,
          servingId: request.params.serving_id,
          ifMatch: ifMatchOf(request),
        },
      });
      setVersionEtag(reply, r.versionId);
      const perServing = columnWire(r.facts, r.servingId, 'per_serving');
      if (perServing === null) {
        throw new Error('per-serving facts are missing');
      }
      return versioned(
        request,
        {
          recipe_id: r.recipeId,
          serving_id: r.servingId,
          per_serving: perServing,
          per_container: columnWire(r.facts, r.servingId, 'per_container'),
        },
        r.versionId,
      );
    },
  );

  for (const [which, operationId, path] of [
    ['per_serving', 'getRecipePerServingNutritionFacts', 'per-serving'],
    ['per_container', 'getRecipePerContainerNutritionFacts', 'per-container'],
  ] as const) {
    app.get(
      `/studio/recipes/:recipe_id/servings/:serving_id/nutrition-facts/${path}`,
      {
        schema: {
          tags: TAGS,
          operationId,
          summary: `Stored ${path} nutrition facts, at HEAD or at a version`,
          description:
            which === 'per_serving'
              ? '404 nutrition_facts_not_computed before the facts are computed.'
              : '404 nutrition_facts_not_computed before the facts are computed; 404 per_container_not_applicable when the recipe holds one serving or less.',
          params: ServingParams,
          querystring: VersionQuery,
          response: { 200: VersionedEnvelope(FactsColumnData), ...studioErrors(403, 422) },
        },
      },
      async (request, reply) => {
        const r = await getServingFacts({
          ctx: contextOf(request, deps),
          input: {
            recipeId: request.params.recipe_id,
            servingId: request.params.serving_id,
            versionId: request.query.version_id,
          },
        });
        const column = columnWire(r.facts, r.servingId, which);
        if (column === null) {
          throw new NotFoundError(
            'per_container_not_applicable',
            `Serving ${r.servingId} is the whole recipe or more (${r.facts.serving.servings_per_container} servings per container), so there are no separate per-container facts.`,
          );
        }
        setVersionEtag(reply, r.versionId);
        return versioned(request, { recipe_id: r.recipeId, ...column }, r.versionId);
      },
    );
  }

  app.get(
    '/studio/recipes/:recipe_id/servings/:serving_id/nutrition-facts/analysis',
    {
      onRequest: versioningOnly,
      schema: {
        tags: TAGS,
        operationId: 'getRecipeServingNutritionFactsAnalysis',
        summary: 'Per-serving facts with ingredient contributions and every rounding outcome',
        description:
          'Contributions are scaled to the serving (scale_factor = serving grams ÷ recipe grams, the finished weight when a yield is set; yield_adjustment then shows the raw and finished weights and the water change), in the label unit. value_rounding and dv_rounding give the rule, increment and unrounded value of every declaration; daily_value_reference is the DV used. Filter with nutrient_set and/or bmids. Only on API versions with recipe_versioning (else 404).',
        params: ServingParams,
        querystring: FactsAnalysisQuery,
        response: { 200: VersionedEnvelope(FactsAnalysisData), ...studioErrors(403, 422) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const bmids = parseBmids(q.bmids);
      const r = await getServingFacts({
        ctx: contextOf(request, deps),
        input: {
          recipeId: request.params.recipe_id,
          servingId: request.params.serving_id,
          versionId: q.version_id,
        },
      });
      const filtered = q.nutrient_set === undefined && bmids === undefined;
      const analysis = servingAnalysis(
        r.facts,
        r.state.nutrition,
        filtered ? null : selectBmids({ nutrientSet: q.nutrient_set, bmids }),
      );
      setVersionEtag(reply, r.versionId);
      return versioned(
        request,
        {
          recipe_id: r.recipeId,
          calculated_at: r.facts.calculated_at,
          serving_id: r.servingId,
          demographic: r.facts.demographic,
          scale_factor: r.facts.scale_factor,
          ...analysis,
          nutrients: analysis.nutrients.map((n) => ({
            ...n,
            percent_daily_value: n.percent_daily_value ?? null,
          })),
          yield_adjustment: yieldAdjustmentWire(
            r.state.nutrition?.calculated_at === r.facts.nutrition_calculated_at
              ? yieldAdjustmentOf(r.state.nutrition)
              : null,
          ),
        },
        r.versionId,
      );
    },
  );

  app.get(
    NUTRITION_LABEL_ROUTE,
    {
      onRequest: versioningOnly,
      schema: {
        tags: TAGS,
        operationId: 'getRecipeNutritionLabel',
        summary:
          'The Nutrition Facts label of a serving: render-ready JSON, or drawn as SVG, HTML, PDF or PNG',
        description:
          'JSON by default. Accept: image/svg+xml (or ?format=svg) returns the panel drawn in the FDA standard vertical format; Accept: text/html (or ?format=html) an HTML page of it; Accept: application/pdf (or ?format=pdf) a one-page PDF the size of the panel (vector, fonts embedded; ?width= page width in points, 72–1440); Accept: image/png (or ?format=png) a PNG (?dpi= 72–1200, default 300, or ?width= in pixels, 100–4000; at most 16 million pixels). dpi and width apply to PDF and PNG only (else 422). The per-container column appears when FDA requires a dual-column label (recipe at 200–300 % of the RACC) or the label configuration turns it on. staleness.is_current is false when the ingredients or demographic changed after the facts were computed; completeness lists mandatory nutrients some ingredient lacks data for, with the reason; such a line prints "data missing" (not_declared_reason), never a partial sum, until the label configuration confirms the foods without data have none. A line resting on estimated added sugars or on confirmations says so in basis; warnings flag serving sizes a reviewer should check (household measure, RACC). 404 nutrition_facts_not_computed before the facts exist. Needs the label_rendering plan feature; only on API versions with recipe_versioning (else 404).',
        params: ServingParams,
        querystring: LabelQuery,
        response: {
          200: {
            description: 'The label (JSON), or its drawing (SVG, HTML, PDF, PNG).',
            content: {
              'application/json': { schema: VersionedEnvelope(LabelData) },
              'image/svg+xml': { schema: Type.String({ description: 'SVG document.' }) },
              'text/html': { schema: Type.String({ description: 'HTML page.' }) },
              'application/pdf': {
                schema: Type.Unsafe<Uint8Array>({
                  type: 'string',
                  format: 'binary',
                  description: 'One-page PDF of the panel.',
                }),
              },
              'image/png': {
                schema: Type.Unsafe<Uint8Array>({
                  type: 'string',
                  format: 'binary',
                  description: 'PNG of the panel.',
                }),
              },
            },
          },
          ...studioErrors(403, 422),
        },
      },
    },
    async (request, reply) => {
      const call = {
        ctx: contextOf(request, deps),
        input: {
          recipeId: request.params.recipe_id,
          servingId: request.params.serving_id,
          versionId: request.query.version_id,
        },
      };
      // A label already built, under a document row read without waiting, is sent in this turn,
      // before the handler's promise settles; anything else waits for the store (the same checks,
      // in the same order).
      const kept = keptNutritionLabel(call);
      if (kept !== undefined) {
        const drawing = sendLabel(request, reply, kept);
        if (drawing !== undefined) {
          // PDF and PNG are drawn asynchronously.
          await drawing;
        }
        return reply;
      }
      await sendLabel(request, reply, await getNutritionLabel(call));
      return reply;
    },
  );

  app.get(
    '/studio/recipes/:recipe_id/label-configuration',
    {
      schema: {
        tags: TAGS,
        operationId: 'getRecipeLabelConfiguration',
        summary: 'Every label nutrient with its effective visibility and name, at HEAD or at a version',
        description:
          'source is regulatory_default for nutrients the configuration does not mention, custom for those it does. Mandatory nutrients are always visible (is_toggleable false).',
        params: RecipeIdParams,
        querystring: VersionQuery,
        response: { 200: VersionedEnvelope(LabelConfigurationData), ...studioErrors(403, 422) },
      },
    },
    async (request, reply) => {
      const r = await getLabelConfiguration({
        ctx: contextOf(request, deps),
        input: { recipeId: request.params.recipe_id, versionId: request.query.version_id },
      });
      setVersionEtag(reply, r.versionId);
      return versioned(request, { recipe_id: r.recipeId, ...r.configuration }, r.versionId);
    },
  );

  app.put(
    '/studio/recipes/:recipe_id/label-configuration',
    {
      schema: {
        tags: TAGS,
        operationId: 'upsertRecipeLabelConfiguration',
        summary: 'Create or replace the label configuration (versioned with the recipe)',
        description: `${IF_MATCH_NOTE} Replaces the whole configuration; the same one again writes nothing. 422 for an unknown or repeated bmid, a mandatory nutrient set invisible, a display_name_override outside allowed_synonyms, or an invalid nutrient confirmation.`,
        params: RecipeIdParams,
        headers: IfMatchHeader,
        body: LabelConfigurationBody,
        response: { 200: VersionedEnvelope(LabelConfigurationData), ...studioErrors(403, 409, 412, 422) },
      },
    },
    async (request, reply) => {
      const r = await upsertRecipeLabelConfiguration({
        ctx: contextOf(request, deps),
        input: {
          recipeId: request.params.recipe_id,
          ifMatch: ifMatchOf(request),
          entries: request.body.nutrient_entries,
          showPerContainer: request.body.show_per_container ?? false,
          confirmations: request.body.nutrient_confirmations ?? [],
        },
      });
      setVersionEtag(reply, r.versionId);
      return versioned(request, { recipe_id: r.recipeId, ...r.configuration }, r.versionId);
    },
  );

  app.delete(
    '/studio/recipes/:recipe_id/label-configuration',
    {
      schema: {
        tags: TAGS,
        operationId: 'deleteRecipeLabelConfiguration',
        summary: 'Drop the label configuration (labels go back to the regulatory defaults)',
        description: `${IF_MATCH_NOTE} 204 without a body; ETag carries the new version. 404 label_configuration_not_found when there is none.`,
        params: RecipeIdParams,
        headers: IfMatchHeader,
        response: {
          204: Type.Null({ description: 'Deleted; ETag: "<new version_id>".' }),
          ...studioErrors(403, 409, 412),
        },
      },
    },
    async (request, reply) => {
      const r = await deleteRecipeLabelConfiguration({
        ctx: contextOf(request, deps),
        input: { recipeId: request.params.recipe_id, ifMatch: ifMatchOf(request) },
      });
      if (request.apiVersion.capabilities.has(RECIPE_VERSIONING)) {
        setVersionEtag(reply, r.versionId);
      }
      return reply.code(204).send(null);
    },
  );
}
