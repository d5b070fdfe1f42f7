import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const ROOT = path.resolve(import.meta.dirname, '..');

export interface Server {
  url: string;
  output: string[];
  /** CPU time (user + system) the server process has used so far, in milliseconds. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** CPU time of a process from /proc (Linux), in milliseconds; NaN elsewhere. */
export function processCpuMs(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat (11 and 12 after the command), in clock ticks (100/s).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** Spawns a node process that prints "listening on <url>" and waits for it. */
export async function spawnServer(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Server> {
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output.join('')}`)), 120_000);
    const check = () => {
      const m = /listening on (http:\/\/[\d.]+:\d+)/.exec(output.join(''));
      if (m?.[1] !== undefined) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout?.on('data', check);
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${output.join('')}`)));
  });
  return {
    url,
    output,
    cpuMs: () => processCpuMs(child.pid),
    stop: () =>
      new Promise((resolve) => {
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Starts the service on a fresh SQLite data folder and returns it with its bootstrap key. */
export async function startService(
  env: NodeJS.ProcessEnv = {},
): Promise<Server & { key: string; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nl-bench-'));
  const server = await spawnServer(['src/main.ts'], { DATA_DIR: dataDir, PORT: '0', ...env });
  const deadline = Date.now() + 10_000;
  let key: string | undefined;
  while (key === undefined && Date.now() < deadline) {
    key = /API key \(shown once, keep it secret\): (nlk_\S+)/.exec(server.output.join(''))?.[1];
    if (key === undefined) {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  if (key === undefined) {
    throw new Error(`no API key printed:\n${server.output.join('')}`);
  }
  return {
    ...server,
    key,
    dataDir,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface LoadOptions {
  connections: number;
  duration: number;
}

export const DEFAULT_LOAD: LoadOptions = { connections: 10, duration: 6 };

/** Each target is measured in this many alternating slices of DEFAULT_LOAD.duration / SLICES seconds. */
export const SLICES = 3;

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** Requests completed and seconds loaded (to add slices up). */
  total: number;
  seconds: number;
  /** Server CPU time per request, in microseconds (when the load was measured with `cpuOf`). */
  cpuUs?: number;
}

/** Runs a load and adds the server's CPU time per request. */
export async function withCpu(
  server: { cpuMs(): number },
  run: () => Promise<LoadResult>,
): Promise<LoadResult> {
  const before = server.cpuMs();
  const r = await run();
  const used = server.cpuMs() - before;
  return { ...r, cpuUs: (used * 1000) / Math.max(1, r.total) };
}

/** One autocannon run; fails loudly when any response is not 2xx (a benchmark of errors is no benchmark). */
export async function load(
  url: string,
  options: LoadOptions & {
    headers?: Record<string, string>;
    method?: 'GET' | 'POST' | 'PATCH';
    body?: string;
    /** A request generator (e.g. one that carries the previous response's version_id). */
    requests?: autocannon.Request[];
    /** The one status every response must have when it is not 2xx (304 for conditional GETs). */
    status?: number;
  },
): Promise<LoadResult> {
  const r = await autocannon({
    url,
    connections: options.connections,
    duration: options.duration,
    headers: options.headers ?? {},
    method: options.method ?? 'GET',
    ...(options.body === undefined ? {} : { body: options.body }),
    ...(options.requests === undefined ? {} : { requests: options.requests }),
  });
  const codes = Object.keys((r as { statusCodeStats?: Record<string, unknown> }).statusCodeStats ?? {});
  const unexpected =
    options.status === undefined ? r.non2xx > 0 : codes.some((c) => Number(c) !== options.status);
  if (unexpected || r.errors > 0) {
    throw new Error(
      `${url}: status codes ${codes.join(', ')}, ${r.non2xx} non-2xx responses, ${r.errors} errors`,
    );
  }
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    total: r.requests.total,
    seconds: r.duration,
  };
}

/**
 * Loads the service target and the bare route in alternating slices (service, bare, service, …),
 * so that both see the same share of whatever else runs on the machine; the figures are the
 * sums over the slices. On a shared machine, load by others moves from second to second, and one
 * long run of each would compare two different machines.
 */
export async function interleaved(
  service: () => Promise<LoadResult>,
  bare: () => Promise<LoadResult>,
  slices: number,
): Promise<{ service: LoadResult; bare: LoadResult }> {
  const s: LoadResult[] = [];
  const b: LoadResult[] = [];
  for (let i = 0; i < slices; i++) {
    s.push(await service());
    b.push(await bare());
  }
  return { service: combine(s), bare: combine(b) };
}

function combine(slices: LoadResult[]): LoadResult {
  const total = slices.reduce((a, r) => a + r.total, 0);
  const seconds = slices.reduce((a, r) => a + r.seconds, 0);
  const p50s = slices.map((r) => r.p50).sort((x, y) => x - y);
  const cpu = slices.reduce((a, r) => a + (r.cpuUs ?? Number.NaN) * r.total, 0) / total;
  return {
    cpuUs: cpu,
    rps: total / seconds,
    p50: p50s[Math.floor(p50s.length / 2)] ?? Number.NaN,
    p99: Math.max(...slices.map((r) => r.p99)),
    non2xx: slices.reduce((a, r) => a + r.non2xx, 0),
    total,
    seconds,
  };
}

export function ratio(service: LoadResult, bare: LoadResult): string {
  return (service.rps / bare.rps).toFixed(2);
}

/** Bare CPU per request ÷ service CPU per request: what the ratio would be were the server alone. */
export function cpuRatio(service: LoadResult, bare: LoadResult): string {
  const s = service.cpuUs ?? Number.NaN;
  const b = bare.cpuUs ?? Number.NaN;
  return Number.isFinite(s) && Number.isFinite(b) && s > 0 ? (b / s).toFixed(2) : '–';
}

export function row(name: string, service: LoadResult, bare: LoadResult): string {
  const cpu = (r: LoadResult) =>
    r.cpuUs === undefined || !Number.isFinite(r.cpuUs) ? '–' : r.cpuUs.toFixed(0);
  return `| ${name} | ${Math.round(service.rps)} | ${Math.round(bare.rps)} | ${ratio(service, bare)} | ${cpu(service)} / ${cpu(bare)} µs | ${cpuRatio(service, bare)} | ${service.p50} / ${service.p99} ms |`;
}

export const TABLE_HEAD =
  '| scenario | service req/s | bare req/s | ratio | server CPU per request (service / bare) | CPU ratio | p50 / p99 |\n| --- | --- | --- | --- | --- | --- | --- |';
