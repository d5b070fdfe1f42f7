import { customIngredientAsFood } from '../../domain/custom-ingredients/food.ts';
import type { Food } from '../../domain/foods/food.ts';
import type { StoreRepos } from '../../store/store.ts';
import type { ServiceContext } from '../context.ts';
import { CUSTOM_INGREDIENT, isCustomIngredientId } from './kind.ts';

/**
 * `Deps.customIngredientFood`: the food of a custom ingredient at a pinned version, read through
 * `tx` (the recipe commit's transaction). Versions are immutable and stay after the ingredient is
 * edited, restored, archived or deleted, so a pin always yields the same food. Undefined for an
 * id or version the caller's organization does not have.
 */
export async function customIngredientFood(
  ctx: ServiceContext,
  tx: StoreRepos,
  id: string,
  versionId: string,
): Promise<Food | undefined> {
  if (!isCustomIngredientId(id)) {
    return undefined;
  }
  const version = await tx.documents.getVersion(ctx.orgId, id, versionId);
  if (version === undefined) {
    return undefined;
  }
  const state = CUSTOM_INGREDIENT.fromContent(JSON.parse(version.content));
  return customIngredientAsFood(id, version.version_id, state) ?? undefined;
}
