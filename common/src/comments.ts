/**
 * Discussion comments, one shape for every place people talk about an item: a video's
 * time-coded review comments (video-review.ts adds the moment, version, thread and resolve state)
 * and a task's discussion (tasks.ts). firestore.rules checks both with the same functions
 * (`validCommentText`, `authorEditsComment`), so the limits and the edit rules are one.
 */
import { z } from 'zod/mini';

export const COMMENT_TEXT_MAX = 5000;
/** People one comment may mention (each gets a notification). */
export const COMMENT_MENTIONS_MAX = 20;
/** A comment list reads this many at a time. */
export const COMMENTS_PAGE_SIZE = 100;

/**
 * What every stored comment has. The author edits `text` and `mentions` (stamping `editedAt`);
 * the author or a role with deleteMessages deletes it.
 */
export interface CommentDoc<T> {
  text: string;
  /** Members the text mentions (uids); the functions notify only those who are members. */
  mentions: string[];
  createdBy: string;
  createdAt: T;
  /** Set when the author edits the text. */
  editedAt?: T;
}

/** The typed part of a comment (its text and whom it mentions), checked before it is written. */
export const commentTextFields = {
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Write something first.'),
      z.maxLength(COMMENT_TEXT_MAX, `A comment is at most ${COMMENT_TEXT_MAX} characters.`),
    ),
  mentions: z
    .array(z.string().check(z.minLength(1), z.maxLength(128)))
    .check(z.maxLength(COMMENT_MENTIONS_MAX)),
};

/** A plain discussion comment (a task's) as typed. */
export const newDiscussionCommentSchema = z.object(commentTextFields);
export type NewDiscussionComment = z.infer<typeof newDiscussionCommentSchema>;
