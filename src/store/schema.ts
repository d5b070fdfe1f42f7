/**
 * Row shapes of every table, as both engines store them: ids and timestamps are text (ISO-8601
 * UTC), JSON documents are text, booleans are integers 0/1. Domain code never sees these types;
 * `rows.ts` maps them.
 */
import type { ColumnType } from 'kysely';

export interface OrganizationsTable {
  id: string;
  name: string;
  created_at: string;
}

export interface ApiKeysTable {
  id: string;
  org_id: string;
  member_id: string;
  prefix: string;
  key_hash: string;
  name: string;
  created_at: string;
  revoked_at: string | null;
}

export interface FoodsTable {
  id: string;
  source: string;
  source_id: string;
  name: string;
  category: string;
  /** JSON array of the food's other names. */
  common_names: string;
  /** JSON object BMID → decimal string, per 100 g. */
  nutrients: string;
  /** JSON array of portions. */
  portions: string;
  /** JSON {percent, description} of what is not eaten of the food as bought, or null. */
  refuse: string | null;
  density_g_per_ml: string | null;
  /** JSON {protein, fat, carbohydrate} or null. */
  calorie_factors: string | null;
  added_sugar: number;
  /** JSON array of allergen names. */
  allergens: string;
  updated_at: string;
}

export interface FoodImportsTable {
  id: string;
  source: string;
  fingerprint: string;
  foods: number;
  nutrient_values: number;
  portions: number;
  seconds: string;
  imported_at: string;
}

export interface V1RecipesTable {
  id: string;
  org_id: string;
  name: string;
  /** Lower-cased name, for sorting. */
  name_key: string;
  /** Lower-cased name and description joined by a line break: one substring scan for search. */
  search_key: string;
  /** List-item fields, so a list page reads no recipe body. */
  description: string;
  servings: number;
  total_time: number;
  /** JSON array of the tags as given. */
  tags: string;
  created_at: string;
  updated_at: string;
  /** X-Request-ID of the request that created it (finds the original on a metered replay). */
  request_id: string | null;
}

export interface V1RecipeBodiesTable {
  recipe_id: string;
  /** JSON of the whole recipe as the API returns it, without id and accountId. */
  body: string;
}

export interface V1RecipeTagsTable {
  recipe_id: string;
  org_id: string;
  tag_key: string;
}

/** How many /v1 recipes an organization has (kept with every insert and delete). */
export interface V1RecipeCountsTable {
  org_id: string;
  recipes: number;
  /** Raised by every insert, replace and delete of the organization's recipes (bigint: a string on PostgreSQL). */
  changes: ColumnType<number | string, number | undefined, number>;
}

export interface RateLimitWindowsTable {
  bucket: string;
  /** Window start, seconds since the epoch. */
  window_start: number;
  hits: number;
}

/** An organization's plan and access facts; no row means the default plan (enterprise, no trial). */
export interface OrganizationEntitlementsTable {
  org_id: string;
  plan_name: string;
  trial_ends_at: string | null;
  pending_cancellation_at: string | null;
  metered_usage_enabled: number;
  suspended_reason: string | null;
  updated_at: string;
}

/** One counter per organization, quota key and monthly period (`YYYY-MM`, UTC). */
export interface QuotaUsageTable {
  org_id: string;
  quota_key: string;
  period: string;
  used: number;
  overage_used: number;
}

/** One row per consuming request: a retry with the same request id never consumes twice. */
export interface QuotaLedgerTable {
  org_id: string;
  quota_key: string;
  request_id: string;
  period: string;
  units: number;
  overage_units: number;
  fingerprint: string;
  created_at: string;
}

/** A versioned document (Studio recipe, custom ingredient): its head pointer and list facts. */
export interface DocumentsTable {
  id: string;
  org_id: string;
  doc_type: string;
  name: string;
  name_key: string;
  status: string;
  head_version_id: string;
  head_seq: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /** The request that created the document (replays of metered creates find it). */
  created_request_id: string | null;
}

/** Immutable versions; content is canonical JSON text. */
export interface DocumentVersionsTable {
  version_id: string;
  document_id: string;
  org_id: string;
  seq: number;
  parent_version_id: string | null;
  created_at: string;
  created_by: string;
  created_by_type: string;
  summary: string;
  restored_from_version_id: string | null;
  caused_by_event_id: string | null;
  content: string;
  content_hash: string;
  chain_hash: string;
}

/** Append-only audit events; changed_fields, before and after are JSON text. */
export interface AuditEventsTable {
  event_id: string;
  document_id: string;
  org_id: string;
  seq: number;
  version_id: string;
  version_seq: number;
  event_type: string;
  actor_type: string;
  actor_id: string;
  channel: string;
  timestamp: string;
  changed_fields: string;
  before: string | null;
  after: string | null;
  rationale: string | null;
  prev_hash: string;
  record_hash: string;
}

/**
 * Ingredient resolution sessions (not versioned): summary, rows and removed_rows are JSON text; at
 * most one open session per recipe.
 */
export interface IngredientResolutionsTable {
  resolution_id: string;
  org_id: string;
  recipe_id: string;
  previous_resolution_id: string | null;
  status: string;
  based_on_version_id: string;
  based_on_ingredients_hash: string;
  created_at: string;
  request_id: string;
  confirmed_at: string | null;
  confirmed_version_id: string | null;
  confirmed_ingredients_hash: string | null;
  superseded_by: string | null;
  summary: string;
  rows: string;
  removed_rows: string;
}

export interface Database {
  organizations: OrganizationsTable;
  api_keys: ApiKeysTable;
  foods: FoodsTable;
  food_imports: FoodImportsTable;
  v1_recipes: V1RecipesTable;
  v1_recipe_tags: V1RecipeTagsTable;
  v1_recipe_bodies: V1RecipeBodiesTable;
  v1_recipe_counts: V1RecipeCountsTable;
  rate_limit_windows: RateLimitWindowsTable;
  organization_entitlements: OrganizationEntitlementsTable;
  quota_usage: QuotaUsageTable;
  quota_ledger: QuotaLedgerTable;
  documents: DocumentsTable;
  document_versions: DocumentVersionsTable;
  audit_events: AuditEventsTable;
  ingredient_resolutions: IngredientResolutionsTable;
}
