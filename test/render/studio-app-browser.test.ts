import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, revokeApiKey } from '../../src/services/accounts/accounts.ts';
import { startTestApp, type TestApp, type TestOrg } from '../helpers/app.ts';
import {
  artifactsDir,
  browserSuiteTitle,
  chromiumAvailable,
  launchChromium,
  listenOnLoopback,
} from '../helpers/chromium.ts';
import { recipeWithIngredients } from '../helpers/servings.ts';
import { createRecipe } from '../helpers/studio.ts';

/**
 * The web Studio at /app, driven in headless Chromium (Debian's, through playwright-core) against
 * the real service on a real port: sign in → create a recipe → paste nine ingredient lines → fix
 * one unresolved row by picking a candidate and one by typing grams → confirm → add a serving →
 * the label with the calories the API declares → download SVG and PNG → restore an older version.
 * Every step leaves a screenshot under test/artifacts/studio-app/ (desktop, and 375 px wide for
 * the main screens) for a person to look at. Without /usr/bin/chromium the suite is skipped.
 */
const ARTIFACTS = artifactsDir('studio-app');
const title = browserSuiteTitle('the web Studio in Chromium');

/**
 * Nine lines as a cook writes them, read against the built-in SR28 catalogue `npm start` serves:
 * the sorghum flour is a doubtful match (SR28 has whole-grain and refined; the first is fine), the handful has no weight,
 * the pinch is an estimate (marked ≈), and the sugar is pasted with a recipe card's checkbox.
 */
const LINES = [
  '3 ripe bananas',
  '2 cups all-purpose flour',
  '1/2 cup unsalted butter, melted',
  '▢ 3/4 cup granulated sugar',
  '1 large egg, beaten',
  '1 tsp baking soda',
  '1/4 cup sorghum flour',
  '1 handful raisins',
  'a pinch of ground nutmeg',
];
const PICKED = 'Sorghum flour, whole-grain';
/** Waits for the page or the API to catch up; generous, because CI runs other suites alongside. */
const POLL = { timeout: 20_000, interval: 100 };

let t: TestApp;
let org: TestOrg;
let base: string;
let browser: Browser | undefined;
const problems: string[] = [];

beforeAll(async () => {
  if (!chromiumAvailable) {
    return;
  }
  t = await startTestApp({ catalogue: 'full' });
  org = await t.newOrg('Riverside Bakery');
  base = await listenOnLoopback(t);
  browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

async function newPage(width: number, height: number): Promise<{ context: BrowserContext; page: Page }> {
  if (browser === undefined) {
    throw new Error('no browser');
  }
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: 1,
    acceptDownloads: true,
  });
  const page = await context.newPage();
  // Any script error or refused resource (a CSP violation included) fails the suite at the end.
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 4\d\d/.test(m.text())) {
      problems.push(`console: ${m.text()}`);
    }
  });
  return { context, page };
}

async function shot(page: Page, name: string): Promise<void> {
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  expect(existsSync(file)).toBe(true);
}

/** A narrow page, one screenful at a time (a full-page strip at 375 px is too thin to read). */
async function shotScreens(page: Page, name: string, screens = 3): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 375, height: 812 };
  const height = await page.evaluate<number>('document.documentElement.scrollHeight');
  for (let i = 0; i < screens && i * viewport.height < height; i++) {
    const file = path.join(ARTIFACTS, `${name}.375px-${i + 1}.png`);
    await page.screenshot({
      path: file,
      fullPage: true,
      clip: { x: 0, y: i * viewport.height, width: viewport.width, height: viewport.height },
    });
  }
}

/** Signs a page in without the form (the key in session storage, as the form leaves it). */
async function signedIn(page: Page, key: string): Promise<void> {
  await page.addInitScript(`sessionStorage.setItem('label-studio.api-key', ${JSON.stringify(key)})`);
}

