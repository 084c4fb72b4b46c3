import { defineConfig } from 'vitest/config';

/** Rules and functions tests; `npm test` runs them inside `firebase emulators:exec`. */
export default defineConfig({
  test: {
    include: ['firestore.rules.test.ts', 'functions/src/**/*.int.test.ts'],
    environment: 'node',
    // One shared emulator: files run one after another.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
