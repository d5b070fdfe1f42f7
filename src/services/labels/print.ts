import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { Font } from 'fontkit';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { ValidationError } from '../../domain/errors.ts';

/**
 * Print forms of the Nutrition Facts panel, drawn from its SVG (`renderLabelSvg`) without a
 * browser: PNG through resvg, PDF through PDFKit with svg-to-pdfkit (vector rules, embedded text).
 *
 * Fonts: the panel asks for Helvetica. Both writers get Arimo (SIL Open Font License, metrically compatible
 * with Helvetica and Arial), shipped inside the `@expo-google-fonts/arimo` npm package and loaded
 * by path; system fonts are never consulted, so the output is the same on every machine. Arimo's
 * heaviest weight is Bold: the panel's "black" (900) text is drawn in it.
 *
 * Size: the SVG's user unit is a quarter point (`viewBox` width = 4 × the panel's width in
 * points), so at scale 1 the panel prints at its designed size (8-pt nutrient rows, 7-pt bars).
 * PNG: `dpi` (pixels per inch at that size, default 300) or `width` in pixels. PDF: one page the
 * size of the panel, or `width` in points (the panel scaled, proportions kept).
 */

export type PrintFormat = 'pdf' | 'png';

export interface PrintSize {
  /** PNG: pixels per inch at the panel's designed size. */
  dpi?: number | undefined;
  /** PNG: width in pixels; PDF: page width in points. */
  width?: number | undefined;
}

export const PRINT_LIMITS = {
  png: { dpi: { min: 72, max: 1200, default: 300 }, width: { min: 100, max: 4000 }, maxPixels: 16_000_000 },
  pdf: { width: { min: 72, max: 1440 } },
} as const;

const require = createRequire(import.meta.url);
const ARIMO_DIR = path.dirname(require.resolve('@expo-google-fonts/arimo/package.json'));

const FONT_FILES = {
  regular: path.join(ARIMO_DIR, '400Regular', 'Arimo_400Regular.ttf'),
  italic: path.join(ARIMO_DIR, '400Regular_Italic', 'Arimo_400Regular_Italic.ttf'),
  bold: path.join(ARIMO_DIR, '700Bold', 'Arimo_700Bold.ttf'),
  boldItalic: path.join(ARIMO_DIR, '700Bold_Italic', 'Arimo_700Bold_Italic.ttf'),
} as const;

type FontKey = keyof typeof FONT_FILES;

/** The font files the print forms use (tests draw the SVG in a browser with the same ones). */
export function printFontFiles(): Readonly<Record<FontKey, string>> {
  return FONT_FILES;
}

let parsedFonts: Record<FontKey, Font> | undefined;

/** The four faces, parsed once per process (PDFKit subsets them per document). */
function fonts(): Record<FontKey, Font> {
  parsedFonts ??= {
    regular: fontkit.create(readFileSync(FONT_FILES.regular)) as Font,
    italic: fontkit.create(readFileSync(FONT_FILES.italic)) as Font,
    bold: fontkit.create(readFileSync(FONT_FILES.bold)) as Font,
    boldItalic: fontkit.create(readFileSync(FONT_FILES.boldItalic)) as Font,
  };
  return parsedFonts;
}

/** Width and height of the panel in points, from the SVG's viewBox (quarter points). */
export function panelSizePoints(svg: string): { width: number; height: number } {
  const m = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (m === null) {
    throw new Error('the label SVG has no viewBox');
  }
  return { width: Number(m[1]) / 4, height: Number(m[2]) / 4 };
}

function outOfRange(name: string, value: number, min: number, max: number, detail = ''): ValidationError {
  return new ValidationError(`${name} must be between ${min} and ${max}${detail}.`, [
    {
      loc: ['query', name],
      msg: `Must be between ${min} and ${max}${detail}`,
      type: 'out_of_range',
      input: String(value),
    },
  ]);
}

/** Checks the size against the format's limits; returns the pixel width of a PNG. */
export function pngWidthPixels(svg: string, size: PrintSize): number {
  const L = PRINT_LIMITS.png;
  const panel = panelSizePoints(svg);
  if (size.dpi !== undefined && size.width !== undefined) {
    throw new ValidationError('Give either dpi or width, not both.', [
      {
        loc: ['query', 'dpi'],
        msg: 'dpi and width exclude each other',
        type: 'conflict',
        input: String(size.dpi),
      },
    ]);
  }
  let width: number;
  if (size.width !== undefined) {
    if (size.width < L.width.min || size.width > L.width.max) {
      throw outOfRange('width', size.width, L.width.min, L.width.max, ' pixels');
    }
    width = Math.round(size.width);
  } else {
    const dpi = size.dpi ?? L.dpi.default;
    if (dpi < L.dpi.min || dpi > L.dpi.max) {
      throw outOfRange('dpi', dpi, L.dpi.min, L.dpi.max);
    }
    width = Math.round((panel.width * dpi) / 72);
  }
  const height = Math.round((width * panel.height) / panel.width);
  if (width * height > L.maxPixels) {
    const widest = Math.floor(Math.sqrt((L.maxPixels * panel.width) / panel.height));
    throw new ValidationError(
      `This label would be ${width} × ${height} pixels; at most ${L.maxPixels} pixels are drawn (width ≤ ${widest} for this label).`,
      [
        {
          loc: ['query', size.width !== undefined ? 'width' : 'dpi'],
          msg: `Too many pixels for this label (width ≤ ${widest})`,
          type: 'out_of_range',
          input: String(size.width ?? size.dpi ?? L.dpi.default),
        },
      ],
    );
  }
  return width;
}

