import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../src/store/migrations/index.ts';
import { migrateAllDown, migrateToLatest } from '../../src/store/migrations/migrator.ts';
import { engines, openTestStore, type TestStore } from '../helpers/stores.ts';

const names = Object.keys(MIGRATIONS);

describe.each(engines())('migrations on %s', (engine) => {
  let db: TestStore;
  beforeAll(async () => {
    db = await openTestStore(engine, { migrate: false });
  });
  afterAll(async () => {
    await db.drop();
  });

  it('are named in order', () => {
    expect([...names].sort()).toEqual(names);
  });

  it('run up, down, then up again', async () => {
    expect(await migrateToLatest(db.db, engine, { schema: db.schema })).toEqual(names);
    expect(await migrateToLatest(db.db, engine, { schema: db.schema })).toEqual([]);
    expect(await migrateAllDown(db.db, engine, { schema: db.schema })).toEqual([...names].reverse());
    expect(await migrateToLatest(db.db, engine, { schema: db.schema })).toEqual(names);
    await db.store.orgs.insert({
      id: 'org_1',
      name: 'After re-migration',
      created_at: '2026-01-01T00:00:00.000Z',
    });
    expect(await db.store.orgs.count()).toBe(1);
  });
});
