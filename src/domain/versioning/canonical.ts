/**
 * Canonical JSON: the one byte-exact text of a JSON value that every hash in the service is
 * computed over. Object keys are sorted (by UTF-16 code units, as `Array.prototype.sort` does),
 * there is no whitespace, and members whose value is `undefined` are left out (as JSON.stringify
 * does). Numbers must be finite; decimals that matter travel as strings anyway.
 */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export class CanonicalJsonError extends Error {}

function write(value: unknown, out: string[], path: string): void {
  if (value === null) {
    out.push('null');
    return;
  }
  switch (typeof value) {
    case 'boolean':
      out.push(value ? 'true' : 'false');
      return;
    case 'number':
      if (!Number.isFinite(value)) {
        throw new CanonicalJsonError(`${path || 'value'} is not a finite number`);
      }
      out.push(JSON.stringify(value));
      return;
    case 'string':
      out.push(JSON.stringify(value));
      return;
    case 'object': {
      if (Array.isArray(value)) {
        out.push('[');
        value.forEach((item, i) => {
          if (i > 0) {
            out.push(',');
          }
          write(item === undefined ? null : item, out, `${path}[${i}]`);
        });
        out.push(']');
        return;
      }
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record)
        .filter((k) => record[k] !== undefined)
        .sort();
      out.push('{');
      keys.forEach((k, i) => {
        if (i > 0) {
          out.push(',');
        }
        out.push(JSON.stringify(k), ':');
        write(record[k], out, path === '' ? k : `${path}.${k}`);
      });
      out.push('}');
      return;
    }
    default:
      throw new CanonicalJsonError(`${path || 'value'} is not JSON (${typeof value})`);
  }
}

/** The canonical text of a JSON value: sorted keys, no whitespace. */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  write(value, out, '');
  return out.join('');
}

/** Whether two JSON values are equal (same canonical text). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}
