/**
 * Community discovery, joining and join requests. Public communities are joined at once (the
 * user adds themself); on `apply` communities the same self-add is kept pending by the chat
 * service until an owner, admin or moderator answers it through our API, which also notifies
 * the applicant. Managers are notified of a new request through our API too. Private
 * communities are invite-only and never listed.
 */
import type {
  AnnounceJoinRequestRequest,
  DecideCommunityApplicationRequest,
  DecideCommunityApplicationResponse,
} from '@crewspace/common/api';
import { CHANNEL_TYPE_BY_KIND, type ChannelPrivacy } from '@crewspace/common/chat';
import type { Channel, ChannelFilters, ChannelMemberResponse, StreamChat } from 'stream-chat';
import { COMMUNITY_SEARCH_MAX, isPendingMember } from '../community-rules';
import type { ApiPost } from './chat-client';

const DIRECTORY_LIMIT = 30;

/** Communities the user can find: public and apply ones they are not (yet) a member of. */
export function communityDirectoryFilter(search: string): ChannelFilters {
  const text = search.trim().slice(0, COMMUNITY_SEARCH_MAX);
  return {
    type: CHANNEL_TYPE_BY_KIND.Community,
    privacy: { $in: ['public', 'apply'] },
    joined: false,
    ...(text ? { name: { $autocomplete: text } } : {}),
  };
}

export async function findCommunities(client: StreamChat, search: string): Promise<Channel[]> {
  return client.queryChannels(
    communityDirectoryFilter(search),
    [{ member_count: -1 }],
    // Not watched: browsing a community is not following it.
    { limit: DIRECTORY_LIMIT, state: true, watch: false },
  );
}

/** Joins a public community and watches it, so it shows in the channel list at once. */
export async function joinCommunity(channel: Channel, me: string): Promise<Channel> {
  await channel.addMembers([me]);
  await channel.watch({ presence: true });
  return channel;
}

/** The path that tells a community's managers of a new join request (after the self-add). */
export const JOIN_REQUEST_PATH = '/chat/community-join-requests';

/**
 * Asks to join an `apply` community; the request stays pending until a moderator answers. Then
 * our API, which checks that the request is pending, notifies the community's owners, admins and
 * moderators. The request stands even when that notice fails: managers also see it in settings.
 */
export async function requestToJoin(channel: Channel, me: string, post: ApiPost): Promise<void> {
  await channel.addMembers([me]);
  try {
    const request: AnnounceJoinRequestRequest = { channelId: channel.id ?? '' };
    await post(JOIN_REQUEST_PATH, request);
  } catch (failure) {
    console.error("Could not notify the community's managers of the join request", failure);
  }
}

/** The pending join requests, oldest first. */
export async function pendingApplications(channel: Channel): Promise<ChannelMemberResponse[]> {
  const { members } = await channel.queryMembers({ joined: false }, [{ created_at: 1 }]);
  return members.filter(isPendingMember);
}

/** Accepts or declines a join request; the server checks the right and notifies the applicant. */
export function answerApplication(
  post: ApiPost,
  request: DecideCommunityApplicationRequest,
): Promise<DecideCommunityApplicationResponse> {
  return post<DecideCommunityApplicationResponse>('/chat/community-applications', request);
}

/**
 * Changes a community's privacy. Requests still waiting when an `apply` community turns public
 * or private are answered with the change, through the API so each applicant is notified:
 * accepted when it turns public (anyone may join now), declined when it turns private (invite
 * only). Left pending they would wait with no one shown them.
 */
export async function changeCommunityPrivacy(
  channel: Channel,
  privacy: ChannelPrivacy,
  post: ApiPost,
): Promise<void> {
  const settling = channel.data?.privacy === 'apply' && privacy !== 'apply';
  const waiting = settling ? await pendingApplications(channel) : [];
  await channel.updatePartial({ set: { privacy } });
  await Promise.all(
    waiting.map((request) =>
      answerApplication(post, {
        channelId: channel.id ?? '',
        userId: request.user_id ?? request.user?.id ?? '',
        accept: privacy === 'public',
      }),
    ),
  );
}
