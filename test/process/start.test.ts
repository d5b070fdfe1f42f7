import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nl-start-'));
let child: ChildProcess | undefined;

afterAll(() => {
  // The whole process group, so no service outlives a failed test.
  if (child?.pid !== undefined) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** Resolves with the first match of `pattern` in the child's stdout. */
function waitFor(proc: ChildProcess, pattern: RegExp, output: string[]): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`timed out waiting for ${pattern}:\n${output.join('')}`)),
      30_000,
    );
    const check = () => {
      const m = output.join('').match(pattern);
      if (m !== null) {
        clearTimeout(timer);
        resolve(m);
      }
    };
    proc.stdout?.on('data', check);
    proc.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before ${pattern}:\n${output.join('')}`));
    });
    check();
  });
}

describe('npm start', () => {
  it('starts on a fresh DATA_DIR, prints a key that works, and stops cleanly on SIGTERM', async () => {
    const output: string[] = [];
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' };
    delete env.DATABASE_URL;
    delete env.FOOD_DATA_DIR;
    delete env.FOOD_CATALOGUE;
    child = spawn('npm', ['start', '--silent'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
    child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));

    const [, address] = await waitFor(child, /listening on (http:\/\/[\d.]+:\d+)/, output);
    const [, key] = await waitFor(child, /API key \(shown once, keep it secret\): (nlk_\S+)/, output);

    const ready = await fetch(`${address}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });

    const res = await fetch(`${address}/nutrients?group=fda_mandatory`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown[] }).data).toHaveLength(15);

    // The full USDA SR28 catalogue is built in: no FOOD_DATA_DIR, no network.
    expect(output.join('')).toMatch(/Food catalogue: loaded the built-in .*Release 28.*, 8789 foods/);
    const venison = await fetch(`${address}/foods/f_sr28_17164`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(venison.status).toBe(200);
    expect(((await venison.json()) as { data: { name: string } }).data.name).toBe('Game meat, deer, raw');

    const denied = await fetch(`${address}/nutrients`);
    expect(denied.status).toBe(401);

    // npm forwards SIGTERM to the service; the service drains, closes the store and says so.
    const exited = new Promise<void>((resolve) => child?.on('close', () => resolve()));
    child.kill('SIGTERM');
    await exited;
    expect(output.join('')).toMatch(/SIGTERM received[\s\S]*Stopped\./);
  }, 60_000);
});
