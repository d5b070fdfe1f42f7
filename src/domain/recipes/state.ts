import type { Demographic } from '../labeling/us-fda/demographics.ts';
import type { JsonObject, JsonValue } from '../versioning/canonical.ts';
import type { RecipeYield } from './yield.ts';

/**
 * The complete content of a Studio recipe version: everything a restore reverts and a read at a
 * version returns. Summary and actions are derived from it and never stored apart from it;
 * timestamps of the recipe itself (created_at, updated_at) come from the document and its
 * versions, so two versions with the same content have the same content hash.
 */
export const COUNTRIES = ['US'] as const;
export type Country = (typeof COUNTRIES)[number];

export const REGULATORY_AUTHORITIES = ['US_FDA'] as const;
export type RegulatoryAuthority = (typeof REGULATORY_AUTHORITIES)[number];

export const REGULATORY_AUTHORITY_OF: Readonly<Record<Country, RegulatoryAuthority>> = { US: 'US_FDA' };

// US FDA label demographics: the labeling rules own the list; the first is the default.
export { DEFAULT_DEMOGRAPHIC, DEMOGRAPHICS, type Demographic } from '../labeling/us-fda/demographics.ts';
export const DEFAULT_COUNTRY: Country = 'US';

/** Lifecycle: active ⇄ archived; deleted is terminal (and hidden from every endpoint). */
export const RECIPE_STATUSES = ['active', 'archived', 'deleted'] as const;
export type RecipeStatus = (typeof RECIPE_STATUSES)[number];

export const RECIPE_NAME_MAX = 255;

export interface RecipeMetadata {
  name: string;
  country: Country;
  regulatory_authority: RegulatoryAuthority;
  demographic: Demographic;
  status: RecipeStatus;
}

/** One confirmed ingredient line. Quantities are decimal strings. */
export interface RecipeIngredient {
  id: string;
  original_text: string;
  parsed_quantity: string | null;
  parsed_unit: string | null;
  parsed_ingredient_name: string | null;
  selected_ingredient_id: string | null;
  selected_ingredient_name: string | null;
  /**
   * Grams, as a decimal string; null when the line states no amount ("salt to taste"): the
   * ingredient adds nothing to the recipe's weight and the nutrients it has are missing data.
   */
  metric_quantity_g: string | null;
  /** For a custom ingredient: the version it is pinned to (pins are immutable by version id). */
  pinned_version_id: string | null;
  /** How the quantity became grams (steps, source, reasoning); shape owned by the converter. */
  conversion: JsonObject | null;
}

/** Recipe-level nutrition; beyond the two staleness members its shape belongs to the nutrition code. */
export interface RecipeNutrition {
  calculated_at: string;
  /** The ingredients_revision it was computed from; older than the recipe's → stale. */
  ingredients_revision: number;
  reference_weight_grams: string;
  nutrients: JsonValue[];
  analysis: JsonValue;
  /**
   * Present when a cooked yield was applied: the raw and finished weights and the water change
   * (`YieldAdjustment`, yield.ts). `reference_weight_grams` is then the finished weight.
   */
  yield_adjustment?: JsonObject | null;
}

/** A serving; deleted servings stay (for audit) with deleted_at set and count nowhere. */
export interface RecipeServing {
  id: string;
  deleted_at: string | null;
  /** Per-serving / per-container facts once computed; null before. */
  nutrition_facts: JsonObject | null;
  /** Everything else about the serving (input, resolved size, RACC inputs…). */
  details: JsonObject;
}

export interface RecipeState {
  metadata: RecipeMetadata;
  ingredients: RecipeIngredient[];
  /** Bumped whenever the ingredients change; nutrition remembers the revision it was computed at. */
  ingredients_revision: number;
  /** The last confirmed ingredient resolution result. */
  resolution: JsonObject | null;
  nutrition: RecipeNutrition | null;
  servings: RecipeServing[];
  label_configuration: JsonObject | null;
  /** The stated finished weight or yield percentage; null: nutrition is of the raw ingredients. */
  cooking_yield: RecipeYield | null;
}

export interface RecipeSummary {
  ingredient_count: number;
  has_nutrition: boolean;
  is_nutrition_current: boolean;
  serving_count: number;
  has_nutrition_facts: boolean;
}

export interface RecipeActions {
  can_modify: boolean;
  can_archive: boolean;
  can_delete: boolean;
}

export function newRecipeState(input: {
  name: string;
  country: Country;
  demographic: Demographic;
}): RecipeState {
  return {
    metadata: {
      name: input.name,
      country: input.country,
      regulatory_authority: REGULATORY_AUTHORITY_OF[input.country],
      demographic: input.demographic,
      status: 'active',
    },
    ingredients: [],
    ingredients_revision: 0,
    resolution: null,
    nutrition: null,
    servings: [],
    label_configuration: null,
    cooking_yield: null,
  };
}

export function liveServings(state: RecipeState): RecipeServing[] {
  return state.servings.filter((s) => s.deleted_at === null);
}

export function summary(state: RecipeState): RecipeSummary {
  const live = liveServings(state);
  return {
    ingredient_count: state.ingredients.length,
    has_nutrition: state.nutrition !== null,
    is_nutrition_current:
      state.nutrition !== null && state.nutrition.ingredients_revision === state.ingredients_revision,
    serving_count: live.length,
    has_nutrition_facts: live.some((s) => s.nutrition_facts !== null),
  };
}

export function actions(state: RecipeState): RecipeActions {
  const status = state.metadata.status;
  return {
    can_modify: status === 'active',
    can_archive: status === 'active',
    can_delete: status !== 'deleted',
  };
}

/**
 * The recipe as flat fields (metadata members at the top, then each part). Audit events record
 * changes of these fields, and version diffs compare them.
 */
export function recipeFields(state: RecipeState): JsonObject {
  return {
    name: state.metadata.name,
    country: state.metadata.country,
    regulatory_authority: state.metadata.regulatory_authority,
    demographic: state.metadata.demographic,
    status: state.metadata.status,
    ingredients: state.ingredients as unknown as JsonValue[],
    ingredients_revision: state.ingredients_revision,
    resolution: state.resolution,
    nutrition: state.nutrition as unknown as JsonObject | null,
    servings: state.servings as unknown as JsonValue[],
    label_configuration: state.label_configuration,
    cooking_yield: state.cooking_yield as unknown as JsonObject | null,
  };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/**
 * Reads stored content back into a state. Content is written only by this service, so this does
 * not validate; it fills parts that versions written before a part existed lack.
 */
export function recipeStateFrom(content: unknown): RecipeState {
  const c = isObject(content) ? content : {};
  const metadata = (isObject(c.metadata) ? c.metadata : {}) as unknown as RecipeMetadata;
  return {
    metadata,
    ingredients: Array.isArray(c.ingredients) ? (c.ingredients as RecipeIngredient[]) : [],
    ingredients_revision: typeof c.ingredients_revision === 'number' ? c.ingredients_revision : 0,
    resolution: isObject(c.resolution) ? (c.resolution as JsonObject) : null,
    nutrition: isObject(c.nutrition) ? (c.nutrition as unknown as RecipeNutrition) : null,
    servings: Array.isArray(c.servings) ? (c.servings as RecipeServing[]) : [],
    label_configuration: isObject(c.label_configuration) ? (c.label_configuration as JsonObject) : null,
    cooking_yield: isObject(c.cooking_yield) ? (c.cooking_yield as unknown as RecipeYield) : null,
  };
}
