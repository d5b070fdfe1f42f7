import type { ApiKeyRecord, Organization } from '../domain/accounts.ts';
import type { EntitlementState } from '../domain/entitlements/state.ts';
import type { FoodImportRecord, FoodSummary } from '../domain/foods/catalogue.ts';
import type { CalorieFactors, Food, FoodPortion } from '../domain/foods/food.ts';
import type { NutrientValues } from '../domain/nutrition/nutrients.ts';
import type { ResolutionSessionRecord } from '../domain/resolution/session.ts';
import type { V1ListQuery, V1Recipe, V1RecipeListItem } from '../domain/v1/recipe.ts';
import type {
  AuditEventRecord,
  DocType,
  DocumentRecord,
  VersionHeader,
  VersionRecord,
} from '../domain/versioning/records.ts';

/**
 * The storage port. One Kysely implementation serves SQLite and PostgreSQL. Every method that
 * reads an organization's data takes the organization id, so a caller cannot read another
 * organization's rows by accident.
 */
export interface OrganizationRepo {
  insert(org: Organization): Promise<void>;
  get(id: string): Promise<Organization | undefined>;
  count(): Promise<number>;
  list(): Promise<Organization[]>;
}

export interface ApiKeyRepo {
  insert(key: ApiKeyRecord): Promise<void>;
  findByPrefix(prefix: string): Promise<ApiKeyRecord | undefined>;
  listByOrg(orgId: string): Promise<ApiKeyRecord[]>;
  /** Marks the key revoked; returns false when no such unrevoked key exists. */
  revoke(prefix: string, at: string): Promise<boolean>;
}

/** The shared food catalogue (USDA foods; organizations' own ingredients live elsewhere). */
export interface FoodRepo {
  /** Inserts or replaces foods by id. */
  upsertMany(foods: readonly Food[], at: string): Promise<void>;
  /** Adds nutrient values to foods that exist (a value for a nutrient they have replaces it). */
  mergeNutrients(updates: readonly { id: string; nutrients: NutrientValues }[]): Promise<void>;
  /** Sets foods' portions and density. */
  setPortions(
    updates: readonly { id: string; portions: readonly FoodPortion[]; density_g_per_ml: string | null }[],
  ): Promise<void>;
  /** Sets foods' Atwater factors. */
  setCalorieFactors(updates: readonly { id: string; calorie_factors: CalorieFactors }[]): Promise<void>;
  get(id: string): Promise<Food | undefined>;
  getMany(ids: readonly string[]): Promise<Food[]>;
  summaries(): Promise<FoodSummary[]>;
  count(): Promise<number>;
  recordImport(record: FoodImportRecord): Promise<void>;
  findImport(fingerprint: string): Promise<FoodImportRecord | undefined>;
  /** Id of the newest import, or undefined: changes whenever the catalogue is reloaded. */
  latestImportId(): Promise<string | undefined>;
  /** The newest import whose fingerprint starts with `prefix`. */
  latestImportLike(prefix: string): Promise<FoodImportRecord | undefined>;
  /**
   * Inside a transaction: waits until no other transaction (in this process or another one on
   * the same database) is loading the catalogue, and holds that right until this one ends.
   */
  lockCatalogue(): Promise<void>;
}

/** Recipes of the simple /v1 area. */
export interface V1RecipeRepo {
  insert(recipe: V1Recipe, requestId: string): Promise<void>;
  /** The recipe a request created, if it still exists. */
  findByRequestId(orgId: string, requestId: string): Promise<V1Recipe | undefined>;
  /** Replaces the stored recipe; false when it does not exist in that organization. */
  replace(recipe: V1Recipe): Promise<boolean>;
  get(orgId: string, id: string): Promise<V1Recipe | undefined>;
  /**
   * What `get` would answer, at once, when it is kept in memory under the current database mark
   * (SQLite, no transaction open); undefined otherwise, and the caller awaits `get`. A commit of
   * this store is seen at once; one of another process on the same file within 1 ms
   * (MARK_REUSE_MS).
   */
  getNow?(orgId: string, id: string): { readonly recipe: V1Recipe | undefined } | undefined;
  delete(orgId: string, id: string): Promise<boolean>;
  list(orgId: string, query: V1ListQuery): Promise<{ items: V1RecipeListItem[]; total: number }>;
}

/** Fixed-window request counters shared by every process using the store. */
export interface RateLimitRepo {
  /** Counts one hit in the bucket's window and returns the hits so far in it. */
  hit(bucket: string, windowStart: number): Promise<number>;
  /** Drops windows that ended before `before` (seconds since the epoch). */
  prune(before: number): Promise<void>;
}

