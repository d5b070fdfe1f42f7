import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipeState } from '../../../src/domain/recipes/state.ts';
import { RECIPE } from '../../../src/services/studio-recipes/index.ts';
import { commitVersion } from '../../../src/services/versioning/commit.ts';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import {
  allEvents,
  allVersions,
  createRecipe,
  expectChainValid,
  get,
  LEGACY,
  manualClock,
  mutate,
  patchOk,
  serviceContext,
  ULID,
} from '../../helpers/studio.ts';

const clock = manualClock('2026-05-01T08:00:00.000Z');
let t: TestApp;
let org: TestOrg;
beforeAll(async () => {
  t = await startTestApp({ clock });
  org = await t.newOrg();
});
afterAll(async () => {
  await t.close();
});

const restore = (id: string, ifMatch: string | undefined, payload: Record<string, unknown>, headers = {}) =>
  mutate(t, org, 'POST', `/studio/recipes/${id}/restore`, ifMatch, payload, headers);

describe('POST /studio/recipes/{recipe_id}/restore', () => {
  it('writes a new version whose content equals the target, status included', async () => {
    clock.set('2026-05-01T08:00:00.000Z');
    const c = await createRecipe(t, org, { name: 'Granola' });
    clock.advance(60_000);
    const v2 = await patchOk(t, org, c.id, c.versionId, {
      name: 'Maple granola',
      demographic: 'children_1_3_years',
    });
    clock.advance(60_000);
    const v3 = (await mutate(t, org, 'POST', `/studio/recipes/${c.id}/archive`, v2)).json().version_id;
    clock.advance(60_000);

    const res = await restore(c.id, v3, {
      target_version_id: c.versionId,
      rationale: 'Back to the original',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      data: {
        id: c.id,
        name: 'Granola',
        country: 'US',
        regulatory_authority: 'US_FDA',
        demographic: 'adults_and_children_over_4',
        status: 'active',
        created_at: '2026-05-01T08:00:00.000Z',
        updated_at: '2026-05-01T08:03:00.000Z',
      },
      meta: expect.objectContaining({ version: '2026-11-01' }),
      version_id: expect.stringMatching(ULID),
    });
    const v4 = body.version_id;
    expect([c.versionId, v2, v3]).not.toContain(v4);
    expect(res.headers.etag).toBe(`"${v4}"`);

    const versions = await allVersions(t, org, c.id);
    expect(versions.map((v) => v.version_id)).toEqual([c.versionId, v2, v3, v4]);
    expect(versions[3]).toMatchObject({
      parent_version_id: v3,
      restored_from_version_id: c.versionId,
      summary: `Restored to version ${c.versionId}`,
      content_hash: versions[0]?.content_hash,
    });
    expect(versions[3]?.chain_hash).not.toBe(versions[0]?.chain_hash);

    const now = (await get(t, org, `/studio/recipes/${c.id}`)).json();
    expect(now.version_id).toBe(v4);
    expect({ ...now.data, updated_at: null }).toEqual({ ...c.body.data, updated_at: null });

    const events = await allEvents(t, org, c.id);
    expect(events.at(-1)).toMatchObject({
      event_type: 'recipe.restored',
      version_id: v4,
      changed_fields: ['name', 'demographic', 'status'],
      before: { name: 'Maple granola', demographic: 'children_1_3_years', status: 'archived' },
      after: { name: 'Granola', demographic: 'adults_and_children_over_4', status: 'active' },
      rationale: 'Back to the original',
    });
    const diff = (
      await get(t, org, `/studio/recipes/${c.id}/versions/${v4}/changes?compared_to=${c.versionId}`)
    ).json();
    expect(diff.data.field_changes).toEqual({});
    await expectChainValid(t, org, c.id);
  });

  it('restoring to an archived version archives; history is never rewritten', async () => {
    const c = await createRecipe(t, org);
    const archived = (await mutate(t, org, 'POST', `/studio/recipes/${c.id}/archive`, c.versionId)).json()
      .version_id;
    const active = (await mutate(t, org, 'POST', `/studio/recipes/${c.id}/unarchive`, archived)).json()
      .version_id;
    const res = await restore(c.id, active, { target_version_id: archived });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('archived');
    const after = (await get(t, org, `/studio/recipes/${c.id}`)).json().data;
    expect(after.actions).toEqual({ can_modify: false, can_archive: false, can_delete: true });
    const old = (await get(t, org, `/studio/recipes/${c.id}?version_id=${active}`)).json().data;
    expect(old.status).toBe('active');
  });

  it('drops parts added after the target (servings included)', async () => {
    const c = await createRecipe(t, org);
    const ctx = serviceContext(t, org);
    const added = await commitVersion<RecipeState>(ctx, {
      kind: RECIPE,
      documentId: c.id,
      ifMatch: c.versionId,
      mutate: (s) => ({
        state: {
          ...s,
          servings: [{ id: 'srv_1', deleted_at: null, nutrition_facts: { per_serving: {} }, details: {} }],
          label_configuration: { nutrients: [] },
        },
        summary: 'Added serving',
        events: [
          {
            event_type: 'recipe.serving_added',
            changed_fields: ['servings'],
            before: null,
            after: null,
            rationale: null,
          },
        ],
      }),
    });
    const withServing = (await get(t, org, `/studio/recipes/${c.id}`)).json().data.summary;
    expect(withServing).toMatchObject({ serving_count: 1, has_nutrition_facts: true });

    const res = await restore(c.id, added.version.version_id, { target_version_id: c.versionId });
    expect(res.statusCode).toBe(200);
    const summary = (await get(t, org, `/studio/recipes/${c.id}`)).json().data.summary;
    expect(summary).toEqual({
      ingredient_count: 0,
      has_nutrition: false,
      is_nutrition_current: false,
      serving_count: 0,
      has_nutrition_facts: false,
    });
    const events = await allEvents(t, org, c.id);
    expect(events.at(-1)).toMatchObject({
      event_type: 'recipe.restored',
      changed_fields: ['servings', 'label_configuration'],
      after: { servings: [], label_configuration: null },
    });
  });

  it('restoring to HEAD itself writes an identical new version', async () => {
    const c = await createRecipe(t, org);
    const res = await restore(c.id, c.versionId, { target_version_id: c.versionId });
    expect(res.statusCode).toBe(200);
    const versions = await allVersions(t, org, c.id);
    expect(versions).toHaveLength(2);
    expect(versions[1]?.content_hash).toBe(versions[0]?.content_hash);
    expect((await allEvents(t, org, c.id)).at(-1)).toMatchObject({
      event_type: 'recipe.restored',
      changed_fields: [],
    });
  });

  it('needs no If-Match on the legacy API version', async () => {
    const c = await createRecipe(t, org);
    await patchOk(t, org, c.id, c.versionId, { name: `${c.id} later` });
    const res = await restore(c.id, undefined, { target_version_id: c.versionId }, LEGACY);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe(c.body.data.name);
  });
});
