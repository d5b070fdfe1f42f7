import { NotFoundError } from '../../domain/errors.ts';
import type { RecipeIngredient } from '../../domain/recipes/state.ts';
import type { ResolutionSessionRecord } from '../../domain/resolution/session.ts';
import { canonicalJson } from '../../domain/versioning/canonical.ts';
import { sha256Hex } from '../versioning/hash.ts';

/** Fingerprint of an ingredient list: equal lists, equal fingerprints (canonical JSON, SHA-256). */
export function ingredientsFingerprint(ingredients: readonly RecipeIngredient[]): string {
  return sha256Hex(canonicalJson(ingredients));
}

/**
 * The fingerprint of the ingredients a session describes: those it was computed against while
 * open (or superseded), those it wrote once confirmed.
 */
export function describedIngredients(session: ResolutionSessionRecord): string {
  return session.status === 'confirmed' && session.confirmed_ingredients_hash !== null
    ? session.confirmed_ingredients_hash
    : session.based_on_ingredients_hash;
}

export function resolutionNotFound(recipeId: string, resolutionId: string): NotFoundError {
  return new NotFoundError(
    'resolution_not_found',
    `Ingredient resolution ${resolutionId} does not exist for recipe ${recipeId}.`,
  );
}
