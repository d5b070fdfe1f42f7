import type { FastifyRequest } from 'fastify';
import { type ApiVersion, LATEST_API_VERSION } from '../domain/api-versions.ts';
import { UnauthorizedError } from '../domain/errors.ts';
import type { Principal } from '../services/accounts/accounts.ts';
import type { Deps, ServiceContext } from '../services/context.ts';

export interface EnvelopeOptions {
  cursor?: string | null;
  hasMore?: boolean;
}

export interface MetaBody {
  version: string;
  request_id: string;
  timestamp: string;
  cursor?: string | null;
  has_more?: boolean;
}

let lastMs = Number.NaN;
let lastIso = '';

/**
 * The envelope's `meta.timestamp`: now, in ISO-8601 with milliseconds. The text changes once a
 * millisecond, so it is formatted once a millisecond.
 */
export function timestampNow(): string {
  const ms = Date.now();
  if (ms !== lastMs) {
    lastMs = ms;
    lastIso = new Date(ms).toISOString();
  }
  return lastIso;
}

function meta(request: FastifyRequest, options: EnvelopeOptions): MetaBody {
  const m: MetaBody = {
    version: (request.apiVersion ?? LATEST_API_VERSION).name,
    request_id: request.id,
    timestamp: timestampNow(),
  };
  if (options.hasMore !== undefined) {
    m.cursor = options.cursor ?? null;
    m.has_more = options.hasMore;
  }
  return m;
}

/** The Studio / entitlements envelope: {data, meta}. */
export function envelope<T>(
  request: FastifyRequest,
  data: T,
  options: EnvelopeOptions = {},
): { data: T; meta: MetaBody } {
  return { data, meta: meta(request, options) };
}

/** The envelope of a version-aware response: {data, meta, version_id}. */
export function versioned<T>(
  request: FastifyRequest,
  data: T,
  versionId: string,
  options: EnvelopeOptions = {},
): { data: T; meta: MetaBody; version_id: string } {
  return { data, meta: meta(request, options), version_id: versionId };
}

/** The service context of a caller (its key's organization and member) for one request. */
export function serviceContextFor(
  deps: Deps,
  principal: Principal,
  requestId: string,
  apiVersion: ApiVersion,
): ServiceContext {
  return {
    ...deps,
    orgId: principal.orgId,
    actor: { type: 'member', id: principal.memberId },
    requestId,
    capabilities: apiVersion.capabilities,
  };
}

/** The service context of an authenticated request. */
export function contextOf(request: FastifyRequest, deps: Deps): ServiceContext {
  const principal = request.principal;
  if (principal === null) {
    throw new UnauthorizedError('Missing API key. Send Authorization: Bearer <API key>.');
  }
  return serviceContextFor(deps, principal, request.id, request.apiVersion);
}
