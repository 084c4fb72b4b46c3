/**
 * A channel as `query` and `queryChannels` answer it: its fields, a page of its messages, its
 * pins, members, read state and watchers, and the caller's draft, subscribing the caller's
 * connection when asked to.
 */
import type { Connection } from '../../state/connections';
import type { ChannelRecord } from '../../state/types';
import {
  activeMembers,
  channelJson,
  channelMessages,
  memberJson,
  readJson,
} from '../channels/channel-json';
import { watch } from '../channels/watching';
import type { EmulatorContext } from '../context';
import { draftJson, findDraft } from '../messages/draft-json';
import { messageJson } from '../messages/message-json';
import type { MessagePaging } from '../messages/paging';
import { pageMessages } from '../messages/paging';
import { pinnedMessages, STATE_PINNED_LIMIT } from '../messages/pins';
import { requireReadAccess, type Viewer } from '../permissions/read-access';
import { followPresence } from '../users/presence';
import { userJson } from '../users/user-json';

export interface StateOptions {
  messages?: MessagePaging;
  memberLimit?: number;
  memberOffset?: number;
  watcherLimit?: number;
  /**
   * Outsiders of an `apply` community see its public card (the channel's own fields) only: no
   * messages, pins, members, read state (its message ids) or watchers.
   */
  outsider?: boolean;
}

/** The channel state envelope (protocol 5.3): always with all four arrays. */
export function channelState(
  ctx: EmulatorContext,
  channel: ChannelRecord,
  viewer: Viewer,
  options: StateOptions,
): Record<string, unknown> {
  const viewerId = viewer === 'server' ? null : viewer.id;
  const { outsider = false } = options;
  const all = outsider ? [] : channelMessages(ctx, channel);
  const messages = pageMessages(all, options.messages ?? {}, 100);
  const members = outsider ? [] : activeMembers(channel);
  const memberOffset = options.memberOffset ?? 0;
  const ownMember = viewerId ? channel.members[viewerId] : undefined;
  const watcherIds = outsider ? [] : ctx.connections.watcherUserIds(channel.cid);
  return {
    channel: channelJson(ctx, channel, viewer),
    messages: messages.map((message) => messageJson(ctx, message, viewerId)),
    pinned_messages: outsider
      ? []
      : pinnedMessages(ctx, channel)
          .slice(-STATE_PINNED_LIMIT)
          .map((message) => messageJson(ctx, message, viewerId)),
    members: members
      .slice(memberOffset, memberOffset + (options.memberLimit ?? 100))
      .map((member) => memberJson(ctx, channel, member)),
    read: members.map((member) => readJson(ctx, member)),
    membership: ownMember ? memberJson(ctx, channel, ownMember) : null,
    watcher_count: watcherIds.length,
    ...(options.watcherLimit
      ? {
          watchers: watcherIds.slice(0, options.watcherLimit).flatMap((id) => {
            const user = ctx.store.user(id);
            return user ? [userJson(ctx, user)] : [];
          }),
        }
      : {}),
  };
}

/** A channel state for a query, subscribing the caller's connection when asked to. */
export function stateForQuery(
  ctx: EmulatorContext,
  connection: Connection | undefined,
  channel: ChannelRecord,
  viewer: Viewer,
  options: Omit<StateOptions, 'outsider'> & { watch?: boolean; presence?: boolean },
): Record<string, unknown> {
  const access = requireReadAccess(channel, viewer);
  if (connection && access === 'full') {
    if (options.watch) watch(ctx, connection, channel);
    if (options.presence) {
      followPresence(
        connection,
        activeMembers(channel).map((member) => member.user_id),
      );
    }
  }
  const state = channelState(ctx, channel, viewer, {
    ...options,
    outsider: access === 'outsider',
  });
  // The caller's channel draft, which the composer restores (thread drafts come with threads).
  const draft = viewer === 'server' ? undefined : findDraft(ctx, viewer.id, channel.cid, undefined);
  return draft ? { ...state, draft: draftJson(ctx, draft) } : state;
}
