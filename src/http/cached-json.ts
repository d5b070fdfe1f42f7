import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bytesEtag, noneMatchHits } from './etag.ts';
import { timestampNow, versioned } from './reply.ts';

/**
 * Serialized bytes kept for responses whose data never changes: a label at a version, a /v1
 * recipe as stored. Each is keyed by the object the service returned (a WeakMap), so the bytes
 * live exactly as long as the service's own cache keeps that object and need no bound or
 * invalidation of their own; a changed source is a new object, hence new bytes.
 *
 * Serializing the same data again costs the schema serializer's walk and, above all, the UTF-8
 * encoding of a large string on the socket write. The walk is paid once per object here; a /v1
 * recipe keeps its UTF-8 bytes, and a label its text in ASCII, which the socket copies as Latin-1
 * without encoding it.
 */
const JSON_TYPE = 'application/json; charset=utf-8';

type Serialize = (payload: unknown) => string;

/** The route's compiled serializer of its 200 JSON response (what `reply.send` would use). */
function serializerOf(reply: FastifyReply): Serialize {
  const byType: unknown = reply.getSerializationFunction('200', 'application/json');
  if (typeof byType === 'function') {
    return byType as Serialize;
  }
  const plain: unknown = reply.getSerializationFunction('200');
  return typeof plain === 'function' ? (plain as Serialize) : JSON.stringify;
}

/** The envelope's per-request fields are cut out of the cached bytes at these markers. */
const TOKEN = randomUUID().replaceAll('-', '');
const REQUEST_ID_MARK = `rid${TOKEN}`;
const TIMESTAMP_MARK = `ts${TOKEN}`;

interface EnvelopeBytes {
  /**
   * The text before the first per-request field and after the second, in ASCII (any other
   * character written as a JSON `\u` escape): a response is one string whose length is its size
   * in bytes, written to the socket as Latin-1, which for ASCII is the same bytes as UTF-8.
   */
  parts: [string, string];
  /** The text between the two fields (`","timestamp":"`). */
  middle: string;
  order: 'id-first' | 'time-first';
}

/**
 * Whether the conditional GET hook (etag.ts) will answer 304 with no body: then the body is not
 * assembled (the hook makes the 304 from any 200 whose ETag If-None-Match names).
 */
function willNotModify(request: FastifyRequest, etag: unknown): boolean {
  const asked = request.headers['if-none-match'];
  return (
    asked !== undefined &&
    typeof etag === 'string' &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    noneMatchHits(asked, etag)
  );
}

const envelopes = new WeakMap<object, Map<string, EnvelopeBytes>>();

function cutEnvelope(serialized: string): EnvelopeBytes {
  const ascii = asciiJson(serialized);
  const id = ascii.indexOf(REQUEST_ID_MARK);
  const time = ascii.indexOf(TIMESTAMP_MARK);
  if (id < 0 || time < 0) {
    throw new Error('the envelope serializer dropped meta.request_id or meta.timestamp');
  }
  const [first, firstLen, second, secondLen] =
    id < time
      ? [id, REQUEST_ID_MARK.length, time, TIMESTAMP_MARK.length]
      : [time, TIMESTAMP_MARK.length, id, REQUEST_ID_MARK.length];
  return {
    parts: [ascii.slice(0, first), ascii.slice(second + secondLen)],
    middle: ascii.slice(first + firstLen, second),
    order: id < time ? 'id-first' : 'time-first',
  };
}

const NOT_ASCII = /[\u0080-\uffff]/g;

/**
 * The same JSON text with every character outside ASCII written as its `\uXXXX` escape (a
 * character beyond the BMP as its two surrogates' escapes, as JSON allows): the same value to
 * every parser, and a one-byte string whose length is its size in bytes. An escape is three or
 * four bytes longer than the character's UTF-8 (eight for one beyond the BMP): a label's text is
 * mostly ASCII (nutrient names, figures, units), so only names written outside it grow.
 */
