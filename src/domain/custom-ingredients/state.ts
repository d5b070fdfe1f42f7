import type { Allergen } from '../foods/food.ts';
import type { JsonObject, JsonValue } from '../versioning/canonical.ts';

/**
 * The complete content of a custom ingredient version: an organization's own ingredient with its
 * nutrient amounts for a stated basis (e.g. per 100 g, or per 1 serving of 30 g). Everything a
 * restore reverts lives here; id, org_id and timestamps come from the document and its versions.
 * Amounts are decimal strings, normalized (no exponent, no trailing zeros).
 */

/** Lifecycle: draft → active ⇄ archived (archived remembers draft or active); deleted is terminal. */
export const CUSTOM_INGREDIENT_STATUSES = ['draft', 'active', 'archived', 'deleted'] as const;
export type CustomIngredientStatus = (typeof CUSTOM_INGREDIENT_STATUSES)[number];

/** Statuses a client may create an ingredient in. */
export const CREATE_STATUSES = ['draft', 'active'] as const;
export type CreateStatus = (typeof CREATE_STATUSES)[number];

/** How the data was entered: the Studio form (default), a bulk import, or directly through the API. */
export const ENTRY_METHODS = ['form', 'import', 'api'] as const;
export type EntryMethod = (typeof ENTRY_METHODS)[number];

/** Markets an ingredient can be approved for; a market maps each nutrient to its own id. */
export const MARKETS = ['US'] as const;
export type Market = (typeof MARKETS)[number];

/** Types of an attribute's value. */
export const ATTRIBUTE_TYPES = ['string', 'number', 'boolean', 'string_list'] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

export const CUSTOM_INGREDIENT_NAME_MAX = 255;
export const TEXT_MAX = 5000;
export const SHORT_TEXT_MAX = 255;

export interface CustomNutrient {
  /** BMID from the nutrient catalogue (`GET /nutrients`). */
  id: string;
  /** The catalogue unit of that nutrient (aliases such as µg are stored as mcg). */
  unit: string;
  /** Amount in the basis (reference_amount reference_unit), non-negative decimal string. */
  amount: string;
}

export type AttributeValue = string | number | boolean | string[];

export interface CustomAttribute {
  key: string;
  type: AttributeType;
  value: AttributeValue;
  /** Searchable attributes' text values are names the matcher also finds the ingredient by. */
  searchable: boolean;
}

export interface CustomArtifact {
  /** Storage key of the file (spec sheet, label photo…). */
  key: string;
  kind: string;
  uploaded_at: string;
}

export interface CustomIngredientState {
  name: string;
  status: CustomIngredientStatus;
  /** The status an archived ingredient returns to on unarchive; null unless archived. */
  status_before_archive: 'draft' | 'active' | null;
  entry_method: EntryMethod;
  notes: string | null;
  /** The basis the nutrient amounts are given for: amount and unit ("100" "g", "1" "serving"). */
  reference_amount: string;
  reference_unit: string;
  /** Household description of a serving ("2 tbsp", "1 cookie"); weighs reference_quantity_g. */
  household_measure: string | null;
  /**
   * Grams of the reference amount when its unit is not a mass unit ("1 serving" = 30 g), and the
   * weight of household_measure.
   */
  reference_quantity_g: string | null;
  density_g_per_ml: string | null;
  nutrients: CustomNutrient[];
  approved_markets: Market[];
  brand: string | null;
  manufacturer: string | null;
  source_url: string | null;
  attributes: CustomAttribute[];
  artifacts: CustomArtifact[];
  ingredient_statement: string | null;
  /** Major allergens the ingredient contains (FALCPA nine). */
  allergens: Allergen[];
  /**
   * Its total sugars count as added sugars in recipes (a sweetener, syrup or sugar blend). An
   * explicit n_added_sugars nutrient takes precedence over this flag.
   */
  counts_sugars_as_added: boolean;
}

/** Every field a client can set, in contract order; the flat view audit events and diffs use. */
export const CONTENT_FIELDS = [
  'name',
  'status',
  'entry_method',
  'notes',
  'reference_amount',
  'reference_unit',
  'household_measure',
  'reference_quantity_g',
  'density_g_per_ml',
  'nutrients',
  'approved_markets',
  'brand',
  'manufacturer',
  'source_url',
  'attributes',
  'artifacts',
  'ingredient_statement',
  'allergens',
  'counts_sugars_as_added',
] as const satisfies readonly (keyof CustomIngredientState)[];

export type ContentField = (typeof CONTENT_FIELDS)[number];

export const DEFAULT_REFERENCE_AMOUNT = '100';
export const DEFAULT_REFERENCE_UNIT = 'g';

/** The ingredient as flat fields (everything but the internal status_before_archive). */
export function customIngredientFields(state: CustomIngredientState): JsonObject {
  const out: JsonObject = {};
  for (const field of CONTENT_FIELDS) {
    out[field] = state[field] as unknown as JsonValue;
  }
  return out;
}

/** Whether an ingredient can be selected for a recipe (and appears to the matcher). */
export function isSelectable(state: CustomIngredientState): boolean {
  return state.status === 'active';
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function str(v: unknown): string | null {
  return typeof v === 'string' ? v : null;
}

function list<T>(v: unknown): T[] {
  return Array.isArray(v) ? (v as T[]) : [];
}

/**
 * Reads stored content back into a state. Content is written only by this service, so this does
 * not validate; it fills members that versions written before a member existed lack.
 */
export function customIngredientStateFrom(content: unknown): CustomIngredientState {
  const c = isObject(content) ? content : {};
  const before = c.status_before_archive;
  return {
    name: str(c.name) ?? '',
    status: (str(c.status) ?? 'draft') as CustomIngredientStatus,
    status_before_archive: before === 'draft' || before === 'active' ? before : null,
    entry_method: (str(c.entry_method) ?? 'form') as EntryMethod,
    notes: str(c.notes),
    reference_amount: str(c.reference_amount) ?? DEFAULT_REFERENCE_AMOUNT,
    reference_unit: str(c.reference_unit) ?? DEFAULT_REFERENCE_UNIT,
    household_measure: str(c.household_measure),
    reference_quantity_g: str(c.reference_quantity_g),
    density_g_per_ml: str(c.density_g_per_ml),
    nutrients: list<CustomNutrient>(c.nutrients),
    approved_markets: list<Market>(c.approved_markets),
    brand: str(c.brand),
    manufacturer: str(c.manufacturer),
    source_url: str(c.source_url),
    attributes: list<CustomAttribute>(c.attributes),
    artifacts: list<CustomArtifact>(c.artifacts),
    ingredient_statement: str(c.ingredient_statement),
    allergens: list<Allergen>(c.allergens),
    counts_sugars_as_added: c.counts_sugars_as_added === true,
  };
}
