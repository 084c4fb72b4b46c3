import { defineConfig } from 'vitest/config';

/** Browser specs against the local stack; `tsx e2e/run.ts` runs them inside emulators:exec. */
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['tests/**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    // Every spec fails on what the browser refused under the Hosting edge's policies, and a
    // failing test reports what its open pages showed.
    setupFiles: ['./edge-policy-setup.ts', './failure-report.ts'],
    // Two cores: one spec file at a time, one browser each; tests share the seeded accounts.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
