import type { FoodImportRecord } from '../../domain/foods/catalogue.ts';
import {
  BUILT_IN_CATALOGUE_PATH,
  type CatalogueHeader,
  catalogueFoods,
  readCatalogueFile,
  readCatalogueHeader,
  sha256,
} from '../../foods/built-in/index.ts';
import { FoodDataError } from '../../foods/food-data.ts';
import type { Deps } from '../context.ts';

/** Fingerprints of built-in catalogue loads in food_imports: this prefix, then the build's sha256. */
export const CATALOGUE_FINGERPRINT_PREFIX = 'catalogue:';

/** Foods written per statement while loading. */
const BATCH = 500;

export interface CatalogueLoad {
  header: CatalogueHeader;
  /** False when the store already held this build (nothing was written). */
  loaded: boolean;
  foods: number;
  seconds: string;
}

/**
 * Makes the store hold the built-in catalogue (by default the committed SR28 build). When the
 * newest catalogue build recorded in the store is this one, nothing is written: later starts cost
 * one query. Otherwise every food of the build is inserted or replaced by id and the build is
 * recorded, all in one transaction that first takes the catalogue lock, so two instances starting
 * at once on one database load it once and a reader never sees half a build. Foods of an older
 * build that the new one lacks stay (saved recipes refer to foods by id).
 */
export async function loadBuiltInCatalogue(
  deps: Deps,
  options: { path?: string } = {},
): Promise<CatalogueLoad> {
  const started = performance.now();
  const path = options.path ?? BUILT_IN_CATALOGUE_PATH;
  const header = readCatalogueHeader(path);
  const fingerprint = `${CATALOGUE_FINGERPRINT_PREFIX}${header.build}`;
  const seconds = () => ((performance.now() - started) / 1000).toFixed(2);
  const current = await deps.store.foods.latestImportLike(CATALOGUE_FINGERPRINT_PREFIX);
  if (current?.fingerprint === fingerprint) {
    return { header, loaded: false, foods: header.foods, seconds: seconds() };
  }
  const decoded = readCatalogueFile(path);
  if (decoded.header.build !== header.build || sha256(decoded.body) !== header.build) {
    throw new FoodDataError(
      'sr28-catalogue.jsonl.gz',
      null,
      `the food lines do not hash to build ${header.build}`,
    );
  }
  const at = deps.clock.now().toISOString();
  const loaded = await deps.store.transaction(async (tx) => {
    await tx.foods.lockCatalogue();
    const again = await tx.foods.latestImportLike(CATALOGUE_FINGERPRINT_PREFIX);
    if (again?.fingerprint === fingerprint) {
      return false;
    }
    let nutrientValues = 0;
    let portions = 0;
    for (const batch of catalogueFoods(decoded, BATCH)) {
      for (const food of batch) {
        nutrientValues += Object.keys(food.nutrients).length;
        portions += food.portions.length;
      }
      await tx.foods.upsertMany(batch, at);
    }
    const record: FoodImportRecord = {
      id: `imp_${deps.ids.ulid()}`,
      source: 'usda_sr28',
      fingerprint,
      foods: header.foods,
      nutrient_values: nutrientValues,
      portions,
      seconds: seconds(),
      imported_at: at,
    };
    await tx.foods.recordImport(record);
    return true;
  });
  if (loaded) {
    deps.foods.invalidate();
  }
  return { header, loaded, foods: header.foods, seconds: seconds() };
}
