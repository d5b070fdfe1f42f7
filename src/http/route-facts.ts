import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { App } from './types.ts';

/**
 * What the per-request hooks (authentication, rate limit, entitlement gates) need to know of the
 * route a request matched, read once per request. Fastify's `request.routeOptions` builds a new
 * object on every access; here it is read once and the facts are kept per route (by its config
 * object, which Fastify creates once per route), so a request allocates nothing for them.
 */
export interface RouteFacts {
  /** The registered path (`/studio/recipes/:recipe_id`); undefined when no route matched. */
  url: string | undefined;
  /** No route matched: the not-found handler answers. */
  notFound: boolean;
  config: FastifyContextConfig;
  /** Under /v1/. */
  v1: boolean;
}

const byConfig = new WeakMap<object, RouteFacts>();

function factsOf(url: string | undefined, config: FastifyContextConfig): RouteFacts {
  return {
    url,
    notFound: url === undefined,
    config,
    v1: url?.startsWith('/v1/') === true,
  };
}

/** The request's route facts (computed on the first call for this request). */
export function routeOf(request: FastifyRequest): RouteFacts {
  const known = request.routeFacts;
  if (known !== null) {
    return known;
  }
  const options = request.routeOptions;
  const config = options.config as FastifyContextConfig | undefined;
  let facts: RouteFacts;
  if (config === undefined || config === null) {
    facts = factsOf(options.url, {});
  } else {
    const kept = byConfig.get(config);
    if (kept !== undefined && kept.url === options.url) {
      facts = kept;
    } else {
      facts = factsOf(options.url, config);
      byConfig.set(config, facts);
    }
  }
  request.routeFacts = facts;
  return facts;
}

export function decorateRouteFacts(app: App): void {
  // Reference-type decorators must start as null; routeOf sets the real value.
  app.decorateRequest('routeFacts', null);
}
