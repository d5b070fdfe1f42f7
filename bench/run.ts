import type autocannon from 'autocannon';
import { labelScenario } from './labels.ts';
import {
  DEFAULT_LOAD,
  interleaved,
  type LoadResult,
  load,
  row,
  type Server,
  SLICES,
  spawnServer,
  startService,
  TABLE_HEAD,
  withCpu,
} from './lib.ts';
import { resolutionScenario } from './resolution.ts';
import { targetTable } from './targets.ts';
import { versioningScenario } from './versioning.ts';

/**
 * Runs the HTTP benchmarks: each scenario against the real service, and a bare Fastify route
 * measured in the same run with the same connections and duration. Only ratios are meaningful.
 * `npm run bench -- <scenario…>` runs a subset.
 */
interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
  /** Connections for this target and its bare comparison (default DEFAULT_LOAD's). */
  connections?: number;
  requests?: autocannon.Request[];
  /** Runs before each load of this target (warm-up and measurement). */
  prepare?: () => Promise<void>;
  /** The status every response must have when not 2xx (304: a conditional GET that matches). */
  status?: number;
  /** The process serving `url` when it is not the default service (its CPU time is measured). */
  server?: Server;
}
type Scenario = (ctx: {
  serviceUrl: string;
  key: string;
  /** The service's SQLite data folder (scenarios may prepare data in it through the service layer). */
  dataDir: string;
  /** Lines printed after the table (measurements that are not HTTP load). */
  report: (line: string) => void;
  /** Runs when the benchmark ends (a scenario's own service is stopped here). */
  atEnd: (stop: () => Promise<void>) => void;
}) => Promise<Target[]>;

/** POSTs `count` /v1 recipes with `concurrency` requests in flight; returns their ids. */
async function seedV1Recipes(
  serviceUrl: string,
  key: string,
  count: number,
  concurrency = 16,
): Promise<string[]> {
  const ids: string[] = [];
  let next = 0;
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const res = await fetch(`${serviceUrl}/v1/recipes`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          name: `Recipe ${String(i).padStart(5, '0')}`,
          description: i % 7 === 0 ? 'weeknight pasta' : 'family favourite',
          servings: 1 + (i % 8),
          prepTime: 10,
          cookTime: i % 60,
          tags: i % 3 === 0 ? ['dinner', 'quick'] : ['lunch'],
          ingredients: [
            { ingredientId: 'f_sr28_20081', quantity: 1 + (i % 3), unit: 'cup' },
            { ingredientId: 'f_sr28_01123', quantity: 2, unit: 'large' },
            { ingredientId: 'f_sr28_01077', quantity: 250, unit: 'ml' },
            { ingredientId: 'f_sr28_01001', quantity: 2, unit: 'tbsp' },
          ],
          instructions: ['Mix.', 'Cook.'],
        }),
      });
      if (res.status !== 201) {
        throw new Error(`seeding failed: ${res.status} ${await res.text()}`);
      }
      ids.push(((await res.json()) as { id: string }).id);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return ids;
}

