import { NotFoundError } from '../../domain/errors.ts';
import type { FoodSummary } from '../../domain/foods/catalogue.ts';
import type { Food } from '../../domain/foods/food.ts';
import { matchIngredient } from '../../domain/matching/match.ts';
import type { Call } from '../context.ts';

export interface FoodSearchInput {
  q?: string | undefined;
  limit: number;
  offset: number;
}

export interface FoodSearchResult {
  items: FoodSummary[];
  total: number;
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9%]+/)
    .filter((w) => w !== '');
}

/** Foods the matcher ranks for a query: as many as it gives (its limit). */
const MATCHED = 50;

/** Summaries by id, built once per catalogue list (the list is replaced when the catalogue reloads). */
const byIdCache = new WeakMap<readonly FoodSummary[], Map<string, FoodSummary>>();

function summariesById(all: readonly FoodSummary[]): Map<string, FoodSummary> {
  let map = byIdCache.get(all);
  if (map === undefined) {
    map = new Map(all.map((f) => [f.id, f]));
    byIdCache.set(all, map);
  }
  return map;
}

/** Foods whose name has a word starting with each word of the query, best first. */
function prefixHits(all: readonly FoodSummary[], q: readonly string[]): FoodSummary[] {
  const hits: { food: FoodSummary; rank: number }[] = [];
  for (const food of all) {
    const name = words(food.name);
    if (q.every((w) => name.some((n) => n.startsWith(w)))) {
      hits.push({ food, rank: (name[0]?.startsWith(q[0] as string) ? 0 : 1000) + food.name.length });
    }
  }
  hits.sort(
    (a, b) => a.rank - b.rank || a.food.name.localeCompare(b.food.name) || a.food.id.localeCompare(b.food.id),
  );
  return hits.map((h) => h.food);
}

/**
 * Catalogue search. With a query: first the foods the ingredient matcher ranks for it, in its
 * order — the same matcher, over the same index, that resolves recipe lines (synonyms such as
 * "bok choy" and "beetroots", state words, generic before branded) — then every other food whose
 * name has a word starting with each word of the query (names that start with the query's first
 * word, then shorter names, then by name). So search finds every food the resolution offers, and
 * whatever a plain word search found before. Without a query, every food by name.
 */
export async function searchFoods({ ctx, input }: Call<FoodSearchInput>): Promise<FoodSearchResult> {
  const all = await ctx.foods.summaries();
  const q = words(input.q ?? '');
  let ranked: FoodSummary[];
  if (q.length === 0) {
    ranked = [...all].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  } else {
    const index = await ctx.foods.matchIndex();
    const byId = summariesById(all);
    const matched = matchIngredient([index], (input.q ?? '').trim(), { limit: MATCHED })
      .candidates.map((c) => byId.get(c.ingredient_id))
      .filter((f) => f !== undefined);
    const seen = new Set(matched.map((f) => f.id));
    ranked = [...matched, ...prefixHits(all, q).filter((f) => !seen.has(f.id))];
  }
  return {
    items: ranked.slice(input.offset, input.offset + input.limit),
    total: ranked.length,
  };
}

export async function getFood({ ctx, input }: Call<{ id: string }>): Promise<Food> {
  const food = await ctx.foods.get(input.id);
  if (food === undefined) {
    throw new NotFoundError('ingredient_not_found', `Ingredient ${input.id} does not exist.`);
  }
  return food;
}
