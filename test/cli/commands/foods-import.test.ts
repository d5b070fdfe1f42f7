import { describe, expect, it } from 'vitest';
import { progressPrinter } from '../../../src/cli/commands/foods-import.ts';

function recorder(isTTY: boolean) {
  const written: string[] = [];
  let t = 0;
  const print = progressPrinter(
    { isTTY, write: (s: string) => written.push(s) },
    { now: () => t, plainEveryMs: 5_000 },
  );
  return {
    written,
    at(ms: number, p: Parameters<typeof print>[0]) {
      t = ms;
      print(p);
    },
  };
}

describe('foods import progress', () => {
  it('draws a bar with counts and rate on a terminal, one line per phase', () => {
    const r = recorder(true);
    r.at(0, { phase: 'NUT_DATA.txt.gz', done: 0, total: 400_000 });
    r.at(2_000, { phase: 'NUT_DATA.txt.gz', done: 100_000, total: 400_000 });
    r.at(2_050, { phase: 'NUT_DATA.txt.gz', done: 150_000, total: 400_000 }); // within 100 ms: not drawn
    r.at(4_000, { phase: 'NUT_DATA.txt.gz', done: 400_000, total: 400_000 });
    r.at(4_000, { phase: 'WEIGHT.txt', done: 15_438, total: 15_438 });
    expect(r.written).toEqual([
      `\r${'NUT_DATA.txt.gz'.padEnd(22)} [........................]   0%  0 / 400,000   `,
      `\r${'NUT_DATA.txt.gz'.padEnd(22)} [######..................]  25%  100,000 / 400,000  50,000/s   `,
      `\r${'NUT_DATA.txt.gz'.padEnd(22)} [########################] 100%  400,000 / 400,000  100,000/s   `,
      '\n',
      `\r${'WEIGHT.txt'.padEnd(22)} [########################] 100%  15,438 / 15,438   `,
    ]);
  });

  it('counts records when the size is not known yet', () => {
    const r = recorder(true);
    r.at(0, { phase: 'food_nutrient.csv', done: 50_000 });
    r.at(1_000, { phase: 'food_nutrient.csv', done: 150_000 });
    expect(r.written[1]).toBe(`\r${'food_nutrient.csv'.padEnd(22)} 150,000 records  150,000/s   `);
  });

  it('writes plain lines when the output is not a terminal: start, every few seconds, end', () => {
    const r = recorder(false);
    r.at(0, { phase: 'food_nutrient.csv', done: 50_000 });
    r.at(1_000, { phase: 'food_nutrient.csv', done: 100_000 });
    r.at(6_000, { phase: 'food_nutrient.csv', done: 600_000 });
    r.at(8_000, { phase: 'food_nutrient.csv', done: 800_000, total: 800_000 });
    r.at(8_000, { phase: 'food_portion.csv', done: 10, total: 10 });
    expect(r.written).toEqual([
      'food_nutrient.csv…\n',
      'food_nutrient.csv: 600,000 records (100,000/s)\n',
      'food_nutrient.csv: 800,000 records in 8.0 s (100,000/s)\n',
      'food_portion.csv: 10 records in 0.0 s\n',
    ]);
  });
});
