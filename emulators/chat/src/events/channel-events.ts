import { EVENT_MAP } from 'stream-chat';
import { nowIso } from '../clock';
import { activeMembers } from '../channels/channel-json';
import type { ChannelRecord } from '../state/types';

/** Fields every channel-scoped event carries, so the SDK can route it by `cid`. */
export function channelEvent(
  type: string,
  channel: ChannelRecord,
  fields: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    type,
    cid: channel.cid,
    channel_id: channel.id,
    channel_type: channel.type,
    channel_member_count: activeMembers(channel).length,
    channel_last_message_at: channel.last_message_at ?? undefined,
    team: typeof channel.custom.team === 'string' ? channel.custom.team : undefined,
    created_at: nowIso(),
    ...fields,
  };
}

/** The two event types a client sends that the SDK also knows: everything else it knows is ours. */
const CLIENT_EVENT_TYPES: ReadonlySet<string> = new Set(['typing.start', 'typing.stop']);

/** `message`, `channel`, `user`, … : the namespaces of the events the SDK acts on. */
const RESERVED_NAMESPACES: ReadonlySet<string> = new Set(
  Object.keys(EVENT_MAP).map((type) => type.split('.')[0] ?? type),
);

/**
 * Whether a client may send an event of this type. The SDK changes its state on the events it
 * knows (a `message.new` adds a message "from" whoever it names), so only typing and custom
 * types outside the SDK's namespaces are a client's to send.
 */
export function isClientEventType(type: string): boolean {
  if (CLIENT_EVENT_TYPES.has(type)) return true;
  return !RESERVED_NAMESPACES.has(type.split('.')[0] ?? '');
}

/** A typing or custom event as sent by a client: the server's fields win over the client's. */
export function clientEvent(
  type: string,
  channel: ChannelRecord,
  clientFields: Record<string, unknown>,
  user: Record<string, unknown>,
): Record<string, unknown> {
  return { ...clientFields, ...channelEvent(type, channel, { user }) };
}
