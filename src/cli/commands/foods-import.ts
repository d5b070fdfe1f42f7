import type { FoodReadProgress } from '../../foods/food-data.ts';
import type { Deps } from '../../services/context.ts';
import { importFoodData } from '../../services/foods/import.ts';

/** Where progress goes: a terminal gets a redrawn bar, anything else plain lines. */
export interface ProgressStream {
  isTTY?: boolean;
  write(text: string): unknown;
}

function count(n: number): string {
  return n.toLocaleString('en-US');
}

function rate(done: number, ms: number): string {
  return ms <= 0 ? '' : `${count(Math.round((done * 1000) / ms))}/s`;
}

/**
 * Progress of an import. On a terminal: one line per phase, redrawn at most ten times a second,
 * with a bar when the phase's size is known, the records read so far and the rate
 * ("NUT_DATA.txt.gz  [######........] 40%  271,618 / 679,045  212,300/s"). Otherwise (a log, a
 * pipe): a plain line when a phase starts, at most one every `plainEveryMs` while it runs, and
 * one when it ends, each with its count and rate.
 */
export function progressPrinter(
  stream: ProgressStream,
  options: { now?: () => number; plainEveryMs?: number } = {},
): (p: FoodReadProgress) => void {
  const now = options.now ?? Date.now;
  const plainEveryMs = options.plainEveryMs ?? 5_000;
  let phase = '';
  let phaseStarted = 0;
  let lastDraw = 0;
  return (p) => {
    const t = now();
    const changed = p.phase !== phase;
    if (changed) {
      if (stream.isTTY === true && phase !== '') {
        stream.write('\n');
      }
      phase = p.phase;
      phaseStarted = t;
      lastDraw = 0;
    }
    const finished = p.total !== undefined && p.done >= p.total;
    const elapsed = t - phaseStarted;
    const speed = rate(p.done, elapsed);
    if (stream.isTTY !== true) {
      if (changed && !finished) {
        stream.write(`${p.phase}…\n`);
        lastDraw = t;
      } else if (finished || t - lastDraw >= plainEveryMs) {
        const of = p.total !== undefined && !finished ? ` of ${count(p.total)}` : '';
        const secs = (elapsed / 1000).toFixed(1);
        stream.write(
          `${p.phase}: ${count(p.done)}${of} records${finished ? ` in ${secs} s` : ''}${speed === '' ? '' : ` (${speed})`}\n`,
        );
        lastDraw = t;
      }
      return;
    }
    if (!changed && !finished && t - lastDraw < 100) {
      return;
    }
    lastDraw = t;
    const width = 24;
    const bar =
      p.total !== undefined && p.total > 0
        ? `[${'#'.repeat(Math.min(width, Math.round((p.done / p.total) * width))).padEnd(width, '.')}] ${String(Math.min(100, Math.floor((p.done / p.total) * 100))).padStart(3)}%  ${count(p.done)} / ${count(p.total)}`
        : `${count(p.done)} records`;
    stream.write(`\r${p.phase.padEnd(22)} ${bar}${speed === '' ? '' : `  ${speed}`}   `);
  };
}

export async function foodsImportCommand(
  deps: Deps,
  dir: string,
  force: boolean,
  out: (line: string) => void,
): Promise<void> {
  const r = await importFoodData(deps, { dir, force, onProgress: progressPrinter(process.stderr) });
  if (process.stderr.isTTY) {
    process.stderr.write('\n');
  }
  out(
    r.skipped
      ? `Already imported (same data): ${r.foods} foods. Use --force to import again.`
      : `Imported ${r.source}: ${r.foods} foods, ${r.nutrientValues} nutrient values, ${r.portions} portions in ${r.seconds} s.`,
  );
}
