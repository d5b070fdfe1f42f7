import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { App } from '../types.ts';

/**
 * The web Studio: a static single-page application at /app, served by this process (same
 * origin), that talks to the public API with the user's own key. Its routes are open (the page
 * holds no data; every call it makes carries the key) and hidden from the OpenAPI document.
 */
const WEB_ROOT = path.resolve(import.meta.dirname, '..', '..', '..', 'web');
export const WEB_DIST = path.join(WEB_ROOT, 'dist');

/** Self only: no inline script or style, no eval, no framing, no third-party origin. */
export const APP_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' blob: data:",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': APP_CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cache-control': 'no-cache',
};

/** The newest modification time of the application's sources (0 without sources). */
function newestSource(): number {
  const times = [path.join(WEB_ROOT, 'index.html'), path.join(WEB_ROOT, 'src')].flatMap((p) => {
    if (!existsSync(p)) {
      return [];
    }
    if (!statSync(p).isDirectory()) {
      return [statSync(p).mtimeMs];
    }
    return readdirSync(p, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => statSync(path.join(e.parentPath, e.name)).mtimeMs);
  });
  return Math.max(0, ...times);
}

/**
 * Bundles the application when the bundle is missing (a checkout that skipped `npm ci`) or older
 * than its sources (a source edited since): into a private folder first, then swapped into place,
 * so processes starting together never serve half a bundle; the first to swap wins.
 */
async function ensureBundle(dir: string): Promise<void> {
  const index = path.join(dir, 'index.html');
  if (existsSync(index) && statSync(index).mtimeMs >= newestSource()) {
    return;
  }
  const { buildWeb } = await import('../../../scripts/build-web.ts');
  const scratch = `${dir}.${randomUUID()}`;
  const old = `${dir}.${randomUUID()}`;
  await buildWeb({ outdir: scratch });
  await rename(dir, old).catch(() => undefined);
  await rename(scratch, dir).catch(() => undefined);
  await Promise.all([
    rm(scratch, { recursive: true, force: true }),
    rm(old, { recursive: true, force: true }),
  ]);
}

export async function webApp(app: App, options: { dir?: string } = {}): Promise<void> {
  const dir = options.dir ?? WEB_DIST;
  await ensureBundle(dir);
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    scope.get('/app', { schema: { hide: true } }, async (_request, reply) => {
      reply.headers(SECURITY_HEADERS);
      return reply.redirect('/app/', 301);
    });
    await scope.register(fastifyStatic, {
      root: dir,
      prefix: '/app/',
      decorateReply: false,
      schemaHide: true,
      cacheControl: false,
      setHeaders: (reply) => {
        reply.headers(SECURITY_HEADERS);
      },
    });
  });
}
