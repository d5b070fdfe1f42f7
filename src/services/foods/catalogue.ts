import type { FoodSummary } from '../../domain/foods/catalogue.ts';
import type { Food } from '../../domain/foods/food.ts';
import { buildFoodIndex, type FoodIndex, toMatchableFood } from '../../domain/matching/food-index.ts';
import { buildSiblingIndex, type SiblingIndex } from '../../domain/units/siblings.ts';
import type { Store, StoreRepos } from '../../store/store.ts';

/**
 * The food catalogue as the services see it: food details by id (cached), and the list of every
 * food's summary for search and matching (kept in memory, reloaded when an import has happened
 * since — checked at most every `recheckMs`).
 */
export interface FoodCatalogue {
  /**
   * Cache misses are read through `via` when given: inside a store transaction pass the
   * transaction's repos (on SQLite the transaction holds the only connection).
   */
  get(id: string, via?: Pick<StoreRepos, 'foods'>): Promise<Food | undefined>;
  /** The foods that exist among `ids`, by id. */
  getMany(ids: readonly string[], via?: Pick<StoreRepos, 'foods'>): Promise<Map<string, Food>>;
  summaries(): Promise<readonly FoodSummary[]>;
  /** The matcher's index over the whole catalogue, built on first use and after each reload. */
  matchIndex(): Promise<FoodIndex>;
  /** The catalogue's foods by the head of their name, for sibling foods (`siblings.ts`); built like `matchIndex`. */
  siblingIndex(): Promise<SiblingIndex>;
  /** Forgets cached data (after an import in this process). */
  invalidate(): void;
}

export interface CatalogueOptions {
  now?: () => number;
  recheckMs?: number;
  cacheSize?: number;
}

export function createFoodCatalogue(
  store: Pick<Store, 'foods'>,
  options: CatalogueOptions = {},
): FoodCatalogue {
  const now = options.now ?? Date.now;
  const recheckMs = options.recheckMs ?? 10_000;
  const cacheSize = options.cacheSize ?? 20_000;
  const foods = new Map<string, Food>();
  let summaries:
    | { list: readonly FoodSummary[]; importId: string | undefined; checkedAt: number }
    | undefined;
  let loading: Promise<readonly FoodSummary[]> | undefined;
  let index: { of: readonly FoodSummary[]; index: FoodIndex } | undefined;
  let siblings: { of: readonly FoodSummary[]; index: SiblingIndex } | undefined;

  function remember(food: Food): void {
    if (foods.size >= cacheSize) {
      const oldest = foods.keys().next().value;
      if (oldest !== undefined) {
        foods.delete(oldest);
      }
    }
    foods.set(food.id, food);
  }

  async function load(): Promise<readonly FoodSummary[]> {
    const importId = await store.foods.latestImportId();
    if (summaries !== undefined && summaries.importId === importId) {
      summaries.checkedAt = now();
      return summaries.list;
    }
    const list = await store.foods.summaries();
    if (summaries !== undefined) {
      foods.clear();
    }
    summaries = { list, importId, checkedAt: now() };
    return list;
  }

  async function currentSummaries(): Promise<readonly FoodSummary[]> {
    if (summaries !== undefined && now() - summaries.checkedAt < recheckMs) {
      return summaries.list;
    }
    loading ??= load().finally(() => {
      loading = undefined;
    });
    return loading;
  }

  return {
    async get(id, via) {
      const cached = foods.get(id);
      if (cached !== undefined) {
        return cached;
      }
      const food = await (via ?? store).foods.get(id);
      if (food !== undefined) {
        remember(food);
      }
      return food;
    },
    async getMany(ids, via) {
      const out = new Map<string, Food>();
      const missing: string[] = [];
      for (const id of new Set(ids)) {
        const cached = foods.get(id);
        if (cached === undefined) {
          missing.push(id);
        } else {
          out.set(id, cached);
        }
      }
      for (const food of await (via ?? store).foods.getMany(missing)) {
        remember(food);
        out.set(food.id, food);
      }
      return out;
    },
    summaries: currentSummaries,
    async matchIndex() {
      const list = await currentSummaries();
      if (index === undefined || index.of !== list) {
        index = { of: list, index: buildFoodIndex(list.map(toMatchableFood)) };
      }
      return index.index;
    },
    async siblingIndex() {
      const list = await currentSummaries();
      if (siblings === undefined || siblings.of !== list) {
        siblings = { of: list, index: buildSiblingIndex(list) };
      }
      return siblings.index;
    },
    invalidate() {
      foods.clear();
      summaries = undefined;
      index = undefined;
      siblings = undefined;
    },
  };
}
