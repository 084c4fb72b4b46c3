/**
 * Membership counters: the workspace's `membersCount` is the number of its member documents, and
 * its team channel holds exactly those members, each with the channel role of their workspace role.
 */
import { finding, type Finding } from './findings';

export interface Membership {
  membersCount: number;
  /** uid → workspace role, from the member documents. */
  members: ReadonlyMap<string, string>;
  /** uid → channel role, from the team channel. */
  channelMembers: ReadonlyMap<string, string>;
}

export function auditMembership({ membersCount, members, channelMembers }: Membership): Finding[] {
  const findings: Finding[] = [];
  if (membersCount !== members.size) {
    findings.push(
      finding(
        'counter',
        'members count',
        `membersCount is ${membersCount}, ${members.size} member documents`,
      ),
    );
  }
  for (const [uid, role] of members) {
    const channelRole = channelMembers.get(uid);
    if (channelRole === undefined)
      findings.push(finding('lost', 'team channel', `${uid} is not in it`));
    else if (channelRole !== role) {
      findings.push(
        finding(
          'wrong value',
          'team channel',
          `${uid} is ${channelRole}, a ${role} of the workspace`,
        ),
      );
    }
  }
  for (const uid of channelMembers.keys()) {
    if (!members.has(uid))
      findings.push(finding('unexplained', 'team channel', `${uid} is no member`));
  }
  return findings;
}
