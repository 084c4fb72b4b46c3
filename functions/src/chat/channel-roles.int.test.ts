import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { approvedAccount, newAccount } from '../testing/accounts';
import { chatServerClient } from '../testing/chat';
import { callApi, type TestAccount } from '../testing/emulators';

const chat = chatServerClient();

let owner: TestAccount;
let admin: TestAccount;
let member: TestAccount;
let outsider: TestAccount;
beforeAll(async () => {
  [owner, admin, member, outsider] = await Promise.all([
    approvedAccount('Group Owner'),
    approvedAccount('Group Admin'),
    approvedAccount('Group Member'),
    approvedAccount('Not In The Group'),
  ]);
});

/** A group with one owner, one admin and one member, as the chat service stores it. */
async function group(): Promise<string> {
  const id = `group-${randomUUID()}`;
  await chat.upsertUsers([owner, admin, member, outsider].map(({ uid }) => ({ id: uid })));
  await chat
    .channel('messaging', id, {
      name: 'Crew',
      kind: 'Group',
      created_by_id: owner.uid,
      members: [owner.uid, admin.uid, member.uid],
    })
    .create();
  await chat.channel('messaging', id).assignRoles([{ user_id: admin.uid, channel_role: 'admin' }]);
  return id;
}

function change(as: TestAccount, body: Record<string, unknown>) {
  return callApi('/chat/channel-roles', { token: as.idToken, body: JSON.stringify(body) });
}

async function rolesOf(channelId: string): Promise<Record<string, string | undefined>> {
  const { members } = await chat.channel('messaging', channelId).queryMembers({});
  return Object.fromEntries(members.map((m) => [m.user_id ?? '', m.channel_role]));
}

function errorOf(answer: { json: unknown }) {
  return (answer.json as { error: { code: string; message: string } }).error;
}

describe('POST /api/chat/channel-roles', () => {
  it('lets an owner make and unmake owners, and an admin change the roles below owner', async () => {
    const channelId = await group();
    const body = { channelType: 'messaging', channelId, userId: member.uid };

    const promoted = await change(owner, { ...body, role: 'owner' });
    expect(promoted.status).toBe(200);
    expect(promoted.json).toEqual({ userId: member.uid, role: 'owner' });
    expect((await rolesOf(channelId))[member.uid]).toBe('owner');

    expect((await change(owner, { ...body, role: 'member' })).status).toBe(200);
    expect((await change(admin, { ...body, role: 'moderator' })).status).toBe(200);
    expect((await change(admin, { ...body, role: 'viewer' })).status).toBe(200);
    expect(await rolesOf(channelId)).toEqual({
      [owner.uid]: 'owner',
      [admin.uid]: 'admin',
      [member.uid]: 'viewer',
    });
  });

  it('refuses what the caller may not do, reading their role from the chat service', async () => {
    const channelId = await group();
    const body = (userId: string, role: string) => ({
      channelType: 'messaging',
      channelId,
      userId,
      role,
    });
    const refused = async (
      as: TestAccount,
      request: Record<string, unknown>,
      status: number,
      message: RegExp,
    ) => {
      const answer = await change(as, request);
      expect(answer.status).toBe(status);
      expect(errorOf(answer).message).toMatch(message);
    };

    await refused(admin, body(owner.uid, 'member'), 403, /Only an owner makes or unmakes owners/);
    await refused(admin, body(member.uid, 'owner'), 403, /Only an owner makes or unmakes owners/);
    await refused(admin, body(admin.uid, 'owner'), 403, /Nobody makes themself an owner/);
    await refused(owner, body(owner.uid, 'admin'), 409, /keeps at least one owner/);
    await refused(member, body(member.uid, 'admin'), 403, /owners and admins change roles/);
    await refused(outsider, body(member.uid, 'owner'), 403, /not a member of this channel/);
    await refused(owner, body(outsider.uid, 'admin'), 404, /not a member of the channel/);
    await refused(
      owner,
      { ...body(member.uid, 'admin'), channelId: `group-${randomUUID()}` },
      404,
      /No messaging channel/,
    );
    await refused(
      owner,
      { ...body(member.uid, 'admin'), channelType: 'team' },
      403,
      /follow the workspace roles/,
    );
    // Nothing in the body speaks for the caller, and only product roles are accepted.
    await refused(member, { ...body(member.uid, 'admin'), callerRole: 'owner' }, 400, /callerRole/);
    await refused(owner, body(member.uid, 'channel_moderator'), 400, /^role: /);
    const unapproved = await newAccount('Unapproved Owner');
    await refused(unapproved, body(member.uid, 'admin'), 403, /awaiting approval/);

    expect(await rolesOf(channelId)).toEqual({
      [owner.uid]: 'owner',
      [admin.uid]: 'admin',
      [member.uid]: 'channel_member',
    });
  });
});
