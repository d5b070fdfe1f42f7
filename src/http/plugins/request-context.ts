import type { IncomingMessage } from 'node:http';
import { monotonicFactory } from 'ulid';
import {
  API_VERSION_HEADER,
  type ApiVersion,
  findApiVersion,
  LATEST_API_VERSION,
} from '../../domain/api-versions.ts';
import { BadRequestError } from '../../domain/errors.ts';
import type { App } from '../types.ts';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const nextUlid = monotonicFactory();

/** Echoes a well-formed client X-Request-ID; otherwise makes one. */
export function requestIdFor(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  if (typeof given === 'string' && REQUEST_ID.test(given)) {
    return given;
  }
  return `req_${nextUlid()}`;
}

/** Selects the API version and sets the response headers every reply carries. */
export function requestContext(app: App): void {
  app.decorateRequest('principal', null);
  // Reference-type decorators must start as null; the first hook sets the real value.
  app.decorateRequest('apiVersion', null as unknown as ApiVersion);

  app.addHook('onRequest', async (request) => {
    request.apiVersion = LATEST_API_VERSION;
    const asked = request.headers[API_VERSION_HEADER];
    if (asked !== undefined) {
      const version = typeof asked === 'string' ? findApiVersion(asked.trim()) : undefined;
      if (version === undefined) {
        throw new BadRequestError(
          'unsupported_api_version',
          `Unknown API version ${JSON.stringify(asked)} in X-API-Version. Supported: see GET /openapi.json (info.x-api-versions).`,
        );
      }
      request.apiVersion = version;
    }
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-api-version', (request.apiVersion ?? LATEST_API_VERSION).name);
  });
}
