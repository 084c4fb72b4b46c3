/**
 * storage.rules itself, evaluated (test-support/rules-language) against the same table of cases
 * as the stand-in's policy.ts (policy.test.ts): every case must come out the same in both, so
 * neither file can change without the other. The official emulator runs the table too where it
 * can start (storage-rules.official.test.ts); this runs everywhere.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CASE_MEMBERS,
  CASE_STORAGE_USED,
  POLICY_CASES,
  caseMemberDocument,
  type CaseFile,
  type PolicyCase,
} from './policy-cases';
import { parseRules } from './test-support/rules-language/parse';
import {
  rulesAllow,
  type RulesMap,
  type RulesRequest,
  type StorageMethod,
} from './test-support/rules-language/evaluate';

const rules = parseRules(readFileSync(new URL('../../../storage.rules', import.meta.url), 'utf8'));

const DOCUMENTS = 'databases/(default)/documents/';

/** The Firestore documents the cases run against, as the app and the functions write them. */
function firestore(path: string): RulesMap | null {
  if (!path.startsWith(DOCUMENTS)) return null;
  const segments = path.slice(DOCUMENTS.length).split('/');
  const [collection, workspaceId = '', sub, id = ''] = segments;
  if (collection !== 'workspaces' || segments.length !== 4) return null;
  if (sub === 'members') {
    const members = Object.hasOwn(CASE_MEMBERS, workspaceId) ? CASE_MEMBERS[workspaceId] : {};
    const member = members && Object.hasOwn(members, id) ? members[id] : undefined;
    return member ? (caseMemberDocument(workspaceId, id, member) as unknown as RulesMap) : null;
  }
  if (sub === 'usage' && id === 'storage' && Object.hasOwn(CASE_STORAGE_USED, workspaceId)) {
    return { bytes: CASE_STORAGE_USED[workspaceId]! };
  }
  return null;
}

function resource(path: string, file: CaseFile | null): RulesMap | null {
  return (
    file && {
      name: path,
      contentType: file.contentType,
      size: file.size,
      metadata: file.customMetadata,
    }
  );
}

const METHODS: Record<PolicyCase['operation'], StorageMethod> = {
  read: 'get',
  list: 'list',
  create: 'create',
  update: 'update',
  delete: 'delete',
};

function toRulesRequest(policyCase: PolicyCase): RulesRequest {
  const { actor, operation, path } = policyCase;
  return {
    method: METHODS[operation],
    // A listed folder is judged by the rule for its direct children, as policy.ts does.
    path: operation === 'list' ? `${path}/{child}` : path,
    auth: actor && {
      uid: actor.uid,
      token: { user_id: actor.uid, sub: actor.uid, ...actor.claims } as RulesMap,
    },
    incoming: resource(path, policyCase.incoming),
    existing: resource(path, policyCase.existing),
    firestore,
  };
}

describe('storage.rules, evaluated', () => {
  it.each(POLICY_CASES.map((policyCase) => [policyCase.description, policyCase] as const))(
    '%s',
    (_description, policyCase) => {
      expect(rulesAllow(rules, toRulesRequest(policyCase))).toBe(policyCase.allowed);
    },
  );
});
