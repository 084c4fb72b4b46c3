import { defineConfig } from 'vitest/config';

/** Unit tests of the scripts (no emulators; `*.int.test.ts` run in vitest.integration.config.ts). */
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.test.ts'],
    exclude: ['**/*.int.test.ts', '**/node_modules/**'],
    environment: 'node',
  },
});
