import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluate, expectedUnit, readCases } from '../../../scripts/lib/parse-dev.ts';
import { parseIngredientLine } from '../../../src/domain/parsing/parse-ingredient-line.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const CASES = path.resolve(ROOT, '..', 'shared', 'parse-dev', 'cases.jsonl');

describe('scoring of qualified units', () => {
  it.each<[string | null, string | null]>([
    ['cup', 'cup'],
    ['fluid ounce', 'fluid ounce'],
    ['large clove', 'clove'],
    ['heaped tablespoon', 'tablespoon'],
    ['medium to large clove', 'clove'],
    ['very thin slice', 'slice'],
    ['tin', 'can'],
    ['cans or bottle', 'can'],
    ['bun-size piece', 'piece'],
    ['medium-size', null],
    ['thick', null],
    ['heaping plate', 'plate'],
    [null, null],
  ])('%s is scored as %s', (label, unit) => {
    expect(expectedUnit(label)).toBe(unit);
  });
});

describe('labelled lines in ../shared/parse-dev', () => {
  it.skipIf(!existsSync(CASES))('meet the targets: quantity ≥ 95 %, unit ≥ 95 %, name ≥ 90 %', () => {
    const { report } = evaluate(readCases(CASES), parseIngredientLine);
    expect(report.overall.cases).toBeGreaterThan(0);
    expect(report.overall.quantity).toBeGreaterThanOrEqual(0.95);
    expect(report.overall.unit).toBeGreaterThanOrEqual(0.95);
    expect(report.overall.name).toBeGreaterThanOrEqual(0.9);
  });
});
