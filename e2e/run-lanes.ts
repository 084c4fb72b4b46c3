/**
 * The whole browser suite, inside `firebase emulators:exec` (run.ts): starts the chat and storage
 * stand-ins and seeds once (global-setup.ts), runs the `shared` and `own` lanes — at the same time
 * as two vitest processes when the machine has the cores for two browsers beside the emulators,
 * one after the other otherwise — then the `alone` lane by itself (lanes.ts says which spec goes
 * where). Each line of a lane's output starts with its name. Exits non-zero when any lane failed.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';
import { bin } from '@crewspace/tooling/steps';
import { FailureRecap } from './failure-recap';
import setUpStack from './global-setup';
import type { Lane } from './lanes';

const failures = new FailureRecap();

function runLane(lane: Lane): Promise<number> {
  const child = spawn(
    bin('vitest'),
    ['run', '--config', 'e2e/vitest.config.ts', '--project', lane],
    {
      env: { ...process.env, CREWSPACE_E2E_STACK_READY: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    createInterface({ input: stream }).on('line', (line) => {
      out.write(`[${lane}] ${line}\n`);
      failures.add(lane, line);
    });
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

/**
 * On two cores, two browsers, the Java Firestore emulator and the functions runtime starve each
 * other: CI's two-core runner took 1,163 s in side-by-side lanes with four timeouts, and 1,250 s
 * one lane at a time with none.
 */
const SIDE_BY_SIDE_MIN_CORES = 4;

const tearDown = await setUpStack();
const codes: number[] = [];
try {
  if (availableParallelism() >= SIDE_BY_SIDE_MIN_CORES) {
    codes.push(...(await Promise.all([runLane('shared'), runLane('own')])));
  } else {
    codes.push(await runLane('shared'), await runLane('own'));
  }
  codes.push(await runLane('alone'));
} finally {
  await tearDown();
}
const failed = codes.some((code) => code !== 0);
const flaky = failures.flaky();
if (flaky.length) console.info(['⚠ passed only when run again:', ...flaky].join('\n  '));
if (failed) {
  console.info(
    ['✖ a lane failed (its lines above say more):', ...failures.failures()].join('\n  '),
  );
} else {
  console.info('✔ every lane passed');
}
process.exit(failed ? 1 : 0);
