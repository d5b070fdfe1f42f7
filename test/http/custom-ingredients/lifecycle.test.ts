import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { CI, ciEvents, ciOk, ciVersions, createCi, SPICE_BLEND } from '../../helpers/custom-ingredients.ts';
import { get, mutate } from '../../helpers/studio.ts';

let t: TestApp;
let org: TestOrg;
beforeAll(async () => {
  t = await startTestApp();
  org = await t.newOrg();
});
afterAll(async () => {
  await t.close();
});

const name = () => `Lifecycle ${Math.random().toString(36).slice(2, 10)}`;

async function head(id: string): Promise<{ status: string; versionId: string }> {
  const res = (await get(t, org, `${CI}/${id}`)).json();
  return { status: res.data.status, versionId: res.version_id };
}

/** An ingredient in the given state; returns its id and head version. */
async function inState(state: 'draft' | 'active' | 'archived-from-draft' | 'archived-from-active') {
  const c = await createCi(t, org, {
    ...SPICE_BLEND,
    name: name(),
    status: state === 'active' || state === 'archived-from-active' ? 'active' : 'draft',
  });
  if (state.startsWith('archived')) {
    const v = (await ciOk(t, org, 'POST', `${CI}/${c.id}/archive`, c.versionId)).version_id;
    return { id: c.id, versionId: v as string };
  }
  return { id: c.id, versionId: c.versionId };
}

