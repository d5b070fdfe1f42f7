import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../src/store/migrations/index.ts';
import { migrateAllDown, migrateToLatest } from '../../src/store/migrations/migrator.ts';
import { openStore, sqliteFileIn } from '../../src/store/open.ts';
import { engines, openTestStore, type TestStore, withSchemaLock } from '../helpers/stores.ts';

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
    // Migrations read every schema: on PostgreSQL, not while another file drops one.
    const locked = <T>(fn: () => Promise<T>): Promise<T> =>
      engine === 'postgres' ? withSchemaLock('shared', fn) : fn();
    const options = { schema: db.schema };
    expect(await locked(() => migrateToLatest(db.db, engine, options))).toEqual(names);
    expect(await locked(() => migrateToLatest(db.db, engine, options))).toEqual([]);
    expect(await locked(() => migrateAllDown(db.db, engine, options))).toEqual([...names].reverse());
    expect(await locked(() => migrateToLatest(db.db, engine, options))).toEqual(names);
    await db.store.orgs.insert({
      id: 'org_1',
      name: 'After re-migration',
      created_at: '2026-01-01T00:00:00.000Z',
    });
    expect(await db.store.orgs.count()).toBe(1);
  });
});

describe('several processes starting at once on one new SQLite file', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));

  /** Opens the file with migrations in a separate node process; resolves with the migrations it applied. */
  async function migrateInProcess(file: string): Promise<string[]> {
    const script = [
      "import { openStore } from './src/store/open.ts';",
      `const opened = await openStore({ engine: 'sqlite', file: ${JSON.stringify(file)} });`,
      'console.log(JSON.stringify(opened.applied));',
      'await opened.store.close();',
    ].join('\n');
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: root });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
    });
    const [code] = await once(child, 'exit');
    if (code !== 0) {
      throw new Error(`exited with ${code}: ${err}`);
    }
    return JSON.parse(out.trim()) as string[];
  }

  it('migrate it once: the others wait for the first, find nothing pending, and start', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'migrations-race-'));
    try {
      const file = sqliteFileIn(dir);
      const applied = await Promise.all([
        migrateInProcess(file),
        migrateInProcess(file),
        migrateInProcess(file),
      ]);
      const counts = applied.map((a) => a.length).sort((a, b) => a - b);
      expect(counts).toEqual([0, 0, names.length]);
      expect(applied.find((a) => a.length > 0)).toEqual(names);
      const check = await openStore({ engine: 'sqlite', file, migrate: false });
      try {
        const rows = await check.db
          .selectFrom('kysely_migration' as never)
          .select('name' as never)
          .execute();
        expect(rows).toHaveLength(names.length);
        await check.store.orgs.insert({
          id: 'org_1',
          name: 'After the race',
          created_at: '2026-01-01T00:00:00.000Z',
        });
        expect(await check.store.orgs.count()).toBe(1);
      } finally {
        await check.store.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
