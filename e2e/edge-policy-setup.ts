/**
 * Runs in every spec file (vitest setupFiles): a test during which the browser refused anything
 * under the Content-Security-Policy, or rejected the Permissions-Policy, fails with what it was.
 */
import { afterAll, afterEach, expect } from 'vitest';
import { takeEdgePolicyViolations } from './fixtures/edge-policy';

function expectNoViolations() {
  expect(takeEdgePolicyViolations(), 'the browser refused something under the CSP').toEqual([]);
}

afterEach(expectNoViolations);
// What happened after the last test's check, while the file's own hooks closed its browsers.
afterAll(expectNoViolations);