/**
 * A signed-in desktop page on a new recipe's ingredients, these lines pasted and read: the page
 * waits for the table of what was understood.
 */
async function pastedIntoNewRecipe(
  name: string,
  lines: readonly string[],
): Promise<{ context: BrowserContext; page: Page; recipeId: string }> {
  const { context, page } = await newPage(1280, 900);
  await signedIn(page, org.key);
  const recipe = await createRecipe(t, org, { name });
  await page.goto(`${base}/app/#/recipes/${recipe.id}/ingredients`);
  await page.getByLabel('Ingredients, one per line').fill(lines.join('\n'));
  await page.getByRole('button', { name: 'Read ingredients' }).click();
  await page.getByRole('heading', { name: 'Check what was understood' }).waitFor();
  return { context, page, recipeId: recipe.id };
}

async function api<T>(url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: org.headers });
  expect(res.statusCode, url).toBe(200);
  return res.json() as T;
}

function row(page: Page, line: string) {
  return page.locator('tr', { has: page.getByRole('cell', { name: line, exact: true }) });
}

describe.skipIf(!chromiumAvailable)(title, () => {
  it('the page is served with a strict Content-Security-Policy and stays out of the API reference', async () => {
    const res = await fetch(`${base}/app/`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(await res.text()).not.toMatch(/<script>(?!<\/script>)/);
    const redirect = await fetch(`${base}/app`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/app/');
    const doc = (await (await fetch(`${base}/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/app'))).toEqual([]);
  });

  it('a wrong or revoked key is refused with a clear message', { timeout: 60_000 }, async () => {
    const revoked = await createApiKey(t.deps, { orgId: org.orgId });
    await revokeApiKey(t.deps, { prefix: revoked.record.prefix });
    const { context, page } = await newPage(1280, 800);
    await page.goto(`${base}/app/`);
    for (const key of ['nlk_wrong_key', revoked.key]) {
      await page.getByRole('textbox', { name: 'API key' }).fill(key);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect
        .poll(() => page.getByRole('alert').textContent(), POLL)
        .toMatch(/not accepted.*mistyped.*revoked/);
    }
    await shot(page, '01-sign-in-refused');
    await context.close();
  });

  it('goes from a pasted recipe to a downloaded label, and restores an older version', {
    timeout: 120_000,
  }, async () => {
    const { context, page } = await newPage(1280, 900);
    const mobile = await newPage(375, 812);
    await signedIn(mobile.page, org.key);

    // Sign in with the keyboard only.
    await page.goto(`${base}/app/`);
    await shot(page, '02-sign-in');
    await page.keyboard.press('Tab');
    await page.keyboard.type(org.key);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Recipes', level: 1 }).waitFor();
    expect(await page.evaluate('sessionStorage.length')).toBe(1);
    await expect.poll(() => page.title(), POLL).toBe('Recipes – Label Studio');
    await page.getByRole('heading', { name: 'From recipe to label in three steps' }).waitFor();
    await shot(page, '02-first-recipes-page');

    // Create.
    await page.getByLabel('Recipe name').fill('Spiced banana bread');
    await page.getByRole('button', { name: 'Create recipe' }).click();
    await page.getByRole('heading', { name: 'Spiced banana bread', level: 1 }).waitFor();
    const recipeId = /#\/recipes\/(rcp_\w+)\//.exec(page.url())?.[1] ?? '';
    expect(recipeId).toMatch(/^rcp_/);

    // Paste nine lines.
    await page.getByLabel('Ingredients, one per line').fill(LINES.join('\n'));
    await shot(page, '03-paste');
    await page.getByRole('button', { name: 'Read ingredients' }).click();
    await page.getByRole('heading', { name: 'Check what was understood' }).waitFor();
    await expect
      .poll(() => page.locator('.status-line').textContent(), POLL)
      .toBe('7 of 9 lines are ready; 2 need your attention.');
    await expect
      .poll(() => row(page, '1/4 cup sorghum flour').textContent(), POLL)
      .toContain('Not sure which food this is');
    await expect
      .poll(() => row(page, '1 handful raisins').textContent(), POLL)
      .toContain('The weight could not be worked out');
    expect(await page.getByRole('button', { name: 'Save ingredients' }).isDisabled()).toBe(true);
    // A pinch is a conventional measure: its weight is marked as an estimate.
    expect(await row(page, 'a pinch of ground nutmeg').textContent()).toMatch(/≈ 0\.\d+ g/);
    // The line pasted with its checkbox is shown as written and read without it.
    expect(await row(page, '▢ 3/4 cup granulated sugar').textContent()).toContain('150 g');
    await shot(page, '04-read-two-to-fix');
    await mobile.page.goto(`${base}/app/#/recipes/${recipeId}/ingredients`);
    await mobile.page.getByRole('heading', { name: 'Check what was understood' }).waitFor();
    await shotScreens(mobile.page, '04-read-two-to-fix');
    await mobile.page.getByRole('button', { name: 'Fix line: 1 handful raisins' }).click();
    await mobile.page.getByRole('group', { name: 'Fixes for 1 handful raisins' }).scrollIntoViewIfNeeded();
    await mobile.page.screenshot({ path: path.join(ARTIFACTS, '05-fix-panel.375px.png') });

    // Fix one row by picking another candidate.
    await page.getByRole('button', { name: 'Fix line: 1/4 cup sorghum flour' }).click();
    const panel = page.getByRole('group', { name: 'Fixes for 1/4 cup sorghum flour' });
    await panel.getByRole('radio', { name: new RegExp(`^${PICKED} ·`) }).check();
    await shot(page, '05-pick-a-candidate');
    await panel.getByRole('button', { name: 'Use this food' }).click();
    await expect
      .poll(() => page.locator('.status-line').textContent(), POLL)
      .toBe('8 of 9 lines are ready; 1 needs your attention.');
    expect(await row(page, '1/4 cup sorghum flour').textContent()).toContain(PICKED);

    // Fix the other by typing its grams.
    await page.getByRole('button', { name: 'Fix line: 1 handful raisins' }).click();
    await page
      .getByRole('group', { name: 'Fixes for 1 handful raisins' })
      .getByLabel('Weight in grams')
      .fill('40');
    await page.getByLabel('Weight in grams').press('Enter');
    await expect.poll(() => page.locator('.status-line').textContent(), POLL).toBe('All 9 lines are ready.');
    // Keyboard users land back on the row they fixed.
    await expect
      .poll(() => page.evaluate('document.activeElement?.getAttribute("aria-label")'), POLL)
      .toBe('Change line: 1 handful raisins');
    expect(await row(page, '1 handful raisins').textContent()).toContain('40 g');
    // Change an amount: the weight follows.
    await page.getByRole('button', { name: 'Change line: 1 tsp baking soda' }).click();
    const soda = page.getByRole('group', { name: 'Fixes for 1 tsp baking soda' });
    await soda.getByLabel('Amount', { exact: true }).fill('2');
    await soda.getByRole('button', { name: 'Update amount' }).click();
    await expect.poll(() => row(page, '1 tsp baking soda').textContent(), POLL).toContain('9.2 g');
    await shot(page, '06-all-ready');

    // Confirm.
    await page.getByRole('button', { name: 'Save ingredients' }).click();
    await page.getByText('Ingredients saved and nutrition worked out.').waitFor();
    await shot(page, '07-saved');
    const confirmed = await api<{ data: { summary: { ingredient_count: number } }; version_id: string }>(
      `/studio/recipes/${recipeId}`,
    );
    expect(confirmed.data.summary.ingredient_count).toBe(LINES.length);

    // Add a serving, after someone else changed the recipe: the conflict says so, and what was
    // typed is still there after the reload.
    await page.getByRole('link', { name: 'Next: servings and label' }).click();
    await page.getByRole('button', { name: 'Add a serving' }).click();
    await page.getByLabel('Household amount').fill('1');
    await page.getByLabel('Household unit').fill('slice');
    await page.getByLabel('Grams per serving').fill('60');
    const elsewhere = await t.app.inject({
      method: 'PATCH',
      url: `/studio/recipes/${recipeId}`,
      headers: { ...org.headers, 'if-match': confirmed.version_id },
      payload: { demographic: 'children_1_3_years' },
    });
    expect(elsewhere.statusCode).toBe(200);
    await page.getByRole('button', { name: 'Add serving', exact: true }).click();
    await page.getByText('Changed elsewhere: reload.').waitFor();
    await shot(page, '08-changed-elsewhere');
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByText('Children 1–3 years', { exact: false }).first().waitFor();
    expect(await page.getByLabel('Household unit').inputValue()).toBe('slice');
    expect(await page.getByLabel('Grams per serving').inputValue()).toBe('60');
    await page.getByRole('button', { name: 'Add serving', exact: true }).click();
    const image = page.getByRole('img', { name: /^Nutrition Facts\./ });
    await image.waitFor();
    await expect
      .poll(
        () =>
          image.evaluate(
            (el: { complete: boolean; naturalWidth: number }) => el.complete && el.naturalWidth > 0,
          ),
        POLL,
      )
      .toBe(true);

    // The calories the API declares for this serving are the ones shown and drawn.
    const servings = await api<{ data: { id: string }[] }>(`/studio/recipes/${recipeId}/servings`);
    const servingId = servings.data[0]?.id ?? '';
    const label = await api<{
      data: { per_serving: { nutrients: { bmid: string; display_text: string }[] } };
    }>(`/studio/recipes/${recipeId}/servings/${servingId}/nutrition-label`);
    const calories =
      label.data.per_serving.nutrients.find((n) => n.bmid === 'n_energy_kcal')?.display_text ?? '';
    expect(calories).toMatch(/^\d+$/);
    expect(Number(calories)).toBeGreaterThan(100);
    expect(await page.getByTestId('calories').locator('strong').textContent()).toBe(calories);
    expect(await image.getAttribute('alt')).toContain(`Calories ${calories}.`);
    await page.getByRole('heading', { name: 'Where each nutrient comes from' }).waitFor();
    await page.locator('table.contrib tbody tr').first().waitFor();
    expect(await page.locator('table.contrib tbody tr').count()).toBe(9);
    await shot(page, '09-label');
    await mobile.page.goto(`${base}/app/#/recipes/${recipeId}/label`);
    await mobile.page.reload();
    await mobile.page.getByRole('img', { name: /^Nutrition Facts\./ }).waitFor();
    await shotScreens(mobile.page, '09-label');

    // Download the SVG (and the PNG).
    const [svgDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download SVG' }).click(),
    ]);
    expect(svgDownload.suggestedFilename()).toBe('spiced-banana-bread-nutrition-facts.svg');
    const svgFile = path.join(ARTIFACTS, 'downloaded-label.svg');
    await svgDownload.saveAs(svgFile);
    const svg = readFileSync(svgFile, 'utf8');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('Nutrition Facts');
    expect(svg).toContain(`>${calories}</text>`);
    const [pngDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PNG' }).click(),
    ]);
    const pngFile = path.join(ARTIFACTS, 'downloaded-label.png');
    await pngDownload.saveAs(pngFile);
    expect(readFileSync(pngFile).subarray(1, 4).toString('latin1')).toBe('PNG');
    const [pdfDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const pdfFile = path.join(ARTIFACTS, 'downloaded-label.pdf');
    await pdfDownload.saveAs(pdfFile);
    expect(readFileSync(pdfFile).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Restore an older version: the one before the serving was added.
    await page.getByRole('link', { name: 'History' }).click();
    await page.getByRole('heading', { name: 'Versions' }).waitFor();
    await page.locator('.versions > li').nth(1).waitFor();
    // The diff of the version that changed the audience.
    await page
      .locator('.versions > li', { hasText: 'version 3' })
      .getByRole('button', { name: 'Changes' })
      .click();
    const diff = page.getByRole('region', { name: 'What changed in this version' });
    await diff.getByText('Label for').waitFor();
    expect(await diff.textContent()).toContain('Adults and children 4 years and older → Children 1–3 years');
    await shot(page, '10-history');
    await page.getByRole('button', { name: /^Restore version 2 / }).click();
    await page.getByRole('button', { name: 'Yes, restore' }).click();
    await expect
      .poll(
        async () =>
          (await api<{ data: { summary: { serving_count: number } } }>(`/studio/recipes/${recipeId}`)).data
            .summary.serving_count,
        POLL,
      )
      .toBe(0);
    const versions = await api<{ data: { restored_from_version_id: string | null }[] }>(
      `/studio/recipes/${recipeId}/versions`,
    );
    expect(versions.data[0]?.restored_from_version_id).toBe(confirmed.version_id);
    await page.getByRole('cell', { name: 'Restored' }).first().waitFor();
    await shot(page, '11-restored');

    // A past version, read-only, with the label it declared.
    await page
      .locator('.versions > li', { hasText: 'version 4' })
      .getByRole('link', { name: 'View' })
      .click();
    await page.getByRole('heading', { name: /\(read-only\)$/ }).waitFor();
    await page.getByRole('img', { name: /^Nutrition Facts label of this version/ }).waitFor();
    expect(await page.getByRole('cell', { name: '1 handful raisins' }).count()).toBe(1);
    await shot(page, '11-past-version');
    await mobile.page.goto(`${base}/app/#/recipes/${recipeId}/history`);
    await mobile.page.reload();
    await mobile.page.getByRole('heading', { name: 'Versions' }).waitFor();
    await shotScreens(mobile.page, '12-history-after-restore');
    await mobile.page.goto(`${base}/app/#/recipes`);
    await mobile.page.reload();
    await mobile.page.getByRole('link', { name: 'Spiced banana bread' }).waitFor();
    await shotScreens(mobile.page, '13-recipes');

    // Archive: read-only, listed under archived recipes only; unarchive brings it back.
    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    await page.getByText('This recipe is archived').waitFor();
    expect(await page.getByRole('button', { name: 'Rename or change audience' }).count()).toBe(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Recipes' }).click();
    await page.getByLabel('Search by name').fill('spiced');
    await page.getByText('No recipe matches.').waitFor();
    await page.getByLabel('Show').selectOption('archived');
    await page.getByRole('link', { name: 'Spiced banana bread' }).click();
    await page.getByRole('button', { name: 'Unarchive' }).click();
    await page.getByRole('button', { name: 'Archive', exact: true }).waitFor();
    const unarchived = await api<{ data: { status: string } }>(`/studio/recipes/${recipeId}`);
    expect(unarchived.data.status).toBe('active');

    await mobile.context.close();
    await context.close();
    expect(problems).toEqual([]);
  });

  it('shows a line that states no amount plainly, lets a person weigh one, and the label names it', {
    timeout: 90_000,
  }, async () => {
    const { context, page, recipeId } = await pastedIntoNewRecipe('Blueberry scones', [
      '2 cups all-purpose flour',
      'Fresh blueberries',
      'salt to taste',
    ]);
    await expect
      .poll(() => page.locator('.status-line').textContent(), POLL)
      .toBe(
        'All 3 lines are ready. 2 lines have no amount: not counted on the label until you give them a weight.',
      );
    const salt = row(page, 'salt to taste');
    // Words, never a number, where the weight would be; "Why?" opens the service's notice.
    expect(await salt.locator('td[data-label="Weight"]').textContent()).toMatch(
      /^No amount — not counted on the label until you give a weightWhy\?/,
    );
    expect(await salt.textContent()).toContain('Ready, no weight');
    expect(await page.getByRole('button', { name: 'Save ingredients' }).isDisabled()).toBe(false);
    await shot(page, '14-no-amount-rows');

    // Give the blueberries a weight, as any row.
    await page.getByRole('button', { name: 'Give a weight to line: Fresh blueberries' }).click();
    await page
      .getByRole('group', { name: 'Fixes for Fresh blueberries' })
      .getByLabel('Weight in grams')
      .fill('150');
    await page.getByLabel('Weight in grams').press('Enter');
    await expect
      .poll(() => page.locator('.status-line').textContent(), POLL)
      .toBe(
        'All 3 lines are ready. 1 line has no amount: not counted on the label until you give it a weight.',
      );
    expect(await row(page, 'Fresh blueberries').textContent()).toContain('150 g');

    await page.getByRole('button', { name: 'Save ingredients' }).click();
    await page.getByText('Ingredients saved and nutrition worked out.').waitFor();
    const saved = await api<{ data: { ingredients: { metric_quantity_g: number | null }[] } }>(
      `/studio/recipes/${recipeId}/ingredients`,
    );
    expect(saved.data.ingredients.map((i) => i.metric_quantity_g)).toEqual([250, 150, null]);
    await shot(page, '15-no-amount-saved');

    // The label prints sodium as data missing, and says which line has no amount.
    await page.getByRole('link', { name: 'Next: servings and label' }).click();
    await page.getByRole('button', { name: 'Add a serving' }).click();
    await page.getByLabel('Household amount').fill('1');
    await page.getByLabel('Household unit').fill('scone');
    await page.getByLabel('Grams per serving').fill('60');
    await page.getByRole('button', { name: 'Add serving', exact: true }).click();
    await page.getByRole('img', { name: /^Nutrition Facts\./ }).waitFor();
    const missing = page.locator('ul.missing');
    await expect
      .poll(() => missing.textContent(), POLL)
      .toContain('Sodium: No amount is stated for "salt to taste"');
    await shot(page, '16-no-amount-label');
    await context.close();
    expect(problems).toEqual([]);
  });

  it('says why a heading or kitchen equipment pasted with the list is no ingredient', {
    timeout: 90_000,
  }, async () => {
    const { context, page } = await pastedIntoNewRecipe('Glazed cake', [
      'For the cake:',
      '2 cups all-purpose flour',
      'Glaze:',
      '1 canning jar',
    ]);
    await expect
      .poll(() => row(page, 'Glaze:').textContent(), POLL)
      .toContain('This reads as a heading of the list, not an ingredient');
    expect(await row(page, '1 canning jar').textContent()).toContain(
      'This names kitchen equipment, not a food: remove it.',
    );
    expect(await row(page, 'For the cake:').textContent()).toContain('This line names no food');
    expect(await row(page, 'Glaze:').textContent()).not.toContain('Search the catalogue');
    await shot(page, '18-heading-and-equipment');
    await context.close();
    expect(problems).toEqual([]);
  });

  it('says when the catalogue lacks a line’s first food and offers the alternative it names, and asks what frying oil is eaten', {
    timeout: 90_000,
  }, async () => {
    const line = '3 candlenuts or macadamia nuts, ground';
    const frying = '4 cups vegetable oil for frying';
    const { context, page } = await pastedIntoNewRecipe('Sambal', [line, '2 shallots', frying]);
    await expect
      .poll(() => row(page, line).textContent(), POLL)
      .toContain('The line offers another food the catalogue has: Nuts, macadamia nuts, raw.');
    expect(await row(page, line).textContent()).not.toContain('Search the catalogue');
    // A fat measured to fry in is asked for what the food absorbs, not weighed in full.
    expect(await row(page, frying).textContent()).toContain(
      'The weight could not be worked out: type the grams or change the amount.',
    );
    expect(await row(page, frying).textContent()).toContain(
      'are for frying: most of a frying fat stays in the pan',
    );
    await page.getByRole('button', { name: `Fix line: ${line}` }).click();
    const choices = page.getByRole('group', { name: `Fixes for ${line}` }).getByRole('radio');
    await expect.poll(() => choices.count(), POLL).toBeGreaterThan(0);
    const first = await choices
      .first()
      .evaluate((input) => input.closest('label')?.textContent?.trim() ?? '');
    expect(first).toMatch(/^Nuts, macadamia nuts, raw/);
    await shot(page, '19-alternative-offered');
    await context.close();
    expect(problems).toEqual([]);
  });

  it('says a line names two foods, offers each one first, and lets a person choose one', {
    timeout: 90_000,
  }, async () => {
    const line = 'Salt and freshly ground black pepper, to taste';
    const { context, page } = await pastedIntoNewRecipe('Roast potatoes', ['2 pounds russet potatoes', line]);
    await expect
      .poll(() => row(page, line).textContent(), POLL)
      .toContain(
        'This line names more than one food: choose one for it, or remove it and add one line for each.',
      );
    await page.getByRole('button', { name: `Fix line: ${line}` }).click();
    const choices = page.getByRole('group', { name: `Fixes for ${line}` }).getByRole('radio');
    await expect.poll(() => choices.count(), POLL).toBeGreaterThan(1);
    const labels = await choices.evaluateAll((inputs) =>
      inputs.map((input) => input.closest('label')?.textContent?.trim() ?? ''),
    );
    expect(labels[0]).toMatch(/^Salt, table/);
    expect(labels[1]).toMatch(/^Spices, pepper, black/);
    await shot(page, '17-two-foods-line');
    await context.close();
    expect(problems).toEqual([]);
  });

  it('creates, edits, restores and deletes a custom ingredient with its nutrients per 100 g', {
    timeout: 60_000,
  }, async () => {
    const { context, page } = await newPage(1280, 900);
    await signedIn(page, org.key);
    await page.goto(`${base}/app/#/ingredients`);
    await page.getByRole('link', { name: 'New ingredient' }).click();
    await page.getByLabel('Name').fill('House spice blend');
    await page.getByLabel('Calories (kcal)').fill('250');
    await page.getByLabel('Sodium (mg)').fill('2000');
    await page.getByLabel('Ready to use in recipes now').check();
    await shot(page, '20-custom-ingredient-new');
    await page.getByRole('button', { name: 'Create ingredient' }).click();
    await page.getByRole('heading', { name: 'House spice blend', level: 1 }).waitFor();
    const id = /#\/ingredients\/(ci_\w+)/.exec(page.url())?.[1] ?? '';
    const created = await api<{ data: { status: string; nutrients: { id: string; amount: string }[] } }>(
      `/studio/custom-ingredients/${id}`,
    );
    expect(created.data.status).toBe('active');
    expect(created.data.nutrients).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'n_energy_kcal', amount: '250' }),
        expect.objectContaining({ id: 'n_sodium', amount: '2000' }),
      ]),
    );

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Sodium (mg)').fill('1800');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('1800 mg').waitFor();
    await page
      .getByRole('button', { name: /^Restore the version of/ })
      .first()
      .click();
    await page.getByText('2000 mg').waitFor();
    await page.getByRole('cell', { name: 'Restored' }).waitFor();
    await shot(page, '21-custom-ingredient-restored');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'My ingredients' })
      .click();
    await page.getByRole('link', { name: 'House spice blend' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: 'Yes, delete it' }).click();
    await page.getByText('No ingredient here yet.').waitFor();
    await context.close();
    expect(problems).toEqual([]);
  });

  it('sizes a serving by the FDA reference amount of a category it finds, adds a voluntary nutrient, then removes the serving and the recipe', {
    timeout: 60_000,
  }, async () => {
    const r = await recipeWithIngredients(t, org);
    const { context, page } = await newPage(1280, 900);
    await signedIn(page, org.key);
    await page.goto(`${base}/app/#/recipes/${r.id}/label`);
    await page.getByRole('button', { name: 'Add a serving' }).click();
    await page.getByRole('radio', { name: 'Use the FDA reference amount for my kind of food' }).check();
    await page.getByLabel('Kind of food', { exact: true }).fill('pancakes');
    await page.getByRole('button', { name: 'Find' }).click();
    await page
      .getByRole('radio', { name: /^French toast, crepes, pancakes, variety mixes, prepared/ })
      .check();
    await page.getByLabel('Household amount').fill('1');
    await shot(page, '30-racc-serving');
    await page.getByRole('button', { name: 'Add serving', exact: true }).click();
    await page.getByRole('img', { name: /^Nutrition Facts\./ }).waitFor();
    const servings = await api<{
      data: { id: string; serving_size: { metric_amount: number }; racc_inputs: { category_id: string } }[];
    }>(`/studio/recipes/${r.id}/servings`);
    expect(servings.data[0]?.racc_inputs.category_id).toBe('racc_french_toast_pancakes_prepared');
    expect(servings.data[0]?.serving_size.metric_amount).toBe(110);
    await page
      .getByText(/1 piece \(110 g\)/)
      .first()
      .waitFor();
    await shot(page, '31-racc-label');

    await page.getByRole('checkbox', { name: 'Vitamin A' }).check();
    await page.getByRole('checkbox', { name: 'Vitamin C' }).check();
    await page.getByLabel('Name of Vitamin C on the label').selectOption('Vitamin C (Ascorbic acid)');
    await page.getByRole('checkbox', { name: /^Also show the amounts for the whole package/ }).check();
    await page.getByRole('button', { name: 'Save label settings' }).click();
    await expect
      .poll(() => page.getByRole('img', { name: /^Nutrition Facts\./ }).getAttribute('alt'), POLL)
      .toMatch(/Vitamin A \d.*Vitamin C \(Ascorbic acid\) \d/);
    const twoColumns = await api<{ data: { per_container?: unknown } }>(
      `/studio/recipes/${r.id}/servings/${servings.data[0]?.id}/nutrition-label`,
    );
    expect(twoColumns.data.per_container).toBeTruthy();
    await shot(page, '32-label-settings');

    // Change the serving, then remove it.
    await page.getByRole('button', { name: 'Change this serving' }).click();
    await page.getByLabel('Household amount').fill('2');
    await page.getByLabel('Why (optional, kept in the audit trail)').fill('two pancakes a serving');
    await page.getByRole('button', { name: 'Save serving' }).click();
    await expect
      .poll(
        async () =>
          (
            await api<{ data: { serving_size_input: { household_amount: string } }[] }>(
              `/studio/recipes/${r.id}/servings`,
            )
          ).data[0]?.serving_size_input.household_amount,
        POLL,
      )
      .toBe('2');
    await page.getByRole('img', { name: /^Nutrition Facts\./ }).waitFor();
    await page.getByRole('button', { name: 'Remove this serving' }).click();
    await page.getByText('No serving yet. Add one to see the label.').waitFor();
    expect((await api<{ data: unknown[] }>(`/studio/recipes/${r.id}/servings`)).data).toEqual([]);

    // Delete the recipe.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: 'Yes, delete it' }).click();
    await page.getByRole('heading', { name: 'Recipes', level: 1 }).waitFor();
    const gone = await t.app.inject({ method: 'GET', url: `/studio/recipes/${r.id}`, headers: org.headers });
    expect(gone.statusCode).toBe(404);
    await context.close();
    expect(problems).toEqual([]);
  });
});
