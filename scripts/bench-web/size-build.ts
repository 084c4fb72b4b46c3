/**
 * The production build the size table (size-cli.ts) and the size budgets (size-budgets.test.ts)
 * read: web as the bench serves it (`vite build --mode e2e`, web/vite.config.ts), into a folder
 * of the bench's own so web/dist is left alone, with a record of which modules each chunk holds.
 */
import { join } from 'node:path';
import { build } from 'vite';
import { ROOT } from '@crewspace/tooling/paths';
import { recordChunkModules, type ChunkModules } from './chunk-contents';

export async function buildForSizes(outDir: string): Promise<ChunkModules> {
  const modules: ChunkModules = {};
  // Vite keeps a NODE_ENV it finds set (vitest sets `test`), and React then bundles its
  // development build: the sizes must be production's.
  process.env.NODE_ENV = 'production';
  await build({
    root: join(ROOT, 'web'),
    mode: 'e2e',
    logLevel: 'error',
    plugins: [recordChunkModules(modules)],
    build: { outDir, emptyOutDir: true },
  });
  return modules;
}
