/**
 * A project's activity feed records its tasks' events: made, moved to another column, completed.
 * Only tasks in a project are recorded (the feed is read per project). Each entry's id names the
 * task and the write (its server time), so a retried trigger rewrites its entry.
 */
import type { NewActivity } from '../workspaces/activity';
import { TASK_STATUS_LABELS, isTaskStatus } from '@crewspace/common/tasks';
import { db } from '../lib/firebase';
import { recordActivity } from '../workspaces/activity';
import type { StoredTask } from './task-notifications';

type TaskVerb = Extract<NewActivity['verb'], 'created' | 'moved' | 'completed'>;

/** What a task write means for its project's feed, or null when it records nothing. */
export function describeTaskChange(
  before: StoredTask | undefined,
  after: StoredTask | undefined,
): { verb: TaskVerb; detail?: string } | null {
  if (!after || typeof after.projectId !== 'string' || !isTaskStatus(after.status)) return null;
  if (!before) return { verb: 'created' };
  if (after.status === before.status) return null;
  if (after.status === 'done') return { verb: 'completed' };
  return { verb: 'moved', detail: `to ${TASK_STATUS_LABELS[after.status]}` };
}

export async function recordTaskActivity(input: {
  workspaceId: string;
  taskId: string;
  before: StoredTask | undefined;
  after: StoredTask | undefined;
  actorName: string;
}): Promise<boolean> {
  const { workspaceId, taskId, after } = input;
  const change = describeTaskChange(input.before, after);
  if (!change || !after) return false;
  const at = after.updatedAt?.toMillis() ?? 0;
  await db.runTransaction(async (tx) => {
    // The workspace is being deleted (recursive delete): an entry now would outlive it.
    if (!(await tx.get(db.collection('workspaces').doc(workspaceId))).exists) return;
    recordActivity(
      tx,
      workspaceId,
      {
        actorId: typeof after.updatedBy === 'string' ? after.updatedBy : '',
        actorName: input.actorName || 'A member',
        verb: change.verb,
        targetType: 'task',
        targetId: taskId,
        targetName: typeof after.title === 'string' ? after.title : '',
        projectId: after.projectId as string,
        ...(change.detail ? { detail: change.detail } : {}),
      },
      `task_${taskId}_${change.verb}_${at}`,
    );
  });
  return true;
}
