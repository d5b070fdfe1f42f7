import type { FieldIssue } from '../../domain/errors.ts';
import type { FoodIndex } from '../../domain/matching/food-index.ts';
import type { ResolvedFood } from '../../domain/resolution/rows.ts';
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
