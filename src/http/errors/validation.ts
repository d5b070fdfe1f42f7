import type { FieldIssue } from '../../domain/errors.ts';

/** The subset of an Ajv error Fastify hands over. */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

const CONTEXT: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

function segments(instancePath: string): (string | number)[] {
  if (instancePath === '') {
    return [];
  }
  return instancePath
    .slice(1)
    .split('/')
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

function valueAt(root: unknown, path: (string | number)[]): unknown {
  let cur = root;
  for (const p of path) {
    if (cur === null || typeof cur !== 'object') {
      return undefined;
    }
    cur = (cur as Record<string | number, unknown>)[p];
  }
  return cur;
}

function describe(e: SchemaError): { msg: string; type: string; extraKey?: string } {
  const p = e.params;
  switch (e.keyword) {
    case 'required':
      return { msg: 'Field required', type: 'missing', extraKey: String(p.missingProperty) };
    case 'additionalProperties':
      return { msg: 'Unknown field', type: 'extra_forbidden', extraKey: String(p.additionalProperty) };
    case 'type':
      return {
        msg: `Must be ${/^[aeiou]/.test(String(p.type)) ? 'an' : 'a'} ${String(p.type)}`,
        type: `${p.type}_type`,
      };
    case 'minLength':
      return Number(p.limit) === 1
        ? { msg: 'Must not be empty', type: 'string_too_short' }
        : { msg: `Must have at least ${p.limit} characters`, type: 'string_too_short' };
    case 'maxLength':
      return { msg: `Must have at most ${p.limit} characters`, type: 'string_too_long' };
    case 'minimum':
      return { msg: `Must be greater than or equal to ${p.limit}`, type: 'greater_than_equal' };
    case 'maximum':
      return { msg: `Must be less than or equal to ${p.limit}`, type: 'less_than_equal' };
    case 'exclusiveMinimum':
      return { msg: `Must be greater than ${p.limit}`, type: 'greater_than' };
    case 'exclusiveMaximum':
      return { msg: `Must be less than ${p.limit}`, type: 'less_than' };
    case 'minItems':
      return { msg: `Must have at least ${p.limit} items`, type: 'too_short' };
    case 'maxItems':
      return { msg: `Must have at most ${p.limit} items`, type: 'too_long' };
    case 'pattern':
      return { msg: `Must match the pattern ${p.pattern}`, type: 'string_pattern_mismatch' };
    case 'format':
      return { msg: `Must be a valid ${p.format}`, type: 'format' };
    case 'enum':
      return {
        msg: `Must be one of: ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
        type: 'enum',
      };
    case 'const':
      return { msg: `Must be ${JSON.stringify(p.allowedValue)}`, type: 'literal_error' };
    case 'multipleOf':
      return { msg: `Must be a multiple of ${p.multipleOf}`, type: 'multiple_of' };
    default:
      return { msg: e.message ?? 'Invalid value', type: e.keyword };
  }
}

/** Longest string echoed back as a validation issue's `input`; longer ones are cut. */
const ECHO_STRING_CHARS = 200;
/** Largest object or array (as JSON) echoed back as `input`; larger ones are left out. */
const ECHO_JSON_CHARS = 1000;

/**
 * The offending value as the validation body may quote it: never a huge input (a 1 MB string
 * comes back as its first 200 characters and "…"; a large object or array is not quoted).
 */
export function echoable(value: unknown): unknown {
  if (typeof value === 'string') {
    if (value.length <= ECHO_STRING_CHARS) {
      return value;
    }
    // Do not cut a surrogate pair in half.
    const last = value.charCodeAt(ECHO_STRING_CHARS - 1);
    const end = last >= 0xd800 && last <= 0xdbff ? ECHO_STRING_CHARS - 1 : ECHO_STRING_CHARS;
    return `${value.slice(0, end)}…`;
  }
  if (value !== null && typeof value === 'object') {
    const json = JSON.stringify(value);
    return json === undefined || json.length > ECHO_JSON_CHARS ? undefined : value;
  }
  return value;
}

/** Turns Fastify/Ajv schema errors into field issues, one per location. */
export function issuesFromSchemaErrors(errors: SchemaError[], context: string, data: unknown): FieldIssue[] {
  const where = CONTEXT[context] ?? context;
  const seen = new Set<string>();
  const issues: FieldIssue[] = [];
  for (const e of errors) {
    if (e.keyword === 'anyOf' || e.keyword === 'oneOf' || e.keyword === 'if') {
      continue;
    }
    const d = describe(e);
    const path = segments(e.instancePath);
    if (d.extraKey !== undefined) {
      path.push(d.extraKey);
    }
    const key = JSON.stringify(path);
    if (seen.has(key)) {
      continue;
    }
    seen.add(key);
    const input = e.keyword === 'required' ? undefined : echoable(valueAt(data, path));
    const ctx = Object.keys(e.params).length > 0 && e.keyword !== 'required' ? { ...e.params } : undefined;
    issues.push({
      loc: [where, ...path],
      msg: d.msg,
      type: d.type,
      ...(input === undefined ? {} : { input }),
      ...(ctx === undefined ? {} : { ctx }),
    });
  }
  if (issues.length === 0) {
    issues.push({ loc: [where], msg: 'Invalid value', type: 'value_error' });
  }
  return issues;
}
