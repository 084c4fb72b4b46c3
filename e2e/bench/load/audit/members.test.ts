import { describe, expect, it } from 'vitest';
import { auditMembership } from './members';

const members = new Map([
  ['ana', 'owner'],
  ['ben', 'member'],
]);

describe('auditMembership', () => {
  it('agrees when the count, the documents and the team channel match', () => {
    expect(auditMembership({ membersCount: 2, members, channelMembers: members })).toEqual([]);
  });

  it('reports a count off, a member missing, a wrong role and a stranger', () => {
    const channelMembers = new Map([
      ['ana', 'member'],
      ['eve', 'member'],
    ]);
    expect(auditMembership({ membersCount: 3, members, channelMembers })).toEqual([
      {
        kind: 'counter',
        subject: 'members count',
        detail: 'membersCount is 3, 2 member documents',
      },
      {
        kind: 'wrong value',
        subject: 'team channel',
        detail: 'ana is member, a owner of the workspace',
      },
      { kind: 'lost', subject: 'team channel', detail: 'ben is not in it' },
      { kind: 'unexplained', subject: 'team channel', detail: 'eve is no member' },
    ]);
  });
});
