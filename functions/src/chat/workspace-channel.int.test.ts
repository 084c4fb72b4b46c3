import { describe, expect, it } from 'vitest';
import { defaultWorkspaceId } from '../auth/create-user-records';
import { db } from '../lib/firebase';
import { approvedAccount } from '../testing/accounts';
import { chatServerClient } from '../testing/chat';
import { callOk, waitFor } from '../testing/emulators';

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
  it('is created with the default workspace, its owner as owner', async () => {
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
  });

  it('follows membership and roles, and goes away with the workspace', async () => {
    const owner = await approvedAccount('Team Owner');
    const invitee = await approvedAccount('Team Mate');
    const ref = db.collection('workspaces').doc();
    await ref.set({
      name: 'Chat sync team',
      ownerId: owner.uid,
      members: [owner.uid],
      membersList: [{ uid: owner.uid, displayName: 'Team Owner', photoURL: '' }],
      membersCount: 1,
      type: 'workspace',
      description: '',
      isDefault: false,
      projects: [],
    });
    await channelMembers(ref.id, (m) => owner.uid in m);

    const { invitationId } = await callOk(
      'inviteMember',
      { workspaceId: ref.id, email: invitee.email, role: 'member' },
      owner,
    );
    await callOk('respondToInvitation', { invitationId, accept: true }, invitee);
    expect(await channelMembers(ref.id, (m) => invitee.uid in m)).toEqual({
      [owner.uid]: 'owner',
      [invitee.uid]: 'member',
    });

    await db
      .collection('workspaceRoles')
      .doc(`${ref.id}_${invitee.uid}`)
      .update({ role: 'viewer' });
    await channelMembers(ref.id, (m) => m[invitee.uid] === 'viewer');

    await callOk('removeWorkspaceMember', { workspaceId: ref.id, userId: invitee.uid }, owner);
    expect(await channelMembers(ref.id, (m) => !(invitee.uid in m))).toEqual({
      [owner.uid]: 'owner',
    });

    await callOk('deleteWorkspace', { workspaceId: ref.id, confirmName: 'Chat sync team' }, owner);
    await waitFor(
      async () =>
        (await chat.queryChannels({ type: 'team', id: ref.id })).length === 0 ? true : undefined,
      'channel deletion',
    );
  });
});
