import { defineConfig } from 'vitest/config';

/** Tests of the tooling itself (scripts/**\/*.test.ts; `*.int.test.ts` run on the emulators). */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['scripts/**/*.test.ts'],
    exclude: ['scripts/**/*.int.test.ts', '**/node_modules/**'],
  },
});
