import { chainHash, contentHash, eventRecordHash, GENESIS_HASH, type Sha256Hex } from './hash.ts';
import type { AuditEventRecord, VersionRecord } from './records.ts';

/**
 * Recomputes a document's two chains and reports the first broken link. Versions are fed in
 * ascending seq order, then events in ascending seq order, so a chain of any length is checked
 * in pages without holding it in memory (only the version ids are kept).
 */
export type VersionBreak =
  | 'seq_gap'
  | 'parent_mismatch'
  | 'content_hash_mismatch'
  | 'chain_hash_mismatch'
  | 'head_mismatch'
  | 'missing_cause';

export type EventBreak = 'seq_gap' | 'prev_hash_mismatch' | 'record_hash_mismatch' | 'unknown_version';

export type BrokenLink =
  | { kind: 'version'; id: string; seq: number; reason: VersionBreak }
  | { kind: 'event'; id: string; seq: number; reason: EventBreak };

export type ChainReport =
  | { valid: true; versions_checked: number; events_checked: number; head_version_id: string }
  | { valid: false; versions_checked: number; events_checked: number; broken_at: BrokenLink };

export interface VerifiedHead {
  head_version_id: string;
  head_seq: number;
}

export class ChainVerifier {
  readonly #sha256: Sha256Hex;
  readonly #head: VerifiedHead;
  #lastVersion: VersionRecord | undefined;
  #lastEvent: AuditEventRecord | undefined;
  /** version_id → [seq, caused_by_event_id, cause seen]. */
  readonly #versions = new Map<string, { seq: number; cause: string | null; causeSeen: boolean }>();
  #versionsChecked = 0;
  #eventsChecked = 0;
  #broken: BrokenLink | undefined;

  constructor(sha256: Sha256Hex, head: VerifiedHead) {
    this.#sha256 = sha256;
    this.#head = head;
  }

  get broken(): BrokenLink | undefined {
    return this.#broken;
  }

  /** Checks the next version; returns the broken link (and remembers it) when it fails. */
  version(v: VersionRecord): BrokenLink | undefined {
    if (this.#broken !== undefined) {
      return this.#broken;
    }
    const prev = this.#lastVersion;
    const fail = (reason: VersionBreak) => {
      this.#broken = { kind: 'version', id: v.version_id, seq: v.seq, reason };
      return this.#broken;
    };
    if (v.seq !== (prev?.seq ?? 0) + 1) {
      return fail('seq_gap');
    }
    if (v.parent_version_id !== (prev?.version_id ?? null)) {
      return fail('parent_mismatch');
    }
    if (contentHash(this.#sha256, v.content) !== v.content_hash) {
      return fail('content_hash_mismatch');
    }
    if (chainHash(this.#sha256, prev?.chain_hash ?? GENESIS_HASH, v.content_hash) !== v.chain_hash) {
      return fail('chain_hash_mismatch');
    }
    this.#lastVersion = v;
    this.#versions.set(v.version_id, { seq: v.seq, cause: v.caused_by_event_id, causeSeen: false });
    this.#versionsChecked++;
    return undefined;
  }

  /** After the last version: the document's head must be the end of the chain. */
  endOfVersions(): BrokenLink | undefined {
    if (this.#broken !== undefined) {
      return this.#broken;
    }
    const last = this.#lastVersion;
    if (
      last === undefined ||
      last.version_id !== this.#head.head_version_id ||
      last.seq !== this.#head.head_seq
    ) {
      this.#broken = {
        kind: 'version',
        id: this.#head.head_version_id,
        seq: this.#head.head_seq,
        reason: 'head_mismatch',
      };
    }
    return this.#broken;
  }

  event(e: AuditEventRecord): BrokenLink | undefined {
    if (this.#broken !== undefined) {
      return this.#broken;
    }
    const prev = this.#lastEvent;
    const fail = (reason: EventBreak) => {
      this.#broken = { kind: 'event', id: e.event_id, seq: e.seq, reason };
      return this.#broken;
    };
    if (e.seq !== (prev?.seq ?? 0) + 1) {
      return fail('seq_gap');
    }
    if (e.prev_hash !== (prev?.record_hash ?? GENESIS_HASH)) {
      return fail('prev_hash_mismatch');
    }
    if (eventRecordHash(this.#sha256, e.prev_hash, e) !== e.record_hash) {
      return fail('record_hash_mismatch');
    }
    const version = this.#versions.get(e.version_id);
    if (version === undefined || version.seq !== e.version_seq) {
      return fail('unknown_version');
    }
    if (version.cause === e.event_id) {
      version.causeSeen = true;
    }
    this.#lastEvent = e;
    this.#eventsChecked++;
    return undefined;
  }

  /** After the last event: every version's causing event must have been seen. */
  endOfEvents(): BrokenLink | undefined {
    if (this.#broken !== undefined) {
      return this.#broken;
    }
    for (const [id, v] of this.#versions) {
      if (v.cause !== null && !v.causeSeen) {
        this.#broken = { kind: 'version', id, seq: v.seq, reason: 'missing_cause' };
        return this.#broken;
      }
    }
    return undefined;
  }

  report(): ChainReport {
    const counts = { versions_checked: this.#versionsChecked, events_checked: this.#eventsChecked };
    if (this.#broken !== undefined) {
      return { valid: false, ...counts, broken_at: this.#broken };
    }
    return { valid: true, ...counts, head_version_id: this.#head.head_version_id };
  }
}
