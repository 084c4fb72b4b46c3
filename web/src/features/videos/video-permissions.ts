/**
 * Who may change a video, from the shared rights table (firestore.rules agrees): the uploader
 * while they hold editMessages, or anyone whose role holds deleteMessages (owner, admin).
 */
import { hasWorkspaceRight, type WorkspaceRole } from '@crewspace/common/permissions';

/**
 * Why this role may not upload videos, or null when it may. Uploading needs editMessages (the
 * storage and Firestore rules check the same right), so a viewer is told instead of failing at 100 %.
 */
export function uploadRefusal(role: WorkspaceRole | null): string | null {
  if (hasWorkspaceRight(role, 'editMessages')) return null;
  return `Your role (${role ?? 'none'}) cannot upload videos in this workspace.`;
}

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

/**
 * The uploader deletes the files with the record; anyone else deletes the record alone and
 * onVideoDeleted (functions) removes the files.
 */
export function canDeleteFiles(uid: string, video: VideoOwnership): boolean {
  return video.uploadedBy === uid;
}
