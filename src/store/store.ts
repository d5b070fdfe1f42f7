import type { ApiKeyRecord, Organization } from '../domain/accounts.ts';

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

export interface StoreRepos {
  readonly orgs: OrganizationRepo;
  readonly apiKeys: ApiKeyRepo;
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
