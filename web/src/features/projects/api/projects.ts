/**
 * Projects (workspaces/{id}/projects) and the activity feed (workspaces/{id}/activity, written by
 * functions): converters, bounded queries and the writes firestore.rules allow (updatedBy stamped
 * on every write, createdBy on create). Content linked to a project (canvases, videos, events) is
 * read through those features' own hooks.
 */
import type { ActivityDoc, ProjectDoc, ProjectStatus } from '@crewspace/common/models';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentReference,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { readOnlyConverter, toDate } from '@/lib/firebase/converter';
import { trackWrite } from '@/lib/firebase/pending-writes';

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
  /** Who wrote it last ('' on a project no edit has stamped). */
  updatedBy: string;
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
    updatedBy: data.updatedBy ?? '',
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

/** The stored form of the given fields (all of them on create, the changed ones on edit). */
function storedFields(input: Partial<ProjectInput>) {
  const { dueDate, ...rest } = input;
  return dueDate === undefined
    ? rest
    : { ...rest, dueDate: dueDate ? Timestamp.fromDate(dueDate) : null };
}

/**
 * Creates a project; returns its id. The id is chosen here, so it is known while offline, before
 * the server has the project (firestore.rules accept any new id).
 */
export async function createProject(
  db: Firestore,
  workspaceId: string,
  uid: string,
  input: ProjectInput,
): Promise<string> {
  const ref = doc(projectsCollection(db, workspaceId));
  await trackWrite(
    setDoc(ref, {
      ...storedFields(input),
      createdBy: uid,
      updatedBy: uid,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    }),
  );
  return ref.id;
}

/**
 * Writes only the fields the user changed (`changes`), so two people editing different fields
 * of one project, or one of them offline, both keep theirs: the last write wins per field.
 */
export async function updateProject(
  db: Firestore,
  workspaceId: string,
  projectId: string,
  uid: string,
  changes: Partial<ProjectInput>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await trackWrite(
    updateDoc(doc(projectsCollection(db, workspaceId), projectId), {
      ...storedFields(changes),
      updatedBy: uid,
      updatedAt: serverTimestamp(),
    }),
  );
}

export async function setProjectStatus(
  db: Firestore,
  workspaceId: string,
  projectId: string,
  uid: string,
  status: ProjectStatus,
): Promise<void> {
  await trackWrite(
    updateDoc(doc(projectsCollection(db, workspaceId), projectId), {
      status,
      updatedBy: uid,
      updatedAt: serverTimestamp(),
    }),
  );
}

export async function deleteProject(
  db: Firestore,
  workspaceId: string,
  projectId: string,
): Promise<void> {
  await trackWrite(deleteDoc(doc(projectsCollection(db, workspaceId), projectId)));
}

export interface Activity {
  id: string;
  actorId: string;
  actorName: string;
  verb: ActivityDoc<unknown>['verb'];
  targetType: ActivityDoc<unknown>['targetType'];
  targetId: string;
  targetName: string;
  /** What the verb alone does not say: where a task moved ("to In review"). */
  detail: string;
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
    detail: data.detail ?? '',
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
