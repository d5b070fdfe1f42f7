/**
 * The audit event taxonomy of Studio recipes (docs/decisions/0011-audit-trail.md). The first six
 * are emitted today; the rest are reserved for the operations that will emit them.
 */
export const RECIPE_EVENT_TYPES = [
  'recipe.created',
  'recipe.metadata_updated',
  'recipe.archived',
  'recipe.unarchived',
  'recipe.restored',
  'recipe.deleted',
  'recipe.ingredients_updated',
  'recipe.nutrition_computed',
  'recipe.serving_added',
  'recipe.serving_updated',
  'recipe.serving_deleted',
  'recipe.nutrition_facts_computed',
  'recipe.label_configuration_updated',
  'recipe.label_configuration_deleted',
  'recipe.yield_updated',
  'recipe.yield_cleared',
] as const;
export type RecipeEventType = (typeof RECIPE_EVENT_TYPES)[number];
