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
    // A shared CI machine sometimes starves a browser walk or a crash round; one retry absorbs that,
    // and `npm test` names every test that needed it (RETRIED) so a real flake is still seen.
    retry: 1,
  },
});
