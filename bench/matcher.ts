/**
 * Ingredient matcher benchmark: builds the index over full SR28 (../shared/usda-sr28; the
 * starter catalogue when that folder is absent) and matches a 12-ingredient recipe over and over.
 * Reports the index build time and the p50/p99 time to match the whole recipe.
 *
 *   node bench/matcher.ts
 */

import { loadSr28Foods, loadStarterFoods } from '../scripts/matcher-data.ts';
import { buildFoodIndex, type MatchableFood } from '../src/domain/matching/food-index.ts';
import { matchIngredient } from '../src/domain/matching/match.ts';

/** A typical recipe's ingredient names, as a parser leaves them. */
export const RECIPE: readonly string[] = [
  'all-purpose flour',
  'granulated sugar',
  'unsalted butter, softened',
  'large eggs',
  'whole milk',
  'baking powder',
  'kosher salt',
  'boneless skinless chicken breasts',
  'extra-virgin olive oil',
  'garlic cloves, minced',
  'fresh basil leaves',
  'grated parmesan cheese',
];

const WARMUP_RECIPES = 50;
const MEASURED_RECIPES = 1000;

function percentile(sorted: readonly number[], p: number): number {
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[at] ?? Number.NaN;
}

async function catalogue(): Promise<{ label: string; foods: MatchableFood[] }> {
  const sr28 = await loadSr28Foods();
  if (sr28 !== null) {
    return { label: 'full SR28', foods: sr28 };
  }
  const starter = await loadStarterFoods();
  if (starter === null) {
    throw new Error('neither ../shared/usda-sr28 nor src/foods/starter is available');
  }
  return { label: 'starter catalogue (SR28 folder absent)', foods: starter };
}

export interface MatcherBenchResult {
  indexBuildMs: number;
  recipeMs: { p50: number; p99: number };
}

async function run(): Promise<
  MatcherBenchResult & { label: string; foods: number; perIngredientMs: number }
> {
  const { label, foods } = await catalogue();
  const started = performance.now();
  const index = buildFoodIndex(foods);
  const indexBuildMs = performance.now() - started;

  for (let i = 0; i < WARMUP_RECIPES; i += 1) {
    for (const name of RECIPE) {
      matchIngredient(index, name);
    }
  }
  const times: number[] = [];
  for (let i = 0; i < MEASURED_RECIPES; i += 1) {
    const t = performance.now();
    for (const name of RECIPE) {
      matchIngredient(index, name);
    }
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  return {
    label,
    foods: foods.length,
    indexBuildMs,
    recipeMs: { p50, p99: percentile(times, 99) },
    perIngredientMs: p50 / RECIPE.length,
  };
}

/** Index build time (first build, as at start-up) and per-recipe matching time, in milliseconds. */
export async function benchMatcher(): Promise<MatcherBenchResult> {
  const { indexBuildMs, recipeMs } = await run();
  return { indexBuildMs, recipeMs };
}

if (import.meta.main) {
  const r = await run();
  const ms = (x: number): string => `${x.toFixed(2)} ms`;
  console.log(`matcher benchmark over ${r.label} (${r.foods} foods)`);
  console.log(`  index build                ${ms(r.indexBuildMs)}`);
  console.log(
    `  12-ingredient recipe  p50  ${ms(r.recipeMs.p50)}   (${ms(r.perIngredientMs)} per ingredient)`,
  );
  console.log(`  12-ingredient recipe  p99  ${ms(r.recipeMs.p99)}`);
  console.log(`  ${MEASURED_RECIPES} recipes after ${WARMUP_RECIPES} warm-up recipes`);
}
