/**
 * What the chat's panels do to channels, bound to the app's /api client: making Direct, Group
 * and Community channels, changing members and roles.
 */
import type { ChangeChannelRoleRequest, ChangeGroupMemberRequest } from '@crewspace/common/api';
import type { ChannelPrivacy } from '@crewspace/common/chat';
import type { Channel, StreamChat } from 'stream-chat';
import { apiPost } from '@/lib/api-client';
import {
  changeChannelRole,
  changeMember,
  createCommunityChannel,
  createGroupChannel,
  openDirectChannel,
} from './channel-actions';

const CHANNEL_ACTIONS = {
  openDirect: (client: StreamChat, them: string) => openDirectChannel(client, apiPost, them),
  createGroup: (client: StreamChat, name: string, memberIds: string[]) =>
    createGroupChannel(client, apiPost, name, memberIds),
  createCommunity: (client: StreamChat, me: string, name: string, privacy: ChannelPrivacy) =>
    createCommunityChannel(client, me, name, privacy),
  changeMember: (channel: Channel, userId: string, change: ChangeGroupMemberRequest['change']) =>
    changeMember(apiPost, channel, userId, change),
  changeRole: (request: ChangeChannelRoleRequest) => changeChannelRole(apiPost, request),
};

export function useChannelActions(): typeof CHANNEL_ACTIONS {
  return CHANNEL_ACTIONS;
}
