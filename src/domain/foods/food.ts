import type { NutrientValues } from '../nutrition/nutrients.ts';

/** The nine major food allergens (FALCPA + FASTER Act). */
export const MAJOR_ALLERGENS = [
  'milk',
  'eggs',
  'fish',
  'crustacean shellfish',
  'tree nuts',
  'peanuts',
  'wheat',
  'soybeans',
  'sesame',
] as const;
export type Allergen = (typeof MAJOR_ALLERGENS)[number];

/** What of a food as bought is not eaten, and how much. */
export interface FoodRefuse {
  /** Percent of the weight as bought, decimal string ("30"). */
  percent: string;
  /** What it is, as the source writes it ("Bone", "8% core, 16% crown, 26% parings"); null when unsaid. */
  description: string | null;
}

/** A household portion as the source gives it: "1 cup, chopped" = 128 g. */
export interface FoodPortion {
  /** Amount of the measure, decimal string ("1", "0.5"). */
  amount: string;
  /** Measure as the source writes it ("cup", "tbsp", "large", "pat (1\" sq, 1/3\" high)"). */
  unit: string;
  /** Extra description ("chopped", "packed"), or null. */
  modifier: string | null;
  /** Gram weight of `amount` × `unit`, decimal string. */
  grams: string;
}

export type FoodSource = 'usda_sr28' | 'usda_fdc' | 'custom';

/**
 * Calorie conversion factors (kcal per g); SR28 gives these per food (Atwater specific factors).
 * An empty string means the source gives none for that macronutrient: the general factor applies.
 */
export interface CalorieFactors {
  protein: string;
  fat: string;
  carbohydrate: string;
}

export interface Food {
  /** Stable id derived from the source: `f_sr28_01001`, `f_fdc_2345678`. */
  id: string;
  source: FoodSource;
  /** The source's own key: SR28 NDB number ("01001"), FDC id. */
  source_id: string;
  name: string;
  /** Food group / category name ("Dairy and Egg Products"). */
  category: string;
  /**
   * Other names the food goes by, as the source gives them: SR28 FOOD_DES ComName split at commas
   * ("Spices, coriander leaf, dried" → ["Chinese parsley", "cilantro"]); [] when the source gives
   * none (most SR28 foods, FoodData Central, custom ingredients).
   */
  common_names: readonly string[];
  /** Per 100 g; a nutrient absent here is missing in the source, never zero. */
  nutrients: NutrientValues;
  portions: readonly FoodPortion[];
  /**
   * The share of the food as bought that is not eaten (SR28 FOOD_DES Refuse and Ref_desc: "Bone
   * 30 %" of spareribs, "core, crown, parings" 49 % of a pineapple); the nutrients and the portions
   * are of the rest. Null when the source gives none.
   */
  refuse: FoodRefuse | null;
  /** g per ml when known (from a volume portion or the source), decimal string. */
  density_g_per_ml: string | null;
  calorie_factors: CalorieFactors | null;
  /** Its sugars count as added sugars when used as an ingredient (table sugar, honey, syrups…). */
  added_sugar: boolean;
  allergens: readonly Allergen[];
}

/** Stable id of an SR28 food from its NDB number. */
export function sr28FoodId(ndbNo: string): string {
  return `f_sr28_${ndbNo}`;
}

/** The SR28 NDB number an SR28 food id carries (`sr28FoodId`'s inverse); null for any other id. */
export function sr28NdbOf(foodId: string | null | undefined): string | null {
  return /^f_sr28_(\d{5})$/.exec(foodId ?? '')?.[1] ?? null;
}

/** Stable id of a FoodData Central food from its fdc_id. */
export function fdcFoodId(fdcId: string): string {
  return `f_fdc_${fdcId}`;
}
