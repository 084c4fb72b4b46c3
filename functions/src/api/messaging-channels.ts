import {
  changeGroupMemberRequest,
  createGroupChannelRequest,
  openDirectChannelRequest,
  type ChangeGroupMemberResponse,
  type MessagingChannelResponse,
} from '@crewspace/common/api';
import {
  changeGroupMember,
  createGroupChannel,
  openDirectChannel,
} from '../chat/messaging-channels';
import { requireApproved } from './authenticate';
import type { Endpoint } from './endpoint';

/** POST /api/chat/direct-channels: the caller's direct chat with someone they share a workspace with. */
export const directChannelsEndpoint: Endpoint<
  typeof openDirectChannelRequest,
  MessagingChannelResponse
> = {
  schema: openDirectChannelRequest,
  async handle({ caller, body }) {
    requireApproved(caller);
    return openDirectChannel(caller.uid, body);
  },
};

/** POST /api/chat/group-channels: a group of people who share a workspace with the caller. */
export const groupChannelsEndpoint: Endpoint<
  typeof createGroupChannelRequest,
  MessagingChannelResponse
> = {
  schema: createGroupChannelRequest,
  async handle({ caller, body }) {
    requireApproved(caller);
    return createGroupChannel(caller.uid, body);
  },
};

/** POST /api/chat/group-members: a group's manager adds or removes a member. */
export const groupMembersEndpoint: Endpoint<
  typeof changeGroupMemberRequest,
  ChangeGroupMemberResponse
> = {
  schema: changeGroupMemberRequest,
  async handle({ caller, body }) {
    requireApproved(caller);
    return changeGroupMember(caller.uid, body);
  },
};
