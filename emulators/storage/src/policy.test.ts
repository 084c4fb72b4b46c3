import { describe, expect, it } from 'vitest';
import { evaluatePolicy } from './policy';
import { POLICY_CASES, toPolicyRequest } from './policy-cases';

describe('evaluatePolicy (storage.rules as code)', () => {
  it.each(POLICY_CASES.map((policyCase) => [policyCase.description, policyCase] as const))(
    '%s',
    (_description, policyCase) => {
      const expected = policyCase.allowed ? 'allow' : 'deny';
      expect(evaluatePolicy(toPolicyRequest(policyCase))).toBe(expected);
    },
  );

  it('covers every operation with both outcomes', () => {
    for (const operation of ['read', 'list', 'create', 'update', 'delete'] as const) {
      const outcomes = new Set(
        POLICY_CASES.filter((c) => c.operation === operation).map((c) => c.allowed),
      );
      expect(outcomes, operation).toEqual(new Set([true, false]));
    }
  });
});
