import type { AuditEventRecord, VersionHeader } from '../domain/versioning/records.ts';

/** Wire forms shared by every versioned document type (Studio recipes, custom ingredients). */
export const IF_MATCH_NOTE =
  'Send the current version_id in If-Match (bare or W/"…"): missing → 412, stale → 409, both with the current version_id. Ignored on API versions without recipe_versioning.';

export function versionEntry(v: VersionHeader) {
  return {
    version_id: v.version_id,
    parent_version_id: v.parent_version_id,
    created_at: v.created_at,
    created_by: v.created_by,
    summary: v.summary,
    restored_from_version_id: v.restored_from_version_id,
    caused_by_event_id: v.caused_by_event_id,
    content_hash: v.content_hash,
    chain_hash: v.chain_hash,
  };
}

export function auditEvent(e: AuditEventRecord) {
  return {
    event_id: e.event_id,
    actor: { type: e.actor_type, id: e.actor_id },
    channel: e.channel,
    timestamp: e.timestamp,
    version_id: e.version_id,
    event_type: e.event_type,
    changed_fields: e.changed_fields,
    before: e.before,
    after: e.after,
    rationale: e.rationale,
    prev_hash: e.prev_hash,
    record_hash: e.record_hash,
  };
}
