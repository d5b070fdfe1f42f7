/**
 * Builds src/foods/built-in/sr28-catalogue.jsonl.gz, the catalogue the service loads by default,
 * from the official USDA SR28 release (ASCII files) at development time:
 *
 *   npm run build:catalogue [-- path/to/usda-sr28]
 *
 * The folder defaults to ../shared/usda-sr28 beside the repository, then /work/shared/usda-sr28.
 * Every food SR28 has is written as the SR28 reader returns it, with the release name and the
 * sha256 of each file read. The same release gives the same bytes;
 * test/foods/built-in-catalogue.test.ts rebuilds the file and compares. Re-run it whenever the
 * reader, the `Food` type, the nutrient registry, allergen detection or the added-sugar rules change.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILT_IN_CATALOGUE_PATH, encodeCatalogue, sha256 } from '../src/foods/built-in/index.ts';
import { readSr28 } from '../src/foods/sr28.ts';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

export const SR28_RELEASE =
  'USDA National Nutrient Database for Standard Reference, Release 28 (2015, revised 2016)';
export const SR28_CITATION =
  'U.S. Department of Agriculture, Agricultural Research Service. USDA National Nutrient Database for Standard Reference, Release 28';

export function sr28Folder(arg?: string): string {
  const candidates =
    arg === undefined ? [resolve(repoRoot, '..', 'shared', 'usda-sr28'), '/work/shared/usda-sr28'] : [arg];
  const found = candidates.find((dir) => existsSync(join(dir, 'FOOD_DES.txt')));
  if (found === undefined) {
    throw new Error(`No SR28 release (FOOD_DES.txt) in ${candidates.join(' or ')}`);
  }
  return found;
}

/** The catalogue file's bytes for the SR28 release in `dir`. */
export async function buildCatalogue(dir: string): Promise<Buffer> {
  const { foods, files = [] } = await readSr28(dir);
  const sources = files.map((path) => {
    const bytes = readFileSync(path);
    return { file: basename(path), bytes: bytes.length, sha256: sha256(bytes) };
  });
  return encodeCatalogue(foods, { release: SR28_RELEASE, citation: SR28_CITATION, sources });
}

if (import.meta.main) {
  const dir = sr28Folder(process.argv[2]);
  const bytes = await buildCatalogue(dir);
  writeFileSync(BUILT_IN_CATALOGUE_PATH, bytes);
  console.log(`Wrote ${BUILT_IN_CATALOGUE_PATH}: ${bytes.length} bytes from ${dir}`);
}
