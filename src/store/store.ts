import type { ApiKeyRecord, Organization } from '../domain/accounts.ts';
import type { FoodImportRecord, FoodSummary } from '../domain/foods/catalogue.ts';
import type { Food } from '../domain/foods/food.ts';
import type { V1ListQuery, V1Recipe, V1RecipeListItem } from '../domain/v1/recipe.ts';

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
  get(id: string): Promise<Food | undefined>;
  getMany(ids: readonly string[]): Promise<Food[]>;
  summaries(): Promise<FoodSummary[]>;
  count(): Promise<number>;
  recordImport(record: FoodImportRecord): Promise<void>;
  findImport(fingerprint: string): Promise<FoodImportRecord | undefined>;
  /** Id of the newest import, or undefined: changes whenever the catalogue is reloaded. */
  latestImportId(): Promise<string | undefined>;
}

/** Recipes of the simple /v1 area. */
export interface V1RecipeRepo {
  insert(recipe: V1Recipe): Promise<void>;
  /** Replaces the stored recipe; false when it does not exist in that organization. */
  replace(recipe: V1Recipe): Promise<boolean>;
  get(orgId: string, id: string): Promise<V1Recipe | undefined>;
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

export interface StoreRepos {
  readonly orgs: OrganizationRepo;
  readonly apiKeys: ApiKeyRepo;
  readonly foods: FoodRepo;
  readonly v1Recipes: V1RecipeRepo;
  readonly rateLimits: RateLimitRepo;
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
