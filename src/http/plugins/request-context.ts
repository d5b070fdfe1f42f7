import { randomInt } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import {
  API_VERSION_HEADER,
  type ApiVersion,
  findApiVersion,
  LATEST_API_VERSION,
} from '../../domain/api-versions.ts';
import { BadRequestError } from '../../domain/errors.ts';
import { decorateRouteFacts } from '../route-facts.ts';
import type { App } from '../types.ts';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function base32(value: number, length: number): string {
  let out = '';
  let v = value;
  for (let i = 0; i < length; i++) {
    out = CROCKFORD[v % 32] + out;
    v = Math.floor(v / 32);
  }
  return out;
}

/**
 * Request ids are ULID-shaped (`req_` + 26 Crockford characters: 10 of time, 16 "random") but
 * cost no random bytes per request: the 16 are 8 characters drawn once per process (40 bits) and
 * an 8-character counter (40 bits) that starts at a random value. They stay unique across
 * processes and restarts as a ULID does (they also serve as idempotency keys of creates), and
 * the time part is encoded once per millisecond.
 */
const PROCESS_PART = base32(randomInt(2 ** 40 - 1), 8);
const COUNTER_SPAN = 2 ** 40;
let counter = randomInt(2 ** 40 - 1);
let lastMs = -1;
let timePart = '';

export function newRequestId(): string {
  const ms = Date.now();
  if (ms !== lastMs) {
    lastMs = ms;
    timePart = base32(ms, 10);
  }
  counter = (counter + 1) % COUNTER_SPAN;
  return `req_${timePart}${PROCESS_PART}${base32(counter, 8)}`;
}

/** Echoes a well-formed client X-Request-ID; otherwise makes one. */
export function requestIdFor(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  if (typeof given === 'string' && REQUEST_ID.test(given)) {
    return given;
  }
  return newRequestId();
}

/** The API version a request selects (the newest without the header); undefined for one we do not know. */
export function apiVersionOf(headers: IncomingHttpHeaders): ApiVersion | undefined {
  const asked = headers[API_VERSION_HEADER];
  if (asked === undefined) {
    return LATEST_API_VERSION;
  }
  return typeof asked === 'string' ? findApiVersion(asked.trim()) : undefined;
}

/**
 * Selects the API version and sets the response headers every reply carries. The hooks are
 * synchronous (callback style): an async hook costs a promise and a microtask turn per request.
 */
export function requestContext(app: App): void {
  app.decorateRequest('principal', null);
  // Reference-type decorators must start as null; the first hook sets the real value.
  app.decorateRequest('apiVersion', null as unknown as ApiVersion);
  decorateRouteFacts(app);

  app.addHook('onRequest', (request, _reply, done) => {
    request.apiVersion = LATEST_API_VERSION;
    const version = apiVersionOf(request.headers);
    if (version === undefined) {
      done(
        new BadRequestError(
          'unsupported_api_version',
          `Unknown API version ${JSON.stringify(request.headers[API_VERSION_HEADER])} in X-API-Version. Supported: see GET /openapi.json (info.x-api-versions).`,
        ),
      );
      return;
    }
    request.apiVersion = version;
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    reply.header('x-api-version', (request.apiVersion ?? LATEST_API_VERSION).name);
    done(null, payload);
  });
}
