import type { HttpFailure } from './map.ts';

export interface RequestFacts {
  baseUrl: string;
  path: string;
  requestId: string;
}

/** The problem's `errors`: the field issues, or the items the failure lists; [] when none. */
function problemErrors(f: HttpFailure): unknown[] {
  if (f.issues.length > 0) {
    return f.issues.map((i) => ({ loc: i.loc, msg: i.msg, type: i.type }));
  }
  return Array.isArray(f.extras.errors) ? f.extras.errors : [];
}

/** The ids the failure names as unusable; [] when none. */
function invalidIds(f: HttpFailure): unknown[] {
  return Array.isArray(f.extras.invalid_ids) ? f.extras.invalid_ids : [];
}

/**
 * Studio problem+json. `errors` and `invalid_ids` are always arrays (empty when there is nothing
 * to list), so clients can rely on the shape.
 */
export function studioProblem(f: HttpFailure, req: RequestFacts): Record<string, unknown> {
  const body: Record<string, unknown> = {
    type: `${req.baseUrl}/errors/${f.code}`,
    title: f.title,
    status: f.status,
    detail: f.detail,
    code: f.code,
    retryable: f.retryable,
    // The request path; a pathological one (up to Node's 16 KB header limit) is not echoed whole.
    instance: req.path.length > 1000 ? `${req.path.slice(0, 1000)}…` : req.path,
    trace_id: req.requestId,
  };
  body.errors = problemErrors(f);
  body.invalid_ids = invalidIds(f);
  for (const [k, v] of Object.entries(f.extras)) {
    if (!(k in body)) {
      body[k] = v;
    }
  }
  return body;
}

/**
 * Studio validation shape: {detail: [{loc, msg, type, input, ctx}]}, as the contract gives it,
 * plus the problem members `errors` (the same issues as {loc, msg, type}) and `invalid_ids`, so
 * every Studio error body carries both arrays.
 */
export function studioValidation(f: HttpFailure): Record<string, unknown> {
  return {
    detail: f.issues.map((i) => ({
      loc: i.loc,
      msg: i.msg,
      type: i.type,
      ...(i.input === undefined ? {} : { input: i.input }),
      ...(i.ctx === undefined ? {} : { ctx: i.ctx }),
    })),
    errors: problemErrors(f),
    invalid_ids: invalidIds(f),
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
