/**
 * Data the matcher's evaluation, benchmark and gold test share: where full SR28 is, the
 * catalogues as matchable foods, the gold set, and scoring a catalogue index against it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Food } from '../src/domain/foods/food.ts';
import { type FoodIndex, type MatchableFood, toMatchableFood } from '../src/domain/matching/food-index.ts';
import { type MatchResult, matchIngredient } from '../src/domain/matching/match.ts';
import { readSr28 } from '../src/foods/sr28.ts';

/** The repository root (this file is scripts/matcher-data.ts). */
export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

/** ../shared/usda-sr28 next to the repository, else /work/shared/usda-sr28; null when absent. */
export function sr28Folder(): string | null {
  const candidates = [resolve(REPO_ROOT, '..', 'shared', 'usda-sr28'), '/work/shared/usda-sr28'];
  return candidates.find((dir) => existsSync(join(dir, 'FOOD_DES.txt'))) ?? null;
}

/** Full SR28 as matchable foods, or null when the folder is absent. */
export async function loadSr28Foods(): Promise<MatchableFood[] | null> {
  const dir = sr28Folder();
  if (dir === null) {
    return null;
  }
  const { foods } = await readSr28(dir);
  return foods.map(toMatchableFood);
}

/**
 * The built-in starter catalogue (`starterFoods()` of src/foods/starter), or null when it is not
 * on this branch.
 */
export async function loadStarterFoods(): Promise<MatchableFood[] | null> {
  const entry = join(REPO_ROOT, 'src', 'foods', 'starter', 'index.ts');
  if (!existsSync(entry)) {
    return null;
  }
  const module = (await import(pathToFileURL(entry).href)) as { starterFoods?: () => Food[] };
  if (typeof module.starterFoods !== 'function') {
    return null;
  }
  return module.starterFoods().map(toMatchableFood);
}

export interface GoldItem {
  query: string;
  /** Acceptable SR28 NDB numbers, the preferred one first. */
  ndb: string[];
  family: string;
}

export interface GoldSet {
  /** The tuning set. */
  items: GoldItem[];
  /** Written after the matcher and never tuned on. */
  holdout: GoldItem[];
  /** Ingredients SR28 has no food for: nothing may be selected. */
  absent: string[];
}

export function loadGold(): GoldSet {
  const path = join(REPO_ROOT, 'test', 'fixtures', 'matcher-gold.json');
  return JSON.parse(readFileSync(path, 'utf8')) as GoldSet;
}

/** Names (of `absent`) for which the matcher selected a food anyway. */
export function selectedAbsent(
  index: FoodIndex,
  absent: readonly string[],
): { query: string; result: MatchResult }[] {
  return absent
    .map((query) => ({ query, result: matchIngredient(index, query, { limit: 5 }) }))
    .filter(({ result }) => result.selected !== null);
}

export interface GoldOutcome {
  item: GoldItem;
  result: MatchResult;
  /** 1-based rank of the first acceptable food among the candidates, or null. */
  rank: number | null;
}

export interface GoldReport {
  /** Items whose foods are in the catalogue. */
  evaluated: GoldOutcome[];
  /** Items none of whose acceptable foods is in the catalogue (not counted as misses). */
  notInCatalogue: GoldItem[];
  top1: number;
  top5: number;
}

const foodId = (ndb: string): string => `f_sr28_${ndb}`;

/** Runs the gold set against an index over `foods`. */
export function evaluateGold(
  index: FoodIndex,
  foods: readonly MatchableFood[],
  gold: readonly GoldItem[],
): GoldReport {
  const ids = new Set(foods.map((f) => f.id));
  const evaluated: GoldOutcome[] = [];
  const notInCatalogue: GoldItem[] = [];
  for (const item of gold) {
    const acceptable = item.ndb.map(foodId);
    if (!acceptable.some((id) => ids.has(id))) {
      notInCatalogue.push(item);
      continue;
    }
    const result = matchIngredient(index, item.query, { limit: 5 });
    const position = result.candidates.findIndex((c) => acceptable.includes(c.ingredient_id));
    evaluated.push({ item, result, rank: position === -1 ? null : position + 1 });
  }
  const n = evaluated.length;
  const top1 = n === 0 ? 0 : evaluated.filter((o) => o.rank === 1).length / n;
  const top5 = n === 0 ? 0 : evaluated.filter((o) => o.rank !== null).length / n;
  return { evaluated, notInCatalogue, top1, top5 };
}
