export { customIngredientFood } from './food.ts';
export {
  CUSTOM_INGREDIENT,
  type CustomIngredientResult,
  type CustomIngredientView,
  isCustomIngredientId,
} from './kind.ts';
export { INDEX_TTL_MS, invalidateOrganizationIndex, organizationIndex } from './org-index.ts';
export { pinCustomIngredientLines, type Selection, selectCustomIngredients } from './pin.ts';
export {
  type CustomIngredientListItem,
  getCustomIngredient,
  getCustomIngredientAuditTrail,
  listCustomIngredients,
  listCustomIngredientVersions,
} from './read.ts';
export { type Repinned, type RepinResult, repinRecipeIngredients } from './repin.ts';
export {
  activateCustomIngredient,
  archiveCustomIngredient,
  createCustomIngredient,
  deleteCustomIngredient,
  restoreCustomIngredient,
  unarchiveCustomIngredient,
  updateCustomIngredientContent,
} from './write.ts';
