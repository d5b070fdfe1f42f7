import { flattenNodes, type LabelNutrientNode, type NutritionLabel } from './label.ts';
import { labelNutrient } from './label-nutrients.ts';

/**
 * The panel as an ordered list of rows, shared by the SVG and HTML renderers so both draw the
 * same lines in the same order: the standard vertical display of 21 CFR 101.9(d) ((d)(12)
 * model), or its dual-column form ((e)(6)(i)) when the label has a per-container column.
 */

export interface NutrientCell {
  /** The amount as printed in a dual-column cell ("8g", "less than 1g"). */
  amount: string;
  /** "10%", or "" where no %DV is declared. */
  percent: string;
}

export type PanelRow =
  | { kind: 'title'; text: string }
  | { kind: 'servings'; text: string }
  | { kind: 'serving_size'; label: string; value: string }
  | { kind: 'bar'; weight: 'thick' | 'medium' }
  | { kind: 'amount_per_serving'; text: string }
  | { kind: 'column_heads'; heads: string[] }
  | { kind: 'calories'; label: string; values: string[] }
  | { kind: 'dv_head'; text: string }
  | {
      kind: 'nutrient';
      bmid: string;
      depth: 0 | 1 | 2;
      /** Name printed in bold (top-level macronutrient lines). */
      bold: boolean;
      /** Leading word(s) of the name in italics ("Trans"). */
      italic: string;
      /** The rest of the name. */
      name: string;
      /** Single column: the whole line after the name ("8g"), or the whole line for added sugars. */
      text: string;
      /** True when `text` is the whole line (added sugars: "Includes 10g Added Sugars"). */
      text_is_line: boolean;
      cells: NutrientCell[];
      /** Hairline above the row: full width, or the short one above added sugars. */
      hairline: 'full' | 'short' | 'none';
      section: 'nutrients' | 'vitamins_minerals';
    }
  | { kind: 'footnote'; text: string };

export function isDualColumn(label: NutritionLabel): boolean {
  return label.per_container !== undefined;
}

/** "8 servings per container", "about 2.5 servings per container", "1 serving per container". */
export function servingsStatement(servings: string): string {
  const count = servings.replace(/^about /, '');
  return `${servings} ${count === '1' ? 'serving' : 'servings'} per container`;
}

function amountOnly(node: LabelNutrientNode): string {
  const prefix = 'Includes ';
  const suffix = ` ${node.display_name}`;
  if (
    node.bmid === 'n_added_sugars' &&
    node.display_text.startsWith(prefix) &&
    node.display_text.endsWith(suffix)
  ) {
    return node.display_text.slice(prefix.length, node.display_text.length - suffix.length);
  }
  return node.display_text;
}

function splitItalic(node: LabelNutrientNode): { italic: string; name: string } {
  // (c)(2)(ii): "Trans" is italicized in "Trans Fat".
  if (node.bmid === 'n_trans_fat' && node.display_name.startsWith('Trans ')) {
    return { italic: 'Trans', name: node.display_name.slice('Trans'.length) };
  }
  return { italic: '', name: node.display_name };
}

export function panelRows(label: NutritionLabel): PanelRow[] {
  const dual = isDualColumn(label);
  const serving = flattenNodes(label.per_serving.nutrients).filter((n) => n.is_visible);
  const containerByBmid = new Map(
    flattenNodes(label.per_container?.nutrients ?? []).map((n) => [n.bmid, n] as const),
  );
  const columns = (node: LabelNutrientNode): LabelNutrientNode[] => {
    const other = containerByBmid.get(node.bmid);
    return dual && other !== undefined ? [node, other] : dual ? [node, node] : [node];
  };

  const rows: PanelRow[] = [
    { kind: 'title', text: 'Nutrition Facts' },
    { kind: 'servings', text: servingsStatement(label.header.servings_per_container) },
    {
      kind: 'serving_size',
      label: 'Serving size',
      value: `${label.header.serving_size_household} (${label.header.serving_size_metric})`,
    },
    { kind: 'bar', weight: 'thick' },
  ];
  rows.push(
    dual
      ? { kind: 'column_heads', heads: ['Per serving', 'Per container'] }
      : { kind: 'amount_per_serving', text: 'Amount per serving' },
  );

  const calories = serving.find((n) => n.bmid === 'n_energy_kcal');
  rows.push({
    kind: 'calories',
    label: 'Calories',
    values: calories === undefined ? [''] : columns(calories).map((n) => n.display_text),
  });
  rows.push({ kind: 'bar', weight: 'medium' });
  rows.push({ kind: 'dv_head', text: label.footnotes.length > 0 ? '% Daily Value*' : '% Daily Value' });

  let previousSection: 'nutrients' | 'vitamins_minerals' = 'nutrients';
  for (const node of serving) {
    const def = labelNutrient(node.bmid);
    if (def === undefined || def.section === 'calories') {
      continue;
    }
    const section = def.section;
    if (section === 'vitamins_minerals' && previousSection === 'nutrients') {
      rows.push({ kind: 'bar', weight: 'thick' });
    }
    const firstOfSection = section === 'vitamins_minerals' && previousSection === 'nutrients';
    previousSection = section;
    const addedSugars = node.bmid === 'n_added_sugars';
    const { italic, name } = splitItalic(node);
    rows.push({
      kind: 'nutrient',
      bmid: node.bmid,
      depth: def.depth,
      bold: def.bold,
      italic,
      name: addedSugars && dual ? `Includes ${node.display_name}` : name,
      text: node.display_text,
      text_is_line: addedSugars,
      cells: columns(node).map((n) => ({ amount: amountOnly(n), percent: n.percent_dv ?? '' })),
      hairline: firstOfSection ? 'none' : addedSugars ? 'short' : 'full',
      section,
    });
  }
  rows.push({ kind: 'bar', weight: 'medium' });
  for (const text of label.footnotes) {
    rows.push({ kind: 'footnote', text });
  }
  return rows;
}

/** Plain reading order of the panel's text, one entry per printed line (for tests and a11y). */
export function panelLines(label: NutritionLabel): string[] {
  const lines: string[] = [];
  const dual = isDualColumn(label);
  for (const row of panelRows(label)) {
    switch (row.kind) {
      case 'title':
      case 'servings':
      case 'amount_per_serving':
      case 'dv_head':
      case 'footnote':
        lines.push(row.text);
        break;
      case 'serving_size':
        lines.push(`${row.label} ${row.value}`);
        break;
      case 'column_heads':
        lines.push(row.heads.join(' '));
        break;
      case 'calories':
        lines.push(`${row.label} ${row.values.join(' ')}`.trim());
        break;
      case 'nutrient': {
        const name = `${row.italic}${row.name}`;
        if (dual) {
          const cells = row.cells.map((c) => `${c.amount} ${c.percent}`.trim()).join(' ');
          lines.push(`${name} ${cells}`.trim());
        } else {
          const line = row.text_is_line ? row.text : `${name} ${row.text}`.trim();
          const percent = row.cells[0]?.percent ?? '';
          lines.push(percent === '' ? line : `${line} ${percent}`);
        }
        break;
      }
      case 'bar':
        break;
    }
  }
  return lines;
}
