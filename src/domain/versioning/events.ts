import type { Actor } from '../accounts.ts';
import type { JsonValue } from './canonical.ts';

/**
 * What a mutation says about itself; the commit turns each draft into an audit event with its
 * id, sequence number, version, actor, channel, timestamp and hashes. `actor` overrides the
 * caller (a recomputation the service performs on its own is recorded as the system's).
 */
export interface EventDraft {
  event_type: string;
  changed_fields: string[];
  before: JsonValue;
  after: JsonValue;
  rationale: string | null;
  actor?: Actor;
}
