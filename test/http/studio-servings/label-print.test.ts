import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { compareDrawings } from '../../helpers/pixels.ts';
import {
  addServingOk,
  DV_FOOTNOTE,
  expectLinesInOrder,
  label,
  PANCAKE_PANEL_LINES,
  recipeWithIngredients,
} from '../../helpers/servings.ts';
import { mutate } from '../../helpers/studio.ts';
import { REPO_ROOT } from '../../helpers/usda.ts';

/**
 * The label as PDF and PNG, drawn in the service (no browser) from the same SVG as
 * `?format=svg`. The PDF is opened with poppler (pdfinfo, pdffonts, pdftotext, pdftoppm): page
 * size in points, embedded fonts, the printed lines in FDA order, and the page drawn to pixels,
 * compared with the service's PNG at the same resolution. Without poppler-utils the PDF checks
 * skip and say so. Artifacts for a person to look at go to test/artifacts/.
 *
 * Pancakes (helpers/servings.ts): the panel is 240 pt wide; at 300 dpi that is 1000 pixels.
 */
const POPPLER = ['pdftoppm', 'pdfinfo', 'pdftotext', 'pdffonts'].every((bin) =>
  existsSync(path.join('/usr/bin', bin)),
);
const ARTIFACTS = path.join(REPO_ROOT, 'test', 'artifacts');

let t: TestApp;
let org: TestOrg;
let recipeId: string;
let servingId: string;
let versionId: string;
let firstFactsVersion: string;
let work: string;

beforeAll(async () => {
  t = await startTestApp();
  org = await t.newOrg();
  const r = await recipeWithIngredients(t, org);
  const s = await addServingOk(t, org, r.id, r.versionId);
  recipeId = r.id;
  servingId = s.servingId;
  firstFactsVersion = s.versionId;
  // A later version: twice the salt, so the label at the first version differs from HEAD.
  const res = await mutate(t, org, 'POST', `/studio/recipes/${r.id}/ingredients`, s.versionId, {
    ingredients: [
      { ingredient_id: 'f_sr28_20081', quantity_grams: '190' },
      { ingredient_id: 'f_sr28_18369', quantity_grams: '14' },
      { ingredient_id: 'f_sr28_19335', quantity_grams: '25' },
      { ingredient_id: 'f_sr28_02047', quantity_grams: '6' },
      { ingredient_id: 'f_sr28_01077', quantity_grams: '300' },
      { ingredient_id: 'f_sr28_01123', quantity_grams: '50' },
      { ingredient_id: 'f_sr28_01001', quantity_grams: '42' },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  versionId = res.json().version_id;
  work = mkdtempSync(path.join(tmpdir(), 'label-print-'));
  mkdirSync(ARTIFACTS, { recursive: true });
});

afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  await t.close();
});

function decodePng(bytes: Buffer): PNG {
  return PNG.sync.read(bytes);
}

/** Pixels darker than mid grey. */
function darkPixels(png: PNG): number {
  let n = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    const lum = ((png.data[i] ?? 0) + (png.data[i + 1] ?? 0) + (png.data[i + 2] ?? 0)) / 3;
    if ((png.data[i + 3] ?? 0) > 127 && lum < 128) {
      n++;
    }
  }
  return n;
}

