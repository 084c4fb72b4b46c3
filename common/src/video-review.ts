/**
 * Video review: time-coded comments and review status, shared by the web app, the
 * functions' notifications and the rules tests. firestore.rules repeats these limits and lists
 * (video-review.test.ts checks the rules file agrees).
 */
import { z } from 'zod/mini';
import { commentTextFields, type CommentDoc } from './comments';

/** A video's review status, in the order a review moves through them. */
export const REVIEW_STATUSES = [
  'needs-review',
  'in-progress',
  'changes-requested',
  'approved',
] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A video without a status (uploaded before review existed) is waiting for one. */
export const DEFAULT_REVIEW_STATUS: ReviewStatus = 'needs-review';

export const REVIEW_STATUS_LABELS: Readonly<Record<ReviewStatus, string>> = {
  'needs-review': 'Needs review',
  'in-progress': 'In progress',
  'changes-requested': 'Changes requested',
  approved: 'Approved',
};

export function isReviewStatus(value: unknown): value is ReviewStatus {
  return typeof value === 'string' && (REVIEW_STATUSES as readonly string[]).includes(value);
}

export { FIRST_VERSION_ID, VERSIONS_MAX, versionId, versionNumber } from './video-versions';

/**
 * workspaces/{ws}/videos/{videoId}/versions/v{n} (n ≥ 2), as stored; the video's
 * `latestVersion` is a copy of the newest.
 */
export interface VideoVersionDoc<T> {
  number: number;
  videoURL: string;
  storagePath: string;
  thumbnailUrl: string | null;
  thumbnailPath: string | null;
  previewSpriteUrl: string | null;
  previewSpritePath: string | null;
  uploadedBy: string;
  uploadedAt: T;
  /** Seconds, recorded once by the first editor whose player measured it. */
  duration?: number;
}

/** A file directly in one of the workspace's folders (`{folder}/{workspaceId}/{name}`). */
function folderFile(folder: 'videos' | 'thumbnails', workspaceId: string, what: string) {
  const prefix = `${folder}/${workspaceId}/`;
  return z.string().check(
    z.refine((path) => {
      const name = path.startsWith(prefix) ? path.slice(prefix.length) : '';
      return name.length >= 1 && name.length <= 300 && !name.includes('/');
    }, `The ${what} must be in this workspace's ${folder} folder.`),
  );
}

const fileUrl = () => z.string().check(z.minLength(1), z.maxLength(2048));

/**
 * The files of a new version as the uploader made them, checked before anything is written
 * (firestore.rules checks the same: files only in the video's workspace folders).
 */
export function newVersionFilesSchema(workspaceId: string) {
  return z.object({
    videoURL: fileUrl(),
    storagePath: folderFile('videos', workspaceId, 'video file'),
    thumbnailUrl: z.nullable(fileUrl()),
    thumbnailPath: z.nullable(folderFile('thumbnails', workspaceId, 'thumbnail')),
    previewSpriteUrl: z.nullable(fileUrl()),
    previewSpritePath: z.nullable(folderFile('thumbnails', workspaceId, 'preview frames')),
  });
}
export type NewVersionFiles = z.infer<ReturnType<typeof newVersionFilesSchema>>;

export { COMMENT_MENTIONS_MAX, COMMENT_TEXT_MAX, COMMENTS_PAGE_SIZE } from './comments';

/** workspaces/{ws}/videos/{videoId}/comments/{commentId}, as stored. */
export interface VideoCommentDoc<T> extends CommentDoc<T> {
  /** Seconds into the video (0..duration). */
  time: number;
  /** End of a range comment, after `time`; null for a single moment. */
  endTime: number | null;
  versionId: string;
  /** The top-level comment this replies to; null for a thread's first comment. */
  parentId: string | null;
  resolved: boolean;
  resolvedBy?: string;
  resolvedAt?: T;
}

/** What a person types into the comment form, checked before it is written. */
export const newCommentSchema = z
  .object({
    ...commentTextFields,
    time: z.number().check(z.gte(0, 'The time cannot be before the start.')),
    endTime: z.nullable(z.number()),
  })
  .check(
    z.refine((comment) => comment.endTime === null || comment.endTime > comment.time, {
      message: 'A range ends after it starts.',
      path: ['endTime'],
    }),
  );
export type NewComment = z.infer<typeof newCommentSchema>;

/** A comment's moment as the player shows it: m:ss, or h:mm:ss past an hour. */
export function formatTimecode(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** A comment's moment by name: "0:10", or "0:10–0:14" for a range. */
export function formatTimeRange(time: number, endTime: number | null | undefined): string {
  const start = formatTimecode(time);
  return typeof endTime === 'number' && endTime > time
    ? `${start}–${formatTimecode(endTime)}`
    : start;
}
