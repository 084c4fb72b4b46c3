/**
 * `tsx e2e/run.ts [vitest args]`: the browser end-to-end suite against the full local stack.
 * Builds the functions and the web app for the test stack (`vite build --mode e2e`), then runs
 * the specs inside `firebase emulators:exec` on that stack (firebase.test.json: its own ports and
 * demo project, so it runs beside `npm start`) with Auth, Firestore, Functions and Hosting; the
 * browser loads web/dist from Hosting (127.0.0.1:15000) and /api/** goes through its rewrite.
 */
import { FIREBASE_TEST_ARGS, firebaseCliEnv } from '@crewspace/tooling/emulator-env';
import { bin, buildTestStack, commandLine, runStep } from '@crewspace/tooling/steps';

/**
 * Extra arguments go to one vitest run, e.g. `tsx e2e/run.ts tests/auth.spec.ts` (the specs one
 * after another); without any, the whole suite runs lane by lane (run-lanes.ts).
 */
const vitestArgs = process.argv.slice(2);
const suiteCommand = commandLine(
  vitestArgs.length
    ? [bin('vitest'), 'run', '--config', 'e2e/vitest.config.ts', ...vitestArgs]
    : [bin('tsx'), 'e2e/run-lanes.ts'],
);

buildTestStack();
runStep(
  'End-to-end specs (firebase emulators:exec)',
  bin('firebase'),
  [
    'emulators:exec',
    '--only',
    'auth,firestore,functions,hosting',
    ...FIREBASE_TEST_ARGS,
    suiteCommand,
  ],
  { env: firebaseCliEnv() },
);
