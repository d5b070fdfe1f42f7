import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MARK_REUSE_MS, type OpenedSqlite, openSqliteFile } from '../../src/store/sqlite/database.ts';

/**
 * The database mark of SQLite (what kept rows and pages are filed under) read from the
 * wal-index header: it must move with every commit of another connection, and stay put while
 * nothing is committed.
 */
describe('the SQLite database mark', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nl-mark-'));
  const file = path.join(dir, 'marks.sqlite');
  const opened: OpenedSqlite[] = [];
  afterAll(() => {
    for (const o of opened) {
      o.database.close();
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('moves with every commit of another connection and with none of its own reads', () => {
    const a = openSqliteFile(file);
    const b = openSqliteFile(file);
    opened.push(a, b);
    b.raw.exec('create table t (x integer)');
    const first = a.direct.mark();
    expect(first).toBeDefined();
    // Read from the wal-index header, not from PRAGMA data_version (marked "v").
    expect(first?.split(':')[1]?.startsWith('v')).toBe(false);
    a.direct.read('select count(*) as n from t', []);
    expect(a.direct.mark()).toBe(first);

    const seen = new Set([first]);
    for (let i = 0; i < 5; i++) {
      b.raw.exec(`insert into t values (${i})`);
      const now = a.direct.mark();
      expect(seen.has(now)).toBe(false);
      seen.add(now);
      expect(a.direct.mark()).toBe(now);
    }
    // A checkpoint that restarts the log changes no data; later commits still move the mark.
    b.raw.exec('pragma wal_checkpoint(truncate)');
    const afterCheckpoint = a.direct.mark();
    b.raw.exec('insert into t values (99)');
    expect(a.direct.mark()).not.toBe(afterCheckpoint);
    expect(seen.has(a.direct.mark())).toBe(false);
  });

  it('the recent mark sees another connection’s commit within MARK_REUSE_MS, and its own statements at once', async () => {
    const a = openSqliteFile(file);
    const b = openSqliteFile(file);
    opened.push(a, b);
    b.raw.exec('create table if not exists r (x integer)');
    const before = a.direct.recentMark();
    expect(before).toBeDefined();
    b.raw.exec('insert into r values (1)');
    // The exact mark moves at once; the recent one may still be the header read just before.
    const exact = a.direct.mark();
    expect(exact).not.toBe(before);
    expect([before, exact]).toContain(a.direct.recentMark());
    b.raw.exec('insert into r values (2)');
    await new Promise((resolve) => setTimeout(resolve, MARK_REUSE_MS + 1));
    const later = a.direct.recentMark();
    expect(later).not.toBe(before);
    expect(later).not.toBe(exact);
    expect(later).toBe(a.direct.mark());
    // A statement of its own moves it at once, within the bound too.
    a.database.prepare('insert into r values (3)').run([]);
    expect(a.direct.recentMark()).not.toBe(later);
  });

  it('is not given while a transaction is open on the connection', () => {
    const a = openSqliteFile(file);
    opened.push(a);
    a.raw.exec('begin');
    expect(a.direct.mark()).toBeUndefined();
    expect(a.direct.recentMark()).toBeUndefined();
    a.raw.exec('rollback');
    expect(a.direct.mark()).toBeDefined();
  });
});
