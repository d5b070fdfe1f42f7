/**
 * Row shapes of every table, as both engines store them: ids and timestamps are text (ISO-8601
 * UTC), JSON documents are text, booleans are integers 0/1. Domain code never sees these types;
 * `rows.ts` maps them.
 */
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

export interface Database {
  organizations: OrganizationsTable;
  api_keys: ApiKeysTable;
}
