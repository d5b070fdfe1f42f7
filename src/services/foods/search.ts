import { NotFoundError } from '../../domain/errors.ts';
import type { FoodSummary } from '../../domain/foods/catalogue.ts';
import type { Food } from '../../domain/foods/food.ts';
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

/**
 * Foods whose name contains every word of the query (prefix match per word), best first: names
 * that start with the query's first word, then shorter names, then by name. Without a query,
 * every food by name.
 */
export async function searchFoods({ ctx, input }: Call<FoodSearchInput>): Promise<FoodSearchResult> {
  const all = await ctx.foods.summaries();
  const q = words(input.q ?? '');
  let hits: { food: FoodSummary; rank: number }[];
  if (q.length === 0) {
    hits = all.map((food) => ({ food, rank: 0 }));
  } else {
    hits = [];
    for (const food of all) {
      const name = words(food.name);
      if (q.every((w) => name.some((n) => n.startsWith(w)))) {
        hits.push({ food, rank: (name[0]?.startsWith(q[0] as string) ? 0 : 1000) + food.name.length });
      }
    }
  }
  hits.sort(
    (a, b) => a.rank - b.rank || a.food.name.localeCompare(b.food.name) || a.food.id.localeCompare(b.food.id),
  );
  return {
    items: hits.slice(input.offset, input.offset + input.limit).map((h) => h.food),
    total: hits.length,
  };
}

export async function getFood({ ctx, input }: Call<{ id: string }>): Promise<Food> {
  const food = await ctx.foods.get(input.id);
  if (food === undefined) {
    throw new NotFoundError('ingredient_not_found', `Ingredient ${input.id} does not exist.`);
  }
  return food;
}