function asciiJson(text: string): string {
  return text.replace(NOT_ASCII, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Sends `{data, meta, version_id}` (the envelope `versioned` builds) for data that is fixed for
 * `source`: the first call serializes it with the route's schema, later calls only splice this
 * request's id and timestamp into the kept bytes. `variant` separates what else shapes the bytes
 * (the API version is always part of it).
 */
export function sendVersionedOnce(
  request: FastifyRequest,
  reply: FastifyReply,
  input: { source: object; variant?: string; versionId: string; data: () => unknown },
): FastifyReply {
  if (willNotModify(request, reply.getHeader('etag'))) {
    // No body and so no Content-Type: the conditional GET hook makes the 304.
    return reply.send();
  }
  const key = envelopeKey(request.apiVersion.name, input.variant);
  let byVariant = envelopes.get(input.source);
  if (byVariant === undefined) {
    byVariant = new Map();
    envelopes.set(input.source, byVariant);
  }
  let bytes = byVariant.get(key);
  if (bytes === undefined) {
    const envelope = versioned(request, input.data(), input.versionId);
    envelope.meta.request_id = REQUEST_ID_MARK;
    envelope.meta.timestamp = TIMESTAMP_MARK;
    bytes = cutEnvelope(serializerOf(reply)(envelope));
    byVariant.set(key, bytes);
  }
  return reply.type(JSON_TYPE).send(requestBody(bytes, request.id));
}

function envelopeKey(apiVersion: string, variant: string | undefined): string {
  return variant === undefined ? apiVersion : `${apiVersion}|${variant}`;
}

/**
 * A response's body: the kept parts with this request's id and the current time between them, as
 * one ASCII string (its length is its size in bytes).
 */
function requestBody(bytes: EnvelopeBytes, requestId: string): string {
  const time = timestampNow();
  const [first, second] = bytes.order === 'id-first' ? [requestId, time] : [time, requestId];
  return bytes.parts[0] + first + bytes.middle + second + bytes.parts[1];
}

/**
 * The body `sendVersionedOnce` would send for `source` (no variant) on this API version, with this
 * request's id, as one ASCII string: undefined until a response has serialized it with the
 * route's schema. Written with `res.end(body, 'latin1')`, Node.js sends it with the head in one
 * write, copied once from the string (docs/decisions/0027-per-request-cost.md, "Seventh round").
 */
export function keptVersionedBody(source: object, apiVersion: string, requestId: string): string | undefined {
  const bytes = envelopes.get(source)?.get(envelopeKey(apiVersion, undefined));
  return bytes === undefined ? undefined : requestBody(bytes, requestId);
}

const whole = new WeakMap<object, Map<string, { bytes: Buffer; etag: string }>>();

/** The bytes and ETag `sendJsonOnce` keeps for `source` on this API version, once a response made them. */
export function keptJson(source: object, apiVersion: string): { bytes: Buffer; etag: string } | undefined {
  return whole.get(source)?.get(apiVersion);
}

/**
 * Sends the route's 200 JSON of `source` (built by `data`), serialized once per source object
 * and API version, with a strong ETag of those bytes.
 */
export function sendJsonOnce(
  request: FastifyRequest,
  reply: FastifyReply,
  input: { source: object; data: () => unknown },
): FastifyReply {
  const key = request.apiVersion.name;
  let byVersion = whole.get(input.source);
  if (byVersion === undefined) {
    byVersion = new Map();
    whole.set(input.source, byVersion);
  }
  let kept = byVersion.get(key);
  if (kept === undefined) {
    const bytes = Buffer.from(serializerOf(reply)(input.data()));
    kept = { bytes, etag: bytesEtag(bytes) };
    byVersion.set(key, kept);
  }
  reply.header('etag', kept.etag);
  // A 304 has no body and so no Content-Type (the conditional GET hook makes it).
  return willNotModify(request, kept.etag) ? reply.send() : reply.type(JSON_TYPE).send(kept.bytes);
}
