/**
 * `npm test`: every check, in order, stopping at the first failure.
 * lint → dead code (knip) → format → typecheck → unit suites (each workspace's `test` script) →
 * rules tests and functions integration tests, each inside `firebase emulators:exec` → browser
 * end-to-end tests.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ROOT, TYPECHECK_PROJECTS } from './lib/paths';

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

const steps: Step[] = [
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
  {
    name: 'tooling tests (lint rules, web size budgets)',
    command: 'vitest',
    args: ['run', '--config', 'scripts/vitest.config.ts'],
  },
  {
    name: 'unit tests',
    command: 'npm',
    args: ['run', 'test', '--workspaces', '--if-present'],
    // Vitest leaves a core free by default: one worker on CI's two cores. Nothing else runs
    // beside these suites, so one worker per core (web's suite: 154 s with one, 103 s with two).
    env: { VITEST_MAX_WORKERS: String(availableParallelism()) },
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

const started = Date.now();
for (const step of steps) {
  const stepStarted = Date.now();
  console.info(`\n▶ ${step.name}`);
  const result = spawnSync(step.command, step.args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${step.name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.info(`✔ ${step.name} (${seconds}s)`);
}
console.info(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
