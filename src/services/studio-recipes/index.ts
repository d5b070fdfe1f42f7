export { createRecipe } from './create-recipe.ts';
export {
  getRecipeAuditTrail,
  getRecipeVersionChanges,
  listRecipeVersions,
  verifyRecipeChains,
} from './history.ts';
export {
  RECIPE,
  type RecipeDetail,
  type RecipeResult,
  type RecipeView,
  recipeResult,
  recipeView,
} from './kind.ts';
export { archiveRecipe, deleteRecipe, unarchiveRecipe } from './lifecycle.ts';
export { patchRecipe } from './patch-recipe.ts';
export { getRecipe, listRecipes, type RecipeListItem } from './read-recipes.ts';
export type { RecomputeNutrition } from './recompute.ts';
export { restoreRecipe } from './restore-recipe.ts';
