import type { FoodSource } from './food.ts';

/** What search and matching need of a food, kept in memory for the whole catalogue. */
export interface FoodSummary {
  id: string;
  name: string;
  category: string;
  source: FoodSource;
  source_id: string;
  /** Other names the food goes by (Food.common_names). */
  common_names: readonly string[];
}

/** A completed import of a USDA data folder. */
export interface FoodImportRecord {
  id: string;
  source: FoodSource;
  /** Identifies the data imported (file names, sizes and a hash of the food list). */
  fingerprint: string;
  foods: number;
  nutrient_values: number;
  portions: number;
  seconds: string;
  imported_at: string;
}
