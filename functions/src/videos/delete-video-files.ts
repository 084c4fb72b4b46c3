import { deleteOwnedFile } from '../lib/owned-file';

/**
 * The storage paths a video record, or one of its versions, points at (see web/src/features/videos),
 * and who uploaded it (firestore.rules make that the writer).
 */
export interface VideoFiles {
  uploadedBy?: unknown;
  storagePath?: unknown;
  thumbnailPath?: unknown;
  previewSpritePath?: unknown;
}

/** What happened to each path a record named. */
export interface VideoFilesOutcome {
  deleted: string[];
  /** Named by the record but not this workspace's file, or not its uploader's: left alone. */
  refused: string[];
}

/**
 * Whether `path` is a file directly in one of the workspace's video folders. The workspace id
 * comes from the deleted document's path, never from the record: its fields are written by
 * clients, so a forged record could name any object.
 */
function inWorkspaceFolders(workspaceId: string, path: string): boolean {
  return ['videos', 'thumbnails'].some((folder) => {
    const prefix = `${folder}/${workspaceId}/`;
    const fileName = path.startsWith(prefix) ? path.slice(prefix.length) : '';
    return fileName !== '' && !fileName.includes('/');
  });
}

/**
 * A video record of workspaces/{workspaceId}/videos, or one of its versions, was deleted (by its
 * uploader, a workspace owner or admin, or with its workspace): delete its files too, which
 * spares clients from having to. This runs with admin rights, so it deletes a file only when it
 * lies in the workspace's own folders AND its stored metadata (which storage.rules make every
 * upload carry) names the workspace and the record's uploader: a member who copies another
 * member's file paths into a record of their own, then deletes it, deletes nothing of theirs.
 * Anything else is logged and left alone. Files already gone are fine. The delete is
 * conditional on the generation that was checked, so a file replaced in between is kept.
 */
export async function deleteVideoFiles(
  workspaceId: string,
  video: VideoFiles,
): Promise<VideoFilesOutcome> {
  const named = [video.storagePath, video.thumbnailPath, video.previewSpritePath].filter(
    (path): path is string => typeof path === 'string' && path !== '',
  );
  const uploadedBy = typeof video.uploadedBy === 'string' ? video.uploadedBy : null;
  const outcomes = await Promise.all(
    named.map(async (path) => ({
      path,
      deleted: await deleteIfOwned(workspaceId, uploadedBy, path),
    })),
  );
  const refused = outcomes.filter((outcome) => outcome.deleted === 'refused');
  if (refused.length > 0) {
    console.warn(
      `Video files: left files a video record of workspace ${workspaceId} named but that are not its uploader's there`,
      refused.map((outcome) => outcome.path),
    );
  }
  return {
    deleted: outcomes.filter((outcome) => outcome.deleted === 'deleted').map(({ path }) => path),
    refused: refused.map(({ path }) => path),
  };
}

async function deleteIfOwned(
  workspaceId: string,
  uploadedBy: string | null,
  path: string,
): Promise<'deleted' | 'gone' | 'refused'> {
  if (uploadedBy === null || !inWorkspaceFolders(workspaceId, path)) return 'refused';
  return deleteOwnedFile(path, { workspaceId, uploadedBy });
}
