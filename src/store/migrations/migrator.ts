import type { Kysely } from 'kysely';
import { type MigrationResultSet, Migrator } from 'kysely/migration';
import { MIGRATIONS } from './index.ts';
import { DialectMigrationProvider, type MigrationDialect } from './provider.ts';

export class MigrationError extends Error {
  readonly migration: string | undefined;
  constructor(message: string, migration: string | undefined, cause: unknown) {
    super(message, { cause });
    this.migration = migration;
  }
}

/** Where the migrator keeps its own bookkeeping tables (PostgreSQL schema; default: the search path). */
export interface MigrationOptions {
  schema?: string | undefined;
}

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on the untyped database
function migrator(db: Kysely<any>, dialect: MigrationDialect, options: MigrationOptions): Migrator {
  return new Migrator({
    db,
    provider: new DialectMigrationProvider(MIGRATIONS, dialect),
    // Kysely looks for its lock table in every schema; name ours so databases holding several
    // schemas (one per test suite) do not see each other's bookkeeping.
    ...(options.schema === undefined ? {} : { migrationTableSchema: options.schema }),
  });
}

function orThrow(result: MigrationResultSet, what: string): string[] {
  const failed = result.results?.find((r) => r.status === 'Error');
  if (result.error !== undefined || failed !== undefined) {
    const name = failed?.migrationName;
    const reason = result.error instanceof Error ? result.error.message : String(result.error);
    throw new MigrationError(`${what} failed${name ? ` at ${name}` : ''}: ${reason}`, name, result.error);
  }
  return (result.results ?? []).map((r) => r.migrationName);
}

/** Applies every pending migration; throws MigrationError (never exits 0 on failure). */
export async function migrateToLatest(
  // biome-ignore lint/suspicious/noExplicitAny: the migrator works on the untyped database
  db: Kysely<any>,
  dialect: MigrationDialect,
  options: MigrationOptions = {},
): Promise<string[]> {
  return orThrow(await migrator(db, dialect, options).migrateToLatest(), 'Migration');
}

/** Reverts the most recent migration. */
export async function migrateDown(
  // biome-ignore lint/suspicious/noExplicitAny: the migrator works on the untyped database
  db: Kysely<any>,
  dialect: MigrationDialect,
  options: MigrationOptions = {},
): Promise<string[]> {
  return orThrow(await migrator(db, dialect, options).migrateDown(), 'Migration down');
}

/** Reverts every migration. */
export async function migrateAllDown(
  // biome-ignore lint/suspicious/noExplicitAny: the migrator works on the untyped database
  db: Kysely<any>,
  dialect: MigrationDialect,
  options: MigrationOptions = {},
): Promise<string[]> {
  const reverted: string[] = [];
  for (;;) {
    const step = orThrow(await migrator(db, dialect, options).migrateDown(), 'Migration down');
    if (step.length === 0) {
      return reverted;
    }
    reverted.push(...step);
  }
}