export interface EntitlementRepo {
  /** The organization's stored state; undefined when it was never set (the default plan applies). */
  get(orgId: string): Promise<EntitlementState | undefined>;
  /** Creates or replaces the organization's state. */
  save(orgId: string, state: EntitlementState, at: string): Promise<void>;
}

export interface UsageCounter {
  quotaKey: string;
  period: string;
  used: number;
  overageUsed: number;
}

/** One consuming request, keyed by (organization, quota key, request id). */
export interface UsageClaim {
  orgId: string;
  quotaKey: string;
  requestId: string;
  period: string;
  units: number;
  overageUnits: number;
  /** What the request was for; a request id reused for something else is refused. */
  fingerprint: string;
  createdAt: string;
}

export interface UsageIncrement {
  orgId: string;
  quotaKey: string;
  period: string;
  units: number;
  /** Admit only when the counter stays within this limit; null admits unconditionally. */
  limit: number | null;
}

/**
 * Usage counters and the ledger of consuming requests. Every write here is meant to run inside the
 * caller's transaction, so an operation that fails leaves no usage behind.
 */
export interface UsageRepo {
  /** Records the claim; returns undefined when recorded, or the earlier claim of the same request id. */
  claim(claim: UsageClaim): Promise<UsageClaim | undefined>;
  /** Sets the overage units of a recorded claim. */
  settleClaim(orgId: string, quotaKey: string, requestId: string, overageUnits: number): Promise<void>;
  /** Forgets a claim whose request was refused. */
  releaseClaim(orgId: string, quotaKey: string, requestId: string): Promise<void>;
  /**
   * Adds `units` to the period's counter in one conditional statement (`used + units <= limit`),
   * never read-then-write. Returns the counter after the addition, or undefined when refused.
   */
  increment(input: UsageIncrement): Promise<number | undefined>;
  /** Adds overage units to the period's counter (its row exists: increment ran first). */
  addOverage(orgId: string, quotaKey: string, period: string, units: number): Promise<void>;
  /** Units used in a period (0 when nothing was counted). */
  used(orgId: string, quotaKey: string, period: string): Promise<number>;
  /** Every counter of the organization in a period. */
  listPeriod(orgId: string, period: string): Promise<UsageCounter[]>;
}

/** The conditional head move of a commit (compare-and-swap on head_version_id). */
export interface HeadMove {
  orgId: string;
  id: string;
  expectedHeadVersionId: string;
  headVersionId: string;
  headSeq: number;
  name: string;
  nameKey: string;
  status: string;
  updatedAt: string;
  deletedAt: string | null;
}

export interface DocumentPage {
  /** Continue after this (created_at, id), newest first. */
  after?: { created_at: string; id: string };
  /** Only documents in this status. */
  status?: string;
  limit: number;
}

export interface EventQuery {
  eventType?: string;
  /** ISO-8601 UTC bounds on timestamp, inclusive. */
  from?: string;
  to?: string;
  /** Only events with seq below this (paging, newest first). */
  beforeSeq?: number;
  limit: number;
}

/**
 * Versioned documents: the document row and its head, immutable versions, and audit events.
 * Writes that can break the per-organization name rule report `name_taken` instead of throwing;
 * on PostgreSQL the transaction is then unusable, so the caller must abort it (throw).
 */
export interface DocumentRepo {
  /** `createdByRequestId`: the request creating it, for `findByRequestId`. */
  insert(doc: DocumentRecord, createdByRequestId?: string): Promise<'inserted' | 'name_taken'>;
  /** The document a request created, deleted or not. */
  findByRequestId(orgId: string, docType: DocType, requestId: string): Promise<DocumentRecord | undefined>;
  /** The document, deleted or not; undefined when missing or another organization's. */
  get(orgId: string, docType: DocType, id: string): Promise<DocumentRecord | undefined>;
  /**
   * What `get` would answer, at once, where the engine can read without waiting (SQLite outside
   * a transaction: the row kept under the current change mark, else read directly); undefined
   * where it cannot (PostgreSQL, a transaction open on the connection), and the caller awaits
   * `get`. Lets a read served from memory finish without a promise. A commit of this store is
   * seen at once; one of another process on the same file within 1 ms (MARK_REUSE_MS).
   */
  getNow?(
    orgId: string,
    docType: DocType,
    id: string,
  ): { readonly document: DocumentRecord | undefined } | undefined;
  /**
   * The same, locking the row until the transaction ends where the engine has row locks
   * (PostgreSQL); SQLite transactions are serialized already. For writers that do not carry
   * If-Match and so must not lose a race.
   */
  getForUpdate(orgId: string, docType: DocType, id: string): Promise<DocumentRecord | undefined>;
  /** Whether a live document of this type other than `exceptId` has the name key. */
  nameTaken(orgId: string, docType: DocType, nameKey: string, exceptId?: string): Promise<boolean>;
  /** Moves the head only when it is still `expectedHeadVersionId`; `stale` when it is not. */
  moveHead(move: HeadMove): Promise<'moved' | 'stale' | 'name_taken'>;
  /** Live documents, newest first, each with its head version. */
  listLive(
    orgId: string,
    docType: DocType,
    page: DocumentPage,
  ): Promise<{ document: DocumentRecord; head: VersionRecord }[]>;
  /** Every document id of an organization (deleted ones included), for verification. */
  listIds(orgId: string, docType?: DocType): Promise<{ id: string; doc_type: DocType }[]>;

