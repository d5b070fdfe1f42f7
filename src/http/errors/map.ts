import {
  BadRequestError,
  ConflictError,
  type DomainError,
  type FieldIssue,
  ForbiddenError,
  NotFoundError,
  PreconditionRequiredError,
  QuotaExceededError,
  RateLimitedError,
  StaleVersionError,
  StepsRequiredError,
  UnauthorizedError,
  UnprocessableError,
  ValidationError,
} from '../../domain/errors.ts';

/** What every serializer needs to know about a failure. */
export interface HttpFailure {
  status: number;
  code: string;
  title: string;
  detail: string;
  retryable: boolean;
  /** Extension members (version_id, steps_required, quota figures…). */
  extras: Record<string, unknown>;
  /** Field-level problems (validation). */
  issues: FieldIssue[];
  headers: Record<string, string>;
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function titleFor(status: number, code: string): string {
  if (code && code !== 'internal_error') {
    // "recipe_not_found" → "Recipe Not Found"
    return code
      .split('_')
      .map((w) => (w ? (w[0] as string).toUpperCase() + w.slice(1) : w))
      .join(' ');
  }
  return TITLES[status] ?? 'Error';
}

function statusOf(err: DomainError): number {
  if (err instanceof NotFoundError) {
    return 404;
  }
  if (err instanceof ValidationError || err instanceof UnprocessableError) {
    return 422;
  }
  if (err instanceof ConflictError || err instanceof StaleVersionError || err instanceof StepsRequiredError) {
    return 409;
  }
  if (err instanceof PreconditionRequiredError) {
    return 412;
  }
  if (err instanceof BadRequestError) {
    return 400;
  }
  if (err instanceof UnauthorizedError) {
    return 401;
  }
  if (err instanceof ForbiddenError) {
    return 403;
  }
  if (err instanceof QuotaExceededError) {
    return 402;
  }
  if (err instanceof RateLimitedError) {
    return 429;
  }
  return 500;
}

/** The one mapping from the domain's errors to HTTP. */
export function failureFromDomain(err: DomainError): HttpFailure {
  const status = statusOf(err);
  const headers: Record<string, string> = {};
  if (err instanceof RateLimitedError) {
    headers['retry-after'] = String(err.retryAfterSeconds);
  }
  if (err instanceof UnauthorizedError) {
    headers['www-authenticate'] = 'Bearer';
  }
  return {
    status,
    code: err.code,
    title: titleFor(status, err.code),
    detail: err.message,
    retryable: status === 429 || status === 503 || status >= 500,
    extras: err.extras,
    issues: err instanceof ValidationError ? err.issues : [],
    headers,
  };
}

export function internalFailure(): HttpFailure {
  return {
    status: 500,
    code: 'internal_error',
    title: 'Internal Server Error',
    detail: 'An unexpected error occurred. Retry later; quote the trace_id if it persists.',
    retryable: true,
    extras: {},
    issues: [],
    headers: {},
  };
}

export function simpleFailure(
  status: number,
  code: string,
  detail: string,
  issues: FieldIssue[] = [],
): HttpFailure {
  return {
    status,
    code,
    title: titleFor(status, code),
    detail,
    retryable: status === 429 || status >= 500,
    extras: {},
    issues,
    headers: {},
  };
}
