import { LOCAL_STREAM_API_KEY, LOCAL_STREAM_API_SECRET } from '@crewspace/common/local-config';
import { chatChannelPath } from '@crewspace/common/links';
import { createHmac, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../lib/firebase';
import { approvedAccount } from '../testing/accounts';
import { chatServerClient } from '../testing/chat';
import { callApi, type TestAccount } from '../testing/emulators';
import { inviteAndAccept, teamWorkspace } from '../testing/workspaces';
import { MENTION_QUOTAS } from './mention-notifications';
import { mentionNotificationId } from './mentions';

const chat = chatServerClient();

let author: TestAccount;
let member: TestAccount;
let muted: TestAccount;
let outsider: TestAccount;
let second: TestAccount;
let stranger: TestAccount;
beforeAll(async () => {
  [author, member, muted, outsider, second, stranger] = await Promise.all([
    approvedAccount('Mention Author'),
    approvedAccount('Mentioned Member'),
    approvedAccount('Muted Member'),
    approvedAccount('Mentioned Outsider'),
    approvedAccount('Second Member'),
    approvedAccount('Stranger In The Group'),
  ]);
  // Everyone but the stranger shares the author's workspace.
  const workspace = await teamWorkspace(author);
  for (const account of [member, muted, outsider, second]) {
    await inviteAndAccept(author, account, workspace.id);
  }
  // Notifications name the sender's account; the chat user's name is what its client says.
  await db.collection('users').doc(author.uid).update({ displayName: 'Ada Author' });
  await chat.upsertUsers([
    { id: author.uid, name: 'Ada Author' },
    { id: member.uid, name: 'Mia Member' },
    { id: muted.uid, name: 'Max Muted' },
    { id: outsider.uid, name: 'Olly Outsider' },
    { id: second.uid, name: 'Sid Second' },
    { id: stranger.uid, name: 'Stan Stranger' },
  ]);
});

/**
 * A named group of the author, the member, a member who muted it, a second member and a member
 * who shares no workspace with the author (the outsider is not in it).
 */
async function group(): Promise<string> {
  const id = `mentions-${randomUUID()}`;
  const channel = chat.channel('messaging', id, {
    name: 'design',
    created_by_id: author.uid,
    members: [author.uid, member.uid, muted.uid, second.uid, stranger.uid],
  });
  await channel.create();
  await channel.mute({ user_id: muted.uid });
  return id;
}

/** A message.new event as Stream's webhook sends it. */
function messageEvent(channelId: string, mentioned: TestAccount[], messageId = randomUUID()) {
  return {
    type: 'message.new',
    cid: `messaging:${channelId}`,
    channel_type: 'messaging',
    channel_id: channelId,
    user: { id: author.uid, name: 'Ada Author' },
    message: {
      id: messageId,
      type: 'regular',
      text: 'Can you look at this?',
      user: { id: author.uid, name: 'Ada Author' },
      mentioned_users: mentioned.map(({ uid }) => ({ id: uid })),
    },
  };
}

function sign(body: string, secret = LOCAL_STREAM_API_SECRET): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

function deliver(event: unknown, headers?: Record<string, string>) {
  const body = JSON.stringify(event);
  return callApi('/webhooks/stream', {
    body,
    headers: headers ?? { 'x-api-key': LOCAL_STREAM_API_KEY, 'x-signature': sign(body) },
  });
}

/** Everyone notified of `messageId`, by the stable ids the webhook writes. */
async function notifiedOf(messageId: string): Promise<string[]> {
  const candidates = [author, member, muted, outsider, second, stranger];
  const snapshots = await db.getAll(
    ...candidates.map(({ uid }) =>
      db.collection('notifications').doc(mentionNotificationId(messageId, uid)),
    ),
  );
  return candidates.filter((_, index) => snapshots[index]?.exists).map(({ uid }) => uid);
}

function errorOf(answer: { json: unknown }) {
  return (answer.json as { error: { code: string; message: string } }).error;
}

describe('POST /api/webhooks/stream', () => {
  it('notifies a mentioned member, linking to the message in the channel', async () => {
    const channelId = await group();
    const event = messageEvent(channelId, [member]);
    const answer = await deliver(event);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ type: 'message.new', handled: true, notified: 1 });
    const notice = await db
      .collection('notifications')
      .doc(mentionNotificationId(event.message.id, member.uid))
      .get();
    expect(notice.data()).toMatchObject({
      userId: member.uid,
      type: 'chat-mention',
      title: 'Ada Author mentioned you in #design',
      body: 'Can you look at this?',
      link: chatChannelPath(`messaging:${channelId}`, event.message.id),
      subjectUserId: author.uid,
      read: false,
    });
  });

  it("names the sender's account, not the name their chat client claims", async () => {
    const channelId = await group();
    const event = messageEvent(channelId, [member]);
    event.user = { id: author.uid, name: 'Your CEO' };
    event.message.user = { id: author.uid, name: 'Your CEO' };
    expect((await deliver(event)).status).toBe(200);
    const notice = await db
      .collection('notifications')
      .doc(mentionNotificationId(event.message.id, member.uid))
      .get();
    expect(notice.get('title')).toBe('Ada Author mentioned you in #design');
  });

  it('notifies nobody who muted the channel, wrote the message or is not in the channel', async () => {
    const channelId = await group();
    // mentioned_users is the sender's claim: membership is checked with the chat service.
    const event = messageEvent(channelId, [author, muted, outsider, member]);
    const answer = await deliver(event);
    expect(answer.status).toBe(200);
    expect(await notifiedOf(event.message.id)).toEqual([member.uid]);
  });

  it("notifies no member who shares no workspace with the sender (attack: a stranger's words in a bell)", async () => {
    const channelId = await group();
    const toStranger = messageEvent(channelId, [stranger, member]);
    expect((await deliver(toStranger)).json).toMatchObject({ notified: 1 });
    expect(await notifiedOf(toStranger.message.id)).toEqual([member.uid]);
    // The other way round: the stranger mentions the author's people.
    const fromStranger = messageEvent(channelId, [member, second, author]);
    fromStranger.user = { id: stranger.uid, name: 'Stan Stranger' };
    fromStranger.message.user = { id: stranger.uid, name: 'Stan Stranger' };
    expect((await deliver(fromStranger)).json).toMatchObject({ notified: 0 });
    expect(await notifiedOf(fromStranger.message.id)).toEqual([]);
  });

  it('notifies at most 100 people an hour for one sender', async () => {
    const channelId = await group();
    const quota = db.collection(MENTION_QUOTAS).doc(author.uid);
    await quota.set({ windowStartMs: Date.now(), count: 99 });
    try {
      const event = messageEvent(channelId, [member, second]);
      expect((await deliver(event)).json).toMatchObject({ notified: 1 });
      expect(await notifiedOf(event.message.id)).toEqual([member.uid]);
      expect((await quota.get()).data()).toMatchObject({ count: 100 });
      const next = messageEvent(channelId, [second]);
      expect((await deliver(next)).json).toMatchObject({ notified: 0 });
    } finally {
      await quota.delete();
    }
  });

  it('notifies once however often the same message is delivered, and an edit only the newly mentioned', async () => {
    const channelId = await group();
    const event = messageEvent(channelId, [member]);
    const [first, second] = [await deliver(event), await deliver(event)];
    expect(first.json).toMatchObject({ notified: 1 });
    expect(second.json).toMatchObject({ notified: 0 });
    const notices = await db
      .collection('notifications')
      .where('userId', '==', member.uid)
      .where('link', '==', chatChannelPath(event.cid, event.message.id))
      .get();
    expect(notices.size).toBe(1);

    // The edit adds the muted member (skipped) and mentions the member again (already told).
    const edit = { ...event, type: 'message.updated' };
    edit.message = { ...event.message, mentioned_users: [{ id: member.uid }, { id: muted.uid }] };
    expect((await deliver(edit)).json).toMatchObject({ handled: true, notified: 0 });
    expect(await notifiedOf(event.message.id)).toEqual([member.uid]);

    // An edit that adds a mention to a message that had none notifies the newly mentioned.
    const plain = messageEvent(channelId, []);
    expect((await deliver(plain)).json).toMatchObject({ notified: 0 });
    const mentioning = { ...plain, type: 'message.updated' };
    mentioning.message = { ...plain.message, mentioned_users: [{ id: member.uid }] };
    expect((await deliver(mentioning)).json).toMatchObject({ notified: 1 });
    expect(await notifiedOf(plain.message.id)).toEqual([member.uid]);
  });

  it('refuses a missing, wrong or foreign signature with 401 and notifies nobody', async () => {
    const channelId = await group();
    const event = messageEvent(channelId, [member]);
    const body = JSON.stringify(event);
    const refusals: Record<string, string>[] = [
      {},
      { 'x-api-key': LOCAL_STREAM_API_KEY },
      { 'x-api-key': LOCAL_STREAM_API_KEY, 'x-signature': sign(body, 'someone-elses-secret') },
      { 'x-api-key': LOCAL_STREAM_API_KEY, 'x-signature': sign(`${body} `) },
      { 'x-api-key': 'another-app', 'x-signature': sign(body) },
    ];
    for (const headers of refusals) {
      const answer = await deliver(event, headers);
      expect(answer.status).toBe(401);
      expect(errorOf(answer).code).toBe('unauthenticated');
      expect(errorOf(answer).message).toMatch(/X-(Signature|Api-Key)/);
    }
    expect(await notifiedOf(event.message.id)).toEqual([]);
  });

  it('answers 400 naming the field for a malformed event, and 200 unread for other types', async () => {
    const channelId = await group();
    const { message: _message, ...noMessage } = messageEvent(channelId, [member]);
    const missing = await deliver(noMessage);
    expect(missing.status).toBe(400);
    expect(errorOf(missing).code).toBe('invalid-argument');
    expect(errorOf(missing).message).toMatch(/message/);
    const badCid = await deliver({ ...messageEvent(channelId, [member]), cid: 'team:elsewhere' });
    expect(badCid.status).toBe(400);
    expect(errorOf(badCid).message).toMatch(/cid/);
    const notJson = await callApi('/webhooks/stream', {
      body: '{not json',
      headers: { 'x-api-key': LOCAL_STREAM_API_KEY, 'x-signature': sign('{not json') },
    });
    expect(notJson.status).toBe(400);
    const other = await deliver({ type: 'reaction.new', cid: `messaging:${channelId}` });
    expect(other.status).toBe(200);
    expect(other.json).toEqual({ type: 'reaction.new', handled: false, notified: 0 });
  });

  it("notifies from the chat emulator's own webhook when a message mentions a member", async () => {
    const channelId = await group();
    const messageId = randomUUID();
    await chat.channel('messaging', channelId).sendMessage({
      id: messageId,
      text: 'Hi there',
      user_id: author.uid,
      mentioned_users: [member.uid, outsider.uid],
    });
    const ref = db.collection('notifications').doc(mentionNotificationId(messageId, member.uid));
    const deadline = Date.now() + 20_000;
    while (!(await ref.get()).exists && Date.now() < deadline) await sleep(200);
    expect((await ref.get()).data()).toMatchObject({ userId: member.uid, type: 'chat-mention' });
    expect(await notifiedOf(messageId)).toEqual([member.uid]);
  });
});
