/**
 * A person's pointer leaving a canvas: their own presence entry is deleted. The path is built
 * from the caller's verified uid, never from the request, so nobody removes another's pointer.
 */
import type { LeaveCanvasPresenceRequest } from '@crewspace/common/api';
import { db } from '../lib/firebase';

export async function leaveCanvasPresence(
  uid: string,
  { workspaceId, canvasId }: LeaveCanvasPresenceRequest,
): Promise<void> {
  await db
    .collection('workspaces')
    .doc(workspaceId)
    .collection('canvases')
    .doc(canvasId)
    .collection('presence')
    .doc(uid)
    .delete();
}