/** The panel as a PNG (white background, no system fonts). */
export function renderLabelPng(svg: string, size: PrintSize = {}): Buffer {
  const width = pngWidthPixels(svg, size);
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    background: '#ffffff',
    font: {
      loadSystemFonts: false,
      fontFiles: Object.values(FONT_FILES),
      defaultFontFamily: 'Arimo',
      sansSerifFamily: 'Arimo',
      serifFamily: 'Arimo',
    },
    shapeRendering: 2,
    textRendering: 2,
  });
  return resvg.render().asPng();
}

function fontName(bold: boolean, italic: boolean): FontKey {
  if (bold) {
    return italic ? 'boldItalic' : 'bold';
  }
  return italic ? 'italic' : 'regular';
}

/** Page width in points for a PDF request (the panel's own width by default). */
export function pdfWidthPoints(svg: string, size: PrintSize): number {
  const L = PRINT_LIMITS.pdf;
  if (size.dpi !== undefined) {
    throw new ValidationError('dpi applies to PNG only; a PDF is vector: give width (points) instead.', [
      { loc: ['query', 'dpi'], msg: 'Only for format=png', type: 'not_applicable', input: String(size.dpi) },
    ]);
  }
  if (size.width === undefined) {
    return panelSizePoints(svg).width;
  }
  if (size.width < L.width.min || size.width > L.width.max) {
    throw outOfRange('width', size.width, L.width.min, L.width.max, ' points');
  }
  return size.width;
}

/**
 * The panel as a one-page PDF the size of the panel (or `width` points wide), vector rules and
 * text in embedded Arimo subsets. Deterministic: fixed creation date, no random file id.
 */
export async function renderLabelPdf(
  svg: string,
  size: PrintSize = {},
  meta: { title: string; createdAt: Date } = { title: 'Nutrition Facts', createdAt: new Date(0) },
): Promise<Buffer> {
  const panel = panelSizePoints(svg);
  const width = pdfWidthPoints(svg, size);
  const height = (width * panel.height) / panel.width;
  const f = fonts();
  const doc = new PDFDocument({
    size: [width, height],
    margin: 0,
    autoFirstPage: true,
    info: { Title: meta.title, Creator: 'Nutrition Label API', CreationDate: meta.createdAt },
  });
  for (const key of Object.keys(f) as FontKey[]) {
    // PDFKit takes a parsed fontkit font as well as bytes.
    doc.registerFont(key, f[key] as unknown as Buffer);
  }
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  const warnings: string[] = [];
  SVGtoPDF(doc, svg, 0, 0, {
    width,
    height,
    preserveAspectRatio: 'xMinYMin meet',
    fontCallback: (_family: string, bold: boolean, italic: boolean) => fontName(bold, italic),
    warningCallback: (w: string) => warnings.push(w),
  });
  if (warnings.length > 0) {
    throw new Error(`the label SVG did not convert cleanly: ${warnings.join('; ')}`);
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** The panel's SVG drawn as a PDF or PNG at the requested size (422 for a size out of range). */
export async function printLabel(
  svg: string,
  format: PrintFormat,
  size: PrintSize,
  title: string,
): Promise<Buffer> {
  if (format === 'png') {
    return renderLabelPng(svg, size);
  }
  return renderLabelPdf(svg, size, { title: `Nutrition Facts: ${title}`, createdAt: new Date(0) });
}

/** Names a print form for its entity tag: "png", "png-dpi600", "pdf-w144". */
export function printVariant(format: PrintFormat, size: PrintSize): string {
  const dpi = size.dpi === undefined ? '' : `-dpi${size.dpi}`;
  const width = size.width === undefined ? '' : `-w${size.width}`;
  return `${format}${dpi}${width}`;
}

/** dpi and width only mean something for PDF and PNG; for another format they are a 422. */
export function assertNoPrintSize(size: PrintSize, format: string): void {
  const given = (['dpi', 'width'] as const).filter((k) => size[k] !== undefined);
  if (given.length === 0) {
    return;
  }
  throw new ValidationError(
    `${given.join(' and ')} ${given.length === 1 ? 'applies' : 'apply'} to format=pdf or format=png (or Accept: application/pdf, image/png), not to ${format}.`,
    given.map((k) => ({
      loc: ['query', k],
      msg: 'Only for PDF and PNG',
      type: 'not_applicable',
      input: String(size[k]),
    })),
  );
}
