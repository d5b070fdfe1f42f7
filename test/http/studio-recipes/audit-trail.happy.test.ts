import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../../src/services/accounts/accounts.ts';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { createRecipe, get, LEGACY, manualClock, mutate } from '../../helpers/studio.ts';

const clock = manualClock('2026-07-01T10:00:00.000Z');
let t: TestApp;
let m1: TestOrg;
let m2: TestOrg;
let id: string;
/** versions[n] = version id of version n (1-based); events follow versions one to one here. */
const versions: string[] = [''];

beforeAll(async () => {
  t = await startTestApp({ clock });
  m1 = await t.newOrg();
  const key = await createApiKey(t.deps, { orgId: m1.orgId });
  m2 = {
    ...m1,
    memberId: key.record.member_id,
    key: key.key,
    prefix: key.record.prefix,
    headers: { authorization: `Bearer ${key.key}`, 'content-type': 'application/json' },
  };
  // 1 created (m1), 2 patch (m2), 3 archive (m1), 4 unarchive (m2), 5 patch (m1), 6 patch (m2), 7 archive (m1)
  const c = await createRecipe(t, m1, { name: 'Audited' });
  id = c.id;
  versions.push(c.versionId);
  const steps: [TestOrg, 'PATCH' | 'POST', string, Record<string, unknown> | undefined][] = [
    [m2, 'PATCH', '', { name: 'Audited 2', rationale: 'rename' }],
    [m1, 'POST', '/archive', undefined],
    [m2, 'POST', '/unarchive', undefined],
    [m1, 'PATCH', '', { demographic: 'children_1_3_years' }],
    [m2, 'PATCH', '', { name: 'Audited 3' }],
    [m1, 'POST', '/archive', undefined],
  ];
  for (const [who, method, suffix, payload] of steps) {
    clock.advance(60_000);
    const res = await mutate(t, who, method, `/studio/recipes/${id}${suffix}`, versions.at(-1), payload);
    expect(res.statusCode, res.body).toBe(200);
    versions.push(res.json().version_id);
  }
});
afterAll(async () => {
  await t.close();
});

