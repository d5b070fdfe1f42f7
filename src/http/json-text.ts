/**
 * Checks on a JSON request body's raw text, made before it is parsed. They bound what the parser,
 * the schema validator and the serializers ever recurse through, and refuse text the stores cannot
 * hold, so such input is a clear 400 instead of a stack overflow or a database error:
 *
 * - nesting deeper than MAX_JSON_DEPTH objects/arrays (no request of this API needs more than a
 *   handful of levels);
 * - the NUL character (`\u0000`), which PostgreSQL text cannot store;
 * - lone UTF-16 surrogates (`\ud800` without its pair), which are not Unicode text.
 *
 * One linear pass; escapes inside strings are followed so brackets in strings do not count.
 */

export const MAX_JSON_DEPTH = 64;

export interface JsonTextProblem {
  code: 'json_too_deep' | 'invalid_text';
  detail: string;
}

const HEX4 = /^[0-9a-fA-F]{4}$/;

function escapedUnit(text: string, at: number): number | undefined {
  // text[at] is the backslash of `\uXXXX`
  if (text.charCodeAt(at + 1) !== 0x75) {
    return undefined;
  }
  const hex = text.slice(at + 2, at + 6);
  return HEX4.test(hex) ? Number.parseInt(hex, 16) : undefined;
}

const isHigh = (u: number) => u >= 0xd800 && u <= 0xdbff;
const isLow = (u: number) => u >= 0xdc00 && u <= 0xdfff;

/** The first problem of a JSON text, or null. Malformed JSON is left to the parser. */
export function jsonTextProblem(text: string, maxDepth = MAX_JSON_DEPTH): JsonTextProblem | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x22) {
        inString = false;
      } else if (c === 0x5c) {
        const unit = escapedUnit(text, i);
        if (unit === undefined) {
          i += 1;
          continue;
        }
        if (unit === 0) {
          return { code: 'invalid_text', detail: 'Text in the request body must not contain NUL (\\u0000).' };
        }
        if (isHigh(unit) && text.charCodeAt(i + 6) === 0x5c) {
          const next = escapedUnit(text, i + 6);
          if (next !== undefined && isLow(next)) {
            i += 11;
            continue;
          }
        }
        if (isHigh(unit) || isLow(unit)) {
          return {
            code: 'invalid_text',
            detail:
              'Text in the request body must be valid Unicode: a \\uD800–\\uDFFF escape must be half of a surrogate pair.',
          };
        }
        i += 5;
      } else if (isHigh(c) && isLow(text.charCodeAt(i + 1))) {
        i += 1;
      } else if (isHigh(c) || isLow(c)) {
        return { code: 'invalid_text', detail: 'Text in the request body must be valid Unicode.' };
      }
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > maxDepth) {
        return {
          code: 'json_too_deep',
          detail: `The request body nests objects or arrays more than ${maxDepth} levels deep.`,
        };
      }
    } else if (c === 0x7d || c === 0x5d) {
      depth -= 1;
    }
  }
  return null;
}
