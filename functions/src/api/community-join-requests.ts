import {
  announceJoinRequestRequest,
  type AnnounceJoinRequestResponse,
} from '@crewspace/common/api';
import { announceJoinRequest } from '../chat/community-join-requests';
import { requireApproved } from './authenticate';
import type { Endpoint } from './endpoint';

/** POST /api/chat/community-join-requests: announce the caller's pending join request. */
export const communityJoinRequestsEndpoint: Endpoint<
  typeof announceJoinRequestRequest,
  AnnounceJoinRequestResponse
> = {
  schema: announceJoinRequestRequest,
  async handle({ caller, body }) {
    requireApproved(caller);
    return announceJoinRequest(caller, body);
  },
};
