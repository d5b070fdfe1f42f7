import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
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
    migrate: options.migrate ?? true,
  });
  return {
    ...opened,
    engine,
    drop: async () => {
      await opened.store.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await c.end();
    },
  };
}
