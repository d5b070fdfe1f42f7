import { copyFile, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * Bundles the web Studio (web/src) into web/dist: app.js (Preact, JSX), app.css and index.html.
 * Runs at `npm ci` (the `prepare` script) and, when the bundle is missing, when the service starts.
 */
export const WEB_ROOT = path.resolve(import.meta.dirname, '..', 'web');
export const WEB_DIST = path.join(WEB_ROOT, 'dist');

export async function buildWeb(options: { outdir?: string; minify?: boolean } = {}): Promise<string> {
  const outdir = options.outdir ?? WEB_DIST;
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  await build({
    entryPoints: {
      app: path.join(WEB_ROOT, 'src', 'main.tsx'),
      styles: path.join(WEB_ROOT, 'src', 'app.css'),
    },
    outdir,
    bundle: true,
    format: 'esm',
    target: ['es2022', 'chrome110', 'firefox110', 'safari16'],
    jsx: 'automatic',
    jsxImportSource: 'preact',
    minify: options.minify ?? true,
    sourcemap: false,
    legalComments: 'none',
    logLevel: 'warning',
  });
  await copyFile(path.join(WEB_ROOT, 'index.html'), path.join(outdir, 'index.html'));
  return outdir;
}

if (import.meta.main) {
  const started = performance.now();
  const dir = await buildWeb();
  process.stdout.write(
    `Web Studio bundled into ${path.relative(process.cwd(), dir)} in ${Math.round(performance.now() - started)} ms.\n`,
  );
}
