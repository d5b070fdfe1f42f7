import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../helpers/app.ts';
import {
  artifactsDir,
  browserSuiteTitle,
  chromiumAvailable,
  launchChromium,
  listenOnLoopback,
} from '../helpers/chromium.ts';
import {
  addServingOk,
  DV_FOOTNOTE,
  expectLinesInOrder,
  PANCAKE_PANEL_LINES,
  recipeWithIngredients,
} from '../helpers/servings.ts';

/**
 * Opens the rendered labels of a real recipe in headless Chromium (Debian's, driven by
 * playwright-core) over real HTTP, reads back the visible text line by line from where the
 * browser laid it out, checks the lines and their order, and saves PNG screenshots under
 * test/artifacts/ for a person to look at. Without /usr/bin/chromium the suite is skipped, and
 * its name says why.
 */
const ARTIFACTS = artifactsDir();
const title = browserSuiteTitle('label rendering in Chromium');

let t: TestApp;
let org: TestOrg;
let base: string;
let browser: Browser | undefined;

beforeAll(async () => {
  if (!chromiumAvailable) {
    return;
  }
  t = await startTestApp();
  org = await t.newOrg();
  base = await listenOnLoopback(t);
  browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

/**
 * The visible text of the page as lines: every text node's laid-out boxes, grouped into lines by
 * their vertical middle, each line read left to right.
 */
async function visibleLines(page: Page): Promise<string[]> {
  return (await laidOutLines(page)).map((l) => l.text);
}

/** Where each visible line starts (left edge of its first word), by its text. */
async function lineStarts(page: Page): Promise<Map<string, number>> {
  return new Map((await laidOutLines(page)).map((l) => [l.text, l.x]));
}

interface TextBox {
  text: string;
  x: number;
  /** Vertical middle. */
  y: number;
  h: number;
}

/**
 * Runs in the page (a string: this project compiles without the DOM library). Every non-blank
 * text node's laid-out box; a text node the browser wrapped over several lines is split into
 * words, each with its own box.
 */
const COLLECT_TEXT_BOXES = `(() => {
  const out = [];
  const walker = document.createTreeWalker(document.body ?? document.documentElement, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const text = (node.textContent ?? '').replace(/\\s+/g, ' ').trim();
    if (text === '') continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    if (rects.length <= 1) {
      const r = rects[0] ?? range.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) out.push({ text, x: r.left, y: r.top + r.height / 2, h: r.height });
      continue;
    }
    let offset = 0;
    for (const word of (node.textContent ?? '').split(/(\\s+)/)) {
      if (word.trim() !== '') {
        const w = document.createRange();
        w.setStart(node, offset);
        w.setEnd(node, offset + word.length);
        const r = w.getBoundingClientRect();
        out.push({ text: word, x: r.left, y: r.top + r.height / 2, h: r.height });
      }
      offset += word.length;
    }
  }
  return out;
})()`;

async function laidOutLines(page: Page): Promise<{ text: string; x: number }[]> {
  const boxes = await page.evaluate<TextBox[]>(COLLECT_TEXT_BOXES);
  boxes.sort((a, b) => a.y - b.y || a.x - b.x);
  const lines: { y: number; h: number; parts: { text: string; x: number }[] }[] = [];
  for (const b of boxes) {
    const line = lines.at(-1);
    if (line !== undefined && Math.abs(b.y - line.y) < Math.min(b.h, line.h) / 2) {
      line.parts.push({ text: b.text, x: b.x });
    } else {
      lines.push({ y: b.y, h: b.h, parts: [{ text: b.text, x: b.x }] });
    }
  }
  return lines.map((l) => {
    const parts = l.parts.sort((a, b) => a.x - b.x);
    return { text: parts.map((p) => p.text).join(' '), x: parts[0]?.x ?? 0 };
  });
}

const PANCAKE_LINES: (string | RegExp)[] = [
  ...PANCAKE_PANEL_LINES,
  /^\*The % Daily Value tells you how much a nutrient/,
  /nutrition advice\.$/,
];

/** The footnote may wrap over several lines; read together they are the (d)(9) text. */
function expectFootnote(lines: string[]): void {
  const start = lines.findIndex((l) => l.startsWith('*The % Daily Value'));
  expect(lines.slice(start).join(' ')).toBe(DV_FOOTNOTE);
}

async function open(url: string): Promise<Page> {
  if (browser === undefined) {
    throw new Error('no browser');
  }
  const context = await browser.newContext({
    extraHTTPHeaders: { authorization: org.headers.authorization ?? '' },
    viewport: { width: 800, height: 1000 },
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  const res = await page.goto(url);
  expect(res?.status(), url).toBe(200);
  return page;
}

async function screenshot(page: Page, name: string, selector: string): Promise<void> {
  const file = path.join(ARTIFACTS, name);
  await page.locator(selector).first().screenshot({ path: file });
  expect(existsSync(file)).toBe(true);
}

describe.skipIf(!chromiumAvailable)(title, () => {
  it('the HTML panel shows every line in FDA order', { timeout: 60_000 }, async () => {
    const r = await recipeWithIngredients(t, org);
    const s = await addServingOk(t, org, r.id, r.versionId);
    const page = await open(
      `${base}/studio/recipes/${r.id}/servings/${s.servingId}/nutrition-label?format=html`,
    );
    expect(await page.title()).toMatch(/^Nutrition Facts: /);
    const lines = await visibleLines(page);
    expectLinesInOrder(lines, PANCAKE_LINES);
    expectFootnote(lines);
    // Indented children start to the right of their parents.
    const starts = await lineStarts(page);
    expect(starts.get('Saturated Fat 7g 37%')).toBeGreaterThan(starts.get('Total Fat 13g 17%') ?? Infinity);
    expect(starts.get('Includes 6g Added Sugars 13%')).toBeGreaterThan(
      starts.get('Total Sugars 10g') ?? Infinity,
    );
    await screenshot(page, 'label-pancakes.html.png', 'section.nutrition-facts');
    await page.context().close();
  });

  it('the SVG panel shows the same lines, as an SVG document', { timeout: 60_000 }, async () => {
    const r = await recipeWithIngredients(t, org);
    const s = await addServingOk(t, org, r.id, r.versionId);
    const page = await open(
      `${base}/studio/recipes/${r.id}/servings/${s.servingId}/nutrition-label?format=svg`,
    );
    expect(await page.evaluate<string>('document.documentElement.tagName')).toBe('svg');
    const lines = await visibleLines(page);
    expectLinesInOrder(lines, PANCAKE_LINES);
    expectFootnote(lines);
    await screenshot(page, 'label-pancakes.svg.png', 'svg');
    await page.context().close();
  });

  it('a dual-column label (recipe at 227 % of the RACC) draws both columns', {
    timeout: 60_000,
  }, async () => {
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
    const url = `${base}/studio/recipes/${r.id}/servings/${s.servingId}/nutrition-label`;
    for (const [format, selector] of [
      ['html', 'section.nutrition-facts'],
      ['svg', 'svg'],
    ] as const) {
      const page = await open(`${url}?format=${format}`);
      const lines = await visibleLines(page);
      expectLinesInOrder(lines, [
        'Nutrition Facts',
        'about 2.5 servings per container',
        'Serving size 1 piece (110g)',
        'Per serving Per container',
        /^Calories \d+ \d+$/,
        /^Total Fat \d+(\.5)?g \d+% \d+(\.5)?g \d+%$/,
        /^Potassium \d+mg \d+% \d+mg \d+%$/,
      ]);
      await screenshot(page, `label-dual-column.${format}.png`, selector);
      await page.context().close();
    }
  });
});
