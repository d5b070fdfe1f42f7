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
 * encoding of a large string on the socket write: both are paid once per object here.
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
  /** The bytes before the first per-request field and after the second. */
  parts: [Buffer, Buffer];
  /** The text between the two fields (`","timestamp":"`), written with them as one string. */
  middle: string;
  middleBytes: number;
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
  const id = serialized.indexOf(REQUEST_ID_MARK);
  const time = serialized.indexOf(TIMESTAMP_MARK);
  if (id < 0 || time < 0) {
    throw new Error('the envelope serializer dropped meta.request_id or meta.timestamp');
  }
  const [first, firstLen, second, secondLen] =
    id < time
      ? [id, REQUEST_ID_MARK.length, time, TIMESTAMP_MARK.length]
      : [time, TIMESTAMP_MARK.length, id, REQUEST_ID_MARK.length];
  const middle = serialized.slice(first + firstLen, second);
  return {
    parts: [Buffer.from(serialized.slice(0, first)), Buffer.from(serialized.slice(second + secondLen))],
    middle,
    middleBytes: Buffer.byteLength(middle),
    order: id < time ? 'id-first' : 'time-first',
  };
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
  const body = spliced(bytes, request.id);
  return reply.type(JSON_TYPE).send(body);
}

function envelopeKey(apiVersion: string, variant: string | undefined): string {
  return variant === undefined ? apiVersion : `${apiVersion}|${variant}`;
}

/**
 * A response's body as the kept parts with this request's id and the current time between them,
 * and its length in bytes.
 */
function requestParts(
  bytes: EnvelopeBytes,
  requestId: string,
): { chunks: (Buffer | string)[]; length: number } {
  const time = timestampNow();
  const [before, after] = bytes.parts;
  const [first, second] = bytes.order === 'id-first' ? [requestId, time] : [time, requestId];
  // Three writes, not five: each write is a chunk the socket's writev takes apart again.
  const fields = first + bytes.middle + second;
  return {
    chunks: [before, fields, after],
    length:
      before.length + Buffer.byteLength(first) + bytes.middleBytes + Buffer.byteLength(second) + after.length,
  };
}

/** The kept bytes with this request's id and the current time spliced in, in a slab region. */
function spliced(bytes: EnvelopeBytes, requestId: string): Buffer {
  const { chunks, length } = requestParts(bytes, requestId);
  const body = responseBuffer(length);
  let at = 0;
  for (const chunk of chunks) {
    at += typeof chunk === 'string' ? body.write(chunk, at) : chunk.copy(body, at);
  }
  return body;
}

/**
 * The body `sendVersionedOnce` would send for `source` (no variant) on this API version, with this
 * request's id, as the kept parts and one string of the request's two fields between them
 * (written in turn, the socket sends them together): undefined until a response has serialized it
 * with the route's schema. The kept parts are never written to, so nothing is copied per response.
 */
export function keptVersionedParts(
  source: object,
  apiVersion: string,
  requestId: string,
): { chunks: (Buffer | string)[]; length: number } | undefined {
  const bytes = envelopes.get(source)?.get(envelopeKey(apiVersion, undefined));
  return bytes === undefined ? undefined : requestParts(bytes, requestId);
}

/**
 * Response bodies are cut from shared slabs, as Buffer.allocUnsafe does for small buffers: a
 * label's 7 KB body of its own is a new ArrayBuffer per response (an allocation and a finalizer
 * for the collector), which costs more than copying the bytes. A slab is dropped when full and
 * lives until the last response cut from it is written; no part of a slab is ever handed out twice.
 */
const SLAB_BYTES = 256 * 1024;
const SLAB_LARGEST = 32 * 1024;
let slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
let slabUsed = 0;

function responseBuffer(length: number): Buffer {
  if (length > SLAB_LARGEST) {
    return Buffer.allocUnsafeSlow(length);
  }
  if (slabUsed + length > SLAB_BYTES) {
    slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
    slabUsed = 0;
  }
  const out = slab.subarray(slabUsed, slabUsed + length);
  // The next one starts 8-byte aligned, as Buffer's own pool does.
  slabUsed = (slabUsed + length + 7) & ~7;
  return out;
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
