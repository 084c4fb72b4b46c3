import { defineConfig } from 'vitest/config';
import { LANES, specsOf } from './lanes.ts';

const root = new URL('.', import.meta.url).pathname;

/**
 * Browser specs against the local stack; `tsx e2e/run.ts` runs them inside emulators:exec, the
 * whole suite lane by lane (lanes.ts, run-lanes.ts). Each lane is a project whose files run one
 * at a time, one browser each.
 */
export default defineConfig({
  test: {
    root,
    // run-lanes.ts starts the stand-ins and seeds once, then runs the lanes as separate processes.
    globalSetup: process.env.CREWSPACE_E2E_STACK_READY ? [] : ['./global-setup.ts'],
    projects: LANES.map((lane) => ({
      test: {
        root,
        name: lane,
        include: specsOf(lane),
        environment: 'node',
        // Every spec fails on what the browser refused under the Hosting edge's policies, and a
        // failing test reports what its open pages showed.
        setupFiles: ['./edge-policy-setup.ts', './failure-report.ts'],
        fileParallelism: false,
        testTimeout: 60_000,
        // A browser test that fails is run once more, as Playwright's own runner does on CI: one
        // timing on a loaded two-core runner should not hold back a change. A failure that is
        // real fails twice; one that passes on its second attempt is named at the end of the run
        // (failure-recap.ts) so it is seen and fixed.
        retry: 1,
        hookTimeout: 120_000,
        // The stack answers in a blink on a quiet machine and in seconds on a busy CI runner; a
        // poll that gives up after vitest's default 1 s fails for the wrong reason.
        expect: { poll: { timeout: 15_000 } },
      },
    })),
    reporters: ['default'],
  },
});
