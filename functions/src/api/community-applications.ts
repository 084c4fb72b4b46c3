import {
  decideCommunityApplicationRequest,
  type DecideCommunityApplicationResponse,
} from '@crewspace/common/api';
import { decideCommunityApplication } from '../chat/community-applications';
import { requireApproved } from './authenticate';
import type { Endpoint } from './endpoint';

/** POST /api/chat/community-applications: accept or decline a join request (managers only). */
export const communityApplicationsEndpoint: Endpoint<
  typeof decideCommunityApplicationRequest,
  DecideCommunityApplicationResponse
> = {
  schema: decideCommunityApplicationRequest,
  async handle({ caller, body }) {
    requireApproved(caller);
    return { outcome: await decideCommunityApplication(caller.uid, body) };
  },
};
