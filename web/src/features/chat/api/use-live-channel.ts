/**
 * Live reads of a channel's members, data and own_capabilities for our own panels.
 *
 * stream-chat-react's ChannelStateContext memoises `members` on the member count and
 * `channelCapabilities` not at all, so a change that keeps the count (a join request accepted:
 * the pending member becomes a member; a role assigned) or changes only the capabilities leaves
 * its consumers with the old copy. These hooks subscribe to the channel's own events and read
 * the SDK's channel state, which the SDK has already updated when channel listeners run.
 */
import { useEffect, useMemo, useReducer, useRef } from 'react';
import type { Channel, ChannelMemberResponse, EventTypes } from 'stream-chat';

/** Events after which members, channel data or own_capabilities may differ. */
export const CHANNEL_LIVE_EVENTS: readonly EventTypes[] = [
  'member.added',
  'member.updated',
  'member.removed',
  'channel.updated',
  'capabilities.changed',
  'user.banned',
  'user.unbanned',
];

/** A number that changes whenever one of the channel's live events arrives. */
export function useChannelVersion(channel: Channel): number {
  const [version, bump] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const subscriptions = CHANNEL_LIVE_EVENTS.map((type) => channel.on(type, () => bump()));
    // Anything that changed between the render and the subscription is read once more.
    bump();
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [channel]);
  return version;
}

/** The channel's members (pending join requests included) as the SDK holds them now. */
export function useChannelMembers(channel: Channel): ChannelMemberResponse[] {
  const version = useChannelVersion(channel);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- version marks the SDK's update
  return useMemo(() => Object.values(channel.state.members), [channel, version]);
}

export interface LiveChannel {
  capabilities: readonly string[];
  membership: ChannelMemberResponse;
  data: Channel['data'];
}

/** The user's own capabilities and membership, and the channel data, kept current. */
export function useLiveChannel(channel: Channel): LiveChannel {
  const version = useChannelVersion(channel);
  return useMemo(
    () => ({
      capabilities: channel.data?.own_capabilities ?? [],
      membership: channel.state.membership,
      data: channel.data,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- version marks the SDK's update
    [channel, version],
  );
}

/**
 * When someone changes the user's own channel role, the service sends member.updated but not the
 * new own_capabilities; re-reading the channel (as the SDK does itself when a channel is frozen)
 * brings them, and the SDK raises capabilities.changed. Mount once per open channel.
 */
export function useCapabilitiesFollowOwnRole(channel: Channel): void {
  const role = useRef(channel.state.membership?.channel_role);
  useEffect(() => {
    role.current = channel.state.membership?.channel_role;
    const me = channel.getClient().userID;
    const subscription = channel.on('member.updated', (event) => {
      const member = event.member;
      if (!me || (member?.user_id ?? member?.user?.id) !== me) return;
      if (member?.channel_role === role.current) return;
      role.current = member?.channel_role;
      channel
        .query({ state: false, messages: { limit: 0 }, watchers: { limit: 0 } })
        .catch((error: unknown) => {
          console.error('Could not re-read the channel after a role change', error);
        });
    });
    return () => subscription.unsubscribe();
  }, [channel]);
}
