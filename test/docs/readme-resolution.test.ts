import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../helpers/app.ts';
import { recipeWithSession } from '../http/ingredient-resolutions/helpers.ts';

/**
 * The README's resolution walk-through (the banana bread) is what the service answers: its lines
 * go through a real session on the default catalogue (all of SR28), and every row of the README's
 * table must give the food, the confidence and the grams the service gives.
 */
const README = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');

interface TableRow {
  line: string;
  food: string;
  confidence: number;
  grams: string;
}

/** The lines sent in the walk-through's curl command, in order. */
function walkthroughLines(): string[] {
  const start = README.indexOf('A banana bread as a cook writes it');
  expect(start, 'the README has the banana bread walk-through').toBeGreaterThan(0);
  const block = README.slice(start, README.indexOf('```\n', README.indexOf('```sh', start) + 5));
  return [...block.matchAll(/"action":"add_ingredient","text":"([^"]+)"/g)].map((m) => m[1] as string);
}

/** The table that follows the walk-through: line | food (confidence) | grams. */
function walkthroughTable(): TableRow[] {
  const start = README.indexOf('| line | food (confidence) | grams |');
  expect(start, 'the README has the walk-through table').toBeGreaterThan(0);
  const rows: TableRow[] = [];
  for (const text of README.slice(start).split('\n').slice(2)) {
    if (!text.startsWith('|')) {
      break;
    }
    const [line, food, grams] = text
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim()) as [string, string, string];
    const m = /"([^"]+)" \((\d\.\d+)\)/.exec(food) ?? /^(.*) \((\d\.\d+)\)/.exec(food);
    expect(m, `a food and a confidence in "${food}"`).not.toBeNull();
    rows.push({ line, food: (m as RegExpExecArray)[1] as string, confidence: Number(m?.[2]), grams });
  }
  return rows;
}

let t: TestApp;
let org: TestOrg;
let answered: Record<string, any>[];
const lines = walkthroughLines();
const table = walkthroughTable();

beforeAll(async () => {
  t = await startTestApp({ catalogue: 'full' });
  org = await t.newOrg();
  answered = (await recipeWithSession(t, org, lines)).session.rows;
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("the README's resolution walk-through", () => {
  it('lists every line it sends, in order', () => {
    expect(lines.length).toBeGreaterThanOrEqual(10);
    expect(table.map((r) => r.line)).toEqual(lines);
  });

  it('gives, for each line, the food, the confidence and the grams the service answers', () => {
    for (const [i, expected] of table.entries()) {
      const row = answered[i] as Record<string, any>;
      const best = row.search.candidates[0] as { ingredient_name: string; confidence: number };
      if (expected.grams === '–') {
        expect(row.status, expected.line).toBe('unresolved');
        expect(best.ingredient_name, expected.line).toBe(expected.food);
        expect(best.confidence, expected.line).toBe(expected.confidence);
      } else {
        expect(row.status, expected.line).toBe('resolved');
        expect(row.search.ingredient_name, expected.line).toBe(expected.food);
        expect(row.search.match_confidence, expected.line).toBe(expected.confidence);
        // The README rounds: the answer must agree to the last digit it prints.
        const decimals = expected.grams.split('.')[1]?.length ?? 0;
        expect(Number(row.unit_conversion.quantity_grams), expected.line).toBeCloseTo(
          Number(expected.grams),
          decimals,
        );
      }
    }
  });

  it('says how many lines resolved', () => {
    const resolved = table.filter((r) => r.grams !== '–').length;
    expect(README).toContain(`"summary":{"total":${table.length},"resolved":${resolved},`);
    expect(answered.filter((r) => r.status === 'resolved')).toHaveLength(resolved);
  });
});
