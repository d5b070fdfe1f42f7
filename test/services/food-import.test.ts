import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFdc } from '../../src/foods/fdc.ts';
import { type Deps, systemClock, ulidGenerator } from '../../src/services/context.ts';
import { createFoodCatalogue } from '../../src/services/foods/catalogue.ts';
import { importFoodData, seedStarterCatalogue } from '../../src/services/foods/import.ts';
import { httpEngine, openTestStore, type TestStore } from '../helpers/stores.ts';
import { REPO_ROOT, sr28Dir } from '../helpers/usda.ts';

const FDC = path.join(REPO_ROOT, 'test', 'fixtures', 'fdc');
const FDC_BAD = path.join(REPO_ROOT, 'test', 'fixtures', 'fdc-malformed');

let db: TestStore;
let deps: Deps;
beforeEach(async () => {
  db = await openTestStore(httpEngine());
  deps = { store: db.store, clock: systemClock, ids: ulidGenerator(), foods: createFoodCatalogue(db.store) };
});
afterEach(async () => {
  await db.drop();
});

describe('food import', () => {
  it('seeds the starter catalogue once, into an empty table only', async () => {
    const n = await seedStarterCatalogue(deps);
    expect(n).toBeGreaterThanOrEqual(300);
    expect(await seedStarterCatalogue(deps)).toBe(0);
    expect(await db.store.foods.count()).toBe(n);
    const butter = await deps.foods.get('f_sr28_01001');
    expect(butter?.nutrients.n_total_fat).toBe('81.11');
    expect(butter?.common_names).toEqual([]);
    expect((await deps.foods.get('f_sr28_19335'))?.common_names).toEqual(['sucrose']);
    expect((await deps.foods.get('f_sr28_10088'))?.refuse).toEqual({ percent: '30', description: 'Bone' });
    expect(butter?.refuse).toBeNull();
  });

  it('imports the FoodData Central CSV layout and skips the same data the second time', async () => {
    const first = await importFoodData(deps, { dir: FDC });
    expect(first).toMatchObject({ source: 'usda_fdc', skipped: false });
    expect(first.foods).toBeGreaterThan(0);
    expect(await db.store.foods.count()).toBe(first.foods);
    const butter = await deps.foods.get('f_fdc_2700101');
    expect(butter).toMatchObject({ name: 'Butter, salted', source: 'usda_fdc', source_id: '2700101' });
    const again = await importFoodData(deps, { dir: FDC });
    expect(again).toMatchObject({ skipped: true, foods: first.foods });
    expect(await db.store.foods.count()).toBe(first.foods);
  });

  it('a malformed file names the file and line and leaves the catalogue as it was', async () => {
    await seedStarterCatalogue(deps);
    const before = await db.store.foods.count();
    await expect(importFoodData(deps, { dir: FDC_BAD })).rejects.toThrow(/\.csv line \d+/);
    expect(await db.store.foods.count()).toBe(before);
    expect(await db.store.foods.latestImportId()).toBeUndefined();
  });

  it('streams a large FoodData Central download into the store, with the same foods as a read in memory', async () => {
    const { foods } = await readFdc(FDC);
    const r = await importFoodData(deps, { dir: FDC, streamAboveBytes: 0 });
    expect(r).toMatchObject({ source: 'usda_fdc', skipped: false, foods: foods.length });
    expect(await db.store.foods.count()).toBe(foods.length);
    for (const food of foods) {
      expect(await deps.foods.get(food.id), food.id).toEqual(food);
    }
  });

  it('streams foods whose nutrient rows are not together, adding each run to the food', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fdc-shuffled-'));
    try {
      cpSync(FDC, dir, { recursive: true });
      const [header, ...rows] = readFileSync(path.join(FDC, 'food_nutrient.csv'), 'utf8')
        .trimEnd()
        .split(/\n(?=")/); // records, one of which spans two lines
      // Every other row first, then the rest: each food's rows come in two runs.
      const shuffled = [...rows.filter((_, i) => i % 2 === 0), ...rows.filter((_, i) => i % 2 === 1)];
      writeFileSync(path.join(dir, 'food_nutrient.csv'), `${[header, ...shuffled].join('\n')}\n`);
      const { foods } = await readFdc(FDC);
      await importFoodData(deps, { dir, streamAboveBytes: 0 });
      for (const food of foods) {
        expect((await deps.foods.get(food.id))?.nutrients, food.id).toEqual(food.nutrients);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a malformed file in a streamed import leaves the catalogue as it was', async () => {
    await seedStarterCatalogue(deps);
    const before = await db.store.foods.count();
    await expect(importFoodData(deps, { dir: FDC_BAD, streamAboveBytes: 0 })).rejects.toThrow(
      /food_portion\.csv line 6/,
    );
    expect(await db.store.foods.count()).toBe(before);
    expect(await db.store.foods.latestImportId()).toBeUndefined();
  });

  it('refuses a folder without USDA data', async () => {
    await expect(importFoodData(deps, { dir: REPO_ROOT })).rejects.toThrow(/neither USDA SR28/);
  });

  it.skipIf(sr28Dir() === null)(
    'imports the full SR28 release over the starter set, keeping the same ids',
    async () => {
      await seedStarterCatalogue(deps);
      const phases = new Set<string>();
      const r = await importFoodData(deps, {
        dir: sr28Dir() as string,
        onProgress: (p) => phases.add(p.phase),
      });
      expect(r).toMatchObject({ source: 'usda_sr28', foods: 8789, skipped: false });
      expect(await db.store.foods.count()).toBe(8789);
      expect(phases.has('writing')).toBe(true);
      deps.foods.invalidate();
      expect((await deps.foods.get('f_sr28_01001'))?.portions.map((p) => p.grams)).toContain('14.2');
      expect((await deps.foods.summaries()).length).toBe(8789);
    },
    120_000,
  );
});
