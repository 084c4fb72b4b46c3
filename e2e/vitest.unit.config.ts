import { defineConfig } from 'vitest/config';

/** Pure helpers of the browser tests and the bench (`npm test -w e2e`); no stack needed. */
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['*.test.ts', 'fixtures/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
  },
});