  appendVersion(version: VersionRecord): Promise<void>;
  getVersion(orgId: string, documentId: string, versionId: string): Promise<VersionRecord | undefined>;
  getVersionHeader(orgId: string, documentId: string, versionId: string): Promise<VersionHeader | undefined>;
  /** The newest version created at or before `instant` (ISO-8601 UTC). */
  versionAt(orgId: string, documentId: string, instant: string): Promise<VersionHeader | undefined>;
  /** Newest first, below `beforeSeq` when given. */
  listVersions(
    orgId: string,
    documentId: string,
    page: { beforeSeq?: number; limit: number },
  ): Promise<VersionHeader[]>;
  /** Oldest first, after `afterSeq`, with content (chain verification). */
  versionsAscending(
    orgId: string,
    documentId: string,
    page: { afterSeq: number; limit: number },
  ): Promise<VersionRecord[]>;

  lastEvent(orgId: string, documentId: string): Promise<AuditEventRecord | undefined>;
  appendEvents(events: AuditEventRecord[]): Promise<void>;
  /** Newest first; event type and time bounds narrow the index range. */
  listEvents(orgId: string, documentId: string, query: EventQuery): Promise<AuditEventRecord[]>;
  /** Oldest first, after `afterSeq` (chain verification). */
  eventsAscending(
    orgId: string,
    documentId: string,
    page: { afterSeq: number; limit: number },
  ): Promise<AuditEventRecord[]>;
}

/** Ingredient resolution sessions of Studio recipes (not versioned). */
export interface ResolutionRepo {
  insert(session: ResolutionSessionRecord): Promise<void>;
  /** Marks the recipe's open session superseded by `byResolutionId`; returns how many were. */
  supersedeOpen(orgId: string, recipeId: string, byResolutionId: string): Promise<number>;
  /** A session of that recipe; undefined when missing, another recipe's or another organization's. */
  get(orgId: string, recipeId: string, resolutionId: string): Promise<ResolutionSessionRecord | undefined>;
  /** The recipe's newest session. */
  latest(orgId: string, recipeId: string): Promise<ResolutionSessionRecord | undefined>;
  /** The recipe's sessions, newest first, after `after` (created_at, resolution_id) when given. */
  list(
    orgId: string,
    recipeId: string,
    page: { after?: { created_at: string; id: string }; limit: number },
  ): Promise<ResolutionSessionRecord[]>;
  /** The session a start request (X-Request-ID) created. */
  findByRequestId(orgId: string, requestId: string): Promise<ResolutionSessionRecord | undefined>;
  /** open → confirmed, only while it is still open; false when it no longer was. */
  markConfirmed(
    orgId: string,
    resolutionId: string,
    confirmed: { at: string; versionId: string; ingredientsHash: string },
  ): Promise<boolean>;
}

export interface StoreRepos {
  readonly orgs: OrganizationRepo;
  readonly apiKeys: ApiKeyRepo;
  readonly foods: FoodRepo;
  readonly v1Recipes: V1RecipeRepo;
  readonly rateLimits: RateLimitRepo;
  readonly entitlements: EntitlementRepo;
  readonly usage: UsageRepo;
  readonly documents: DocumentRepo;
  readonly resolutions: ResolutionRepo;
}

export type StoreDialect = 'sqlite' | 'postgres';

export interface Store extends StoreRepos {
  readonly dialect: StoreDialect;
  /** Runs `fn` in one transaction: everything it writes commits together or not at all. */
  transaction<T>(fn: (tx: StoreRepos) => Promise<T>): Promise<T>;
  /** Throws when the database cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
