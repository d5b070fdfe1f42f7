import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const ROOT = path.resolve(import.meta.dirname, '..');

export interface Server {
  url: string;
  output: string[];
  stop(): Promise<void>;
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

export const DEFAULT_LOAD: LoadOptions = { connections: 10, duration: 5 };

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
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
  if (r.non2xx > 0 || r.errors > 0) {
    throw new Error(`${url}: ${r.non2xx} non-2xx responses, ${r.errors} errors`);
  }
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx };
}

export function ratio(service: LoadResult, bare: LoadResult): string {
  return (service.rps / bare.rps).toFixed(2);
}

export function row(name: string, service: LoadResult, bare: LoadResult): string {
  return `| ${name} | ${Math.round(service.rps)} | ${Math.round(bare.rps)} | ${ratio(service, bare)} | ${service.p50} / ${service.p99} ms |`;
}

export const TABLE_HEAD =
  '| scenario | service req/s | bare req/s | ratio | p50 / p99 |\n| --- | --- | --- | --- | --- |';
