import {
  LOCAL_PORTS,
  LOCAL_PROJECT_ID,
  LOCAL_STORAGE_BUCKET,
  TEST_PORTS,
  TEST_PROJECT_ID,
  TEST_STORAGE_BUCKET,
} from '@crewspace/common/local-config';
import { prepareOfflineFirestore } from './firestore-offline';
import { CACHE_DIR } from './paths';

interface Stack {
  projectId: string;
  bucket: string;
  ports: { auth: number; firestore: number; storage: number };
}

/** What the admin SDK (seeding, tests) needs to talk to one stack's emulators only. */
function clientEnv({ projectId, bucket, ports }: Stack) {
  return {
    GCLOUD_PROJECT: projectId,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${ports.storage}`,
    STORAGE_EMULATOR_HOST: `http://127.0.0.1:${ports.storage}`,
    STORAGE_BUCKET: bucket,
  } as const;
}

/** The development stack (`npm start`). */
export const EMULATOR_CLIENT_ENV = clientEnv({
  projectId: LOCAL_PROJECT_ID,
  bucket: LOCAL_STORAGE_BUCKET,
  ports: LOCAL_PORTS,
});

/** The test stack (firebase.test.json): the browser tests' admin SDK. */
export const TEST_CLIENT_ENV = clientEnv({
  projectId: TEST_PROJECT_ID,
  bucket: TEST_STORAGE_BUCKET,
  ports: TEST_PORTS,
});

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

/**
 * `firebase emulators:exec` on the test stack: its own config, ports and demo project. Quiet:
 * warnings, errors and the functions' own logs, without a line per Hosting request.
 */
export const FIREBASE_TEST_ARGS = [
  '--config',
  'firebase.test.json',
  '--project',
  TEST_PROJECT_ID,
  '--log-verbosity',
  'QUIET',
];

/**
 * The storage stand-in's arguments on the local stack: the Firestore its rules read (member
 * documents, storage usage) and the Functions emulator its events go to.
 */
export const STORAGE_STACK_ARGS = [
  '--firestore',
  `127.0.0.1:${LOCAL_PORTS.firestore}`,
  '--functions',
  `127.0.0.1:${LOCAL_PORTS.functions}`,
  '--project',
  LOCAL_PROJECT_ID,
];
