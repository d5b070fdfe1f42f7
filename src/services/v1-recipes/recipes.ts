import { dec, decString } from '../../domain/decimal.ts';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import type { V1IngredientInput, V1ListQuery, V1Recipe, V1RecipeListItem } from '../../domain/v1/recipe.ts';
import type { Call } from '../context.ts';
import { consumeQuota } from '../entitlements/index.ts';
import { resolveV1Ingredients } from './compute.ts';

export interface V1RecipeInput {
  name: string;
  description?: string | undefined;
  servings: number;
  prepTime?: number | undefined;
  cookTime?: number | undefined;
  ingredients?: V1IngredientInput[] | undefined;
  instructions?: string[] | undefined;
  tags?: string[] | undefined;
  /** Accept the overage charge quoted by a previous 402 (resend with the same X-Request-ID). */
  meteredUsageConfirmed?: boolean | undefined;
}

export type V1RecipePatch = Partial<Omit<V1RecipeInput, 'meteredUsageConfirmed'>>;

function notFound(id: string): NotFoundError {
  return new NotFoundError('recipe_not_found', `Recipe ${id} does not exist.`);
}

/** prepTime + cookTime, in minutes, without binary-float noise (0.1 + 0.2 = 0.3). */
function totalTime(prep: number, cook: number): number {
  return Number(decString(dec(prep).plus(cook)));
}

function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    if (tag !== '' && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      out.push(tag);
    }
  }
  return out;
}

export async function createV1Recipe({ ctx, input }: Call<V1RecipeInput>): Promise<V1Recipe> {
  const resolved = await resolveV1Ingredients(ctx.foods, ctx.ids, input.ingredients ?? [], input.servings);
  const now = ctx.clock.now().toISOString();
  const prepTime = input.prepTime ?? 0;
  const cookTime = input.cookTime ?? 0;
  const recipe: V1Recipe = {
    id: `rec_${ctx.ids.ulid()}`,
    accountId: ctx.orgId,
    name: input.name.trim(),
    description: input.description?.trim() ?? '',
    servings: input.servings,
    prepTime,
    cookTime,
    totalTime: totalTime(prepTime, cookTime),
    ingredients: resolved.ingredients,
    instructions: (input.instructions ?? []).map((s) => s.trim()),
    tags: cleanTags(input.tags ?? []),
    nutritionFacts: resolved.nutritionFacts,
    allergens: resolved.allergens,
    createdAt: now,
    updatedAt: now,
  };
  return ctx.store.transaction(async (tx) => {
    // Metered first, before any other write (see docs/decisions/0007-entitlements.md).
    const usage = await consumeQuota(tx, ctx, {
      key: 'recipes_per_month',
      units: 1,
      meteredUsageConfirmed: input.meteredUsageConfirmed === true,
      fingerprint: `v1.createRecipe:${recipe.name}`,
    });
    if (usage.replayed) {
      const original = await tx.v1Recipes.findByRequestId(ctx.orgId, ctx.requestId);
      if (original === undefined) {
        throw new ConflictError(
          'request_already_processed',
          `Request ${ctx.requestId} already created a recipe, which has since been deleted.`,
        );
      }
      return original;
    }
    await tx.v1Recipes.insert(recipe, ctx.requestId);
    return recipe;
  });
}

/**
 * The recipe when it can be answered at once (kept under the store's change mark); undefined when
 * it cannot, or when the recipe does not exist (the caller awaits `getV1Recipe`, which says so).
 */
export function getV1RecipeNow({ ctx, input }: Call<{ id: string }>): V1Recipe | undefined {
  return ctx.store.v1Recipes.getNow?.(ctx.orgId, input.id)?.recipe;
}

export async function getV1Recipe({ ctx, input }: Call<{ id: string }>): Promise<V1Recipe> {
  const recipe = await ctx.store.v1Recipes.get(ctx.orgId, input.id);
  if (recipe === undefined) {
    throw notFound(input.id);
  }
  return recipe;
}

export async function updateV1Recipe({
  ctx,
  input,
}: Call<{ id: string; patch: V1RecipePatch }>): Promise<V1Recipe> {
  const current = await getV1Recipe({ ctx, input: { id: input.id } });
  const p = input.patch;
  const servings = p.servings ?? current.servings;
  const ingredientInputs: V1IngredientInput[] =
    p.ingredients ??
    current.ingredients.map((i) => ({
      ingredientId: i.ingredientId,
      quantity: i.quantity,
      unit: i.unit,
      notes: i.notes,
    }));
  const resolved = await resolveV1Ingredients(ctx.foods, ctx.ids, ingredientInputs, servings);
  const prepTime = p.prepTime ?? current.prepTime;
  const cookTime = p.cookTime ?? current.cookTime;
  const updated: V1Recipe = {
    ...current,
    name: p.name?.trim() ?? current.name,
    description: p.description?.trim() ?? current.description,
    servings,
    prepTime,
    cookTime,
    totalTime: totalTime(prepTime, cookTime),
    // Unchanged ingredients keep their ids; a new list gets new ones.
    ingredients: p.ingredients === undefined ? current.ingredients : resolved.ingredients,
    instructions: p.instructions?.map((s) => s.trim()) ?? current.instructions,
    tags: p.tags === undefined ? current.tags : cleanTags(p.tags),
    nutritionFacts: resolved.nutritionFacts,
    allergens: resolved.allergens,
    updatedAt: ctx.clock.now().toISOString(),
  };
  const done = await ctx.store.transaction((tx) => tx.v1Recipes.replace(updated));
  if (!done) {
    throw notFound(input.id);
  }
  return updated;
}

export async function deleteV1Recipe({
  ctx,
  input,
}: Call<{ id: string }>): Promise<{ id: string; deleted: true }> {
  const done = await ctx.store.transaction((tx) => tx.v1Recipes.delete(ctx.orgId, input.id));
  if (!done) {
    throw notFound(input.id);
  }
  return { id: input.id, deleted: true };
}

export interface V1ListResult {
  data: V1RecipeListItem[];
  pagination: { limit: number; offset: number; total: number; hasMore: boolean };
}

/** The result built for each page object the store returns (kept pages give the same object). */
const listResults = new WeakMap<object, V1ListResult>();

export async function listV1Recipes({ ctx, input }: Call<V1ListQuery>): Promise<V1ListResult> {
  const page = await ctx.store.v1Recipes.list(ctx.orgId, input);
  let result = listResults.get(page);
  if (result === undefined) {
    result = {
      data: page.items,
      pagination: {
        limit: input.limit,
        offset: input.offset,
        total: page.total,
        hasMore: input.offset + page.items.length < page.total,
      },
    };
    listResults.set(page, result);
  }
  return result;
}
