import { defineConfig } from 'vitest/config';

const shared = {
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 60_000,
} as const;

/**
 * Tests against the real emulators; `npm test` runs each project inside its own
 * `firebase emulators:exec` (scripts/emulators-exec.ts): the rules alone on Firestore, so their
 * writes trigger no functions, and the functions with Auth, Firestore, Functions and chat.
 */
export default defineConfig({
  test: {
    projects: [
      // The rules tests clear the emulator between tests: one file at a time.
      {
        test: {
          ...shared,
          name: 'rules',
          include: ['rules-tests/**/*.test.ts'],
          fileParallelism: false,
        },
      },
      {
        test: {
          ...shared,
          name: 'functions',
          include: ['functions/src/**/*.int.test.ts', 'scripts/**/*.int.test.ts'],
          globalSetup: ['vitest.integration.setup.ts'],
          // Each file makes its own people and workspaces, and most of a test is waiting for a
          // trigger: two files at a time.
          maxWorkers: 2,
        },
      },
    ],
  },
});
