/** Channels as the API reads them: communities for join requests, any channel for its roles. */
import { CHANNEL_TYPE_BY_KIND, type ChannelType } from '@crewspace/common/chat';
import type { Channel, ChannelMemberResponse } from 'stream-chat';
import { HttpError } from '../api/http-error';
import { streamServer } from './stream-server';

/** The channel of this type and id (its state, unwatched), or null when there is none. */
export async function findChannel(type: ChannelType, channelId: string): Promise<Channel | null> {
  const [channel] = await streamServer().queryChannels(
    { type, id: channelId },
    {},
    { limit: 1, state: true, watch: false },
  );
  return channel ?? null;
}

/** The community channel with this id, or null when there is none. */
export function findCommunity(channelId: string): Promise<Channel | null> {
  return findChannel(CHANNEL_TYPE_BY_KIND.Community, channelId);
}

export function memberId(member: ChannelMemberResponse): string {
  return member.user_id ?? member.user?.id ?? '';
}

/** A failed chat call, logged with what was being done and answered as 502. */
export function chatUnavailable(doing: string, error: unknown): HttpError {
  console.error(`Chat call failed while ${doing}`, error);
  return new HttpError(502, 'chat-unavailable', 'The chat service did not answer. Try again.');
}
