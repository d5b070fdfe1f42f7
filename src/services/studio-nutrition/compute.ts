import { StepsRequiredError } from '../../domain/errors.ts';
import { buildRecipeNutrition } from '../../domain/recipes/nutrition.ts';
import type { RecipeState } from '../../domain/recipes/state.ts';
import { applyYield } from '../../domain/recipes/yield.ts';
import type { StoreRepos } from '../../store/store.ts';
import type { ServiceContext } from '../context.ts';
import type { RecomputeNutrition } from '../studio-recipes/recompute.ts';
import { refreshServingFacts } from '../studio-servings/refresh.ts';
import { loadIngredientFoods } from './foods.ts';

export const SET_INGREDIENTS_STEP = {
  reason: 'MISSING_DEPENDENCY',
  operationId: 'setRecipeIngredients',
  operation: 'POST /studio/recipes/{recipe_id}/ingredients',
  detail: 'The recipe has no ingredients; set them (or confirm an ingredient resolution session) first.',
} as const;

/**
 * The state with recipe nutrition computed from its current ingredients, adjusted to the stated
 * cooked yield if any (422 `yield_exceeds_water` when the yield removes more water than there is),
 * and dependent facts refreshed.
 */
export async function withComputedNutrition(
  ctx: ServiceContext,
  tx: StoreRepos,
  state: RecipeState,
  now: string,
): Promise<RecipeState> {
  if (state.ingredients.length === 0) {
    throw new StepsRequiredError('Recipe nutrition needs ingredients.', [{ ...SET_INGREDIENTS_STEP }]);
  }
  const foods = await loadIngredientFoods(ctx, tx, state.ingredients);
  const nutrition = applyYield(
    buildRecipeNutrition(state.ingredients, foods, now, state.ingredients_revision),
    state.cooking_yield,
  );
  return refreshServingFacts({ ...state, nutrition }, { ctx, tx, now });
}

/**
 * The engine behind automatic recomputation (country or demographic changed): nothing when the
 * recipe has no nutrition yet, else nutrition and facts recomputed for the new label basis.
 */
export const recomputeRecipeNutrition: RecomputeNutrition = async (state, env) => {
  if (state.nutrition === null || state.ingredients.length === 0) {
    return state;
  }
  return withComputedNutrition(env.ctx, env.tx, state, env.now);
};
