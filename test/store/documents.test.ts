import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEventRecord, DocumentRecord, VersionRecord } from '../../src/domain/versioning/records.ts';
import { engines, openTestStore, type TestStore } from '../helpers/stores.ts';

const T = (s: number) => `2026-02-01T00:00:${String(s).padStart(2, '0')}.000Z`;
const vid = (doc: string, seq: number) =>
  `${doc.toUpperCase().padEnd(20, 'X').slice(0, 20)}${String(seq).padStart(6, '0')}`;

function doc(id: string, name: string, extra: Partial<DocumentRecord> = {}): DocumentRecord {
  return {
    id,
    org_id: 'org_a',
    doc_type: 'recipe',
    name,
    name_key: name.toLowerCase(),
    status: 'active',
    head_version_id: vid(id, 1),
    head_seq: 1,
    created_at: T(1),
    updated_at: T(1),
    deleted_at: null,
    ...extra,
  };
}

function version(docId: string, seq: number, createdAt = T(seq)): VersionRecord {
  return {
    version_id: vid(docId, seq),
    document_id: docId,
    org_id: 'org_a',
    seq,
    parent_version_id: seq === 1 ? null : vid(docId, seq - 1),
    created_at: createdAt,
    created_by: 'mem_1',
    created_by_type: 'member',
    summary: `v${seq}`,
    restored_from_version_id: null,
    caused_by_event_id: `evt_${docId}_${seq}`,
    content: `{"seq":${seq}}`,
    content_hash: 'c'.repeat(64),
    chain_hash: 'h'.repeat(64),
  };
}

function event(
  docId: string,
  seq: number,
  type = 'recipe.metadata_updated',
  actor = 'mem_1',
): AuditEventRecord {
  return {
    event_id: `evt_${docId}_${seq}`,
    document_id: docId,
    org_id: 'org_a',
    seq,
    version_id: vid(docId, seq),
    version_seq: seq,
    event_type: type,
    actor_type: 'member',
    actor_id: actor,
    channel: 'api',
    timestamp: T(seq),
    changed_fields: ['name'],
    before: { name: 'a', nested: { n: 1.5 } },
    after: null,
    rationale: seq % 2 === 0 ? 'because' : null,
    prev_hash: '0'.repeat(64),
    record_hash: 'r'.repeat(64),
  };
}

