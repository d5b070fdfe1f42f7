import { ValidationError } from '../../domain/errors.ts';

/**
 * Opaque page cursors: base64url JSON of the position the next page starts after. Clients must
 * not build them; a cursor that does not decode is a validation error on the named parameter.
 */
export function encodeCursor(position: Record<string, string | number>): string {
  return Buffer.from(JSON.stringify(position), 'utf8').toString('base64url');
}

function invalid(param: string, value: string): ValidationError {
  return new ValidationError(`The ${param} is not a cursor this service issued.`, [
    { loc: ['query', param], msg: 'Invalid cursor', type: 'cursor_invalid', input: value },
  ]);
}

function decode(value: string, param: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // fall through
  }
  throw invalid(param, value);
}

/** A cursor holding a sequence number (version and audit pages). */
export function seqCursor(seq: number): string {
  return encodeCursor({ s: seq });
}

export function decodeSeqCursor(value: string, param: string): number {
  const s = decode(value, param).s;
  if (typeof s !== 'number' || !Number.isInteger(s) || s < 1) {
    throw invalid(param, value);
  }
  return s;
}

/** A cursor holding a creation time and id (document lists). */
export function timeIdCursor(createdAt: string, id: string): string {
  return encodeCursor({ c: createdAt, i: id });
}

export function decodeTimeIdCursor(value: string, param: string): { created_at: string; id: string } {
  const p = decode(value, param);
  if (typeof p.c !== 'string' || typeof p.i !== 'string') {
    throw invalid(param, value);
  }
  return { created_at: p.c, id: p.i };
}