const SCENARIOS: Record<string, Scenario> = {
  auth: async ({ serviceUrl, key }): Promise<Target[]> => [
    {
      name: 'GET /nutrients (authenticated, enveloped)',
      url: `${serviceUrl}/nutrients?group=fda_mandatory`,
      headers: { authorization: `Bearer ${key}` },
    },
    { name: 'GET /healthz (no key)', url: `${serviceUrl}/healthz`, headers: {} },
  ],
  v1: async ({ serviceUrl, key }): Promise<Target[]> => {
    const started = performance.now();
    const ids = await seedV1Recipes(serviceUrl, key, 10_000);
    process.stdout.write(
      `seeded 10,000 /v1 recipes in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
    );
    const headers = { authorization: `Bearer ${key}` };
    const one = `${serviceUrl}/v1/recipes/${ids[5000]}`;
    const etag = (await fetch(one, { headers })).headers.get('etag') ?? '';
    return [
      { name: 'GET /v1/recipes/{id} (10,000 recipes)', url: one, headers },
      {
        name: 'GET /v1/recipes/{id}, If-None-Match → 304',
        url: one,
        headers: { ...headers, 'if-none-match': etag },
        status: 304,
      },
      {
        name: 'GET /v1/recipes?limit=20 (10,000 recipes)',
        url: `${serviceUrl}/v1/recipes?limit=20`,
        headers,
      },
      {
        name: 'GET /v1/recipes?limit=20&offset=9000&sortBy=name (10,000)',
        url: `${serviceUrl}/v1/recipes?limit=20&offset=9000&sortBy=name&order=asc`,
        headers,
      },
      {
        name: 'GET /v1/recipes?tags=dinner,quick&search=pasta',
        url: `${serviceUrl}/v1/recipes?tags=dinner,quick&search=pasta`,
        headers,
      },
    ];
  },
  entitlements: async ({ serviceUrl, key }): Promise<Target[]> => [
    {
      name: 'GET /entitlements/status (authenticated, fresh store read)',
      url: `${serviceUrl}/entitlements/status`,
      headers: { authorization: `Bearer ${key}` },
    },
  ],
  versioning: versioningScenario,
  labels: labelScenario,
  resolution: ({ serviceUrl, key, report }) =>
    resolutionScenario({ serviceUrl, key, report, catalogue: 'starter catalogue' }),
  // A service of its own, started on the full USDA SR28 data (../shared/usda-sr28).
  'resolution-sr28': async ({ report, atEnd }) => {
    const sr28 = await startService({
      RATE_LIMIT_PER_MINUTE: '100000000',
      FOOD_DATA_DIR: '../shared/usda-sr28',
    });
    atEnd(sr28.stop);
    const targets = await resolutionScenario({
      serviceUrl: sr28.url,
      key: sr28.key,
      report,
      catalogue: 'full SR28',
    });
    return targets.map((target) => ({ ...target, server: sr28 }));
  },
};

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const names = wanted.length > 0 ? wanted : Object.keys(SCENARIOS);
  const bare = await spawnServer(['bench/bare-server.ts']);
  // The /v1 rate limit is raised so the load itself is measured; the limiter still runs. A
  // million a minute was spent by the /v1 read rows (60,000 requests/s) before the list rows ran.
  const service = await startService({ RATE_LIMIT_PER_MINUTE: '100000000' });
  const lines: string[] = [TABLE_HEAD];
  const results = new Map<string, { service: LoadResult; bare: LoadResult }>();
  const notes: string[] = [];
  const report = (line: string) => {
    notes.push(line);
    process.stdout.write(`${line}\n`);
  };
  const stops: (() => Promise<void>)[] = [];
  try {
    await load(`${bare.url}/ping`, { ...DEFAULT_LOAD, duration: 2 }); // warm-up
    for (const name of names) {
      const scenario = SCENARIOS[name];
      if (scenario === undefined) {
        throw new Error(`unknown scenario ${name}; known: ${Object.keys(SCENARIOS).join(', ')}`);
      }
      const targets = await scenario({
        serviceUrl: service.url,
        key: service.key,
        dataDir: service.dataDir,
        report,
        atEnd: (stop) => stops.push(stop),
      });
      for (const target of targets) {
        const opts = {
          ...DEFAULT_LOAD,
          ...(target.connections === undefined ? {} : { connections: target.connections }),
        };
        const extra = {
          ...(target.requests === undefined ? {} : { requests: target.requests }),
          ...(target.status === undefined ? {} : { status: target.status }),
        };
        await target.prepare?.();
        await load(target.url, { ...opts, duration: 1, headers: target.headers, ...extra }); // warm-up
        const slice = { ...opts, duration: Math.max(1, Math.round(opts.duration / SLICES)) };
        const server = target.server ?? service;
        const { service: s, bare: b } = await interleaved(
          async () => {
            await target.prepare?.();
            return withCpu(server, () => load(target.url, { ...slice, headers: target.headers, ...extra }));
          },
          () => withCpu(bare, () => load(`${bare.url}/ping`, slice)),
          SLICES,
        );
        results.set(target.name, { service: s, bare: b });
        lines.push(row(target.name, s, b));
        process.stdout.write(`${lines.at(-1)}\n`);
      }
    }
  } finally {
    for (const stop of stops) {
      await stop();
    }
    await service.stop();
    await bare.stop();
  }
  process.stdout.write(`\n${lines.join('\n')}\n`);
  if (notes.length > 0) {
    process.stdout.write(`\n${notes.join('\n')}\n`);
  }
  process.stdout.write(`\ntargets (README, "Performance"):\n${targetTable(results)}\n`);
}

await main();
