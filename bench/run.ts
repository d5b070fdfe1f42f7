import { DEFAULT_LOAD, load, row, spawnServer, startService, TABLE_HEAD } from './lib.ts';

/**
 * Runs the HTTP benchmarks: each scenario against the real service, and a bare Fastify route
 * measured in the same run with the same connections and duration. Only ratios are meaningful.
 * `npm run bench -- <scenario…>` runs a subset.
 */
interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
}
type Scenario = (ctx: { serviceUrl: string; key: string }) => Promise<Target[]>;

const SCENARIOS: Record<string, Scenario> = {
  auth: async ({ serviceUrl, key }): Promise<Target[]> => [
    {
      name: 'GET /nutrients (authenticated, enveloped)',
      url: `${serviceUrl}/nutrients?group=fda_mandatory`,
      headers: { authorization: `Bearer ${key}` },
    },
    { name: 'GET /healthz (no key)', url: `${serviceUrl}/healthz`, headers: {} },
  ],
};

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const names = wanted.length > 0 ? wanted : Object.keys(SCENARIOS);
  const bare = await spawnServer(['bench/bare-server.ts']);
  const service = await startService();
  const lines: string[] = [TABLE_HEAD];
  try {
    await load(`${bare.url}/ping`, { ...DEFAULT_LOAD, duration: 2 }); // warm-up
    for (const name of names) {
      const scenario = SCENARIOS[name];
      if (scenario === undefined) {
        throw new Error(`unknown scenario ${name}; known: ${Object.keys(SCENARIOS).join(', ')}`);
      }
      for (const target of await scenario({ serviceUrl: service.url, key: service.key })) {
        await load(target.url, { ...DEFAULT_LOAD, duration: 1, headers: target.headers }); // warm-up
        const s = await load(target.url, { ...DEFAULT_LOAD, headers: target.headers });
        const b = await load(`${bare.url}/ping`, DEFAULT_LOAD);
        lines.push(row(target.name, s, b));
        process.stdout.write(`${lines.at(-1)}\n`);
      }
    }
  } finally {
    await service.stop();
    await bare.stop();
  }
  process.stdout.write(`\n${lines.join('\n')}\n`);
}

await main();
