import type { FastifyRequest } from 'fastify';
import { BadRequestError, type FieldIssue, ValidationError } from '../../domain/errors.ts';
import { jsonTextProblem } from '../json-text.ts';
import type { App } from '../types.ts';

/**
 * What a request may carry before any route sees it: JSON only (anything else is 415), an empty
 * JSON body counts as no body, and the JSON text is checked (depth, NUL, lone surrogates) before
 * it is parsed. The URL must not carry NUL either (`%00`): no identifier or search text has one,
 * and PostgreSQL text cannot store it.
 */
export function inputLimits(app: App): void {
  app.removeContentTypeParser('text/plain');
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    const problem = jsonTextProblem(text);
    if (problem !== null) {
      done(new BadRequestError(problem.code, problem.detail), undefined);
      return;
    }
    defaultJson(request, text, done);
  });

  // Both checks are synchronous hooks (callback style): no promise per request.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.url.includes('%') && /%00/i.test(request.url)) {
      done(new BadRequestError('invalid_text', 'The URL must not contain NUL (%00).'));
      return;
    }
    done();
  });

  // After validation: a number that is not finite ("1e999" coerced from a query string, 1e999 in
  // JSON) passes the schema's type checks but no store or serializer can use it.
  app.addHook('preHandler', (request, _reply, done) => {
    if (allFinite(request.query) && allFinite(request.params) && allFinite(request.body)) {
      done();
      return;
    }
    const issues = [
      ...nonFinite(request.query, ['query']),
      ...nonFinite(request.params, ['path']),
      ...nonFinite(request.body, ['body']),
    ];
    const first = issues[0];
    if (first === undefined) {
      done();
      return;
    }
    done(
      new ValidationError(
        `Validation failed. ${first.loc.slice(1).join('.') || first.loc[0]}: ${first.msg}.`,
        issues,
      ),
    );
  });
}

/** Whether every number in a parsed input is finite (the check without building locations). */
function allFinite(value: unknown): boolean {
  if (typeof value === 'number') {
    return Number.isFinite(value);
  }
  if (value === null || typeof value !== 'object') {
    return true;
  }
  if (Array.isArray(value)) {
    for (const v of value) {
      if (!allFinite(v)) {
        return false;
      }
    }
    return true;
  }
  for (const key in value) {
    if (Object.hasOwn(value, key) && !allFinite((value as Record<string, unknown>)[key])) {
      return false;
    }
  }
  return true;
}

/** Locations of numbers that are not finite (Infinity, -Infinity, NaN) in a parsed input. */
function nonFinite(value: unknown, loc: (string | number)[], out: FieldIssue[] = []): FieldIssue[] {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) {
      out.push({ loc, msg: 'Must be a finite number', type: 'finite_number' });
    }
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => {
      nonFinite(v, [...loc, i], out);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      nonFinite(v, [...loc, k], out);
    }
  }
  return out;
}

/** Bytes of an unread request body the service reads and discards to deliver an early error. */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * Reads and discards what is left of the request body (up to DRAIN_LIMIT_BYTES), so a client
 * still uploading when the answer is ready (413 on Content-Length) receives it instead of a reset
 * connection (EPIPE/ECONNRESET) when the server closes with unread data.
 */
export function drainRequest(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  if (raw.complete || raw.destroyed || raw.readableEnded) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let read = 0;
    const finish = () => {
      raw.off('data', onData);
      raw.off('end', finish);
      raw.off('error', finish);
      raw.off('close', finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > DRAIN_LIMIT_BYTES) {
        finish();
      }
    };
    raw.on('data', onData);
    raw.on('end', finish);
    raw.on('error', finish);
    raw.on('close', finish);
    raw.resume();
  });
}
