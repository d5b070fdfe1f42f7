import type { FieldIssue } from '../../domain/errors.ts';
import type { HttpFailure } from './map.ts';

export interface RequestFacts {
  baseUrl: string;
  path: string;
  requestId: string;
}

/** Studio problem+json. */
export function studioProblem(f: HttpFailure, req: RequestFacts): Record<string, unknown> {
  const body: Record<string, unknown> = {
    type: `${req.baseUrl}/errors/${f.code}`,
    title: f.title,
    status: f.status,
    detail: f.detail,
    code: f.code,
    retryable: f.retryable,
    instance: req.path,
    trace_id: req.requestId,
  };
  if (f.issues.length > 0) {
    body.errors = f.issues.map((i) => ({ loc: i.loc, msg: i.msg, type: i.type }));
  }
  for (const [k, v] of Object.entries(f.extras)) {
    if (!(k in body)) {
      body[k] = v;
    }
  }
  return body;
}

/** Studio validation shape: {detail: [{loc, msg, type, input, ctx}]}. */
export function studioValidation(issues: FieldIssue[]): Record<string, unknown> {
  return {
    detail: issues.map((i) => ({
      loc: i.loc,
      msg: i.msg,
      type: i.type,
      ...(i.input === undefined ? {} : { input: i.input }),
      ...(i.ctx === undefined ? {} : { ctx: i.ctx }),
    })),
  };
}

/** `ingredients[0].quantity` from ['body', 'ingredients', 0, 'quantity']. */
export function fieldPath(loc: (string | number)[]): string {
  const parts =
    loc[0] === 'body' || loc[0] === 'query' || loc[0] === 'path' || loc[0] === 'header' ? loc.slice(1) : loc;
  let out = '';
  for (const p of parts) {
    out += typeof p === 'number' ? `[${p}]` : out === '' ? p : `.${p}`;
  }
  return out || String(loc[0] ?? '');
}

/** /v1 error: {error: {code, message, details: [{field, message}]}}. */
export function v1Error(f: HttpFailure): Record<string, unknown> {
  const error: Record<string, unknown> = {
    code: f.code,
    message: f.detail,
    details: f.issues.map((i) => ({ field: fieldPath(i.loc), message: i.msg })),
  };
  for (const [k, v] of Object.entries(f.extras)) {
    if (!(k in error)) {
      error[k] = v;
    }
  }
  return { error };
}
