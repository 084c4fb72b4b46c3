/**
 * `npm run bench:load [-- --members <n> --minutes <m> --seed <s>]`: builds the functions, then
 * runs e2e/bench/load/main.ts inside `firebase emulators:exec` on the test stack (auth,
 * firestore, functions; the chat and storage stand-ins start in the bench's process): N members
 * doing a seeded mixed workload through the real SDKs, one member alone as the floor, and an
 * audit of the end state. docs/reliability.md has the figures.
 */
import { FIREBASE_TEST_ARGS, firebaseCliEnv } from '@crewspace/tooling/emulator-env';
import { bin, commandLine, runStep } from '@crewspace/tooling/steps';
import { parseLoadOptions } from './load/options';

const args = process.argv.slice(2);
const { members, minutes, seed } = parseLoadOptions(args);

runStep('Build functions', 'npm', ['run', 'build', '-w', 'functions', '--silent']);
runStep(
  `Load bench, ${members} members for ${minutes} min, seed ${seed} (firebase emulators:exec)`,
  bin('firebase'),
  [
    'emulators:exec',
    '--only',
    'auth,firestore,functions',
    ...FIREBASE_TEST_ARGS,
    commandLine([bin('tsx'), 'e2e/bench/load/main.ts', ...args]),
  ],
  { env: firebaseCliEnv() },
);
