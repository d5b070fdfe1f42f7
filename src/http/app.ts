import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import type { Deps } from '../services/context.ts';
import { conditionalGet } from './etag.ts';
import { type FastReads, fastReads, serverWithFastReads } from './fast-reads.ts';
import { lazyCompilersFactory } from './lazy-compilers.ts';
import { auth, createAuthCache } from './plugins/auth.ts';
import { createEntitlementCache, entitlementGates } from './plugins/entitlements.ts';
import { errorHandling, frameworkErrors } from './plugins/errors.ts';
import { inputLimits } from './plugins/input-limits.ts';
import { openapi } from './plugins/openapi.ts';
import { memoryRateLimiter, type RateLimiter, rateLimit, storeRateLimiter } from './plugins/rate-limit.ts';
import { requestContext, requestIdFor } from './plugins/request-context.ts';
import { webApp } from './plugins/web-app.ts';
import { customIngredientRoutes } from './routes/custom-ingredients.ts';
import { entitlementRoutes } from './routes/entitlements.ts';
import { healthRoutes } from './routes/health.ts';
import { ingredientResolutionRoutes } from './routes/ingredient-resolutions.ts';
import { nutrientRoutes } from './routes/nutrients.ts';
import { referenceRoutes } from './routes/reference.ts';
import { studioNutritionRoutes } from './routes/studio-nutrition.ts';
import { studioRecipeRoutes } from './routes/studio-recipes.ts';
import { studioServingRoutes } from './routes/studio-servings.ts';
import { v1RecipeRoutes } from './routes/v1-recipes.ts';
import type { App } from './types.ts';

export interface AppOptions {
  /** Base of problem `type` URIs, e.g. https://api.example.com. */
  baseUrl: string;
  bodyLimit?: number;
  logger?: FastifyServerOptions['logger'];
  /** Requests per minute per API key on /v1 (default 600). */
  rateLimitPerMinute?: number;
  /** Where /v1 rate-limit windows are counted (default: the store with PostgreSQL, memory with SQLite). */
  rateLimiter?: RateLimiter;
  /** Called for every route as it is registered (the OpenAPI completeness test uses it). */
  onRoute?: (route: { method: string; url: string; hidden: boolean }) => void;
  /**
   * Answer kept label reads before the framework (fast-reads.ts) when the app listens on a port;
   * default true. `inject` always goes through the framework.
   */
  fastReads?: boolean;
}

/** Builds the HTTP application; it does not listen and reads no environment. */
export async function buildApp(deps: Deps, options: AppOptions): Promise<App> {
  const authCache = createAuthCache();
  const entitlementCache = createEntitlementCache();
  let lane: FastReads | undefined;
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: requestIdFor,
    logController: new LogController({
      requestIdLogLabel: 'request_id',
      disableRequestLogging: (request) => request.url === '/healthz' || request.url === '/readyz',
    }),
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    connectionTimeout: 30_000,
    requestTimeout: 60_000,
    keepAliveTimeout: 72_000,
    return503OnClosing: true,
    frameworkErrors: frameworkErrors({ baseUrl: options.baseUrl }),
    ajv: {
      customOptions: { removeAdditional: false, allErrors: true, coerceTypes: 'array', useDefaults: true },
    },
    schemaController: { compilersFactory: lazyCompilersFactory() },
    serverFactory: (handler, serverOptions) => serverWithFastReads(handler, serverOptions, () => lane),
  }).withTypeProvider<TypeBoxTypeProvider>();
  const limiter =
    options.rateLimiter ??
    (deps.store.dialect === 'postgres' ? storeRateLimiter(deps.store) : memoryRateLimiter());
  const limitPerMinute = options.rateLimitPerMinute ?? 600;
  if (options.fastReads !== false) {
    const reads = fastReads({
      deps,
      authCache,
      entitlementCache,
      log: app.log,
      rateLimit: { limiter, limitPerMinute },
    });
    app.addHook('preClose', (done) => {
      reads.stop();
      done();
    });
    lane = reads;
  }

  inputLimits(app);

  const onRoute = options.onRoute;
  if (onRoute !== undefined) {
    app.addHook('onRoute', (r) => {
      for (const method of Array.isArray(r.method) ? r.method : [r.method]) {
        onRoute({ method, url: r.url, hidden: (r.schema as { hide?: boolean } | undefined)?.hide === true });
      }
    });
  }

  requestContext(app);
  conditionalGet(app);
  errorHandling(app, { baseUrl: options.baseUrl });
  auth(app, deps, authCache);
  rateLimit(app, { limitPerMinute, limiter, now: () => deps.clock.now().getTime() });
  entitlementGates(app, deps, entitlementCache);
  await openapi(app, { title: 'Nutrition Label API', version: '1.0.0' });

  healthRoutes(app, deps.store);
  nutrientRoutes(app);
  v1RecipeRoutes(app, deps);
  referenceRoutes(app, deps);
  entitlementRoutes(app, deps);
  studioRecipeRoutes(app, deps);
  studioNutritionRoutes(app, deps);
  customIngredientRoutes(app, deps);
  studioServingRoutes(app, deps);
  ingredientResolutionRoutes(app, deps);
  await webApp(app);

  return app;
}
