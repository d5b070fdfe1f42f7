import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib.ts';

/**
 * Memory of `npm run cli -- foods import` on a large FoodData Central download, measured on a
 * real process: generates a Branded-Foods-like folder (food.csv with N branded foods,
 * food_nutrient.csv with 12 nutrient rows each, in the CSV layout USDA ships; the small files
 * come from test/fixtures/fdc), imports it into a fresh SQLite store, and samples the process's
 * resident memory every 100 ms. Run it for two sizes to see memory follow the number of foods,
 * not the size of food_nutrient.csv.
 *
 *   node bench/fdc-import.ts [foods…]        default: 100000 300000
 */

const NUTRIENTS = [
  '1003',
  '1004',
  '1005',
  '1008',
  '1062',
  '2000',
  '1079',
  '1087',
  '1093',
  '1110',
  '1114',
  '1258',
];
const FIXTURE = path.join(ROOT, 'test', 'fixtures', 'fdc');

async function write(file: string, lines: () => Generator<string>): Promise<void> {
  const out = createWriteStream(file);
  let buffer = '';
  for (const line of lines()) {
    buffer += `${line}\n`;
    if (buffer.length > 1 << 20) {
      if (!out.write(buffer)) {
        await once(out, 'drain');
      }
      buffer = '';
    }
  }
  out.end(buffer);
  await once(out, 'finish');
}

async function generate(dir: string, foods: number): Promise<number> {
  for (const name of ['food_category.csv', 'measure_unit.csv', 'nutrient.csv']) {
    copyFileSync(path.join(FIXTURE, name), path.join(dir, name));
  }
  const first = 3_000_000;
  await write(path.join(dir, 'food.csv'), function* () {
    yield '"fdc_id","data_type","description","food_category_id","publication_date"';
    for (let i = 0; i < foods; i += 1) {
      yield `"${first + i}","branded_food","BRAND ${i % 977} CRUNCHY GRANOLA BAR WITH ALMONDS, HONEY ${i}","Snacks","2024-04-18"`;
    }
  });
  await write(path.join(dir, 'food_nutrient.csv'), function* () {
    yield '"id","fdc_id","nutrient_id","amount","data_points","derivation_id","min","max","median","footnote","min_year_acquired"';
    let id = 40_000_000;
    for (let i = 0; i < foods; i += 1) {
      for (const [k, nutrient] of NUTRIENTS.entries()) {
        id += 1;
        yield `"${id}","${first + i}","${nutrient}","${((i * 7 + k * 13) % 500) / 10}","","71","","","","",""`;
      }
    }
  });
  await write(path.join(dir, 'food_portion.csv'), function* () {
    yield '"id","fdc_id","seq_num","amount","measure_unit_id","portion_description","modifier","gram_weight","data_points","footnote","min_year_acquired"';
    yield `"1","${first}","1","1.0","1000","","","42","","",""`;
  });
  return statSync(path.join(dir, 'food_nutrient.csv')).size;
}

function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? '0') / 1024;
  } catch {
    return 0;
  }
}

async function importOnce(foods: number): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nl-fdc-data-'));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nl-fdc-store-'));
  try {
    const bytes = await generate(dir, foods);
    const started = performance.now();
    const child = spawn(process.execPath, ['src/cli/main.ts', 'foods', 'import', dir], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      output += d.toString();
    });
    let peak = 0;
    const timer = setInterval(() => {
      peak = Math.max(peak, rssMb(child.pid as number));
    }, 100);
    const [code] = await once(child, 'exit');
    clearInterval(timer);
    if (code !== 0) {
      throw new Error(`import failed (${code}):\n${output}`);
    }
    const seconds = (performance.now() - started) / 1000;
    return `| ${foods.toLocaleString('en-US')} | ${(foods * NUTRIENTS.length).toLocaleString('en-US')} (${Math.round(bytes / 1e6)} MB) | ${seconds.toFixed(1)} s | ${Math.round(peak)} MB |`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const sizes = process.argv.slice(2).map(Number);
const rows = ['| foods | food_nutrient.csv rows | import | peak RSS |', '| --- | --- | --- | --- |'];
for (const foods of sizes.length > 0 ? sizes : [100_000, 300_000]) {
  rows.push(await importOnce(foods));
}
process.stdout.write(
  `${rows.join('\n')}\n\nload average: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}\n`,
);
