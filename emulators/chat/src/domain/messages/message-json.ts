import type { EmulatorContext } from '../context';
import { pollJson } from './poll-json';
import { pinActive } from './pins';
import type { MessageRecord, ReactionRecord } from '../../state/types';
import { userJsonById } from '../users/user-json';

const LATEST_REACTIONS = 10;

export function reactionJson(ctx: EmulatorContext, reaction: ReactionRecord) {
  return {
    ...reaction.custom,
    type: reaction.type,
    score: reaction.score,
    message_id: reaction.message_id,
    user_id: reaction.user_id,
    user: userJsonById(ctx, reaction.user_id),
    emoji_code: reaction.emoji_code,
    created_at: reaction.created_at,
    updated_at: reaction.updated_at,
  };
}

function reactionGroups(reactions: ReactionRecord[]) {
  const groups: Record<
    string,
    { count: number; sum_scores: number; first_reaction_at: string; last_reaction_at: string }
  > = {};
  for (const reaction of reactions) {
    const group = groups[reaction.type];
    if (!group) {
      groups[reaction.type] = {
        count: 1,
        sum_scores: reaction.score,
        first_reaction_at: reaction.created_at,
        last_reaction_at: reaction.created_at,
      };
    } else {
      group.count += 1;
      group.sum_scores += reaction.score;
      if (reaction.created_at < group.first_reaction_at)
        group.first_reaction_at = reaction.created_at;
      if (reaction.created_at > group.last_reaction_at)
        group.last_reaction_at = reaction.created_at;
    }
  }
  return groups;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A message as Stream renders it. `viewerId` fills `own_reactions`; broadcast events pass null
 * (the client keeps its own reactions from local state).
 */
export function messageJson(
  ctx: EmulatorContext,
  message: MessageRecord,
  viewerId: string | null,
  embedQuote = true,
): Record<string, unknown> {
  const groups = reactionGroups(message.reactions);
  const poll = message.poll_id ? ctx.store.state.polls[message.poll_id] : undefined;
  const quoted =
    embedQuote && message.quoted_message_id
      ? ctx.store.message(message.quoted_message_id)
      : undefined;
  return {
    ...message.custom,
    id: message.id,
    cid: message.cid,
    type: message.type,
    text: message.text,
    html: message.text ? `<p>${escapeHtml(message.text)}</p>\n` : '',
    user: userJsonById(ctx, message.user_id),
    attachments: message.attachments,
    mentioned_users: message.mentioned_user_ids.map((id) => userJsonById(ctx, id)),
    parent_id: message.parent_id,
    show_in_channel: message.show_in_channel,
    reply_count: message.reply_ids.length,
    thread_participants: message.thread_participant_ids.map((id) => userJsonById(ctx, id)),
    quoted_message_id: message.quoted_message_id,
    quoted_message: quoted ? messageJson(ctx, quoted, viewerId, false) : undefined,
    latest_reactions: message.reactions
      .slice(-LATEST_REACTIONS)
      .reverse()
      .map((reaction) => reactionJson(ctx, reaction)),
    own_reactions: viewerId
      ? message.reactions
          .filter((reaction) => reaction.user_id === viewerId)
          .map((reaction) => reactionJson(ctx, reaction))
      : [],
    reaction_groups: groups,
    reaction_counts: Object.fromEntries(Object.entries(groups).map(([t, g]) => [t, g.count])),
    reaction_scores: Object.fromEntries(Object.entries(groups).map(([t, g]) => [t, g.sum_scores])),
    poll_id: message.poll_id,
    poll: poll ? pollJson(ctx, poll, viewerId) : undefined,
    pinned: pinActive(message),
    pinned_at: message.pinned_at,
    pinned_by: message.pinned_by_id ? userJsonById(ctx, message.pinned_by_id) : null,
    pin_expires: message.pin_expires,
    silent: message.silent,
    shadowed: false,
    created_at: message.created_at,
    updated_at: message.updated_at,
    deleted_at: message.deleted_at,
    message_text_updated_at: message.message_text_updated_at,
  };
}
