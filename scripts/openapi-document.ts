/**
 * Writes the OpenAPI document the service serves at GET /openapi.json (built from the app's
 * routes, not a hand copy) to a file, for the linter: `npm run lint:openapi`.
 *
 *   node scripts/openapi-document.ts [out-file]     (default .cache/openapi.json)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/http/app.ts';
import { depsFor } from '../src/runtime.ts';
import { openStore } from '../src/store/open.ts';

const out = path.resolve(process.argv[2] ?? '.cache/openapi.json');
const baseUrl = process.env.PUBLIC_BASE_URL ?? 'http://localhost:3000';

const opened = await openStore({ engine: 'sqlite', file: ':memory:', migrate: true });
const app = await buildApp(depsFor(opened), { baseUrl });
try {
  await app.ready();
  const res = await app.inject({ method: 'GET', url: '/openapi.json' });
  if (res.statusCode !== 200) {
    throw new Error(`GET /openapi.json answered ${res.statusCode}`);
  }
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(res.json(), null, 2)}\n`);
  process.stdout.write(`Wrote the served OpenAPI document to ${path.relative(process.cwd(), out)}\n`);
} finally {
  await app.close();
  await opened.store.close();
}