describe('label as PNG', () => {
  it('Accept: image/png gives a 300 dpi PNG of the panel: 240 pt → 1000 pixels wide', async () => {
    const res = await label(t, org, recipeId, servingId, '', { accept: 'image/png' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers.vary).toMatch(/\bAccept\b/);
    expect(res.headers.etag).toBe(`"${versionId}-png"`);
    expect(res.rawPayload.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    const png = decodePng(res.rawPayload);
    expect(png.width).toBe(1000);
    // Same proportions as the SVG's viewBox (quarter points).
    const svg = (await label(t, org, recipeId, servingId, '?format=svg')).body;
    const [, vw, vh] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? [];
    expect(png.height).toBe(Math.round((1000 * Number(vh)) / Number(vw)));
    // Black type and rules on white: a real drawing, not a blank page.
    const dark = darkPixels(png) / (png.width * png.height);
    expect(dark).toBeGreaterThan(0.1);
    expect(dark).toBeLessThan(0.5);
    writeFileSync(path.join(ARTIFACTS, 'label-pancakes.service.png'), res.rawPayload);
  });

  it('?format=png with dpi or width sets the size', async () => {
    const at72 = await label(t, org, recipeId, servingId, '?format=png&dpi=72');
    expect(at72.statusCode, at72.body).toBe(200);
    expect(decodePng(at72.rawPayload).width).toBe(240);
    const wide = await label(t, org, recipeId, servingId, '?format=png&width=600');
    expect(wide.statusCode, wide.body).toBe(200);
    expect(decodePng(wide.rawPayload).width).toBe(600);
    // ?format wins over Accept.
    const won = await label(t, org, recipeId, servingId, '?format=png&dpi=72', {
      accept: 'application/json',
    });
    expect(won.headers['content-type']).toBe('image/png');
  });

  it('sizes out of range, both at once, or on another format are 422 problems naming the parameter', async () => {
    for (const [query, loc] of [
      ['?format=png&dpi=71', 'dpi'],
      ['?format=png&dpi=1201', 'dpi'],
      ['?format=png&width=99', 'width'],
      ['?format=png&width=4001', 'width'],
      ['?format=png&dpi=300&width=500', 'dpi'],
      ['?format=png&dpi=abc', 'dpi'],
      ['?format=pdf&dpi=300', 'dpi'],
      ['?format=pdf&width=1441', 'width'],
      ['?format=svg&width=300', 'width'],
      ['?dpi=300', 'dpi'],
    ] as const) {
      const res = await label(t, org, recipeId, servingId, query);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(422);
      expect(res.headers['content-type'], query).toMatch(/json/);
      expect(res.body, query).toContain(loc);
      expect(res.body, query).not.toMatch(/at .*\.ts:\d+/);
    }
  });

  it('a width whose height would pass 16 million pixels is a 422 that says the widest allowed', async () => {
    // The pancake panel is about 1.5 times as tall as wide: 4000 px wide would be ~24 million.
    const res = await label(t, org, recipeId, servingId, '?format=png&width=4000');
    expect(res.statusCode, res.body).toBe(422);
    expect(res.body).toMatch(/width ≤ \d+/);
  });

  it('?version_id= draws the label as that version declared it', async () => {
    const old = await label(
      t,
      org,
      recipeId,
      servingId,
      `?format=png&dpi=72&version_id=${firstFactsVersion}`,
    );
    expect(old.statusCode, old.body).toBe(200);
    expect(old.headers.etag).toBe(`"${firstFactsVersion}-png-dpi72"`);
    // Other sizes are other bytes, with their own entity tags; a matching one is a 304.
    const wide = await label(
      t,
      org,
      recipeId,
      servingId,
      `?format=png&width=300&version_id=${firstFactsVersion}`,
    );
    expect(wide.headers.etag).toBe(`"${firstFactsVersion}-png-w300"`);
    const cached = await label(
      t,
      org,
      recipeId,
      servingId,
      `?format=png&dpi=72&version_id=${firstFactsVersion}`,
      {
        'if-none-match': String(old.headers.etag),
      },
    );
    expect(cached.statusCode).toBe(304);
    const head = await label(t, org, recipeId, servingId, '?format=png&dpi=72');
    expect(Buffer.compare(old.rawPayload, head.rawPayload)).not.toBe(0);
    // The same version drawn twice is the same bytes.
    const again = await label(
      t,
      org,
      recipeId,
      servingId,
      `?format=png&dpi=72&version_id=${firstFactsVersion}`,
    );
    expect(Buffer.compare(old.rawPayload, again.rawPayload)).toBe(0);
  });
});

describe.skipIf(!POPPLER)(
  POPPLER
    ? 'label as PDF (opened with poppler)'
    : 'label as PDF (skipped: no poppler-utils; apt-get install -y poppler-utils)',
  () => {
    it('Accept: application/pdf gives one page the size of the panel with Arimo embedded', async () => {
      const res = await label(t, org, recipeId, servingId, '', { accept: 'application/pdf' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers.etag).toBe(`"${versionId}-pdf"`);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const file = path.join(work, 'label.pdf');
      writeFileSync(file, res.rawPayload);
      writeFileSync(path.join(ARTIFACTS, 'label-pancakes.pdf'), res.rawPayload);

      const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
      expect(info).toMatch(/^Pages:\s+1$/m);
      const svg = (await label(t, org, recipeId, servingId, '?format=svg', { accept: 'image/svg+xml' })).body;
      const [, vw, vh] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? [];
      // viewBox unit = 1/4 pt: the page is the panel at its designed size.
      const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info);
      expect(Number(size?.[1])).toBeCloseTo(Number(vw) / 4, 2);
      expect(Number(size?.[2])).toBeCloseTo(Number(vh) / 4, 2);
      expect(info).toMatch(/^Title:\s+Nutrition Facts: Pancakes/m);

      const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
      expect(fonts).toMatch(/\+Arimo-Regular\s.*\byes\s+yes\b/);
      expect(fonts).toMatch(/\+Arimo-Bold\s.*\byes\s+yes\b/);
      expect(fonts).toMatch(/\+Arimo-Italic\s/); // "Trans" is italic ((c)(2)(ii))
      // One version prints the same bytes every time (fixed creation date, no random id).
      const again = await label(t, org, recipeId, servingId, '?format=pdf');
      expect(Buffer.compare(again.rawPayload, res.rawPayload)).toBe(0);
    });

    it('the page reads as the panel: every line in FDA order, with the same figures as the JSON label', async () => {
      const res = await label(t, org, recipeId, servingId, `?format=pdf&version_id=${firstFactsVersion}`);
      expect(res.statusCode, res.body).toBe(200);
      const file = path.join(work, 'first.pdf');
      writeFileSync(file, res.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      const lines = text
        .split('\n')
        .map((l) => l.trim().replace(/\s+/g, ' '))
        .filter((l) => l !== '');
      const at = expectLinesInOrder(lines, PANCAKE_PANEL_LINES);
      expect(lines.slice(at + 1).join(' ')).toBe(DV_FOOTNOTE);
      // HEAD has twice the salt: its page says so.
      const head = await label(t, org, recipeId, servingId, '?format=pdf');
      writeFileSync(path.join(work, 'head.pdf'), head.rawPayload);
      const headText = execFileSync('pdftotext', ['-layout', path.join(work, 'head.pdf'), '-'], {
        encoding: 'utf8',
      });
      expect(headText).not.toMatch(/Sodium\s+800mg/);
      expect(headText).toMatch(/Sodium\s+1,?\d{3}mg/);
    });

    it('pdftoppm draws the page like the service PNG at the same resolution', async () => {
      const pdf = await label(t, org, recipeId, servingId, '?format=pdf');
      const file = path.join(work, 'page.pdf');
      writeFileSync(file, pdf.rawPayload);
      execFileSync('pdftoppm', ['-r', '150', '-png', '-singlefile', file, path.join(work, 'page')]);
      const page = decodePng(readFileSync(path.join(work, 'page.png')));
      writeFileSync(
        path.join(ARTIFACTS, 'label-pancakes.pdf-page.png'),
        readFileSync(path.join(work, 'page.png')),
      );
      const png = decodePng((await label(t, org, recipeId, servingId, '?format=png&dpi=150')).rawPayload);
      expect(page.width).toBe(png.width);
      expect(Math.abs(page.height - png.height)).toBeLessThanOrEqual(1);
      const d = compareDrawings(page, png);
      // Two rasterizers differ in anti-aliasing of glyph edges and of the ¼-pt hairlines (half a
      // pixel at 150 dpi), not in what is drawn: one missing nutrient line is ~0.7 % of the blocks.
      expect(d.pixels).toBeLessThan(0.05);
      expect(d.blocks).toBeLessThan(0.003);
      expect(darkPixels(page) / (page.width * page.height)).toBeGreaterThan(0.1);
    });

    it('?width= scales the page (points), proportions kept', async () => {
      const res = await label(t, org, recipeId, servingId, '?format=pdf&width=144');
      expect(res.statusCode, res.body).toBe(200);
      const file = path.join(work, 'small.pdf');
      writeFileSync(file, res.rawPayload);
      const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
      expect(info).toMatch(/^Page size:\s+144 x [\d.]+ pts/m);
    });
  },
);
