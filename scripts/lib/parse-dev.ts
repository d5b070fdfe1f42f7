/**
 * Scoring of the ingredient-line parser against the team's labelled lines
 * (`../shared/parse-dev/cases.jsonl`, outside the repository). Each field is scored on its own:
 * - quantity: right when both the quantity and quantity_max are within 1e-3 of the label
 *   (null only matches null), so "3-4" must give 3 and 4;
 * - unit: our canonical unit against the label's `unit_norm`. Labels qualify some units
 *   ("large clove", "heaped tablespoon", "thin slice", "medium to large clove"); the qualifiers
 *   (size words and UNIT_MODIFIERS) are dropped and the first remaining word that the parser's
 *   unit lexicon knows gives the canonical unit ("tin" is a can, "cans or bottle" a can). A label
 *   with only qualifiers ("medium-size", "thick") expects no unit; one the lexicon does not know
 *   ("plate", "glug") is compared as written and so never matches;
 * - name: case-insensitive exact match, whitespace collapsed.
 */

import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lookUpSize, lookUpUnit, UNIT_MODIFIERS } from '../../src/domain/parsing/lexicon.ts';
import type { ParsedIngredient } from '../../src/domain/parsing/types.ts';

export interface LabelledCase {
  id: string;
  input: string;
  quantity: number | null;
  quantity_max: number | null;
  unit: string | null;
  unit_norm: string | null;
  name: string | null;
  comment: string | null;
  dataset: string;
}

export interface FieldScores {
  cases: number;
  quantity: number;
  unit: number;
  name: number;
}

export interface Report {
  overall: FieldScores;
  datasets: Record<string, FieldScores>;
}

export interface CaseResult {
  labelled: LabelledCase;
  parsed: ParsedIngredient;
  quantity: boolean;
  unit: boolean;
  name: boolean;
}

export const DATASETS = ['nyt', 'bbc', 'cookstr', 'allrecipes', 'tc'] as const;

/** `../shared/parse-dev/cases.jsonl`, resolved from the repository root. */
export const CASES_PATH = fileURLToPath(new URL('../../../shared/parse-dev/cases.jsonl', import.meta.url));

export function casesAvailable(path = CASES_PATH): boolean {
  return existsSync(path);
}

export function readCases(path = CASES_PATH): LabelledCase[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LabelledCase);
}

function close(actual: number | null, expected: number | null): boolean {
  if (actual === null || expected === null) {
    return actual === expected;
  }
  return Math.abs(actual - expected) <= 1e-3;
}

/** The canonical unit a label expects (see the comparison rules above). */
export function expectedUnit(unitNorm: string | null): string | null {
  if (unitNorm === null) {
    return null;
  }
  const words = unitNorm
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '' && w !== 'to' && lookUpSize(w) === undefined && !UNIT_MODIFIERS.has(w));
  if (words.length === 0) {
    return null;
  }
  const whole = lookUpUnit(words.join(' '));
  if (whole !== undefined) {
    return whole;
  }
  for (const word of words) {
    const unit = lookUpUnit(word) ?? lookUpUnit(word.split('-').at(-1) ?? word);
    if (unit !== undefined) {
      return unit;
    }
  }
  return words.join(' ');
}

function normalName(name: string | null): string {
  return (name ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
}

export function scoreCase(labelled: LabelledCase, parsed: ParsedIngredient): CaseResult {
  return {
    labelled,
    parsed,
    quantity: close(parsed.quantity, labelled.quantity) && close(parsed.quantity_max, labelled.quantity_max),
    unit: parsed.unit === expectedUnit(labelled.unit_norm),
    name: normalName(parsed.name) === normalName(labelled.name),
  };
}

function summarise(results: readonly CaseResult[]): FieldScores {
  const share = (field: 'quantity' | 'unit' | 'name'): number =>
    results.length === 0 ? 0 : results.filter((r) => r[field]).length / results.length;
  return { cases: results.length, quantity: share('quantity'), unit: share('unit'), name: share('name') };
}

export function evaluate(
  cases: readonly LabelledCase[],
  parse: (line: string) => ParsedIngredient,
): { report: Report; results: CaseResult[] } {
  const results = cases.map((c) => scoreCase(c, parse(c.input)));
  const datasets: Record<string, FieldScores> = {};
  for (const dataset of DATASETS) {
    datasets[dataset] = summarise(results.filter((r) => r.labelled.dataset === dataset));
  }
  return { report: { overall: summarise(results), datasets }, results };
}

function percent(value: number): string {
  return `${(value * 100).toFixed(1)} %`.padStart(10);
}

export function formatReport(report: Report): string {
  const header = `${'dataset'.padEnd(11)}${'cases'.padStart(6)}${['quantity', 'unit', 'name'].map((f) => f.padStart(10)).join('')}`;
  const rows = [['overall', report.overall] as const, ...Object.entries(report.datasets)].map(
    ([label, s]) =>
      `${label.padEnd(11)}${String(s.cases).padStart(6)}${percent(s.quantity)}${percent(s.unit)}${percent(s.name)}`,
  );
  return [header, ...rows].join('\n');
}
