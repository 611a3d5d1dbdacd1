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
    // No retries: a test that fails once has a cause to fix, not a second chance.
    retry: 0,
  },
});
