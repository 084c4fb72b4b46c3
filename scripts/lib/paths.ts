import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Ignored folder for generated helpers (the Firestore wrapper JAR). */
export const CACHE_DIR = join(ROOT, '.cache');
/** Emulator data that persists between `npm start` runs. */
export const DATA_DIR = join(ROOT, '.emulator-data');
export const FIREBASE_DATA_DIR = join(DATA_DIR, 'firebase');
export const CHAT_DATA_DIR = join(DATA_DIR, 'chat');
export const STORAGE_DATA_DIR = join(DATA_DIR, 'storage');
