/**
 * `npm run bench:web`: the web app's load performance against a floor app. Builds the functions
 * and the app for the test stack (production build, `--mode e2e`), builds the floor app with the
 * same Vite options (and the heavy pages' libraries alone), then runs measure.ts inside `firebase emulators:exec` with both served by
 * the Hosting emulator. Run it under the shared lock:
 *   npm run bench:web [-- --runs N --pages NAME,NAME]
 */
import { rmSync } from 'node:fs';
import { firebaseCliEnv } from '@crewspace/tooling/emulator-env';
import { bin, buildTestStack, commandLine, runStep } from '@crewspace/tooling/steps';
import { requireChromium } from './chromium';
import { BENCH_CONFIG, LIBRARY_FLOORS_DIST, writeBenchFirebaseConfig } from './firebase-config';
import { buildFloor, buildLibraryFloors } from './floor-build';
import { parseBenchOptions } from './pages';

const args = process.argv.slice(2);
try {
  parseBenchOptions(args);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
requireChromium();
const started = Date.now();
buildTestStack();
console.info('\n▶ Build the floor app and the library floors (web/vite.shared.config.ts)');
await buildFloor();
await buildLibraryFloors(LIBRARY_FLOORS_DIST);
const firebaseArgs = writeBenchFirebaseConfig();
runStep(
  'Measure (firebase emulators:exec)',
  bin('firebase'),
  [
    'emulators:exec',
    '--only',
    'auth,firestore,functions,hosting',
    ...firebaseArgs,
    commandLine([bin('tsx'), 'scripts/bench-web/measure.ts', ...args]),
  ],
  { env: firebaseCliEnv() },
);
// A failed run leaves it (git ignores it); the next run writes it again.
rmSync(BENCH_CONFIG, { force: true });
console.info(`\nbench:web took ${((Date.now() - started) / 60_000).toFixed(1)} min.`);
