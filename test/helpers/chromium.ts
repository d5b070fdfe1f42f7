/**
 * Debian's Chromium for the browser suites: where it is, the flags it runs with here, whether the
 * suite can run (a missing Chromium skips it and says how to get it), and a test app listening on
 * a loopback port for the browser to load.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import type { TestApp } from './app.ts';
import { REPO_ROOT } from './usda.ts';

export const CHROMIUM = '/usr/bin/chromium';

/** Headless, and no background connections: this machine's network is closed. */
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumAvailable = existsSync(CHROMIUM);

/** The suite's title, or, without Chromium, the title saying why it skipped (also printed once). */
export function browserSuiteTitle(name: string): string {
  if (chromiumAvailable) {
    return name;
  }
  const title = `${name} (skipped: no Chromium at ${CHROMIUM}; apt-get install -y chromium)`;
  console.warn(title);
  return title;
}

/** test/artifacts (or a folder below it), created; screenshots and files a person looks at. */
export function artifactsDir(...below: string[]): string {
  const dir = path.join(REPO_ROOT, 'test', 'artifacts', ...below);
  mkdirSync(dir, { recursive: true });
  return dir;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS, timeout: 60_000 });
}

/** Makes the test app listen on a free loopback port; returns its base URL. */
export async function listenOnLoopback(t: TestApp): Promise<string> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') {
    throw new Error('the test server has no TCP address');
  }
  return `http://127.0.0.1:${address.port}`;
}
