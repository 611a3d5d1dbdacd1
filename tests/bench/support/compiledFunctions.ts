import type { Page } from 'playwright-core';

/**
 * tsx compiles this file keeping function names, through a `__name` helper that functions sent
 * to the page would call there too; the page gets a stand-in that does nothing.
 */
export async function acceptCompiledFunctions(page: Page): Promise<void> {
  await page.addInitScript('window.__name = (target) => target');
  await page.evaluate('window.__name = (target) => target');
}
