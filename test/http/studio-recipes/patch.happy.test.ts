import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import {
  allEvents,
  allVersions,
  createRecipe,
  expectChainValid,
  LEGACY,
  manualClock,
  mutate,
  ULID,
} from '../../helpers/studio.ts';

const clock = manualClock('2026-04-01T09:00:00.000Z');
let t: TestApp;
let org: TestOrg;
beforeAll(async () => {
  t = await startTestApp({ clock });
  org = await t.newOrg();
});
afterAll(async () => {
  await t.close();
});

describe('PATCH /studio/recipes/{recipe_id}', () => {
  it('renames and changes the demographic in one new version, with summary, actions and an audit event', async () => {
    clock.set('2026-04-01T09:00:00.000Z');
    const c = await createRecipe(t, org, { name: 'Muffins' });
    clock.set('2026-04-01T09:05:00.000Z');
    const res = await mutate(t, org, 'PATCH', `/studio/recipes/${c.id}`, c.versionId, {
      name: 'Blueberry muffins',
      demographic: 'children_1_3_years',
      rationale: 'Toddler menu launch',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      data: {
        id: c.id,
        name: 'Blueberry muffins',
        country: 'US',
        regulatory_authority: 'US_FDA',
        demographic: 'children_1_3_years',
        status: 'active',
        created_at: '2026-04-01T09:00:00.000Z',
        updated_at: '2026-04-01T09:05:00.000Z',
        summary: {
          ingredient_count: 0,
          has_nutrition: false,
          is_nutrition_current: false,
          serving_count: 0,
          has_nutrition_facts: false,
        },
        actions: { can_modify: true, can_archive: true, can_delete: true },
      },
      meta: { version: '2026-11-01', request_id: expect.any(String), timestamp: expect.any(String) },
      version_id: expect.stringMatching(ULID),
    });
    expect(body.version_id).not.toBe(c.versionId);
    expect(res.headers.etag).toBe(`"${body.version_id}"`);

    const events = await allEvents(t, org, c.id);
    expect(events.map((e) => e.event_type)).toEqual(['recipe.created', 'recipe.metadata_updated']);
    expect(events[1]).toEqual({
      event_id: expect.stringMatching(/^evt_/),
      actor: { type: 'member', id: org.memberId },
      channel: 'api',
      timestamp: '2026-04-01T09:05:00.000Z',
      version_id: body.version_id,
      event_type: 'recipe.metadata_updated',
      changed_fields: ['name', 'demographic'],
      before: { name: 'Muffins', demographic: 'adults_and_children_over_4' },
      after: { name: 'Blueberry muffins', demographic: 'children_1_3_years' },
      rationale: 'Toddler menu launch',
      prev_hash: events[0]?.record_hash,
      record_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    const versions = await allVersions(t, org, c.id);
    expect(versions).toHaveLength(2);
    expect(versions[1]).toMatchObject({
      version_id: body.version_id,
      parent_version_id: c.versionId,
      created_by: org.memberId,
      caused_by_event_id: events[1]?.event_id,
      restored_from_version_id: null,
      summary:
        'Updated metadata: renamed "Muffins" to "Blueberry muffins"; demographic adults_and_children_over_4 → children_1_3_years',
    });
    await expectChainValid(t, org, c.id);
  });

  it.each([
    ['a weak ETag', (v: string) => `W/"${v}"`],
    ['a quoted id', (v: string) => `"${v}"`],
    ['a list naming the head', (v: string) => `W/"01JDQ5Z4M8W3X9V2T6R1N0P7KA", W/"${v}"`],
  ])('accepts If-Match as %s', async (_name, form) => {
    const c = await createRecipe(t, org);
    const res = await mutate(t, org, 'PATCH', `/studio/recipes/${c.id}`, form(c.versionId), {
      demographic: 'pregnant_and_lactating_women',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.demographic).toBe('pregnant_and_lactating_women');
  });

  it('a patch that changes nothing writes nothing and returns the current version', async () => {
    const c = await createRecipe(t, org, { name: 'Same old' });
    for (const payload of [
      {},
      { name: ' Same old ', country: 'US' },
      { demographic: 'adults_and_children_over_4' },
    ]) {
      const res = await mutate(t, org, 'PATCH', `/studio/recipes/${c.id}`, c.versionId, payload);
      expect(res.statusCode).toBe(200);
      expect(res.json().version_id).toBe(c.versionId);
      expect(res.json().data).toEqual(c.body.data);
    }
    expect(await allVersions(t, org, c.id)).toHaveLength(1);
    expect(await allEvents(t, org, c.id)).toHaveLength(1);
  });

  it('may change only the case of its own name', async () => {
    const c = await createRecipe(t, org, { name: 'lemon tart' });
    const res = await mutate(t, org, 'PATCH', `/studio/recipes/${c.id}`, c.versionId, { name: 'Lemon Tart' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe('Lemon Tart');
  });

  it('a freed name can be taken by a rename', async () => {
    const a = await createRecipe(t, org, { name: 'Old brownies' });
    const b = await createRecipe(t, org, { name: 'New brownies' });
    const freed = await mutate(t, org, 'PATCH', `/studio/recipes/${a.id}`, a.versionId, {
      name: 'Retired brownies',
    });
    expect(freed.statusCode).toBe(200);
    const res = await mutate(t, org, 'PATCH', `/studio/recipes/${b.id}`, b.versionId, {
      name: 'old BROWNIES',
    });
    expect(res.statusCode).toBe(200);
  });

  it('ignores If-Match on the legacy API version (absent or stale)', async () => {
    const c = await createRecipe(t, org);
    const r1 = await mutate(
      t,
      org,
      'PATCH',
      `/studio/recipes/${c.id}`,
      undefined,
      { name: `${c.id} one` },
      LEGACY,
    );
    expect(r1.statusCode).toBe(200);
    expect(r1.json().meta.version).toBe('2025-04-15');
    const r2 = await mutate(
      t,
      org,
      'PATCH',
      `/studio/recipes/${c.id}`,
      c.versionId,
      { name: `${c.id} two` },
      LEGACY,
    );
    expect(r2.statusCode).toBe(200);
    expect(r2.json().data.name).toBe(`${c.id} two`);
    expect(await allVersions(t, org, c.id)).toHaveLength(3);
    await expectChainValid(t, org, c.id);
  });
});
