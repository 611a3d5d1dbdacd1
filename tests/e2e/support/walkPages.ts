import type { Browser, Page } from 'playwright-core';
import { viewports, watchForProblems } from './browser';

/**
 * Chromium logs every 4xx answer as a console error; walks that provoke one on purpose (a rejected
 * form, a forbidden page) judge the rest. 5xx answers and missing assets still count.
 */
export function unexpectedProblems(problems: string[]): string[] {
  return problems.filter(
    (problem) => !/^console: Failed to load resource: the server responded with a status of 4\d\d/.test(problem),
  );
}

/** A desktop-width page whose waits fail well inside the test's own limit, naming what was missing. */
export async function newWalkPage(browser: Browser): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage({ viewport: viewports.desktop, locale: 'en-GB' });
  page.setDefaultTimeout(10_000);
  return { page, problems: watchForProblems(page) };
}
