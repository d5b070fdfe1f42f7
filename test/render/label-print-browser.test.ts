import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printFontFiles } from '../../src/services/labels/print.ts';
import { startTestApp, type TestApp, type TestOrg } from '../helpers/app.ts';
import { artifactsDir, browserSuiteTitle, chromiumAvailable, launchChromium } from '../helpers/chromium.ts';
import { compareDrawings } from '../helpers/pixels.ts';
import { addServingOk, label, recipeWithIngredients } from '../helpers/servings.ts';

/**
 * The service's PNG (resvg, no browser) against the same label's SVG drawn by headless Chromium
 * at the same pixel size. Chromium gets the fonts the service uses (Arimo from the npm package,
 * as @font-face for the panel's "Helvetica"), so the comparison is about drawing, not about which
 * fonts a machine happens to have. Without /usr/bin/chromium the suite is skipped and says why.
 */
const ARTIFACTS = artifactsDir();
const title = browserSuiteTitle('label PNG against Chromium');

let t: TestApp;
let org: TestOrg;
let browser: Browser | undefined;

beforeAll(async () => {
  if (!chromiumAvailable) {
    return;
  }
  t = await startTestApp();
  org = await t.newOrg();
  browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

function fontFaces(): string {
  const f = printFontFiles();
  const face = (file: string, weight: string, style: string) =>
    `@font-face{font-family:"Helvetica";src:url(data:font/ttf;base64,${readFileSync(file).toString('base64')}) format("truetype");font-weight:${weight};font-style:${style}}`;
  // Arimo's heaviest weight is Bold; the panel's 900 ("black") uses it too, as in the service.
  return [
    face(f.regular, '100 500', 'normal'),
    face(f.italic, '100 500', 'italic'),
    face(f.bold, '600 900', 'normal'),
    face(f.boldItalic, '600 900', 'italic'),
  ].join('\n');
}

/** Chromium's drawing of the SVG, `width` × `height` CSS pixels at device scale 1. */
async function chromiumPng(svg: string, width: number, height: number): Promise<PNG> {
  if (browser === undefined) {
    throw new Error('no browser');
  }
  const context = await browser.newContext({ viewport: { width: width + 40, height: height + 40 } });
  const page = await context.newPage();
  const sized = svg.replace(
    /<svg ([^>]*?)width="[\d.]+" height="[\d.]+"/,
    `<svg $1width="${width}" height="${height}"`,
  );
  await page.setContent(
    `<!DOCTYPE html><html><head><style>${fontFaces()}\nhtml,body{margin:0;background:#fff}svg{display:block}</style></head><body>${sized}</body></html>`,
  );
  await page.evaluate('document.fonts.ready');
  const bytes = await page.locator('svg').first().screenshot();
  await context.close();
  return PNG.sync.read(bytes);
}

describe.skipIf(!chromiumAvailable)(title, () => {
  for (const [name, dpi] of [
    ['single column', 150],
    ['single column', 300],
  ] as const) {
    it(`${name} at ${dpi} dpi: Chromium and the service draw the same panel`, {
      timeout: 60_000,
    }, async () => {
      const r = await recipeWithIngredients(t, org);
      const s = await addServingOk(t, org, r.id, r.versionId);
      const svg = (await label(t, org, r.id, s.servingId, '?format=svg')).body;
      const res = await label(t, org, r.id, s.servingId, `?format=png&dpi=${dpi}`);
      expect(res.statusCode, res.body).toBe(200);
      const service = PNG.sync.read(res.rawPayload);
      const browserPng = await chromiumPng(svg, service.width, service.height);
      writeFileSync(
        path.join(ARTIFACTS, `label-pancakes.chromium.${dpi}dpi.png`),
        PNG.sync.write(browserPng),
      );
      writeFileSync(path.join(ARTIFACTS, `label-pancakes.service.${dpi}dpi.png`), res.rawPayload);
      expect(browserPng.width).toBe(service.width);
      expect(Math.abs(browserPng.height - service.height)).toBeLessThanOrEqual(1);
      const d = compareDrawings(browserPng, service);
      console.info(
        `label PNG vs Chromium at ${dpi} dpi: ${(d.pixels * 100).toFixed(2)} % of pixels, ${(d.blocks * 100).toFixed(3)} % of 4×4 blocks differ`,
      );
      expect(d.pixels).toBeLessThan(0.02);
      expect(d.blocks).toBeLessThan(0.002);
    });
  }

  it('a dual-column label at 200 dpi', { timeout: 60_000 }, async () => {
    const r = await recipeWithIngredients(t, org, [
      { ingredient_id: 'f_sr28_20081', quantity_grams: '80' },
      { ingredient_id: 'f_sr28_01077', quantity_grams: '120' },
      { ingredient_id: 'f_sr28_01123', quantity_grams: '50' },
    ]);
    const s = await addServingOk(t, org, r.id, r.versionId, {
      serving_size_type: 'racc_guided',
      racc_category_id: 'racc_french_toast_pancakes_prepared',
      household_amount: '1',
    });
    const svg = (await label(t, org, r.id, s.servingId, '?format=svg')).body;
    const res = await label(t, org, r.id, s.servingId, '?format=png&dpi=200');
    expect(res.statusCode, res.body).toBe(200);
    const service = PNG.sync.read(res.rawPayload);
    expect(service.width).toBe(1000); // 360 pt at 200 dpi
    const browserPng = await chromiumPng(svg, service.width, service.height);
    writeFileSync(path.join(ARTIFACTS, 'label-dual-column.chromium.png'), PNG.sync.write(browserPng));
    writeFileSync(path.join(ARTIFACTS, 'label-dual-column.service.png'), res.rawPayload);
    const d = compareDrawings(browserPng, service);
    console.info(
      `dual-column label PNG vs Chromium: ${(d.pixels * 100).toFixed(2)} % of pixels, ${(d.blocks * 100).toFixed(3)} % of blocks differ`,
    );
    expect(d.pixels).toBeLessThan(0.02);
    expect(d.blocks).toBeLessThan(0.002);
  });
});
