import path from 'node:path';
import { Kysely, PostgresDialect, SqliteAdapter, SqliteDialect } from 'kysely';
import type { DirectReads } from './kysely/precompiled.ts';
import { createKyselyStore } from './kysely/store.ts';
import { migrateToLatest } from './migrations/migrator.ts';
import { createPool } from './postgres/pool.ts';
import type { Database } from './schema.ts';
import { openSqliteFile } from './sqlite/database.ts';
import type { Store } from './store.ts';

export type StoreOptions =
  | { engine: 'sqlite'; file: string; migrate?: boolean }
  | { engine: 'postgres'; connectionString: string; poolSize?: number; schema?: string; migrate?: boolean };

export interface OpenedStore {
  store: Store;
  /** The underlying Kysely instance, for migrations and tests only. */
  db: Kysely<Database>;
  /** The PostgreSQL schema the store lives in, when one was named. */
  schema: string | undefined;
  /** Names of the migrations applied at open. */
  applied: string[];
}

/**
 * SQLite runs DDL inside transactions, but Kysely's adapter says it does not, so its migrator would
 * apply migrations outside any transaction and take no lock: two processes starting on one new
 * file both saw every migration pending and the second failed on "table already exists". Saying
 * yes makes the migrator run all pending migrations in one transaction, which BEGIN IMMEDIATE
 * (sqlite/database.ts) starts by taking the write lock: the second process waits, then finds
 * nothing pending, and a failed migration leaves nothing half-applied.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class StoreSqliteDialect extends SqliteDialect {
  override createAdapter(): SqliteAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

/** Opens the configured engine and, unless told otherwise, applies pending migrations. */
export async function openStore(options: StoreOptions): Promise<OpenedStore> {
  let db: Kysely<Database>;
  let direct: DirectReads | undefined;
  if (options.engine === 'sqlite') {
    const opened = openSqliteFile(options.file);
    db = new Kysely<Database>({ dialect: new StoreSqliteDialect({ database: opened.database }) });
    direct = opened.direct;
  } else {
    const pool = createPool({
      connectionString: options.connectionString,
      max: options.poolSize ?? 10,
      ...(options.schema === undefined ? {} : { schema: options.schema }),
    });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const store = createKyselyStore(db, options.engine, { direct });
  try {
    const schema = options.engine === 'postgres' ? options.schema : undefined;
    const applied = options.migrate === false ? [] : await migrateToLatest(db, options.engine, { schema });
    return { store, db, applied, schema };
  } catch (err) {
    await store.close().catch(() => undefined);
    throw err;
  }
}

export function sqliteFileIn(dataDir: string): string {
  return path.resolve(dataDir, 'nutrition.sqlite');
}
