import * as m0001 from './2026-11-22-0001-organizations-and-keys.ts';
import * as m0002 from './2026-11-22-0002-foods.ts';
import * as m0003 from './2026-11-22-0003-v1-recipes.ts';
import * as m0600 from './2026-11-22-0600-entitlements-and-usage.ts';
import * as versionedDocuments from './2026-11-23-0001-versioned-documents.ts';
import * as ingredientResolutions from './2026-11-24-0001-ingredient-resolutions.ts';
import * as foodCommonNames from './2026-11-25-0100-food-common-names.ts';
import * as v1RecipeCounts from './2026-11-25-0200-v1-recipe-counts.ts';
import * as v1RecipeChanges from './2026-11-25-0300-v1-recipe-changes.ts';
import * as foodRefuse from './2026-11-29-0100-food-refuse.ts';
import type { DialectMigration } from './provider.ts';

/** The one ordered list of migrations, applied in name order on both engines. */
export const MIGRATIONS: Readonly<Record<string, DialectMigration>> = {
  '2026-11-22-0001-organizations-and-keys': m0001,
  '2026-11-22-0002-foods': m0002,
  '2026-11-22-0003-v1-recipes': m0003,
  '2026-11-22-0600-entitlements-and-usage': m0600,
  '2026-11-23-0001-versioned-documents': versionedDocuments,
  '2026-11-24-0001-ingredient-resolutions': ingredientResolutions,
  '2026-11-25-0100-food-common-names': foodCommonNames,
  '2026-11-25-0200-v1-recipe-counts': v1RecipeCounts,
  '2026-11-25-0300-v1-recipe-changes': v1RecipeChanges,
  '2026-11-29-0100-food-refuse': foodRefuse,
};
