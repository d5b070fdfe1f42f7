import type { NutritionLabel } from './label.ts';
import { isDualColumn, type PanelRow, panelRows } from './render-model.ts';

/**
 * SVG drawing of the Nutrition Facts panel in the standard vertical format (21 CFR 101.9(d),
 * proportions after FDA's (d)(12) artwork and Appendix B recommendations): heading, servings per
 * container, bold serving size, 7-pt bar, "Amount per serving", large Calories, 3-pt bar,
 * "% Daily Value*", nutrient rows with hairlines (bold names for top-level rows, indented
 * children, short hairline above "Includes Xg Added Sugars"), 7-pt bar, vitamins and minerals,
 * 3-pt bar, footnote. With a per-container column the body is drawn in two columns.
 *
 * Every word is a <text> element (no outlined paths), in reading order, so the panel can be read
 * back line by line. Geometry is presentation only, never an amount: it is kept in whole quarter
 * points (the viewBox unit), so all layout arithmetic is on small integers and exact.
 */

const Q = 4; // viewBox units per typographic point
const FONT = 'Helvetica, Arial, sans-serif';

interface Layout {
  width: number;
  pad: number;
  /** Dual column: left edges and right edges of the two value columns. */
  columns: { start: number; end: number }[];
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function text(
  x: number,
  y: number,
  size: number,
  content: string,
  opts: { weight?: 'bold' | 'black'; anchor?: 'end' | 'middle'; italic?: boolean } = {},
): string {
  const attrs = [`x="${x}"`, `y="${y}"`, `font-size="${size}"`];
  if (opts.weight !== undefined) {
    attrs.push(`font-weight="${opts.weight === 'black' ? 900 : 700}"`);
  }
  if (opts.italic === true) {
    attrs.push('font-style="italic"');
  }
  if (opts.anchor !== undefined) {
    attrs.push(`text-anchor="${opts.anchor}"`);
  }
  return `<text ${attrs.join(' ')}>${content}</text>`;
}

function rect(x: number, y: number, width: number, height: number): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#000"/>`;
}

/** Greedy word wrap at an estimated half-em average character width. */
export function wrapWords(content: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of content.split(/\s+/).filter((w) => w.length > 0)) {
    if (line === '') {
      line = word;
    } else if (line.length + 1 + word.length <= maxChars) {
      line = `${line} ${word}`;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') {
    lines.push(line);
  }
  return lines;
}

function layoutFor(dual: boolean): Layout {
  const pad = 6 * Q;
  if (!dual) {
    return { width: 240 * Q, pad, columns: [] };
  }
  const width = 360 * Q;
  return {
    width,
    pad,
    columns: [
      { start: 150 * Q, end: 252 * Q },
      { start: 256 * Q, end: width - pad },
    ],
  };
}

export function renderLabelSvg(label: NutritionLabel): string {
  const dual = isDualColumn(label);
  const L = layoutFor(dual);
  const right = L.width - L.pad;
  const inner = L.width - 2 * L.pad;
  const parts: string[] = [];
  let y = L.pad;

  const rows = panelRows(label);
  for (const row of rows) {
    y = drawRow(row, parts, y, L, right, inner, dual);
  }
  const height = y + L.pad;
  const frame = `<rect x="1" y="1" width="${L.width - 2}" height="${height - 2}" fill="#fff" stroke="#000" stroke-width="2"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${L.width / 2}" height="${height / 2}" viewBox="0 0 ${L.width} ${height}" font-family="${FONT}" role="img" aria-label="Nutrition Facts">`,
    frame,
    ...parts,
    '</svg>',
  ].join('\n');
}

