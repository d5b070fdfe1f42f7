/**
 * Scores the ingredient-line parser against `../shared/parse-dev/cases.jsonl` and prints
 * per-field accuracy, overall and per dataset. `--misses <field>` also lists the lines that field
 * gets wrong. Exits 0 without scoring when the file is absent.
 */

import { parseIngredientLine } from '../src/domain/parsing/parse-ingredient-line.ts';
import { CASES_PATH, casesAvailable, evaluate, formatReport, readCases } from './lib/parse-dev.ts';

function main(argv: readonly string[]): void {
  if (!casesAvailable()) {
    console.log(`No labelled lines at ${CASES_PATH}: nothing to evaluate.`);
    return;
  }
  const { report, results } = evaluate(readCases(), parseIngredientLine);
  console.log(formatReport(report));
  const field = argv[argv.indexOf('--misses') + 1];
  if (argv.includes('--misses') && (field === 'quantity' || field === 'unit' || field === 'name')) {
    for (const r of results.filter((result) => !result[field])) {
      const { labelled: l, parsed: p } = r;
      console.log(
        `${l.dataset}\t${l.input}\n\texpected ${l.quantity}-${l.quantity_max} [${l.unit_norm}] "${l.name}"\n\tparsed   ${p.quantity}-${p.quantity_max} [${p.unit}] "${p.name}" | ${p.comment}`,
      );
    }
  }
}

main(process.argv.slice(2));
