import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Server, spawnServer } from './lib.ts';

/**
 * Label benchmarks (see bench/README.md): the render-ready Nutrition Facts label (JSON) of a real
 * recipe's serving, read at HEAD and at an older version. The recipe is built over HTTP: seven
 * SR28 ingredients (the pancake batter of the tests), a serving with its facts, then ten metadata
 * changes (and thirty more for the timing below), so HEAD is 41 versions past the one read "at a
 * version". It also reports the latency of the first read of a version (the label is built)
 * against later reads (served from memory). A last row is a reference, not the service: a plain
 * Node.js server sending the bytes and headers the service sent for the label at that version
 * (bench/plain-server.ts), so each run shows how near a response of that size can come to the
 * bare route on the machine of the day.
 */
export interface LabelTarget {
  name: string;
  url: string;
  headers: Record<string, string>;
  /** 304: a conditional GET whose If-None-Match names the current ETag. */
  status?: number;
  /** The process serving `url` when it is not the service. */
  server?: Server;
}

const PANCAKES = [
  { ingredient_id: 'f_sr28_20081', quantity_grams: '190' },
  { ingredient_id: 'f_sr28_18369', quantity_grams: '14' },
  { ingredient_id: 'f_sr28_19335', quantity_grams: '25' },
  { ingredient_id: 'f_sr28_02047', quantity_grams: '3' },
  { ingredient_id: 'f_sr28_01077', quantity_grams: '300' },
  { ingredient_id: 'f_sr28_01123', quantity_grams: '50' },
  { ingredient_id: 'f_sr28_01001', quantity_grams: '42' },
];

async function call(
  url: string,
  key: string,
  init: { method: string; body?: unknown; ifMatch?: string },
): Promise<{ data: Record<string, unknown>; version_id: string }> {
  const res = await fetch(url, {
    method: init.method,
    headers: {
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      ...(init.ifMatch === undefined ? {} : { 'if-match': init.ifMatch }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const json = (await res.json()) as { data: Record<string, unknown>; version_id: string };
  if (!res.ok) {
    throw new Error(`${init.method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  }
  return json;
}

/** One GET of `url`, in milliseconds, body read (the response must be 200). */
async function timedGet(url: string, key: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
  await res.arrayBuffer();
  if (res.status !== 200) {
    throw new Error(`GET ${url}: ${res.status}`);
  }
  return performance.now() - started;
}

/**
 * The reference row: a plain Node.js server (bench/plain-server.ts) sending the bytes and headers
 * the service sent for `url`, so the same run shows what a response of that size can reach.
 */
async function plainServerLike(url: string, headers: Record<string, string>): Promise<Server> {
  const res = await fetch(url, { headers });
  const kept: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name)) {
      kept[name] = value;
    }
  });
  const body = Buffer.from(await res.arrayBuffer()).toString('base64');
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'nl-plain-')), 'response.json');
  writeFileSync(file, JSON.stringify({ body, headers: kept }));
  return spawnServer(['bench/plain-server.ts', file]);
}

export async function labelScenario({
  serviceUrl,
  key,
  report,
  atEnd,
}: {
  serviceUrl: string;
  key: string;
  report: (line: string) => void;
  atEnd?: (stop: () => Promise<void>) => void;
}): Promise<LabelTarget[]> {
  const recipe = await call(`${serviceUrl}/studio/recipes`, key, {
    method: 'POST',
    body: { name: 'Bench pancakes' },
  });
  const id = String(recipe.data.id);
  const base = `${serviceUrl}/studio/recipes/${id}`;
  const ingredients = await call(`${base}/ingredients`, key, {
    method: 'POST',
    body: { ingredients: PANCAKES },
    ifMatch: recipe.version_id,
  });
  const serving = await call(`${base}/servings`, key, {
    method: 'POST',
    ifMatch: ingredients.version_id,
    body: {
      serving_size: {
        serving_size_type: 'user_provided',
        household_amount: '2',
        household_unit: 'pancakes',
        metric_amount: '160',
      },
    },
  });
  const servingId = String((serving.data.serving as { id: string }).id);
  let head = serving.version_id;
  for (let i = 1; i <= 10; i++) {
    head = (await call(base, key, { method: 'PATCH', ifMatch: head, body: { name: `Bench pancakes ${i}` } }))
      .version_id;
  }
  const headers = { authorization: `Bearer ${key}` };
  const label = `${base}/servings/${servingId}/nutrition-label`;
  // A label is built on the first read of a version and served from memory after that: time both,
  // one request at a time, over 30 fresh versions.
  let cold = 0;
  let warm = 0;
  const rounds = 30;
  for (let i = 1; i <= rounds; i++) {
    head = (
      await call(base, key, { method: 'PATCH', ifMatch: head, body: { name: `Bench pancakes ${10 + i}` } })
    ).version_id;
    cold += await timedGet(label, key);
    warm += await timedGet(label, key);
  }
  report(
    `nutrition-label (JSON), one request at a time over ${rounds} new versions: first read of a version ${(cold / rounds).toFixed(2)} ms, later reads ${(warm / rounds).toFixed(2)} ms`,
  );
  const atVersion = `${label}?version_id=${serving.version_id}`;
  const plain = await plainServerLike(atVersion, headers);
  atEnd?.(plain.stop);
  return [
    { name: 'GET recipe at HEAD (same recipe, for comparison)', url: base, headers },
    { name: 'GET nutrition-label (JSON) at HEAD', url: label, headers },
    {
      name: 'GET nutrition-label (JSON) ?version_id= (41 versions back)',
      url: `${label}?version_id=${serving.version_id}`,
      headers,
    },
    { name: 'GET nutrition-label ?format=svg at HEAD', url: `${label}?format=svg`, headers },
    {
      name: 'GET nutrition-label (JSON) at HEAD, If-None-Match → 304',
      url: label,
      headers: { ...headers, 'if-none-match': `"${head}"` },
      status: 304,
    },
    {
      name: 'GET nutrition-label (JSON) ?version_id=, If-None-Match → 304',
      url: `${label}?version_id=${serving.version_id}`,
      headers: { ...headers, 'if-none-match': `"${serving.version_id}"` },
      status: 304,
    },
    {
      name: 'reference: a plain Node.js server sending the same label bytes, no checks',
      url: `${plain.url}/label`,
      headers: {},
      server: plain,
    },
  ];
}
