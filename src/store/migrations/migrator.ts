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

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on the untyped database
function migrator(db: Kysely<any>, dialect: MigrationDialect): Migrator {
  return new Migrator({ db, provider: new DialectMigrationProvider(MIGRATIONS, dialect) });
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
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on the untyped database
export async function migrateToLatest(db: Kysely<any>, dialect: MigrationDialect): Promise<string[]> {
  return orThrow(await migrator(db, dialect).migrateToLatest(), 'Migration');
}

/** Reverts the most recent migration. */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on the untyped database
export async function migrateDown(db: Kysely<any>, dialect: MigrationDialect): Promise<string[]> {
  return orThrow(await migrator(db, dialect).migrateDown(), 'Migration down');
}

/** Reverts every migration. */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on the untyped database
export async function migrateAllDown(db: Kysely<any>, dialect: MigrationDialect): Promise<string[]> {
  const reverted: string[] = [];
  for (;;) {
    const step = orThrow(await migrator(db, dialect).migrateDown(), 'Migration down');
    if (step.length === 0) {
      return reverted;
    }
    reverted.push(...step);
  }
}
