/**
 * Ingredient resolution sessions (docs/decisions/0015-ingredient-resolution.md): free-text
 * ingredient lines parsed, matched to foods and converted to grams, kept as a proposal that a
 * confirm turns into the recipe's ingredients. A session is not versioned; its record follows the
 * shape the source API uses (`rows[]` with `parsed`, `search`, `unit_conversion`). Quantities are
 * decimal strings; confidences and scores are numbers.
 */

/** What an item of a start request does; all but add_ingredient name one of the base rows. */
export const RESOLUTION_ACTIONS = [
  'add_ingredient',
  'keep_ingredient',
  'replace_ingredient',
  'update_ingredient_text',
  'update_ingredient_name',
  'update_ingredient_quantity',
  'update_ingredient_grams',
  'remove_ingredient',
] as const;
export type ResolutionAction = (typeof RESOLUTION_ACTIONS)[number];

/** open → confirmed (terminal), or open → superseded when a newer session of the recipe starts. */
export const RESOLUTION_STATUSES = ['open', 'confirmed', 'superseded'] as const;
export type ResolutionStatus = (typeof RESOLUTION_STATUSES)[number];

export const RESOLUTION_ID_PREFIX = 'ireslv';
export const MAX_RESOLUTION_ITEMS = 50;
/** Candidates kept per row. */
export const RESOLUTION_CANDIDATES = 5;

/** One item of a start request, as received (amounts as numbers or decimal strings). */
export interface ResolutionItem {
  action: ResolutionAction;
  text?: string | undefined;
  ingredient_row_id?: string | undefined;
  ingredient_id?: string | undefined;
  quantity?: number | string | undefined;
  unit?: string | undefined;
  grams?: number | string | undefined;
}

/** Which part of a line a problem is about. */
export type RowField = 'text' | 'ingredient_name' | 'quantity' | 'ingredient_id' | 'grams';

export interface ParseProblem {
  code: string;
  message: string;
  field: RowField;
}

export interface SecondaryQuantity {
  quantity: string;
  unit: string | null;
  /**
   * each: the amount of one counted item or container ("1 (15 ounce) can"); total: of the whole
   * line ("4 chicken breasts (about 1 1/2 pounds)"). Absent in sessions stored before it existed
   * (read as each).
   */
  scope?: 'each' | 'total';
}

/** What the parser read from the line (or what an update_* item changed in it). */
export interface ParsedLine {
  position: number;
  original_text: string;
  /** The quantity converted: the lower end of a range is `quantity_range[0]`; this is the midpoint. */
  quantity: string | null;
  quantity_text: string | null;
  /** [low, high] when the line gives a range ("2-3"), else null. */
  quantity_range: [string, string] | null;
  /** Canonical unit name ("cup", "tablespoon"), or null for a bare count. */
  unit: string | null;
  unit_text: string | null;
  size: string | null;
  ingredient_name: string | null;
  preparation: string | null;
  /** Stated amounts of a container ("1 (14.5 oz) can") or of the whole line ("about 3/4 pound"). */
  secondary_amounts: SecondaryQuantity[];
  /**
   * Amounts added to the quantity ("1 tablespoon plus 1 teaspoon"), or taken from it with a negative
   * quantity ("1 cup minus 2 tablespoons"); absent in older sessions.
   */
  added_amounts?: SecondaryQuantity[];
  error: ParseProblem | null;
}

export interface CandidatePortion {
  id: string;
  amount: string;
  unit_name: string;
  modifier: string | null;
  gram_weight: string;
}

export interface ResolutionCandidate {
  ingredient_id: string;
  ingredient_name: string;
  /** Same as ingredient_name (the source API's member name). */
  name: string;
  item_type: 'ingredient';
  category: string | null;
  /** Probability-like confidence in [0, 1] that this is the food meant. */
  confidence: number;
  /** The matcher's raw ranking score (comparable within one row only). */
  relevance_score: number;
  /** How this candidate was found: exact, synonym, standard, fuzzy. */
  search_strategy: string;
  nutrient_count: number;
  portion_count: number;
  food_portions: CandidatePortion[];
}

/**
 * Who chose the row's food: the matcher (`system_matched`), the client through `ingredient_id`
 * (`client_selected`), or nobody in this session because the row was taken over unchanged from
 * the recipe's ingredients (`carried`).
 */
export type SearchProvenance = 'system_matched' | 'client_selected' | 'carried';

export interface RowSearch {
  query_text: string | null;
  ingredient_id: string | null;
  ingredient_name: string | null;
  provenance: SearchProvenance | null;
  /** Confidence of the selected food among the candidates; null when it is not one of them. */
  match_confidence: number | null;
  /** The matcher's strategy for the best candidate; `none` when nothing matched or no search ran. */
  search_strategy_used: string;
  candidates: ResolutionCandidate[];
}

export interface SessionConversionStep {
  input_quantity: string;
  input_unit: string;
  output_quantity: string;
  output_unit: string;
  /** identity, standard, portion, density, secondary_amount, range_midpoint. */
  source: string;
  conversion_class: string;
  reasoning: string;
}

export interface RowPortionReference {
  portion_index: number;
  measure_unit_name: string;
  amount: string;
  gram_weight: string;
  modifier: string | null;
}

