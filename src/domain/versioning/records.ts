import type { JsonValue } from './canonical.ts';

/**
 * The records of a versioned document (a Studio recipe, later a custom ingredient): the document
 * row with its head pointer, its immutable versions, and its audit events. The store persists
 * them; everything that gives them meaning (hashes, chains, diffs) is computed in this folder.
 */
export type DocType = 'recipe' | 'custom_ingredient';

export type ActorType = 'member' | 'system';

/** How a change reached the service: an API key, the command line, or the service itself. */
export const CHANNELS = ['api', 'cli', 'system'] as const;
export type Channel = (typeof CHANNELS)[number];

export interface DocumentRecord {
  id: string;
  org_id: string;
  doc_type: DocType;
  name: string;
  /** Lower-cased trimmed name; unique per organization and type among live documents. */
  name_key: string;
  status: string;
  head_version_id: string;
  head_seq: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** A version without its content (what history listings carry). */
export interface VersionHeader {
  version_id: string;
  document_id: string;
  org_id: string;
  seq: number;
  parent_version_id: string | null;
  created_at: string;
  created_by: string;
  created_by_type: ActorType;
  /** Auto-generated description of the change. */
  summary: string;
  restored_from_version_id: string | null;
  caused_by_event_id: string | null;
  content_hash: string;
  chain_hash: string;
}

export interface VersionRecord extends VersionHeader {
  /** The complete state, as canonical JSON text (exactly the bytes content_hash covers). */
  content: string;
}

export interface AuditEventRecord {
  event_id: string;
  document_id: string;
  org_id: string;
  /** 1, 2, … per document. */
  seq: number;
  version_id: string;
  version_seq: number;
  event_type: string;
  actor_type: ActorType;
  actor_id: string;
  channel: Channel;
  timestamp: string;
  changed_fields: string[];
  before: JsonValue;
  after: JsonValue;
  rationale: string | null;
  prev_hash: string;
  record_hash: string;
}

/**
 * The key names are unique by, per organization and document type among live documents:
 * trimmed and lower-cased (NFC first, so composed and decomposed forms agree).
 */
export function nameKeyOf(name: string): string {
  return name.trim().normalize('NFC').toLowerCase();
}
