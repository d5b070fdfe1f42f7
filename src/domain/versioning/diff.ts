import { canonicalJson, type JsonObject, type JsonValue } from './canonical.ts';

/**
 * A structural diff between two JSON documents, as a nested map keyed by field name. Leaves carry
 * `before` and/or `after`; objects and arrays that changed inside carry their own `field_changes`.
 * Arrays whose items all have a unique string `id` (ingredients, servings) are keyed by that id,
 * with an `$order` entry when the common items changed order; other arrays are keyed by index.
 */
export type FieldChange =
  | { change: 'added'; after: JsonValue }
  | { change: 'removed'; before: JsonValue }
  | { change: 'modified'; before: JsonValue; after: JsonValue }
  | { change: 'modified'; field_changes: FieldChanges };

export type FieldChanges = { [field: string]: FieldChange };

/** The key under which a reordering of id-keyed array items is reported. */
export const ORDER_KEY = '$order';

function isObject(v: JsonValue | undefined): v is JsonObject {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function idsOf(items: JsonValue[]): string[] | undefined {
  const ids: string[] = [];
  for (const item of items) {
    const id = isObject(item) ? item.id : undefined;
    if (typeof id !== 'string') {
      return undefined;
    }
    ids.push(id);
  }
  return new Set(ids).size === ids.length ? ids : undefined;
}

function keyed(items: JsonValue[], ids: string[] | undefined): Map<string, JsonValue> {
  const out = new Map<string, JsonValue>();
  items.forEach((item, i) => {
    out.set(ids === undefined ? String(i) : (ids[i] as string), item);
  });
  return out;
}

function diffMaps(before: Map<string, JsonValue>, after: Map<string, JsonValue>): FieldChanges {
  const out: FieldChanges = {};
  for (const [key, b] of before) {
    const change = diffValue(b, after.get(key), after.has(key));
    if (change !== undefined) {
      out[key] = change;
    }
  }
  for (const [key, a] of after) {
    if (!before.has(key)) {
      out[key] = { change: 'added', after: a };
    }
  }
  return out;
}

function diffArrays(before: JsonValue[], after: JsonValue[]): FieldChanges {
  const beforeIds = idsOf(before);
  const afterIds = idsOf(after);
  const byId = beforeIds !== undefined && afterIds !== undefined;
  const out = diffMaps(
    keyed(before, byId ? beforeIds : undefined),
    keyed(after, byId ? afterIds : undefined),
  );
  if (byId) {
    const common = new Set(afterIds);
    const beforeOrder = beforeIds.filter((id) => common.has(id));
    const kept = new Set(beforeOrder);
    const afterOrder = afterIds.filter((id) => kept.has(id));
    if (beforeOrder.join('\u0000') !== afterOrder.join('\u0000')) {
      out[ORDER_KEY] = { change: 'modified', before: beforeOrder, after: afterOrder };
    }
  }
  return out;
}

function diffValue(
  before: JsonValue,
  after: JsonValue | undefined,
  present: boolean,
): FieldChange | undefined {
  if (!present || after === undefined) {
    return { change: 'removed', before };
  }
  if (canonicalJson(before) === canonicalJson(after)) {
    return undefined;
  }
  if (isObject(before) && isObject(after)) {
    return { change: 'modified', field_changes: diffObjects(before, after) };
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    return { change: 'modified', field_changes: diffArrays(before, after) };
  }
  return { change: 'modified', before, after };
}

/** The changes that turn `before` into `after` (`before` null: everything is added). */
export function diffObjects(before: JsonObject | null, after: JsonObject): FieldChanges {
  return diffMaps(new Map(Object.entries(before ?? {})), new Map(Object.entries(after)));
}