describe('the custom ingredient lifecycle, row by row', () => {
  // [from, operation, next status, event written (null: idempotent, nothing written)]
  const rows = [
    ['draft', 'activate', 'active', 'custom_ingredient.activated'],
    ['active', 'activate', 'active', null],
    ['draft', 'archive', 'archived', 'custom_ingredient.archived'],
    ['active', 'archive', 'archived', 'custom_ingredient.archived'],
    ['archived-from-active', 'archive', 'archived', null],
    ['archived-from-draft', 'unarchive', 'draft', 'custom_ingredient.unarchived'],
    ['archived-from-active', 'unarchive', 'active', 'custom_ingredient.unarchived'],
    ['draft', 'unarchive', 'draft', null],
    ['active', 'unarchive', 'active', null],
  ] as const;

  it.each(rows)('%s → POST …/%s → %s (%s)', async (from, op, next, eventType) => {
    const c = await inState(from);
    const before = await ciEvents(t, org, c.id);
    const res = await mutate(t, org, 'POST', `${CI}/${c.id}/${op}`, c.versionId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe(next);
    expect(res.headers.etag).toBe(`"${res.json().version_id}"`);
    const after = await ciEvents(t, org, c.id);
    if (eventType === null) {
      expect(res.json().version_id).toBe(c.versionId);
      expect(after).toHaveLength(before.length);
      // Idempotent calls need no If-Match.
      const again = await mutate(t, org, 'POST', `${CI}/${c.id}/${op}`, undefined);
      expect(again.statusCode).toBe(200);
    } else {
      expect(res.json().version_id).not.toBe(c.versionId);
      expect(after.at(-1)).toMatchObject({
        event_type: eventType,
        version_id: res.json().version_id,
        changed_fields: ['status'],
      });
    }
  });

  it('archived → activate is 409 custom_ingredient_archived (unarchive first)', async () => {
    const c = await inState('archived-from-draft');
    const res = await mutate(t, org, 'POST', `${CI}/${c.id}/activate`, c.versionId);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('custom_ingredient_archived');
  });

  it('draft → activate without a gram basis is 422 naming the field', async () => {
    const c = await createCi(t, org, { name: name(), reference_amount: '1', reference_unit: 'cookie' });
    const res = await mutate(t, org, 'POST', `${CI}/${c.id}/activate`, c.versionId);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({
      loc: ['custom_ingredient', 'reference_quantity_g'],
      type: 'missing_gram_basis',
    });
    const fixed = await ciOk(t, org, 'PATCH', `${CI}/${c.id}`, c.versionId, { reference_quantity_g: '12' });
    expect((await ciOk(t, org, 'POST', `${CI}/${c.id}/activate`, fixed.version_id)).data.status).toBe(
      'active',
    );
  });

  it('lifecycle operations need If-Match when they change something', async () => {
    const c = await inState('draft');
    for (const op of ['activate', 'archive']) {
      const res = await mutate(t, org, 'POST', `${CI}/${c.id}/${op}`, undefined);
      expect(res.statusCode, op).toBe(412);
      expect(res.json().version_id).toBe(c.versionId);
    }
    const stale = await mutate(t, org, 'POST', `${CI}/${c.id}/archive`, '01JDQ5Z4M8W3X9V2T6R1N0P7KA');
    expect(stale.statusCode).toBe(409);
  });

  describe('any state → DELETE → deleted', () => {
    it.each(['draft', 'active', 'archived-from-active'] as const)('from %s', async (from) => {
      const c = await inState(from);
      const res = await mutate(t, org, 'DELETE', `${CI}/${c.id}`, c.versionId);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe('deleted');
      expect(res.json().version_id).not.toBe(c.versionId);
      for (const url of [`${CI}/${c.id}`, `${CI}/${c.id}/versions`, `${CI}/${c.id}/audit-trail`]) {
        const r = await get(t, org, url);
        expect(r.statusCode, url).toBe(404);
        expect(r.json().code).toBe('custom_ingredient_not_found');
      }
      for (const op of ['activate', 'archive', 'unarchive']) {
        const r = await mutate(t, org, 'POST', `${CI}/${c.id}/${op}`, res.json().version_id);
        expect(r.statusCode, op).toBe(404);
      }
      const patch = await mutate(t, org, 'PATCH', `${CI}/${c.id}`, res.json().version_id, { brand: 'x' });
      expect(patch.statusCode).toBe(404);
      const again = await mutate(t, org, 'DELETE', `${CI}/${c.id}`, res.json().version_id);
      expect(again.statusCode).toBe(404);
      expect((await get(t, org, CI)).json().data.map((i: { id: string }) => i.id)).not.toContain(c.id);
    });

    it('needs If-Match', async () => {
      const c = await inState('draft');
      expect((await mutate(t, org, 'DELETE', `${CI}/${c.id}`, undefined)).statusCode).toBe(412);
      expect((await head(c.id)).status).toBe('draft');
    });
  });
});

describe('restore', () => {
  it('the content equals the target; status reverts; restored_from_version_id is set', async () => {
    const c = await createCi(t, org, {
      ...SPICE_BLEND,
      name: 'Restorable',
      attributes: [{ key: 'heat', type: 'number', value: 2 }],
    });
    const v2 = (
      await ciOk(t, org, 'PATCH', `${CI}/${c.id}`, c.versionId, {
        name: 'Restorable, reformulated',
        nutrients: [{ id: 'n_sodium', unit: 'mg', amount: '900' }],
        reference_amount: '1',
        reference_unit: 'serving',
        reference_quantity_g: '30',
        attributes: [],
      })
    ).version_id;
    const v3 = (await ciOk(t, org, 'POST', `${CI}/${c.id}/archive`, v2)).version_id;
    const res = await mutate(t, org, 'POST', `${CI}/${c.id}/restore`, v3, {
      target_version_id: c.versionId,
      rationale: 'back to the original formula',
    });
    expect(res.statusCode, res.body).toBe(200);
    const v4 = res.json().version_id;
    expect(res.headers.etag).toBe(`"${v4}"`);
    const { updated_at: _a, ...restored } = res.json().data;
    const { updated_at: _b, ...original } = c.body.data;
    expect(restored).toEqual(original);
    expect(restored.status).toBe('active');
    const versions = await ciVersions(t, org, c.id);
    expect(versions.at(-1)).toMatchObject({
      version_id: v4,
      parent_version_id: v3,
      restored_from_version_id: c.versionId,
      summary: `Restored to version ${c.versionId}`,
    });
    // Same content, same hash.
    expect(versions.at(-1)?.content_hash).toBe(versions[0]?.content_hash);
    expect((await ciEvents(t, org, c.id)).at(-1)).toMatchObject({
      event_type: 'custom_ingredient.restored',
      rationale: 'back to the original formula',
      changed_fields: [
        'name',
        'status',
        'reference_amount',
        'reference_unit',
        'reference_quantity_g',
        'nutrients',
        'attributes',
      ],
    });
  });

  it('restoring past an archive returns to draft when the target was a draft', async () => {
    const c = await createCi(t, org, { name: 'Was a draft' });
    const v2 = (await ciOk(t, org, 'POST', `${CI}/${c.id}/archive`, c.versionId)).version_id;
    const r = await ciOk(t, org, 'POST', `${CI}/${c.id}/restore`, v2, { target_version_id: c.versionId });
    expect(r.data.status).toBe('draft');
    // Restoring to the archived version archives again, and unarchive still knows where to go.
    const r2 = await ciOk(t, org, 'POST', `${CI}/${c.id}/restore`, r.version_id, { target_version_id: v2 });
    expect(r2.data.status).toBe('archived');
    expect((await ciOk(t, org, 'POST', `${CI}/${c.id}/unarchive`, r2.version_id)).data.status).toBe('draft');
  });

  it('404 for a version it does not have, or another ingredient’s', async () => {
    const a = await createCi(t, org, { name: name() });
    const b = await createCi(t, org, { name: name() });
    for (const target of ['01JDQ5Z4M8W3X9V2T6R1N0P7KA', b.versionId]) {
      const res = await mutate(t, org, 'POST', `${CI}/${a.id}/restore`, a.versionId, {
        target_version_id: target,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('version_not_found');
    }
    const missing = await mutate(t, org, 'POST', `${CI}/ci_01JDQ5Z4M8W3X9V2T6R1N0P7KA/restore`, a.versionId, {
      target_version_id: a.versionId,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('custom_ingredient_not_found');
  });

  it('stale If-Match 409 and missing 412, with the current version_id; nothing written', async () => {
    const c = await createCi(t, org, { name: name() });
    const v2 = (await ciOk(t, org, 'PATCH', `${CI}/${c.id}`, c.versionId, { brand: 'b' })).version_id;
    const stale = await mutate(t, org, 'POST', `${CI}/${c.id}/restore`, c.versionId, {
      target_version_id: c.versionId,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict', version_id: v2 });
    const missing = await mutate(t, org, 'POST', `${CI}/${c.id}/restore`, undefined, {
      target_version_id: c.versionId,
    });
    expect(missing.statusCode).toBe(412);
    expect(await ciVersions(t, org, c.id)).toHaveLength(2);
  });

  it('409 custom_ingredient_name_taken when the target’s name now belongs to another ingredient', async () => {
    const c = await createCi(t, org, { name: 'Name to reuse' });
    const v2 = (await ciOk(t, org, 'PATCH', `${CI}/${c.id}`, c.versionId, { name: 'Moved away' })).version_id;
    await createCi(t, org, { name: 'Name to reuse' });
    const res = await mutate(t, org, 'POST', `${CI}/${c.id}/restore`, v2, { target_version_id: c.versionId });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('custom_ingredient_name_taken');
  });

  it('deleted → restore is refused with 409 custom_ingredient_not_restorable', async () => {
    const c = await createCi(t, org, { ...SPICE_BLEND, name: 'Gone for good' });
    const del = await ciOk(t, org, 'DELETE', `${CI}/${c.id}`, c.versionId);
    for (const ifMatch of [del.version_id, c.versionId, undefined]) {
      const res = await mutate(t, org, 'POST', `${CI}/${c.id}/restore`, ifMatch, {
        target_version_id: c.versionId,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        type: 'https://api.test/errors/custom_ingredient_not_restorable',
        title: 'Custom Ingredient Not Restorable',
        status: 409,
        code: 'custom_ingredient_not_restorable',
        detail: `Custom ingredient ${c.id} was deleted; a deleted ingredient cannot be restored.`,
      });
    }
    expect((await get(t, org, `${CI}/${c.id}`)).statusCode).toBe(404);
  });
});
