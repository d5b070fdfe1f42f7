import { customIngredientAsFood } from '../../domain/custom-ingredients/food.ts';
import { type FieldIssue, ValidationError } from '../../domain/errors.ts';
import type { Food } from '../../domain/foods/food.ts';
import type { RecipeIngredient } from '../../domain/recipes/state.ts';
import type { StoreRepos } from '../../store/store.ts';
import type { ServiceContext } from '../context.ts';
import { CUSTOM_INGREDIENT, isCustomIngredientId } from './kind.ts';

/**
 * Selecting custom ingredients for recipe lines: only an ACTIVE ingredient of the caller's
 * organization can be selected, and a line that selects one is pinned to the ingredient's current
 * (head) version. Drafts, archived, deleted and other organizations' ingredients cannot.
 */
export type Selection =
  | { ok: true; versionId: string; name: string; food: Food }
  | { ok: false; reason: 'not_found' | 'draft' | 'archived' };

/** The selection state of each custom ingredient id among `ids` (other ids are skipped). */
export async function selectCustomIngredients(
  ctx: ServiceContext,
  via: Pick<StoreRepos, 'documents'>,
  ids: readonly string[],
): Promise<Map<string, Selection>> {
  const out = new Map<string, Selection>();
  for (const id of new Set(ids)) {
    if (!isCustomIngredientId(id)) {
      continue;
    }
    const doc = await via.documents.get(ctx.orgId, CUSTOM_INGREDIENT.docType, id);
    if (doc === undefined || doc.deleted_at !== null) {
      out.set(id, { ok: false, reason: 'not_found' });
      continue;
    }
    if (doc.status === 'draft' || doc.status === 'archived') {
      out.set(id, { ok: false, reason: doc.status });
      continue;
    }
    const version = await via.documents.getVersion(ctx.orgId, id, doc.head_version_id);
    const state =
      version === undefined ? undefined : CUSTOM_INGREDIENT.fromContent(JSON.parse(version.content));
    const food = state === undefined ? null : customIngredientAsFood(id, doc.head_version_id, state);
    if (state === undefined || food === null || state.status !== 'active') {
      out.set(id, { ok: false, reason: 'draft' });
      continue;
    }
    out.set(id, { ok: true, versionId: doc.head_version_id, name: state.name, food });
  }
  return out;
}

const REASONS: Record<Exclude<Selection, { ok: true }>['reason'], { msg: string; type: string }> = {
  not_found: { msg: 'does not exist in this organization (or was deleted)', type: 'unknown_ingredient' },
  draft: { msg: 'is a draft; activate it before using it in a recipe', type: 'custom_ingredient_draft' },
  archived: {
    msg: 'is archived; unarchive it before using it in a recipe',
    type: 'custom_ingredient_archived',
  },
};

/** The 422 issue of a custom ingredient that cannot be selected. */
export function selectionIssue(
  id: string,
  selection: Exclude<Selection, { ok: true }>,
  loc: (string | number)[],
): FieldIssue {
  const r = REASONS[selection.reason];
  return { loc, msg: `Custom ingredient "${id}" ${r.msg}`, type: r.type, input: id };
}

/**
 * Pins every line that selects a custom ingredient to that ingredient's head version, read
 * through `tx` so the pin is the head at commit time (its name is refreshed too). An ingredient
 * that is no longer selectable fails the commit with a 422 naming it (loc
 * body.ingredients[i].ingredient_id, invalid_ids).
 */
export async function pinCustomIngredientLines(
  ctx: ServiceContext,
  tx: Pick<StoreRepos, 'documents'>,
  lines: readonly RecipeIngredient[],
): Promise<RecipeIngredient[]> {
  const ids = lines.map((l) => l.selected_ingredient_id).filter((id): id is string => id !== null);
  const selections = await selectCustomIngredients(ctx, tx, ids);
  if (selections.size === 0) {
    return [...lines];
  }
  const issues: FieldIssue[] = [];
  const invalid = new Set<string>();
  const pinned = lines.map((line, index) => {
    const id = line.selected_ingredient_id;
    const s = id === null ? undefined : selections.get(id);
    if (id === null || s === undefined) {
      return line;
    }
    if (!s.ok) {
      invalid.add(id);
      issues.push(selectionIssue(id, s, ['body', 'ingredients', index, 'ingredient_id']));
      return line;
    }
    return { ...line, pinned_version_id: s.versionId, selected_ingredient_name: s.name };
  });
  if (issues.length > 0) {
    throw new ValidationError(`Custom ingredient(s) not selectable: ${[...invalid].join(', ')}.`, issues, {
      invalid_ids: [...invalid],
    });
  }
  return pinned;
}