function drawRow(
  row: PanelRow,
  parts: string[],
  top: number,
  L: Layout,
  right: number,
  inner: number,
  dual: boolean,
): number {
  const left = L.pad;
  switch (row.kind) {
    case 'title':
      parts.push(text(left, top + 24 * Q, 26 * Q, escapeXml(row.text), { weight: 'black' }));
      return top + 30 * Q;
    case 'servings':
      parts.push(text(left, top + 10 * Q, 10 * Q, escapeXml(row.text)));
      return top + 13 * Q;
    case 'serving_size':
      parts.push(text(left, top + 11 * Q, 11 * Q, escapeXml(row.label), { weight: 'black' }));
      parts.push(text(right, top + 11 * Q, 11 * Q, escapeXml(row.value), { weight: 'black', anchor: 'end' }));
      return top + 14 * Q;
    case 'bar': {
      const h = row.weight === 'thick' ? 7 * Q : 3 * Q;
      parts.push(rect(left, top + Q, inner, h));
      return top + h + 3 * Q;
    }
    case 'amount_per_serving':
      parts.push(text(left, top + 7 * Q, 7 * Q, escapeXml(row.text), { weight: 'bold' }));
      return top + 8 * Q;
    case 'column_heads': {
      row.heads.forEach((head, i) => {
        const col = L.columns[i];
        if (col !== undefined) {
          parts.push(text(col.end, top + 8 * Q, 8 * Q, escapeXml(head), { weight: 'bold', anchor: 'end' }));
        }
      });
      return top + 10 * Q;
    }
    case 'calories': {
      parts.push(text(left, top + 22 * Q, 16 * Q, escapeXml(row.label), { weight: 'black' }));
      if (dual) {
        row.values.forEach((value, i) => {
          const col = L.columns[i];
          if (col !== undefined) {
            parts.push(
              text(col.end, top + 22 * Q, 22 * Q, escapeXml(value), { weight: 'black', anchor: 'end' }),
            );
          }
        });
      } else {
        parts.push(
          text(right, top + 24 * Q, 28 * Q, escapeXml(row.values[0] ?? ''), {
            weight: 'black',
            anchor: 'end',
          }),
        );
      }
      return top + 27 * Q;
    }
    case 'dv_head':
      if (dual) {
        for (const col of L.columns) {
          parts.push(
            text(col.end, top + 7 * Q, 6 * Q, escapeXml(row.text), { weight: 'bold', anchor: 'end' }),
          );
        }
      } else {
        parts.push(text(right, top + 7 * Q, 7 * Q, escapeXml(row.text), { weight: 'bold', anchor: 'end' }));
      }
      return top + 9 * Q;
    case 'nutrient':
      return drawNutrient(row, parts, top, L, right, dual);
    case 'footnote': {
      const size = 6 * Q + 2; // 6.5 pt
      // Estimated average glyph width of half an em: characters per line = width / (size / 2).
      const maxChars = Math.floor((2 * inner) / size);
      let y = top;
      for (const line of wrapWords(row.text, maxChars)) {
        y += 8 * Q;
        parts.push(text(left, y, size, escapeXml(line)));
      }
      return y + 2 * Q;
    }
  }
}

function drawNutrient(
  row: Extract<PanelRow, { kind: 'nutrient' }>,
  parts: string[],
  top: number,
  L: Layout,
  right: number,
  dual: boolean,
): number {
  const indent = row.depth * 10 * Q;
  const x = L.pad + indent;
  if (row.hairline !== 'none') {
    const from = row.hairline === 'short' ? x : L.pad;
    parts.push(rect(from, top, right - from, 1));
  }
  const size = 8 * Q;
  const baseline = top + 9 * Q;
  const name = `${row.italic === '' ? '' : `<tspan font-style="italic">${escapeXml(row.italic)}</tspan>`}${escapeXml(row.name)}`;
  const styledName = row.bold ? `<tspan font-weight="900">${name}</tspan>` : name;
  if (dual) {
    parts.push(text(x, baseline, size, styledName));
    row.cells.forEach((cell, i) => {
      const col = L.columns[i];
      if (col === undefined) {
        return;
      }
      parts.push(text(col.start + 2 * Q, baseline, size, escapeXml(cell.amount)));
      if (cell.percent !== '') {
        parts.push(text(col.end, baseline, size, escapeXml(cell.percent), { weight: 'bold', anchor: 'end' }));
      }
    });
  } else {
    const line = row.text_is_line
      ? escapeXml(row.text)
      : `${styledName}${row.text === '' ? '' : ` ${escapeXml(row.text)}`}`;
    parts.push(text(x, baseline, size, line));
    const percent = row.cells[0]?.percent ?? '';
    if (percent !== '') {
      parts.push(text(right, baseline, size, escapeXml(percent), { weight: 'bold', anchor: 'end' }));
    }
  }
  return top + 11 * Q;
}
