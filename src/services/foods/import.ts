import { createHash } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { ValidationError } from '../../domain/errors.ts';
import type { FoodImportRecord } from '../../domain/foods/catalogue.ts';
import type { Food, FoodSource } from '../../domain/foods/food.ts';
import { readFdc, streamFdc } from '../../foods/fdc.ts';
import type { FoodReadCounts, FoodReadProgress } from '../../foods/food-data.ts';
import { readSr28 } from '../../foods/sr28.ts';
import { starterFoods } from '../../foods/starter/index.ts';
import type { Deps } from '../context.ts';

export interface ImportSummary {
  source: FoodSource;
  foods: number;
  nutrientValues: number;
  portions: number;
  seconds: string;
  /** True when the same data had been imported before and nothing was written. */
  skipped: boolean;
}

const SR28_MARKER = /^FOOD_DES\.txt$/i;
const FDC_MARKER = /^food\.csv$/i;

async function detect(dir: string): Promise<{ source: FoodSource; files: string[] }> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    throw new ValidationError(`Food data folder ${dir} cannot be read.`, [
      { loc: ['dir'], msg: 'not a readable folder', type: 'value_error', input: dir },
    ]);
  }
  if (names.some((n) => SR28_MARKER.test(n))) {
    return { source: 'usda_sr28', files: names };
  }
  if (names.some((n) => FDC_MARKER.test(n))) {
    return { source: 'usda_fdc', files: names };
  }
  throw new ValidationError(
    `${dir} holds neither USDA SR28 ASCII files (FOOD_DES.txt …) nor FoodData Central CSV files (food.csv …).`,
    [{ loc: ['dir'], msg: 'no USDA data found', type: 'value_error', input: dir }],
  );
}

/** Names, sizes and modification times of the data files: equal fingerprints mean the same data. */
async function fingerprint(dir: string, source: FoodSource, files: string[]): Promise<string> {
  const hash = createHash('sha256').update(source);
  for (const name of [...files].sort()) {
    const s = await stat(path.join(dir, name));
    if (s.isFile()) {
      hash.update(`\n${name}:${s.size}:${Math.floor(s.mtimeMs)}`);
    }
  }
  return hash.digest('hex');
}

function counts(foods: readonly Food[]) {
  let nutrientValues = 0;
  let portions = 0;
  for (const f of foods) {
    nutrientValues += Object.keys(f.nutrients).length;
    portions += f.portions.length;
  }
  return { nutrientValues, portions };
}

/**
 * A FoodData Central download whose food_nutrient.csv is larger than this is streamed into the
 * store as it is read (Branded Foods: about 2 GB); a smaller one is read into memory first, so the
 * write transaction is short.
 */
export const STREAM_FDC_ABOVE_BYTES = 64 * 1024 * 1024;

async function fileSize(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch {
    return 0;
  }
}

/**
 * Imports a USDA data folder (SR28 ASCII, gzip accepted, or FoodData Central CSV) into the
 * catalogue in one transaction: a malformed file stops the import with an error naming the file
 * and line, and the catalogue stays as it was. Importing the same data again is skipped. A large
 * FoodData Central download (see STREAM_FDC_ABOVE_BYTES) is read and written in the same
 * transaction as a stream, so memory stays bounded; on SQLite, other writers wait meanwhile.
 */
export async function importFoodData(
  deps: Deps,
  input: {
    dir: string;
    force?: boolean;
    onProgress?: (p: FoodReadProgress) => void;
    /** Stream a FoodData Central download whose food_nutrient.csv is larger (STREAM_FDC_ABOVE_BYTES). */
    streamAboveBytes?: number;
  },
): Promise<ImportSummary> {
  const started = performance.now();
  const { source, files } = await detect(input.dir);
  const print = await fingerprint(input.dir, source, files);
  const previous = await deps.store.foods.findImport(print);
  if (previous !== undefined && input.force !== true) {
    return {
      source,
      foods: previous.foods,
      nutrientValues: previous.nutrient_values,
      portions: previous.portions,
      seconds: previous.seconds,
      skipped: true,
    };
  }
  const opts = input.onProgress === undefined ? {} : { onProgress: input.onProgress };
  const streamAbove = input.streamAboveBytes ?? STREAM_FDC_ABOVE_BYTES;
  if (source === 'usda_fdc' && (await fileSize(path.join(input.dir, 'food_nutrient.csv'))) > streamAbove) {
    const at = deps.clock.now().toISOString();
    let read: FoodReadCounts = { foods: 0, nutrientValues: 0, portions: 0 };
    await deps.store.transaction(async (tx) => {
      read = await streamFdc(
        input.dir,
        {
          foods: (batch) => tx.foods.upsertMany(batch, at),
          nutrients: (batch) => tx.foods.mergeNutrients(batch),
          portions: (batch) => tx.foods.setPortions(batch),
          calorieFactors: (batch) => tx.foods.setCalorieFactors(batch),
        },
        opts,
      );
      await tx.foods.recordImport({
        id: `imp_${deps.ids.ulid()}`,
        source,
        fingerprint: print,
        foods: read.foods,
        nutrient_values: read.nutrientValues,
        portions: read.portions,
        seconds: ((performance.now() - started) / 1000).toFixed(2),
        imported_at: at,
      });
    });
    deps.foods.invalidate();
    return {
      source,
      foods: read.foods,
      nutrientValues: read.nutrientValues,
      portions: read.portions,
      seconds: ((performance.now() - started) / 1000).toFixed(2),
      skipped: false,
    };
  }
  const read = source === 'usda_sr28' ? await readSr28(input.dir, opts) : await readFdc(input.dir, opts);
  const at = deps.clock.now().toISOString();
  input.onProgress?.({ phase: 'writing', done: 0, total: read.foods.length });
  const c = counts(read.foods);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  const record: FoodImportRecord = {
    id: `imp_${deps.ids.ulid()}`,
    source,
    fingerprint: print,
    foods: read.foods.length,
    nutrient_values: c.nutrientValues,
    portions: c.portions,
    seconds,
    imported_at: at,
  };
  await deps.store.transaction(async (tx) => {
    await tx.foods.upsertMany(read.foods, at);
    await tx.foods.recordImport(record);
  });
  deps.foods.invalidate();
  input.onProgress?.({ phase: 'writing', done: read.foods.length, total: read.foods.length });
  return {
    source,
    foods: read.foods.length,
    nutrientValues: c.nutrientValues,
    portions: c.portions,
    seconds: ((performance.now() - started) / 1000).toFixed(2),
    skipped: false,
  };
}

/** Puts the built-in starter catalogue into an empty food table, so the service works out of the box. */
export async function seedStarterCatalogue(deps: Deps): Promise<number> {
  if ((await deps.store.foods.count()) > 0) {
    return 0;
  }
  const foods = starterFoods();
  await deps.store.transaction((tx) => tx.foods.upsertMany(foods, deps.clock.now().toISOString()));
  deps.foods.invalidate();
  return foods.length;
}
