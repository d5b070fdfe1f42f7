/** Organizations own every resource; API keys act for one member of one organization. */
export interface Organization {
  id: string;
  name: string;
  created_at: string;
}

export interface ApiKeyRecord {
  id: string;
  org_id: string;
  member_id: string;
  /** Non-secret lookup prefix (the 8 characters after `nlk_`). */
  prefix: string;
  /** SHA-256 of the whole key, hex. The key itself is never stored. */
  key_hash: string;
  name: string;
  created_at: string;
  revoked_at: string | null;
}

/** Who performed an action: a member through an API key, or the system itself. */
export type Actor = { type: 'member'; id: string } | { type: 'system'; id: string };
