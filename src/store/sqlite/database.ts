import { closeSync, mkdirSync, openSync, readSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import type { DirectReads } from '../kysely/precompiled.ts';

/**
 * Adapts `node:sqlite` to the statement interface Kysely's SqliteDialect expects, with a cache of
 * prepared statements (the same SQL is prepared once). Booleans become 0/1 and undefined null,
 * since node:sqlite binds only null, numbers, bigints, strings and bytes.
 */
export interface OpenedSqlite {
  database: SqliteDatabase;
  raw: DatabaseSync;
  /** Reads outside Kysely, for the store's hottest fixed reads (kysely/precompiled.ts). */
  direct: DirectReads;
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

interface Adapted extends SqliteStatement {
  /** `all` for a direct read: not counted as a statement that may have written. */
  read(parameters: ReadonlyArray<unknown>): unknown[];
}

/** `used` is told of every statement Kysely runs (any of them may write). */
function adapt(stmt: StatementSync, used: () => void): Adapted {
  return {
    reader: stmt.columns().length > 0,
    all: (parameters) => {
      used();
      return stmt.all(...bind(parameters));
    },
    run: (parameters) => {
      used();
      const r = stmt.run(...bind(parameters));
      return { changes: r.changes, lastInsertRowid: r.lastInsertRowid };
    },
    iterate: (parameters) => {
      used();
      return stmt.iterate(...bind(parameters));
    },
    read: (parameters) => stmt.all(...bind(parameters)),
  };
}

/**
 * How long a read of the wal-index header stands for `recentMark`, in milliseconds: a commit by
 * another process is seen by reads that use it within this time; one of this connection, at once.
 */
export const MARK_REUSE_MS = 1;

/** How long opening waits for another process to finish switching a new file to WAL. */
const WAL_SWITCH_WAIT_MS = 5000;
const WAL_SWITCH_RETRY_MS = 20;
const SQLITE_BUSY = 5;

/**
 * `PRAGMA journal_mode = WAL`, retried while another process holds the file: when several
 * processes open one new file at once, the switch can fail with SQLITE_BUSY without SQLite
 * calling its busy handler (one of them is switching or recovering the file), so the busy
 * timeout alone does not cover it. Any other error, or a file still locked after 5 s, is thrown.
 */
export function switchToWal(raw: Pick<DatabaseSync, 'exec'>): void {
  const deadline = Date.now() + WAL_SWITCH_WAIT_MS;
  for (;;) {
    try {
      raw.exec('PRAGMA journal_mode = WAL');
      return;
    } catch (err) {
      const busy = (err as { errcode?: number }).errcode === SQLITE_BUSY;
      if (!busy || Date.now() >= deadline) {
        throw err;
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, WAL_SWITCH_RETRY_MS);
    }
  }
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
  switchToWal(raw);
  raw.exec('PRAGMA synchronous = NORMAL');
  raw.exec('PRAGMA foreign_keys = ON');
  const cache = new Map<string, Adapted>();
  // Statements run through Kysely on this connection: a commit of ours changes this count, one
  // of another connection (process) changes PRAGMA data_version.
  let statements = 0;
  const used = () => {
    statements += 1;
  };
  let dataVersion: StatementSync | undefined;
  const prepare = (text: string): Adapted => {
    // Every transaction takes the write lock at BEGIN: a deferred one that reads first and writes
    // later fails with SQLITE_BUSY_SNAPSHOT when another process (the CLI, a second instance)
    // wrote in between, while BEGIN IMMEDIATE waits for the lock under the busy timeout. It is
    // also what serializes two processes migrating one new file (open.ts).
    const sql = text === 'begin' ? 'begin immediate' : text;
    let stmt = cache.get(sql);
    if (stmt === undefined) {
      stmt = adapt(raw.prepare(sql), used);
      if (cache.size >= STATEMENT_CACHE_SIZE) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) {
          cache.delete(oldest);
        }
      }
      cache.set(sql, stmt);
    }
    return stmt;
  };
  // Opened at the first mark, once the connection has read the database (and so made the index).
  let walIndex: WalIndex | undefined | null = file === ':memory:' ? null : undefined;
  const database: SqliteDatabase = {
    close: () => {
      walIndex?.close();
      cache.clear();
      if (raw.isOpen) {
        raw.close();
      }
    },
    prepare,
  };
  const idle = () => raw.isOpen && !raw.isTransaction;
  // The last header read, and when its read began (for `recentMark`).
  let lastHeader: string | undefined;
  let lastHeaderAt = Number.NEGATIVE_INFINITY;
  const mark = (): string | undefined => {
    if (!idle()) {
      return undefined;
    }
    if (walIndex === undefined) {
      walIndex = openWalIndex(`${file}-shm`) ?? null;
    }
    const at = performance.now();
    let header = walIndex?.header();
    if (header === undefined) {
      dataVersion ??= raw.prepare('PRAGMA data_version');
      const row = dataVersion.get() as { data_version: number } | undefined;
      header = `v${row?.data_version ?? 0}`;
    }
    lastHeader = header;
    lastHeaderAt = at;
    return `${statements}:${header}`;
  };
  return {
    database,
    raw,
    direct: {
      read: (sql, parameters) => (idle() ? prepare(sql).read(parameters) : undefined),
      mark,
      recentMark: () => {
        if (lastHeader === undefined || !idle() || performance.now() - lastHeaderAt >= MARK_REUSE_MS) {
          return mark();
        }
        return `${statements}:${lastHeader}`;
      },
    },
  };
}

/**
 * The header of SQLite's wal-index (the `-shm` file; https://www.sqlite.org/walformat.html, "The
 * WAL-Index Header"): every commit, by any connection of any process, rewrites it before the
 * commit is visible to a reader (it holds the commit counter, the last valid frame, the page
 * count and their checksums; a WAL reset changes its salts), and a reader of SQLite's own learns
 * of a commit only from it. Read with one `pread` of its two copies, it tells whether anything
 * was committed since it was last read without the read transaction (and its file locks) that
 * `PRAGMA data_version` takes. It says nothing (undefined, and the caller asks SQLite) when the
 * two copies differ (a writer is between them), the index is not initialized, or the file cannot
 * be read.
 */
interface WalIndex {
  header(): string | undefined;
  close(): void;
}

function openWalIndex(shmFile: string): WalIndex | undefined {
  let fd: number;
  try {
    fd = openSync(shmFile, 'r');
  } catch {
    return undefined;
  }
  const COPY = 48;
  const buffer = Buffer.alloc(2 * COPY);
  let open = true;
  return {
    header() {
      if (!open) {
        return undefined;
      }
      try {
        if (readSync(fd, buffer, 0, 2 * COPY, 0) !== 2 * COPY) {
          return undefined;
        }
      } catch {
        return undefined;
      }
      // isInit (byte 12) is 1 once the index is built; both copies agree outside a write.
      if (buffer[12] !== 1 || buffer.compare(buffer, COPY, 2 * COPY, 0, COPY) !== 0) {
        return undefined;
      }
      return buffer.toString('latin1', 0, COPY);
    },
    close() {
      if (open) {
        open = false;
        closeSync(fd);
      }
    },
  };
}
