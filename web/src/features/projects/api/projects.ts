/**
 * Projects (workspaces/{id}/projects) and the activity feed (workspaces/{id}/activity, written by
 * functions): converters, bounded queries and the writes firestore.rules allow (updatedBy stamped
 * on every write, createdBy on create). Content linked to a project (canvases, videos, events) is
 * read through those features' own hooks.
 */
import type { ActivityDoc, ProjectDoc, ProjectStatus } from '@crewspace/common/models';
import {
  Timestamp,
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type DocumentReference,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { readOnlyConverter, toDate } from '@/lib/firebase/converter';

export interface Project {
  id: string;
  workspaceId: string;
  name: string;
  description: string;
  status: ProjectStatus;
  color: string;
  emoji: string;
  leadId: string | null;
  dueDate: Date | null;
  createdBy: string;
  createdAt: Date | null;
  updatedAt: Date | null;
}

/** What a create or edit form gives. */
export interface ProjectInput {
  name: string;
  description: string;
  status: ProjectStatus;
  color: string;
  emoji: string;
  leadId: string | null;
  dueDate: Date | null;
}

type StoredProject = ProjectDoc<Timestamp> & { updatedBy?: string };

const projectConverter = readOnlyConverter<Project, StoredProject>(
  'Project',
  (id, data, [workspaceId = '']) => ({
    id,
    workspaceId,
    name: data.name ?? '',
    description: data.description ?? '',
    status: data.status ?? 'active',
    color: data.color ?? '',
    emoji: data.emoji ?? '',
    leadId: data.leadId ?? null,
    dueDate: toDate(data.dueDate),
    createdBy: data.createdBy ?? '',
    createdAt: toDate(data.createdAt),
    updatedAt: toDate(data.updatedAt),
  }),
);

function projectsCollection(db: Firestore, workspaceId: string) {
  return collection(db, 'workspaces', workspaceId, 'projects');
}

/**
 * The workspace's projects, last updated first, at most `max`; with a status, only that status
 * (index projects status+updatedAt desc).
 */
export function projectsQuery(
  db: Firestore,
  workspaceId: string,
  max: number,
  status: ProjectStatus | null = null,
): Query<Project, StoredProject> {
  const byStatus = status ? [where('status', '==', status)] : [];
  return query(
    projectsCollection(db, workspaceId).withConverter(projectConverter),
    ...byStatus,
    orderBy('updatedAt', 'desc'),
    limit(max),
  );
}

export function projectRef(
  db: Firestore,
  workspaceId: string,
  projectId: string,
): DocumentReference<Project, StoredProject> {
  return doc(projectsCollection(db, workspaceId), projectId).withConverter(projectConverter);
}

/** Whether the workspace has this project (one read; a link that names no workspace). */
export async function projectExists(
  db: Firestore,
  workspaceId: string,
  projectId: string,
): Promise<boolean> {
  return (await getDoc(doc(projectsCollection(db, workspaceId), projectId))).exists();
}

function storedFields(input: ProjectInput) {
  return {
    name: input.name,
    description: input.description,
    status: input.status,
    color: input.color,
    emoji: input.emoji,
    leadId: input.leadId,
    dueDate: input.dueDate ? Timestamp.fromDate(input.dueDate) : null,
  };
}

/** Creates a project; returns its id. */
export async function createProject(
  db: Firestore,
  workspaceId: string,
  uid: string,
  input: ProjectInput,
): Promise<string> {
  const created = await addDoc(projectsCollection(db, workspaceId), {
    ...storedFields(input),
    createdBy: uid,
    updatedBy: uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return created.id;
}

export async function updateProject(
  db: Firestore,
  workspaceId: string,
  projectId: string,
  uid: string,
  input: ProjectInput,
): Promise<void> {
  await updateDoc(doc(projectsCollection(db, workspaceId), projectId), {
    ...storedFields(input),
    updatedBy: uid,
    updatedAt: serverTimestamp(),
  });
}

export async function setProjectStatus(
  db: Firestore,
  workspaceId: string,
  projectId: string,
  uid: string,
  status: ProjectStatus,
): Promise<void> {
  await updateDoc(doc(projectsCollection(db, workspaceId), projectId), {
    status,
    updatedBy: uid,
    updatedAt: serverTimestamp(),
  });
}

export async function deleteProject(
  db: Firestore,
  workspaceId: string,
  projectId: string,
): Promise<void> {
  await deleteDoc(doc(projectsCollection(db, workspaceId), projectId));
}

export interface Activity {
  id: string;
  actorId: string;
  actorName: string;
  verb: ActivityDoc<unknown>['verb'];
  targetType: ActivityDoc<unknown>['targetType'];
  targetId: string;
  targetName: string;
  projectId: string | null;
  createdAt: Date | null;
}

const activityConverter = readOnlyConverter<Activity, ActivityDoc<Timestamp>>(
  'Activity',
  (id, data) => ({
    id,
    actorId: data.actorId ?? '',
    actorName: data.actorName ?? '',
    verb: data.verb,
    targetType: data.targetType,
    targetId: data.targetId ?? '',
    targetName: data.targetName ?? '',
    projectId: data.projectId ?? null,
    createdAt: toDate(data.createdAt),
  }),
);

/** A project's activity, newest first (index activity projectId+createdAt desc). */
export function projectActivityQuery(
  db: Firestore,
  workspaceId: string,
  projectId: string,
  max: number,
): Query<Activity, ActivityDoc<Timestamp>> {
  return query(
    collection(db, 'workspaces', workspaceId, 'activity').withConverter(activityConverter),
    where('projectId', '==', projectId),
    orderBy('createdAt', 'desc'),
    limit(max),
  );
}
