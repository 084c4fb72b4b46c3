/**
 * `npm test`: every check, stopping at the first step that fails.
 * Static checks (lint, dead code, format, typecheck, tooling tests) side by side, one per core →
 * unit suites (each workspace's `test` script) → rules tests and functions integration tests,
 * each inside `firebase emulators:exec` → browser end-to-end tests.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ROOT, TYPECHECK_PROJECTS } from '@crewspace/tooling/paths';

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

const CORES = availableParallelism();

/**
 * Each of these is one single-threaded process that reads the source and writes nothing the others
 * read, so they share the machine's cores (on CI's two: 2.6 min one after another).
 */
const staticChecks: Step[] = [
  // The longest first, so the pool does not end on it alone.
  {
    name: 'tooling tests (lint rules, web size budgets)',
    command: 'vitest',
    args: ['run', '--config', 'scripts/vitest.config.ts'],
  },
  { name: 'lint', command: 'eslint', args: ['.', '--max-warnings', '0'] },
  {
    name: 'dead code and undeclared dependencies (knip)',
    command: 'knip',
    args: ['--no-progress'],
  },
  { name: 'format', command: 'prettier', args: ['--check', '.', '--log-level', 'warn'] },
  ...TYPECHECK_PROJECTS.map((project) => ({
    name: `typecheck ${project}`,
    command: 'tsc',
    args: ['-p', project],
  })),
];

const steps: Step[] = [
  {
    name: 'unit tests',
    command: 'npm',
    args: ['run', 'test', '--workspaces', '--if-present'],
    // Vitest leaves a core free by default: one worker on CI's two cores. Nothing else runs
    // beside these suites, so one worker per core (web's suite: 154 s with one, 103 s with two).
    env: { VITEST_MAX_WORKERS: String(CORES) },
  },
  {
    name: 'Firestore rules tests (emulator)',
    command: 'npm',
    args: ['run', 'test:rules', '--silent'],
  },
  {
    name: 'functions integration tests (emulators)',
    command: 'npm',
    args: ['run', 'test:functions', '--silent'],
  },
  ...(existsSync(join(ROOT, 'e2e', 'run.ts'))
    ? [{ name: 'end-to-end tests (Chromium)', command: 'tsx', args: ['e2e/run.ts'] }]
    : []),
];

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
const envOf = (step: Step) => ({ ...process.env, ...step.env });

/** One check with its output held back and printed whole when it ends, so outputs never mix. */
function runBuffered(step: Step): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const output: Buffer[] = [];
    const child = spawn(step.command, step.args, { cwd: ROOT, env: envOf(step) });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const passed = code === 0;
      process.stdout.write(`\n▶ ${step.name}\n${Buffer.concat(output).toString()}`);
      console.info(`${passed ? '✔' : '✖'} ${step.name} (${seconds(started)}s)`);
      resolve(passed);
    });
  });
}

/** Runs the checks `width` at a time; every check runs, and the result is whether all passed. */
async function runPool(checks: readonly Step[], width: number): Promise<boolean> {
  const queue = [...checks];
  let allPassed = true;
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      if (!(await runBuffered(step))) allPassed = false;
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, queue.length) }, lane));
  return allPassed;
}

const started = Date.now();
console.info(`▶ static checks, ${CORES} at a time`);
if (!(await runPool(staticChecks, CORES))) {
  console.error(`\n✖ static checks failed after ${seconds(started)}s (see ✖ above)`);
  process.exit(1);
}
console.info(`\n✔ static checks (${seconds(started)}s)`);

for (const step of steps) {
  const stepStarted = Date.now();
  console.info(`\n▶ ${step.name}`);
  const result = spawnSync(step.command, step.args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: envOf(step),
  });
  if (result.status !== 0) {
    console.error(`\n✖ ${step.name} failed after ${seconds(stepStarted)}s`);
    process.exit(result.status ?? 1);
  }
  console.info(`✔ ${step.name} (${seconds(stepStarted)}s)`);
}
console.info(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
