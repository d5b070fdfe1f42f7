/**
 * The built-in food catalogue: every food of the USDA SR28 release as the service uses it
 * (`Food` records: registry nutrients, household portions, Atwater factors, common names,
 * allergens, the added-sugar flag), derived by scripts/build-catalogue.ts and committed as one
 * gzip file, sr28-catalogue.jsonl.gz. Decompressed, the file is JSON lines:
 *
 *   line 1   the header: format, version, release, citation, the sha256 of every source file
 *            read, the number of foods and `build`, the sha256 of the food lines that follow;
 *   line 2…  one `Food` per line, serialized as is (JSON.stringify of the reader's record), so a
 *            field added to `Food` reaches the catalogue with a rebuild and no change here.
 *
 * The same input gives the same bytes: foods in source order, keys in the reader's order, no
 * timestamps, gzip level 9 with no file name or time in its header.
 */
import { createHash } from 'node:crypto';
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { constants, gunzipSync, gzipSync } from 'node:zlib';
import type { Food } from '../../domain/foods/food.ts';
import { FoodDataError } from '../food-data.ts';

/** Absolute path of the committed catalogue. */
export const BUILT_IN_CATALOGUE_PATH = fileURLToPath(new URL('./sr28-catalogue.jsonl.gz', import.meta.url));

export const CATALOGUE_FORMAT = 'nutrition-label-api food catalogue';
export const CATALOGUE_VERSION = 1;

export interface CatalogueSourceFile {
  /** File name in the release folder ("FOOD_DES.txt"). */
  file: string;
  bytes: number;
  sha256: string;
}

export interface CatalogueHeader {
  format: string;
  version: number;
  /** The release the foods come from. */
  release: string;
  /** How USDA asks to be cited. */
  citation: string;
  /** Every source file the build read, in reading order. */
  sources: CatalogueSourceFile[];
  foods: number;
  /** sha256 of the food lines (everything after the header line): the build's identity. */
  build: string;
}

export interface CatalogueBuildInput {
  release: string;
  citation: string;
  sources: CatalogueSourceFile[];
}

export function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The food lines of a catalogue: one JSON object per food, each line ending in "\n". */
function foodLines(foods: readonly Food[]): string {
  let body = '';
  for (const food of foods) {
    body += `${JSON.stringify(food)}\n`;
  }
  return body;
}

/** The catalogue file's bytes for `foods`: deterministic for the same foods and sources. */
export function encodeCatalogue(foods: readonly Food[], input: CatalogueBuildInput): Buffer {
  const body = foodLines(foods);
  const header: CatalogueHeader = {
    format: CATALOGUE_FORMAT,
    version: CATALOGUE_VERSION,
    release: input.release,
    citation: input.citation,
    sources: input.sources,
    foods: foods.length,
    build: sha256(body),
  };
  return gzipSync(`${JSON.stringify(header)}\n${body}`, { level: 9 });
}

export interface DecodedCatalogue {
  header: CatalogueHeader;
  /** The food lines, still as text: parse them with `catalogueFoods`, a batch at a time. */
  body: string;
}

const FILE = 'sr28-catalogue.jsonl.gz';

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function checkHeader(value: unknown): CatalogueHeader {
  const fail = (what: string): never => {
    throw new FoodDataError(FILE, 1, what);
  };
  if (!isObject(value) || value.format !== CATALOGUE_FORMAT) {
    return fail(`not a ${CATALOGUE_FORMAT} file`);
  }
  if (value.version !== CATALOGUE_VERSION) {
    fail(`version ${String(value.version)} is not the version ${CATALOGUE_VERSION} this service reads`);
  }
  if (typeof value.build !== 'string' || !/^[0-9a-f]{64}$/.test(value.build)) {
    fail('build is not a sha256');
  }
  if (typeof value.foods !== 'number' || !Number.isInteger(value.foods) || value.foods < 0) {
    fail('foods is not a count');
  }
  if (typeof value.release !== 'string' || !Array.isArray(value.sources)) {
    fail('release or sources missing');
  }
  return value as unknown as CatalogueHeader;
}

/**
 * Decompresses catalogue bytes (`partial`: only the first few kilobytes of the file, inflated as
 * far as they go) and splits off the header line, parsed and checked.
 */
