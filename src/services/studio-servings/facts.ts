import { NotFoundError } from '../../domain/errors.ts';
import type { NutritionLabel } from '../../domain/labeling/us-fda/index.ts';
import { labelConfigurationOf, labelOptions } from '../../domain/recipes/label-configuration.ts';
import { type ServingFacts, servingLabel } from '../../domain/recipes/serving-facts.ts';
import { type ServingWarning, servingWarnings } from '../../domain/recipes/serving-size.ts';
import {
  computeFacts,
  liveServing,
  servingDetails,
  servingFacts,
  servingNotFound,
} from '../../domain/recipes/servings.ts';
import type { RecipeServing, RecipeState } from '../../domain/recipes/state.ts';
import type { DocumentRecord } from '../../domain/versioning/records.ts';
import type { Call } from '../context.ts';
import { RECIPE } from '../studio-recipes/kind.ts';
import { commitVersion, liveDocument, liveDocumentNow, readVersion } from '../versioning/commit.ts';

/** Serving nutrition facts: compute (a version), and the reads built on them (facts, analysis, label). */

export interface FactsResult {
  recipeId: string;
  servingId: string;
  serving: RecipeServing;
  facts: ServingFacts;
  state: RecipeState;
  versionId: string;
}

/** computeNutritionFacts: 409 steps_required when nutrition or the serving is missing, or stale. */
export async function computeNutritionFacts({
  ctx,
  input,
}: Call<{ recipeId: string; servingId: string; ifMatch: string | undefined }>): Promise<FactsResult> {
  const c = await commitVersion(ctx, {
    kind: RECIPE,
    documentId: input.recipeId,
    ifMatch: input.ifMatch,
    mutate: (state, env) => computeFacts(state, input.servingId, env.now, input.recipeId),
  });
  const serving = liveServing(c.state, input.servingId);
  const facts = serving === undefined ? null : servingFacts(serving);
  if (serving === undefined || facts === null) {
    throw new Error('computed facts are missing from the committed state');
  }
  return {
    recipeId: input.recipeId,
    servingId: input.servingId,
    serving,
    facts,
    state: c.state,
    versionId: c.version.version_id,
  };
}

/** A serving's stored facts at HEAD or a version; 404 when the serving or its facts are missing. */
export async function getServingFacts({
  ctx,
  input,
}: Call<{ recipeId: string; servingId: string; versionId?: string | undefined }>): Promise<FactsResult> {
  const head = await readVersion(ctx, {
    kind: RECIPE,
    documentId: input.recipeId,
    ...(input.versionId === undefined ? {} : { versionId: input.versionId }),
  });
  const serving = liveServing(head.state, input.servingId);
  if (serving === undefined) {
    throw servingNotFound(input.recipeId, input.servingId, input.versionId);
  }
  const facts = servingFacts(serving);
  if (facts === null) {
    throw new NotFoundError(
      'nutrition_facts_not_computed',
      `Serving ${input.servingId} has no nutrition facts${input.versionId === undefined ? '' : ` at version ${input.versionId}`}; call POST /studio/recipes/${input.recipeId}/servings/${input.servingId}/nutrition-facts/compute.`,
    );
  }
  return {
    recipeId: input.recipeId,
    servingId: input.servingId,
    serving,
    facts,
    state: head.state,
    versionId: head.version.version_id,
  };
}

export interface LabelResult {
  recipeId: string;
  servingId: string;
  recipeName: string;
  label: NutritionLabel & { warnings: ServingWarning[] };
  versionId: string;
}

/**
 * Labels already built, by organization, recipe, version and serving. A version never changes,
 * and everything a label is built from (facts, label configuration, demographic, staleness) is
 * part of the version, so a label built once is the label of that version for good; building one
 * costs milliseconds of decimal arithmetic (about forty declarations with rounding and %DV). Least
 * recently used entries go first.
 */
const LABEL_CACHE_MAX = 500;
const labelCache = new Map<string, LabelResult>();
/** The key last moved to the most recent end of `labelCache`. */
let lastUsed: string | undefined;

type LabelCall = Call<{ recipeId: string; servingId: string; versionId?: string | undefined }>;

function keptLabel(
  call: LabelCall,
  document: DocumentRecord,
): { key: string; label: LabelResult | undefined } {
  const { ctx, input } = call;
  const versionId = input.versionId ?? document.head_version_id;
  const key = `${ctx.orgId}/${input.recipeId}/${versionId}/${input.servingId}`;
  const label = labelCache.get(key);
  // Moved to the most recent end, unless it is there already (a label read again and again).
  if (label !== undefined && key !== lastUsed) {
    labelCache.delete(key);
    labelCache.set(key, label);
    lastUsed = key;
  }
  return { key, label };
}

/**
 * The label when it can be answered at once: the document row read without waiting (see
 * `liveDocumentNow`) and the label of that version built before. Undefined otherwise (the caller
 * awaits `getNutritionLabel`, which checks the same things). 404 when the recipe is missing,
 * deleted or another organization's, as `getNutritionLabel`.
 */
export function keptNutritionLabel(call: LabelCall): LabelResult | undefined {
  const document = liveDocumentNow(call.ctx, RECIPE, call.input.recipeId);
  return document === undefined ? undefined : keptLabel(call, document).label;
}

/** The render-ready label of a serving at HEAD or a version, with the recipe's label configuration then. */
export async function getNutritionLabel(call: LabelCall): Promise<LabelResult> {
  const { ctx, input } = call;
  // Always read the document row: a deleted recipe (or another organization's) is 404 even when
  // one of its labels is cached, and HEAD reads learn the head version from it.
  const document = await liveDocument(ctx, RECIPE, input.recipeId);
  const versionId = input.versionId ?? document.head_version_id;
  const { key, label: cached } = keptLabel(call, document);
  if (cached !== undefined) {
    return cached;
  }
  const r = await getServingFacts({ ctx, input: { ...input, versionId } });
  const result: LabelResult = {
    recipeId: r.recipeId,
    servingId: r.servingId,
    recipeName: r.state.metadata.name,
    label: {
      ...servingLabel(r.state, r.facts, labelOptions(labelConfigurationOf(r.state))),
      warnings: servingWarnings(servingDetails(r.serving).input, servingDetails(r.serving).resolved),
    },
    versionId: r.versionId,
  };
  labelCache.set(key, result);
  lastUsed = key;
  if (labelCache.size > LABEL_CACHE_MAX) {
    const oldest = labelCache.keys().next().value;
    if (oldest !== undefined) {
      labelCache.delete(oldest);
    }
  }
  return result;
}
