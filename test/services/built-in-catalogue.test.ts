import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Food } from '../../src/domain/foods/food.ts';
import {
  allCatalogueFoods,
  BUILT_IN_CATALOGUE_PATH,
  encodeCatalogue,
  readCatalogueFile,
  sha256,
} from '../../src/foods/built-in/index.ts';
import { type Deps, systemClock, ulidGenerator } from '../../src/services/context.ts';
import { CATALOGUE_FINGERPRINT_PREFIX, loadBuiltInCatalogue } from '../../src/services/foods/built-in.ts';
import { createFoodCatalogue } from '../../src/services/foods/catalogue.ts';
import { seedStarterCatalogue } from '../../src/services/foods/import.ts';
import { openStore, sqliteFileIn } from '../../src/store/open.ts';
import type { Store } from '../../src/store/store.ts';
import { engines, httpEngine, openTestStore, pgUrl, type TestStore } from '../helpers/stores.ts';
import { REPO_ROOT } from '../helpers/usda.ts';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'nl-catalogue-'));
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
});

function depsOf(store: Store): Deps {
  return { store, clock: systemClock, ids: ulidGenerator(), foods: createFoodCatalogue(store) };
}

/** Fingerprints of the catalogue loads the store recorded. */
async function catalogueLoads(db: TestStore): Promise<string[]> {
  const rows = await db.db.selectFrom('food_imports').select('fingerprint').orderBy('id').execute();
  return rows.map((r) => r.fingerprint).filter((f) => f.startsWith(CATALOGUE_FINGERPRINT_PREFIX));
}

/** A catalogue file of `foods` written to the temporary folder. */
function writeBuild(name: string, foods: readonly Food[]): string {
  const file = path.join(tmp, name);
  writeFileSync(file, encodeCatalogue(foods, { release: 'test build', citation: 'test', sources: [] }));
  return file;
}

describe('loading the built-in catalogue', () => {
  let db: TestStore;
  let deps: Deps;
  beforeEach(async () => {
    db = await openTestStore(httpEngine());
    deps = depsOf(db.store);
  });
  afterEach(async () => {
    await db.drop();
  });

  it('fills an empty store with every SR28 food, then does nothing on the next start', async () => {
    const first = await loadBuiltInCatalogue(deps);
    expect(first).toMatchObject({ loaded: true, foods: 8789 });
    expect(await db.store.foods.count()).toBe(8789);
    const venison = await deps.foods.get('f_sr28_17343');
    expect(venison).toMatchObject({ name: 'Game meat, deer, ground, raw', common_names: ['venison'] });
    expect((await deps.foods.summaries()).length).toBe(8789);
    const recorded = await db.store.foods.latestImportLike(CATALOGUE_FINGERPRINT_PREFIX);
    expect(recorded).toMatchObject({
      source: 'usda_sr28',
      fingerprint: `catalogue:${first.header.build}`,
      foods: 8789,
      portions: 15438,
    });

    const second = await loadBuiltInCatalogue(depsOf(db.store));
    expect(second).toMatchObject({ loaded: false, foods: 8789 });
    expect(await db.store.foods.count()).toBe(8789);
    expect(await db.store.foods.latestImportId()).toBe(recorded?.id);
  }, 60_000);

  it('takes over a store seeded with the starter set, keeping its ids', async () => {
    const starter = await seedStarterCatalogue(deps);
    expect(await loadBuiltInCatalogue(deps)).toMatchObject({ loaded: true });
    expect(await db.store.foods.count()).toBe(8789);
    expect(starter).toBeLessThan(8789);
    expect((await deps.foods.get('f_sr28_01001'))?.nutrients.n_total_fat).toBe('81.11');
  }, 60_000);

  it('replaces an older build with a newer one, and a broken build changes nothing', async () => {
    const foods = allCatalogueFoods(readCatalogueFile()).slice(0, 50);
    const older = writeBuild('older.jsonl.gz', foods);
    const newerFoods = foods.map((f) =>
      f.id === 'f_sr28_01001' ? { ...f, common_names: ['salted butter'] } : f,
    );
    const newer = writeBuild('newer.jsonl.gz', newerFoods);

    expect(await loadBuiltInCatalogue(deps, { path: older })).toMatchObject({ loaded: true, foods: 50 });
    expect((await deps.foods.get('f_sr28_01001'))?.common_names).toEqual([]);
    const loaded = await loadBuiltInCatalogue(deps, { path: newer });
    expect(loaded).toMatchObject({ loaded: true, foods: 50 });
    expect((await deps.foods.get('f_sr28_01001'))?.common_names).toEqual(['salted butter']);
    expect(await db.store.foods.count()).toBe(50);

    // A build whose 40th food is malformed: the transaction rolls back, the newer build stays.
    const brokenFoods = foods.map((f) => ({ ...f, name: `${f.name} (renamed)` }));
    const broken = path.join(tmp, 'broken.jsonl.gz');
    const brokenText = gunzipSync(
      encodeCatalogue(brokenFoods, { release: 'broken', citation: '', sources: [] }),
    )
      .toString('utf8')
      .split('\n');
    brokenText[40] = brokenText[40]?.replace('"source_id"', '"source_ID"') ?? '';
    // Keep the header's build hash true to the edited lines, so only the food check can stop it.
    const header = JSON.parse(brokenText[0] ?? '{}');
    header.build = sha256(brokenText.slice(1).join('\n'));
    brokenText[0] = JSON.stringify(header);
    writeFileSync(broken, gzipSync(brokenText.join('\n')));

    await expect(loadBuiltInCatalogue(deps, { path: broken })).rejects.toThrow(
      /line 41: source_id is not a string/,
    );
    deps.foods.invalidate();
    expect((await deps.foods.get('f_sr28_01001'))?.name).toBe('Butter, salted');
    expect((await deps.foods.get('f_sr28_01001'))?.common_names).toEqual(['salted butter']);
    expect(await db.store.foods.count()).toBe(50);
    expect((await db.store.foods.latestImportLike(CATALOGUE_FINGERPRINT_PREFIX))?.fingerprint).toBe(
      `catalogue:${loaded.header.build}`,
    );
    expect(await catalogueLoads(db)).toHaveLength(2);
  }, 60_000);

  it('refuses a file whose food lines do not match its build id', async () => {
    const file = path.join(tmp, 'tampered.jsonl.gz');
    const lines = gunzipSync(writeBuildBytes())
      .toString('utf8')
      .replace('Butter, salted', 'Butter, tampered');
    writeFileSync(file, gzipSync(lines));
    await expect(loadBuiltInCatalogue(deps, { path: file })).rejects.toThrow(/do not hash to build/);
    expect(await db.store.foods.count()).toBe(0);
  });
});

