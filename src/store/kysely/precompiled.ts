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
): (db: Kysely<Database>, parameters: readonly unknown[]) => Promise<R[]> {
  let n = 0;
  const sqlText = dialect === 'postgres' ? text.replace(/\?/g, () => `$${++n}`) : text;
  return async (db, parameters) =>
    (await db.executeQuery<R>(CompiledQuery.raw(sqlText, [...parameters]))).rows;
}
