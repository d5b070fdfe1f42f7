import { canonicalJson } from './canonical.ts';
import type { AuditEventRecord } from './records.ts';

/**
 * The hash chains of versioned documents. The hash function is passed in (hex SHA-256 in the
 * service), so this module stays pure.
 *
 * - `content_hash` = sha256(canonical content text)
 * - `chain_hash`   = sha256(parent chain_hash ‖ content_hash); the first version chains from
 *   GENESIS_HASH (64 zeros)
 * - `record_hash`  = sha256(prev_hash ‖ canonical event); the first event of a document has
 *   prev_hash = GENESIS_HASH
 *
 * ‖ is plain concatenation of the hex strings; both sides have a fixed length (64), so the
 * concatenation is unambiguous.
 */
export type Sha256Hex = (text: string) => string;

export const GENESIS_HASH = '0'.repeat(64);

export function contentHash(sha256: Sha256Hex, canonicalContent: string): string {
  return sha256(canonicalContent);
}

export function chainHash(sha256: Sha256Hex, parentChainHash: string | null, contentHashHex: string): string {
  return sha256(`${parentChainHash ?? GENESIS_HASH}${contentHashHex}`);
}

/** The members of an audit event that its record_hash covers (everything but the hashes). */
export type HashedEvent = Omit<AuditEventRecord, 'prev_hash' | 'record_hash'>;

/** The canonical text of an event, as its record_hash covers it. */
export function canonicalEvent(event: HashedEvent): string {
  return canonicalJson({
    event_id: event.event_id,
    document_id: event.document_id,
    org_id: event.org_id,
    seq: event.seq,
    version_id: event.version_id,
    version_seq: event.version_seq,
    event_type: event.event_type,
    actor_type: event.actor_type,
    actor_id: event.actor_id,
    channel: event.channel,
    timestamp: event.timestamp,
    changed_fields: event.changed_fields,
    before: event.before,
    after: event.after,
    rationale: event.rationale,
  });
}

export function eventRecordHash(sha256: Sha256Hex, prevHash: string, event: HashedEvent): string {
  return sha256(`${prevHash}${canonicalEvent(event)}`);
}
