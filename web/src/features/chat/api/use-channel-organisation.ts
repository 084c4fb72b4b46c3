/**
 * Per-member channel organisation (pin, archive, mute, hide), read live: pins and archives are
 * the user's own membership (`member.updated`, also from their other devices), mutes come with
 * `notification.channel_mutes_updated`. Hiding removes the channel from the list until a new
 * message shows it again (the chat service's `channel.visible`).
 */
import { useEffect, useReducer } from 'react';
import type { Channel } from 'stream-chat';

export interface ChannelOrganisation {
  pinned: boolean;
  archived: boolean;
  muted: boolean;
}

export function organisationOf(channel: Channel): ChannelOrganisation {
  const membership = channel.state.membership;
  return {
    pinned: typeof membership.pinned_at === 'string',
    archived: typeof membership.archived_at === 'string',
    muted: channel.muteStatus().muted,
  };
}

/** The channel's organisation for the user, re-read when it changes, and the way to change it. */
export function useChannelOrganisation(
  channel: Channel,
): ChannelOrganisation & { apply(action: OrganisationAction): Promise<void> } {
  const [, bump] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const subscriptions = [
      channel.on('member.updated', () => bump()),
      channel.getClient().on('notification.channel_mutes_updated', () => bump()),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [channel]);
  return { ...organisationOf(channel), apply: (action) => applyOrganisation(channel, action) };
}

export type OrganisationAction =
  'pin' | 'unpin' | 'archive' | 'unarchive' | 'mute' | 'unmute' | 'hide';

async function applyOrganisation(channel: Channel, action: OrganisationAction): Promise<void> {
  switch (action) {
    case 'pin':
      await channel.pin();
      return;
    case 'unpin':
      await channel.unpin();
      return;
    case 'archive':
      await channel.archive();
      return;
    case 'unarchive':
      await channel.unarchive();
      return;
    case 'mute':
      await channel.mute();
      return;
    case 'unmute':
      await channel.unmute();
      return;
    case 'hide':
      await channel.hide();
  }
}
