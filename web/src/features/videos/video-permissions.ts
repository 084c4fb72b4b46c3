/**
 * Who may change a video, from the shared rights table (firestore.rules agrees): the uploader
 * while they hold editMessages, or anyone whose role holds deleteMessages (owner, admin).
 */
import { hasWorkspaceRight, type WorkspaceRole } from '@crewspace/common/permissions';

export interface VideoOwnership {
  uploadedBy: string;
}

export function canManageVideo(
  role: WorkspaceRole | null,
  uid: string,
  video: VideoOwnership,
): boolean {
  return (
    (video.uploadedBy === uid && hasWorkspaceRight(role, 'editMessages')) ||
    hasWorkspaceRight(role, 'deleteMessages')
  );
}

/** storage.rules let only the uploader delete the files; others delete the record alone. */
export function canDeleteFiles(uid: string, video: VideoOwnership): boolean {
  return video.uploadedBy === uid;
}
