import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { App } from '../types.ts';

/**
 * The web Studio: a static single-page application at /app, served by this process (same
 * origin), that talks to the public API with the user's own key. Its routes are open (the page
 * holds no data; every call it makes carries the key) and hidden from the OpenAPI document.
 */
export const WEB_DIST = path.resolve(import.meta.dirname, '..', '..', '..', 'web', 'dist');

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

/**
 * Bundles the application when the bundle is missing (a checkout that skipped `npm ci`): into a
 * private folder first, then renamed into place, so processes starting together never see half
 * a bundle; the first rename wins.
 */
async function ensureBundle(dir: string): Promise<void> {
  if (existsSync(path.join(dir, 'index.html'))) {
    return;
  }
  const { buildWeb } = await import('../../../scripts/build-web.ts');
  const scratch = `${dir}.${randomUUID()}`;
  await buildWeb({ outdir: scratch });
  try {
    await rename(scratch, dir);
  } catch {
    await rm(scratch, { recursive: true, force: true });
  }
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
