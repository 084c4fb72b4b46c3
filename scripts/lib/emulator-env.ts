import { LOCAL_PORTS, LOCAL_PROJECT_ID, LOCAL_STORAGE_BUCKET } from '@crewspace/common/local-config';
import { prepareOfflineFirestore } from './firestore-offline';
import { CACHE_DIR } from './paths';

/** What the admin SDK (seeding, tests) needs to talk to the local emulators only. */
export const EMULATOR_CLIENT_ENV = {
  GCLOUD_PROJECT: LOCAL_PROJECT_ID,
  FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${LOCAL_PORTS.auth}`,
  FIRESTORE_EMULATOR_HOST: `127.0.0.1:${LOCAL_PORTS.firestore}`,
  FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${LOCAL_PORTS.storage}`,
  STORAGE_EMULATOR_HOST: `http://127.0.0.1:${LOCAL_PORTS.storage}`,
  STORAGE_BUCKET: LOCAL_STORAGE_BUCKET,
} as const;

/**
 * Environment for `firebase emulators:*`: the offline Firestore JAR, and NODE_ENV=production so
 * the functions emulator's own body parser answers malformed JSON without a stack trace.
 */
export function firebaseCliEnv(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...base, NODE_ENV: 'production' };
  prepareOfflineFirestore(CACHE_DIR, env);
  return env;
}

export const FIREBASE_PROJECT_ARGS = ['--project', LOCAL_PROJECT_ID];

/** The storage stand-in's arguments for reading canvas image membership from local Firestore. */
export const STORAGE_FIRESTORE_ARGS = [
  '--firestore',
  `127.0.0.1:${LOCAL_PORTS.firestore}`,
  '--project',
  LOCAL_PROJECT_ID,
];