function splitHeader(bytes: Buffer, partial: boolean): { header: CatalogueHeader; rest: string } {
  let text: string;
  try {
    const inflated = partial ? gunzipSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH }) : gunzipSync(bytes);
    text = inflated.toString('utf8');
  } catch (err) {
    throw new FoodDataError(
      FILE,
      null,
      `not a gzip file (${err instanceof Error ? err.message : String(err)})`,
    );
  }
  const nl = text.indexOf('\n');
  if (nl === -1) {
    throw new FoodDataError(FILE, 1, 'no header line');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.slice(0, nl));
  } catch {
    throw new FoodDataError(FILE, 1, 'the header is not JSON');
  }
  return { header: checkHeader(parsed), rest: text.slice(nl + 1) };
}

/**
 * Decompresses a catalogue file's bytes and reads its header. With `verify`, also checks that the
 * food lines hash to the header's `build` (a truncated or edited file fails here).
 */
export function decodeCatalogue(bytes: Buffer, options: { verify?: boolean } = {}): DecodedCatalogue {
  const { header, rest: body } = splitHeader(bytes, false);
  if (options.verify === true && sha256(body) !== header.build) {
    throw new FoodDataError(FILE, null, `the food lines do not hash to the header's build ${header.build}`);
  }
  return { header, body };
}

/** Reads the committed catalogue (or another catalogue file). */
export function readCatalogueFile(
  path: string = BUILT_IN_CATALOGUE_PATH,
  options: { verify?: boolean } = {},
): DecodedCatalogue {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (err) {
    throw new FoodDataError(
      FILE,
      null,
      `cannot read ${path} (${err instanceof Error ? err.message : String(err)})`,
    );
  }
  return decodeCatalogue(bytes, options);
}

/**
 * Reads only the header of a catalogue file: the first few kilobytes, decompressed as far as they
 * go. Start-up uses it to learn the build id without decompressing the foods.
 */
export function readCatalogueHeader(path: string = BUILT_IN_CATALOGUE_PATH): CatalogueHeader {
  let head: Buffer;
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const buf = Buffer.alloc(16_384);
    const n = readSync(fd, buf, 0, buf.length, 0);
    head = buf.subarray(0, n);
  } catch (err) {
    throw new FoodDataError(
      FILE,
      null,
      `cannot read ${path} (${err instanceof Error ? err.message : String(err)})`,
    );
  } finally {
    if (fd !== undefined) {
      closeSync(fd);
    }
  }
  return splitHeader(head, true).header;
}

function checkFood(value: unknown, line: number): Food {
  const fail = (what: string): never => {
    throw new FoodDataError(FILE, line, what);
  };
  if (!isObject(value)) {
    return fail('not a food object');
  }
  for (const key of ['id', 'source', 'source_id', 'name', 'category'] as const) {
    if (typeof value[key] !== 'string') {
      fail(`${key} is not a string`);
    }
  }
  if (!isObject(value.nutrients) || !Array.isArray(value.portions) || !Array.isArray(value.allergens)) {
    fail('nutrients, portions or allergens missing');
  }
  if (!Array.isArray(value.common_names) || typeof value.added_sugar !== 'boolean') {
    fail('common_names or added_sugar missing');
  }
  return value as unknown as Food;
}

/**
 * The foods of a decoded catalogue in batches of `size`, parsed only as they are asked for, so a
 * caller writing them to the store never holds every parsed food at once. Each line is checked
 * for the fields every food has; other fields pass through as the build wrote them.
 */
export function* catalogueFoods(decoded: DecodedCatalogue, size = 500): Generator<Food[]> {
  const { body } = decoded;
  let batch: Food[] = [];
  let start = 0;
  let line = 1;
  let count = 0;
  while (start < body.length) {
    let end = body.indexOf('\n', start);
    if (end === -1) {
      end = body.length;
    }
    line += 1;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.slice(start, end));
    } catch {
      throw new FoodDataError(FILE, line, 'not a JSON food');
    }
    batch.push(checkFood(parsed, line));
    count += 1;
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
    start = end + 1;
  }
  if (batch.length > 0) {
    yield batch;
  }
  if (count !== decoded.header.foods) {
    throw new FoodDataError(FILE, null, `holds ${count} foods, the header says ${decoded.header.foods}`);
  }
}

/** Every food of a decoded catalogue, parsed at once. */
export function allCatalogueFoods(decoded: DecodedCatalogue): Food[] {
  const out: Food[] = [];
  for (const batch of catalogueFoods(decoded)) {
    out.push(...batch);
  }
  return out;
}
