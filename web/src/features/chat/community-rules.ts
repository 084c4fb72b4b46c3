/**
 * A community as its panels read it: the user's standing in it, who waits to join, who may answer
 * them, and how long a directory search may be. Pure readers of the SDK's channel state, used by
 * the components and by api/community-actions.ts.
 */
import { canManageApplications } from '@crewspace/common/chat';
import type { Channel, ChannelMemberResponse } from 'stream-chat';

/** Longest search text sent to the chat service. */
export const COMMUNITY_SEARCH_MAX = 64;
export type CommunityMembership = 'member' | 'pending' | 'none';

/** The user's standing in a community, from the membership the query returned. */
export function membershipOf(channel: Channel): CommunityMembership {
  const membership = channel.state.membership;
  if (!membership?.user_id && !membership?.user) return 'none';
  return membership.status === 'pending' ? 'pending' : 'member';
}

export function isPendingMember(member: ChannelMemberResponse): boolean {
  return member.status === 'pending';
}

/** Whether the user may answer this community's join requests (their role manages applications). */
export function managesApplications(channel: Channel): boolean {
  return (
    channel.data?.privacy === 'apply' &&
    !isPendingMember(channel.state.membership) &&
    canManageApplications(channel.state.membership.channel_role)
  );
}
