import { CHAT_SYSTEM_USER_ID } from '@crewspace/common/chat';
import { describe, expect, it } from 'vitest';
import { defaultWorkspaceId } from '../auth/create-user-records';
import { approvedAccount } from '../testing/accounts';
import { chatServerClient } from '../testing/chat';
import { callOk, waitFor } from '../testing/emulators';
import { inviteAndAccept, teamWorkspace } from '../testing/workspaces';

const chat = chatServerClient();

/** The channel's members as {userId: channelRole}, once `ready` accepts them. */
async function channelMembers(
  workspaceId: string,
  ready: (members: Record<string, string>) => boolean,
) {
  return waitFor(async () => {
    const [channel] = await chat.queryChannels({ type: 'team', id: workspaceId }, {}, { limit: 1 });
    if (!channel) return undefined;
    const members = Object.fromEntries(
      Object.values(channel.state.members).map((member) => [
        member.user_id ?? '',
        member.channel_role ?? '',
      ]),
    );
    return ready(members) ? members : undefined;
  }, `team channel ${workspaceId}`);
}

describe('workspace channel', () => {
  it('is created with the default workspace by the system user, its owner as owner', async () => {
    const owner = await approvedAccount('Chatty Owner');
    const workspaceId = defaultWorkspaceId(owner.uid);
    const members = await channelMembers(workspaceId, (m) => owner.uid in m);
    expect(members).toEqual({ [owner.uid]: 'owner' });
    const [channel] = await chat.queryChannels({ type: 'team', id: workspaceId });
    expect(channel?.data).toMatchObject({
      kind: 'Workspace',
      workspaceId,
      name: "Chatty Owner's Workspace",
    });
    // Nobody is the channel's creator, so nobody holds creator rights after leaving.
    expect(channel?.data?.created_by).toMatchObject({ id: CHAT_SYSTEM_USER_ID });
  });

  it('exists when createWorkspace returns, and follows membership, roles, renames and deletion', async () => {
    const owner = await approvedAccount('Team Owner');
    const invitee = await approvedAccount('Team Mate');
    const team = await teamWorkspace(owner, 'Chat sync team');
    const [created] = await chat.queryChannels({ type: 'team', id: team.id });
    expect(created?.state.members[owner.uid]?.channel_role).toBe('owner');

    await inviteAndAccept(owner, invitee, team.id);
    expect(await channelMembers(team.id, (m) => invitee.uid in m)).toEqual({
      [owner.uid]: 'owner',
      [invitee.uid]: 'member',
    });

    await callOk(
      'setMemberRole',
      { workspaceId: team.id, userId: invitee.uid, role: 'viewer' },
      owner,
    );
    await channelMembers(team.id, (m) => m[invitee.uid] === 'viewer');

    await callOk('transferOwnership', { workspaceId: team.id, userId: invitee.uid }, owner);
    await channelMembers(team.id, (m) => m[invitee.uid] === 'owner' && m[owner.uid] === 'admin');

    await callOk('removeWorkspaceMember', { workspaceId: team.id, userId: owner.uid }, invitee);
    expect(await channelMembers(team.id, (m) => !(owner.uid in m))).toEqual({
      [invitee.uid]: 'owner',
    });

    await callOk('deleteWorkspace', { workspaceId: team.id, confirmName: team.name }, invitee);
    await waitFor(
      async () =>
        (await chat.queryChannels({ type: 'team', id: team.id })).length === 0 ? true : undefined,
      'channel deletion',
    );
  });
});
