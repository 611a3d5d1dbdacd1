import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousAccessibilityViolations } from './accessibility';
import { screenshot, viewports, watchForProblems } from './browser';

export interface ScreenWalk {
  page: Page;
  /** Console errors and failed requests so far. */
  problems: string[];
  /**
   * The screen as it is now, at desktop (1290 px) and mobile (360 px) widths: fails on a serious or
   * critical axe-core violation or any problem so far, and saves a screenshot per width.
   */
  checkScreen(name: string): Promise<void>;
  /** Fails on any problem since the walk began, then closes the page. */
  finish(): Promise<void>;
}

/** Lets a resize reflow and lazy content settle before it is judged. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

export async function startScreenWalk(browser: Browser): Promise<ScreenWalk> {
  const page = await browser.newPage({ viewport: viewports.desktop, locale: 'en-GB' });
  const problems = watchForProblems(page);
  return {
    page,
    problems,
    async checkScreen(name) {
      const before = page.viewportSize() ?? viewports.desktop;
      for (const [width, viewport] of Object.entries(viewports)) {
        await page.setViewportSize(viewport);
        await settle(page);
        expect(await seriousAccessibilityViolations(page), `accessibility of ${name} at ${width} width`).toEqual([]);
        await screenshot(page, `${name}-${width}`);
      }
      await page.setViewportSize(before);
      expect(problems, `console errors or failed requests by ${name}`).toEqual([]);
    },
    async finish() {
      expect(problems, 'console errors or failed requests').toEqual([]);
      await page.close();
    },
  };
}
