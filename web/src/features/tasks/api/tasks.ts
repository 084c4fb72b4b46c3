/**
 * Tasks (workspaces/{ws}/tasks) and their discussion (…/tasks/{id}/comments): the stored shape
 * read into the app model, and the shared queries of common/src/task-queries.ts asked through
 * the web SDK (the same mapping rules-tests/task-queries.ts makes), each bounded.
 */
import type { CommentDoc } from '@crewspace/common/comments';
import { COMMENTS_PAGE_SIZE } from '@crewspace/common/comments';
import type { TaskQuery } from '@crewspace/common/task-queries';
import type {
  ChecklistItem,
  TaskDoc,
  TaskPriority,
  TaskSource,
  TaskStatus,
} from '@crewspace/common/tasks';
import {
  collection,
  doc,
  limit,
  orderBy,
  query,
  type DocumentReference,
  type Firestore,
  type Query,
  type Timestamp,
} from 'firebase/firestore';
import { readOnlyConverter, toDate } from '@/lib/firebase/converter';
import { taskSdkQuery } from './task-sdk-query';

export interface Task {
  id: string;
  workspaceId: string;
  title: string;
  description: string;
  status: TaskStatus;
  assignees: string[];
  /** A day or a day and time on the workspace's clock, or null. */
  due: string | null;
  priority: TaskPriority;
  projectId: string | null;
  checklist: ChecklistItem[];
  position: string;
  source: TaskSource | null;
  createdBy: string;
  createdAt: Date | null;
  updatedBy: string;
  updatedAt: Date | null;
  completedAt: Date | null;
}

export interface TaskComment {
  id: string;
  text: string;
  mentions: string[];
  createdBy: string;
  createdAt: Date | null;
  edited: boolean;
}

const taskConverter = readOnlyConverter<Task, Partial<TaskDoc<Timestamp>>>(
  'Task',
  (id, data, [workspaceId = '']) => ({
    id,
    workspaceId,
    title: data.title ?? '',
    description: data.description ?? '',
    status: data.status ?? 'todo',
    assignees: Array.isArray(data.assignees) ? data.assignees : [],
    due: typeof data.due === 'string' ? data.due : null,
    priority: data.priority ?? 'none',
    projectId: data.projectId ?? null,
    checklist: Array.isArray(data.checklist) ? data.checklist : [],
    position: data.position ?? '',
    source: data.source ?? null,
    createdBy: data.createdBy ?? '',
    createdAt: toDate(data.createdAt),
    updatedBy: data.updatedBy ?? '',
    updatedAt: toDate(data.updatedAt),
    completedAt: toDate(data.completedAt),
  }),
);

const commentConverter = readOnlyConverter<TaskComment, Partial<CommentDoc<Timestamp>>>(
  'Task comment',
  (id, data) => ({
    id,
    text: data.text ?? '',
    mentions: Array.isArray(data.mentions) ? data.mentions : [],
    createdBy: data.createdBy ?? '',
    createdAt: toDate(data.createdAt),
    edited: data.editedAt !== undefined,
  }),
);

export function tasksCollectionRef(db: Firestore, workspaceId: string) {
  return collection(db, 'workspaces', workspaceId, 'tasks');
}

export function taskRef(
  db: Firestore,
  workspaceId: string,
  taskId: string,
): DocumentReference<Task, Partial<TaskDoc<Timestamp>>> {
  return doc(tasksCollectionRef(db, workspaceId), taskId).withConverter(taskConverter);
}

/** One of the shared task queries (task-queries.ts), read into tasks. */
export function taskQuery(db: Firestore, spec: TaskQuery): Query<Task> {
  return taskSdkQuery(db, spec, taskConverter);
}

/**
 * The workspace's tasks, last updated first, at most `max` (what Ctrl-K finds by title; one
 * field ordered without a filter, which Firestore indexes by itself).
 */
export function recentTasksQuery(db: Firestore, workspaceId: string, max: number): Query<Task> {
  return query(
    tasksCollectionRef(db, workspaceId).withConverter(taskConverter),
    orderBy('updatedAt', 'desc'),
    limit(max),
  );
}

export function taskCommentsCollection(db: Firestore, workspaceId: string, taskId: string) {
  return collection(tasksCollectionRef(db, workspaceId), taskId, 'comments');
}

/** A task's discussion, oldest first, the first COMMENTS_PAGE_SIZE. */
export function taskCommentsQuery(
  db: Firestore,
  workspaceId: string,
  taskId: string,
): Query<TaskComment> {
  return query(
    taskCommentsCollection(db, workspaceId, taskId).withConverter(commentConverter),
    orderBy('createdAt', 'asc'),
    limit(COMMENTS_PAGE_SIZE),
  );
}
