import { createRecipeState } from '../../domain/recipes/mutations.ts';
import {
  type Country,
  DEFAULT_COUNTRY,
  DEFAULT_DEMOGRAPHIC,
  type Demographic,
} from '../../domain/recipes/state.ts';
import type { Call } from '../context.ts';
import { createDocument } from '../versioning/commit.ts';
import { RECIPE, type RecipeResult, recipeResult } from './kind.ts';

export interface CreateRecipeInput {
  name: string;
  country?: Country;
  demographic?: Demographic;
}

/** Creates an active recipe (first version, `recipe.created`); 409 `recipe_name_taken` on a duplicate name. */
export async function createRecipe({ ctx, input }: Call<CreateRecipeInput>): Promise<RecipeResult> {
  const change = createRecipeState({
    name: input.name,
    country: input.country ?? DEFAULT_COUNTRY,
    demographic: input.demographic ?? DEFAULT_DEMOGRAPHIC,
  });
  const c = await createDocument(ctx, { kind: RECIPE, ...change });
  return recipeResult(c.document, c.version, c.state, true);
}