function writeBuildBytes(): Buffer {
  const foods = allCatalogueFoods(readCatalogueFile()).slice(0, 3);
  return encodeCatalogue(foods, { release: 'test', citation: 'test', sources: [] });
}

describe.skipIf(!engines().includes('postgres'))(
  'two instances starting at once on one PostgreSQL database',
  () => {
    it('load the catalogue once: no duplicate, no partial build', async () => {
      const a = await openTestStore('postgres');
      const b = await openStore({
        engine: 'postgres',
        connectionString: pgUrl(),
        schema: a.schema as string,
        poolSize: 5,
        migrate: false,
      });
      try {
        const results = await Promise.all([
          loadBuiltInCatalogue(depsOf(a.store)),
          loadBuiltInCatalogue(depsOf(b.store)),
        ]);
        expect(results.map((r) => r.loaded).sort()).toEqual([false, true]);
        expect(await a.store.foods.count()).toBe(8789);
        expect(await catalogueLoads(a)).toEqual([`catalogue:${results[0]?.header.build}`]);
        const ids = await a.db.selectFrom('foods').select('id').execute();
        expect(new Set(ids.map((r) => r.id)).size).toBe(8789);
        const butter = await createFoodCatalogue(b.store).get('f_sr28_01001');
        expect(butter?.nutrients.n_total_fat).toBe('81.11');
      } finally {
        await b.store.close();
        await a.drop();
      }
    }, 120_000);
  },
);

describe('two processes starting at once on one SQLite file', () => {
  /** Loads the catalogue in a separate node process; resolves with what it printed. */
  async function loadInProcess(file: string): Promise<string> {
    const script = [
      "import { openStore } from './src/store/open.ts';",
      "import { loadBuiltInCatalogue } from './src/services/foods/built-in.ts';",
      "import { createFoodCatalogue } from './src/services/foods/catalogue.ts';",
      "import { systemClock, ulidGenerator } from './src/services/context.ts';",
      `const { store } = await openStore({ engine: 'sqlite', file: ${JSON.stringify(file)}, migrate: false });`,
      'const r = await loadBuiltInCatalogue({ store, clock: systemClock, ids: ulidGenerator(), foods: createFoodCatalogue(store) });',
      'console.log(r.loaded ? "loaded" : "skipped");',
      'await store.close();',
    ].join('\n');
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: REPO_ROOT });
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      out += d.toString();
    });
    const [code] = await once(child, 'exit');
    if (code !== 0) {
      throw new Error(`exited with ${code}: ${out}`);
    }
    return out.trim();
  }

  it('load the catalogue once: the second waits for the first and writes nothing', async () => {
    const dir = mkdtempSync(path.join(tmp, 'sqlite-'));
    const file = sqliteFileIn(dir);
    const migrated = await openStore({ engine: 'sqlite', file });
    await migrated.store.close();
    const outcomes = await Promise.all([loadInProcess(file), loadInProcess(file)]);
    expect(outcomes.sort()).toEqual(['loaded', 'skipped']);
    const check = await openStore({ engine: 'sqlite', file, migrate: false });
    try {
      expect(await check.store.foods.count()).toBe(8789);
      const loads = await check.db.selectFrom('food_imports').select('fingerprint').execute();
      expect(loads).toHaveLength(1);
    } finally {
      await check.store.close();
    }
  }, 60_000);
});

it('the committed catalogue exists where start-up looks for it', () => {
  expect(readCatalogueFile(BUILT_IN_CATALOGUE_PATH).header.foods).toBe(8789);
});
