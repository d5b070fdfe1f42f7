import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { ApiVersion } from '../domain/api-versions.ts';
import type { FeatureGate } from '../domain/entitlements/plans.ts';
import { assertRouteAllowed } from '../domain/entitlements/state.ts';
import type { Deps, ServiceContext } from '../services/context.ts';
import { keptNutritionLabel } from '../services/studio-servings/facts.ts';
import { getV1RecipeNow } from '../services/v1-recipes/recipes.ts';
import { RECIPE_VERSIONING } from '../services/versioning/commit.ts';
import { keptJson, keptVersionedBody } from './cached-json.ts';
import { cacheControl, noneMatchHits, varyWithApiVersion } from './etag.ts';
import { labelFormat } from './label-format.ts';
import { type AuthCache, bearerTokenOf } from './plugins/auth.ts';
import { type EntitlementCache, requiredFeatures } from './plugins/entitlements.ts';
import { type RateLimiter, rateBucket, rateLimitHeaders, rateWindow } from './plugins/rate-limit.ts';
import { apiVersionOf, requestIdFor } from './plugins/request-context.ts';
import { serviceContextFor } from './reply.ts';
import { NUTRITION_LABEL_ROUTE } from './routes/studio-servings.ts';

/**
 * Reads answered before the framework (docs/decisions/0027-per-request-cost.md, "Fourth round").
 *
 * A /v1 recipe, and a JSON label, that the service has already built and serialized is answered straight from the
 * Node.js request handler, without Fastify's routing, hooks and reply, when everything the
 * request needs is in memory: the API key and the organization's plan in their 5 s caches, the
 * recipe's document row readable at once (SQLite, outside a transaction: kept under the change
 * mark or read directly), the label of that version and its kept bytes. It checks what the
 * framework path checks, in the same order and with the same code (API version and its
 * capability, key, plan features, the recipe's existence and organization, the representation
 * asked for, If-None-Match), and sends the same status, headers and bytes. Anything it cannot
 * answer exactly like that (an unknown or uncached key, a refused plan, a missing or deleted
 * recipe, another representation, another query, a label not built yet, PostgreSQL, a closing
 * server) goes to Fastify untouched, which answers it as before, errors included.
 */
export interface FastReads {
  /** Answers the request and returns true, or returns false and leaves it untouched. */
  answer(req: IncomingMessage, res: ServerResponse): boolean;
  /** From now on every request goes to the framework (the server is closing). */
  stop(): void;
}

export interface FastReadsOptions {
  deps: Deps;
  authCache: AuthCache;
  entitlementCache: EntitlementCache;
  /** The application's logger (request lines at info, as Fastify writes them). */
  log: FastifyBaseLogger;
  /** The /v1 rate limit: the limiter the framework's hook counts with, and the limit a minute. */
  rateLimit: { limiter: RateLimiter; limitPerMinute: number };
}

/** The label URL with no query, or with exactly `?version_id=<ULID>`; ids as the service makes them. */
const LABEL_URL =
  /^\/studio\/recipes\/(rcp_[0-9A-Z]{26})\/servings\/(srv_[0-9A-Z]{26})\/nutrition-label(?:\?version_id=([0-9A-HJKMNP-TV-Z]{26}))?$/;

/** A /v1 recipe read: exactly `/v1/recipes/<id>`, no query. */
const V1_RECIPE_URL = /^\/v1\/recipes\/(rec_[0-9A-Z]{26})$/;

const JSON_TYPE = 'application/json; charset=utf-8';
/** Vary of a label (the route sets Accept) and of a /v1 read, as the conditional GET hook writes them. */
const LABEL_VARY = varyWithApiVersion('Accept');
const V1_VARY = varyWithApiVersion(undefined);
const LABEL_FEATURES: readonly FeatureGate[] = requiredFeatures(NUTRITION_LABEL_ROUTE, undefined);

