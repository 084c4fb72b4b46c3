/**
 * What the community panels do, bound to the app's /api client: browsing and joining
 * communities, asking to join, answering join requests and changing a community's privacy.
 */
import type { DecideCommunityApplicationRequest } from '@crewspace/common/api';
import type { ChannelPrivacy } from '@crewspace/common/chat';
import type { Channel } from 'stream-chat';
import { apiPost } from '@/lib/api-client';
import {
  answerApplication,
  changeCommunityPrivacy,
  findCommunities,
  joinCommunity,
  pendingApplications,
  requestToJoin,
} from './community-actions';

const COMMUNITY_ACTIONS = {
  find: findCommunities,
  join: joinCommunity,
  requestToJoin: (channel: Channel, me: string) => requestToJoin(channel, me, apiPost),
  pendingApplications,
  answer: (request: DecideCommunityApplicationRequest) => answerApplication(apiPost, request),
  changePrivacy: (channel: Channel, privacy: ChannelPrivacy) =>
    changeCommunityPrivacy(channel, privacy, apiPost),
};

export function useCommunityActions(): typeof COMMUNITY_ACTIONS {
  return COMMUNITY_ACTIONS;
}
