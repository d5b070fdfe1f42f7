import {
  deleteLabelConfiguration,
  type LabelConfigRequestEntry,
  type LabelConfigurationView,
  labelConfigurationOf,
  labelConfigurationView,
  type NutrientConfirmationRequest,
  upsertLabelConfiguration,
  validateLabelEntries,
} from '../../domain/recipes/label-configuration.ts';
import type { Call } from '../context.ts';
import { RECIPE } from '../studio-recipes/kind.ts';
import { commitVersion, readVersion } from '../versioning/commit.ts';

/** The recipe's label configuration, versioned with the recipe. */

export interface LabelConfigurationResult {
  recipeId: string;
  configuration: LabelConfigurationView;
  versionId: string;
}

export async function getLabelConfiguration({
  ctx,
  input,
}: Call<{ recipeId: string; versionId?: string | undefined }>): Promise<LabelConfigurationResult> {
  const head = await readVersion(ctx, {
    kind: RECIPE,
    documentId: input.recipeId,
    ...(input.versionId === undefined ? {} : { versionId: input.versionId }),
  });
  return {
    recipeId: input.recipeId,
    configuration: labelConfigurationView(labelConfigurationOf(head.state)),
    versionId: head.version.version_id,
  };
}

/** Create or replace (idempotent: the same configuration writes nothing). */
export async function upsertRecipeLabelConfiguration({
  ctx,
  input,
}: Call<{
  recipeId: string;
  ifMatch: string | undefined;
  entries: LabelConfigRequestEntry[];
  showPerContainer: boolean;
  confirmations?: NutrientConfirmationRequest[];
}>): Promise<LabelConfigurationResult> {
  const entries = validateLabelEntries(input.entries);
  const c = await commitVersion(ctx, {
    kind: RECIPE,
    documentId: input.recipeId,
    ifMatch: input.ifMatch,
    mutate: (state, env) =>
      upsertLabelConfiguration(
        state,
        {
          entries,
          showPerContainer: input.showPerContainer,
          confirmations: input.confirmations ?? [],
          actorId: ctx.actor.id,
          now: env.now,
        },
        input.recipeId,
      ),
  });
  return {
    recipeId: input.recipeId,
    configuration: labelConfigurationView(labelConfigurationOf(c.state)),
    versionId: c.version.version_id,
  };
}

/** Drops the configuration; 404 label_configuration_not_found when there is none. */
export async function deleteRecipeLabelConfiguration({
  ctx,
  input,
}: Call<{ recipeId: string; ifMatch: string | undefined }>): Promise<{ versionId: string }> {
  const c = await commitVersion(ctx, {
    kind: RECIPE,
    documentId: input.recipeId,
    ifMatch: input.ifMatch,
    mutate: (state) => deleteLabelConfiguration(state, input.recipeId),
  });
  return { versionId: c.version.version_id };
}
