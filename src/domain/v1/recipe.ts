/**
 * The simple /v1 recipe. Amounts are per serving and FDA-rounded (see `nutritionFacts`);
 * times are minutes.
 */
export interface V1IngredientInput {
  ingredientId: string;
  quantity: number;
  unit: string;
  notes?: string | undefined;
}

export interface V1Ingredient {
  id: string;
  ingredientId: string;
  quantity: number;
  unit: string;
  notes: string;
  ingredient: { id: string; name: string; category: string };
  /** Weight the quantity converts to, full precision decimal string. */
  grams: string;
}

export interface V1NutritionFacts {
  servingSize: string;
  servingsPerRecipe: number;
  calories: number;
  totalFat: number;
  saturatedFat: number;
  cholesterol: number;
  sodium: number;
  totalCarbohydrates: number;
  dietaryFiber: number;
  sugars: number;
  protein: number;
}

export interface V1Recipe {
  id: string;
  accountId: string;
  name: string;
  description: string;
  servings: number;
  prepTime: number;
  cookTime: number;
  totalTime: number;
  ingredients: V1Ingredient[];
  instructions: string[];
  tags: string[];
  nutritionFacts: V1NutritionFacts;
  allergens: string[];
  createdAt: string;
  updatedAt: string;
}

export interface V1RecipeListItem {
  id: string;
  name: string;
  description: string;
  servings: number;
  totalTime: number;
  tags: string[];
  createdAt: string;
}

export type V1SortBy = 'name' | 'createdAt' | 'updatedAt';
export type V1Order = 'asc' | 'desc';

export interface V1ListQuery {
  limit: number;
  offset: number;
  search?: string | undefined;
  /** Lower-cased tags; a recipe must carry every one. */
  tags: string[];
  sortBy: V1SortBy;
  order: V1Order;
}

/** Limits of the /v1 area (documented in OpenAPI). */
export const V1_LIMITS = {
  nameLength: 200,
  descriptionLength: 5000,
  ingredients: 100,
  instructions: 100,
  instructionLength: 2000,
  tags: 20,
  tagLength: 50,
  notesLength: 500,
  unitLength: 40,
  searchLength: 200,
  maxServings: 10_000,
  maxMinutes: 100_000,
  maxQuantity: 1_000_000,
} as const;