export interface RowConversion {
  /** Full-precision grams. */
  quantity_grams: string;
  /** How the grams were found: identity (grams, or grams stated by the client), standard, portion, density, secondary_amount. */
  provenance: string;
  /** Kind of the quantity converted: mass, volume or count. */
  conversion_class: string;
  resolved_by: 'system' | 'client';
  /** A conventional measure, or a size or preparation the food's portions could not honour exactly. */
  approximate: boolean;
  reasoning: string;
  portion_reference: RowPortionReference | null;
  steps: SessionConversionStep[];
}

export interface RowError {
  /** no_match, no_confident_match, two_ingredients, unconvertible_quantity, or a parser code (missing_name, unreadable_quantity, invalid_range, empty_input). */
  code: string;
  message: string;
  field: RowField;
  /**
   * The converter's failure code for unconvertible_quantity (no_portion, unknown_unit, ambiguous,
   * no_quantity, to_taste, unread_amount, or frying_fat: a fat measured to fry in, of which only
   * what the food absorbs is eaten); for no_match, why the line names nothing to weigh
   * (heading, kitchen_equipment, not_eaten) or that an alternative the line offers leads the
   * candidates (alternative_offered), else null.
   */
  reason_code: string | null;
}

/**
 * Something a person should know about a resolved row. `amount_not_stated`: the line states no
 * amount ("Fresh blueberries", "salt to taste"), so its food is selected and nothing is weighed
 * (`unit_conversion` is null); reason_code says how (no_quantity, or to_taste when the line leaves
 * the amount to the cook).
 */
export interface RowNotice {
  code: 'amount_not_stated';
  message: string;
  field: RowField;
  reason_code: 'no_quantity' | 'to_taste';
}

export interface ResolutionRow {
  /** Stable across sessions; becomes the ingredient line's id on confirm. */
  row_id: string;
  position: number;
  /** The item that produced or changed the row; keep_ingredient for rows carried over unchanged. */
  action: ResolutionAction;
  /** Index of that item in the request; null for rows no item named. */
  item_index: number | null;
  original_text: string;
  status: 'resolved' | 'unresolved';
  parsed: ParsedLine;
  search: RowSearch;
  unit_conversion: RowConversion | null;
  /** For a custom ingredient: the version the line will be pinned to; null for catalogue foods. */
  pinned_version_id: string | null;
  /** Why the row is unresolved; null when it is resolved. */
  error: RowError | null;
  /**
   * What a person should know about a resolved row (its line states no amount, so it carries no
   * weight); null otherwise. Absent in sessions stored before it existed (`sessionView` reads it
   * as null).
   */
  notice: RowNotice | null;
}

export interface RemovedRow {
  row_id: string;
  original_text: string;
  item_index: number;
}

export interface ResolutionSummary {
  total: number;
  resolved: number;
  /** Resolved rows whose line states no amount: confirmed without a weight. */
  resolved_without_weight: number;
  unresolved: number;
  ready_to_confirm: boolean;
}

/** A session as the API shows it. */
export interface ResolutionSession {
  resolution_id: string;
  previous_resolution_id: string | null;
  recipe_id: string;
  org_id: string;
  created_at: string;
  status: ResolutionStatus;
  /** The recipe version the session was computed against. */
  based_on_version_id: string;
  confirmed_at: string | null;
  /** The recipe version the confirm committed. */
  confirmed_version_id: string | null;
  /** The session that superseded this one. */
  superseded_by: string | null;
  summary: ResolutionSummary;
  rows: ResolutionRow[];
  removed_rows: RemovedRow[];
}

/** A session as stored: the API view plus what the service checks against. */
export interface ResolutionSessionRecord extends ResolutionSession {
  /** Fingerprint of the recipe's ingredients at based_on_version_id. */
  based_on_ingredients_hash: string;
  /** Fingerprint of the ingredients the confirm wrote. */
  confirmed_ingredients_hash: string | null;
  /** X-Request-ID of the start request (a metered replay returns this session). */
  request_id: string;
}

/** A resolved row that carries no weight (its line states no amount). */
export function isUnweighed(row: ResolutionRow): boolean {
  return row.status === 'resolved' && row.unit_conversion === null;
}

export function summarize(rows: readonly ResolutionRow[]): ResolutionSummary {
  const resolved = rows.filter((r) => r.status === 'resolved').length;
  return {
    total: rows.length,
    resolved,
    resolved_without_weight: rows.filter(isUnweighed).length,
    unresolved: rows.length - resolved,
    ready_to_confirm: resolved === rows.length,
  };
}

/** The API view of a stored session. */
export function sessionView(record: ResolutionSessionRecord): ResolutionSession {
  const {
    based_on_ingredients_hash: _based,
    confirmed_ingredients_hash: _confirmed,
    request_id: _request,
    ...view
  } = record;
  // Sessions stored before rows had notices, or the summary its count of rows without weight:
  // the count is the rows'.
  const rows = view.rows.map((r) => (r.notice === undefined ? { ...r, notice: null } : r));
  return {
    ...view,
    summary: {
      ...view.summary,
      resolved_without_weight: view.summary.resolved_without_weight ?? rows.filter(isUnweighed).length,
    },
    rows,
  };
}
