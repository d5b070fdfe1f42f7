import type { FieldIssue } from '../../domain/errors.ts';
import type { Food } from '../../domain/foods/food.ts';
import type { FoodIndex } from '../../domain/matching/food-index.ts';
import type { ResolvedFood } from '../../domain/resolution/rows.ts';
import type { ResolutionRow } from '../../domain/resolution/session.ts';
import { type Sibling, siblingsOf } from '../../domain/units/siblings.ts';
import type { StoreRepos } from '../../store/store.ts';
import type { ServiceContext } from '../context.ts';
import {
  isCustomIngredientId,
  organizationIndex,
  type Selection,
  selectCustomIngredients,
} from '../custom-ingredients/index.ts';
import { selectionIssue } from '../custom-ingredients/pin.ts';

/**
 * Where a resolution session looks for foods: the shared catalogue's matcher index, then the
 * organization's active custom ingredients; and the foods behind their ids. Catalogue foods are
 * never pinned; a custom ingredient is used at its current version, which the row records in
 * `pinned_version_id` (the confirm pins the line to the version that is current then).
 *
 * Both read through `repos` and are called before the session's transaction (the catalogue's
 * index reads the store on its own, which must not happen inside a SQLite transaction).
 */
export async function resolutionIndexes(ctx: ServiceContext, repos: StoreRepos): Promise<FoodIndex[]> {
  return [await ctx.foods.matchIndex(), await organizationIndex(ctx, repos)];
}

export interface ResolutionFoods {
  foods: Map<string, ResolvedFood>;
  /** The 422 issue of an id among those asked for that a row cannot use. */
  issue(id: string, loc: (string | number)[]): FieldIssue;
}

/** The foods among `ids` that a row may use. */
export async function resolutionFoods(
  ctx: ServiceContext,
  repos: StoreRepos,
  ids: Iterable<string>,
): Promise<ResolutionFoods> {
  const unique = [...new Set(ids)];
  const catalogue = await ctx.foods.getMany(
    unique.filter((id) => !isCustomIngredientId(id)),
    repos,
  );
  const custom = await selectCustomIngredients(ctx, repos, unique);
  const foods = new Map<string, ResolvedFood>();
  for (const [id, food] of catalogue) {
    foods.set(id, { food, pinned_version_id: null });
  }
  const refused = new Map<string, Exclude<Selection, { ok: true }>>();
  for (const [id, s] of custom) {
    if (s.ok) {
      foods.set(id, { food: s.food, pinned_version_id: s.versionId });
    } else {
      refused.set(id, s);
    }
  }
  return {
    foods,
    issue(id, loc) {
      const s = refused.get(id);
      return s === undefined
        ? { loc, msg: `Unknown ingredient "${id}"`, type: 'unknown_ingredient', input: id }
        : selectionIssue(id, s, loc);
    },
  };
}

/**
 * A row whose catalogue food was found but lists no portion for the line's measure: a sibling food
 * may weigh it (`siblings.ts`).
 */
export function wantsSibling(row: ResolutionRow): boolean {
  const id = row.search.ingredient_id;
  return (
    id !== null &&
    !isCustomIngredientId(id) &&
    row.error?.code === 'unconvertible_quantity' &&
    (row.error.reason_code === 'no_portion' || row.error.reason_code === 'unknown_unit')
  );
}

/**
 * The sibling foods of each of `foods` (catalogue foods only) that may lend a portion, nearest
 * first, read through `repos`; foods without any are left out.
 */
export async function siblingFoods(
  ctx: ServiceContext,
  repos: StoreRepos,
  foods: readonly Food[],
): Promise<Map<string, Sibling<Food>[]>> {
  if (foods.length === 0) {
    return new Map();
  }
  const index = await ctx.foods.siblingIndex();
  const found = foods.map((food) => ({ food, siblings: siblingsOf(index, food) }));
  const lenders = await ctx.foods.getMany(
    found.flatMap((f) => f.siblings.map((s) => s.candidate.id)),
    repos,
  );
  const out = new Map<string, Sibling<Food>[]>();
  for (const { food, siblings } of found) {
    const usable = siblings.flatMap((s) => {
      const lender = lenders.get(s.candidate.id);
      return lender === undefined ? [] : [{ food: lender, kind: s.kind }];
    });
    if (usable.length > 0) {
      out.set(food.id, usable);
    }
  }
  return out;
}
