import { describe, expect, it } from 'vitest';
import { FailureRecap } from './failure-recap';

// Vitest 4's default reporter, as a lane prints it into a pipe (colours on); a test that failed
// the same way on its retry has its FAIL line twice.
const LANE_OUTPUT = `
 \u001b[31m❯\u001b[39m \u001b[30m\u001b[45m shared \u001b[49m\u001b[39m a.spec.ts (3 tests | 2 failed) 113ms
     \u001b[31m×\u001b[39m fails an assertion 8ms
\u001b[31m⎯⎯⎯⎯⎯⎯⎯ Failed Tests 2 ⎯⎯⎯⎯⎯⎯⎯\u001b[39m

\u001b[41m\u001b[1m FAIL \u001b[22m\u001b[49m \u001b[30m\u001b[45m shared \u001b[49m\u001b[39m a.spec.ts\u001b[2m > \u001b[22mgroup\u001b[2m > \u001b[22mfails an assertion
\u001b[31m\u001b[1mAssertionError\u001b[22m: expected 1 to be 2 // Object.is equality\u001b[39m
- Expected
+ Received
 ❯ a.spec.ts:3:46
\u001b[41m\u001b[1m FAIL \u001b[22m\u001b[49m \u001b[30m\u001b[45m shared \u001b[49m\u001b[39m a.spec.ts\u001b[2m > \u001b[22mgroup\u001b[2m > \u001b[22mtimes out
\u001b[41m\u001b[1m FAIL \u001b[22m\u001b[49m \u001b[30m\u001b[45m shared \u001b[49m\u001b[39m a.spec.ts\u001b[2m > \u001b[22mgroup\u001b[2m > \u001b[22mtimes out
\u001b[31m\u001b[1mError\u001b[22m: Test timed out in 100ms.\u001b[39m
If this is a long-running test, pass a timeout value as the last argument.
TypeError: a line of a stack that does not follow a FAIL header
 Test Files  1 failed (1)`;

describe('the failure recap of the browser lanes', () => {
  it('keeps each failed test once and the error right under it, without colours', () => {
    const recap = new FailureRecap();
    for (const line of LANE_OUTPUT.split('\n')) recap.add('shared', line);
    expect(recap.failures()).toEqual([
      '[shared] FAIL shared a.spec.ts > group > fails an assertion',
      '[shared] AssertionError: expected 1 to be 2 // Object.is equality',
      '[shared] FAIL shared a.spec.ts > group > times out',
      '[shared] Error: Test timed out in 100ms.',
    ]);
  });

  it('names a test that passed only on its retry, and no other passed test', () => {
    const recap = new FailureRecap();
    recap.add(
      'own',
      '     \u001b[33m\u001b[2m✓\u001b[22m\u001b[39m signs in \u001b[33m 9633\u001b[2mms\u001b[22m\u001b[39m',
    );
    recap.add(
      'own',
      '     \u001b[33m\u001b[2m✓\u001b[22m\u001b[39m opens a canvas \u001b[33m 19633\u001b[2mms\u001b[22m\u001b[39m\u001b[33m (retry x1)\u001b[39m',
    );
    expect(recap.flaky()).toEqual(['[own] ✓ opens a canvas 19633ms (retry x1)']);
    expect(recap.failures()).toEqual([]);
  });

  it('keeps unhandled errors, follows each lane on its own, and stops at 40 lines', () => {
    const recap = new FailureRecap();
    recap.add('own', ' FAIL own b.spec.ts > signs in');
    recap.add('shared', 'Vitest caught 1 unhandled error during the test run.');
    recap.add('own', 'TimeoutError: locator.click: Timeout 15000ms exceeded.');
    expect(recap.failures()).toEqual([
      '[own] FAIL own b.spec.ts > signs in',
      '[shared] Vitest caught 1 unhandled error during the test run.',
      '[own] TimeoutError: locator.click: Timeout 15000ms exceeded.',
    ]);
    for (let index = 0; index < 50; index += 1)
      recap.add('own', ` FAIL  own  c.spec.ts > test ${index}`);
    expect(recap.failures()).toHaveLength(40);
  });
});
