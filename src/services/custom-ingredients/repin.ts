import { type FieldIssue, ValidationError } from '../../domain/errors.ts';
import { replaceIngredients, withNutrition } from '../../domain/recipes/ingredients.ts';
import { assertModifiable } from '../../domain/recipes/mutations.ts';
import { withRefreshedFacts } from '../../domain/recipes/servings.ts';
import type { RecipeIngredient, RecipeState } from '../../domain/recipes/state.ts';
import type { Call } from '../context.ts';
import { withComputedNutrition } from '../studio-nutrition/compute.ts';
import { RECIPE } from '../studio-recipes/kind.ts';
import { commitVersion } from '../versioning/commit.ts';
import { selectCustomIngredients, selectionIssue } from './pin.ts';

/**
 * Repin: moves a recipe's custom-ingredient lines to the ingredients' current versions and
 * recomputes its nutrition (and existing serving facts) in one new recipe version
 * (`recipe.ingredients_updated` with rationale "repinned …", then `recipe.nutrition_computed`).
 * Until a recipe is repinned (or its ingredients are set again) it keeps computing from the
 * versions it is pinned to, whatever happens to the ingredients.
 */
export interface RepinInput {
  recipeId: string;
  ifMatch: string | undefined;
  /** Only these ingredients (each must be used by the recipe); default: every pinned one. */
  customIngredientIds?: string[];
  rationale?: string;
}

export interface Repinned {
  custom_ingredient_id: string;
  from_version_id: string;
  to_version_id: string;
}

export interface RepinResult {
  recipeId: string;
  ingredients: RecipeIngredient[];
  state: RecipeState;
  versionId: string;
  /** Pins that moved; empty when every line already used the current version (nothing written). */
  repinned: Repinned[];
  created: boolean;
}

function pinnedIds(state: RecipeState): string[] {
  const ids = state.ingredients
    .filter((l) => l.pinned_version_id !== null && l.selected_ingredient_id !== null)
    .map((l) => l.selected_ingredient_id as string);
  return [...new Set(ids)];
}

/**
 * 422 (invalid_ids) for ids the recipe does not use, and for ingredients that are no longer
 * active (archived, draft again after a restore, or deleted): those cannot be repinned.
 * 409 recipe_archived on an archived recipe. Nothing to move: the current version, nothing written.
 */
export async function repinRecipeIngredients({ ctx, input }: Call<RepinInput>): Promise<RepinResult> {
  let repinned: Repinned[] = [];
  const c = await commitVersion(ctx, {
    kind: RECIPE,
    documentId: input.recipeId,
    ifMatch: input.ifMatch,
    mutate: async (state, env) => {
      assertModifiable(state, input.recipeId);
      const used = pinnedIds(state);
      const explicit = input.customIngredientIds !== undefined;
      const wanted = explicit ? [...new Set(input.customIngredientIds)] : used;
      const issues: FieldIssue[] = [];
      const invalid = new Set<string>();
      const locOf = (id: string): (string | number)[] =>
        explicit
          ? ['body', 'custom_ingredient_ids', (input.customIngredientIds ?? []).indexOf(id)]
          : ['recipe', 'ingredients', state.ingredients.findIndex((l) => l.selected_ingredient_id === id)];
      for (const id of wanted.filter((w) => !used.includes(w))) {
        invalid.add(id);
        issues.push({
          loc: locOf(id),
          msg: `Recipe ${input.recipeId} does not use custom ingredient "${id}"`,
          type: 'not_in_recipe',
          input: id,
        });
      }
      const selections = await selectCustomIngredients(
        ctx,
        env.tx,
        wanted.filter((w) => used.includes(w)),
      );
      for (const [id, s] of selections) {
        if (!s.ok) {
          invalid.add(id);
          issues.push({
            ...selectionIssue(id, s, locOf(id)),
            msg: `Cannot repin: ${selectionIssue(id, s, []).msg}`,
          });
        }
      }
      if (issues.length > 0) {
        throw new ValidationError(`Cannot repin: ${[...invalid].join(', ')}.`, issues, {
          invalid_ids: [...invalid],
        });
      }
      const moved = new Map<string, Repinned>();
      const lines = state.ingredients.map((line) => {
        const id = line.selected_ingredient_id;
        const s = id === null ? undefined : selections.get(id);
        if (id === null || s === undefined || !s.ok || line.pinned_version_id === null) {
          return line;
        }
        if (line.pinned_version_id !== s.versionId && !moved.has(id)) {
          moved.set(id, {
            custom_ingredient_id: id,
            from_version_id: line.pinned_version_id,
            to_version_id: s.versionId,
          });
        }
        return { ...line, pinned_version_id: s.versionId, selected_ingredient_name: s.name };
      });
      repinned = [...moved.values()];
      if (repinned.length === 0) {
        return null;
      }
      const generated = `repinned ${repinned
        .map((r) => `${r.custom_ingredient_id} from ${r.from_version_id} to ${r.to_version_id}`)
        .join('; ')}`;
      const note = input.rationale?.trim();
      const change = replaceIngredients(state, lines, input.recipeId, {
        summary: 'Repinned custom ingredients',
        rationale: note === undefined || note === '' ? generated : `${generated} (${note})`,
      });
      const computed = await withComputedNutrition(ctx, env.tx, change.state, env.now);
      return withRefreshedFacts({ ...withNutrition(change, computed.nutrition), state: computed }, state);
    },
  });
  return {
    recipeId: input.recipeId,
    ingredients: c.state.ingredients,
    state: c.state,
    versionId: c.version.version_id,
    repinned: c.created ? repinned : [],
    created: c.created,
  };
}
