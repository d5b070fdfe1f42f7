import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ApiVersion } from '../domain/api-versions.ts';
import type { FeatureGate } from '../domain/entitlements/plans.ts';
import type { Principal } from '../services/accounts/accounts.ts';
import type { RouteFacts } from './route-facts.ts';

/** The three areas of the contract; each has its own error shape. */
export type Area = 'v1' | 'studio' | 'entitlements';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    apiVersion: ApiVersion;
    /** Read through routeOf (route-facts.ts); null until then. */
    routeFacts: RouteFacts | null;
  }
  interface FastifyContextConfig {
    /** Open without an API key (health, OpenAPI, docs). */
    public?: boolean;
    /** /v1 only: field → message overrides for validation failures. */
    fieldMessages?: Record<string, string>;
    /**
     * Feature gate(s) the organization's plan must include, on top of those its path implies
     * (see plugins/entitlements.ts); otherwise 403 feature_not_in_plan.
     */
    feature?: FeatureGate | readonly FeatureGate[];
    /**
     * A non-GET route that changes nothing (a stateless search or computation) and so stays
     * available while the organization's write access is read-only.
     */
    allowWhenReadOnly?: boolean;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export function areaOf(url: string): Area {
  if (url === '/v1' || url.startsWith('/v1/')) {
    return 'v1';
  }
  if (url === '/entitlements' || url.startsWith('/entitlements/')) {
    return 'entitlements';
  }
  return 'studio';
}
