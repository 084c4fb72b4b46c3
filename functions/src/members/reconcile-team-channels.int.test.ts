/**
 * The reconciliation against the real chat stand-in: nothing to repair after the triggers ran,
 * and a drift made on purpose in the chat service (a member taken out, a role changed, a
 * stranger let in, a channel deleted) repaired and reported, once.
 */
import { describe, expect, it } from 'vitest';
import { approvedAccount } from '../testing/accounts';
import { chatServerClient } from '../testing/chat';
import { waitFor } from '../testing/emulators';
import { inviteAndAccept, teamWorkspace } from '../testing/workspaces';
import { describeReport, reconcileTeamChannels } from './reconcile-team-channels';

const chat = chatServerClient();

async function channelRoles(workspaceId: string): Promise<Record<string, string>> {
  const { members } = await chat.channel('team', workspaceId).queryMembers({});
  return Object.fromEntries(members.map((m) => [m.user_id ?? '', m.channel_role ?? '']));
}

/** Waits until the triggers have made the channel what the members say. */
function settled(workspaceId: string, expected: Record<string, string>) {
  return waitFor(async () => {
    const roles = await channelRoles(workspaceId).catch(() => null);
    return roles && JSON.stringify(roles) === JSON.stringify(expected) ? roles : undefined;
  }, `team channel ${workspaceId} in step`);
}

describe('reconcileTeamChannels', () => {
  it('finds nothing after a normal run, repairs a drift made on purpose, and then finds nothing again', async () => {
    const [owner, member, viewer, stranger] = await Promise.all([
      approvedAccount('owner'),
      approvedAccount('member'),
      approvedAccount('viewer'),
      approvedAccount('stranger'),
    ]);
    const team = await teamWorkspace(owner, 'Drifting team');
    const other = await teamWorkspace(owner, 'Channel-less team');
    await inviteAndAccept(owner, member, team.id);
    await inviteAndAccept(owner, viewer, team.id, 'viewer');
    const expected = { [owner.uid]: 'owner', [member.uid]: 'member', [viewer.uid]: 'viewer' };
    await settled(team.id, expected);
    await settled(other.id, { [owner.uid]: 'owner' });

    const clean = await reconcileTeamChannels(chat, [team.id, other.id]);
    expect(clean).toEqual({ workspacesChecked: 2, fixes: [] });

    const channel = chat.channel('team', team.id);
    await channel.removeMembers([member.uid]);
    await channel.assignRoles([{ user_id: viewer.uid, channel_role: 'admin' }]);
    await chat.upsertUser({ id: stranger.uid, name: 'stranger' });
    await channel.addMembers([{ user_id: stranger.uid, channel_role: 'member' }]);
    await chat.channel('team', other.id).delete();

    const repaired = await reconcileTeamChannels(chat, [team.id, other.id]);
    expect(repaired.workspacesChecked).toBe(2);
    expect(repaired.fixes).toEqual(
      expect.arrayContaining([
        { workspaceId: team.id, uid: member.uid, fix: 'added' },
        { workspaceId: team.id, uid: viewer.uid, fix: 'reroled' },
        { workspaceId: team.id, uid: stranger.uid, fix: 'removed' },
        { workspaceId: other.id, uid: null, fix: 'channel-created' },
        { workspaceId: other.id, uid: owner.uid, fix: 'added' },
      ]),
    );
    expect(repaired.fixes).toHaveLength(5);
    expect(describeReport(repaired)).toContain(`${team.id}: ${stranger.uid} removed`);
    expect(await channelRoles(team.id)).toEqual(expected);
    expect(await channelRoles(other.id)).toEqual({ [owner.uid]: 'owner' });

    expect(await reconcileTeamChannels(chat, [team.id, other.id])).toEqual({
      workspacesChecked: 2,
      fixes: [],
    });
  });
});
