import { nowIso } from '../../lib/clock';
import type { ChannelRecord } from '../../state/types';
import { activeMembers } from './channel-json';

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
