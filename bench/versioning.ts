import type autocannon from 'autocannon';
import { type ServiceContext, systemClock, ulidGenerator } from '../src/services/context.ts';
import { createFoodCatalogue } from '../src/services/foods/catalogue.ts';
import { createRecipe, getRecipe, patchRecipe } from '../src/services/studio-recipes/index.ts';
import { openStore, sqliteFileIn } from '../src/store/open.ts';
import type { Store } from '../src/store/store.ts';

/**
 * Versioning benchmarks (see bench/README.md):
 * - PATCH with If-Match, sequential on one recipe: one connection, each request carrying the
 *   version_id the previous response returned (an autocannon request generator); the bare route is
 *   measured with one connection too.
 * - Read at a version (?version_id= of the first version) with the default load.
 * - Reads of a recipe with 10 and with 10,000 versions, over HTTP and in process. The 10,000
 *   versions are written through the service layer straight into the running service's SQLite
 *   file (WAL lets both processes use it), not over HTTP.
 */
export interface VersioningTarget {
  name: string;
  url: string;
  headers: Record<string, string>;
  connections?: number;
  requests?: autocannon.Request[];
  /** Runs before each load of this target. */
  prepare?: () => Promise<void>;
}

async function api(
  url: string,
  key: string,
  init: { method?: string; body?: unknown; ifMatch?: string } = {},
) {
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      ...(init.ifMatch === undefined ? {} : { 'if-match': init.ifMatch }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const json = (await res.json()) as { data: { id: string }; version_id: string };
  if (!res.ok) {
    throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${JSON.stringify(json)}`);
  }
  return json;
}

function serviceContext(store: Store, orgId: string): ServiceContext {
  return {
    store,
    clock: systemClock,
    ids: ulidGenerator(),
    foods: createFoodCatalogue(store),
    orgId,
    actor: { type: 'system', id: 'bench' },
    requestId: 'bench',
    capabilities: new Set(['recipe_versioning']),
  };
}

/** Builds a recipe with `versions` versions through the service layer; returns its id and first version. */
async function recipeWithVersions(ctx: ServiceContext, name: string, versions: number) {
  const created = await createRecipe({ ctx: { ...ctx, requestId: `bench-create-${name}` }, input: { name } });
  let head = created.versionId;
  for (let i = 2; i <= versions; i++) {
    head = (
      await patchRecipe({ ctx, input: { recipeId: created.recipe.id, ifMatch: head, name: `${name} ${i}` } })
    ).versionId;
  }
  return { id: created.recipe.id, first: created.versionId, head };
}

/** Mean and 99th percentile of `run` over `n` calls, in microseconds. */
async function timeIt(n: number, run: () => Promise<unknown>): Promise<{ mean: number; p99: number }> {
  for (let i = 0; i < Math.min(200, n); i++) {
    await run();
  }
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = process.hrtime.bigint();
    await run();
    samples.push(Number(process.hrtime.bigint() - t0) / 1000);
  }
  samples.sort((a, b) => a - b);
  return {
    mean: samples.reduce((a, b) => a + b, 0) / n,
    p99: samples[Math.floor(n * 0.99)] ?? Number.NaN,
  };
}

export async function versioningScenario(ctx: {
  serviceUrl: string;
  key: string;
  dataDir: string;
  report: (line: string) => void;
}): Promise<VersioningTarget[]> {
  const headers = { authorization: `Bearer ${ctx.key}` };
  const created = await api(`${ctx.serviceUrl}/studio/recipes`, ctx.key, {
    method: 'POST',
    body: { name: 'Bench patch target' },
  });
  const recipeUrl = `${ctx.serviceUrl}/studio/recipes/${created.data.id}`;
  let current = created.version_id;
  let n = 0;
  const patchRequests: autocannon.Request[] = [
    {
      method: 'PATCH',
      path: new URL(recipeUrl).pathname,
      setupRequest: (req) => {
        n += 1;
        return {
          ...req,
          headers: { ...headers, 'content-type': 'application/json', 'if-match': `W/"${current}"` },
          body: JSON.stringify({ name: `Bench patch target ${n}` }),
        };
      },
      onResponse: (status, body) => {
        if (status === 200) {
          current = (JSON.parse(body) as { version_id: string }).version_id;
        }
      },
    },
  ];

  // 10 and 10,000 versions, written through the service layer into the running service's store.
  const opened = await openStore({ engine: 'sqlite', file: sqliteFileIn(ctx.dataDir), migrate: false });
  let small: { id: string; first: string; head: string };
  let large: { id: string; first: string; head: string };
  try {
    const org = (await opened.store.orgs.list())[0];
    if (org === undefined) {
      throw new Error('the service has no organization');
    }
    const sctx = serviceContext(opened.store, org.id);
    small = await recipeWithVersions(sctx, 'Bench 10 versions', 10);
    const t0 = Date.now();
    large = await recipeWithVersions(sctx, 'Bench 10000 versions', 10_000);
    ctx.report(
      `built 10,000 versions through the service layer in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );

    const rows: string[] = [
      '| in process (service call, SQLite) | 10 versions | 10,000 versions |',
      '| --- | --- | --- |',
    ];
    const cell = (r: { mean: number; p99: number }) => `${r.mean.toFixed(0)} µs (p99 ${r.p99.toFixed(0)})`;
    for (const [label, run] of [
      ['getRecipe at HEAD', (r: typeof small) => getRecipe({ ctx: sctx, input: { recipeId: r.id } })],
      [
        'getRecipe at the first version',
        (r: typeof small) => getRecipe({ ctx: sctx, input: { recipeId: r.id, versionId: r.first } }),
      ],
    ] as const) {
      const a = await timeIt(2000, () => run(small));
      const b = await timeIt(2000, () => run(large));
      rows.push(`| ${label} | ${cell(a)} | ${cell(b)} |`);
    }
    let heads = { small: small.head, large: large.head };
    const patchAt = (which: 'small' | 'large') => async () => {
      const r = which === 'small' ? small : large;
      const res = await patchRecipe({
        ctx: sctx,
        input: { recipeId: r.id, ifMatch: heads[which], name: `Bench ${which} ${Math.random()}` },
      });
      heads = { ...heads, [which]: res.versionId };
    };
    rows.push(
      `| patchRecipe (commit) | ${cell(await timeIt(500, patchAt('small')))} | ${cell(await timeIt(500, patchAt('large')))} |`,
    );
    for (const line of rows) {
      ctx.report(line);
    }
  } finally {
    await opened.store.close();
  }

  return [
    {
      name: 'PATCH with If-Match, sequential (1 connection; bare also 1)',
      url: recipeUrl,
      headers,
      connections: 1,
      requests: patchRequests,
      // A run stops with one request in flight whose response is never seen: re-read the head.
      prepare: async () => {
        await new Promise((r) => setTimeout(r, 200));
        current = (await api(recipeUrl, ctx.key)).version_id;
      },
    },
    {
      name: 'GET recipe ?version_id= (first version)',
      url: `${recipeUrl}?version_id=${created.version_id}`,
      headers,
    },
    { name: 'GET recipe at HEAD, 10 versions', url: `${ctx.serviceUrl}/studio/recipes/${small.id}`, headers },
    {
      name: 'GET recipe at HEAD, 10,000 versions',
      url: `${ctx.serviceUrl}/studio/recipes/${large.id}`,
      headers,
    },
    {
      name: 'GET recipe ?version_id= first, 10,000 versions',
      url: `${ctx.serviceUrl}/studio/recipes/${large.id}?version_id=${large.first}`,
      headers,
    },
  ];
}
