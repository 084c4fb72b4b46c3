/**
 * Builds the bench's floor apps with the app's own Vite options (web/vite.shared.config.ts) and
 * web's e2e environment (the same Firebase settings), each into its own folder of the bench's:
 * floor/ (what any page of this stack loads at least) and library-floors/ (the heavy pages'
 * libraries alone).
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { build } from 'vite';
import { sharedViteConfig } from '../../web/vite.shared.config';
import { ROOT } from '@crewspace/tooling/paths';
import { FLOOR_DIST } from './firebase-config';

async function buildFloorApp(
  folder: 'floor' | 'library-floors',
  outDir: string,
  logLevel: 'warn' | 'error',
): Promise<void> {
  const shared = sharedViteConfig();
  await build({
    ...shared,
    configFile: false,
    root: fileURLToPath(new URL(folder, import.meta.url)),
    envDir: join(ROOT, 'web'),
    mode: 'e2e',
    logLevel,
    build: { ...shared.build, outDir, emptyOutDir: true },
  });
}

export const buildFloor = () => buildFloorApp('floor', FLOOR_DIST, 'warn');

/** Errors only: Excalidraw's editor is knowingly one chunk past Vite's 500 kB warning. */
export const buildLibraryFloors = (outDir: string) =>
  buildFloorApp('library-floors', outDir, 'error');
