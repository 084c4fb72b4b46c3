import { defineConfig } from 'vitest/config';

/** Unit tests of pure function logic (`*.test.ts`); `*.int.test.ts` run on the emulators. */
export default defineConfig({
  test: { environment: 'node', include: ['src/**/*.test.ts'], exclude: ['src/**/*.int.test.ts'] },
});
