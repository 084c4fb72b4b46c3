/**
 * `tsx e2e/run.ts [vitest args]`: the browser end-to-end suite against the full local stack.
 * Builds the functions and the web app for the test stack (`vite build --mode e2e`), then runs
 * the specs inside `firebase emulators:exec` on that stack (firebase.test.json: its own ports and
 * demo project, so it runs beside `npm start`) with Auth, Firestore, Functions and Hosting; the
 * browser loads web/dist from Hosting (127.0.0.1:15000) and /api/** goes through its rewrite.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { FIREBASE_TEST_ARGS, firebaseCliEnv } from '../scripts/lib/emulator-env';
import { ROOT } from '../scripts/lib/paths';

const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

function step(
  title: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
) {
  console.info(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? ROOT,
    env: options.env ?? process.env,
    stdio: 'inherit',
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds} s (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  console.info(`✔ ${title} (${seconds} s)`);
}

/** Extra arguments go to vitest, e.g. `tsx e2e/run.ts tests/auth.spec.ts`. */
const vitestCommand = [
  bin('vitest'),
  'run',
  '--config',
  'e2e/vitest.config.ts',
  ...process.argv.slice(2),
]
  .map((part) => (/^[\w./:@=-]+$/.test(part) ? part : JSON.stringify(part)))
  .join(' ');

step('Build functions', 'npm', ['run', 'build', '-w', 'functions', '--silent']);
step(
  'Build web (vite build --mode e2e)',
  bin('vite'),
  ['build', '--mode', 'e2e', '--logLevel', 'warn'],
  {
    cwd: join(ROOT, 'web'),
  },
);
step(
  'End-to-end specs (firebase emulators:exec)',
  bin('firebase'),
  [
    'emulators:exec',
    '--only',
    'auth,firestore,functions,hosting',
    ...FIREBASE_TEST_ARGS,
    vitestCommand,
  ],
  { env: firebaseCliEnv() },
);
