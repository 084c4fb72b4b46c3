import { LOCAL_STREAM_API_KEY, TEST_PORTS } from '@crewspace/common/local-config';
import { randomUUID } from 'node:crypto';
import { StreamChat } from 'stream-chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../lib/firebase';
import { approvedAccount, newAccount } from '../testing/accounts';
import { chatServerClient } from '../testing/chat';
import { callApi, type TestAccount } from '../testing/emulators';
import { joinRequestNotificationId } from './community-join-requests';

const chat = chatServerClient();
const userClients: StreamChat[] = [];

async function connectAs(account: TestAccount, name: string): Promise<StreamChat> {
  const client = new StreamChat(LOCAL_STREAM_API_KEY, {
    baseURL: `http://127.0.0.1:${TEST_PORTS.chat}`,
    allowServerSideConnect: true,
  });
  userClients.push(client);
  await client.connectUser({ id: account.uid, name }, chat.createToken(account.uid));
  return client;
}

/** A community owned by `owner`, with extra members and channel roles. */
async function community(
  owner: string,
  privacy: 'public' | 'private' | 'apply',
  members: { uid: string; role: string }[] = [],
): Promise<string> {
  const id = `community-${randomUUID()}`;
  await chat.upsertUsers(
    [owner, ...members.map((member) => member.uid)].map((uid) => ({ id: uid })),
  );
  await chat
    .channel('community', id, {
      name: 'Gardeners',
      kind: 'Community',
      privacy,
      created_by_id: owner,
      members: [owner, ...members.map((member) => member.uid)],
    })
    .create();
  if (members.length) {
    await chat
      .channel('community', id)
      .assignRoles(members.map(({ uid, role }) => ({ user_id: uid, channel_role: role })));
  }
  return id;
}

function announce(as: TestAccount, body: unknown) {
  return callApi('/chat/community-join-requests', {
    token: as.idToken,
    body: JSON.stringify(body),
  });
}

function errorOf(answer: { json: unknown }) {
  return (answer.json as { error: { code: string; message: string } }).error;
}

async function notificationFor(channelId: string, applicant: string, manager: string) {
  const doc = await db
    .collection('notifications')
    .doc(joinRequestNotificationId(channelId, applicant, manager))
    .get();
  return doc.data();
}

let owner: TestAccount;
let applicant: TestAccount;
let applicantChat: StreamChat;
beforeAll(async () => {
  [owner, applicant] = await Promise.all([
    approvedAccount('Community Owner'),
    approvedAccount('Join Applicant'),
  ]);
  applicantChat = await connectAs(applicant, 'Join Applicant');
});
afterAll(async () => {
  await Promise.all(userClients.map((client) => client.disconnectUser()));
});

describe('POST /api/chat/community-join-requests', () => {
  it("notifies the community's owner, admins and moderators of a pending request, no one else", async () => {
    const [admin, moderator, member] = await Promise.all([
      approvedAccount('Community Admin'),
      approvedAccount('Community Moderator'),
      approvedAccount('Community Member'),
    ]);
    const channelId = await community(owner.uid, 'apply', [
      { uid: admin.uid, role: 'admin' },
      { uid: moderator.uid, role: 'channel_moderator' },
      { uid: member.uid, role: 'member' },
    ]);
    await applicantChat.channel('community', channelId).addMembers([applicant.uid]);

    const answer = await announce(applicant, { channelId });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ notified: 3 });
    for (const manager of [owner, admin, moderator]) {
      expect(await notificationFor(channelId, applicant.uid, manager.uid)).toMatchObject({
        userId: manager.uid,
        type: 'community-application-received',
        title: 'Join Applicant asks to join Gardeners',
        read: false,
        link: '/chat',
        subjectUserId: applicant.uid,
      });
    }
    expect(await notificationFor(channelId, applicant.uid, member.uid)).toBeUndefined();

    // Asking again writes the same notifications, not new ones.
    expect((await announce(applicant, { channelId })).json).toEqual({ notified: 3 });
    const ownerNotifications = await db
      .collection('notifications')
      .where('userId', '==', owner.uid)
      .where('subjectUserId', '==', applicant.uid)
      .where('type', '==', 'community-application-received')
      .get();
    expect(ownerNotifications.docs.filter((doc) => doc.id.includes(channelId))).toHaveLength(1);
  });

  it('names the applicant by their account, not the name their chat client claims', async () => {
    const impostor = await approvedAccount('Ivy Impostor');
    const impostorChat = await connectAs(impostor, 'Community Owner');
    const channelId = await community(owner.uid, 'apply');
    await impostorChat.channel('community', channelId).addMembers([impostor.uid]);
    expect((await announce(impostor, { channelId })).status).toBe(200);
    expect(await notificationFor(channelId, impostor.uid, owner.uid)).toMatchObject({
      title: 'Ivy Impostor asks to join Gardeners',
    });
  });

  it('refuses a request that is not pending, other privacies, unknown communities, bad bodies and unapproved callers', async () => {
    const channelId = await community(owner.uid, 'apply');

    // No self-add yet: nothing to announce, and no one is notified.
    const early = await announce(applicant, { channelId });
    expect(early.status).toBe(409);
    expect(errorOf(early).message).toBe('You have no pending request to join this community.');
    expect(await notificationFor(channelId, applicant.uid, owner.uid)).toBeUndefined();
    // A member (the owner) has no request either.
    expect((await announce(owner, { channelId })).status).toBe(409);

    const open = await community(owner.uid, 'public');
    await applicantChat.channel('community', open).addMembers([applicant.uid]);
    const publicAnswer = await announce(applicant, { channelId: open });
    expect(publicAnswer.status).toBe(409);
    expect(errorOf(publicAnswer).message).toBe('This community does not take join requests.');

    const unknown = await announce(applicant, { channelId: `community-${randomUUID()}` });
    expect(unknown.status).toBe(404);

    const badId = await announce(applicant, { channelId: 'a:b' });
    expect(badId.status).toBe(400);
    expect(errorOf(badId).message).toMatch(/channelId/);
    expect((await announce(applicant, { channelId, userId: owner.uid })).status).toBe(400);

    const unapproved = await newAccount('Unapproved Applicant');
    const refused = await announce(unapproved, { channelId });
    expect(refused.status).toBe(403);
  });
});
