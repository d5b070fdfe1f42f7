import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../src/domain/versioning/canonical.ts';
import { changeSet } from '../../../src/domain/versioning/changes.ts';
import {
  canonicalEvent,
  chainHash,
  contentHash,
  eventRecordHash,
  GENESIS_HASH,
} from '../../../src/domain/versioning/hash.ts';
import type { AuditEventRecord, VersionRecord } from '../../../src/domain/versioning/records.ts';
import { ChainVerifier } from '../../../src/domain/versioning/verify.ts';

const sha = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

function chain(n: number): { versions: VersionRecord[]; events: AuditEventRecord[] } {
  const versions: VersionRecord[] = [];
  const events: AuditEventRecord[] = [];
  let prevChain: string | null = null;
  let prevRecord = GENESIS_HASH;
  for (let seq = 1; seq <= n; seq++) {
    const content = canonicalJson({ name: `v${seq}` });
    const ch = contentHash(sha, content);
    const v: VersionRecord = {
      version_id: `V${String(seq).padStart(25, '0')}`,
      document_id: 'rcp_1',
      org_id: 'org_1',
      seq,
      parent_version_id: versions.at(-1)?.version_id ?? null,
      created_at: `2026-01-01T00:00:0${seq}.000Z`,
      created_by: 'mem_1',
      created_by_type: 'member',
      summary: `s${seq}`,
      restored_from_version_id: null,
      caused_by_event_id: `evt_${seq}`,
      content,
      content_hash: ch,
      chain_hash: chainHash(sha, prevChain, ch),
    };
    prevChain = v.chain_hash;
    versions.push(v);
    const unhashed = {
      event_id: `evt_${seq}`,
      document_id: 'rcp_1',
      org_id: 'org_1',
      seq,
      version_id: v.version_id,
      version_seq: seq,
      event_type: 'recipe.metadata_updated',
      actor_type: 'member' as const,
      actor_id: 'mem_1',
      channel: 'api' as const,
      timestamp: v.created_at,
      changed_fields: ['name'],
      before: { name: `v${seq - 1}` },
      after: { name: `v${seq}` },
      rationale: null,
    };
    const record_hash = eventRecordHash(sha, prevRecord, unhashed);
    events.push({ ...unhashed, prev_hash: prevRecord, record_hash });
    prevRecord = record_hash;
  }
  return { versions, events };
}

function verify(versions: VersionRecord[], events: AuditEventRecord[], head = versions.at(-1)) {
  const v = new ChainVerifier(sha, { head_version_id: head?.version_id ?? '', head_seq: head?.seq ?? 0 });
  for (const x of versions) {
    v.version(x);
  }
  v.endOfVersions();
  for (const e of events) {
    v.event(e);
  }
  v.endOfEvents();
  return v.report();
}

describe('hash chains', () => {
  it('chain from 64 zeros: chain_hash = sha256(parent ‖ content_hash)', () => {
    expect(GENESIS_HASH).toBe('0'.repeat(64));
    const ch = contentHash(sha, '{"a":1}');
    expect(ch).toBe(sha('{"a":1}'));
    expect(chainHash(sha, null, ch)).toBe(sha(`${'0'.repeat(64)}${ch}`));
    expect(chainHash(sha, 'f'.repeat(64), ch)).toBe(sha(`${'f'.repeat(64)}${ch}`));
  });

  it('record_hash = sha256(prev_hash ‖ canonical event)', () => {
    const { events } = chain(2);
    const e = events[1] as AuditEventRecord;
    expect(e.record_hash).toBe(sha(`${e.prev_hash}${canonicalEvent(e)}`));
    expect(canonicalEvent(e)).not.toContain('record_hash');
  });

  it('a sound chain verifies', () => {
    const { versions, events } = chain(4);
    expect(verify(versions, events)).toEqual({
      valid: true,
      versions_checked: 4,
      events_checked: 4,
      head_version_id: versions[3]?.version_id,
    });
  });

  it.each([
    ['content', (v: VersionRecord) => ({ ...v, content: '{"name":"forged"}' }), 'content_hash_mismatch'],
    [
      'content and its hash',
      (v: VersionRecord) => ({ ...v, content: '{"name":"forged"}', content_hash: sha('{"name":"forged"}') }),
      'chain_hash_mismatch',
    ],
    ['parent', (v: VersionRecord) => ({ ...v, parent_version_id: null }), 'parent_mismatch'],
    ['seq', (v: VersionRecord) => ({ ...v, seq: 7 }), 'seq_gap'],
  ])('finds tampered version %s', (_what, tamper, reason) => {
    const { versions, events } = chain(4);
    versions[2] = tamper(versions[2] as VersionRecord);
    expect(verify(versions, events)).toMatchObject({
      valid: false,
      versions_checked: 2,
      broken_at: { kind: 'version', id: versions[2]?.version_id, seq: expect.any(Number), reason },
    });
  });

  it.each([
    ['before payload', (e: AuditEventRecord) => ({ ...e, before: { name: 'x' } }), 'record_hash_mismatch'],
    ['actor', (e: AuditEventRecord) => ({ ...e, actor_id: 'mem_2' }), 'record_hash_mismatch'],
    ['prev hash', (e: AuditEventRecord) => ({ ...e, prev_hash: GENESIS_HASH }), 'prev_hash_mismatch'],
    ['version link', (e: AuditEventRecord) => ({ ...e, version_seq: 9 }), 'record_hash_mismatch'],
  ])('finds tampered event %s', (_what, tamper, reason) => {
    const { versions, events } = chain(4);
    events[1] = tamper(events[1] as AuditEventRecord);
    expect(verify(versions, events)).toMatchObject({
      valid: false,
      broken_at: { kind: 'event', id: 'evt_2', seq: 2, reason },
    });
  });

  it('finds a removed event, a truncated tail and a head that is not the end', () => {
    const a = chain(4);
    expect(verify(a.versions, [a.events[0], a.events[2], a.events[3]] as AuditEventRecord[])).toMatchObject({
      broken_at: { kind: 'event', id: 'evt_3', reason: 'seq_gap' },
    });
    expect(verify(a.versions, a.events.slice(0, 3))).toMatchObject({
      broken_at: { kind: 'version', seq: 4, reason: 'missing_cause' },
    });
    expect(verify(a.versions.slice(0, 3), a.events, a.versions[3])).toMatchObject({
      broken_at: { kind: 'version', seq: 4, reason: 'head_mismatch' },
    });
  });
});

describe('changeSet', () => {
  it('keeps only changed fields, with old and new values', () => {
    expect(changeSet({ a: 1, b: 'x', c: null }, { a: 1, b: 'y', d: [1] })).toEqual({
      changed_fields: ['b', 'd'],
      before: { b: 'x', d: null },
      after: { b: 'y', d: [1] },
    });
  });
});
