import { UnauthorizedError } from '../../domain/errors.ts';
import { authenticateApiKey, type Principal } from '../../services/accounts/accounts.ts';
import type { Deps } from '../../services/context.ts';
import { routeOf } from '../route-facts.ts';
import type { App } from '../types.ts';

/**
 * `Authorization: Bearer <key>` on every route not marked public. A resolved key (organization
 * and member) is kept in this process for ACCESS_CACHE_TTL_MS, so a busy key costs no store read
 * and no hash per request. Keys are revoked by another process (the CLI), whatever the number of
 * service instances on the database: each instance refuses a revoked key at the latest when its
 * entry expires, so the revocation holds everywhere within the TTL (docs/decisions note 17).
 * Refusals are not cached: a new key works at once.
 */
export const ACCESS_CACHE_TTL_MS = 5_000;
const CACHE_TTL_MS = ACCESS_CACHE_TTL_MS;
const CACHE_MAX = 10_000;

export interface AuthCache {
  get(key: string, now: number): Principal | undefined;
  set(key: string, principal: Principal, now: number): void;
  clear(): void;
}

export function createAuthCache(): AuthCache {
  const entries = new Map<string, { principal: Principal; expires: number }>();
  return {
    get(key, now) {
      const e = entries.get(key);
      if (e === undefined) {
        return undefined;
      }
      if (e.expires <= now) {
        entries.delete(key);
        return undefined;
      }
      return e.principal;
    },
    set(key, principal, now) {
      if (entries.size >= CACHE_MAX) {
        entries.clear();
      }
      entries.set(key, { principal, expires: now + CACHE_TTL_MS });
    },
    clear() {
      entries.clear();
    },
  };
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The key of a well-formed `Authorization: Bearer <key>`, else undefined. */
export function bearerTokenOf(header: string | undefined): string | undefined {
  return header === undefined ? undefined : BEARER.exec(header)?.[1];
}

export function bearerToken(header: string | undefined): string {
  if (header === undefined || header.trim() === '') {
    throw new UnauthorizedError('Missing API key. Send Authorization: Bearer <API key>.');
  }
  const token = bearerTokenOf(header);
  if (token === undefined) {
    throw new UnauthorizedError('Malformed Authorization header. Send Authorization: Bearer <API key>.');
  }
  return token;
}

export function auth(app: App, deps: Deps, cache: AuthCache): void {
  // Synchronous when the key is cached (the usual case): no promise per request.
  app.addHook('onRequest', (request, _reply, done) => {
    const route = routeOf(request);
    if (route.config.public === true || route.notFound) {
      done();
      return;
    }
    const key = bearerToken(request.headers.authorization);
    const now = deps.clock.now().getTime();
    const principal = cache.get(key, now);
    if (principal !== undefined) {
      request.principal = principal;
      done();
      return;
    }
    authenticateApiKey(deps, key).then((found) => {
      cache.set(key, found, now);
      request.principal = found;
      done();
    }, done);
  });
}
