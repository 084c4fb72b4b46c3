/**
 * Builds the floor app (floor/) with the app's own Vite options (web/vite.shared.config.ts) and web's
 * e2e environment (the same Firebase settings), into the bench's folder.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { build } from 'vite';
import { sharedViteConfig } from '../../web/vite.shared.config';
import { ROOT } from '../lib/paths';
import { FLOOR_DIST } from './firebase-config';

export async function buildFloor(): Promise<void> {
  const shared = sharedViteConfig();
  await build({
    ...shared,
    configFile: false,
    root: fileURLToPath(new URL('floor', import.meta.url)),
    envDir: join(ROOT, 'web'),
    mode: 'e2e',
    logLevel: 'warn',
    build: { ...shared.build, outDir: FLOOR_DIST, emptyOutDir: true },
  });
}
