import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { migrateToLatest } from '../../src/store/migrations/migrator.ts';
import { type OpenedStore, openStore } from '../../src/store/open.ts';

export type Engine = 'sqlite' | 'postgres';

export function pgUrl(): string {
  return inject('pgUrl');
}

/** Engines every store suite runs on: SQLite always, PostgreSQL when reachable. */
export function engines(): Engine[] {
  return pgUrl() === '' ? ['sqlite'] : ['sqlite', 'postgres'];
}

/** The engine HTTP and service suites run on: TEST_STORE=postgres selects PostgreSQL. */
export function httpEngine(): Engine {
  return process.env.TEST_STORE === 'postgres' ? 'postgres' : 'sqlite';
}

/** Advisory lock key of the test run's schema lifecycle (any number no other code uses). */
const SCHEMA_LOCK = 7_273_901;

/**
 * Kysely's migrator reads the tables of every schema in the database, so a schema another test
 * file drops meanwhile fails it ("schema … does not exist"): with more than one worker, migrations
 * run under this lock shared and drops under it exclusive.
 */
export async function withSchemaLock<T>(
  mode: 'shared' | 'exclusive',
  fn: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: pgUrl() });
  await client.connect();
  try {
    await client.query(
      mode === 'shared' ? 'SELECT pg_advisory_lock_shared($1)' : 'SELECT pg_advisory_lock($1)',
      [SCHEMA_LOCK],
    );
    return await fn(client);
  } finally {
    // Ending the session releases the lock.
    await client.end();
  }
}

export interface TestStore extends OpenedStore {
  engine: Engine;
  drop(): Promise<void>;
}

/** A migrated, empty store: in-memory SQLite, or a fresh PostgreSQL schema. */
export async function openTestStore(engine: Engine, options: { migrate?: boolean } = {}): Promise<TestStore> {
  if (engine === 'sqlite') {
    const opened = await openStore({ engine: 'sqlite', file: ':memory:', migrate: options.migrate ?? true });
    return { ...opened, engine, drop: () => opened.store.close() };
  }
  const url = pgUrl();
  if (url === '') {
    throw new Error('PostgreSQL is not reachable for this run');
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA "${schema}"`);
  await admin.end();
  const opened = await openStore({
    engine: 'postgres',
    connectionString: url,
    schema,
    poolSize: 5,
    migrate: false,
  });
  const applied =
    (options.migrate ?? true)
      ? await withSchemaLock('shared', () => migrateToLatest(opened.db, 'postgres', { schema }))
      : [];
  return {
    ...opened,
    applied,
    engine,
    drop: async () => {
      await opened.store.close();
      await withSchemaLock('exclusive', (client) =>
        client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`),
      );
    },
  };
}

/**
 * One database that several stores open, as several instances of the service would: a SQLite file
 * in a temporary folder, or a fresh PostgreSQL schema. `stores[0]` is migrated; `open()` adds
 * another store on the same database; `close()` closes them all and removes the database.
 */
export interface SharedDatabase {
  readonly stores: OpenedStore[];
  open(): Promise<OpenedStore>;
  close(): Promise<void>;
}

export async function sharedDatabase(engine: Engine): Promise<SharedDatabase> {
  let dir: string | undefined;
  let base: TestStore | undefined;
  let open: () => Promise<OpenedStore>;
  if (engine === 'sqlite') {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'nl-shared-'));
    dir = folder;
    const file = path.join(folder, 'shared.sqlite');
    await (await openStore({ engine: 'sqlite', file, migrate: true })).store.close();
    open = () => openStore({ engine: 'sqlite', file, migrate: false });
  } else {
    const created = await openTestStore('postgres');
    base = created;
    open = () =>
      openStore({
        engine: 'postgres',
        connectionString: pgUrl(),
        schema: created.schema as string,
        poolSize: 2,
        migrate: false,
      });
  }
  const stores: OpenedStore[] = [await open()];
  return {
    stores,
    async open() {
      const store = await open();
      stores.push(store);
      return store;
    },
    async close() {
      for (const s of stores) {
        await s.store.close();
      }
      await base?.drop();
      if (dir !== undefined) {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
