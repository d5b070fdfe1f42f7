import type { LABEL_FORMATS } from './schemas/studio-servings.ts';

export type LabelFormat = (typeof LABEL_FORMATS)[number];

/**
 * The representation a label request asks for: ?format= wins; else the acceptable type with the
 * highest q in Accept (application/pdf → PDF, image/png → PNG, other image/* → SVG, text/* →
 * HTML, anything else → JSON); JSON by default.
 */
export function labelFormat(format: LabelFormat | undefined, accept: string | undefined): LabelFormat {
  if (format !== undefined) {
    return format;
  }
  let best: { format: LabelFormat; q: number } | null = null;
  for (const part of (accept ?? '').split(',')) {
    const [type = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const qParam = params.find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!(q > 0)) {
      continue;
    }
    let candidate: LabelFormat | null = null;
    if (type === 'application/json' || type === 'application/*' || type === '*/*') {
      candidate = 'json';
    } else if (type === 'image/svg+xml' || type === 'image/*') {
      candidate = 'svg';
    } else if (type === 'application/pdf') {
      candidate = 'pdf';
    } else if (type === 'image/png') {
      candidate = 'png';
    } else if (type === 'text/html' || type === 'application/xhtml+xml' || type === 'text/*') {
      candidate = 'html';
    }
    if (candidate !== null && (best === null || q > best.q)) {
      best = { format: candidate, q };
    }
  }
  return best?.format ?? 'json';
}
