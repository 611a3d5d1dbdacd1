import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['{contracts,services,projections,workflows,web,tests}/**/*.spec.ts'],
    // Engine suites run under `npm run test:engines`, which starts their servers first.
    exclude: ['**/node_modules/**', '**/dist/**', '**/*.engine.spec.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker per core less one: on two cores the suite ran file by file while
    // a browser walk's Chromium or a spawned server left the second core idle. Two at least.
    maxWorkers: Math.max(2, availableParallelism()),
    // No retries: a test that fails once has a cause to fix, not a second chance.
    retry: 0,
  },
});
