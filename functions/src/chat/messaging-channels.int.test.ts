import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { approvedAccount, newAccount } from '../testing/accounts';
import { chatServerClient } from '../testing/chat';
import { callApi, type TestAccount } from '../testing/emulators';
import { inviteAndAccept, teamWorkspace } from '../testing/workspaces';

const chat = chatServerClient();

let alice: TestAccount;
let bob: TestAccount;
let carol: TestAccount;
let stranger: TestAccount;
beforeAll(async () => {
  [alice, bob, carol, stranger] = await Promise.all([
    approvedAccount('Alice Creator'),
    approvedAccount('Bob Colleague'),
    approvedAccount('Carol Colleague'),
    approvedAccount('Sam Stranger'),
  ]);
  // Alice, Bob and Carol share a workspace; the stranger has only their own.
  const workspace = await teamWorkspace(alice);
  await inviteAndAccept(alice, bob, workspace.id);
  await inviteAndAccept(alice, carol, workspace.id);
});

function post(path: string, as: TestAccount, body: Record<string, unknown>) {
  return callApi(path, { token: as.idToken, body: JSON.stringify(body) });
}

function errorOf(answer: { json: unknown }) {
  return (answer.json as { error: { code: string; message: string } }).error;
}

async function membersOf(channelId: string): Promise<Record<string, string | undefined>> {
  const { members } = await chat.channel('messaging', channelId).queryMembers({});
  return Object.fromEntries(members.map((m) => [m.user_id ?? '', m.channel_role]));
}

async function messagingChannelsOf(uid: string): Promise<string[]> {
  const channels = await chat.queryChannels({ type: 'messaging', members: { $in: [uid] } });
  return channels.map((channel) => channel.id ?? '');
}

describe('POST /api/chat/direct-channels', () => {
  it('opens one direct chat per pair of people who share a workspace', async () => {
    const first = await post('/chat/direct-channels', alice, { userId: bob.uid });
    expect(first.status).toBe(200);
    const { channelType, channelId } = first.json as { channelType: string; channelId: string };
    expect(channelType).toBe('messaging');
    expect(channelId).toMatch(/^!members-/);
    const again = await post('/chat/direct-channels', bob, { userId: alice.uid });
    expect(again.json).toEqual(first.json);
    expect(Object.keys(await membersOf(channelId)).sort()).toEqual([alice.uid, bob.uid].sort());
  });

  it('refuses someone who shares no workspace with the caller (attack: messaging strangers)', async () => {
    const answer = await post('/chat/direct-channels', stranger, { userId: alice.uid });
    expect(answer.status).toBe(403);
    expect(errorOf(answer)).toEqual({
      code: 'permission-denied',
      message: 'You can chat only with people you share a workspace with.',
    });
    expect(await messagingChannelsOf(stranger.uid)).toEqual([]);
    expect((await post('/chat/direct-channels', alice, { userId: alice.uid })).status).toBe(400);
  });

  it('refuses an account awaiting approval', async () => {
    const pending = await newAccount('Pending Pete');
    const answer = await post('/chat/direct-channels', pending, { userId: alice.uid });
    expect(answer.status).toBe(403);
    expect(errorOf(answer).message).toMatch(/awaiting approval/);
  });
});

describe('POST /api/chat/group-channels', () => {
  it('makes a named group owned by its creator, with people who share a workspace', async () => {
    const answer = await post('/chat/group-channels', alice, {
      name: ' Launch crew ',
      memberIds: [bob.uid, carol.uid, alice.uid],
    });
    expect(answer.status).toBe(200);
    const { channelId } = answer.json as { channelId: string };
    expect(channelId).toMatch(/^group-/);
    expect(await membersOf(channelId)).toEqual({
      [alice.uid]: 'owner',
      [bob.uid]: 'channel_member',
      [carol.uid]: 'channel_member',
    });
    const [channel] = await chat.queryChannels({ type: 'messaging', id: channelId });
    expect(channel?.data).toMatchObject({ name: 'Launch crew', created_by: { id: alice.uid } });
  });

  it('refuses the whole group when anyone in it shares no workspace with the creator', async () => {
    const answer = await post('/chat/group-channels', alice, {
      name: 'Acme team',
      memberIds: [bob.uid, stranger.uid],
    });
    expect(answer.status).toBe(403);
    expect(await messagingChannelsOf(stranger.uid)).toEqual([]);
    const byStranger = await post('/chat/group-channels', stranger, {
      name: 'Acme team',
      memberIds: [alice.uid, bob.uid],
    });
    expect(byStranger.status).toBe(403);
    expect(await messagingChannelsOf(stranger.uid)).toEqual([]);
  });

  it('answers bad input with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: '', memberIds: [bob.uid] }, /^name: /],
      [{ name: 'x'.repeat(65), memberIds: [bob.uid] }, /^name: /],
      [{ name: 'Crew', memberIds: [] }, /^memberIds: /],
      [{ name: 'Crew', memberIds: [alice.uid] }, /someone besides you/],
      [{ name: 'Crew', memberIds: [bob.uid], kind: 'Workspace' }, /kind/],
    ];
    for (const [body, message] of cases) {
      const answer = await post('/chat/group-channels', alice, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(answer).message).toMatch(message);
    }
  });
});

describe('POST /api/chat/group-members', () => {
  async function group(): Promise<string> {
    const answer = await post('/chat/group-channels', alice, {
      name: 'Crew',
      memberIds: [bob.uid],
    });
    return (answer.json as { channelId: string }).channelId;
  }

  it("lets the group's managers add people who share their workspace, and remove members", async () => {
    const channelId = await group();
    const added = await post('/chat/group-members', alice, {
      channelId,
      userId: carol.uid,
      change: 'add',
    });
    expect(added.status).toBe(200);
    expect(added.json).toEqual({ userId: carol.uid, change: 'add' });
    expect(Object.keys(await membersOf(channelId))).toContain(carol.uid);
    const removed = await post('/chat/group-members', alice, {
      channelId,
      userId: bob.uid,
      change: 'remove',
    });
    expect(removed.status).toBe(200);
    expect(Object.keys(await membersOf(channelId)).sort()).toEqual([alice.uid, carol.uid].sort());
  });

  it('refuses strangers as new members, plain members as managers, and direct chats', async () => {
    const channelId = await group();
    const strangerIn = await post('/chat/group-members', alice, {
      channelId,
      userId: stranger.uid,
      change: 'add',
    });
    expect(strangerIn.status).toBe(403);
    const byMember = await post('/chat/group-members', bob, {
      channelId,
      userId: carol.uid,
      change: 'add',
    });
    expect(byMember.status).toBe(403);
    const byOutsider = await post('/chat/group-members', stranger, {
      channelId,
      userId: stranger.uid,
      change: 'add',
    });
    expect(byOutsider.status).toBe(403);
    expect(Object.keys(await membersOf(channelId)).sort()).toEqual([alice.uid, bob.uid].sort());

    const direct = await post('/chat/direct-channels', alice, { userId: carol.uid });
    const directId = (direct.json as { channelId: string }).channelId;
    const intoDirect = await post('/chat/group-members', alice, {
      channelId: directId,
      userId: bob.uid,
      change: 'add',
    });
    expect(intoDirect.status).toBe(404);
    const missing = await post('/chat/group-members', alice, {
      channelId: `group-${randomUUID()}`,
      userId: bob.uid,
      change: 'add',
    });
    expect(missing.status).toBe(404);
  });
});
