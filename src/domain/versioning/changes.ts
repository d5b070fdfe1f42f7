import { canonicalJson, type JsonObject } from './canonical.ts';

/** What an audit event records about a change: the fields that changed and their values. */
export interface ChangeSet {
  changed_fields: string[];
  before: JsonObject;
  after: JsonObject;
}

/**
 * The top-level fields whose values differ between two flat views of a document, with the old
 * and new values of exactly those fields (fields absent on one side are recorded as null).
 */
export function changeSet(before: JsonObject, after: JsonObject): ChangeSet {
  const out: ChangeSet = { changed_fields: [], before: {}, after: {} };
  const keys = [...Object.keys(before), ...Object.keys(after).filter((k) => !(k in before))];
  for (const key of keys) {
    const b = before[key] ?? null;
    const a = after[key] ?? null;
    if (canonicalJson(b) !== canonicalJson(a)) {
      out.changed_fields.push(key);
      out.before[key] = b;
      out.after[key] = a;
    }
  }
  return out;
}
