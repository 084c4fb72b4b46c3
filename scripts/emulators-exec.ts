/**
 * Runs a command inside `firebase emulators:exec` with the offline environment:
 *   tsx scripts/emulators-exec.ts <emulators> "<command>"
 * e.g. `npm run test:integration` runs the rules and functions tests this way.
 */
import { spawnSync } from 'node:child_process';
import { FIREBASE_PROJECT_ARGS, firebaseCliEnv } from './lib/emulator-env';
import { ROOT } from './lib/paths';

const [only, command] = process.argv.slice(2);
if (!only || !command) {
  console.error('Usage: tsx scripts/emulators-exec.ts <auth,firestore,...> "<command>"');
  process.exit(2);
}
const result = spawnSync(
  'firebase',
  ['emulators:exec', '--only', only, ...FIREBASE_PROJECT_ARGS, command],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: firebaseCliEnv(),
  },
);
process.exit(result.status ?? 1);
