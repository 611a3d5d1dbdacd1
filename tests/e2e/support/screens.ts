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
  checkScreen(name: string, options?: { widths?: readonly (keyof typeof viewports)[] }): Promise<void>;
  /** Fails on any problem since the walk began, then closes the page. */
  finish(): Promise<void>;
}

/**
 * Lets a resize reflow, lazy content load and transitions finish before the screen is judged: a
 * dialog half-way through its fade-in has text that fails contrast only for that instant.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    const running = document.getAnimations().map((animation) => animation.finished.catch(() => undefined));
    await Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, 2_000))]);
    await frame();
  });
}

/**
 * The screen as it is now at each width: settles it, fails on a serious or critical axe-core
 * violation, and saves a screenshot per width; the viewport is restored afterwards.
 */
export async function checkScreenAtWidths(
  page: Page,
  name: string,
  widths: readonly (keyof typeof viewports)[] = Object.keys(viewports) as (keyof typeof viewports)[],
): Promise<void> {
  const before = page.viewportSize() ?? viewports.desktop;
  for (const width of widths) {
    await page.setViewportSize(viewports[width]);
    await settle(page);
    expect(await seriousAccessibilityViolations(page), `accessibility of ${name} at ${width} width`).toEqual([]);
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize(before);
}

export async function startScreenWalk(browser: Browser): Promise<ScreenWalk> {
  const page = await browser.newPage({ viewport: viewports.desktop, locale: 'en-GB' });
  const problems = watchForProblems(page);
  return {
    page,
    problems,
    async checkScreen(name, options = {}) {
      await checkScreenAtWidths(page, name, options.widths);
      expect(problems, `console errors or failed requests by ${name}`).toEqual([]);
    },
    async finish() {
      expect(problems, 'console errors or failed requests').toEqual([]);
      await page.close();
    },
  };
}
