import type { Kysely } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';

export type MigrationDialect = 'sqlite' | 'postgres';

export interface DialectMigration {
  // biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed against no schema
  up(db: Kysely<any>, dialect: MigrationDialect): Promise<void>;
  // biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed against no schema
  down(db: Kysely<any>, dialect: MigrationDialect): Promise<void>;
}

/** Hands Kysely's migrator the one ordered list, telling each migration which dialect it runs on. */
export class DialectMigrationProvider implements MigrationProvider {
  readonly #migrations: Readonly<Record<string, DialectMigration>>;
  readonly #dialect: MigrationDialect;

  constructor(migrations: Readonly<Record<string, DialectMigration>>, dialect: MigrationDialect) {
    this.#migrations = migrations;
    this.#dialect = dialect;
  }

  async getMigrations(): Promise<Record<string, Migration>> {
    const out: Record<string, Migration> = {};
    for (const [name, m] of Object.entries(this.#migrations)) {
      out[name] = {
        up: (db) => m.up(db, this.#dialect),
        down: (db) => m.down(db, this.#dialect),
      };
    }
    return out;
  }
}
