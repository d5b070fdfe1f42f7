import { type TSchema, Type } from 'typebox';

/** A version ULID: 26 characters of Crockford Base32 (no I, L, O, U). */
export const VersionId = Type.String({
  pattern: '^[0-9A-HJKMNP-TV-Z]{26}$',
  description: 'Version ULID (26 characters, Crockford Base32).',
  examples: ['01JDQ5Z4M8W3X9V2T6R1N0P7KA'],
});

export const Meta = Type.Object(
  {
    version: Type.String({ description: 'API version used to serve the request (see X-API-Version).' }),
    request_id: Type.String({ description: 'Request identifier, also sent as X-Request-ID.' }),
    timestamp: Type.String({ format: 'date-time', description: 'Response time.' }),
    cursor: Type.Optional(
      Type.Union([Type.String(), Type.Null()], { description: 'Opaque cursor of the next page.' }),
    ),
    has_more: Type.Optional(Type.Boolean({ description: 'Whether more pages exist.' })),
  },
  { additionalProperties: false },
);

/** A string restricted to the given values (one `enum` keyword, one clear validation message). */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: { description?: string; default?: T[number] } = {},
) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/** The Studio and entitlement response envelope around `data`. */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({ data, meta: Meta }, { additionalProperties: false });
}

/** The envelope of a version-aware response: `version_id` is the version created or read. */
export function VersionedEnvelope<T extends TSchema>(data: T) {
  return Type.Object({ data, meta: Meta, version_id: VersionId }, { additionalProperties: false });
}

export const Problem = Type.Object(
  {
    type: Type.String({ description: '{base_url}/errors/<code>' }),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.String(),
    code: Type.String(),
    retryable: Type.Boolean(),
    instance: Type.String({ description: 'Request path.' }),
    trace_id: Type.String({ description: 'The request id.' }),
    errors: Type.Array(Type.Object({}, { additionalProperties: true }), {
      description:
        'Items of the failure: field issues {loc, msg, type}, unresolved rows…; [] when there is nothing to list.',
    }),
    invalid_ids: Type.Array(Type.String(), {
      description: 'Ids the request names that cannot be used (unknown ingredient ids…); [] when none.',
    }),
    version_id: Type.Optional(Type.String({ description: 'Current version on 409/412 If-Match failures.' })),
    current_version_id: Type.Optional(Type.String({ description: 'Same as version_id.' })),
    steps_required: Type.Optional(
      Type.Array(
        Type.Object({
          reason: Type.String({ enum: ['MISSING_DEPENDENCY', 'STALE_DEPENDENCY'] }),
          operationId: Type.String(),
          operation: Type.String(),
          detail: Type.String(),
        }),
      ),
    ),
  },
  {
    additionalProperties: true,
    description: 'Studio problem details (application/problem+json).',
  },
);

export const StudioValidation = Type.Object(
  {
    detail: Type.Array(
      Type.Object({
        loc: Type.Array(Type.Union([Type.String(), Type.Integer()])),
        msg: Type.String(),
        type: Type.String(),
        input: Type.Optional(Type.Unknown()),
        ctx: Type.Optional(Type.Object({}, { additionalProperties: true })),
      }),
    ),
    errors: Type.Array(
      Type.Object({
        loc: Type.Array(Type.Union([Type.String(), Type.Integer()])),
        msg: Type.String(),
        type: Type.String(),
      }),
      { description: 'The same issues as detail, as {loc, msg, type} (the problem member).' },
    ),
    invalid_ids: Type.Array(Type.String(), {
      description: 'Ingredient ids that cannot be used, when that is the problem; [] otherwise.',
    }),
  },
  { description: 'Studio validation error (status 422).' },
);

export const V1Error = Type.Object(
  {
    error: Type.Object({
      code: Type.String(),
      message: Type.String(),
      details: Type.Array(Type.Object({ field: Type.String(), message: Type.String() })),
    }),
  },
  { description: '/v1 error.' },
);

const STUDIO_STATUS_TEXT: Record<number, string> = {
  400: 'Malformed request.',
  401: 'Missing, malformed, unknown or revoked API key.',
  402: 'A quota is exhausted.',
  403: 'The plan lacks this feature, or write access is suspended.',
  404: 'Not found (also another organization’s resource).',
  409: 'Conflict: stale If-Match (body carries the current version_id), duplicate, or missing steps.',
  412: 'If-Match is required (body carries the current version_id).',
  413: 'Request body too large.',
  415: 'Unsupported content type.',
  429: 'Too many requests.',
  500: 'Internal error.',
};

/**
 * A 422 is the validation shape for invalid input, or problem+json for a request that is valid but
 * cannot be processed (unknown ingredient food, unresolved rows): the response schema must accept
 * both, or serializing the second fails.
 */
const Unprocessable = Type.Union([StudioValidation, Problem], {
  description: 'Validation error ({detail: [...]}), or problem+json when valid input cannot be processed.',
});

/** Error responses of a Studio or entitlement route, for OpenAPI. */
export function studioErrors(...statuses: number[]): Record<number, TSchema> {
  const out: Record<number, TSchema> = {};
  for (const s of [400, 401, 404, 500, ...statuses]) {
    out[s] = s === 422 ? Unprocessable : ({ ...Problem, description: STUDIO_STATUS_TEXT[s] } as TSchema);
  }
  return out;
}

/**
 * Error responses of a public route (health, the OpenAPI document): only a request the service
 * cannot serve at all fails, such as an unknown X-API-Version (400) or %00 in the URL.
 */
export function publicErrors(): Record<number, TSchema> {
  return { 400: { ...Problem, description: 'Unknown X-API-Version, or a URL with NUL (%00).' } as TSchema };
}

/** Error responses of a /v1 route, for OpenAPI. */
export function v1Errors(...statuses: number[]): Record<number, TSchema> {
  const out: Record<number, TSchema> = {};
  for (const s of [400, 401, 404, 422, 429, 500, ...statuses]) {
    out[s] = V1Error;
  }
  return out;
}

export const IfMatchHeader = Type.Object({
  'if-match': Type.Optional(
    Type.String({
      description: 'The current version_id: bare, as the ETag "<version_id>", or weak W/"<version_id>".',
    }),
  ),
});
