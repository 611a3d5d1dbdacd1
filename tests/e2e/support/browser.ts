import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';

export const screenshotsDir = resolve(fileURLToPath(new URL('../../artifacts/screenshots', import.meta.url)));

export const viewports = {
  desktop: { width: 1290, height: 900 },
  mobile: { width: 360, height: 780 },
} as const;

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Console errors and failed requests a page produced: a walk-through fails on any. */
export function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  // Every walked page is also a test of the Content-Security-Policy: a violation is a problem.
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // Leaving a page cancels its lazy chunks and queries in flight: that is navigation, not breakage.
    if (reason === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    const isAsset = !new URL(response.url()).pathname.startsWith('/api/');
    if (response.status() >= 500 || (isAsset && response.status() >= 400)) {
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  return problems;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotsDir, { recursive: true });
  await page.screenshot({ path: join(screenshotsDir, `${name}.png`), fullPage: true });
}

/** Types a business date into one of the product's date fields, as a UK user does (DD/MM/YYYY), and commits it. */
export async function fillDate(field: import('playwright-core').Locator, date: string): Promise<void> {
  const [year, month, day] = date.split('-');
  await field.fill(`${day}/${month}/${year}`);
  // A click outside the field commits it and closes its calendar, as a user's does (Enter would submit
  // the form, Escape close the dialog): on the heading of the open dialog.
  await field.page().locator('.bp6-dialog-header .bp6-heading').last().click();
}
