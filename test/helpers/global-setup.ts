import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A fresh PostgreSQL database for this run, or '' when PostgreSQL is not reachable. */
    pgUrl: string;
  }
}

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * Creates one fresh PostgreSQL database per test run (dropped at the end) when a server is
 * reachable at TEST_DATABASE_URL or the local default; each test file then isolates itself in a
 * schema of its own. Without PostgreSQL the suites run on SQLite alone.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_ADMIN_URL;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch {
    if (process.env.TEST_STORE === 'postgres') {
      throw new Error(`TEST_STORE=postgres but PostgreSQL is not reachable at ${adminUrl}`);
    }
    project.provide('pgUrl', '');
    return async () => undefined;
  }
  const name = `nl_test_${Date.now()}_${process.pid}`;
  await admin.query(`CREATE DATABASE "${name}"`);
  project.provide('pgUrl', withDatabase(adminUrl, name));
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  };
}
