import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What the issue fails a screen on; moderate and minor findings are left to review. */
const blockingImpacts = new Set(['serious', 'critical']);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** Runs axe-core in the page and describes every serious or critical violation, one line each. */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol, which the page's CSP (scripts from the app only) does not govern.
  if (!hasAxe) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run(context: object, options: object): Promise<{ violations: AxeViolation[] }> };
    };
    // A toast fading in or out is, for that instant, below readable contrast: judge it once it has settled.
    const moving = ['.bp6-toast-enter', '.bp6-toast-enter-active', '.bp6-toast-exit', '.bp6-toast-exit-active'];
    const result = await axe.run({ exclude: moving.map((selector) => [selector]) }, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target })),
    }));
  });
  return violations
    .filter((violation) => blockingImpacts.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes
          .slice(0, 3)
          .map((node) => JSON.stringify(node.target))
          .join(', ')}${violation.nodes.length > 3 ? `, and ${violation.nodes.length - 3} more` : ''})`,
    );
}
