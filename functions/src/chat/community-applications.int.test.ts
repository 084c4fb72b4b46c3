import { LOCAL_STREAM_API_KEY, TEST_PORTS } from '@crewspace/common/local-config';
import { randomUUID } from 'node:crypto';
import { StreamChat } from 'stream-chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../lib/firebase';
import { approvedAccount, newAccount } from '../testing/accounts';
import { chatServerClient } from '../testing/chat';
import { callApi, type TestAccount } from '../testing/emulators';
import { applicationNotificationId } from './community-applications';
import { joinRequestNotificationId } from './community-join-requests';

const chat = chatServerClient();
const userClients: StreamChat[] = [];

/** A browser-like chat client of `uid` (user token, WebSocket connection). */
async function connectAs(uid: string): Promise<StreamChat> {
  const client = new StreamChat(LOCAL_STREAM_API_KEY, {
    baseURL: `http://127.0.0.1:${TEST_PORTS.chat}`,
    allowServerSideConnect: true,
  });
  userClients.push(client);
  await client.connectUser({ id: uid }, chat.createToken(uid));
  return client;
}

/** An `apply` community owned by `owner`, with `moderators` as channel moderators. */
async function applyCommunity(owner: string, moderators: string[] = []): Promise<string> {
  const id = `community-${randomUUID()}`;
  await chat.upsertUsers([owner, ...moderators].map((uid) => ({ id: uid })));
  await chat
    .channel('community', id, {
      name: 'Gardeners',
      kind: 'Community',
      privacy: 'apply',
      created_by_id: owner,
      members: [owner, ...moderators],
    })
    .create();
  if (moderators.length) await chat.channel('community', id).addModerators(moderators);
  return id;
}

/** `uid` asks to join: the stock SDK's self-add, which the chat service keeps pending. */
async function apply(uid: string, channelId: string): Promise<void> {
  const client = await connectAs(uid);
  await client.channel('community', channelId).addMembers([uid]);
}

async function memberStatus(channelId: string, uid: string): Promise<string | undefined> {
  const { members } = await chat
    .channel('community', channelId)
    .queryMembers({ id: { $in: [uid] } });
  return members[0]?.status ?? (members[0] ? 'member' : undefined);
}

function decide(as: TestAccount, body: unknown) {
  return callApi('/chat/community-applications', {
    token: as.idToken,
    body: JSON.stringify(body),
  });
}

function errorOf(answer: { json: unknown }) {
  return (answer.json as { error: { code: string; message: string } }).error;
}

let owner: TestAccount;
let applicant: TestAccount;
beforeAll(async () => {
  [owner, applicant] = await Promise.all([
    approvedAccount('Community Owner'),
    approvedAccount('Community Applicant'),
  ]);
});
afterAll(async () => {
  await Promise.all(userClients.map((client) => client.disconnectUser()));
});

describe('POST /api/chat/community-applications', () => {
  it('lets the owner accept: the applicant becomes a member and is notified', async () => {
    const channelId = await applyCommunity(owner.uid);
    await apply(applicant.uid, channelId);
    expect(await memberStatus(channelId, applicant.uid)).toBe('pending');
    const announced = await callApi('/chat/community-join-requests', {
      token: applicant.idToken,
      body: JSON.stringify({ channelId }),
    });
    expect(announced.status).toBe(200);
    const managerNotice = db
      .collection('notifications')
      .doc(joinRequestNotificationId(channelId, applicant.uid, owner.uid));
    expect((await managerNotice.get()).get('read')).toBe(false);

    const answer = await decide(owner, { channelId, userId: applicant.uid, accept: true });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ outcome: 'accepted' });
    expect(await memberStatus(channelId, applicant.uid)).toBe('member');

    const notification = await db
      .collection('notifications')
      .doc(applicationNotificationId(channelId, applicant.uid))
      .get();
    expect(notification.data()).toMatchObject({
      userId: applicant.uid,
      type: 'community-application-accepted',
      title: 'You joined Gardeners',
      read: false,
      link: '/chat',
      subjectUserId: owner.uid,
    });
    // The managers' "asks to join" notice no longer asks anything: it says what happened.
    expect((await managerNotice.get()).data()).toMatchObject({
      read: true,
      title: 'Community Applicant joined Gardeners',
      body: 'Community Owner accepted the request.',
    });
  });

  it('lets a moderator decline: the request is gone and the applicant is told', async () => {
    const moderator = await approvedAccount('Community Moderator');
    const channelId = await applyCommunity(owner.uid, [moderator.uid]);
    await apply(applicant.uid, channelId);

    const answer = await decide(moderator, { channelId, userId: applicant.uid, accept: false });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ outcome: 'declined' });
    expect(await memberStatus(channelId, applicant.uid)).toBeUndefined();
    const notification = await db
      .collection('notifications')
      .doc(applicationNotificationId(channelId, applicant.uid))
      .get();
    expect(notification.data()).toMatchObject({
      userId: applicant.uid,
      type: 'community-application-declined',
      title: 'Your request to join Gardeners was declined',
    });
  });

  it('refuses members without the right, unknown channels, answered requests and bad bodies', async () => {
    const channelId = await applyCommunity(owner.uid);
    await apply(applicant.uid, channelId);

    // The applicant cannot accept themself, nor can an unapproved account.
    const self = await decide(applicant, { channelId, userId: applicant.uid, accept: true });
    expect(self.status).toBe(403);
    expect(errorOf(self).message).toMatch(/owner, admins and moderators/);
    const pendingAccount = await newAccount('Unapproved Manager');
    const unapproved = await decide(pendingAccount, {
      channelId,
      userId: applicant.uid,
      accept: true,
    });
    expect(unapproved.status).toBe(403);
    expect(await memberStatus(channelId, applicant.uid)).toBe('pending');

    const unknown = await decide(owner, {
      channelId: `community-${randomUUID()}`,
      userId: applicant.uid,
      accept: true,
    });
    expect(unknown.status).toBe(404);

    const notPending = await decide(owner, { channelId, userId: owner.uid, accept: true });
    expect(notPending.status).toBe(409);
    expect(errorOf(notPending).message).toBe('This user has no pending join request.');

    const badId = await decide(owner, { channelId: 'a:b', userId: applicant.uid, accept: true });
    expect(badId.status).toBe(400);
    expect(errorOf(badId).message).toMatch(/channelId/);
    const extra = await decide(owner, { channelId, userId: applicant.uid, accept: 'yes' });
    expect(extra.status).toBe(400);
  });
});
