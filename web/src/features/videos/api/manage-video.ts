/** Rename, edit notes and delete a video record (and, for the uploader, its files). */
import type { Firestore } from 'firebase/firestore';
import type { FirebaseStorage } from 'firebase/storage';
import { deleteStoredFile } from '@/lib/firebase/storage';
import { deleteVideoRecord, updateVideo, type Video } from './videos';
import { videoDetailsProblem } from '../file-names';
import { canDeleteFiles } from '../video-permissions';

export async function saveVideoDetails(
  db: Firestore,
  video: Pick<Video, 'id' | 'workspaceId'>,
  changes: { videoName: string; notes: string },
): Promise<void> {
  const problem = videoDetailsProblem(changes);
  if (problem) throw new Error(problem);
  await updateVideo(db, video.workspaceId, video.id, {
    videoName: changes.videoName.trim(),
    notes: changes.notes.trim(),
  });
}

export interface DeleteVideoResult {
  /** False when the files were left for the server to remove (not the uploader) or failed. */
  filesDeleted: boolean;
}

/**
 * Deletes the record first (what the library shows), then, for the uploader, the first
 * version's video and thumbnail files (later versions' files go with their documents, which
 * onVideoDeleted deletes). File errors are logged and reported, not thrown: the record is
 * already gone.
 */
export async function deleteVideo(
  { db, storage }: { db: Firestore; storage: FirebaseStorage },
  video: Video,
  uid: string,
): Promise<DeleteVideoResult> {
  await deleteVideoRecord(db, video.workspaceId, video.id);
  if (!canDeleteFiles(uid, video)) return { filesDeleted: false };
  const { storagePath, thumbnailPath, previewSpritePath } = video.first;
  const paths = [storagePath, thumbnailPath, previewSpritePath].filter(
    (path): path is string => !!path,
  );
  const results = await Promise.allSettled(paths.map((path) => deleteStoredFile(storage, path)));
  const failed = results.filter((result) => result.status === 'rejected');
  for (const failure of failed) console.error('Video file not deleted', failure.reason);
  return { filesDeleted: failed.length === 0 };
}
