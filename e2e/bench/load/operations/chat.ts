/**
 * Chat actions in the shared channels (the workspace's team channel and the member's group):
 * messages, messages that @mention someone, thread replies and reactions, sent through the
 * member's own chat client with ids chosen by the client, as the app's composer does.
 */
import { CHANNEL_TYPE_BY_KIND, workspaceChannelId } from '@crewspace/common/chat';
import {
  LOAD_WORKSPACE_ID,
  groupChannelId,
  groupMembers,
  groupOf,
  type LoadPerson,
} from '../dataset';
import { reactionKey, type SentMessage } from '../ledger';
import { pick } from '../random';
import type { ActionContext, Effect } from './operation';

const REACTION_TYPES = ['like', 'love', 'haha', 'wow', 'sad'] as const;
/** Replies and reactions go to one of the channel's latest messages, as people answer. */
const RECENT = 20;

interface SharedChannel {
  type: string;
  id: string;
  cid: string;
  members: readonly LoadPerson[];
}

function sharedChannels(me: LoadPerson, people: readonly LoadPerson[]): SharedChannel[] {
  const team = { type: CHANNEL_TYPE_BY_KIND.Workspace, id: workspaceChannelId(LOAD_WORKSPACE_ID) };
  const group = { type: CHANNEL_TYPE_BY_KIND.Group, id: groupChannelId(groupOf(me.index)) };
  return [
    { ...team, cid: `${team.type}:${team.id}`, members: people },
    {
      ...group,
      cid: `${group.type}:${group.id}`,
      members: groupMembers(people, groupOf(me.index)),
    },
  ];
}

/** The team channel three times in five, else the member's group. */
function chooseChannel(context: ActionContext): SharedChannel {
  const [team, group] = sharedChannels(context.member.person, context.people);
  return context.random() < 0.6 ? team! : group!;
}

function recentMessages(context: ActionContext): SentMessage[] {
  const cids = new Set(sharedChannels(context.member.person, context.people).map((c) => c.cid));
  const mine = context.ledger.messages.filter(
    (message) => message.parentId === null && cids.has(message.cid),
  );
  if (mine.length === 0) throw new Error('No message to answer yet.');
  return mine.slice(-RECENT);
}

async function send(
  context: ActionContext,
  channel: SharedChannel,
  options: { mention: boolean; parentId: string | null },
): Promise<Effect> {
  const { member, token } = context;
  const me = member.person;
  const mentioned = options.mention
    ? pick(
        context.random,
        channel.members.filter((one) => one.uid !== me.uid),
      )
    : null;
  const text = mentioned
    ? `@${mentioned.displayName} could you look at this? ${token}`
    : `${options.parentId ? 'Agreed' : 'Update'} ${token}`;
  const message: SentMessage = {
    id: `${me.uid}-${token}`,
    cid: channel.cid,
    text,
    token,
    sender: me.uid,
    parentId: options.parentId,
    mentions: mentioned ? [mentioned.uid] : [],
  };
  context.attempt(token);
  await member.chat.channel(channel.type, channel.id).sendMessage({
    id: message.id,
    text,
    mentioned_users: message.mentions,
    ...(options.parentId ? { parent_id: options.parentId } : {}),
  });
  context.ledger.messages.push(message);
  return {
    seen: token,
    notices: mentioned ? [{ kind: 'chat mention', recipient: mentioned.uid }] : [],
  };
}

function channelOf(context: ActionContext, cid: string): SharedChannel {
  return sharedChannels(context.member.person, context.people).find((c) => c.cid === cid)!;
}

export async function reply(context: ActionContext): Promise<Effect> {
  const parent = pick(context.random, recentMessages(context));
  return send(context, channelOf(context, parent.cid), {
    mention: context.random() < 0.1,
    parentId: parent.id,
  });
}

export async function react(context: ActionContext): Promise<Effect> {
  const me = context.member.person.uid;
  const { ledger } = context;
  const done = new Set(ledger.reactions.map(reactionKey));
  const options = recentMessages(context).flatMap((message) =>
    REACTION_TYPES.map((type) => ({
      message,
      type,
      key: reactionKey({ messageId: message.id, user: me, type }),
    })),
  );
  const fresh = options.filter(({ key }) => !done.has(key) && !ledger.unacknowledged.has(key));
  const { message, type, key } = pick(context.random, fresh.length > 0 ? fresh : options);
  const channel = channelOf(context, message.cid);
  context.attempt(key);
  await context.member.chat.channel(channel.type, channel.id).sendReaction(message.id, { type });
  ledger.reactions.push({ messageId: message.id, cid: message.cid, user: me, type });
  return { seen: key, notices: [] };
}

export function sendMessage(context: ActionContext): Promise<Effect> {
  return send(context, chooseChannel(context), { mention: false, parentId: null });
}

export function sendMention(context: ActionContext): Promise<Effect> {
  return send(context, chooseChannel(context), { mention: true, parentId: null });
}
