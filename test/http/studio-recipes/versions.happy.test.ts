import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import {
  allEvents,
  allVersions,
  createRecipe,
  expectChainValid,
  get,
  LEGACY,
  manualClock,
  patchOk,
} from '../../helpers/studio.ts';

const clock = manualClock('2026-06-01T10:00:00.000Z');
let t: TestApp;
let org: TestOrg;
beforeAll(async () => {
  t = await startTestApp({ clock });
  org = await t.newOrg();
});
afterAll(async () => {
  await t.close();
});

const HEX = /^[0-9a-f]{64}$/;

describe('GET /studio/recipes/{recipe_id}/versions', () => {
  it('lists every version newest first with its chain, paging with after', async () => {
    clock.set('2026-06-01T10:00:00.000Z');
    const c = await createRecipe(t, org, { name: 'Version list' });
    const ids = [c.versionId];
    for (let i = 1; i <= 4; i++) {
      clock.advance(1000);
      ids.push(await patchOk(t, org, c.id, ids.at(-1) as string, { name: `Version list ${i}` }));
    }
    const p1 = await get(t, org, `/studio/recipes/${c.id}/versions?limit=2`);
    expect(p1.statusCode).toBe(200);
    const b1 = p1.json();
    expect(b1.version_id).toBeUndefined();
    expect(b1.meta).toMatchObject({ has_more: true, cursor: expect.any(String) });
    expect(b1.data).toEqual([
      {
        version_id: ids[4],
        parent_version_id: ids[3],
        created_at: '2026-06-01T10:00:04.000Z',
        created_by: org.memberId,
        summary: 'Updated metadata: renamed "Version list 3" to "Version list 4"',
        restored_from_version_id: null,
        caused_by_event_id: expect.stringMatching(/^evt_/),
        content_hash: expect.stringMatching(HEX),
        chain_hash: expect.stringMatching(HEX),
      },
      expect.objectContaining({ version_id: ids[3], parent_version_id: ids[2] }),
    ]);
    const b2 = (await get(t, org, `/studio/recipes/${c.id}/versions?limit=2&after=${b1.meta.cursor}`)).json();
    expect(b2.data.map((v: { version_id: string }) => v.version_id)).toEqual([ids[2], ids[1]]);
    const b3 = (await get(t, org, `/studio/recipes/${c.id}/versions?limit=2&after=${b2.meta.cursor}`)).json();
    expect(b3.data.map((v: { version_id: string }) => v.version_id)).toEqual([ids[0]]);
    expect(b3.meta).toMatchObject({ has_more: false, cursor: null });
    expect(b3.data[0]).toMatchObject({ parent_version_id: null, summary: 'Created recipe "Version list"' });

    const events = await allEvents(t, org, c.id);
    const versions = await allVersions(t, org, c.id);
    expect(versions.map((v) => v.caused_by_event_id)).toEqual(events.map((e) => e.event_id));
  });

  it('pages 50 at a time by default', async () => {
    const c = await createRecipe(t, org, { name: 'Many versions' });
    let v = c.versionId;
    for (let i = 1; i <= 51; i++) {
      v = await patchOk(t, org, c.id, v, { name: `Many versions ${i}` });
    }
    const p1 = (await get(t, org, `/studio/recipes/${c.id}/versions`)).json();
    expect(p1.data).toHaveLength(50);
    expect(p1.meta.has_more).toBe(true);
    const p2 = (await get(t, org, `/studio/recipes/${c.id}/versions?after=${p1.meta.cursor}`)).json();
    expect(p2.data).toHaveLength(2);
    expect(p2.meta.has_more).toBe(false);
  });

  it('at= returns the one version current at that instant', async () => {
    clock.set('2026-06-02T10:00:00.000Z');
    const c = await createRecipe(t, org, { name: 'Time travel' });
    clock.set('2026-06-02T11:00:00.000Z');
    const v2 = await patchOk(t, org, c.id, c.versionId, { name: 'Time travel 2' });
    clock.set('2026-06-02T12:00:00.000Z');
    const v3 = await patchOk(t, org, c.id, v2, { name: 'Time travel 3' });
    const at = async (instant: string, extra = '') => {
      const res = await get(
        t,
        org,
        `/studio/recipes/${c.id}/versions?at=${encodeURIComponent(instant)}${extra}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().meta).toMatchObject({ has_more: false, cursor: null });
      expect(res.json().data).toHaveLength(1);
      return res.json().data[0].version_id;
    };
    expect(await at('2026-06-02T10:00:00Z')).toBe(c.versionId);
    expect(await at('2026-06-02T10:59:59.999Z')).toBe(c.versionId);
    expect(await at('2026-06-02T11:00:00.000Z')).toBe(v2);
    expect(await at('2026-06-02T13:30:00+02:00')).toBe(v2);
    expect(await at('2026-06-02T07:30:00-04:30')).toBe(v3);
    expect(await at('2099-01-01T00:00:00Z')).toBe(v3);
    expect(await at('2026-06-02T11:30:00Z', '&limit=1&after=ignored')).toBe(v2);

    const none = await get(t, org, `/studio/recipes/${c.id}/versions?at=2026-06-02T09:59:59Z`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({
      code: 'no_version_at_timestamp',
      status: 404,
      detail: `Recipe ${c.id} has no version at or before 2026-06-02T09:59:59.000Z.`,
    });
  });
});

describe('GET …/versions/{version_id}/changes', () => {
  it('diffs against the parent by default, shows the first version as all added, and previews a rollback', async () => {
    const c = await createRecipe(t, org, { name: 'Diffed' });
    const v2 = await patchOk(t, org, c.id, c.versionId, {
      name: 'Diffed 2',
      demographic: 'children_1_3_years',
    });
    const res = await get(t, org, `/studio/recipes/${c.id}/versions/${v2}/changes`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      recipe_id: c.id,
      version_id: v2,
      compared_to: c.versionId,
      field_changes: {
        name: { change: 'modified', before: 'Diffed', after: 'Diffed 2' },
        demographic: {
          change: 'modified',
          before: 'adults_and_children_over_4',
          after: 'children_1_3_years',
        },
      },
    });

    const first = (await get(t, org, `/studio/recipes/${c.id}/versions/${c.versionId}/changes`)).json().data;
    expect(first.compared_to).toBeNull();
    expect(first.field_changes).toEqual({
      name: { change: 'added', after: 'Diffed' },
      country: { change: 'added', after: 'US' },
      regulatory_authority: { change: 'added', after: 'US_FDA' },
      demographic: { change: 'added', after: 'adults_and_children_over_4' },
      status: { change: 'added', after: 'active' },
      ingredients: { change: 'added', after: [] },
      ingredients_revision: { change: 'added', after: 0 },
      resolution: { change: 'added', after: null },
      nutrition: { change: 'added', after: null },
      servings: { change: 'added', after: [] },
      label_configuration: { change: 'added', after: null },
      cooking_yield: { change: 'added', after: null },
    });

    const preview = (
      await get(t, org, `/studio/recipes/${c.id}/versions/${c.versionId}/changes?compared_to=${v2}`)
    ).json().data;
    expect(preview).toMatchObject({
      compared_to: v2,
      field_changes: { name: { change: 'modified', before: 'Diffed 2', after: 'Diffed' } },
    });
  });
});

describe('GET …/versions/verify', () => {
  it('reports a sound chain', async () => {
    const c = await createRecipe(t, org);
    await patchOk(t, org, c.id, c.versionId, { name: `${c.id} v2` });
    const report = await expectChainValid(t, org, c.id);
    expect(report).toEqual({
      recipe_id: c.id,
      valid: true,
      versions_checked: 2,
      events_checked: 2,
      head_version_id: expect.any(String),
    });
  });

  it('finds a tampered version content', async () => {
    const c = await createRecipe(t, org, { name: 'Tamper content' });
    const v2 = await patchOk(t, org, c.id, c.versionId, { name: 'Tamper content 2' });
    await patchOk(t, org, c.id, v2, { name: 'Tamper content 3' });
    const row = await t.db.db
      .selectFrom('document_versions')
      .select('content')
      .where('version_id', '=', v2)
      .executeTakeFirstOrThrow();
    await t.db.db
      .updateTable('document_versions')
      .set({ content: row.content.replace('Tamper content 2', 'Forged content') })
      .where('version_id', '=', v2)
      .execute();
    const res = await get(t, org, `/studio/recipes/${c.id}/versions/verify`);
    expect(res.json().data).toEqual({
      recipe_id: c.id,
      valid: false,
      versions_checked: 1,
      events_checked: 0,
      broken_at: { kind: 'version', id: v2, seq: 2, reason: 'content_hash_mismatch' },
    });
  });

  it('finds a tampered audit event', async () => {
    const c = await createRecipe(t, org, { name: 'Tamper event' });
    const v2 = await patchOk(t, org, c.id, c.versionId, { name: 'Tamper event 2' });
    await patchOk(t, org, c.id, v2, { name: 'Tamper event 3' });
    const events = await allEvents(t, org, c.id);
    await t.db.db
      .updateTable('audit_events')
      .set({ before: sql<string>`${JSON.stringify({ name: 'Something else' })}` })
      .where('event_id', '=', events[1]?.event_id as string)
      .execute();
    const res = await get(t, org, `/studio/recipes/${c.id}/versions/verify`);
    expect(res.json().data).toEqual({
      recipe_id: c.id,
      valid: false,
      versions_checked: 3,
      events_checked: 1,
      broken_at: { kind: 'event', id: events[1]?.event_id, seq: 2, reason: 'record_hash_mismatch' },
    });
  });

  it('history routes answer on the legacy API version too', async () => {
    const c = await createRecipe(t, org);
    for (const url of [
      `/studio/recipes/${c.id}/versions`,
      `/studio/recipes/${c.id}/versions/verify`,
      `/studio/recipes/${c.id}/versions/${c.versionId}/changes`,
    ]) {
      expect((await get(t, org, url, LEGACY)).statusCode).toBe(200);
    }
  });
});
