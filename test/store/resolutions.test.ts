import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResolutionSessionRecord } from '../../src/domain/resolution/session.ts';
import type { DocumentRecord } from '../../src/domain/versioning/records.ts';
import { engines, openTestStore, type TestStore } from '../helpers/stores.ts';

const T = (s: number) => `2026-03-01T00:00:${String(s).padStart(2, '0')}.000Z`;

function recipe(id: string, orgId = 'org_a'): DocumentRecord {
  return {
    id,
    org_id: orgId,
    doc_type: 'recipe',
    name: id,
    name_key: id,
    status: 'active',
    head_version_id: `${id.toUpperCase()}_V1`,
    head_seq: 1,
    created_at: T(0),
    updated_at: T(0),
    deleted_at: null,
  };
}

function session(id: string, recipeId: string, at: number, extra: Partial<ResolutionSessionRecord> = {}) {
  const record: ResolutionSessionRecord = {
    resolution_id: id,
    previous_resolution_id: null,
    recipe_id: recipeId,
    org_id: 'org_a',
    created_at: T(at),
    status: 'open',
    based_on_version_id: 'V1',
    confirmed_at: null,
    confirmed_version_id: null,
    superseded_by: null,
    summary: { total: 1, resolved: 0, resolved_without_weight: 0, unresolved: 1, ready_to_confirm: false },
    rows: [],
    removed_rows: [{ row_id: 'ing_1', original_text: '1 cup milk', item_index: 0 }],
    based_on_ingredients_hash: 'h'.repeat(64),
    confirmed_ingredients_hash: null,
    request_id: `req_${id}`,
    ...extra,
  };
  return record;
}

describe.each(engines())('ingredient resolution sessions store on %s', (engine) => {
  let db: TestStore;
  beforeAll(async () => {
    db = await openTestStore(engine);
    for (const id of ['org_a', 'org_b']) {
      await db.store.orgs.insert({ id, name: id, created_at: T(0) });
    }
    for (const id of ['rcp_1', 'rcp_2', 'rcp_3']) {
      await db.store.documents.insert(recipe(id));
    }
  });
  afterAll(async () => {
    await db.drop();
  });

  it('stores a session and reads it back only within its organization and recipe', async () => {
    const s = session('ireslv_a', 'rcp_1', 1);
    await db.store.resolutions.insert(s);
    expect(await db.store.resolutions.get('org_a', 'rcp_1', 'ireslv_a')).toEqual(s);
    expect(await db.store.resolutions.get('org_b', 'rcp_1', 'ireslv_a')).toBeUndefined();
    expect(await db.store.resolutions.get('org_a', 'rcp_2', 'ireslv_a')).toBeUndefined();
    expect(await db.store.resolutions.findByRequestId('org_a', 'req_ireslv_a')).toEqual(s);
    expect(await db.store.resolutions.findByRequestId('org_b', 'req_ireslv_a')).toBeUndefined();
  });

  it('keeps one open session per recipe: a new one supersedes it in the same transaction', async () => {
    await db.store.resolutions.insert(session('ireslv_b1', 'rcp_2', 1));
    await expect(db.store.resolutions.insert(session('ireslv_b2', 'rcp_2', 2))).rejects.toThrow();
    await db.store.transaction(async (tx) => {
      expect(await tx.resolutions.supersedeOpen('org_a', 'rcp_2', 'ireslv_b2')).toBe(1);
      await tx.resolutions.insert(session('ireslv_b2', 'rcp_2', 2));
    });
    expect(await db.store.resolutions.get('org_a', 'rcp_2', 'ireslv_b1')).toMatchObject({
      status: 'superseded',
      superseded_by: 'ireslv_b2',
    });
    expect((await db.store.resolutions.latest('org_a', 'rcp_2'))?.resolution_id).toBe('ireslv_b2');
    expect(await db.store.resolutions.latest('org_b', 'rcp_2')).toBeUndefined();
  });

  it('confirms only an open session', async () => {
    await db.store.resolutions.insert(session('ireslv_c', 'rcp_3', 1));
    const confirmed = { at: T(5), versionId: 'V2', ingredientsHash: 'c'.repeat(64) };
    expect(await db.store.resolutions.markConfirmed('org_b', 'ireslv_c', confirmed)).toBe(false);
    expect(await db.store.resolutions.markConfirmed('org_a', 'ireslv_c', confirmed)).toBe(true);
    expect(await db.store.resolutions.markConfirmed('org_a', 'ireslv_c', confirmed)).toBe(false);
    expect(await db.store.resolutions.get('org_a', 'rcp_3', 'ireslv_c')).toMatchObject({
      status: 'confirmed',
      confirmed_at: T(5),
      confirmed_version_id: 'V2',
      confirmed_ingredients_hash: 'c'.repeat(64),
    });
    // A confirmed session is not superseded by the next one.
    expect(await db.store.resolutions.supersedeOpen('org_a', 'rcp_3', 'ireslv_x')).toBe(0);
  });

  it('lists a recipe’s sessions newest first, after a (created_at, id) position', async () => {
    await db.store.documents.insert(recipe('rcp_list'));
    for (const [id, at] of [
      ['ireslv_l1', 1],
      ['ireslv_l2', 2],
      ['ireslv_l3', 2],
      ['ireslv_l4', 3],
    ] as const) {
      await db.store.resolutions.insert(session(id, 'rcp_list', at, { status: 'superseded' }));
    }
    const all = await db.store.resolutions.list('org_a', 'rcp_list', { limit: 10 });
    expect(all.map((s) => s.resolution_id)).toEqual(['ireslv_l4', 'ireslv_l3', 'ireslv_l2', 'ireslv_l1']);
    const next = await db.store.resolutions.list('org_a', 'rcp_list', {
      after: { created_at: T(2), id: 'ireslv_l3' },
      limit: 2,
    });
    expect(next.map((s) => s.resolution_id)).toEqual(['ireslv_l2', 'ireslv_l1']);
    expect(await db.store.resolutions.list('org_b', 'rcp_list', { limit: 10 })).toEqual([]);
  });
});
