import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from './lib.ts';

/**
 * Start-up time and memory of the real service (`node src/main.ts`, LOG_LEVEL=warn) with the
 * built-in SR28 catalogue: the first start on an empty data folder (migrations and the catalogue
 * load), then later starts on the same folder. For each start: milliseconds from spawn until the
 * process prints "listening", resident memory (VmRSS) after it has been idle for a few seconds,
 * and the peak (VmHWM). With a PostgreSQL URL it also starts two instances at once on one empty
 * database and checks that the foods were loaded once.
 *
 *   node bench/startup.ts [--later 3] [--idle-ms 3000] [--postgres postgres://postgres@127.0.0.1:5432/postgres]
 */

interface Start {
  ms: number;
  /** CPU time (user + system) the process had used when it printed "listening". */
  cpuMs: number;
  rssMb: number;
  peakMb: number;
  output: string;
}

function arg(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

/** CPU time used by a process so far (utime + stime in /proc/<pid>/stat, 100 ticks a second). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function memory(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 'NaN');
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/**
 * Resolves six recipe lines through a Studio resolution session, which builds the matcher's index
 * over the whole catalogue; returns the milliseconds the session took.
 */
async function resolveOnce(url: string, key: string): Promise<number> {
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const recipe = await fetch(`${url}/studio/recipes`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Start-up bench' }),
  });
  const id = ((await recipe.json()) as { data: { id: string } }).data.id;
  const started = performance.now();
  const res = await fetch(`${url}/studio/recipes/${id}/ingredient-resolutions`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      items: [
        '400g/14oz venison loin',
        '2 cups fresh morels',
        '20 candied cherries',
        '2 (15 ounce) cans Great Northern beans',
        '2 cups Corn Chex',
        'One 4-ounce jar diced pimentos',
      ].map((text) => ({ action: 'add_ingredient', text })),
    }),
  });
  if (res.status !== 201) {
    throw new Error(`resolution session failed: ${res.status} ${await res.text()}`);
  }
  return performance.now() - started;
}

async function startOnce(
  env: NodeJS.ProcessEnv,
  idleMs: number,
  options: { resolve?: boolean } = {},
): Promise<Start> {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['src/main.ts'], {
    cwd: ROOT,
    // As `npm start` runs it (package.json): with Node's compile cache in node_modules/.cache.
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      PORT: '0',
      NODE_COMPILE_CACHE: path.join(ROOT, 'node_modules', '.cache', 'node-compile-cache'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  const [ms, cpu] = await new Promise<[number, number]>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      output.push(d.toString());
      if (/listening on/.test(output.join(''))) {
        resolve([performance.now() - started, cpuMs(child.pid as number)]);
      }
    });
    child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${output.join('')}`)));
  });
  await new Promise((r) => setTimeout(r, idleMs));
  const mem = memory(child.pid as number);
  if (options.resolve === true) {
    const text = output.join('');
    const url = /listening on (http:\/\/[\d.]+:\d+)/.exec(text)?.[1];
    const key = /API key \(shown once, keep it secret\): (nlk_\S+)/.exec(text)?.[1];
    if (url === undefined || key === undefined) {
      throw new Error(`no address or key printed:\n${text}`);
    }
    const sessionMs = await resolveOnce(url, key);
    await new Promise((r) => setTimeout(r, idleMs));
    const after = memory(child.pid as number);
    resolved = { sessionMs, rssMb: after.rssMb, peakMb: after.peakMb };
  }
  await new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
  return { ms, cpuMs: cpu, ...mem, output: output.join('') };
}

let resolved: { sessionMs: number; rssMb: number; peakMb: number } | undefined;

function line(label: string, s: Start): string {
  return `| ${label} | ${Math.round(s.ms)} ms | ${s.cpuMs} ms | ${Math.round(s.rssMb)} MB | ${Math.round(s.peakMb)} MB |`;
}

const later = Number(arg('later') ?? '3');
const idleMs = Number(arg('idle-ms') ?? '3000');
const rows: string[] = [
  '| start | to "listening" | CPU used by then | idle RSS | peak RSS |',
  '| --- | --- | --- | --- | --- |',
];

// SQLite: a fresh data folder, then later starts on it.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nl-startup-'));
try {
  const first = await startOnce({ DATA_DIR: dataDir, DATABASE_URL: '' }, idleMs, { resolve: true });
  if (!/Food catalogue: loaded/.test(first.output)) {
    throw new Error(`the first start did not load the catalogue:\n${first.output}`);
  }
  rows.push(line('SQLite, first start (empty folder)', first));
  if (resolved !== undefined) {
    rows.push(
      `| SQLite, first start, after one resolution session of 6 lines (${Math.round(resolved.sessionMs)} ms, matcher index built) | | | ${Math.round(resolved.rssMb)} MB | ${Math.round(resolved.peakMb)} MB |`,
    );
  }
  for (let i = 1; i <= later; i += 1) {
    const again = await startOnce({ DATA_DIR: dataDir, DATABASE_URL: '' }, idleMs);
    if (/Food catalogue: loaded/.test(again.output)) {
      throw new Error('a later start loaded the catalogue again');
    }
    rows.push(line(`SQLite, later start ${i}`, again));
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

// PostgreSQL: a fresh database, then two instances at once on another fresh one.
const pgUrl = arg('postgres');
if (pgUrl !== undefined) {
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  const name = `nl_startup_${process.pid}`;
  const url = (db: string) => {
    const u = new URL(pgUrl);
    u.pathname = `/${db}`;
    return u.toString();
  };
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    rows.push(line('PostgreSQL, first start', await startOnce({ DATABASE_URL: url(name) }, idleMs)));
    rows.push(line('PostgreSQL, later start', await startOnce({ DATABASE_URL: url(name) }, idleMs)));
    await admin.query(`CREATE DATABASE ${name}_twin`);
    const twins = await Promise.all([
      startOnce({ DATABASE_URL: url(`${name}_twin`) }, idleMs),
      startOnce({ DATABASE_URL: url(`${name}_twin`) }, idleMs),
    ]);
    twins.forEach((s, i) => {
      rows.push(line(`PostgreSQL, two at once: instance ${i + 1}`, s));
    });
    const check = new pg.Client({ connectionString: url(`${name}_twin`) });
    await check.connect();
    const foods = await check.query('select count(*)::int as n, count(distinct id)::int as d from foods');
    const loads = await check.query(
      "select count(*)::int as n from food_imports where fingerprint like 'catalogue:%'",
    );
    await check.end();
    rows.push(
      `\nTwo instances at once: ${foods.rows[0].n} foods (${foods.rows[0].d} distinct ids), ${loads.rows[0].n} catalogue load recorded.`,
    );
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`DROP DATABASE IF EXISTS ${name}_twin`);
    await admin.end();
  }
}

process.stdout.write(
  `${rows.join('\n')}\n\nload average: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}\n`,
);
