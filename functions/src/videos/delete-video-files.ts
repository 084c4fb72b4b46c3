import { getStorage } from 'firebase-admin/storage';
import '../lib/firebase';

/** The storage paths a video record points at (see web/src/features/videos). */
export interface VideoFiles {
  storagePath?: unknown;
  thumbnailPath?: unknown;
}

/**
 * A video record was deleted (by its uploader, a workspace owner or admin, or with its
 * workspace): delete its files too. Clients may only delete files they uploaded, so owners and
 * admins rely on this. Files already gone are fine.
 */
export async function deleteVideoFiles(video: VideoFiles): Promise<string[]> {
  const paths = [video.storagePath, video.thumbnailPath].filter(
    (path): path is string => typeof path === 'string' && /^(videos|thumbnails)\/[^/]+$/.test(path),
  );
  const bucket = getStorage().bucket();
  await Promise.all(paths.map((path) => bucket.file(path).delete({ ignoreNotFound: true })));
  return paths;
}
