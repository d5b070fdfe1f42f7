import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf } from '../domain/versioning/if-match.ts';
import type { App } from './types.ts';

/**
 * The one place HTTP reads If-Match and If-None-Match and writes ETag and Cache-Control. The
 * If-Match value goes to the service untouched (it accepts a bare version id, "…", W/"…" and
 * lists); the service decides whether it matters (only on API versions with recipe_versioning).
 */
export function ifMatchOf(request: FastifyRequest): string | undefined {
  const value = request.headers['if-match'];
  return Array.isArray(value) ? value.join(',') : value;
}

/**
 * Sets `ETag: "<version_id>"`; another representation of the same version (a label drawn as SVG)
 * names its variant: `"<version_id>-svg"`.
 */
export function setVersionEtag(reply: FastifyReply, versionId: string, variant?: string): void {
  reply.header('etag', variant === undefined ? etagOf(versionId) : `"${versionId}-${variant}"`);
}

/** A strong entity tag of bytes: `"<sha1, base64url>"`. */
export function bytesEtag(bytes: Buffer | string): string {
  return `"${hash('sha1', bytes, 'base64url')}"`;
}

/** A version read at `?version_id=` never changes: a private cache may keep it for a year. */
export const IMMUTABLE = 'private, max-age=31536000, immutable';
/** Anything else may change: a cache must revalidate (If-None-Match) before each use. */
export const REVALIDATE = 'private, no-cache';

/** Cache-Control of a GET with an ETag: immutable when read at a version, revalidated otherwise. */
export function cacheControl(atVersion: boolean): string {
  return atVersion ? IMMUTABLE : REVALIDATE;
}

/** Vary of a GET with an ETag: what the route varies on, and the API version every answer depends on. */
export function varyWithApiVersion(vary: string | undefined): string {
  return vary !== undefined && vary !== '' ? `${vary}, X-API-Version` : 'X-API-Version';
}

/** The opaque part of an entity tag (`W/"x"` and `"x"` compare equal: the weak comparison). */
function opaque(tag: string): string {
  const t = tag.trim();
  return t.startsWith('W/') || t.startsWith('w/') ? t.slice(2) : t;
}

/** Whether an If-None-Match header names the current ETag (RFC 9110 §13.1.2, weak comparison). */
export function noneMatchHits(header: string | string[], etag: string): boolean {
  const current = opaque(etag);
  for (const raw of Array.isArray(header) ? header : [header]) {
    for (const tag of raw.split(',')) {
      const t = tag.trim();
      if (t === '*' || (t !== '' && opaque(t) === current)) {
        return true;
      }
    }
  }
  return false;
}

function queryHasVersion(request: FastifyRequest): boolean {
  const q = request.query as { version_id?: unknown } | undefined;
  return typeof q?.version_id === 'string' && q.version_id !== '';
}

/**
 * Conditional GET for every route. A 200 GET that carries an ETag gets Cache-Control (immutable
 * when it was read at `?version_id=`, revalidate otherwise) and `Vary: X-API-Version`; /v1 reads,
 * which carry no version, get a strong ETag of their bytes (they have no per-request envelope).
 * When If-None-Match names the ETag the answer is 304 with no body.
 */
export function conditionalGet(app: App): void {
  documentConditionalGet(app);
  // Synchronous (callback style): no promise per response.
  app.addHook('onSend', (request, reply, payload, done) => {
    done(null, conditional(request, reply, payload));
  });
}

function conditional(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) {
    return payload;
  }
  let etag = reply.getHeader('etag');
  if (
    etag === undefined &&
    request.url.startsWith('/v1/') &&
    (typeof payload === 'string' || Buffer.isBuffer(payload))
  ) {
    etag = bytesEtag(payload);
    reply.header('etag', etag);
  }
  if (typeof etag !== 'string') {
    return payload;
  }
  if (!reply.hasHeader('cache-control')) {
    reply.header('cache-control', cacheControl(queryHasVersion(request)));
  }
  const vary = reply.getHeader('vary');
  reply.header('vary', varyWithApiVersion(typeof vary === 'string' ? vary : undefined));
  const asked = request.headers['if-none-match'];
  if (asked !== undefined && noneMatchHits(asked, etag)) {
    // A streamed body (a file) that will not be sent is closed, not left open.
    (payload as { destroy?: () => void } | null)?.destroy?.();
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return null;
  }
  return payload;
}

type Schema = Record<string, unknown>;

/** Whether a 200 response schema is the versioned envelope (it has a top-level version_id). */
function isVersionedEnvelope(ok: Schema): boolean {
  const content = ok.content as Record<string, { schema?: Schema }> | undefined;
  const json = content?.['application/json']?.schema ?? ok;
  const props = json.properties as Record<string, unknown> | undefined;
  return props?.version_id !== undefined;
}

const ETAG_HEADER = {
  etag: {
    type: 'string',
    description:
      'Strong entity tag: "<version_id>" for versioned reads (a label drawn as SVG or HTML: "<version_id>-svg", "<version_id>-html"), a hash of the body on /v1. Send it back in If-None-Match to get 304 when nothing changed.',
  },
  'cache-control': {
    type: 'string',
    description: `${IMMUTABLE} for a read at ?version_id= (a version never changes); ${REVALIDATE} otherwise.`,
  },
};

const NOT_MODIFIED = {
  description:
    'Not Modified: If-None-Match named the current ETag (weak comparison; * matches). No body; ETag and Cache-Control as on 200.',
  type: 'null',
};

/**
 * Documents conditional GET in OpenAPI: ETag and Cache-Control on the 200 of every GET that
 * sends them (versioned envelopes and /v1 reads), and the 304. Registered before the routes.
 */
export function documentConditionalGet(app: App): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const response = (route.schema as { response?: Record<string, Schema> } | undefined)?.response;
    const ok = response?.['200'] ?? response?.[200];
    if (!methods.includes('GET') || response === undefined || ok === undefined) {
      return;
    }
    if (!route.url.startsWith('/v1/') && !isVersionedEnvelope(ok)) {
      return;
    }
    const headers = (ok.headers as Schema | undefined) ?? {};
    response['200'] = { ...ok, headers: { ...headers, ...ETAG_HEADER } };
    response['304'] = NOT_MODIFIED;
  });
}
