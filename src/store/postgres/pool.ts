import pg from 'pg';

// BIGINT (count(*)) arrives as a string by default; counts here always fit a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
// NUMERIC stays a string (the default), so decimals are never rounded through a float.

export interface PoolOptions {
  connectionString: string;
  max: number;
  /** Schema to put first on the search path (tests isolate themselves in a schema each). */
  schema?: string;
}

export function createPool(options: PoolOptions): pg.Pool {
  return new pg.Pool({
    connectionString: options.connectionString,
    max: options.max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    ...(options.schema === undefined ? {} : { options: `-c search_path=${options.schema}` }),
  });
}
