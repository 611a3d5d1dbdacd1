import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Suites that need a running engine; `npm run test:engines` starts the engines and runs these. */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['{contracts,services,projections,workflows,tests}/**/*.engine.spec.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // One engine suite at a time: the machine is small and the engines share it.
    fileParallelism: false,
  },
});
