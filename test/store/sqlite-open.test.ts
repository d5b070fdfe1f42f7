import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { switchToWal } from '../../src/store/sqlite/database.ts';

/**
 * Opening a new SQLite file switches it to WAL. When several processes open one new file at
 * once, the switch can fail with SQLITE_BUSY without SQLite waiting (its busy handler is not
 * called while another process switches or recovers the file); opening retries it for up to 5 s.
 * Here another process holds the file locked for 300 ms and SQLite's own wait is off (a busy
 * timeout of 0), so only the retry can make the switch succeed.
 */
describe('switching a file held by another process to WAL', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nl-open-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function lockFor(file: string, ms: number): Promise<ReturnType<typeof spawn>> {
    const script = [
      "const { DatabaseSync } = require('node:sqlite');",
      `const db = new DatabaseSync(${JSON.stringify(file)});`,
      "db.exec('begin exclusive'); db.exec('insert into t values (1)');",
      "process.stdout.write('locked\\n');",
      `setTimeout(() => { db.exec('commit'); db.close(); }, ${ms});`,
    ].join('\n');
    const child = spawn(process.execPath, ['-e', script]);
    await once(child.stdout, 'data');
    return child;
  }

  it('waits for the other process and switches', async () => {
    const file = path.join(dir, 'held.sqlite');
    const setup = new DatabaseSync(file);
    setup.exec('create table t (x integer)');
    setup.close();
    const child = await lockFor(file, 300);
    const db = new DatabaseSync(file);
    db.exec('PRAGMA busy_timeout = 0');
    try {
      expect(() => db.exec('PRAGMA journal_mode = WAL')).toThrow(/database is locked/);
      switchToWal(db);
      expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    } finally {
      db.close();
      await once(child, 'exit');
    }
  });

  it('throws any other error at once, without retrying', () => {
    const db = new DatabaseSync(':memory:');
    db.close();
    let calls = 0;
    const counted = {
      exec: (sql: string) => {
        calls += 1;
        db.exec(sql);
      },
    };
    expect(() => switchToWal(counted)).toThrow(/not open/);
    expect(calls).toBe(1);
  });
});
