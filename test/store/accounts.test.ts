import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, openTestStore, type TestStore } from '../helpers/stores.ts';

describe.each(engines())('accounts store on %s', (engine) => {
  let db: TestStore;
  beforeAll(async () => {
    db = await openTestStore(engine);
  });
  afterAll(async () => {
    await db.drop();
  });

  it('inserts, counts and lists organizations in creation order', async () => {
    expect(await db.store.orgs.count()).toBe(0);
    await db.store.orgs.insert({ id: 'org_b', name: 'Bakery', created_at: '2026-01-02T00:00:00.000Z' });
    await db.store.orgs.insert({ id: 'org_a', name: 'Deli', created_at: '2026-01-01T00:00:00.000Z' });
    expect(await db.store.orgs.count()).toBe(2);
    expect((await db.store.orgs.list()).map((o) => o.id)).toEqual(['org_a', 'org_b']);
    expect(await db.store.orgs.get('org_b')).toEqual({
      id: 'org_b',
      name: 'Bakery',
      created_at: '2026-01-02T00:00:00.000Z',
    });
    expect(await db.store.orgs.get('org_x')).toBeUndefined();
  });

  it('stores keys by prefix, revokes once, and refuses a duplicate prefix', async () => {
    const key = {
      id: 'key_1',
      org_id: 'org_a',
      member_id: 'mem_1',
      prefix: 'AbCdEfGh',
      key_hash: 'ab'.repeat(32),
      name: 'ci',
      created_at: '2026-01-03T00:00:00.000Z',
      revoked_at: null,
    };
    await db.store.apiKeys.insert(key);
    expect(await db.store.apiKeys.findByPrefix('AbCdEfGh')).toEqual(key);
    await expect(db.store.apiKeys.insert({ ...key, id: 'key_2' })).rejects.toThrow();
    expect(await db.store.apiKeys.revoke('AbCdEfGh', '2026-01-04T00:00:00.000Z')).toBe(true);
    expect(await db.store.apiKeys.revoke('AbCdEfGh', '2026-01-05T00:00:00.000Z')).toBe(false);
    expect((await db.store.apiKeys.findByPrefix('AbCdEfGh'))?.revoked_at).toBe('2026-01-04T00:00:00.000Z');
    expect((await db.store.apiKeys.listByOrg('org_a')).map((k) => k.id)).toEqual(['key_1']);
  });

  it('rolls a transaction back entirely when it throws', async () => {
    await expect(
      db.store.transaction(async (tx) => {
        await tx.orgs.insert({ id: 'org_tx', name: 'Temp', created_at: '2026-01-06T00:00:00.000Z' });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.store.orgs.get('org_tx')).toBeUndefined();
  });

  it('refuses a key for an organization that does not exist (foreign key)', async () => {
    await expect(
      db.store.apiKeys.insert({
        id: 'key_fk',
        org_id: 'org_missing',
        member_id: 'mem_1',
        prefix: 'ZZZZZZZZ',
        key_hash: 'cd'.repeat(32),
        name: 'x',
        created_at: '2026-01-03T00:00:00.000Z',
        revoked_at: null,
      }),
    ).rejects.toThrow();
  });

  it('answers ping', async () => {
    await expect(db.store.ping()).resolves.toBeUndefined();
  });
});
