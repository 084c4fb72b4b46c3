/** Channels as filters and sorts see them (`queryChannels`, and search's channel filter). */
import type { Filter } from '../../lib/filters';
import { compileFilter, normalizeSort, sortRecords } from '../../lib/filters';
import type { ChannelRecord } from '../../state/types';
import type { EmulatorContext } from '../context';
import { readAccess, type Viewer } from '../permissions/read-access';
import { isChannelMuted } from '../users/mutes';
import { activeMembers } from './channel-json';

/** Channel fields as filters and sort see them; several are per viewer. */
export function channelField(
  ctx: EmulatorContext,
  channel: ChannelRecord,
  viewer: Viewer,
  field: string,
): unknown {
  const member = viewer === 'server' ? undefined : channel.members[viewer.id];
  switch (field) {
    case 'cid':
      return channel.cid;
    case 'id':
      return channel.id;
    case 'type':
      return channel.type;
    case 'members':
      return activeMembers(channel).map((m) => m.user_id);
    case 'member_count':
      return activeMembers(channel).length;
    case 'created_by_id':
      return channel.created_by_id;
    case 'created_at':
      return channel.created_at;
    case 'updated_at':
      return channel.updated_at;
    case 'last_message_at':
      // Channels without messages sort by creation, not as "never".
      return channel.last_message_at ?? channel.created_at;
    case 'last_updated':
      return [channel.last_message_at ?? '', channel.updated_at].sort().at(-1);
    case 'frozen':
      return channel.frozen;
    case 'disabled':
      return channel.disabled;
    case 'hidden':
      return member?.hidden ?? false;
    case 'joined':
      return member?.status === 'member';
    case 'muted':
      return viewer !== 'server' && isChannelMuted(ctx, viewer.id, channel.cid);
    case 'archived':
      return Boolean(member?.archived_at);
    case 'pinned':
      return Boolean(member?.pinned_at);
    case 'pinned_at':
      return member?.pinned_at ?? null;
    case 'has_unread':
      return (member?.unread_messages ?? 0) > 0;
    case 'unread_count':
      return member?.unread_messages ?? 0;
    case 'member.user.name':
      return activeMembers(channel).map((m) => ctx.store.user(m.user_id)?.custom.name);
    default:
      return channel.custom[field];
  }
}

export function findChannels(
  ctx: EmulatorContext,
  viewer: Viewer,
  filter: Filter,
): ChannelRecord[] {
  // Hidden channels stay out unless the filter asks about `hidden` itself.
  const withHidden = Object.prototype.hasOwnProperty.call(filter, 'hidden');
  const matches = compileFilter(filter);
  return Object.values(ctx.store.state.channels).filter(
    (channel) =>
      readAccess(channel, viewer) !== 'none' &&
      (withHidden || channelField(ctx, channel, viewer, 'hidden') !== true) &&
      matches((field) => channelField(ctx, channel, viewer, field)),
  );
}

/** `queryChannels`: the channels a filter finds, sorted (newest first by default) and paged. */
export function queryChannels(
  ctx: EmulatorContext,
  viewer: Viewer,
  query: { filter: Filter; sort: unknown; offset?: number; limit?: number },
): ChannelRecord[] {
  const sort = normalizeSort(query.sort);
  const matching = findChannels(ctx, viewer, query.filter);
  const sorted = sortRecords(
    matching,
    [...sort, { field: 'created_at', direction: -1 }, { field: 'cid', direction: 1 }],
    (channel, field) => channelField(ctx, channel, viewer, field),
  );
  const offset = query.offset ?? 0;
  return sorted.slice(offset, offset + (query.limit ?? 10));
}
