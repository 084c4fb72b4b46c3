/**
 * Presence under a channel's name, from the chat service's own presence (`online` on each
 * member's user, kept current by `user.presence.changed`), not from who watches the channel:
 * stream-chat-react's header calls any channel of one or two members a direct chat and shows
 * "Offline" when nobody else has it open, which put "Offline" under Workspace and Community
 * channels and showed a person typing in another channel as offline.
 */
import type { ChatKind } from '@crewspace/common/chat';
import { useEffect, useReducer } from 'react';
import type { Channel, EventTypes } from 'stream-chat';
import { kindOfChannel } from '../state/chat-store';

export interface MemberPresence {
  userId: string;
  online: boolean;
}

/**
 * "Online" / "Offline" for the other person of a Direct chat; for every other kind the member
 * count and how many of them are online (the user counts as online: they are connected).
 */
export function presenceLabel(kind: ChatKind, members: MemberPresence[], me: string): string {
  if (kind === 'Direct') {
    const other = members.find((member) => member.userId !== me);
    return other?.online ? 'Online' : 'Offline';
  }
  const online = members.filter((member) => member.userId === me || member.online).length;
  const count = `${members.length} ${members.length === 1 ? 'member' : 'members'}`;
  return `${count} · ${online} online`;
}

/** Events after which a member's presence or the member list may differ. */
const PRESENCE_EVENTS: readonly EventTypes[] = [
  'user.presence.changed',
  'user.updated',
  'member.added',
  'member.removed',
];

/** The presence label of `channel`, re-read when the chat service reports a change. */
export function useChannelPresence(channel: Channel): string {
  const [, bump] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    // The SDK updates the members' user objects before client listeners run.
    const subscriptions = PRESENCE_EVENTS.map((type) => channel.getClient().on(type, () => bump()));
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [channel]);
  // Join requests waiting for an answer are listed with the members but are not yet members.
  const members = Object.values(channel.state.members)
    .filter((member) => (member.status as string | undefined) !== 'pending')
    .map((member) => ({
      userId: member.user_id ?? member.user?.id ?? '',
      online: member.user?.online === true,
    }));
  return presenceLabel(kindOfChannel(channel), members, channel.getClient().userID ?? '');
}