async function trail(query: string) {
  const res = await get(t, m1, `/studio/recipes/${id}/audit-trail${query === '' ? '' : `?${query}`}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return {
    body,
    seqs: body.data.events.map((e: { version_id: string }) => versions.indexOf(e.version_id)),
    cursor: body.meta.cursor as string | null,
    hasMore: body.meta.has_more as boolean,
  };
}

describe('GET /studio/recipes/{recipe_id}/audit-trail', () => {
  it('lists every event newest first, each with its actor, channel, payload and hash chain', async () => {
    const { body, seqs, cursor, hasMore } = await trail('');
    expect(body.data.recipe_id).toBe(id);
    expect(seqs).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect([cursor, hasMore]).toEqual([null, false]);
    expect(body.version_id).toBeUndefined();
    const events = body.data.events;
    expect(events.map((e: { event_type: string }) => e.event_type)).toEqual([
      'recipe.archived',
      'recipe.metadata_updated',
      'recipe.metadata_updated',
      'recipe.unarchived',
      'recipe.archived',
      'recipe.metadata_updated',
      'recipe.created',
    ]);
    expect(events[5]).toEqual({
      event_id: expect.stringMatching(/^evt_/),
      actor: { type: 'member', id: m2.memberId },
      channel: 'api',
      timestamp: '2026-07-01T10:01:00.000Z',
      version_id: versions[2],
      event_type: 'recipe.metadata_updated',
      changed_fields: ['name'],
      before: { name: 'Audited' },
      after: { name: 'Audited 2' },
      rationale: 'rename',
      prev_hash: events[6].record_hash,
      record_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    for (let i = 0; i < events.length - 1; i++) {
      expect(events[i].prev_hash).toBe(events[i + 1].record_hash);
    }
    expect(events[6].prev_hash).toBe('0'.repeat(64));
  });

  it('pages with the cursor until has_more is false (default limit 20)', async () => {
    const p1 = await trail('limit=3');
    expect([p1.seqs, p1.hasMore]).toEqual([[7, 6, 5], true]);
    const p2 = await trail(`limit=3&cursor=${p1.cursor}`);
    expect([p2.seqs, p2.hasMore]).toEqual([[4, 3, 2], true]);
    const p3 = await trail(`limit=3&cursor=${p2.cursor}`);
    expect([p3.seqs, p3.hasMore, p3.cursor]).toEqual([[1], false, null]);
    const exact = await trail('limit=7');
    expect([exact.seqs.length, exact.hasMore, exact.cursor]).toEqual([7, false, null]);
  });

  it('applies actor filters after the page is read: short and empty pages with has_more true', async () => {
    const q = `actor_id=${m2.memberId}&limit=3`;
    const p1 = await trail(q);
    expect([p1.seqs, p1.hasMore]).toEqual([[6], true]);
    const p2 = await trail(`${q}&cursor=${p1.cursor}`);
    expect([p2.seqs, p2.hasMore]).toEqual([[4, 2], true]);
    const p3 = await trail(`${q}&cursor=${p2.cursor}`);
    expect([p3.seqs, p3.hasMore, p3.cursor]).toEqual([[], false, null]);

    const empty = await trail(`actor_id=${m2.memberId}&limit=1`);
    expect([empty.seqs, empty.hasMore]).toEqual([[], true]);
    expect(empty.cursor).toEqual(expect.any(String));
    const next = await trail(`actor_id=${m2.memberId}&limit=1&cursor=${empty.cursor}`);
    expect(next.seqs).toEqual([6]);

    const system = await trail('actor_type=system&limit=2');
    expect([system.seqs, system.hasMore]).toEqual([[], true]);
    const members = await trail('actor_type=member');
    expect(members.seqs).toEqual([7, 6, 5, 4, 3, 2, 1]);
  });

  it('applies version windows after the page is read', async () => {
    expect((await trail(`since_version_id=${versions[3]}`)).seqs).toEqual([7, 6, 5, 4]);
    expect((await trail(`up_to_version_id=${versions[3]}`)).seqs).toEqual([3, 2, 1]);
    expect((await trail(`since_version_id=${versions[2]}&up_to_version_id=${versions[5]}`)).seqs).toEqual([
      5, 4, 3,
    ]);
    const early = await trail(`up_to_version_id=${versions[2]}&limit=2`);
    expect([early.seqs, early.hasMore]).toEqual([[], true]);
  });

  it('event_type narrows the range: one page, no cursor, has_more false', async () => {
    const all = await trail('event_type=recipe.archived');
    expect([all.seqs, all.cursor, all.hasMore]).toEqual([[7, 3], null, false]);
    const one = await trail('event_type=recipe.metadata_updated&limit=1');
    expect([one.seqs, one.cursor, one.hasMore]).toEqual([[6], null, false]);
    const cursor = (await trail('limit=2')).cursor;
    const ignored = await trail(`event_type=recipe.metadata_updated&limit=2&cursor=${cursor}`);
    expect(ignored.seqs).toEqual([6, 5]);
    const filtered = await trail(`event_type=recipe.metadata_updated&actor_id=${m1.memberId}&limit=2`);
    expect([filtered.seqs, filtered.hasMore]).toEqual([[5], false]);
    expect((await trail('event_type=recipe.restored')).seqs).toEqual([]);
  });

  it('from and to narrow the range, inclusively, in any offset', async () => {
    expect((await trail('from=2026-07-01T10:02:00Z&to=2026-07-01T10:04:00Z')).seqs).toEqual([5, 4, 3]);
    expect((await trail(`from=${encodeURIComponent('2026-07-01T12:05:00+02:00')}`)).seqs).toEqual([7, 6]);
    expect((await trail('to=2026-07-01T10:00:59Z')).seqs).toEqual([1]);
    const p1 = await trail('from=2026-07-01T10:02:00Z&to=2026-07-01T10:04:00Z&limit=2');
    expect([p1.seqs, p1.hasMore]).toEqual([[5, 4], true]);
    const p2 = await trail(`from=2026-07-01T10:02:00Z&to=2026-07-01T10:04:00Z&limit=2&cursor=${p1.cursor}`);
    expect([p2.seqs, p2.hasMore]).toEqual([[3], false]);
    expect((await trail('event_type=recipe.archived&from=2026-07-01T10:03:00Z')).seqs).toEqual([7]);
    expect((await trail('from=2026-07-02T00:00:00Z')).seqs).toEqual([]);
  });

  it('answers on the legacy API version too', async () => {
    const res = await get(t, m1, `/studio/recipes/${id}/audit-trail?limit=1`, LEGACY);
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.version).toBe('2025-04-15');
  });
});
