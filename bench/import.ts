import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { systemClock, ulidGenerator } from '../src/services/context.ts';
import { createFoodCatalogue } from '../src/services/foods/catalogue.ts';
import { importFoodData } from '../src/services/foods/import.ts';
import { openStore, sqliteFileIn } from '../src/store/open.ts';
import { ROOT } from './lib.ts';

/**
 * Times a full USDA SR28 import into a fresh SQLite file (the same service function as
 * `npm run cli -- foods import`): read and parse the ASCII files, then write every food in one
 * transaction. `node bench/import.ts [dir]`.
 */
export async function benchImport(dir: string): Promise<{ seconds: number; foods: number }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nl-import-'));
  const { store } = await openStore({ engine: 'sqlite', file: sqliteFileIn(dataDir) });
  try {
    const started = performance.now();
    const r = await importFoodData(
      { store, clock: systemClock, ids: ulidGenerator(), foods: createFoodCatalogue(store) },
      { dir },
    );
    return { seconds: (performance.now() - started) / 1000, foods: r.foods };
  } finally {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const dir = process.argv[2] ?? path.resolve(ROOT, '..', 'shared', 'usda-sr28');
  const r = await benchImport(dir);
  process.stdout.write(`Imported ${r.foods} foods from ${dir} into SQLite in ${r.seconds.toFixed(2)} s\n`);
}
