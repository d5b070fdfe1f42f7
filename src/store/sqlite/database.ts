import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Adapts `node:sqlite` to the statement interface Kysely's SqliteDialect expects, with a cache of
 * prepared statements (the same SQL is prepared once). Booleans become 0/1 and undefined null,
 * since node:sqlite binds only null, numbers, bigints, strings and bytes.
 */
export interface OpenedSqlite {
  database: SqliteDatabase;
  raw: DatabaseSync;
  /**
   * Runs a read statement at once (the same prepared-statement cache), or answers undefined when
   * a transaction is open on the connection: the caller then goes through Kysely, which waits
   * for the transaction to end (see kysely/precompiled.ts).
   */
  directRead(sql: string, parameters: readonly unknown[]): unknown[] | undefined;
}

const STATEMENT_CACHE_SIZE = 500;

function bind(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((p) => {
    if (p === undefined) {
      return null;
    }
    if (typeof p === 'boolean') {
      return p ? 1 : 0;
    }
    return p as SQLInputValue;
  });
}

function adapt(stmt: StatementSync): SqliteStatement {
  return {
    reader: stmt.columns().length > 0,
    all: (parameters) => stmt.all(...bind(parameters)),
    run: (parameters) => {
      const r = stmt.run(...bind(parameters));
      return { changes: r.changes, lastInsertRowid: r.lastInsertRowid };
    },
    iterate: (parameters) => stmt.iterate(...bind(parameters)),
  };
}

/** Opens (creating when needed) a SQLite file with WAL, foreign keys and a busy timeout; ':memory:' for tests. */
export function openSqliteFile(file: string): OpenedSqlite {
  if (file !== ':memory:') {
    mkdirSync(path.dirname(file), { recursive: true });
  }
  const raw = new DatabaseSync(file);
  // Another process (the CLI, a second instance) may hold the write lock briefly: wait up to 5 s
  // instead of failing. Set first: switching a new file to WAL takes that lock too.
  raw.exec('PRAGMA busy_timeout = 5000');
  raw.exec('PRAGMA journal_mode = WAL');
  raw.exec('PRAGMA synchronous = NORMAL');
  raw.exec('PRAGMA foreign_keys = ON');
  const cache = new Map<string, SqliteStatement>();
  const database: SqliteDatabase = {
    close: () => {
      cache.clear();
      if (raw.isOpen) {
        raw.close();
      }
    },
    prepare: (text) => {
      // Every transaction takes the write lock at BEGIN: a deferred one that reads first and writes
      // later fails with SQLITE_BUSY_SNAPSHOT when another process (the CLI, a second instance)
      // wrote in between, while BEGIN IMMEDIATE waits for the lock under the busy timeout. It is
      // also what serializes two processes migrating one new file (open.ts).
      const sql = text === 'begin' ? 'begin immediate' : text;
      let stmt = cache.get(sql);
      if (stmt === undefined) {
        stmt = adapt(raw.prepare(sql));
        if (cache.size >= STATEMENT_CACHE_SIZE) {
          const oldest = cache.keys().next().value;
          if (oldest !== undefined) {
            cache.delete(oldest);
          }
        }
        cache.set(sql, stmt);
      }
      return stmt;
    },
  };
  return {
    database,
    raw,
    directRead: (sql, parameters) =>
      raw.isOpen && !raw.isTransaction ? (database.prepare(sql).all(parameters) as unknown[]) : undefined,
  };
}
