import type { FieldIssue } from '../../domain/errors.ts';
import { ValidationError } from '../../domain/errors.ts';
import type { Food } from '../../domain/foods/food.ts';
import { sumIngredients } from '../../domain/nutrition/compute.ts';
import { convertToGrams } from '../../domain/units/convert.ts';
import { recipeAllergens, v1NutritionFacts } from '../../domain/v1/nutrition.ts';
import type { V1Ingredient, V1IngredientInput, V1NutritionFacts } from '../../domain/v1/recipe.ts';
import type { IdGenerator } from '../context.ts';
import type { FoodCatalogue } from '../foods/catalogue.ts';

export interface ResolvedIngredients {
  ingredients: V1Ingredient[];
  nutritionFacts: V1NutritionFacts;
  allergens: string[];
}

/**
 * Looks up every ingredient's food, converts its quantity to grams and computes the recipe's
 * per-serving facts and allergens. Unknown foods and quantities that cannot be converted are
 * reported together, each naming the ingredient, never replaced by a guess.
 */
export async function resolveV1Ingredients(
  foods: FoodCatalogue,
  ids: IdGenerator,
  inputs: readonly V1IngredientInput[],
  servings: number,
): Promise<ResolvedIngredients> {
  const byId = await foods.getMany(inputs.map((i) => i.ingredientId));
  const issues: FieldIssue[] = [];
  const items: { food: Food; grams: string }[] = [];
  const ingredients: V1Ingredient[] = [];
  inputs.forEach((input, index) => {
    const food = byId.get(input.ingredientId);
    if (food === undefined) {
      issues.push({
        loc: ['body', 'ingredients', index, 'ingredientId'],
        msg: `Unknown ingredient "${input.ingredientId}"; see GET /v1/ingredients.`,
        type: 'unknown_ingredient',
        input: input.ingredientId,
      });
      return;
    }
    const converted = convertToGrams({ quantity: input.quantity, unit: input.unit }, food);
    if (!converted.ok) {
      issues.push({
        loc: ['body', 'ingredients', index, 'unit'],
        msg: `Cannot convert ${input.quantity} "${input.unit}" of ${food.name} (${food.id}) to grams: ${converted.reason}`,
        type: 'unconvertible_unit',
        input: input.unit,
      });
      return;
    }
    items.push({ food, grams: converted.grams });
    ingredients.push({
      id: `ing_${ids.ulid()}`,
      ingredientId: food.id,
      quantity: input.quantity,
      unit: input.unit,
      notes: input.notes ?? '',
      ingredient: { id: food.id, name: food.name, category: food.category },
      grams: converted.grams,
    });
  });
  if (issues.length > 0) {
    const first = issues[0] as FieldIssue;
    throw new ValidationError(
      issues.length === 1 ? first.msg : `${issues.length} ingredients could not be used: ${first.msg}`,
      issues,
    );
  }
  const nutrition = sumIngredients(items);
  return {
    ingredients,
    nutritionFacts: v1NutritionFacts(nutrition.totals, nutrition.total_grams, servings),
    allergens: recipeAllergens(items.map((i) => i.food.allergens)),
  };
}
