import { UnprocessableError } from '../../domain/errors.ts';
import type { Food } from '../../domain/foods/food.ts';
import type { IngredientFoods } from '../../domain/recipes/nutrition.ts';
import type { RecipeIngredient } from '../../domain/recipes/state.ts';
import type { StoreRepos } from '../../store/store.ts';
import type { ServiceContext } from '../context.ts';

/**
 * The food behind each ingredient line. Catalogue foods come from the shared catalogue; an
 * organization's custom ingredients come at the version the line is pinned to, through
 * `ctx.customIngredientFood`, so later edits of the ingredient never change this recipe.
 */
export async function loadIngredientFoods(
  ctx: ServiceContext,
  tx: StoreRepos,
  ingredients: readonly RecipeIngredient[],
): Promise<IngredientFoods> {
  const catalogueIds = ingredients
    .filter((i) => i.pinned_version_id === null && i.selected_ingredient_id !== null)
    .map((i) => i.selected_ingredient_id as string);
  const catalogue = await ctx.foods.getMany(catalogueIds, tx);
  const out = new Map<string, Food>();
  for (const ing of ingredients) {
    const id = ing.selected_ingredient_id;
    let food: Food | undefined;
    if (id !== null && ing.pinned_version_id !== null) {
      food = await ctx.customIngredientFood?.(ctx, tx, id, ing.pinned_version_id);
    } else if (id !== null) {
      food = catalogue.get(id);
    }
    if (food === undefined) {
      throw new UnprocessableError(
        'ingredient_food_unavailable',
        `The food of ingredient "${ing.original_text}" (${id ?? 'none selected'}) is not available, so nutrition cannot be computed.`,
        { invalid_ids: id === null ? [] : [id] },
      );
    }
    out.set(ing.id, food);
  }
  return out;
}
