/**
 * A task's discussion: comments oldest first with @mentions (the video review's composer), the
 * author edits theirs, the author or a role that deletes messages deletes.
 */
import { hasWorkspaceRight, type WorkspaceRole } from '@crewspace/common/permissions';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { CommentComposer } from '@/features/workspaces';
import { memberName, useMembersById } from '@/features/workspaces';
import { formatDateTime } from '@/lib/format-time';
import { useTaskComments, type TaskActions } from '../api/use-tasks';
import type { Task, TaskComment } from '../api/tasks';
import styles from './tasks.module.css';

export interface TaskDiscussionProps {
  task: Task;
  uid: string;
  role: WorkspaceRole | null;
  actions: TaskActions;
}

export function TaskDiscussion({ task, uid, role, actions }: TaskDiscussionProps) {
  const comments = useTaskComments(task.workspaceId, task.id);
  const list = comments.status === 'ready' ? comments.data : [];
  const authors = useMembersById(
    task.workspaceId,
    [...new Set(list.map((c) => c.createdBy))].sort(),
  );
  const [editing, setEditing] = useState<string | null>(null);
  const confirm = useConfirm();
  const canWrite = hasWorkspaceRight(role, 'editMessages');
  const canDelete = (comment: TaskComment) =>
    (comment.createdBy === uid && canWrite) || hasWorkspaceRight(role, 'deleteMessages');
  const nameOf = (author: string) =>
    authors.status === 'ready' ? memberName(authors.byId.get(author)) : '…';

  return (
    <Card aria-labelledby="task-discussion-title" className={styles.stack}>
      <h2 id="task-discussion-title">Discussion</h2>
      {comments.status === 'loading' ? <p className={styles.muted}>Loading…</p> : null}
      {comments.status === 'error' ? (
        <p className={styles.muted}>The discussion could not be loaded.</p>
      ) : null}
      {comments.status === 'ready' && list.length === 0 ? (
        <p className={styles.muted}>No comments yet.</p>
      ) : null}
      {confirm.dialog}
      <ul className={styles.list} aria-label="Comments">
        {list.map((comment) => (
          <li
            key={comment.id}
            className={`${styles.row} ${styles.comment}`}
            aria-label={`Comment by ${nameOf(comment.createdBy)}`}
          >
            <p className={styles.meta}>
              <strong>{nameOf(comment.createdBy)}</strong>
              {comment.createdAt ? <span>{formatDateTime(comment.createdAt)}</span> : null}
              {comment.edited ? <span>(edited)</span> : null}
            </p>
            {editing === comment.id ? (
              <CommentComposer
                workspaceId={task.workspaceId}
                label="Edit comment"
                submitLabel="Save"
                initialText={comment.text}
                onSubmit={async (draft) => {
                  await actions.editComment(task, comment.id, draft);
                  setEditing(null);
                }}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <p className={styles.commentText}>{comment.text}</p>
            )}
            {editing !== comment.id ? (
              <div className={styles.actions}>
                {comment.createdBy === uid && canWrite ? (
                  <Button size="sm" variant="ghost" onClick={() => setEditing(comment.id)}>
                    Edit
                  </Button>
                ) : null}
                {canDelete(comment) ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() =>
                      confirm.ask({
                        title: 'Delete comment?',
                        name: comment.text,
                        consequence: 'This cannot be undone.',
                        confirmLabel: 'Delete comment',
                        failure: 'The comment could not be deleted.',
                        onConfirm: () => actions.removeComment(task, comment.id),
                      })
                    }
                  >
                    Delete
                  </Button>
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {canWrite ? (
        <CommentComposer
          workspaceId={task.workspaceId}
          label="Add a comment"
          submitLabel="Comment"
          onSubmit={async (draft) => {
            await actions.comment(task, draft);
          }}
        />
      ) : null}
    </Card>
  );
}
