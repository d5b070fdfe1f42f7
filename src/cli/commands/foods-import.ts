import type { FoodReadProgress } from '../../foods/food-data.ts';
import type { Deps } from '../../services/context.ts';
import { importFoodData } from '../../services/foods/import.ts';

/** A one-line progress bar on a terminal; a line per phase otherwise. */
export function progressPrinter(stream: NodeJS.WriteStream): (p: FoodReadProgress) => void {
  let lastPhase = '';
  let lastDraw = 0;
  return (p) => {
    const now = Date.now();
    const phaseChanged = p.phase !== lastPhase;
    if (!stream.isTTY) {
      if (phaseChanged) {
        stream.write(`${p.phase}…\n`);
        lastPhase = p.phase;
      }
      return;
    }
    if (!phaseChanged && now - lastDraw < 100 && p.done !== p.total) {
      return;
    }
    lastDraw = now;
    if (phaseChanged && lastPhase !== '') {
      stream.write('\n');
    }
    lastPhase = p.phase;
    const width = 30;
    const bar =
      p.total !== undefined && p.total > 0
        ? `[${'#'.repeat(Math.round((p.done / p.total) * width)).padEnd(width, '.')}] ${Math.floor((p.done / p.total) * 100)}%`
        : `${p.done.toLocaleString('en-US')} records`;
    stream.write(`\r${p.phase.padEnd(22)} ${bar}   `);
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
