import { customMatchable } from '../../domain/custom-ingredients/food.ts';
import { customIngredientStateFrom } from '../../domain/custom-ingredients/state.ts';
import { buildFoodIndex, type FoodIndex, type MatchableFood } from '../../domain/matching/food-index.ts';
import type { Store, StoreRepos } from '../../store/store.ts';
import type { ServiceContext } from '../context.ts';

/**
 * The matcher index of an organization's ACTIVE custom ingredients, searched together with the
 * catalogue's: `matchIngredient([await ctx.foods.matchIndex(), await organizationIndex(ctx, tx)], text)`.
 * Drafts, archived and deleted ingredients, and other organizations' ones, are never in it.
 *
 * Cached per store and organization in this process. Every custom-ingredient commit made by this
 * process drops the organization's entry at once (a build that started before the commit is not
 * kept). Commits made by other processes sharing the database are not seen by this process's
 * cache, so an entry is also rebuilt once it is INDEX_TTL_MS old: another process's change reaches
 * the matcher here within that time. Selection (setRecipeIngredients, repin) never uses the
 * index: it reads the ingredient's head, so it is always exact.
 */
export const INDEX_TTL_MS = 5_000;
const MAX_ORGS = 1_000;
const PAGE = 500;

interface Entry {
  index: FoodIndex;
  builtAt: number;
}

interface OrgCache {
  entries: Map<string, Entry>;
  /** Bumped on every invalidation, so a build racing a commit does not store a stale index. */
  generations: Map<string, number>;
}

const caches = new WeakMap<object, OrgCache>();

function cacheOf(store: Store): OrgCache {
  let cache = caches.get(store);
  if (cache === undefined) {
    cache = { entries: new Map(), generations: new Map() };
    caches.set(store, cache);
  }
  return cache;
}

/** Forgets the organization's index in this process (called after each custom-ingredient commit). */
export function invalidateOrganizationIndex(store: Store, orgId: string): void {
  const cache = cacheOf(store);
  cache.entries.delete(orgId);
  cache.generations.set(orgId, (cache.generations.get(orgId) ?? 0) + 1);
}

/** The organization's active custom ingredients as the matcher sees them, newest first. */
export async function activeMatchables(
  ctx: ServiceContext,
  via: Pick<StoreRepos, 'documents'>,
): Promise<MatchableFood[]> {
  const out: MatchableFood[] = [];
  let after: { created_at: string; id: string } | undefined;
  for (;;) {
    const rows = await via.documents.listLive(ctx.orgId, 'custom_ingredient', {
      status: 'active',
      limit: PAGE,
      ...(after === undefined ? {} : { after }),
    });
    for (const { document, head } of rows) {
      out.push(customMatchable(document.id, customIngredientStateFrom(JSON.parse(head.content))));
    }
    const last = rows.at(-1);
    if (rows.length < PAGE || last === undefined) {
      return out;
    }
    after = { created_at: last.document.created_at, id: last.document.id };
  }
}

/**
 * The caller organization's index of active custom ingredients. Inside a store transaction pass
 * `tx` (on SQLite the transaction holds the only connection).
 */
export async function organizationIndex(ctx: ServiceContext, tx?: StoreRepos): Promise<FoodIndex> {
  const cache = cacheOf(ctx.store);
  const now = Date.now();
  const hit = cache.entries.get(ctx.orgId);
  if (hit !== undefined && now - hit.builtAt < INDEX_TTL_MS) {
    return hit.index;
  }
  const generation = cache.generations.get(ctx.orgId) ?? 0;
  const index = buildFoodIndex(await activeMatchables(ctx, tx ?? ctx.store));
  if ((cache.generations.get(ctx.orgId) ?? 0) === generation) {
    if (cache.entries.size >= MAX_ORGS) {
      const oldest = cache.entries.keys().next().value;
      if (oldest !== undefined) {
        cache.entries.delete(oldest);
      }
    }
    cache.entries.delete(ctx.orgId);
    cache.entries.set(ctx.orgId, { index, builtAt: now });
  }
  return index;
}
