import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..', 'src');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [],
  );
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map(
    (m) => m[1] as string,
  );
}

function layerOf(target: string): string {
  const rel = path.relative(SRC, target);
  return rel.split(path.sep)[0] ?? '';
}

const all = files(SRC);

describe('layer boundaries', () => {
  it('the domain imports only the domain and pure libraries', () => {
    const allowed = new Set(['decimal.js']);
    const bad = all
      .filter((f) => layerOf(f) === 'domain')
      .flatMap((f) =>
        imports(f)
          .filter((i) =>
            i.startsWith('.') ? layerOf(path.resolve(path.dirname(f), i)) !== 'domain' : !allowed.has(i),
          )
          .map((i) => `${path.relative(SRC, f)} → ${i}`),
      );
    expect(bad).toEqual([]);
  });

  it('the HTTP layer never reaches the store or SQL', () => {
    const bad = all
      .filter((f) => layerOf(f) === 'http')
      .flatMap((f) =>
        imports(f)
          .filter((i) =>
            i.startsWith('.')
              ? layerOf(path.resolve(path.dirname(f), i)) === 'store' &&
                !/\/store\/store\.ts$/.test(path.resolve(path.dirname(f), i))
              : i === 'kysely' || i === 'pg' || i === 'node:sqlite',
          )
          .map((i) => `${path.relative(SRC, f)} → ${i}`),
      );
    expect(bad).toEqual([]);
  });

  it('services use the store only through its port', () => {
    const bad = all
      .filter((f) => layerOf(f) === 'services')
      .flatMap((f) =>
        imports(f)
          .filter((i) => {
            if (!i.startsWith('.')) {
              return i === 'kysely' || i === 'pg' || i === 'node:sqlite' || i === 'fastify';
            }
            const target = path.resolve(path.dirname(f), i);
            return (
              (layerOf(target) === 'store' && !target.endsWith(`${path.sep}store.ts`)) ||
              layerOf(target) === 'http'
            );
          })
          .map((i) => `${path.relative(SRC, f)} → ${i}`),
      );
    expect(bad).toEqual([]);
  });

  it('only config.ts reads process.env', () => {
    const readers = all
      .filter((f) => /process\.env\b/.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(SRC, f))
      .sort();
    expect(readers).toEqual(['config.ts']);
  });
});
