import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { parseIngredientLine } from '../../domain/parsing/parse-ingredient-line.ts';

/**
 * `parse`: reads ingredient lines from `input` and writes one JSON object per non-blank line to
 * `output` (JSON Lines), in input order. Each object is the parser's full reading: `quantity`,
 * `quantity_max`, `unit` (canonical), `name`, `comment` and `errors`, with `input`,
 * `quantity_text`, `unit_text`, `size`, `secondary` (each with its `scope`) and `added`. Blank
 * lines are skipped; a line the parser cannot read still gets an object, with its problems in
 * `errors`.
 */
export async function parseCommand(
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
): Promise<void> {
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    if (line.trim() !== '' && !output.write(`${JSON.stringify(parseIngredientLine(line))}\n`)) {
      await once(output, 'drain');
    }
  }
}
