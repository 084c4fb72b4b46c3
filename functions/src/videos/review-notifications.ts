/**
 * Who hears about video review activity, as pure functions of the stored documents (the
 * triggers in notify-review.ts do the reading and writing):
 *
 * - a new comment or reply: the people it @mentions, the video's uploader, and, for a reply,
 *   everyone who wrote in the thread; one notification per comment and person, the strongest
 *   reason winning (a mention over a reply over a comment);
 * - a changed review status: the uploader;
 * - a new version: the video's uploader and whoever commented on the version before it.
 *
 * Never the author of the comment or change. The caller drops anyone who is not an active member
 * of the workspace (mentions are client-written and may name anyone). Every notification opens
 * the video at its moment (a range comment is named by its range, "0:10–0:14"); ids name what
 * they announce, so a retried trigger adds nothing.
 */
import type { NotificationType } from '@crewspace/common/models';
import { videoHref } from '@crewspace/common/links';
import { shortened } from '@crewspace/common/text';
import {
  COMMENT_MENTIONS_MAX,
  FIRST_VERSION_ID,
  REVIEW_STATUS_LABELS,
  formatTimeRange,
  isReviewStatus,
  versionId,
} from '@crewspace/common/video-review';
import type { PlannedNotification } from '../notifications/notify';

/** A notification shows the comment's text up to this many characters. */
export const COMMENT_EXCERPT_MAX = 140;
const NAME_MAX = 60;

export interface StoredVideo {
  videoName?: string;
  uploadedBy?: string;
  reviewStatus?: string;
  reviewStatusBy?: string;
  reviewStatusAt?: { toMillis(): number };
}

export interface StoredComment {
  text?: string;
  time?: number;
  /** The end of a range comment; null or absent for a single moment. */
  endTime?: number | null;
  versionId?: string;
  parentId?: string | null;
  mentions?: unknown;
  createdBy?: string;
}

type ReviewNotificationType = Extract<
  NotificationType,
  'video-mention' | 'video-reply' | 'video-comment'
>;

export function commentNotificationId(commentId: string, uid: string): string {
  return `video-comment_${commentId}_${uid}`;
}

function videoLabel(video: StoredVideo): string {
  return shortened(video.videoName || 'a video', NAME_MAX);
}

/**
 * Everyone a new comment concerns, with why, the author excluded. `threadAuthors` are the
 * authors of the thread's first comment and its earlier replies (empty for a new thread).
 */
export function commentRecipients(input: {
  video: StoredVideo;
  comment: StoredComment;
  threadAuthors: readonly string[];
}): Map<string, ReviewNotificationType> {
  const { video, comment } = input;
  const author = comment.createdBy ?? '';
  const reasons = new Map<string, ReviewNotificationType>();
  const add = (uid: string | undefined, type: ReviewNotificationType) => {
    if (uid && uid !== author && !reasons.has(uid)) reasons.set(uid, type);
  };
  const mentions = Array.isArray(comment.mentions) ? comment.mentions : [];
  for (const uid of mentions.slice(0, COMMENT_MENTIONS_MAX))
    if (typeof uid === 'string') add(uid, 'video-mention');
  const isReply = Boolean(comment.parentId);
  for (const uid of input.threadAuthors) add(uid, 'video-reply');
  add(video.uploadedBy, isReply ? 'video-reply' : 'video-comment');
  return reasons;
}

export function planCommentNotifications(input: {
  workspaceId: string;
  videoId: string;
  commentId: string;
  video: StoredVideo;
  comment: StoredComment;
  threadAuthors: readonly string[];
  authorName: string;
}): PlannedNotification[] {
  const { workspaceId, videoId, commentId, video, comment } = input;
  const time = typeof comment.time === 'number' ? comment.time : 0;
  const endTime = typeof comment.endTime === 'number' ? comment.endTime : null;
  const where = `${videoLabel(video)} at ${formatTimeRange(time, endTime)}`;
  const who = shortened(input.authorName || 'Someone', NAME_MAX);
  const titles: Record<ReviewNotificationType, string> = {
    'video-mention': `${who} mentioned you on ${where}`,
    'video-reply': `${who} replied on ${where}`,
    'video-comment': `${who} commented on ${where}`,
  };
  // The comment's own version: a later upload does not move it.
  const link = videoHref(workspaceId, videoId, {
    versionId: comment.versionId ?? FIRST_VERSION_ID,
    time,
    commentId,
  });
  return [...commentRecipients(input)].map(([userId, type]) => ({
    id: commentNotificationId(commentId, userId),
    userId,
    type,
    title: titles[type],
    body: shortened(comment.text ?? '', COMMENT_EXCERPT_MAX) || 'Open the video to read it.',
    link,
    ...(comment.createdBy ? { subjectUserId: comment.createdBy } : {}),
  }));
}

/** The uploader's notice of a new review status, or null when there is nobody to tell. */
export function planStatusNotification(input: {
  workspaceId: string;
  videoId: string;
  before: StoredVideo;
  after: StoredVideo;
  actorName: string;
}): PlannedNotification | null {
  const { before, after } = input;
  const status = after.reviewStatus;
  const actor = after.reviewStatusBy;
  const uploader = after.uploadedBy;
  if (!isReviewStatus(status) || status === before.reviewStatus) return null;
  if (!uploader || !actor || actor === uploader) return null;
  const label = REVIEW_STATUS_LABELS[status];
  const at = after.reviewStatusAt?.toMillis() ?? 0;
  return {
    id: `video-status_${input.videoId}_${at}_${uploader}`,
    userId: uploader,
    type: 'video-status',
    title: `${videoLabel(after)}: ${label}`,
    body: `${shortened(input.actorName || 'Someone', NAME_MAX)} set the review status to ${label}.`,
    link: videoHref(input.workspaceId, input.videoId),
    subjectUserId: actor,
  };
}

export interface StoredVersion {
  number?: number;
  uploadedBy?: string;
}

/**
 * Who hears of a new version: the video's uploader and the authors of the previous version's
 * comments (`reviewers`), never the version's own uploader; each opens the new version.
 */
export function planVersionNotifications(input: {
  workspaceId: string;
  videoId: string;
  video: StoredVideo;
  version: StoredVersion;
  reviewers: readonly string[];
  uploaderName: string;
}): PlannedNotification[] {
  const { video, version } = input;
  const number = version.number;
  const author = version.uploadedBy;
  if (typeof number !== 'number' || !author) return [];
  const id = versionId(number);
  const recipients = new Set(
    [video.uploadedBy, ...input.reviewers].filter(
      (uid): uid is string => typeof uid === 'string' && uid !== '' && uid !== author,
    ),
  );
  const who = shortened(input.uploaderName || 'Someone', NAME_MAX);
  return [...recipients].map((userId) => ({
    id: `video-version_${input.videoId}_${id}_${userId}`,
    userId,
    type: 'video-version',
    title: `${who} uploaded version ${number} of ${videoLabel(video)}`,
    body: 'Open it to review the new version.',
    link: videoHref(input.workspaceId, input.videoId, { versionId: id }),
    subjectUserId: author,
  }));
}
