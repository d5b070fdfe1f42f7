import type { Food } from '../domain/foods/food.ts';

/**
 * A food data file that cannot be read as its format says: a missing file, a record with the
 * wrong number of fields, a value that is not a number, a reference to an unknown food. `line`
 * is the 1-based physical line of the record (null when the whole file is at fault).
 *
 * Not a DomainError: it is raised while importing data on the server (CLI, start-up), and its
 * message names server files and folders, which must never reach an API client.
 */
export class FoodDataError extends Error {
  override readonly name = 'FoodDataError';
  readonly code = 'food_data_invalid';
  readonly file: string;
  readonly line: number | null;
  constructor(file: string, line: number | null, problem: string) {
    super(line === null ? `${file}: ${problem}` : `${file} line ${line}: ${problem}`);
    this.file = file;
    this.line = line;
  }
}

export interface FoodReadProgress {
  /** The file or step being read, e.g. "NUT_DATA.txt.gz". */
  phase: string;
  /** Records read so far in this phase. */
  done: number;
  /** Records in this phase, when known before the phase ends. */
  total?: number;
}

export interface FoodReadOptions {
  onProgress?(progress: FoodReadProgress): void;
}

export interface FoodReadCounts {
  foods: number;
  /** Nutrient values kept (registry nutrients only, derived vitamin D mcg included). */
  nutrientValues: number;
  portions: number;
}

export interface FoodReadResult {
  foods: Food[];
  counts: FoodReadCounts;
  /** Paths of the files the reader read, in reading order. */
  files?: string[];
}

/** Counts what a reader produced. */
export function countFoods(foods: readonly Food[]): FoodReadCounts {
  let nutrientValues = 0;
  let portions = 0;
  for (const food of foods) {
    nutrientValues += Object.keys(food.nutrients).length;
    portions += food.portions.length;
  }
  return { foods: foods.length, nutrientValues, portions };
}
