/**
 * Runs a command inside `firebase emulators:exec` on the test stack (firebase.test.json:
 * its own ports and demo project, so it runs beside `npm start`), offline:
 *   tsx scripts/emulators-exec.ts <emulators> "<command>"
 * `npm run test:rules` and `npm run test:functions` run this way.
 */
import { spawnSync } from 'node:child_process';
import { FIREBASE_TEST_ARGS, firebaseCliEnv } from './lib/emulator-env';
import { ROOT } from './lib/paths';

const [only, command] = process.argv.slice(2);
if (!only || !command) {
  console.error('Usage: tsx scripts/emulators-exec.ts <auth,firestore,...> "<command>"');
  process.exit(2);
}
const args = ['emulators:exec', ...FIREBASE_TEST_ARGS, '--only', only, command];
const result = spawnSync('firebase', args, { cwd: ROOT, stdio: 'inherit', env: firebaseCliEnv() });
process.exit(result.status ?? 1);
