/** Steps of a long script (the e2e suite, the web bench): titled, timed, stopping at the first failure. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './paths';

/** A binary of the root node_modules. */
export const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

/** Runs one command with inherited output; exits the process with its code when it fails. */
export function step(
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

/** Joins a command line for `firebase emulators:exec`, quoting the parts that need it. */
export function commandLine(parts: readonly string[]): string {
  return parts.map((part) => (/^[\w./:@=-]+$/.test(part) ? part : JSON.stringify(part))).join(' ');
}

/**
 * Builds what the test stack serves: the functions, and web/dist for the test stack's Hosting
 * (`vite build --mode e2e`: a production build with web/.env.e2e's emulator settings).
 */
export function buildForTestStack(): void {
  step('Build functions', 'npm', ['run', 'build', '-w', 'functions', '--silent']);
  step('Build web (vite build --mode e2e)', bin('vite'), ['build', '--mode', 'e2e', '--logLevel', 'warn'], {
    cwd: join(ROOT, 'web'),
  });
}
