/**
 * Reads what the stack holds once the run is over, for the audit: Firestore through the admin
 * SDK (no rules in the way) and the chat service through its server client (every message and
 * reply of the shared channels, page by page, their reactions, and each member's unread counts).
 */
import { CHANNEL_TYPE_BY_KIND, workspaceChannelId } from '@crewspace/common/chat';
import { getFirestore } from 'firebase-admin/firestore';
import type { MessageResponse, StreamChat } from 'stream-chat';
import { adminApp } from '../../fixtures/stack';
import type { EndState } from './audit/audit';
import type { StoredMessage, StoredReaction, UnreadCount } from './audit/chat';
import type { StoredNotification } from './audit/notifications';
import { serverChat } from './chat-clients';
import { forEachConcurrently } from './concurrency';
import {
  CANVAS_COUNT,
  GROUP_COUNT,
  LOAD_WORKSPACE_ID,
  VIDEO_COUNT,
  canvasId,
  groupChannelId,
  videoId,
  type LoadPerson,
} from './dataset';

/** The most a page of the chat service's message and reply lists holds. */
const PAGE = 300;

const SHARED_CHANNELS = [
  { type: CHANNEL_TYPE_BY_KIND.Workspace, id: workspaceChannelId(LOAD_WORKSPACE_ID) },
  ...Array.from({ length: GROUP_COUNT }, (_, group) => ({
    type: CHANNEL_TYPE_BY_KIND.Group,
    id: groupChannelId(group),
  })),
];

function storedMessage(cid: string, message: MessageResponse): StoredMessage {
  return {
    id: message.id,
    cid,
    text: message.text ?? '',
    userId: message.user?.id ?? '',
    parentId: message.parent_id ?? null,
    replyCount: message.reply_count ?? 0,
    reactionCounts: message.reaction_counts ?? {},
  };
}

/** Every message of a channel, oldest first, then every reply of each thread. */
async function channelMessages(server: StreamChat, type: string, id: string) {
  const channel = server.channel(type, id);
  const cid = `${type}:${id}`;
  const top: MessageResponse[] = [];
  for (;;) {
    const before = top[0]?.id;
    const state = await channel.query({
      messages: { limit: PAGE, ...(before ? { id_lt: before } : {}) },
    });
    top.unshift(...state.messages);
    if (state.messages.length < PAGE) break;
  }
  const replies: MessageResponse[] = [];
  for (const parent of top.filter((message) => (message.reply_count ?? 0) > 0)) {
    let page: MessageResponse[];
    let after: string | undefined;
    do {
      ({ messages: page } = await channel.getReplies(parent.id, {
        limit: PAGE,
        ...(after ? { id_gt: after } : {}),
      }));
      replies.push(...page);
      after = page.at(-1)?.id;
    } while (page.length === PAGE);
  }
  return [...top, ...replies].map((message) => storedMessage(cid, message));
}

async function chatState(server: StreamChat, people: readonly LoadPerson[]) {
  const messages: StoredMessage[] = [];
  for (const { type, id } of SHARED_CHANNELS) {
    messages.push(...(await channelMessages(server, type, id)));
  }
  const reactions: StoredReaction[] = [];
  await forEachConcurrently(messages, 8, async (message) => {
    const [type, id] = message.cid.split(':') as [string, string];
    const { reactions: found } = await server
      .channel(type, id)
      .getReactions(message.id, { limit: PAGE });
    reactions.push(
      ...found.map((one) => ({ messageId: message.id, user: one.user_id ?? '', type: one.type })),
    );
  });
  const unread: UnreadCount[] = [];
  const shared = new Set(SHARED_CHANNELS.map(({ type, id }) => `${type}:${id}`));
  await forEachConcurrently(people, 8, async (person) => {
    const counts = await server.getUnreadCount(person.uid);
    for (const channel of counts.channels) {
      if (shared.has(channel.channel_id)) {
        unread.push({ uid: person.uid, cid: channel.channel_id, count: channel.unread_count });
      }
    }
  });
  const team = server.channel(SHARED_CHANNELS[0]!.type, SHARED_CHANNELS[0]!.id);
  const channelMembers = new Map<string, string>();
  for (let offset = 0; ; offset += 100) {
    const { members } = await team.queryMembers({}, {}, { limit: 100, offset });
    for (const member of members) {
      channelMembers.set(member.user_id ?? '', member.channel_role ?? '');
    }
    if (members.length < 100) break;
  }
  return { messages, reactions, unread, channelMembers };
}

export async function readEndState(people: readonly LoadPerson[]): Promise<EndState> {
  const db = getFirestore(adminApp());
  const workspace = db.doc(`workspaces/${LOAD_WORKSPACE_ID}`);
  const [workspaceSnap, memberDocs, projects, tasks, activity, events, notifications] =
    await Promise.all([
      workspace.get(),
      workspace.collection('members').get(),
      workspace.collection('projects').get(),
      workspace.collection('tasks').get(),
      workspace.collection('activity').get(),
      workspace.collection('events').get(),
      db.collection('notifications').get(),
    ]);
  const comments = await Promise.all(
    Array.from({ length: VIDEO_COUNT }, (_, index) =>
      workspace.collection(`videos/${videoId(index)}/comments`).get(),
    ),
  );
  const elements = await Promise.all(
    Array.from({ length: CANVAS_COUNT }, (_, index) =>
      workspace.collection(`canvases/${canvasId(index)}/elements`).get(),
    ),
  );
  const chat = await chatState(serverChat(), people);
  return {
    membership: {
      membersCount: Number(workspaceSnap.get('membersCount')),
      members: new Map(memberDocs.docs.map((one) => [one.id, String(one.get('role'))])),
      channelMembers: chat.channelMembers,
    },
    messages: chat.messages,
    reactions: chat.reactions,
    unread: chat.unread,
    comments: comments.flatMap((snapshot, index) =>
      snapshot.docs.map((one) => ({
        id: one.id,
        videoId: videoId(index),
        text: String(one.get('text')),
        parentId: (one.get('parentId') as string | null) ?? null,
      })),
    ),
    elements: new Map(
      elements.flatMap((snapshot, index) =>
        snapshot.docs.map(
          (one) =>
            [`${canvasId(index)}/${one.id}`, { element: String(one.get('element')) }] as const,
        ),
      ),
    ),
    projects: new Map(
      projects.docs.map((one) => [
        one.id,
        { name: String(one.get('name')), description: String(one.get('description')) },
      ]),
    ),
    tasks: new Map(
      tasks.docs.map((one) => [
        one.id,
        { title: String(one.get('title')), description: String(one.get('description')) },
      ]),
    ),
    activity: activity.docs.map((one) => ({
      targetId: String(one.get('targetId')),
      verb: String(one.get('verb')),
      actorId: String(one.get('actorId')),
    })),
    events: new Map(events.docs.map((one) => [one.id, { title: String(one.get('title')) }])),
    notifications: notifications.docs.map((one): StoredNotification => ({
      id: one.id,
      userId: String(one.get('userId')),
      type: String(one.get('type')),
      title: String(one.get('title') ?? ''),
      body: String(one.get('body') ?? ''),
      read: one.get('read') === true,
    })),
  };
}
