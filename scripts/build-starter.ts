/**
 * Builds src/foods/starter/catalogue.json, the committed starter catalogue, from the USDA SR28
 * release at development time:
 *
 *   node scripts/build-starter.ts [path/to/usda-sr28]
 *
 * The folder defaults to ../shared/usda-sr28 beside the repository, then /work/shared/usda-sr28.
 * For every NDB number in scripts/starter-ndbs.ts it checks that SR28 names the food as the list
 * says, and writes the facts the service needs: name, food group, the registry's nutrients per
 * 100 g as SR28 gives them, household portions, Atwater factors, the added-sugar flag and the
 * allergens. One food per line keeps diffs readable. Re-run it after changing the list or the
 * nutrient registry; test/foods/starter.test.ts checks the file against SR28.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Food } from '../src/domain/foods/food.ts';
import { readSr28 } from '../src/foods/sr28.ts';
import {
  CATALOGUE_NUTRIENTS,
  CATALOGUE_PATH,
  type StarterEntry,
  toStarterEntry,
} from '../src/foods/starter/index.ts';
import { STARTER_GROUPS } from './starter-ndbs.ts';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

function sr28Folder(arg: string | undefined): string {
  const candidates =
    arg === undefined ? [resolve(repoRoot, '..', 'shared', 'usda-sr28'), '/work/shared/usda-sr28'] : [arg];
  const found = candidates.find((dir) => existsSync(join(dir, 'FOOD_DES.txt')));
  if (found === undefined) {
    throw new Error(`No SR28 release (FOOD_DES.txt) in ${candidates.join(' or ')}`);
  }
  return found;
}

/** The catalogue file: a header naming the nutrient columns, then one food per line. */
function formatCatalogue(entries: readonly StarterEntry[], sr28: string): string {
  const lines = entries.map((e) => `    ${JSON.stringify(e)}`);
  return [
    '{',
    `  "source": ${JSON.stringify(sr28)},`,
    `  "nutrients": ${JSON.stringify(CATALOGUE_NUTRIENTS)},`,
    '  "foods": [',
    lines.join(',\n'),
    '  ]',
    '}',
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const dir = sr28Folder(process.argv[2]);
  const { foods } = await readSr28(dir);
  const byNdb = new Map<string, Food>(foods.map((f) => [f.source_id, f]));
  const problems: string[] = [];
  const entries: StarterEntry[] = [];
  for (const group of STARTER_GROUPS) {
    for (const [ndb, name] of group.foods) {
      const food = byNdb.get(ndb);
      if (food === undefined) {
        problems.push(`${ndb} (${group.group}) is not in SR28`);
      } else if (food.name !== name) {
        problems.push(`${ndb} (${group.group}) is "${food.name}" in SR28, the list says "${name}"`);
      } else {
        entries.push(toStarterEntry(food));
      }
    }
  }
  const seen = new Set<string>();
  for (const e of entries) {
    if (seen.has(e.ndb)) {
      problems.push(`${e.ndb} is listed twice`);
    }
    seen.add(e.ndb);
  }
  if (problems.length > 0) {
    throw new Error(`The starter list does not match SR28:\n${problems.join('\n')}`);
  }
  const text = formatCatalogue(
    entries,
    'U.S. Department of Agriculture, Agricultural Research Service. USDA National Nutrient Database for Standard Reference, Release 28',
  );
  writeFileSync(CATALOGUE_PATH, text);
  console.log(`Wrote ${entries.length} foods, ${Buffer.byteLength(text)} bytes, to ${CATALOGUE_PATH}`);
}

await main();
