import { RateLimitedError } from '../../domain/errors.ts';
import type { Store } from '../../store/store.ts';
import { routeOf } from '../route-facts.ts';
import type { App } from '../types.ts';

/**
 * Fixed one-minute windows per API key on the /v1 area. With PostgreSQL the counters live in the
 * shared store, so every service process counts against the same window; with the embedded store
 * (one process) they live in memory. Every /v1 response carries RateLimit-Limit,
 * RateLimit-Remaining, RateLimit-Reset and RateLimit-Policy; an exceeded window is a 429 with
 * Retry-After.
 */
export interface RateLimiter {
  /** Counts one request for `key` and returns the hits in the current window (at once when in memory). */
  hit(key: string, windowStart: number): number | Promise<number>;
  /**
   * Counts one request and returns the hits, at once, only when they stay within `limit`;
   * otherwise counts nothing and returns undefined (the request is left to `hit`). In memory only.
   */
  hitWithin?(key: string, windowStart: number, limit: number): number | undefined;
}

export function memoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { start: number; hits: number }>();
  const hit = (key: string, windowStart: number): number => {
    const w = windows.get(key);
    if (w === undefined || w.start !== windowStart) {
      if (windows.size > 100_000) {
        windows.clear();
      }
      windows.set(key, { start: windowStart, hits: 1 });
      return 1;
    }
    w.hits += 1;
    return w.hits;
  };
  return {
    hit,
    hitWithin(key, windowStart, limit) {
      const w = windows.get(key);
      const before = w === undefined || w.start !== windowStart ? 0 : w.hits;
      return before >= limit ? undefined : hit(key, windowStart);
    },
  };
}

export function storeRateLimiter(store: Pick<Store, 'rateLimits'>): RateLimiter {
  let lastPrune = 0;
  return {
    async hit(key, windowStart) {
      if (windowStart > lastPrune) {
        lastPrune = windowStart;
        await store.rateLimits.prune(windowStart - 60);
      }
      return store.rateLimits.hit(key, windowStart);
    },
  };
}

export interface RateLimitOptions {
  limitPerMinute: number;
  limiter: RateLimiter;
  now: () => number;
}

const WINDOW_SECONDS = 60;

/** The current window of a key's requests: when it started and how many seconds it has left. */
export function rateWindow(nowMs: number): { start: number; reset: number } {
  const nowSeconds = Math.floor(nowMs / 1000);
  const start = nowSeconds - (nowSeconds % WINDOW_SECONDS);
  return { start, reset: start + WINDOW_SECONDS - nowSeconds };
}

/** The limiter's bucket of an API key on /v1. */
export function rateBucket(keyPrefix: string): string {
  return `v1:${keyPrefix}`;
}

/**
 * The RateLimit-* response headers after `hits` requests of the window, for a limit of `limit`
 * (its texts made once, not per request).
 */
export function rateLimitHeaders(limit: number): (hits: number, reset: number) => Record<string, string> {
  const limitText = String(limit);
  const policy = `${limit};w=${WINDOW_SECONDS}`;
  return (hits, reset) => ({
    'ratelimit-limit': limitText,
    'ratelimit-remaining': String(Math.max(0, limit - hits)),
    'ratelimit-reset': String(reset),
    'ratelimit-policy': policy,
  });
}

export function rateLimit(app: App, options: RateLimitOptions): void {
  const limit = options.limitPerMinute;
  const headersAfter = rateLimitHeaders(limit);
  // Synchronous with the in-memory limiter: no promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.principal === null || !routeOf(request).v1) {
      done();
      return;
    }
    const window = rateWindow(options.now());
    const counted = (hits: number) => {
      reply.headers(headersAfter(hits, window.reset));
      done(hits > limit ? new RateLimitedError(window.reset) : undefined);
    };
    const hits = options.limiter.hit(rateBucket(request.principal.keyPrefix), window.start);
    if (typeof hits === 'number') {
      counted(hits);
    } else {
      hits.then(counted, done);
    }
  });
}
