/**
 * Ingredient-line parser throughput: parses every input of ../shared/parse-dev/cases.jsonl over
 * and over for about three seconds, after one warm-up pass, and reports lines per second. Without
 * that file it parses a few built-in lines instead. Run: node bench/parser.ts
 */

import { setImmediate as nextTurn } from 'node:timers/promises';
import { casesAvailable, readCases } from '../scripts/lib/parse-dev.ts';
import { parseIngredientLine } from '../src/domain/parsing/parse-ingredient-line.ts';

const DURATION_MS = 3000;

const BUILT_IN_LINES = [
  '1 (14.5 oz) can diced tomatoes, drained',
  '8 ounces (2 sticks) unsalted butter, softened',
  '10g/½oz fresh ginger, finely grated',
  '2 large eggs, lightly beaten',
  '1 1/2 cups all-purpose flour, sifted',
  '3-4 garlic cloves, minced',
  'salt and freshly ground black pepper, to taste',
  '¼ cup chopped fresh cilantro (optional)',
];

function passOver(lines: readonly string[]): void {
  for (const line of lines) {
    parseIngredientLine(line);
  }
}

export async function benchParser(
  durationMs = DURATION_MS,
): Promise<{ linesPerSecond: number; lines: number }> {
  const lines = casesAvailable() ? readCases().map((c) => c.input) : BUILT_IN_LINES;
  passOver(lines);
  let parsed = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < durationMs) {
    passOver(lines);
    parsed += lines.length;
    elapsed = performance.now() - start;
    await nextTurn();
  }
  return { linesPerSecond: parsed / (elapsed / 1000), lines: lines.length };
}

if (import.meta.main) {
  const { linesPerSecond, lines } = await benchParser();
  console.log(
    `parser: ${Math.round(linesPerSecond)} lines/s (${lines} distinct lines, ${DURATION_MS / 1000} s)`,
  );
}
