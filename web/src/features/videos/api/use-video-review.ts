/**
 * The review page's data: the version shown, a version's comments, live and bounded, and the
 * review writes.
 */
import { versionNumber, type NewComment, type ReviewStatus } from '@crewspace/common/video-review';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useDocData, useQueryData, type LiveState } from '@/lib/firebase/live-data';
import {
  addComment,
  commentsQuery,
  deleteComment,
  editComment,
  setResolved,
  setReviewStatus,
  type VideoAddress,
  type VideoComment,
} from './video-comments';
import { recordDuration, versionRef } from './video-versions';
import type { Video, VideoVersion } from './videos';

/**
 * One version of the video, live: v1 and the newest come with the video document (no read);
 * any other is read from its document. Null when the video has no such version.
 */
export function useVideoVersion(video: Video, id: string): LiveState<VideoVersion | null> {
  const db = useFirestore();
  const known = [video.first, video.latest].find((version) => version.id === id);
  // A version past the newest is read too: one just added may be here before the video's copy.
  const stored = useDocData(
    !known && versionNumber(id) !== null
      ? versionRef(db, { workspaceId: video.workspaceId, videoId: video.id }, id)
      : null,
  );
  return known ? { status: 'ready', data: known } : stored;
}

/** One version's comments and replies in video order, the first `max`, live. */
export function useVideoComments(
  at: VideoAddress,
  versionId: string,
  max: number,
): LiveState<VideoComment[]> {
  return useQueryData(commentsQuery(useFirestore(), at, versionId, max));
}

export interface ReviewActions {
  /** A new comment (parentId null) or reply, by `uid`, checked against the video's length. */
  comment(
    input: NewComment & { versionId: string; parentId: string | null },
    duration: number | null,
  ): Promise<string>;
  edit(comment: VideoComment, change: { text: string; mentions: string[] }): Promise<void>;
  resolve(commentId: string, resolved: boolean): Promise<void>;
  remove(commentId: string): Promise<void>;
  setStatus(status: ReviewStatus): Promise<void>;
  /** Records a version's measured length (the video's copy too, for the newest). */
  recordDuration(
    version: Pick<VideoVersion, 'id' | 'number'>,
    isNewest: boolean,
    seconds: number,
  ): Promise<void>;
}

export function useReviewActions(at: VideoAddress, uid: string): ReviewActions {
  const db = useFirestore();
  const { workspaceId, videoId } = at;
  return useMemo(() => {
    const video = { workspaceId, videoId };
    return {
      comment: (input, duration) => addComment(db, video, { ...input, uid }, duration),
      edit: (comment, change) => editComment(db, video, comment, change),
      resolve: (commentId, resolved) => setResolved(db, video, commentId, resolved, uid),
      remove: (commentId) => deleteComment(db, video, commentId),
      setStatus: (status) => setReviewStatus(db, video, status, uid),
      recordDuration: (version, isNewest, seconds) =>
        recordDuration(db, video, version, isNewest, seconds),
    };
  }, [db, workspaceId, videoId, uid]);
}
