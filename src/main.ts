import { type Config, ConfigError, loadConfig, readEnv } from './config.ts';
import { buildApp } from './http/app.ts';
import { loggerOptions } from './logger.ts';
import { depsFor, openConfiguredStore } from './runtime.ts';
import { bootstrapIfEmpty } from './services/accounts/accounts.ts';
import type { Deps } from './services/context.ts';
import { loadBuiltInCatalogue } from './services/foods/built-in.ts';
import { importFoodData, seedStarterCatalogue } from './services/foods/import.ts';

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

function loadOrExit(): Config {
  try {
    return loadConfig(readEnv());
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(2);
    }
    throw err;
  }
}

async function importAtStart(deps: Deps, dir: string): Promise<void> {
  try {
    const r = await importFoodData(deps, { dir });
    say(
      r.skipped
        ? `Food data in ${dir} was imported before (${r.foods} foods); skipped.`
        : `Imported ${r.foods} foods (${r.nutrientValues} nutrient values, ${r.portions} portions) from ${dir} in ${r.seconds} s.`,
    );
  } catch (err) {
    process.stderr.write(
      `Food import from ${dir} failed: ${err instanceof Error ? err.message : String(err)}\n`,
    );
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = loadOrExit();
  let opened: Awaited<ReturnType<typeof openConfiguredStore>>;
  try {
    opened = await openConfiguredStore(config);
  } catch (err) {
    process.stderr.write(`Could not open the store: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
  const deps = depsFor(opened);
  const engine = config.DATABASE_URL === undefined ? `SQLite in ${config.DATA_DIR}` : 'PostgreSQL';
  if (opened.applied.length > 0) {
    say(`Store: ${engine}; applied ${opened.applied.length} migration(s).`);
  }

  try {
    if (config.FOOD_CATALOGUE === 'starter') {
      const seeded = await seedStarterCatalogue(deps);
      if (seeded > 0) {
        say(`Food catalogue: loaded the built-in starter set of ${seeded} foods.`);
      }
    } else {
      const catalogue = await loadBuiltInCatalogue(deps);
      if (catalogue.loaded) {
        say(
          `Food catalogue: loaded the built-in ${catalogue.header.release}, ${catalogue.foods} foods, in ${catalogue.seconds} s.`,
        );
      }
    }
  } catch (err) {
    process.stderr.write(
      `Loading the built-in food catalogue failed: ${err instanceof Error ? err.message : String(err)}\n`,
    );
    process.exit(1);
  }
  if (config.FOOD_DATA_DIR !== undefined) {
    await importAtStart(deps, config.FOOD_DATA_DIR);
  }
  const boot = await bootstrapIfEmpty(deps, config.BOOTSTRAP_API_KEY);
  const baseUrl = config.PUBLIC_BASE_URL ?? `http://${config.HOST}:${config.PORT}`;
  const app = await buildApp(deps, {
    baseUrl,
    bodyLimit: config.BODY_LIMIT_BYTES,
    rateLimitPerMinute: config.RATE_LIMIT_PER_MINUTE,
    logger: loggerOptions(config.LOG_LEVEL),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      return;
    }
    closing = true;
    say(`${signal} received: finishing in-flight requests, then closing the store.`);
    const timer = setTimeout(() => {
      process.stderr.write('Shutdown took too long; exiting.\n');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    await app.close();
    await opened.store.close();
    say('Stopped.');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  say(`Nutrition Label API listening on ${address} (store: ${engine}).`);
  say(`API reference: ${address}/docs   OpenAPI: ${address}/openapi.json`);
  say(`Studio (web app): ${address}/app   sign in with an API key`);
  if (boot !== undefined) {
    say(`Created organization ${boot.org.id} (${boot.org.name}).`);
    if (boot.key !== undefined) {
      say(`API key (shown once, keep it secret): ${boot.key}`);
    } else {
      say('Registered BOOTSTRAP_API_KEY for it.');
    }
    say(`Try: curl -H "Authorization: Bearer <API key>" ${address}/entitlements/status`);
  } else {
    const orgs = await opened.store.orgs.list();
    say(`To get an API key: npm run cli -- keys create --org ${orgs[0]?.id ?? '<org id>'}`);
  }
}

await main();
