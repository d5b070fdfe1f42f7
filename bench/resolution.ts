import type autocannon from 'autocannon';

/**
 * Ingredient resolution benchmark (see bench/README.md): starting a session of a 12-line recipe,
 * every request parsing, matching and converting all 12 lines and storing a session (the
 * previous one is superseded), with one connection (the time of one start) and with the default
 * load; and reading the session back (latest). Run against the starter catalogue and, with
 * FOOD_DATA_DIR, the full SR28 catalogue (8,790 foods to match against).
 */
export const TWELVE_LINES = [
  '1 1/2 cups all-purpose flour',
  '2 large eggs',
  '1 cup whole milk',
  '2 tbsp unsalted butter, melted',
  '1 tsp salt',
  '2 tsp baking powder',
  '1 tbsp sugar',
  '1 tsp vanilla extract',
  '1/2 cup blueberries',
  '1 tbsp vegetable oil',
  '2 tbsp maple syrup',
  '1/4 tsp ground cinnamon',
];

export interface ResolutionTarget {
  name: string;
  url: string;
  headers: Record<string, string>;
  requests: autocannon.Request[];
  connections?: number;
}

export async function resolutionScenario(ctx: {
  serviceUrl: string;
  key: string;
  catalogue: string;
  report: (line: string) => void;
}): Promise<ResolutionTarget[]> {
  const headers = { authorization: `Bearer ${ctx.key}`, 'content-type': 'application/json' };
  const created = await fetch(`${ctx.serviceUrl}/studio/recipes`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: `Bench resolution (${ctx.catalogue})` }),
  });
  if (created.status !== 201) {
    throw new Error(`creating the recipe failed: ${created.status} ${await created.text()}`);
  }
  const recipeId = ((await created.json()) as { data: { id: string } }).data.id;
  const url = `${ctx.serviceUrl}/studio/recipes/${recipeId}/ingredient-resolutions`;
  const body = JSON.stringify({ items: TWELVE_LINES.map((text) => ({ action: 'add_ingredient', text })) });
  // One start first: what it resolves is reported, and the first-use index build is not measured.
  const t0 = performance.now();
  const first = await fetch(url, { method: 'POST', headers, body });
  const firstMs = performance.now() - t0;
  if (first.status !== 201) {
    throw new Error(`starting a session failed: ${first.status} ${await first.text()}`);
  }
  const session = (await first.json()) as { data: { summary: { resolved: number; total: number } } };
  ctx.report(
    `resolution (${ctx.catalogue}): the first start took ${firstMs.toFixed(0)} ms (matcher index built on first use); ${session.data.summary.resolved} of ${session.data.summary.total} lines resolved`,
  );
  const start: autocannon.Request[] = [{ method: 'POST', path: new URL(url).pathname, headers, body }];
  return [
    {
      name: `POST …/ingredient-resolutions, 12 lines (${ctx.catalogue}), 1 connection`,
      url,
      headers,
      requests: start,
      connections: 1,
    },
    {
      name: `POST …/ingredient-resolutions, 12 lines (${ctx.catalogue})`,
      url,
      headers,
      requests: start,
    },
    {
      name: `GET …/ingredient-resolutions/latest, 12 rows (${ctx.catalogue})`,
      url: `${url}/latest`,
      headers: { authorization: headers.authorization },
      requests: [{ method: 'GET', path: `${new URL(url).pathname}/latest` }],
    },
  ];
}
