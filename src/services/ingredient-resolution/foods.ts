import type { FoodIndex } from '../../domain/matching/food-index.ts';
import type { ResolvedFood } from '../../domain/resolution/rows.ts';
import type { StoreRepos } from '../../store/store.ts';
import type { ServiceContext } from '../context.ts';

/**
 * Where a resolution session looks for foods: the matcher's indexes, and the foods behind their
 * ids. Today the shared catalogue only; an organization's custom ingredients join here (their
 * index after the catalogue's, and their foods with the version a line pins).
 *
 * Both read through `repos` and are called before the session's transaction (the catalogue's
 * index reads the store on its own, which must not happen inside a SQLite transaction).
 */
export async function resolutionIndexes(ctx: ServiceContext, _repos: StoreRepos): Promise<FoodIndex[]> {
  return [await ctx.foods.matchIndex()];
}

/** The foods among `ids` that a row may use; catalogue foods are never pinned. */
export async function resolutionFoods(
  ctx: ServiceContext,
  repos: StoreRepos,
  ids: Iterable<string>,
): Promise<Map<string, ResolvedFood>> {
  const catalogue = await ctx.foods.getMany([...new Set(ids)], repos);
  const out = new Map<string, ResolvedFood>();
  for (const [id, food] of catalogue) {
    out.set(id, { food, pinned_version_id: null });
  }
  return out;
}
