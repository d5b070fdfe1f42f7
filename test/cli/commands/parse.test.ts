import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../../src/cli/commands/parse.ts';

async function run(text: string): Promise<Record<string, unknown>[]> {
  const output = new PassThrough();
  const chunks: string[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  await parseCommand(Readable.from([text]), output);
  return chunks
    .join('')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('parse command', () => {
  it('writes one JSON object per ingredient line, in order, skipping blank lines', async () => {
    const rows = await run('1 (14.5 oz) can diced tomatoes, drained\n\n2 large eggs\r\nsalt to taste');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      quantity: 1,
      quantity_max: null,
      unit: 'can',
      name: 'tomatoes',
      comment: 'diced, drained',
      errors: [],
    });
    expect(rows[1]).toMatchObject({ quantity: 2, unit: null, name: 'eggs', comment: 'large', errors: [] });
    expect(rows[2]).toMatchObject({
      quantity: null,
      unit: null,
      name: 'salt',
      comment: 'to taste',
      errors: [],
    });
  });

  it('reports lines it cannot read in errors instead of failing', async () => {
    const [row] = await run('2 cups\n');
    expect(row).toMatchObject({ quantity: 2, unit: 'cup', name: '', errors: [{ code: 'missing_name' }] });
  });

  it('writes nothing for empty input', async () => {
    expect(await run('')).toEqual([]);
  });
});
