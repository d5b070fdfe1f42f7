import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { CI, ciEvents, ciOk, ciVersions, createCi } from '../../helpers/custom-ingredients.ts';
import { get, ULID } from '../../helpers/studio.ts';

let t: TestApp;
let org: TestOrg;
beforeAll(async () => {
  t = await startTestApp();
  org = await t.newOrg();
});
afterAll(async () => {
  await t.close();
});

/** An ingredient with five versions: created, updated ×2, activated, archived. */
async function withHistory() {
  const c = await createCi(t, org, { name: `History ${Math.random().toString(36).slice(2, 8)}` });
  const v: string[] = [c.versionId];
  v.push(
    (await ciOk(t, org, 'PATCH', `${CI}/${c.id}`, v.at(-1), { brand: 'One', rationale: 'first' })).version_id,
  );
  v.push((await ciOk(t, org, 'PATCH', `${CI}/${c.id}`, v.at(-1), { brand: 'Two' })).version_id);
  v.push((await ciOk(t, org, 'POST', `${CI}/${c.id}/activate`, v.at(-1))).version_id);
  v.push((await ciOk(t, org, 'POST', `${CI}/${c.id}/archive`, v.at(-1))).version_id);
  return { id: c.id, v };
}

describe('GET /studio/custom-ingredients/{id}/versions', () => {
  it('lists newest first with the contract’s entry fields, limit default 50', async () => {
    const h = await withHistory();
    const res = await get(t, org, `${CI}/${h.id}/versions`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.version_id).toBeUndefined();
    expect(body.meta).toMatchObject({ has_more: false, cursor: null });
    expect(body.data.map((e: { version_id: string }) => e.version_id)).toEqual([...h.v].reverse());
    expect(body.data[0]).toEqual({
      version_id: h.v[4],
      parent_version_id: h.v[3],
      created_at: expect.any(String),
      created_by: org.memberId,
      summary: 'Archived (was active)',
      restored_from_version_id: null,
      caused_by_event_id: expect.stringMatching(/^evt_/),
      content_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      chain_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(body.data.map((e: { summary: string }) => e.summary)).toEqual([
      'Archived (was active)',
      'Activated',
      'Updated brand',
      'Updated brand',
      expect.stringMatching(/^Created custom ingredient "History .*" \(draft\)$/),
    ]);
    expect(body.data[4].parent_version_id).toBeNull();
    // Each version's causing event is in the audit trail.
    const events = await ciEvents(t, org, h.id);
    expect(events.map((e) => e.event_id)).toEqual([...body.data].reverse().map((e) => e.caused_by_event_id));
  });

  it('pages with after and limit (1–50)', async () => {
    const h = await withHistory();
    const p1 = (await get(t, org, `${CI}/${h.id}/versions?limit=2`)).json();
    expect(p1.data.map((e: { version_id: string }) => e.version_id)).toEqual([h.v[4], h.v[3]]);
    expect(p1.meta.has_more).toBe(true);
    const p2 = (await get(t, org, `${CI}/${h.id}/versions?limit=2&after=${p1.meta.cursor}`)).json();
    expect(p2.data.map((e: { version_id: string }) => e.version_id)).toEqual([h.v[2], h.v[1]]);
    const p3 = (await get(t, org, `${CI}/${h.id}/versions?limit=2&after=${p2.meta.cursor}`)).json();
    expect(p3.data.map((e: { version_id: string }) => e.version_id)).toEqual([h.v[0]]);
    expect(p3.meta).toMatchObject({ has_more: false, cursor: null });
    expect((await ciVersions(t, org, h.id)).map((e) => e.version_id)).toEqual(h.v);
    for (const q of ['limit=0', 'limit=51', 'after=garbage', 'at=2026-01-01T00:00:00']) {
      const r = await get(t, org, `${CI}/${h.id}/versions?${q}`);
      expect(r.statusCode, q).toBe(422);
    }
  });

  it('at= gives the version current at an instant', async () => {
    const h = await withHistory();
    const future = (await get(t, org, `${CI}/${h.id}/versions?at=2999-01-01T00:00:00Z`)).json();
    expect(future.data.map((e: { version_id: string }) => e.version_id)).toEqual([h.v[4]]);
    const past = await get(t, org, `${CI}/${h.id}/versions?at=2000-01-01T00:00:00Z`);
    expect(past.statusCode).toBe(404);
    expect(past.json().code).toBe('no_version_at_timestamp');
  });
});

describe('GET /studio/custom-ingredients/{id}/audit-trail', () => {
  it('newest first, hash-chained, with typed events', async () => {
    const h = await withHistory();
    const res = await get(t, org, `${CI}/${h.id}/audit-trail`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.custom_ingredient_id).toBe(h.id);
    expect(body.data.events.map((e: { event_type: string }) => e.event_type)).toEqual([
      'custom_ingredient.archived',
      'custom_ingredient.activated',
      'custom_ingredient.updated',
      'custom_ingredient.updated',
      'custom_ingredient.created',
    ]);
    expect(body.meta).toMatchObject({ has_more: false, cursor: null });
    const [archived] = body.data.events;
    expect(archived).toEqual({
      event_id: expect.stringMatching(/^evt_/),
      actor: { type: 'member', id: org.memberId },
      channel: 'api',
      timestamp: expect.any(String),
      version_id: expect.stringMatching(ULID),
      event_type: 'custom_ingredient.archived',
      changed_fields: ['status'],
      before: { status: 'active' },
      after: { status: 'archived' },
      rationale: null,
      prev_hash: body.data.events[1].record_hash,
      record_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(body.data.events[4].prev_hash).toBe('0'.repeat(64));
  });

  it('pages by cursor; filters by type, actor and version window', async () => {
    const h = await withHistory();
    const url = `${CI}/${h.id}/audit-trail`;
    const p1 = (await get(t, org, `${url}?limit=2`)).json();
    expect(p1.data.events).toHaveLength(2);
    expect(p1.meta.has_more).toBe(true);
    const p2 = (await get(t, org, `${url}?limit=2&cursor=${p1.meta.cursor}`)).json();
    expect(p2.data.events.map((e: { event_type: string }) => e.event_type)).toEqual([
      'custom_ingredient.updated',
      'custom_ingredient.updated',
    ]);
    const typed = (await get(t, org, `${url}?event_type=custom_ingredient.updated&limit=1`)).json();
    expect(typed.data.events).toHaveLength(1);
    expect(typed.meta).toMatchObject({ has_more: false, cursor: null });
    const window = (await get(t, org, `${url}?since_version_id=${h.v[1]}&up_to_version_id=${h.v[3]}`)).json();
    expect(window.data.events.map((e: { version_id: string }) => e.version_id)).toEqual([h.v[3], h.v[2]]);
    const system = (await get(t, org, `${url}?actor_type=system`)).json();
    expect(system.data.events).toEqual([]);
    const mine = (await get(t, org, `${url}?actor_id=${org.memberId}&limit=100`)).json();
    expect(mine.data.events).toHaveLength(5);
    expect((await get(t, org, `${url}?since_version_id=01JDQ5Z4M8W3X9V2T6R1N0P7KA`)).statusCode).toBe(404);
    for (const q of ['event_type=recipe.created', 'limit=101', 'actor_type=robot', 'from=yesterday']) {
      expect((await get(t, org, `${url}?${q}`)).statusCode, q).toBe(422);
    }
  });

  it('records the rationale of an update', async () => {
    const h = await withHistory();
    const events = await ciEvents(t, org, h.id);
    expect(events[1]).toMatchObject({ rationale: 'first', before: { brand: null }, after: { brand: 'One' } });
  });
});
