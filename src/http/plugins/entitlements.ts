import type { FeatureGate } from '../../domain/entitlements/plans.ts';
import { assertRouteAllowed, type EntitlementState } from '../../domain/entitlements/state.ts';
import type { Deps } from '../../services/context.ts';
import { loadEntitlementState } from '../../services/entitlements/index.ts';
import { type RouteFacts, routeOf } from '../route-facts.ts';
import type { App } from '../types.ts';

/**
 * Feature gates and write access at the edge, for every authenticated route of every area, by
 * route config and path, so the areas' route files need nothing to be covered:
 *
 * - Features: those a route's path implies (PATH_FEATURES) plus its `config.feature`. A plan
 *   without one of them gets 403 feature_not_in_plan, naming the feature and the plan.
 * - Write access: while it is read-only, every method but GET, HEAD and OPTIONS gets 403
 *   write_access_read_only with the reason, unless the route sets `config.allowWhenReadOnly`.
 *
 * Both checks run in onRequest after authentication, before the body is parsed or validated.
 * Organizations' states are cached in the process for CACHE_TTL_MS; the rules themselves are
 * evaluated against the clock on every request, so a trial still expires at its exact instant.
 * A change by the CLI (another process) reaches the service within the TTL. GET
 * /entitlements/status never uses this cache.
 */
export const ENTITLEMENT_CACHE_TTL_MS = 5_000;
const CACHE_MAX = 10_000;

export interface EntitlementCache {
  get(orgId: string, now: number): EntitlementState | undefined;
  set(orgId: string, state: EntitlementState, now: number): void;
  invalidate(orgId: string): void;
  clear(): void;
}

export function createEntitlementCache(ttlMs: number = ENTITLEMENT_CACHE_TTL_MS): EntitlementCache {
  const entries = new Map<string, { state: EntitlementState; expires: number }>();
  return {
    get(orgId, now) {
      const e = entries.get(orgId);
      if (e === undefined) {
        return undefined;
      }
      if (e.expires <= now) {
        entries.delete(orgId);
        return undefined;
      }
      return e.state;
    },
    set(orgId, state, now) {
      if (ttlMs <= 0) {
        return;
      }
      if (entries.size >= CACHE_MAX) {
        entries.clear();
      }
      entries.set(orgId, { state, expires: now + ttlMs });
    },
    invalidate(orgId) {
      entries.delete(orgId);
    },
    clear() {
      entries.clear();
    },
  };
}

/** Features implied by a route's path segments, whatever file registers the route. */
const PATH_FEATURES: readonly { matches: (segments: readonly string[]) => boolean; feature: FeatureGate }[] =
  [
    { matches: (s) => s[0] === 'studio', feature: 'studio' },
    { matches: (s) => s.includes('custom-ingredients'), feature: 'custom_ingredients' },
    { matches: (s) => s.includes('audit-trail'), feature: 'audit_trail' },
    { matches: (s) => s.includes('nutrition-label'), feature: 'label_rendering' },
  ];

/** Every feature a route needs: implied by its path (the registered pattern), then configured. */
export function requiredFeatures(
  routePath: string,
  configured: FeatureGate | readonly FeatureGate[] | undefined,
): FeatureGate[] {
  const segments = (routePath.split('?')[0] ?? '').split('/').filter((s) => s !== '');
  const out: FeatureGate[] = PATH_FEATURES.filter((r) => r.matches(segments)).map((r) => r.feature);
  const extra: readonly FeatureGate[] =
    configured === undefined ? [] : typeof configured === 'string' ? [configured] : configured;
  for (const f of extra) {
    if (!out.includes(f)) {
      out.push(f);
    }
  }
  return out;
}

const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Each route's required features, computed once per route (by its facts object). */
const featuresByRoute = new WeakMap<RouteFacts, readonly FeatureGate[]>();

function featuresOf(route: RouteFacts, url: string): readonly FeatureGate[] {
  let features = featuresByRoute.get(route);
  if (features === undefined) {
    features = requiredFeatures(route.url ?? url, route.config.feature);
    featuresByRoute.set(route, features);
  }
  return features;
}

export function entitlementGates(app: App, deps: Deps, cache: EntitlementCache): void {
  // Synchronous when the organization's state is cached (the usual case): no promise per request.
  app.addHook('onRequest', (request, _reply, done) => {
    const principal = request.principal;
    const route = routeOf(request);
    const config = route.config;
    if (principal === null || config.public === true || route.notFound) {
      done();
      return;
    }
    const features = featuresOf(route, request.url);
    const mutation = !READ_METHODS.has(request.method) && config.allowWhenReadOnly !== true;
    if (features.length === 0 && !mutation) {
      done();
      return;
    }
    const now = deps.clock.now();
    const state = cache.get(principal.orgId, now.getTime());
    if (state !== undefined) {
      assertRouteAllowed(state, now, { features, mutation });
      done();
      return;
    }
    loadEntitlementState(deps.store, principal.orgId).then((loaded) => {
      cache.set(principal.orgId, loaded, now.getTime());
      try {
        assertRouteAllowed(loaded, now, { features, mutation });
      } catch (err) {
        done(err as Error);
        return;
      }
      done();
    }, done);
  });
}
