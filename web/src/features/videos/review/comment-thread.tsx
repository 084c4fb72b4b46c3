/** One thread: its first comment (timecode, author, text) and replies, with what the reader may do. */
import { formatTimeRange } from '@crewspace/common/video-review';
import { hasWorkspaceRight, type WorkspaceRole } from '@crewspace/common/permissions';
import { sourceExcerpt } from '@crewspace/common/task-model';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { MakeTaskButton, SourceTaskChips, suggestedTitle } from '@/features/tasks';
import { CommentComposer } from '@/features/workspaces';
import type { VideoComment } from '../api/video-comments';
import type { Thread } from './threads';
import styles from './review.module.css';

export interface CommentActions {
  reply(parent: VideoComment, draft: { text: string; mentions: string[] }): Promise<void>;
  edit(comment: VideoComment, draft: { text: string; mentions: string[] }): Promise<void>;
  resolve(comment: VideoComment, resolved: boolean): Promise<void>;
  remove(comment: VideoComment): Promise<void>;
  seek(seconds: number): void;
}

export interface CommentThreadProps {
  thread: Thread;
  workspaceId: string;
  videoId: string;
  uid: string;
  role: WorkspaceRole | null;
  nameOf(uid: string): string;
  highlighted: string | null;
  actions: CommentActions;
}

type Mode =
  { kind: 'view' } | { kind: 'reply' } | { kind: 'edit' | 'delete'; comment: VideoComment };

export function CommentThread(props: CommentThreadProps) {
  const { thread, workspaceId, videoId, uid, role, nameOf, highlighted, actions } = props;
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const [error, setError] = useState<string | null>(null);
  const canWrite = hasWorkspaceRight(role, 'editMessages');
  const canDelete = (comment: VideoComment) =>
    (comment.createdBy === uid && canWrite) || hasWorkspaceRight(role, 'deleteMessages');
  const { root } = thread;

  const attempt = (work: Promise<void>) =>
    work.then(
      () => setMode({ kind: 'view' }),
      (failure: unknown) =>
        setError(failure instanceof Error ? failure.message : 'That did not work.'),
    );

  const renderComment = (comment: VideoComment) => {
    const editing = mode.kind === 'edit' && mode.comment.id === comment.id;
    const deleting = mode.kind === 'delete' && mode.comment.id === comment.id;
    return (
      <div
        key={comment.id}
        id={`comment-${comment.id}`}
        className={`${styles.comment} ${highlighted === comment.id ? styles.highlighted : ''}`}
        aria-current={highlighted === comment.id ? 'true' : undefined}
        aria-label={`Comment by ${nameOf(comment.createdBy)}`}
        role="article"
      >
        <p className={styles.commentHead}>
          <button
            type="button"
            className={styles.timecode}
            onClick={() => actions.seek(comment.time)}
            aria-label={`Go to ${formatTimeRange(comment.time, comment.endTime)}`}
          >
            {formatTimeRange(comment.time, comment.endTime)}
          </button>
          <strong>{nameOf(comment.createdBy)}</strong>
          {comment.edited ? <span className={styles.muted}>(edited)</span> : null}
        </p>
        {editing ? (
          <CommentComposer
            workspaceId={workspaceId}
            label="Edit comment"
            submitLabel="Save"
            initialText={comment.text}
            onSubmit={(draft) => actions.edit(comment, draft).then(() => setMode({ kind: 'view' }))}
            onCancel={() => setMode({ kind: 'view' })}
          />
        ) : (
          <p className={styles.commentText}>{comment.text}</p>
        )}
        {deleting ? (
          <div className={styles.commentActions} role="group" aria-label="Confirm delete">
            <span>Delete this comment?</span>
            <Button
              size="sm"
              variant="danger"
              onClick={() => void attempt(actions.remove(comment))}
            >
              Delete comment
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setMode({ kind: 'view' })}>
              Keep
            </Button>
          </div>
        ) : null}
        {mode.kind === 'view' ? (
          <div className={styles.commentActions}>
            {comment.createdBy === uid && canWrite ? (
              <Button size="sm" variant="ghost" onClick={() => setMode({ kind: 'edit', comment })}>
                Edit
              </Button>
            ) : null}
            {canWrite ? (
              <MakeTaskButton
                workspaceId={workspaceId}
                uid={uid}
                variant="ghost"
                source={() => ({
                  title: suggestedTitle(comment.text),
                  source: {
                    kind: 'video-comment',
                    ref: {
                      videoId,
                      commentId: comment.id,
                      threadId: root.id,
                      versionId: comment.versionId,
                      time: comment.time,
                    },
                    excerpt: sourceExcerpt(comment.text),
                  },
                })}
              />
            ) : null}
            {canDelete(comment) ? (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setMode({ kind: 'delete', comment })}
              >
                Delete
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    );
  };

  return (
    <li className={`${styles.thread} ${root.resolved ? styles.resolved : ''}`}>
      {renderComment(root)}
      <SourceTaskChips
        workspaceId={workspaceId}
        item={{ kind: 'video-comment', videoId, threadId: root.id }}
        label="Tasks from this thread"
      />
      {thread.replies.length > 0 ? (
        <div className={styles.replies}>{thread.replies.map(renderComment)}</div>
      ) : null}
      {error ? <p className={styles.error}>{error}</p> : null}
      {mode.kind === 'reply' ? (
        <CommentComposer
          workspaceId={workspaceId}
          label="Reply"
          submitLabel="Reply"
          onSubmit={(draft) => actions.reply(root, draft).then(() => setMode({ kind: 'view' }))}
          onCancel={() => setMode({ kind: 'view' })}
        />
      ) : null}
      {mode.kind === 'view' && canWrite ? (
        <div className={styles.commentActions}>
          <Button size="sm" variant="secondary" onClick={() => setMode({ kind: 'reply' })}>
            Reply
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void attempt(actions.resolve(root, !root.resolved))}
          >
            {root.resolved ? 'Reopen' : 'Resolve'}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
