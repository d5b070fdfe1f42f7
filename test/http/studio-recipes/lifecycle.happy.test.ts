import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyDocumentChains } from '../../../src/services/versioning/history.ts';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import {
  allEvents,
  allVersions,
  createRecipe,
  expectChainValid,
  get,
  LEGACY,
  mutate,
  patchOk,
} from '../../helpers/studio.ts';

let t: TestApp;
let org: TestOrg;
beforeAll(async () => {
  t = await startTestApp();
  org = await t.newOrg();
});
afterAll(async () => {
  await t.close();
});

describe('archive and unarchive', () => {
  it('archive writes a version; archiving again returns it without writing, If-Match or not', async () => {
    const c = await createRecipe(t, org);
    const res = await mutate(t, org, 'POST', `/studio/recipes/${c.id}/archive`, c.versionId);
    expect(res.statusCode).toBe(200);
    const archived = res.json();
    expect(archived.version_id).not.toBe(c.versionId);
    expect(res.headers.etag).toBe(`"${archived.version_id}"`);
    expect(archived.data).toMatchObject({
      id: c.id,
      status: 'archived',
      actions: { can_modify: false, can_archive: false, can_delete: true },
      summary: { ingredient_count: 0 },
    });

    for (const ifMatch of [archived.version_id, undefined, c.versionId]) {
      const again = await mutate(t, org, 'POST', `/studio/recipes/${c.id}/archive`, ifMatch);
      expect(again.statusCode).toBe(200);
      expect(again.json().version_id).toBe(archived.version_id);
      expect(again.json().data).toEqual(archived.data);
    }
    expect(await allVersions(t, org, c.id)).toHaveLength(2);
    const events = await allEvents(t, org, c.id);
    expect(events.map((e) => e.event_type)).toEqual(['recipe.created', 'recipe.archived']);
    expect(events[1]).toMatchObject({
      version_id: archived.version_id,
      changed_fields: ['status'],
      before: { status: 'active' },
      after: { status: 'archived' },
      rationale: null,
    });
    expect((await allVersions(t, org, c.id))[1]?.summary).toBe('Archived');
  });

  it('unarchive reverses it; unarchiving an active recipe writes nothing', async () => {
    const c = await createRecipe(t, org);
    const idle = await mutate(t, org, 'POST', `/studio/recipes/${c.id}/unarchive`, undefined);
    expect(idle.statusCode).toBe(200);
    expect(idle.json().version_id).toBe(c.versionId);
    const a = (await mutate(t, org, 'POST', `/studio/recipes/${c.id}/archive`, c.versionId)).json()
      .version_id;
    const res = await mutate(t, org, 'POST', `/studio/recipes/${c.id}/unarchive`, `W/"${a}"`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'active',
      actions: { can_modify: true, can_archive: true },
    });
    const events = await allEvents(t, org, c.id);
    expect(events.map((e) => e.event_type)).toEqual([
      'recipe.created',
      'recipe.archived',
      'recipe.unarchived',
    ]);
    expect(events[2]).toMatchObject({ before: { status: 'archived' }, after: { status: 'active' } });
    await patchOk(t, org, c.id, res.json().version_id, { name: `${c.id} editable again` });
    await expectChainValid(t, org, c.id);
  });

  it('an empty JSON body with Content-Type is fine', async () => {
    const c = await createRecipe(t, org);
    const res = await t.app.inject({
      method: 'POST',
      url: `/studio/recipes/${c.id}/archive`,
      headers: { ...org.headers, 'if-match': c.versionId },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
  });

  it('needs no If-Match on the legacy API version', async () => {
    const c = await createRecipe(t, org);
    const a = await mutate(t, org, 'POST', `/studio/recipes/${c.id}/archive`, undefined, undefined, LEGACY);
    expect(a.statusCode).toBe(200);
    expect(a.json().data.status).toBe('archived');
    const u = await mutate(t, org, 'POST', `/studio/recipes/${c.id}/unarchive`, 'stale', undefined, LEGACY);
    expect(u.statusCode).toBe(200);
    expect(u.json().data.status).toBe('active');
  });
});

describe('DELETE /studio/recipes/{recipe_id}', () => {
  it('writes a final version and a recipe.deleted event, then the recipe is 404 everywhere', async () => {
    const c = await createRecipe(t, org, { name: 'Doomed' });
    const v2 = await patchOk(t, org, c.id, c.versionId, { name: 'Doomed cake' });
    const res = await mutate(t, org, 'DELETE', `/studio/recipes/${c.id}`, v2);
    expect(res.statusCode).toBe(200);
    const final = res.json();
    expect(final.data).toMatchObject({
      id: c.id,
      name: 'Doomed cake',
      status: 'deleted',
      actions: { can_modify: false, can_archive: false, can_delete: false },
    });
    expect(res.headers.etag).toBe(`"${final.version_id}"`);

    const requests: [string, string, Record<string, unknown> | undefined][] = [
      ['GET', `/studio/recipes/${c.id}`, undefined],
      ['GET', `/studio/recipes/${c.id}?version_id=${c.versionId}`, undefined],
      ['PATCH', `/studio/recipes/${c.id}`, { name: 'Zombie' }],
      ['DELETE', `/studio/recipes/${c.id}`, undefined],
      ['POST', `/studio/recipes/${c.id}/archive`, undefined],
      ['POST', `/studio/recipes/${c.id}/unarchive`, undefined],
      ['POST', `/studio/recipes/${c.id}/restore`, { target_version_id: c.versionId }],
      ['GET', `/studio/recipes/${c.id}/versions`, undefined],
      ['GET', `/studio/recipes/${c.id}/versions?at=2099-01-01T00:00:00Z`, undefined],
      ['GET', `/studio/recipes/${c.id}/versions/verify`, undefined],
      ['GET', `/studio/recipes/${c.id}/versions/${v2}/changes`, undefined],
      ['GET', `/studio/recipes/${c.id}/audit-trail`, undefined],
    ];
    for (const [method, url, payload] of requests) {
      for (const ifMatch of [final.version_id, undefined]) {
        const r = await mutate(t, org, method as 'POST', url, ifMatch, payload);
        expect(r.statusCode, `${method} ${url}`).toBe(404);
        expect(r.json().code).toBe('recipe_not_found');
      }
    }
    const listed = (await get(t, org, '/studio/recipes?limit=100')).json().data;
    expect(listed.map((r: { id: string }) => r.id)).not.toContain(c.id);

    // The rows stay, chained: the store-level verifier (the CLI's) still proves them.
    const report = await verifyDocumentChains(t.deps.store, {
      orgId: org.orgId,
      docType: 'recipe',
      documentId: c.id,
    });
    expect(report).toEqual({
      valid: true,
      versions_checked: 3,
      events_checked: 3,
      head_version_id: final.version_id,
    });
    const events = await t.deps.store.documents.listEvents(org.orgId, c.id, { limit: 1 });
    expect(events[0]).toMatchObject({
      event_type: 'recipe.deleted',
      version_id: final.version_id,
      changed_fields: ['status'],
      before: { status: 'active' },
      after: { status: 'deleted' },
    });
  });

  it('deletes an archived recipe too, and without If-Match on the legacy API version', async () => {
    const c = await createRecipe(t, org);
    const a = (await mutate(t, org, 'POST', `/studio/recipes/${c.id}/archive`, c.versionId)).json()
      .version_id;
    expect((await mutate(t, org, 'DELETE', `/studio/recipes/${c.id}`, a)).statusCode).toBe(200);
    const d = await createRecipe(t, org);
    expect(
      (await mutate(t, org, 'DELETE', `/studio/recipes/${d.id}`, undefined, undefined, LEGACY)).statusCode,
    ).toBe(200);
    expect((await get(t, org, `/studio/recipes/${d.id}`)).statusCode).toBe(404);
  });
});
