import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { StoreDialect } from '../store.ts';

/**
 * A fixed SQL text for the hottest reads, compiled once: Kysely's builder allocates, freezes and
 * visits a tree of nodes for every query, which on a primary-key read costs about what SQLite
 * does. The text is written with `?` placeholders (and quoted identifiers, valid on both engines);
 * PostgreSQL gets `$1, $2, …`. Both engines then prepare it once (node:sqlite through the
 * adapter's statement cache).
 */
export function precompiled<R>(
  dialect: StoreDialect,
  text: string,
  direct?: DirectReads,
): (db: Kysely<Database>, parameters: readonly unknown[]) => R[] | Promise<R[]> {
  let n = 0;
  const sqlText = dialect === 'postgres' ? text.replace(/\?/g, () => `$${++n}`) : text;
  const viaKysely = async (db: Kysely<Database>, parameters: readonly unknown[]) =>
    (await db.executeQuery<R>(CompiledQuery.raw(sqlText, [...parameters]))).rows;
  if (direct === undefined) {
    return viaKysely;
  }
  return (db, parameters) =>
    (direct.read(sqlText, parameters) as R[] | undefined) ?? viaKysely(db, parameters);
}

/** A fixed write statement (see precompiled); answers the number of rows it changed. */
export function precompiledWrite(
  dialect: StoreDialect,
  text: string,
): (db: Kysely<Database>, parameters: readonly unknown[]) => Promise<number> {
  let n = 0;
  const sqlText = dialect === 'postgres' ? text.replace(/\?/g, () => `$${++n}`) : text;
  return async (db, parameters) =>
    Number((await db.executeQuery(CompiledQuery.raw(sqlText, [...parameters]))).numAffectedRows ?? 0);
}

/**
 * Reads run at once on the embedded engine's connection, or undefined when they cannot be (a
 * transaction is open on that connection: the read then waits its turn through Kysely, as any
 * other query, and sees the transaction's outcome). Outside a transaction a statement of
 * node:sqlite is synchronous and atomic, so nothing can interleave with it; what this skips is
 * Kysely's asynchronous path (connection mutex, query executor, several promise turns), which
 * costs about what the primary-key read itself does. Only the store's root repositories get
 * them; those of a transaction never do.
 */
export interface DirectReads {
  read(sql: string, parameters: readonly unknown[]): unknown[] | undefined;
  /**
   * A mark that changes whenever the database may have changed since it was last taken: a
   * statement run on this connection (through Kysely) or a commit by any other connection or
   * process (the header of SQLite's wal-index, else PRAGMA data_version). Undefined while a transaction is open. What was read
   * under one mark holds while the mark is the same (docs/decisions note 27).
   */
  mark(): string | undefined;
  /**
   * `mark`, but another process's commit may take up to MARK_REUSE_MS (1 ms) to move it: the
   * header read is reused for that long (one system call saved per read on the hot read paths).
   * A statement of this connection moves it at once, as it does `mark`.
   */
  recentMark(): string | undefined;
}
