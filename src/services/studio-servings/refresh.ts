import { refreshServings } from '../../domain/recipes/servings.ts';
import type { RecipeState } from '../../domain/recipes/state.ts';
import type { StoreRepos } from '../../store/store.ts';
import type { ServiceContext } from '../context.ts';

/**
 * Brings every live serving up to date with the recipe's nutrition, inside the commit that changed
 * it: each is resolved against the new recipe weight (servings per container, dual-column status),
 * and its facts are recomputed when it has facts or asked for them (compute_nf). Servings without
 * either stay without facts. Pure: the commit's store and context are not needed.
 */
export async function refreshServingFacts(
  state: RecipeState,
  env: { ctx: ServiceContext; tx: StoreRepos; now: string },
): Promise<RecipeState> {
  return refreshServings(state, env.now);
}
