import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SCRIPT = path.join(ROOT, 'scripts', 'check-node.cjs');

/** The machine's own node when it is older than the service needs (Node.js 20 here). */
function oldNode(): string | undefined {
  const candidate = '/usr/bin/node';
  if (!existsSync(candidate)) {
    return undefined;
  }
  const v = spawnSync(candidate, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim();
  const [major, minor] = v.split('.').map(Number);
  return (major ?? 0) < 22 || (major === 22 && (minor ?? 0) < 18) ? candidate : undefined;
}

describe('Node.js version preflight (scripts/check-node.cjs)', () => {
  it('passes silently on the running Node.js', () => {
    const r = spawnSync(process.execPath, [SCRIPT], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout + r.stderr).toBe('');
  });

  it.runIf(oldNode() !== undefined)('on an older Node.js: one line, what is needed and how to get it', () => {
    const node = oldNode() as string;
    const r = spawnSync(node, [SCRIPT], { encoding: 'utf8' });
    expect(r.status).toBe(1);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/needs Node\.js 24 \(or 22\.18 or newer\)/);
    expect(lines[0]).toContain(`at ${node}`);
    expect(lines[0]).toMatch(/nvm install 24/);
  });

  it.runIf(oldNode() !== undefined)('npm test and npm start run it first on an older Node.js', () => {
    const node = oldNode() as string;
    const env = { ...process.env, PATH: `${path.dirname(node)}:${process.env.PATH ?? ''}` };
    for (const script of ['test', 'start']) {
      const r = spawnSync('npm', [script, '--silent'], { cwd: ROOT, env, encoding: 'utf8' });
      expect(r.status, script).not.toBe(0);
      expect(r.stderr, script).toMatch(/needs Node\.js 24 \(or 22\.18 or newer\)/);
      expect(r.stderr, script).not.toMatch(/ERR_UNKNOWN_FILE_EXTENSION/);
    }
  });
});
