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
}

export function memoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { start: number; hits: number }>();
  return {
    hit(key, windowStart) {
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

export function rateLimit(app: App, options: RateLimitOptions): void {
  const limit = options.limitPerMinute;
  const limitText = String(limit);
  const policy = `${limit};w=${WINDOW_SECONDS}`;
  // Synchronous with the in-memory limiter: no promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.principal === null || !routeOf(request).v1) {
      done();
      return;
    }
    const nowSeconds = Math.floor(options.now() / 1000);
    const windowStart = nowSeconds - (nowSeconds % WINDOW_SECONDS);
    const counted = (hits: number) => {
      const reset = windowStart + WINDOW_SECONDS - nowSeconds;
      reply.header('ratelimit-limit', limitText);
      reply.header('ratelimit-remaining', String(Math.max(0, limit - hits)));
      reply.header('ratelimit-reset', String(reset));
      reply.header('ratelimit-policy', policy);
      done(hits > limit ? new RateLimitedError(reset) : undefined);
    };
    const hits = options.limiter.hit(`v1:${request.principal.keyPrefix}`, windowStart);
    if (typeof hits === 'number') {
      counted(hits);
    } else {
      hits.then(counted, done);
    }
  });
}
