/** Rename, edit notes and delete a video record (and, for the uploader, its files). */
import type { Firestore } from 'firebase/firestore';
import { deleteStoredFile } from '@/lib/firebase/storage';
import { deleteVideoRecord, updateVideo, type Video } from './videos';
import { MAX_VIDEO_NAME_LENGTH, MAX_VIDEO_NOTES_LENGTH } from '../file-names';
import { canDeleteFiles } from '../video-permissions';

export async function saveVideoDetails(
  db: Firestore,
  video: Pick<Video, 'id' | 'workspaceId'>,
  changes: { videoName: string; notes: string },
): Promise<void> {
  const videoName = changes.videoName.trim();
  if (!videoName || videoName.length > MAX_VIDEO_NAME_LENGTH) {
    throw new Error(`The name must be 1–${MAX_VIDEO_NAME_LENGTH} characters.`);
  }
  const notes = changes.notes.trim();
  if (notes.length > MAX_VIDEO_NOTES_LENGTH) {
    throw new Error(`The notes must be at most ${MAX_VIDEO_NOTES_LENGTH} characters.`);
  }
  await updateVideo(db, video.workspaceId, video.id, { videoName, notes });
}

export interface DeleteVideoResult {
  /** False when the files were left for the server to remove (not the uploader) or failed. */
  filesDeleted: boolean;
}

/**
 * Deletes the record first (what the library shows), then, for the uploader, the video and
 * thumbnail files. File errors are logged and reported, not thrown: the record is already gone.
 */
export async function deleteVideo(
  db: Firestore,
  video: Video,
  uid: string,
): Promise<DeleteVideoResult> {
  await deleteVideoRecord(db, video.workspaceId, video.id);
  if (!canDeleteFiles(uid, video)) return { filesDeleted: false };
  const paths = [video.storagePath, video.thumbnailPath, video.previewSpritePath].filter(
    (path): path is string => !!path,
  );
  const results = await Promise.allSettled(paths.map((path) => deleteStoredFile(path)));
  const failed = results.filter((result) => result.status === 'rejected');
  for (const failure of failed) console.error('Video file not deleted', failure.reason);
  return { filesDeleted: failed.length === 0 };
}