export function fastReads(options: FastReadsOptions): FastReads {
  const { deps, authCache, entitlementCache, log, rateLimit } = options;
  const rateHeadersAfter = rateLimitHeaders(rateLimit.limitPerMinute);
  let stopped = false;

  function logged(req: IncomingMessage, res: ServerResponse, requestId: string): void {
    // pino's check; the framework's no-op logger (logging off) has none.
    const enabled = (log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('info');
    if (enabled !== true) {
      return;
    }
    const started = performance.now();
    const child = log.child({ request_id: requestId });
    child.info(
      {
        req: {
          method: req.method,
          url: req.url,
          headers: req.headers,
          host: req.headers.host,
          ip: req.socket.remoteAddress,
          socket: req.socket,
        },
      },
      'incoming request',
    );
    res.once('finish', () => {
      child.info(
        { res: { statusCode: res.statusCode }, responseTime: performance.now() - started },
        'request completed',
      );
    });
  }

  /**
   * The service context of a request whose key is in the key cache (the framework's auth hook
   * fills it), with the request's id; undefined for any other key.
   */
  function callerOf(
    req: IncomingMessage,
    apiVersion: ApiVersion,
    now: number,
  ): { ctx: ServiceContext; requestId: string; keyPrefix: string } | undefined {
    const token = bearerTokenOf(req.headers.authorization);
    const principal = token === undefined ? undefined : authCache.get(token, now);
    if (principal === undefined) {
      return undefined;
    }
    const requestId = requestIdFor(req);
    const ctx = serviceContextFor(deps, principal, requestId, apiVersion);
    return { ctx, requestId, keyPrefix: principal.keyPrefix };
  }

  function answerLabel(req: IncomingMessage, res: ServerResponse, match: RegExpExecArray): boolean {
    const [, recipeId, servingId, versionId] = match as unknown as [
      string,
      string,
      string,
      string | undefined,
    ];
    if (labelFormat(undefined, req.headers.accept) !== 'json') {
      return false;
    }
    const apiVersion = apiVersionOf(req.headers);
    if (apiVersion === undefined || !apiVersion.capabilities.has(RECIPE_VERSIONING)) {
      return false;
    }
    const now = deps.clock.now();
    const caller = callerOf(req, apiVersion, now.getTime());
    const plan = caller === undefined ? undefined : entitlementCache.get(caller.ctx.orgId, now.getTime());
    if (caller === undefined || plan === undefined) {
      return false;
    }
    assertRouteAllowed(plan, now, { features: LABEL_FEATURES, mutation: false });
    const { ctx, requestId } = caller;
    const kept = keptNutritionLabel({ ctx, input: { recipeId, servingId, versionId } });
    if (kept === undefined) {
      return false;
    }
    const etag = `"${kept.versionId}"`;
    const headers: Record<string, string | number> = {
      etag,
      vary: LABEL_VARY,
      'cache-control': cacheControl(versionId !== undefined),
      'x-request-id': requestId,
      'x-api-version': apiVersion.name,
    };
    const asked = req.headers['if-none-match'];
    if (asked !== undefined && noneMatchHits(asked, etag)) {
      logged(req, res, requestId);
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const body = keptVersionedBody(kept, apiVersion.name, requestId);
    if (body === undefined) {
      return false;
    }
    headers['content-type'] = JSON_TYPE;
    // ASCII: its length is its size in bytes, and Latin-1 writes the same bytes as UTF-8 with the
    // head in one write from a copy on the stack (UTF-8 would size a heap buffer for three bytes a
    // character).
    headers['content-length'] = body.length;
    logged(req, res, requestId);
    res.writeHead(200, headers);
    res.end(body, 'latin1');
    return true;
  }

  /**
   * GET /v1/recipes/{id} of a recipe the service has read and serialized: the same key check, the
   * same count in the same rate-limit window (counted only when the request is answered here, and
   * only while it stays within the limit: a request past it goes to the framework, which counts it
   * and answers 429), the same bytes, strong ETag and conditional GET. /v1 reads need no plan
   * feature and no API-version capability.
   */
  function answerV1Recipe(req: IncomingMessage, res: ServerResponse, recipeId: string): boolean {
    const apiVersion = apiVersionOf(req.headers);
    const hitWithin = rateLimit.limiter.hitWithin;
    const now = deps.clock.now().getTime();
    const caller = apiVersion === undefined ? undefined : callerOf(req, apiVersion, now);
    if (apiVersion === undefined || caller === undefined || hitWithin === undefined) {
      return false;
    }
    const { ctx, requestId, keyPrefix } = caller;
    const recipe = getV1RecipeNow({ ctx, input: { id: recipeId } });
    const kept = recipe === undefined ? undefined : keptJson(recipe, apiVersion.name);
    if (kept === undefined) {
      return false;
    }
    const window = rateWindow(now);
    const limit = rateLimit.limitPerMinute;
    const hits = hitWithin(rateBucket(keyPrefix), window.start, limit);
    if (hits === undefined) {
      return false;
    }
    const headers: Record<string, string | number> = {
      ...rateHeadersAfter(hits, window.reset),
      etag: kept.etag,
      'x-request-id': requestId,
      'x-api-version': apiVersion.name,
      'cache-control': cacheControl(false),
      vary: V1_VARY,
    };
    logged(req, res, requestId);
    const asked = req.headers['if-none-match'];
    if (asked !== undefined && noneMatchHits(asked, kept.etag)) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    headers['content-type'] = JSON_TYPE;
    headers['content-length'] = kept.bytes.length;
    res.writeHead(200, headers);
    res.end(kept.bytes);
    return true;
  }

  return {
    answer(req, res) {
      if (stopped || req.method !== 'GET' || req.url === undefined) {
        return false;
      }
      // A GET with a body is left to the framework (it reads or refuses it).
      if (req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] ?? '0') !== '0') {
        return false;
      }
      try {
        const label = LABEL_URL.exec(req.url);
        if (label !== null) {
          return answerLabel(req, res, label);
        }
        const v1 = V1_RECIPE_URL.exec(req.url);
        return v1 !== null && answerV1Recipe(req, res, v1[1] as string);
      } catch {
        // Whatever refuses the request (a plan without the feature, a deleted recipe) is answered
        // by the framework, with its error shape; nothing has been written yet.
        return false;
      }
    },
    stop() {
      stopped = true;
    },
  };
}

/**
 * The HTTP server Fastify listens with: the fast reads first, the framework's handler for the
 * rest. Configured as Fastify configures its own (timeouts, keep-alive).
 */
export function serverWithFastReads(
  handler: RequestListener,
  options: Pick<FastifyServerOptions, 'keepAliveTimeout' | 'requestTimeout' | 'connectionTimeout'>,
  lane: () => FastReads | undefined,
): Server {
  const server = createServer((req, res) => {
    if (lane()?.answer(req, res) !== true) {
      handler(req, res);
    }
  });
  if (options.keepAliveTimeout !== undefined) {
    server.keepAliveTimeout = options.keepAliveTimeout;
  }
  if (options.requestTimeout !== undefined) {
    server.requestTimeout = options.requestTimeout;
  }
  if (options.connectionTimeout !== undefined) {
    server.setTimeout(options.connectionTimeout);
  }
  return server;
}
