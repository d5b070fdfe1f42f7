import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/errors.ts';
import { failureFromDomain, type HttpFailure, internalFailure, simpleFailure } from '../errors/map.ts';
import { studioProblem, studioValidation, v1Error } from '../errors/serializers.ts';
import { issuesFromSchemaErrors, type SchemaError } from '../errors/validation.ts';
import { type App, areaOf } from '../types.ts';
import { drainRequest } from './input-limits.ts';

function isFastifyError(err: unknown): err is FastifyError {
  return err instanceof Error && typeof (err as FastifyError).code === 'string';
}

function dataFor(request: FastifyRequest, context: string): unknown {
  switch (context) {
    case 'body':
      return request.body;
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return undefined;
  }
}

/** Failures Fastify itself raises before a handler runs. */
function failureFromFastify(err: FastifyError, request: FastifyRequest): HttpFailure | undefined {
  if (err.validation) {
    const context = err.validationContext ?? 'body';
    const issues = issuesFromSchemaErrors(
      err.validation as SchemaError[],
      context,
      dataFor(request, context),
    );
    const overrides = request.routeOptions.config.fieldMessages ?? {};
    for (const issue of issues) {
      const field = issue.loc.slice(1).join('.');
      const override = overrides[field];
      if (override !== undefined) {
        issue.msg = override;
      }
    }
    const first = issues[0];
    const summary =
      issues.length === 1 && first
        ? `${first.loc.slice(1).join('.') || first.loc[0]}: ${first.msg}`
        : 'Invalid request';
    return { ...simpleFailure(422, 'validation_error', `Validation failed. ${summary}.`, issues) };
  }
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return simpleFailure(413, 'payload_too_large', 'The request body is larger than the service accepts.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return simpleFailure(
        415,
        'unsupported_media_type',
        `Unsupported Content-Type ${JSON.stringify(request.headers['content-type'] ?? '')}; send application/json.`,
      );
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return simpleFailure(
        400,
        'invalid_content_length',
        'The Content-Length header does not match the body.',
      );
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return simpleFailure(400, 'invalid_json', 'The request body is not valid JSON.');
    default:
      break;
  }
  if (err.statusCode !== undefined && err.statusCode >= 400 && err.statusCode < 500) {
    return simpleFailure(err.statusCode, 'bad_request', 'The request could not be processed as sent.');
  }
  return undefined;
}

export interface ErrorOptions {
  baseUrl: string;
}

export function sendFailure(request: FastifyRequest, reply: FastifyReply, f: HttpFailure, baseUrl: string) {
  reply.code(f.status).headers(f.headers);
  const area = areaOf(request.url);
  if (area === 'v1') {
    return reply.type('application/json; charset=utf-8').send(v1Error(f));
  }
  if (f.status === 422 && f.code === 'validation_error' && f.issues.length > 0) {
    return reply.type('application/json; charset=utf-8').send(studioValidation(f));
  }
  const path = request.url.split('?')[0] ?? request.url;
  return reply
    .type('application/problem+json; charset=utf-8')
    .send(studioProblem(f, { baseUrl, path, requestId: request.id }));
}

/**
 * Fastify's router answers a URL it cannot decode (a percent-encoding that is not UTF-8) or a
 * path segment over its length limit on its own, in its own shape; this handler answers them in
 * the area's shape instead (Fastify's `frameworkErrors` option), without quoting the URL.
 */
export function frameworkErrors(options: ErrorOptions) {
  return (err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const failure =
      err.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? simpleFailure(414, 'uri_too_long', 'A path segment of the URL is longer than the service accepts.')
        : simpleFailure(
            400,
            'invalid_url',
            'The URL cannot be decoded: a percent-encoded part is not UTF-8.',
          );
    reply.header('x-request-id', request.id);
    return sendFailure(request, reply, failure, options.baseUrl);
  };
}

/** One handler maps every failure to the area's contract shape; nothing internal leaks. */
export function errorHandling(app: App, options: ErrorOptions): void {
  app.setErrorHandler(async (err, request, reply) => {
    let failure: HttpFailure | undefined;
    if (err instanceof DomainError) {
      failure = failureFromDomain(err);
    } else if (isFastifyError(err)) {
      failure = failureFromFastify(err, request);
    }
    if (failure === undefined || failure.status >= 500) {
      request.log.error({ err }, 'request failed');
      failure = internalFailure();
    }
    if (reply.getHeader('connection') === 'close') {
      // Fastify closes the connection after a body it would not read (413 on Content-Length):
      // read the rest first, or the client, still uploading, sees a reset instead of the answer.
      await drainRequest(request);
    }
    return sendFailure(request, reply, failure, options.baseUrl);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    return sendFailure(
      request,
      reply,
      simpleFailure(404, 'route_not_found', `No route ${request.method} ${path}.`),
      options.baseUrl,
    );
  });
}
