import pixelmatch from 'pixelmatch';
import type { PNG } from 'pngjs';

/**
 * How different two drawings of the same thing are, over the rows both have (same width):
 * - `pixels`: share of pixels pixelmatch reports as different (threshold 0.2, anti-aliased
 *   pixels ignored), sensitive to every half-pixel shift;
 * - `blocks`: share of 4 × 4-pixel blocks whose mean luminance differs by more than 25 %, which
 *   rasterizer differences (edge anti-aliasing, hairline coverage) do not reach but a missing or
 *   moved word, rule or figure does.
 */
export function compareDrawings(a: PNG, b: PNG): { pixels: number; blocks: number } {
  if (a.width !== b.width) {
    throw new Error(`widths differ: ${a.width} and ${b.width}`);
  }
  const width = a.width;
  const height = Math.min(a.height, b.height);
  const rows = (p: PNG) => p.data.subarray(0, width * height * 4);
  const pixels = pixelmatch(rows(a), rows(b), null, width, height, { threshold: 0.2 }) / (width * height);
  const n = 4;
  const bw = Math.floor(width / n);
  const bh = Math.floor(height / n);
  const mean = (p: PNG, bx: number, by: number): number => {
    let sum = 0;
    for (let y = 0; y < n; y++) {
      for (let x = 0; x < n; x++) {
        const i = ((by * n + y) * width + bx * n + x) * 4;
        const alpha = (p.data[i + 3] ?? 255) / 255;
        const lum = ((p.data[i] ?? 0) + (p.data[i + 1] ?? 0) + (p.data[i + 2] ?? 0)) / 3;
        sum += (lum * alpha + 255 * (1 - alpha)) / 255;
      }
    }
    return sum / (n * n);
  };
  let differing = 0;
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      if (Math.abs(mean(a, bx, by) - mean(b, bx, by)) > 0.25) {
        differing++;
      }
    }
  }
  return { pixels, blocks: differing / (bw * bh) };
}
