/** The review page's data: a version's comments, live and bounded, and the review writes. */
import type { NewComment, ReviewStatus } from '@crewspace/common/video-review';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useQueryData, type LiveState } from '@/lib/firebase/live-data';
import {
  addComment,
  commentsQuery,
  deleteComment,
  editComment,
  recordDuration,
  setResolved,
  setReviewStatus,
  type VideoAddress,
  type VideoComment,
} from './video-comments';

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
  recordDuration(seconds: number): Promise<void>;
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
      recordDuration: (seconds) => recordDuration(db, video, seconds),
    };
  }, [db, workspaceId, videoId, uid]);
}
