/**
 * The service's one error hierarchy. Services and the domain throw these; the HTTP layer maps
 * each class to a status and serializes it in the area's shape (Studio problem+json, Studio
 * validation, /v1 error). Messages are written for API clients: no internals.
 */
export interface FieldIssue {
  /** Path to the offending input, e.g. ['body', 'items', 2, 'text']. */
  loc: (string | number)[];
  msg: string;
  /** Machine-readable kind, e.g. 'missing', 'string_too_long', 'enum'. */
  type: string;
  input?: unknown;
  ctx?: Record<string, unknown>;
}

export abstract class DomainError extends Error {
  abstract readonly code: string;
  readonly extras: Record<string, unknown>;
  constructor(message: string, extras: Record<string, unknown> = {}) {
    super(message);
    this.name = new.target.name;
    this.extras = extras;
  }
}

/** The resource does not exist for this caller (also used for another organization's resources). */
export class NotFoundError extends DomainError {
  readonly code: string;
  constructor(code: string, message: string, extras: Record<string, unknown> = {}) {
    super(message, extras);
    this.code = code;
  }
}

/** Input is well-formed but breaks a rule; carries one issue per field. */
export class ValidationError extends DomainError {
  readonly code = 'validation_error';
  readonly issues: FieldIssue[];
  constructor(message: string, issues: FieldIssue[], extras: Record<string, unknown> = {}) {
    super(message, extras);
    this.issues = issues;
  }
}

/** The request conflicts with the current state (duplicate name, already confirmed, not restorable…). */
export class ConflictError extends DomainError {
  readonly code: string;
  constructor(code: string, message: string, extras: Record<string, unknown> = {}) {
    super(message, extras);
    this.code = code;
  }
}

/** If-Match names a version that is no longer the head. */
export class StaleVersionError extends DomainError {
  readonly code = 'version_conflict';
  readonly currentVersionId: string;
  constructor(
    currentVersionId: string,
    message = 'The resource has changed since the version named in If-Match.',
  ) {
    super(message, { current_version_id: currentVersionId, version_id: currentVersionId });
    this.currentVersionId = currentVersionId;
  }
}

/** A mutation that requires If-Match was sent without it. */
export class PreconditionRequiredError extends DomainError {
  readonly code = 'if_match_required';
  readonly currentVersionId: string;
  constructor(currentVersionId: string) {
    super('This operation requires an If-Match header carrying the current version_id.', {
      current_version_id: currentVersionId,
      version_id: currentVersionId,
    });
    this.currentVersionId = currentVersionId;
  }
}

export interface RequiredStep {
  reason: 'MISSING_DEPENDENCY' | 'STALE_DEPENDENCY';
  operationId: string;
  operation: string;
  detail: string;
}

/** An operation depends on state that is missing or stale; the client must run the named steps first. */
export class StepsRequiredError extends DomainError {
  readonly code = 'steps_required';
  readonly steps: RequiredStep[];
  constructor(message: string, steps: RequiredStep[]) {
    super(message, { steps_required: steps });
    this.steps = steps;
  }
}

/** The request cannot be processed as sent (e.g. a unit that cannot be converted). */
export class UnprocessableError extends DomainError {
  readonly code: string;
  constructor(code: string, message: string, extras: Record<string, unknown> = {}) {
    super(message, extras);
    this.code = code;
  }
}

/** Malformed request: not a validation rule but a broken request (bad cursor, self-diff…). */
export class BadRequestError extends DomainError {
  readonly code: string;
  constructor(code: string, message: string, extras: Record<string, unknown> = {}) {
    super(message, extras);
    this.code = code;
  }
}

/** Missing, malformed, unknown or revoked credentials. */
export class UnauthorizedError extends DomainError {
  readonly code = 'unauthorized';
}

/** The caller's plan lacks a feature, or its write access is suspended. */
export class ForbiddenError extends DomainError {
  readonly code: string;
  constructor(code: string, message: string, extras: Record<string, unknown> = {}) {
    super(message, extras);
    this.code = code;
  }
}

/**
 * A metered quota is exhausted (`quota_exceeded`), or the request needs usage beyond the allowance
 * that the client has not confirmed yet (`metered_usage_confirmation_required`).
 */
export class QuotaExceededError extends DomainError {
  readonly code: 'quota_exceeded' | 'metered_usage_confirmation_required';
  constructor(
    message: string,
    extras: Record<string, unknown> = {},
    code: 'quota_exceeded' | 'metered_usage_confirmation_required' = 'quota_exceeded',
  ) {
    super(message, extras);
    this.code = code;
  }
}

/** Too many requests in the rate-limit window. */
export class RateLimitedError extends DomainError {
  readonly code = 'rate_limited';
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super(`Rate limit exceeded. Retry after ${retryAfterSeconds} seconds.`);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
