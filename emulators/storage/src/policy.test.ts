import { readFileSync } from 'node:fs';
import {
  WORKSPACE_ROLES,
  WORKSPACE_ROLE_RIGHTS,
  type WorkspaceRole,
} from '@crewspace/common/permissions';
import { describe, expect, it } from 'vitest';
import { evaluatePolicy, membershipQuery } from './policy';
import { CASE_FOLDERS, PERSONAS, POLICY_CASES, toPolicyRequest, WS } from './policy-cases';

describe('evaluatePolicy (storage.rules as code)', () => {
  it.each(POLICY_CASES.map((policyCase) => [policyCase.description, policyCase] as const))(
    '%s',
    (_description, policyCase) => {
      const expected = policyCase.allowed ? 'allow' : 'deny';
      expect(evaluatePolicy(toPolicyRequest(policyCase))).toBe(expected);
    },
  );

  it('names every case differently', () => {
    const descriptions = POLICY_CASES.map((policyCase) => policyCase.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('covers every operation with both outcomes', () => {
    for (const operation of ['read', 'list', 'create', 'update', 'delete'] as const) {
      const outcomes = new Set(
        POLICY_CASES.filter((c) => c.operation === operation).map((c) => c.allowed),
      );
      expect(outcomes, operation).toEqual(new Set([true, false]));
    }
  });

  it('has every persona do every operation in every folder of the workspace', () => {
    for (const persona of PERSONAS) {
      for (const folder of CASE_FOLDERS) {
        const prefix = `${folder.listPath(WS)}`;
        const operations = new Set(
          POLICY_CASES.filter(
            (c) =>
              c.actor === persona.actor && (c.path === prefix || c.path.startsWith(`${prefix}/`)),
          ).map((c) => c.operation),
        );
        expect([...operations].sort(), `${persona.label} in ${prefix}`).toEqual([
          'create',
          'delete',
          'list',
          'read',
          'update',
        ]);
      }
    }
  });

  it('reads the member document for every approved request in a workspace folder', () => {
    const auth = { uid: 'mia', token: { approved: true } };
    const request = { auth, incoming: null, existing: null };
    const query = { workspaceId: 'ws', uid: 'mia' };
    for (const [operation, path] of [
      ['read', 'videos/ws/a.mp4'],
      ['list', 'thumbnails/ws'],
      ['create', 'canvasImages/ws/c/f'],
      ['update', 'videos/ws/a.mp4'],
      ['delete', 'canvasImages/ws/c/f'],
    ] as const) {
      expect(membershipQuery({ ...request, operation, path }), `${operation} ${path}`).toEqual(
        query,
      );
    }
    expect(membershipQuery({ ...request, operation: 'read', path: 'videos/a.mp4' })).toBe(null);
    expect(membershipQuery({ ...request, operation: 'list', path: 'videos' })).toBe(null);
    expect(
      membershipQuery({
        ...request,
        auth: { uid: 'una', token: {} },
        operation: 'read',
        path: 'videos/ws/a.mp4',
      }),
    ).toBe(null);
  });
});

describe('storage.rules', () => {
  it('mirrors the shared rights table in roleRights()', () => {
    const rules = readFileSync(new URL('../../../storage.rules', import.meta.url), 'utf8');
    const block = /function roleRights\(\) \{\s*return (\{[\s\S]*?\});/.exec(rules)?.[1];
    expect(block, 'roleRights() not found in storage.rules').toBeDefined();
    const table = JSON.parse(block!.replace(/'/g, '"')) as Record<WorkspaceRole, string[]>;
    expect(Object.keys(table).sort()).toEqual([...WORKSPACE_ROLES].sort());
    for (const role of WORKSPACE_ROLES) {
      expect(table[role], role).toEqual([...WORKSPACE_ROLE_RIGHTS[role]]);
    }
  });
});