describe.each(engines())('versioned documents store on %s', (engine) => {
  let db: TestStore;
  beforeAll(async () => {
    db = await openTestStore(engine);
    for (const id of ['org_a', 'org_b']) {
      await db.store.orgs.insert({ id, name: id, created_at: T(0) });
    }
  });
  afterAll(async () => {
    await db.drop();
  });

  it('inserts and reads a document only within its organization and type', async () => {
    const d = doc('rcp_read', 'Bread');
    expect(await db.store.documents.insert(d)).toBe('inserted');
    expect(await db.store.documents.get('org_a', 'recipe', 'rcp_read')).toEqual(d);
    expect(await db.store.documents.get('org_b', 'recipe', 'rcp_read')).toBeUndefined();
    expect(
      await db.store.transaction((tx) => tx.documents.getForUpdate('org_a', 'recipe', 'rcp_read')),
    ).toEqual(d);
    expect(
      await db.store.transaction((tx) => tx.documents.getForUpdate('org_b', 'recipe', 'rcp_read')),
    ).toBeUndefined();
    expect(await db.store.documents.get('org_a', 'custom_ingredient', 'rcp_read')).toBeUndefined();
  });

  it('keeps live names unique per organization and type, and frees them on deletion', async () => {
    await db.store.documents.insert(doc('rcp_n1', 'Soup'));
    expect(await db.store.documents.insert(doc('rcp_n2', 'Soup'))).toBe('name_taken');
    expect(await db.store.documents.insert(doc('rcp_n3', 'Soup', { org_id: 'org_b' }))).toBe('inserted');
    expect(await db.store.documents.insert(doc('ci_n4', 'Soup', { doc_type: 'custom_ingredient' }))).toBe(
      'inserted',
    );
    expect(await db.store.documents.nameTaken('org_a', 'recipe', 'soup')).toBe(true);
    expect(await db.store.documents.nameTaken('org_a', 'recipe', 'soup', 'rcp_n1')).toBe(false);
    const moved = await db.store.documents.moveHead({
      orgId: 'org_a',
      id: 'rcp_n1',
      expectedHeadVersionId: vid('rcp_n1', 1),
      headVersionId: vid('rcp_n1', 2),
      headSeq: 2,
      name: 'Soup',
      nameKey: 'soup',
      status: 'deleted',
      updatedAt: T(2),
      deletedAt: T(2),
    });
    expect(moved).toBe('moved');
    expect(await db.store.documents.nameTaken('org_a', 'recipe', 'soup')).toBe(false);
    expect(await db.store.documents.insert(doc('rcp_n5', 'Soup'))).toBe('inserted');
  });

  it('remembers the request that created a document', async () => {
    const d = doc('rcp_req', 'Requested');
    expect(await db.store.documents.insert(d, 'req-create-1')).toBe('inserted');
    expect(await db.store.documents.findByRequestId('org_a', 'recipe', 'req-create-1')).toEqual(d);
    expect(await db.store.documents.findByRequestId('org_b', 'recipe', 'req-create-1')).toBeUndefined();
    expect(
      await db.store.documents.findByRequestId('org_a', 'custom_ingredient', 'req-create-1'),
    ).toBeUndefined();
    expect(await db.store.documents.findByRequestId('org_a', 'recipe', 'req-other')).toBeUndefined();
  });

  it('moves the head only from the expected version (compare-and-swap)', async () => {
    await db.store.documents.insert(doc('rcp_cas', 'Stew'));
    await db.store.documents.insert(doc('rcp_other', 'Chili'));
    const move = {
      orgId: 'org_a',
      id: 'rcp_cas',
      expectedHeadVersionId: vid('rcp_cas', 1),
      headVersionId: vid('rcp_cas', 2),
      headSeq: 2,
      name: 'Stew',
      nameKey: 'stew',
      status: 'active',
      updatedAt: T(2),
      deletedAt: null,
    };
    expect(await db.store.documents.moveHead({ ...move, orgId: 'org_b' })).toBe('stale');
    expect(await db.store.documents.moveHead(move)).toBe('moved');
    expect(await db.store.documents.moveHead(move)).toBe('stale');
    expect(
      await db.store.documents.moveHead({
        ...move,
        expectedHeadVersionId: vid('rcp_cas', 2),
        headVersionId: vid('rcp_cas', 3),
        headSeq: 3,
        name: 'Chili',
        nameKey: 'chili',
      }),
    ).toBe('name_taken');
    expect(await db.store.documents.get('org_a', 'recipe', 'rcp_cas')).toMatchObject({
      head_version_id: vid('rcp_cas', 2),
      head_seq: 2,
      updated_at: T(2),
    });
  });

  it('appends versions, lists them newest first, finds one by time, and reads them oldest first', async () => {
    await db.store.documents.insert(
      doc('rcp_v', 'Versions', { head_version_id: vid('rcp_v', 5), head_seq: 5 }),
    );
    for (let s = 1; s <= 5; s++) {
      await db.store.documents.appendVersion(version('rcp_v', s));
    }
    await expect(
      db.store.documents.appendVersion({ ...version('rcp_v', 5), version_id: 'DUPLICATESEQ00000000000000' }),
    ).rejects.toThrow();
    const page = await db.store.documents.listVersions('org_a', 'rcp_v', { limit: 2 });
    expect(page.map((v) => v.seq)).toEqual([5, 4]);
    expect(page[0]).not.toHaveProperty('content');
    expect(
      (await db.store.documents.listVersions('org_a', 'rcp_v', { beforeSeq: 4, limit: 10 })).map(
        (v) => v.seq,
      ),
    ).toEqual([3, 2, 1]);
    expect(await db.store.documents.listVersions('org_b', 'rcp_v', { limit: 10 })).toEqual([]);
    expect((await db.store.documents.versionAt('org_a', 'rcp_v', T(3)))?.seq).toBe(3);
    expect((await db.store.documents.versionAt('org_a', 'rcp_v', '2026-02-01T00:00:03.500Z'))?.seq).toBe(3);
    expect((await db.store.documents.versionAt('org_a', 'rcp_v', '2099-01-01T00:00:00.000Z'))?.seq).toBe(5);
    expect(await db.store.documents.versionAt('org_a', 'rcp_v', T(0))).toBeUndefined();
    expect(await db.store.documents.getVersion('org_a', 'rcp_v', vid('rcp_v', 2))).toEqual(
      version('rcp_v', 2),
    );
    expect(await db.store.documents.getVersion('org_a', 'rcp_read', vid('rcp_v', 2))).toBeUndefined();
    expect(await db.store.documents.getVersionHeader('org_a', 'rcp_v', vid('rcp_v', 2))).toMatchObject({
      seq: 2,
    });
    const asc = await db.store.documents.versionsAscending('org_a', 'rcp_v', { afterSeq: 2, limit: 2 });
    expect(asc.map((v) => [v.seq, v.content])).toEqual([
      [3, '{"seq":3}'],
      [4, '{"seq":4}'],
    ]);
    const live = await db.store.documents.listLive('org_a', 'recipe', { limit: 100 });
    expect(live.find((l) => l.document.id === 'rcp_v')?.head).toEqual(version('rcp_v', 5));
  });

  it('appends events, lists them newest first by type, time range and cursor, and reads them oldest first', async () => {
    await db.store.documents.insert(
      doc('rcp_e', 'Events', { head_version_id: vid('rcp_e', 6), head_seq: 6 }),
    );
    for (let s = 1; s <= 6; s++) {
      await db.store.documents.appendVersion(version('rcp_e', s));
    }
    await db.store.documents.appendEvents(
      [1, 2, 3, 4, 5, 6].map((s) =>
        event('rcp_e', s, s % 3 === 0 ? 'recipe.archived' : 'recipe.metadata_updated'),
      ),
    );
    await expect(
      db.store.documents.appendEvents([{ ...event('rcp_e', 6), event_id: 'evt_dup' }]),
    ).rejects.toThrow();
    expect(await db.store.documents.lastEvent('org_a', 'rcp_e')).toEqual(
      event('rcp_e', 6, 'recipe.archived'),
    );
    const list = (q: Parameters<typeof db.store.documents.listEvents>[2]) =>
      db.store.documents.listEvents('org_a', 'rcp_e', q).then((es) => es.map((e) => e.seq));
    expect(await list({ limit: 4 })).toEqual([6, 5, 4, 3]);
    expect(await list({ limit: 4, beforeSeq: 3 })).toEqual([2, 1]);
    expect(await list({ limit: 10, eventType: 'recipe.archived' })).toEqual([6, 3]);
    expect(await list({ limit: 10, from: T(2), to: T(4) })).toEqual([4, 3, 2]);
    expect(await db.store.documents.listEvents('org_b', 'rcp_e', { limit: 10 })).toEqual([]);
    expect(
      (await db.store.documents.eventsAscending('org_a', 'rcp_e', { afterSeq: 4, limit: 10 })).map(
        (e) => e.seq,
      ),
    ).toEqual([5, 6]);
  });

  it('lists live documents newest first with a (created_at, id) cursor', async () => {
    for (const [i, name] of ['L1', 'L2', 'L3'].entries()) {
      const id = `rcp_l${i}`;
      await db.store.documents.insert({ ...doc(id, name), org_id: 'org_b', created_at: T(30 + i) });
      await db.store.documents.appendVersion({ ...version(id, 1), org_id: 'org_b' });
    }
    const first = await db.store.documents.listLive('org_b', 'recipe', { limit: 2 });
    expect(first.map((r) => r.document.name)).toEqual(['L3', 'L2']);
    const last = first[1]?.document as DocumentRecord;
    const next = await db.store.documents.listLive('org_b', 'recipe', {
      limit: 2,
      after: { created_at: last.created_at, id: last.id },
    });
    expect(next.map((r) => r.document.name)).toEqual(['L1']);
    expect((await db.store.documents.listIds('org_b', 'recipe')).map((r) => r.id)).toContain('rcp_l0');
  });

  it('lists live documents of one status only when asked', async () => {
    for (const [i, status] of ['draft', 'active', 'archived', 'active'].entries()) {
      const id = `ci_s${i}`;
      await db.store.documents.insert({
        ...doc(id, `S${i}`),
        doc_type: 'custom_ingredient',
        org_id: 'org_b',
        status,
        created_at: T(40 + i),
      });
      await db.store.documents.appendVersion({ ...version(id, 1), org_id: 'org_b' });
    }
    const names = async (status?: string) =>
      (
        await db.store.documents.listLive('org_b', 'custom_ingredient', {
          limit: 10,
          ...(status === undefined ? {} : { status }),
        })
      ).map((r) => r.document.name);
    expect(await names()).toEqual(['S3', 'S2', 'S1', 'S0']);
    expect(await names('active')).toEqual(['S3', 'S1']);
    expect(await names('draft')).toEqual(['S0']);
    expect(await db.store.documents.listLive('org_b', 'recipe', { limit: 10, status: 'draft' })).toEqual([]);
  });

  it('a read made while a transaction is open never sees what that transaction has not committed', async () => {
    let during: Promise<DocumentRecord | undefined> | undefined;
    await expect(
      db.store.transaction(async (tx) => {
        await tx.documents.insert(doc('rcp_open', 'Not committed'));
        during = db.store.documents.get('org_a', 'recipe', 'rcp_open');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await during).toBeUndefined();
    expect(await db.store.documents.get('org_a', 'recipe', 'rcp_open')).toBeUndefined();
  });

  it('answers a read at once only where nothing can be waiting: on SQLite outside a transaction', async () => {
    const d = doc('rcp_now', 'Read now');
    await db.store.documents.insert(d);
    const now = (org: string) => db.store.documents.getNow?.(org, 'recipe', 'rcp_now');
    if (engine === 'postgres') {
      expect(now('org_a')).toBeUndefined();
      return;
    }
    expect(now('org_a')?.document).toEqual(d);
    // The same answer again (kept), and a missing or foreign document is an answer too.
    expect(now('org_a')?.document).toEqual(d);
    expect(now('org_b')).toBeDefined();
    expect(now('org_b')?.document).toBeUndefined();
    let during: unknown = 'not read';
    let inTransaction: unknown = 'not read';
    await db.store.transaction(async (tx) => {
      await tx.documents.moveHead({
        orgId: 'org_a',
        id: 'rcp_now',
        expectedHeadVersionId: d.head_version_id,
        headVersionId: vid('rcp_now', 2),
        headSeq: 2,
        name: 'Moved',
        nameKey: 'moved',
        status: 'active',
        updatedAt: T(2),
        deletedAt: null,
      });
      during = now('org_a');
      inTransaction = tx.documents.getNow?.('org_a', 'recipe', 'rcp_now');
    });
    // While the transaction is open the caller must wait (get), never read around it.
    expect(during).toBeUndefined();
    expect(inTransaction).toBeUndefined();
    // Once it is committed, the next answer is the moved head (the kept row is not used).
    expect(now('org_a')?.document).toMatchObject({ head_version_id: vid('rcp_now', 2), head_seq: 2 });
  });

  it('writes nothing when the transaction fails', async () => {
    await expect(
      db.store.transaction(async (tx) => {
        await tx.documents.insert(doc('rcp_tx', 'Rolled back'));
        await tx.documents.appendVersion(version('rcp_tx', 1));
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.store.documents.get('org_a', 'recipe', 'rcp_tx')).toBeUndefined();
    expect(await db.store.documents.getVersion('org_a', 'rcp_tx', vid('rcp_tx', 1))).toBeUndefined();
  });
});
