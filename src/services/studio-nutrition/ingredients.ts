import { dec, decString } from '../../domain/decimal.ts';
import { type FieldIssue, ValidationError } from '../../domain/errors.ts';
import type { Food } from '../../domain/foods/food.ts';
import { replaceIngredients, withNutrition } from '../../domain/recipes/ingredients.ts';
import { withRefreshedFacts } from '../../domain/recipes/servings.ts';
import type { RecipeIngredient, RecipeState } from '../../domain/recipes/state.ts';
import type { Call } from '../context.ts';
import {
  pinCustomIngredientLines,
  selectCustomIngredients,
  selectionIssue,
} from '../custom-ingredients/pin.ts';
import { RECIPE } from '../studio-recipes/kind.ts';
import { commitVersion, headerOf, readVersion } from '../versioning/commit.ts';
import { withComputedNutrition } from './compute.ts';

export interface DirectIngredient {
  ingredient_id: string;
  /** Grams, non-negative decimal string ("59.5"). */
  quantity_grams: string;
  original_text?: string | undefined;
}

export interface SetIngredientsInput {
  recipeId: string;
  ifMatch: string | undefined;
  ingredients: DirectIngredient[];
}

export interface IngredientsResult {
  recipeId: string;
  ingredients: RecipeIngredient[];
  state: RecipeState;
  versionId: string;
}

const GRAMS = /^(?:\d+(?:\.\d+)?|\.\d+)$/;

/** Resolves and checks the posted lines; unknown foods are one 422 listing them in `invalid_ids`. */
async function directLines(
  call: Call<SetIngredientsInput>,
): Promise<{ lines: Omit<RecipeIngredient, 'id'>[]; foods: Map<string, Food> }> {
  const { ctx, input } = call;
  const foods = await ctx.foods.getMany(input.ingredients.map((i) => i.ingredient_id));
  // Custom ingredients (ci_…): only the organization's active ones; the line is pinned to their head.
  const custom = await selectCustomIngredients(
    ctx,
    ctx.store,
    input.ingredients.map((i) => i.ingredient_id),
  );
  const issues: FieldIssue[] = [];
  const invalid: string[] = [];
  const lines = input.ingredients.map((item, index) => {
    if (!GRAMS.test(item.quantity_grams.trim())) {
      issues.push({
        loc: ['body', 'ingredients', index, 'quantity_grams'],
        msg: 'Must be a non-negative decimal string of grams, e.g. "59.5"',
        type: 'decimal_parsing',
        input: item.quantity_grams,
      });
    }
    const selection = custom.get(item.ingredient_id);
    const food = foods.get(item.ingredient_id) ?? (selection?.ok === true ? selection.food : undefined);
    if (food === undefined) {
      invalid.push(item.ingredient_id);
      const loc = ['body', 'ingredients', index, 'ingredient_id'];
      issues.push(
        selection !== undefined && !selection.ok
          ? selectionIssue(item.ingredient_id, selection, loc)
          : {
              loc,
              msg: `Unknown ingredient "${item.ingredient_id}"`,
              type: 'unknown_ingredient',
              input: item.ingredient_id,
            },
      );
    }
    const grams = GRAMS.test(item.quantity_grams.trim()) ? decString(dec(item.quantity_grams.trim())) : '0';
    const name = food?.name ?? item.ingredient_id;
    const text = item.original_text?.trim() || `${grams} g ${name}`;
    return {
      original_text: text,
      parsed_quantity: grams,
      parsed_unit: 'gram',
      parsed_ingredient_name: name,
      selected_ingredient_id: item.ingredient_id,
      selected_ingredient_name: name,
      metric_quantity_g: grams,
      pinned_version_id: selection?.ok === true ? selection.versionId : null,
      conversion: {
        conversion_source: 'identity',
        reasoning: 'Given in grams.',
        steps: [
          {
            from_quantity: grams,
            from_unit: 'g',
            to_quantity: grams,
            to_unit: 'g',
            source: 'identity',
            reasoning: 'The quantity was given in grams.',
          },
        ],
      },
    };
  });
  if (issues.length > 0) {
    throw new ValidationError(
      invalid.length > 0
        ? `Unknown ingredient id(s): ${invalid.join(', ')}.`
        : 'Invalid ingredient quantities.',
      issues,
      invalid.length > 0 ? { invalid_ids: invalid } : {},
    );
  }
  return { lines, foods };
}

/**
 * setRecipeIngredients: replaces the recipe's ingredients with pre-resolved lines (food id and
 * grams), and recomputes recipe nutrition and any existing serving facts in the same version.
 */
export async function setRecipeIngredients(call: Call<SetIngredientsInput>): Promise<IngredientsResult> {
  const { ctx, input } = call;
  const { lines } = await directLines(call);
  const ingredients: RecipeIngredient[] = lines.map((l) => ({ id: `ing_${ctx.ids.ulid()}`, ...l }));
  const c = await commitVersion(ctx, {
    kind: RECIPE,
    documentId: input.recipeId,
    ifMatch: input.ifMatch,
    mutate: async (state, env) => {
      const pinned = await pinCustomIngredientLines(ctx, env.tx, ingredients);
      const change = replaceIngredients(state, pinned, input.recipeId, { summary: 'Set ingredients' });
      if (ingredients.length === 0) {
        return withNutrition(change, null);
      }
      const computed = await withComputedNutrition(ctx, env.tx, change.state, env.now);
      return withRefreshedFacts({ ...withNutrition(change, computed.nutrition), state: computed }, state);
    },
  });
  return {
    recipeId: input.recipeId,
    ingredients: c.state.ingredients,
    state: c.state,
    versionId: c.version.version_id,
  };
}

/** The recipe's ingredients at HEAD or at a version. */
export async function getRecipeIngredients({
  ctx,
  input,
}: Call<{ recipeId: string; versionId?: string | undefined }>): Promise<IngredientsResult> {
  const head = await readVersion(ctx, {
    kind: RECIPE,
    documentId: input.recipeId,
    ...(input.versionId === undefined ? {} : { versionId: input.versionId }),
  });
  return {
    recipeId: input.recipeId,
    ingredients: head.state.ingredients,
    state: head.state,
    versionId: headerOf(head.version).version_id,
  };
}
