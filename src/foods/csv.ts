/**
 * A small streaming CSV reader (RFC 4180 as FoodData Central writes it): comma-separated, fields
 * optionally wrapped in double quotes, `""` an escaped quote inside a quoted field, commas and
 * line breaks allowed inside quotes, LF or CRLF line ends, UTF-8 with or without a byte order
 * mark, a header row first. A quote inside an unquoted field is kept as text.
 */
import { basename } from 'node:path';
import { FoodDataError } from './food-data.ts';
import { forEachLine } from './lines.ts';

/** Parse state carried across physical lines while a quoted field is open. */
interface Pending {
  fields: string[];
  field: string;
  startLine: number;
}

/**
 * Parses one physical line, continuing `pending` when a quoted field spans lines. Returns the
 * finished fields, or the state to continue with the next line; a problem description when the
 * line is malformed.
 */
export function parseCsvLine(
  line: string,
  pending: Pending | null,
  lineNo: number,
): { done: string[] } | { open: Pending } | { error: string } {
  const fields = pending?.fields ?? [];
  let i = 0;
  const n = line.length;
  let inQuotes = pending !== null;
  let field = pending === null ? '' : `${pending.field}\n`;
  // fast path: a line with no quote at all
  if (!inQuotes && !line.includes('"')) {
    return { done: line.split(',') };
  }
  for (;;) {
    if (inQuotes) {
      const q = line.indexOf('"', i);
      if (q === -1) {
        field += line.slice(i);
        return { open: { fields, field, startLine: pending?.startLine ?? lineNo } };
      }
      field += line.slice(i, q);
      if (line.charCodeAt(q + 1) === 34 /* " */) {
        field += '"';
        i = q + 2;
        continue;
      }
      inQuotes = false;
      i = q + 1;
      if (i < n && line.charCodeAt(i) !== 44 /* , */) {
        return { error: `field ${fields.length + 1}: unexpected text after a closing quote` };
      }
      fields.push(field);
      field = '';
      if (i >= n) {
        return { done: fields };
      }
      i += 1; // past ,
      if (i >= n) {
        fields.push('');
        return { done: fields };
      }
      continue;
    }
    if (line.charCodeAt(i) === 34 /* " */) {
      inQuotes = true;
      i += 1;
      continue;
    }
    const comma = line.indexOf(',', i);
    if (comma === -1) {
      fields.push(line.slice(i));
      return { done: fields };
    }
    fields.push(line.slice(i, comma));
    i = comma + 1;
    if (i >= n) {
      fields.push('');
      return { done: fields };
    }
  }
}

export interface CsvRow {
  /** The value of a column by header name ('' when the field is empty). */
  get(column: string): string;
  /** 1-based physical line where the record starts. */
  line: number;
}

/**
 * Streams the CSV file at `path`, checks that its header has `required` columns and that every
 * record has as many fields as the header, and calls `onRow` per record. Blank lines are skipped.
 * Throws FoodDataError naming the file and line. `afterChunk` is awaited after each chunk read
 * (see forEachLine), so a caller can write what it read before reading on.
 */
export async function forEachCsvRow(
  path: string,
  required: readonly string[],
  onRow: (row: CsvRow) => void,
  afterChunk?: () => Promise<void>,
): Promise<number> {
  const file = basename(path);
  let header: string[] | null = null;
  let index = new Map<string, number>();
  const state: { pending: Pending | null } = { pending: null };
  let rows = 0;
  let fields: string[] = [];
  let recordLine = 0;
  const row: CsvRow = {
    get(column: string): string {
      const at = index.get(column);
      return at === undefined ? '' : (fields[at] ?? '');
    },
    line: 0,
  };
  await forEachLine(
    path,
    'utf8',
    (line, lineNo) => {
      if (state.pending === null && line === '') {
        return;
      }
      const startLine = state.pending?.startLine ?? lineNo;
      const parsed = parseCsvLine(line, state.pending, lineNo);
      if ('error' in parsed) {
        const context =
          startLine === lineNo
            ? ''
            : ` (in a record that starts on line ${startLine}: is a quote left open there?)`;
        throw new FoodDataError(file, lineNo, `${parsed.error}${context}`);
      }
      if ('open' in parsed) {
        state.pending = parsed.open;
        return;
      }
      state.pending = null;
      recordLine = startLine;
      if (header === null) {
        header = parsed.done.map((h) => h.trim());
        index = new Map(header.map((h, at) => [h, at]));
        const missing = required.filter((c) => !index.has(c));
        if (missing.length > 0) {
          throw new FoodDataError(
            file,
            recordLine,
            `header lacks column ${missing.map((c) => `"${c}"`).join(', ')}`,
          );
        }
        return;
      }
      if (parsed.done.length !== header.length) {
        throw new FoodDataError(
          file,
          recordLine,
          `expected ${header.length} fields, found ${parsed.done.length}`,
        );
      }
      fields = parsed.done;
      row.line = recordLine;
      rows += 1;
      onRow(row);
    },
    afterChunk,
  );
  if (state.pending !== null) {
    throw new FoodDataError(
      file,
      state.pending.startLine,
      'quoted field is not closed before the end of the file',
    );
  }
  if (header === null) {
    throw new FoodDataError(file, null, 'the file is empty (no header row)');
  }
  return rows;
}
