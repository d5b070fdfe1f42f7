import { type Static, Type } from 'typebox';
import { Value } from 'typebox/value';

/**
 * The service's configuration, read from the environment once (`readEnv`) and checked against
 * one schema (`loadConfig`). No other module reads `process.env`.
 */
const LogLevel = Type.Union(
  ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
);

export const ConfigSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000, description: 'TCP port to listen on.' }),
  HOST: Type.String({
    minLength: 1,
    default: '127.0.0.1',
    description: 'Interface to listen on (0.0.0.0 for all).',
  }),
  DATA_DIR: Type.String({
    minLength: 1,
    default: './data',
    description: 'Folder of the embedded SQLite store (used when DATABASE_URL is not set).',
  }),
  DATABASE_URL: Type.Optional(
    Type.String({
      pattern: '^postgres(ql)?://',
      description: 'PostgreSQL connection string; when set, PostgreSQL is the store instead of SQLite.',
    }),
  ),
  DATABASE_MIGRATE: Type.Boolean({
    default: true,
    description: 'Apply pending migrations at start (always true for the embedded store).',
  }),
  DATABASE_POOL_SIZE: Type.Integer({
    minimum: 1,
    maximum: 200,
    default: 10,
    description: 'PostgreSQL pool size.',
  }),
  LOG_LEVEL: Type.Unsafe<string>({
    ...LogLevel,
    default: 'info',
    description: 'Log level (fatal … trace, silent).',
  }),
  FOOD_CATALOGUE: Type.Unsafe<'sr28' | 'starter'>({
    ...Type.Union([Type.Literal('sr28'), Type.Literal('starter')]),
    default: 'sr28',
    description:
      'Built-in foods put in the store at start: sr28 (all of USDA SR28) or starter (505 common foods).',
  }),
  FOOD_DATA_DIR: Type.Optional(
    Type.String({
      minLength: 1,
      description:
        'Folder of USDA food data (SR28 ASCII or FoodData Central CSV) imported at start unless already imported.',
    }),
  ),
  BOOTSTRAP_API_KEY: Type.Optional(
    Type.String({
      pattern: '^nlk_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{32,}$',
      description:
        'API key to register for the default organization on first start instead of generating one.',
    }),
  ),
  PUBLIC_BASE_URL: Type.Optional(
    Type.String({
      pattern: '^https?://',
      description: 'Base URL used in problem `type` URIs; defaults to http://HOST:PORT.',
    }),
  ),
  RATE_LIMIT_PER_MINUTE: Type.Integer({
    minimum: 1,
    maximum: 100_000_000,
    default: 600,
    description: 'Requests per minute per API key on the /v1 area.',
  }),
  BODY_LIMIT_BYTES: Type.Integer({
    minimum: 1024,
    maximum: 50 * 1024 * 1024,
    default: 1024 * 1024,
    description: 'Largest accepted request body.',
  }),
  SHUTDOWN_TIMEOUT_MS: Type.Integer({
    minimum: 0,
    maximum: 600_000,
    default: 10_000,
    description: 'Time allowed for in-flight requests at shutdown.',
  }),
});

export type Config = Readonly<Static<typeof ConfigSchema>>;
export type RawEnv = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {}

/** Picks the variables the schema knows from an environment (strings; empty means unset). */
export function readEnv(env: NodeJS.ProcessEnv = process.env): RawEnv {
  const raw: Record<string, string | undefined> = {};
  for (const key of Object.keys(ConfigSchema.properties)) {
    const value = env[key];
    if (value !== undefined && value !== '') {
      raw[key] = value;
    }
  }
  return raw;
}

/** Validates, converts and defaults the raw values; throws ConfigError naming every bad variable. */
export function loadConfig(raw: RawEnv): Config {
  const converted = Value.Convert(ConfigSchema, Value.Default(ConfigSchema, { ...raw }));
  const problems = [...Value.Errors(ConfigSchema, converted)].map((e) => {
    const name = e.instancePath.replace(/^\//, '') || '(config)';
    const given = raw[name];
    return `${name}: ${e.message}${given === undefined ? '' : ` (got ${JSON.stringify(given)})`}`;
  });
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return Object.freeze(converted as Static<typeof ConfigSchema>);
}

/** Human-readable table of the variables, for the README. */
export function configTable(): string {
  const rows = Object.entries(ConfigSchema.properties).map(([name, schema]) => {
    const s = schema as { default?: unknown; description?: string };
    const def = s.default === undefined ? '' : `\`${String(s.default)}\``;
    return `| \`${name}\` | ${def} | ${s.description ?? ''} |`;
  });
  return ['| variable | default | meaning |', '| --- | --- | --- |', ...rows].join('\n');
}
