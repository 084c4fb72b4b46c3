import { changeChannelRoleRequest, type ChangeChannelRoleResponse } from '@crewspace/common/api';
import { changeChannelRole } from '../chat/channel-roles';
import { requireApproved } from './authenticate';
import type { Endpoint } from './endpoint';

/** POST /api/chat/channel-roles: an owner or admin changes a member's channel role. */
export const channelRolesEndpoint: Endpoint<
  typeof changeChannelRoleRequest,
  ChangeChannelRoleResponse
> = {
  schema: changeChannelRoleRequest,
  async handle({ caller, body }) {
    requireApproved(caller);
    return changeChannelRole(caller.uid, body);
  },
};
