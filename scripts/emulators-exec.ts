/**
 * Runs a command inside `firebase emulators:exec` on the test stack (firebase.test.json:
 * its own ports and demo project, so it runs beside `npm start`), offline:
 *   tsx scripts/emulators-exec.ts [--env NAME=value]... <emulators> "<command>"
 * `npm run test:rules` and `npm run test:functions` run this way. `--env` reaches the functions
 * (the functions emulator passes its own environment on), for settings only a test run wants.
 */
import { spawnSync } from 'node:child_process';
import { FIREBASE_TEST_ARGS, firebaseCliEnv } from '@crewspace/tooling/emulator-env';
import { ROOT } from '@crewspace/tooling/paths';

const words = process.argv.slice(2);
const extraEnv: Record<string, string> = {};
while (words[0] === '--env') {
  const [name, ...value] = (words[1] ?? '').split('=');
  if (!name || value.length === 0) break;
  extraEnv[name] = value.join('=');
  words.splice(0, 2);
}
const [only, command] = words;
if (!only || !command || words.length !== 2) {
  console.error(
    'Usage: tsx scripts/emulators-exec.ts [--env NAME=value]... <auth,firestore,...> "<command>"',
  );
  process.exit(2);
}
const args = ['emulators:exec', ...FIREBASE_TEST_ARGS, '--only', only, command];
const result = spawnSync('firebase', args, {
  cwd: ROOT,
  stdio: 'inherit',
  env: firebaseCliEnv({ ...process.env, ...extraEnv }),
});
process.exit(result.status ?? 1);
