import type { NutritionLabel } from './label.ts';
import { isDualColumn, type PanelRow, panelRows } from './render-model.ts';
import { escapeXml } from './render-svg.ts';

/**
 * HTML fragment of the Nutrition Facts panel: the same rows as the SVG, as real text in reading
 * order, styled inline so the fragment needs no stylesheet. The markup is also well-formed XML
 * (no unclosed void elements), so it can be embedded in XHTML or checked by an XML parser.
 */

const BOX =
  'font-family:Helvetica,Arial,sans-serif;color:#000;background:#fff;border:1px solid #000;padding:4px 6px;display:inline-block;line-height:1.2';
const ROW = 'display:flex;justify-content:space-between;gap:8px';
const BAR_THICK = 'height:10px;background:#000;margin:2px 0';
const BAR_MEDIUM = 'height:5px;background:#000;margin:2px 0';

function div(style: string, content: string, className: string): string {
  return `<div class="${className}" style="${style}">${content}</div>`;
}

function span(content: string, style = ''): string {
  return style === '' ? `<span>${content}</span>` : `<span style="${style}">${content}</span>`;
}

export function renderLabelHtml(label: NutritionLabel): string {
  const dual = isDualColumn(label);
  const width = dual ? 'width:460px' : 'width:240px';
  const body = panelRows(label)
    .map((row) => renderRow(row, dual))
    .join('\n');
  return `<section class="nutrition-facts" aria-label="Nutrition Facts" style="${BOX};${width}">\n${body}\n</section>`;
}

const CELL_WIDTH = 'width:128px;flex:none';
const CELLS = 'display:flex;gap:8px';

/** Right-aligned dual-column cells (column heads, calories, "% Daily Value"). */
function cellsHtml(cells: readonly string[]): string {
  return `<span style="${CELLS}">${cells.map((c) => span(c, `${CELL_WIDTH};text-align:right`)).join('')}</span>`;
}

function renderRow(row: PanelRow, dual: boolean): string {
  switch (row.kind) {
    case 'title':
      return `<h2 class="nf-title" style="font-size:32px;font-weight:900;margin:0">${escapeXml(row.text)}</h2>`;
    case 'servings':
      return `<p class="nf-servings" style="margin:0;font-size:13px">${escapeXml(row.text)}</p>`;
    case 'serving_size':
      return div(
        `${ROW};font-size:14px;font-weight:900`,
        `${span(escapeXml(row.label))}${span(escapeXml(row.value))}`,
        'nf-serving-size',
      );
    case 'bar':
      return `<div class="nf-bar nf-bar-${row.weight}" role="separator" style="${row.weight === 'thick' ? BAR_THICK : BAR_MEDIUM}"></div>`;
    case 'amount_per_serving':
      return div('font-size:9px;font-weight:700', escapeXml(row.text), 'nf-amount-per-serving');
    case 'column_heads':
      return div(
        `${ROW};font-size:10px;font-weight:700;justify-content:flex-end`,
        cellsHtml(row.heads.map(escapeXml)),
        'nf-column-heads',
      );
    case 'calories':
      return div(
        `${ROW};align-items:baseline;font-weight:900`,
        `${span(escapeXml(row.label), 'font-size:21px')}${dual ? cellsHtml(row.values.map(escapeXml)) : span(escapeXml(row.values[0] ?? ''), 'font-size:36px')}`,
        'nf-calories',
      );
    case 'dv_head':
      return div(
        `${ROW};justify-content:flex-end;font-size:9px;font-weight:700`,
        dual ? cellsHtml([escapeXml(row.text), escapeXml(row.text)]) : span(escapeXml(row.text)),
        'nf-dv-head',
      );
    case 'nutrient':
      return renderNutrient(row, dual);
    case 'footnote':
      return `<p class="nf-footnote" style="margin:2px 0 0;font-size:9px">${escapeXml(row.text)}</p>`;
  }
}

function renderNutrient(row: Extract<PanelRow, { kind: 'nutrient' }>, dual: boolean): string {
  const indent = `padding-left:${row.depth * 12}px`;
  const border =
    row.hairline === 'none'
      ? ''
      : row.hairline === 'short'
        ? `;border-top:1px solid #000;margin-left:${row.depth * 12}px;padding-left:0`
        : ';border-top:1px solid #000';
  const italic = row.italic === '' ? '' : `<i>${escapeXml(row.italic)}</i>`;
  const name = `${italic}${escapeXml(row.name)}`;
  const styledName = row.bold ? `<b>${name}</b>` : name;
  const style = `${ROW};font-size:11px;${indent}${border}`;
  const className = `nf-nutrient nf-depth-${row.depth}`;
  if (dual) {
    const cells = row.cells.map(
      (c) =>
        `<span style="display:flex;justify-content:space-between;gap:4px;${CELL_WIDTH}">${span(escapeXml(c.amount))}${span(escapeXml(c.percent), 'font-weight:700')}</span>`,
    );
    return div(style, `${span(styledName)}<span style="${CELLS}">${cells.join('')}</span>`, className);
  }
  const line = row.text_is_line
    ? escapeXml(row.text)
    : `${styledName}${row.text === '' ? '' : ` ${escapeXml(row.text)}`}`;
  const percent = row.cells[0]?.percent ?? '';
  return div(
    style,
    `${span(line)}${percent === '' ? '' : span(escapeXml(percent), 'font-weight:700')}`,
    className,
  );
}
