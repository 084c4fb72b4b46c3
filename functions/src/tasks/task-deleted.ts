/**
 * A deleted task takes its discussion with it (clients may not delete other people's comments),
 * and its notices stay true: those still unread are rewritten to say the task was deleted and
 * marked read, so no badge counts a task that no longer exists.
 */
import { FieldPath, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { settleNotifications } from '../notifications/settle';
import { taskLabel, taskNotificationPrefix, type StoredTask } from './task-notifications';

/** Notices read per page while looking for a task's unread ones. */
const PAGE_SIZE = 200;

/** The unread notices about a task: their ids start with its prefix (a range of ids). */
async function unreadTaskNotices(workspaceId: string, taskId: string) {
  const prefix = taskNotificationPrefix(workspaceId, taskId);
  const query = db
    .collection('notifications')
    .orderBy(FieldPath.documentId())
    .startAt(prefix)
    .endAt(`${prefix}\uf8ff`)
    .limit(PAGE_SIZE);
  const unread = [];
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (last ? query.startAfter(last) : query).get();
    unread.push(...page.docs.filter((notice) => notice.get('read') === false).map((n) => n.ref));
    if (page.docs.length < PAGE_SIZE) return unread;
    last = page.docs[page.docs.length - 1];
  }
}

export async function cleanUpDeletedTask(input: {
  workspaceId: string;
  taskId: string;
  before: StoredTask;
}): Promise<void> {
  const { workspaceId, taskId } = input;
  const task = db.collection('workspaces').doc(workspaceId).collection('tasks').doc(taskId);
  await Promise.all([
    db.recursiveDelete(task.collection('comments')),
    unreadTaskNotices(workspaceId, taskId).then((notices) =>
      settleNotifications(notices, {
        title: 'Task deleted',
        body: `${taskLabel(input.before)} was deleted.`,
      }),
    ),
  ]);
}
