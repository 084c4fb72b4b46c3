/**
 * `npm run bench:scale [-- --members <n>]`: builds the functions, then runs e2e/bench/scale/measure.ts
 * inside `firebase emulators:exec` on the test stack (auth, firestore, functions): a 100-member
 * floor workspace and a big one (100,000 members by default) measured side by side.
 */
import { FIREBASE_TEST_ARGS, firebaseCliEnv } from '@crewspace/tooling/emulator-env';
import { bin, commandLine, runStep } from '@crewspace/tooling/steps';
import { DEFAULT_BIG_MEMBERS } from './scale/dataset';
import { parseMembersOption } from './scale/options';

const members = parseMembersOption(process.argv.slice(2), DEFAULT_BIG_MEMBERS);

runStep('Build functions', 'npm', ['run', 'build', '-w', 'functions', '--silent']);
runStep(
  `Scale bench, ${members} members (firebase emulators:exec)`,
  bin('firebase'),
  [
    'emulators:exec',
    '--only',
    'auth,firestore,functions',
    ...FIREBASE_TEST_ARGS,
    commandLine([bin('tsx'), 'e2e/bench/scale/measure.ts', '--members', String(members)]),
  ],
  { env: firebaseCliEnv() },
);
