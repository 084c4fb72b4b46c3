import {
  leaveCanvasPresenceRequest,
  type LeaveCanvasPresenceResponse,
} from '@crewspace/common/api';
import { leaveCanvasPresence } from '../canvases/leave-presence';
import type { Endpoint } from './endpoint';

/**
 * POST /api/canvases/presence/leave: the caller's pointer leaves a canvas (the editor sends it
 * with `keepalive` as its page unloads). Deleting one's own entry needs no more than a session:
 * an entry only its owner (a member, per firestore.rules) could have written.
 */
export const canvasPresenceLeaveEndpoint: Endpoint<
  typeof leaveCanvasPresenceRequest,
  LeaveCanvasPresenceResponse
> = {
  schema: leaveCanvasPresenceRequest,
  async handle({ caller, body }) {
    await leaveCanvasPresence(caller.uid, body);
    return { left: true };
  },
};
