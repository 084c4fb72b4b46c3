/** Comment threads as the review page shows them, and which mentions a text still holds. Pure. */
import type { VideoComment } from '../api/video-comments';

export interface Thread {
  root: VideoComment;
  /** Oldest first. */
  replies: VideoComment[];
}

function createdMillis(comment: VideoComment): number {
  // A comment still being written has no server time yet: it is the newest.
  return comment.createdAt?.getTime() ?? Number.POSITIVE_INFINITY;
}

/**
 * Top-level comments in video order, each with its replies. A reply whose thread is not among
 * the loaded comments (a later page, or deleted) is left out rather than shown out of context.
 */
export function buildThreads(comments: readonly VideoComment[]): Thread[] {
  const threads = new Map<string, Thread>();
  for (const comment of comments)
    if (!comment.parentId) threads.set(comment.id, { root: comment, replies: [] });
  for (const comment of comments) {
    if (comment.parentId) threads.get(comment.parentId)?.replies.push(comment);
  }
  const list = [...threads.values()];
  for (const thread of list) thread.replies.sort((a, b) => createdMillis(a) - createdMillis(b));
  return list.sort(
    (a, b) => a.root.time - b.root.time || createdMillis(a.root) - createdMillis(b.root),
  );
}
