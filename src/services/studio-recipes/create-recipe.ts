import { createRecipeState } from '../../domain/recipes/mutations.ts';
import {
  type Country,
  DEFAULT_COUNTRY,
  DEFAULT_DEMOGRAPHIC,
  type Demographic,
} from '../../domain/recipes/state.ts';
import type { Call } from '../context.ts';
import { consumeQuota } from '../entitlements/index.ts';
import { createDocument } from '../versioning/commit.ts';
import { RECIPE, type RecipeResult, recipeResult } from './kind.ts';

export interface CreateRecipeInput {
  name: string;
  country?: Country;
  demographic?: Demographic;
  /** The client accepts metered usage beyond the monthly allowance (a previous 402 quoted it). */
  meteredUsageConfirmed?: boolean;
}

/**
 * Creates an active recipe (first version, `recipe.created`); 409 `recipe_name_taken` on a
 * duplicate name. Metered: one unit of `recipes_per_month`, counted first in the same transaction
 * (402 when the allowance is spent). A retry under the same X-Request-ID creates nothing and
 * returns the recipe that request created, at its current version (`created` false).
 */
export async function createRecipe({ ctx, input }: Call<CreateRecipeInput>): Promise<RecipeResult> {
  const change = createRecipeState({
    name: input.name,
    country: input.country ?? DEFAULT_COUNTRY,
    demographic: input.demographic ?? DEFAULT_DEMOGRAPHIC,
  });
  const c = await createDocument(ctx, {
    kind: RECIPE,
    ...change,
    first: (tx) =>
      consumeQuota(tx, ctx, {
        key: 'recipes_per_month',
        units: 1,
        meteredUsageConfirmed: input.meteredUsageConfirmed === true,
        fingerprint: `studio.createRecipe:${change.state.metadata.name}`,
      }),
  });
  return recipeResult(c.document, c.version, c.state, c.created);
}
