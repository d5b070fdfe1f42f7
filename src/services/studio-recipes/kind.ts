import {
  actions,
  type RecipeActions,
  type RecipeState,
  type RecipeSummary,
  recipeStateFrom,
  summary,
} from '../../domain/recipes/state.ts';
import type { DocumentRecord, VersionHeader } from '../../domain/versioning/records.ts';
import type { DocumentKind } from '../versioning/kind.ts';

/** Studio recipes as versioned documents. */
export const RECIPE: DocumentKind<RecipeState> = {
  docType: 'recipe',
  idPrefix: 'rcp',
  label: 'Recipe',
  notFoundCode: 'recipe_not_found',
  nameTakenCode: 'recipe_name_taken',
  fromContent: recipeStateFrom,
  nameOf: (s) => s.metadata.name,
  statusOf: (s) => s.metadata.status,
};

/** A Studio recipe as the API shows it (snake_case), at one version. */
export interface RecipeView {
  id: string;
  name: string;
  country: string;
  regulatory_authority: string;
  demographic: string;
  status: string;
  created_at: string;
  /** When this version was written (for HEAD: the recipe's last change). */
  updated_at: string;
}

export interface RecipeDetail extends RecipeView {
  summary: RecipeSummary;
  actions: RecipeActions;
}

/** What every single-recipe operation returns: the recipe at a version, and that version's id. */
export interface RecipeResult {
  recipe: RecipeDetail;
  /** The full state at that version (for callers that need more than the view). */
  state: RecipeState;
  versionId: string;
  /** False when the operation wrote nothing (idempotent archive, no-op patch, reads). */
  created: boolean;
}

export function recipeView(document: DocumentRecord, version: VersionHeader, state: RecipeState): RecipeView {
  const m = state.metadata;
  return {
    id: document.id,
    name: m.name,
    country: m.country,
    regulatory_authority: m.regulatory_authority,
    demographic: m.demographic,
    status: m.status,
    created_at: document.created_at,
    updated_at: version.created_at,
  };
}

export function recipeResult(
  document: DocumentRecord,
  version: VersionHeader,
  state: RecipeState,
  created: boolean,
): RecipeResult {
  return {
    recipe: { ...recipeView(document, version, state), summary: summary(state), actions: actions(state) },
    state,
    versionId: version.version_id,
    created,
  };
}
