import { describe, expect, it } from 'vitest';
import { evaluatePolicy, membershipQuery } from './policy';
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

  it('asks Firestore only where the canvasImages rule reads it', () => {
    const auth = { uid: 'alice', token: { approved: true } };
    const request = { auth, incoming: null, existing: null };
    expect(membershipQuery({ ...request, operation: 'read', path: 'canvasImages/ws/c/f' })).toEqual(
      {
        workspaceId: 'ws',
        uid: 'alice',
      },
    );
    expect(membershipQuery({ ...request, operation: 'list', path: 'canvasImages/ws/c' })).toEqual({
      workspaceId: 'ws',
      uid: 'alice',
    });
    expect(membershipQuery({ ...request, operation: 'delete', path: 'canvasImages/ws/c/f' })).toBe(
      null,
    );
    expect(membershipQuery({ ...request, operation: 'read', path: 'videos/a.mp4' })).toBe(null);
    expect(
      membershipQuery({
        ...request,
        auth: { uid: 'carol', token: { approved: false } },
        operation: 'read',
        path: 'canvasImages/ws/c/f',
      }),
    ).toBe(null);
  });
});
