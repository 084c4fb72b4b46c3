import { fileURLToPath } from 'node:url';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Ignored folder for generated helpers (the Firestore wrapper JAR). */
export const CACHE_DIR = join(ROOT, '.cache');
/** Emulator data that persists between `npm start` runs. */
export const DATA_DIR = join(ROOT, '.emulator-data');
export const FIREBASE_DATA_DIR = join(DATA_DIR, 'firebase');
export const CHAT_DATA_DIR = join(DATA_DIR, 'chat');
export const STORAGE_DATA_DIR = join(DATA_DIR, 'storage');

const rootPackage = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  workspaces: string[];
};
/** Every TypeScript project (a folder with a tsconfig.json): `npm run typecheck` and `npm test`. */
export const TYPECHECK_PROJECTS: readonly string[] = [
  'common',
  'scripts',
  // Its own project: the bench's floor app and page callbacks run in the browser (DOM, JSX).
  'scripts/bench-web',
  'rules-tests',
  ...rootPackage.workspaces.filter((ws) => ws !== 'common'),
].filter((project) => existsSync(join(ROOT, project, 'tsconfig.json')));
