/**
 * Steps of the scripts that build and run the test stack (the browser tests, the scale bench):
 * each is a child process with inherited output, timed, and the run stops at the first failure.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './paths';

/** A binary of the root node_modules. */
export const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

export function runStep(
  title: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): void {
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

/** One shell command line (what `firebase emulators:exec` runs) from its words. */
export function commandLine(words: readonly string[]): string {
  return words.map((word) => (/^[\w./:@=-]+$/.test(word) ? word : JSON.stringify(word))).join(' ');
}

/** The functions and the web app as the test stack serves them (`vite build --mode e2e`). */
export function buildTestStack(): void {
  runStep('Build functions', 'npm', ['run', 'build', '-w', 'functions', '--silent']);
  runStep(
    'Build web (vite build --mode e2e)',
    bin('vite'),
    ['build', '--mode', 'e2e', '--logLevel', 'warn'],
    { cwd: join(ROOT, 'web') },
  );
}
