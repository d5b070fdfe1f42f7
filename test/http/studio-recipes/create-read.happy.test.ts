import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import {
  allEvents,
  createRecipe,
  expectChainValid,
  get,
  LEGACY,
  manualClock,
  ULID,
} from '../../helpers/studio.ts';

const clock = manualClock('2026-03-01T10:00:00.000Z');
let t: TestApp;
let org: TestOrg;
beforeAll(async () => {
  t = await startTestApp({ clock });
  org = await t.newOrg();
});
afterAll(async () => {
  await t.close();
});

const EMPTY_SUMMARY = {
  ingredient_count: 0,
  has_nutrition: false,
  is_nutrition_current: false,
  serving_count: 0,
  has_nutrition_facts: false,
};
const ACTIVE_ACTIONS = { can_modify: true, can_archive: true, can_delete: true };

describe('POST /studio/recipes', () => {
  it('creates an active recipe with defaults, a version id and a recipe.created event', async () => {
    clock.set('2026-03-01T10:00:00.000Z');
    const res = await t.app.inject({
      method: 'POST',
      url: '/studio/recipes',
      headers: { ...org.headers, 'x-request-id': 'req-create-1' },
      payload: { name: '  Banana bread  ' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      data: {
        id: expect.stringMatching(/^rcp_[0-9A-HJKMNP-TV-Z]{26}$/),
        name: 'Banana bread',
        country: 'US',
        regulatory_authority: 'US_FDA',
        demographic: 'adults_and_children_over_4',
        status: 'active',
        created_at: '2026-03-01T10:00:00.000Z',
        updated_at: '2026-03-01T10:00:00.000Z',
        summary: EMPTY_SUMMARY,
        actions: ACTIVE_ACTIONS,
      },
      meta: { version: '2026-11-01', request_id: 'req-create-1', timestamp: expect.any(String) },
      version_id: expect.stringMatching(ULID),
    });
    expect(res.headers.etag).toBe(`"${body.version_id}"`);
    expect(res.headers.location).toBe(`/studio/recipes/${body.data.id}`);

    const events = await allEvents(t, org, body.data.id);
    expect(events).toEqual([
      {
        event_id: expect.stringMatching(/^evt_[0-9A-HJKMNP-TV-Z]{26}$/),
        actor: { type: 'member', id: org.memberId },
        channel: 'api',
        timestamp: '2026-03-01T10:00:00.000Z',
        version_id: body.version_id,
        event_type: 'recipe.created',
        changed_fields: ['name', 'country', 'regulatory_authority', 'demographic', 'status'],
        before: null,
        after: {
          name: 'Banana bread',
          country: 'US',
          regulatory_authority: 'US_FDA',
          demographic: 'adults_and_children_over_4',
          status: 'active',
        },
        rationale: null,
        prev_hash: '0'.repeat(64),
        record_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ]);
    await expectChainValid(t, org, body.data.id);
  });

  it('takes country and demographic', async () => {
    const { body } = await createRecipe(t, org, {
      name: 'Infant puree',
      country: 'US',
      demographic: 'infants_through_12_months',
    });
    expect(body.data).toMatchObject({
      country: 'US',
      regulatory_authority: 'US_FDA',
      demographic: 'infants_through_12_months',
    });
  });

  it('accepts the same name in another organization, and a name freed by deletion', async () => {
    const other = await t.newOrg();
    await createRecipe(t, org, { name: 'Shared name' });
    await createRecipe(t, other, { name: 'Shared name' });
    const r = await createRecipe(t, org, { name: 'Reusable' });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/studio/recipes/${r.id}`,
      headers: { ...org.headers, 'if-match': r.versionId },
    });
    expect(del.statusCode).toBe(200);
    await createRecipe(t, org, { name: 'reusable' });
  });

  it('works on the legacy API version too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/studio/recipes',
      headers: { ...org.headers, ...LEGACY },
      payload: { name: 'Legacy loaf' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().meta.version).toBe('2025-04-15');
  });
});

describe('GET /studio/recipes/{recipe_id}', () => {
  it('reads HEAD with an ETag, and any earlier version exactly as it was', async () => {
    clock.set('2026-03-02T08:00:00.000Z');
    const c = await createRecipe(t, org, { name: 'Scones' });
    clock.set('2026-03-02T09:00:00.000Z');
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/studio/recipes/${c.id}`,
      headers: { ...org.headers, 'if-match': c.versionId },
      payload: { name: 'Cheese scones', demographic: 'children_1_3_years' },
    });
    const v2 = patched.json().version_id;

    const head = await get(t, org, `/studio/recipes/${c.id}`);
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(`"${v2}"`);
    expect(head.json().version_id).toBe(v2);
    expect(head.json().data).toMatchObject({
      name: 'Cheese scones',
      demographic: 'children_1_3_years',
      created_at: '2026-03-02T08:00:00.000Z',
      updated_at: '2026-03-02T09:00:00.000Z',
    });

    const old = await get(t, org, `/studio/recipes/${c.id}?version_id=${c.versionId}`);
    expect(old.statusCode).toBe(200);
    expect(old.headers.etag).toBe(`"${c.versionId}"`);
    expect(old.json()).toMatchObject({ version_id: c.versionId, data: c.body.data });
    expect(old.json().data).toEqual(c.body.data);
  });
});

describe('GET /studio/recipes', () => {
  it('lists newest first with latest_version_id, paging by cursor until has_more is false', async () => {
    const own = await t.newOrg();
    const made: { id: string; versionId: string }[] = [];
    for (let i = 0; i < 5; i++) {
      clock.advance(1000);
      made.push(await createRecipe(t, own, { name: `Item ${i}` }));
    }
    const first = await get(t, own, '/studio/recipes?limit=2');
    expect(first.statusCode).toBe(200);
    const p1 = first.json();
    expect(p1.version_id).toBeUndefined();
    expect(p1.meta).toMatchObject({ has_more: true, cursor: expect.any(String) });
    expect(p1.data.map((r: { name: string }) => r.name)).toEqual(['Item 4', 'Item 3']);
    expect(p1.data[0]).toEqual({
      id: made[4]?.id,
      name: 'Item 4',
      country: 'US',
      regulatory_authority: 'US_FDA',
      demographic: 'adults_and_children_over_4',
      status: 'active',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      latest_version_id: made[4]?.versionId,
    });
    const p2 = (await get(t, own, `/studio/recipes?limit=2&cursor=${p1.meta.cursor}`)).json();
    expect(p2.data.map((r: { name: string }) => r.name)).toEqual(['Item 2', 'Item 1']);
    const p3 = (await get(t, own, `/studio/recipes?limit=2&cursor=${p2.meta.cursor}`)).json();
    expect(p3.data.map((r: { name: string }) => r.name)).toEqual(['Item 0']);
    expect(p3.meta).toMatchObject({ has_more: false, cursor: null });
  });

  it('defaults to 10 per page and hides deleted recipes', async () => {
    const own = await t.newOrg();
    const made = [];
    for (let i = 0; i < 12; i++) {
      made.push(await createRecipe(t, own, { name: `R${i}` }));
    }
    const gone = made[11] as { id: string; versionId: string };
    await t.app.inject({
      method: 'DELETE',
      url: `/studio/recipes/${gone.id}`,
      headers: { ...own.headers, 'if-match': gone.versionId },
    });
    const res = (await get(t, own, '/studio/recipes')).json();
    expect(res.data).toHaveLength(10);
    expect(res.data.map((r: { id: string }) => r.id)).not.toContain(gone.id);
    expect(res.meta.has_more).toBe(true);
  });
});
