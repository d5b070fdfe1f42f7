import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import { FoodDataError } from './food-data.ts';

export type TextEncoding = 'latin1' | 'utf8';

/** How often (in lines) the readers report progress. */
export const PROGRESS_EVERY = 50_000;

/**
 * Streams a text file line by line, calling `onLine` with the line (without CR/LF) and its
 * 1-based number. A `.gz` file is decompressed on the fly. Lines end in LF or CRLF; a last line
 * without a line end counts; a UTF-8 byte order mark is dropped. Throwing from `onLine` stops the
 * read and rejects with that error; a file that cannot be read or decompressed rejects with a
 * FoodDataError naming it. `afterChunk`, when given, is awaited after the lines of each chunk read
 * (about 64 KB): a caller that writes what it read as it goes waits there, so reading never runs
 * ahead of writing; what it throws rejects the read as is.
 */
export async function forEachLine(
  path: string,
  encoding: TextEncoding,
  onLine: (line: string, lineNo: number) => void,
  afterChunk?: () => Promise<void>,
): Promise<number> {
  const file = createReadStream(path);
  const stream: Readable = path.endsWith('.gz')
    ? pipeline(file, createGunzip(), () => {
        // errors surface through the async iterator below
      })
    : file;
  const decoder = new StringDecoder(encoding);
  let rest = '';
  let lineNo = 0;
  const emit = (raw: string): void => {
    lineNo += 1;
    let line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (lineNo === 1 && line.charCodeAt(0) === 0xfeff) {
      line = line.slice(1);
    }
    onLine(line, lineNo);
  };
  let failedInLine = false;
  const emitChecked = (raw: string): void => {
    try {
      emit(raw);
    } catch (err) {
      failedInLine = true;
      throw err;
    }
  };
  try {
    for await (const chunk of stream) {
      const text = rest + decoder.write(chunk as Buffer);
      let start = 0;
      let nl = text.indexOf('\n', start);
      while (nl !== -1) {
        emitChecked(text.slice(start, nl));
        start = nl + 1;
        nl = text.indexOf('\n', start);
      }
      rest = text.slice(start);
      if (afterChunk !== undefined) {
        try {
          await afterChunk();
        } catch (err) {
          failedInLine = true;
          throw err;
        }
      }
    }
    rest += decoder.end();
    if (rest.length > 0) {
      emitChecked(rest);
    }
  } catch (err) {
    if (failedInLine || err instanceof FoodDataError) {
      throw err;
    }
    const reason = err instanceof Error ? err.message : String(err);
    throw new FoodDataError(basename(path), null, `cannot read the file (${reason})`);
  } finally {
    stream.destroy();
    file.destroy();
  }
  return lineNo;
}

export async function fileExists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/** The first of `names` that exists in `dir`; throws FoodDataError naming the first when none does. */
export async function findFile(
  dir: string,
  names: readonly string[],
): Promise<{ path: string; name: string }> {
  for (const name of names) {
    const path = join(dir, name);
    if (await fileExists(path)) {
      return { path, name };
    }
  }
  throw new FoodDataError(names[0] ?? '', null, `file not found in ${dir} (looked for ${names.join(', ')})`);
}
