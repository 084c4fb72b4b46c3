/** Tasks for integration tests, written with admin rights (the rules are tested apart). */
import type { TaskDoc } from '@crewspace/common/tasks';
import { FieldPath, FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { setTimeout as sleep } from 'node:timers/promises';
import { db } from '../lib/firebase';
import { waitFor } from './emulators';

type StoredTaskFields = Omit<TaskDoc<unknown>, 'createdAt' | 'updatedAt' | 'completedAt'>;

/** A new task document in `workspaceId` by `createdBy`, stamped now (ready for set()). */
export function taskFields(createdBy: string, overrides: Partial<StoredTaskFields> = {}) {
  return {
    title: 'Fix the logo',
    description: '',
    status: 'todo',
    assignees: [],
    due: null,
    priority: 'none',
    projectId: null,
    checklist: [],
    position: 'a0',
    createdBy,
    updatedBy: createdBy,
    source: null,
    ...overrides,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    completedAt: overrides.status === 'done' ? FieldValue.serverTimestamp() : null,
  };
}

export function taskRef(workspaceId: string, taskId?: string): DocumentReference {
  const tasks = db.collection('workspaces').doc(workspaceId).collection('tasks');
  return taskId ? tasks.doc(taskId) : tasks.doc();
}

/** A status change as the app writes it, by `uid`. */
export function moveTask(task: DocumentReference, status: string, uid: string) {
  return task.update({
    status,
    completedAt: status === 'done' ? FieldValue.serverTimestamp() : null,
    updatedBy: uid,
    updatedAt: FieldValue.serverTimestamp(),
  });
}

export interface StoredNotice {
  id: string;
  userId: string;
  type: string;
  title: string;
  body: string;
  link: string;
  read: boolean;
}

/** The notifications whose ids start with `prefix`, by recipient. */
export async function noticesWithPrefix(prefix: string): Promise<StoredNotice[]> {
  const found = await db
    .collection('notifications')
    .orderBy(FieldPath.documentId())
    .startAt(prefix)
    .endAt(`${prefix}\uf8ff`)
    .get();
  return found.docs
    .map((notice) => ({
      id: notice.id,
      userId: String(notice.get('userId')),
      type: String(notice.get('type')),
      title: String(notice.get('title')),
      body: String(notice.get('body')),
      link: String(notice.get('link')),
      read: notice.get('read') === true,
    }))
    .sort((a, b) => a.userId.localeCompare(b.userId) || a.id.localeCompare(b.id));
}

/**
 * Waits until at least `count` notifications start with `prefix`, then a little longer so a
 * wrong extra one written by the same trigger lands before the caller checks them.
 */
export async function awaitNotices(prefix: string, count: number): Promise<StoredNotice[]> {
  await waitFor(
    async () => ((await noticesWithPrefix(prefix)).length >= count ? true : undefined),
    `${count} notifications ${prefix}`,
  );
  await sleep(1500);
  return noticesWithPrefix(prefix);
}

/** Waits until `ref`'s document satisfies `done`, and returns its data. */
export async function awaitDoc(
  ref: DocumentReference,
  done: (data: Record<string, unknown> | undefined) => boolean,
  what: string,
): Promise<Record<string, unknown> | undefined> {
  return waitFor(async () => {
    const data = (await ref.get()).data();
    return done(data) ? { data } : undefined;
  }, what).then((found) => found.data);
}
