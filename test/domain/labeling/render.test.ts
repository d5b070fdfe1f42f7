import { describe, expect, it } from 'vitest';
import { dec, decString } from '../../../src/domain/decimal.ts';
import { buildLabel } from '../../../src/domain/labeling/us-fda/label.ts';
import { renderLabelHtml } from '../../../src/domain/labeling/us-fda/render-html.ts';
import { panelRows } from '../../../src/domain/labeling/us-fda/render-model.ts';
import { escapeXml, renderLabelSvg, wrapWords } from '../../../src/domain/labeling/us-fda/render-svg.ts';
import { SAMPLE_AMOUNTS, SAMPLE_LINES, sampleLabelInput } from './fixtures.ts';

interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: (XmlElement | string)[];
}

/**
 * A deliberately small XML reader: elements, quoted attributes, text and the five predefined
 * entities. Throws on anything that is not well-formed (unbalanced or crossed tags, unquoted or
 * duplicate attributes, a bare "&" or "<" in text, content after the root).
 */
function parseXml(source: string): XmlElement {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  const decode = (s: string): string => {
    if (/&(?!(amp|lt|gt|quot|apos);)/.test(s)) {
      throw new Error(`bare & in ${JSON.stringify(s)}`);
    }
    return s.replace(/&(amp|lt|gt|quot|apos);/g, (_m, e: string) => entities[e] ?? '');
  };
  const root: XmlElement = { name: '#document', attrs: {}, children: [] };
  const stack: XmlElement[] = [root];
  const token = /<\/?([A-Za-z][\w:-]*)((?:\s+[\w:-]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|([^<]+)|(<)/g;
  let match: RegExpExecArray | null = token.exec(source);
  while (match !== null) {
    const [whole, name, attrText, selfClosing, textPart, strayLt] = match;
    const top = stack[stack.length - 1];
    if (top === undefined) {
      throw new Error('stack underflow');
    }
    if (strayLt !== undefined) {
      throw new Error(`stray < at ${match.index}`);
    }
    if (textPart !== undefined) {
      if (stack.length === 1 && textPart.trim() !== '') {
        throw new Error('text outside the root element');
      }
      top.children.push(decode(textPart));
    } else if (whole.startsWith('</')) {
      if (top.name !== name) {
        throw new Error(`</${name}> closes <${top.name}>`);
      }
      stack.pop();
    } else {
      const attrs: Record<string, string> = {};
      for (const a of (attrText ?? '').matchAll(/([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
        const key = a[1] ?? '';
        if (key in attrs) {
          throw new Error(`duplicate attribute ${key}`);
        }
        attrs[key] = decode(a[3] ?? a[4] ?? '');
      }
      if (stack.length === 1 && root.children.some((c) => typeof c !== 'string')) {
        throw new Error('more than one root element');
      }
      const element: XmlElement = { name: name ?? '', attrs, children: [] };
      top.children.push(element);
      if (selfClosing !== '/') {
        stack.push(element);
      }
    }
    match = token.exec(source);
  }
  if (stack.length !== 1) {
    throw new Error(`unclosed <${stack[stack.length - 1]?.name}>`);
  }
  const elements = root.children.filter((c): c is XmlElement => typeof c !== 'string');
  const only = elements[0];
  if (elements.length !== 1 || only === undefined) {
    throw new Error('expected one root element');
  }
  return only;
}

function textContent(node: XmlElement | string): string {
  return typeof node === 'string' ? node : node.children.map(textContent).join('');
}

function descendants(node: XmlElement, name: string): XmlElement[] {
  return node.children.flatMap((c) =>
    typeof c === 'string' ? [] : [...(c.name === name ? [c] : []), ...descendants(c, name)],
  );
}

/** Reads an HTML fragment the way a browser lays it out: blocks break lines, spans separate words. */
function htmlLines(node: XmlElement): string[] {
  const out: string[] = [''];
  const walk = (n: XmlElement | string): void => {
    if (typeof n === 'string') {
      out[out.length - 1] += n;
      return;
    }
    const block = ['div', 'p', 'h2', 'section'].includes(n.name);
    if (block) {
      out.push('');
    } else if (n.name === 'span') {
      out[out.length - 1] += ' ';
    }
    n.children.forEach(walk);
    if (block) {
      out.push('');
    } else if (n.name === 'span') {
      out[out.length - 1] += ' ';
    }
  };
  walk(node);
  return out.map((l) => l.replace(/\s+/g, ' ').trim()).filter((l) => l !== '');
}

function dualLabel() {
  const perContainer: Record<string, string> = {};
  for (const [bmid, amount] of Object.entries(SAMPLE_AMOUNTS)) {
    perContainer[bmid] = decString(dec(amount).times('2.5'));
  }
  return buildLabel(
    sampleLabelInput({
      servingsPerContainer: '2.5',
      perContainer: { referenceWeightGrams: '138.25', amounts: perContainer },
    }),
  );
}

describe('renderLabelSvg', () => {
  const svg = renderLabelSvg(buildLabel(sampleLabelInput()));
  const doc = parseXml(svg);

  it('is a well-formed SVG document', () => {
    expect(doc.name).toBe('svg');
    expect(doc.attrs.xmlns).toBe('http://www.w3.org/2000/svg');
    expect(doc.attrs.viewBox).toMatch(/^0 0 \d+ \d+$/);
    expect(descendants(doc, 'path')).toEqual([]);
  });

  it('draws every line of the FDA sample as real text, in order', () => {
    const texts = descendants(doc, 'text').map(textContent);
    expect(texts.join(' ')).toBe(SAMPLE_LINES.join(' '));
  });

  it('uses bold for the heading, serving size, calories and top-level nutrient names only', () => {
    const texts = descendants(doc, 'text');
    const weightOf = (content: string) => texts.find((t) => textContent(t) === content)?.attrs['font-weight'];
    expect(weightOf('Nutrition Facts')).toBe('900');
    expect(weightOf('Serving size')).toBe('900');
    expect(weightOf('2/3 cup (55g)')).toBe('900');
    expect(weightOf('Calories')).toBe('900');
    expect(weightOf('230')).toBe('900');
    expect(weightOf('8 servings per container')).toBeUndefined();
    const boldNames = descendants(doc, 'tspan')
      .filter((t) => t.attrs['font-weight'] === '900')
      .map(textContent);
    expect(boldNames).toEqual(['Total Fat', 'Cholesterol', 'Sodium', 'Total Carbohydrate', 'Protein']);
    const italic = descendants(doc, 'tspan').filter((t) => t.attrs['font-style'] === 'italic');
    expect(italic.map(textContent)).toEqual(['Trans']);
  });

  it('indents children and draws the bars and hairlines', () => {
    const texts = descendants(doc, 'text');
    const x = (start: string) => Number(texts.find((t) => textContent(t).startsWith(start))?.attrs.x);
    expect(x('Saturated Fat')).toBeGreaterThan(x('Total Fat'));
    expect(x('Includes 10g Added Sugars')).toBeGreaterThan(x('Total Sugars'));
    expect(x('Vitamin D')).toBe(x('Total Fat'));
    const heights = descendants(doc, 'rect')
      .filter((r) => r.attrs.fill === '#000')
      .map((r) => Number(r.attrs.height));
    expect(heights.filter((h) => h === 28)).toHaveLength(2); // 7-pt bars: under serving size, above vitamins
    expect(heights.filter((h) => h === 12)).toHaveLength(2); // 3-pt bars: under calories, above footnote
    // A hairline above each of the 10 nutrient rows under "% Daily Value*" and above each vitamin or
    // mineral after the first (3).
    expect(heights.filter((h) => h === 1)).toHaveLength(13);
    const short = descendants(doc, 'rect').filter((r) => r.attrs.height === '1' && Number(r.attrs.x) > 24);
    expect(short).toHaveLength(1); // the short one above "Includes … Added Sugars"
  });

  it('escapes text', () => {
    const label = buildLabel(
      sampleLabelInput({ servingSize: { household: '1 "big" <piece> & more', metricAmount: '55' } }),
    );
    const out = renderLabelSvg(label);
    expect(out).toContain('1 &quot;big&quot; &lt;piece&gt; &amp; more (55g)');
    const texts = descendants(parseXml(out), 'text').map(textContent);
    expect(texts).toContain('1 "big" <piece> & more (55g)');
  });

  it('lays out a dual-column panel', () => {
    const out = renderLabelSvg(dualLabel());
    const texts = descendants(parseXml(out), 'text').map(textContent);
    expect(texts.slice(0, 9)).toEqual([
      'Nutrition Facts',
      '2.5 servings per container',
      'Serving size',
      '2/3 cup (55g)',
      'Per serving',
      'Per container',
      'Calories',
      '230',
      '580',
    ]);
    const fat = texts.indexOf('Total Fat');
    expect(texts.slice(fat, fat + 5)).toEqual(['Total Fat', '8g', '10%', '20g', '26%']);
    const sugars = texts.indexOf('Includes Added Sugars');
    expect(texts.slice(sugars, sugars + 5)).toEqual(['Includes Added Sugars', '10g', '20%', '25g', '51%']);
    expect(texts.filter((t) => t === '% Daily Value*')).toHaveLength(2);
  });

  it('omits the footnote and its asterisk for infant foods', () => {
    const label = buildLabel(
      sampleLabelInput({ demographic: 'infants_through_12_months', proteinQualityFactor: '1' }),
    );
    const texts = descendants(parseXml(renderLabelSvg(label)), 'text').map(textContent);
    expect(texts).toContain('% Daily Value');
    expect(texts.some((t) => t.startsWith('*'))).toBe(false);
  });
});

describe('renderLabelHtml', () => {
  it('is well-formed and reads the FDA sample line by line', () => {
    const html = renderLabelHtml(buildLabel(sampleLabelInput()));
    const root = parseXml(html);
    expect(root.name).toBe('section');
    expect(root.attrs['aria-label']).toBe('Nutrition Facts');
    expect(htmlLines(root)).toEqual(SAMPLE_LINES);
    expect(descendants(root, 'h2').map(textContent)).toEqual(['Nutrition Facts']);
    expect(descendants(root, 'b').map(textContent)).toEqual([
      'Total Fat',
      'Cholesterol',
      'Sodium',
      'Total Carbohydrate',
      'Protein',
    ]);
    expect(descendants(root, 'i').map(textContent)).toEqual(['Trans']);
  });

  it('reads a dual-column panel per serving then per container', () => {
    const lines = htmlLines(parseXml(renderLabelHtml(dualLabel())));
    expect(lines).toContain('Per serving Per container');
    expect(lines).toContain('Calories 230 580');
    expect(lines).toContain('Total Fat 8g 10% 20g 26%');
    expect(lines).toContain('Includes Added Sugars 10g 20% 25g 51%');
  });

  it('escapes text', () => {
    const label = buildLabel(sampleLabelInput({ displayNames: { n_protein: 'Protein <&> "x"' } }));
    const html = renderLabelHtml(label);
    expect(html).toContain('Protein &lt;&amp;&gt; &quot;x&quot;');
    expect(htmlLines(parseXml(html))).toContain('Protein <&> "x" 3g');
  });
});

describe('render helpers', () => {
  it.each([
    ['a & b < c > d " e \' f', 'a &amp; b &lt; c &gt; d &quot; e &apos; f'],
    ['plain', 'plain'],
  ])('escapeXml(%j)', (input, expected) => {
    expect(escapeXml(input)).toBe(expected);
  });

  it('wraps words without losing any', () => {
    const text = SAMPLE_LINES[SAMPLE_LINES.length - 1] ?? '';
    const lines = wrapWords(text, 40);
    expect(lines.every((l) => l.length <= 40)).toBe(true);
    expect(lines.join(' ')).toBe(text);
  });

  it('puts the thick bar before the vitamins and no hairline above the first of them', () => {
    const rows = panelRows(buildLabel(sampleLabelInput()));
    const d = rows.findIndex((r) => r.kind === 'nutrient' && r.bmid === 'n_vitamin_d');
    expect(rows[d - 1]).toEqual({ kind: 'bar', weight: 'thick' });
    expect(rows[d]).toMatchObject({ hairline: 'none' });
  });
});
