/**
 * Projects (workspaces/{id}/projects), the activity feed (workspaces/{id}/activity) and the
 * content linked to a project (canvases, videos, events): converters, queries and the writes
 * firestore.rules allow (updatedBy stamped on every write, createdBy on create).
 */
import type { ActivityDoc, ProjectDoc, ProjectStatus } from '@crewspace/common/models';
import {
  Timestamp,
  addDoc,
  collection,
  deleteDoc,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type DocumentData,
  type DocumentReference,
  type FirestoreDataConverter,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
} from 'firebase/firestore';
import { firebaseServices } from './app';

function db() {
  return firebaseServices().db;
}

function toDate(value: unknown): Date | null {
  return value instanceof Timestamp ? value.toDate() : null;
}

const ESTIMATE: SnapshotOptions = { serverTimestamps: 'estimate' };

function readOnly<App, Db extends DocumentData>(
  fromDoc: (id: string, data: Db) => App,
): FirestoreDataConverter<App, Db> {
  return {
    toFirestore() {
      throw new Error('Write through the functions of projects-data.ts.');
    },
    fromFirestore(snapshot: QueryDocumentSnapshot<Db, Db>, options?: SnapshotOptions) {
      return fromDoc(snapshot.id, snapshot.data({ ...ESTIMATE, ...options }));
    },
  };
}

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

function projectConverter(workspaceId: string) {
  return readOnly<Project, StoredProject>((id, data) => ({
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
  }));
}

function projectsCollection(workspaceId: string) {
  return collection(db(), 'workspaces', workspaceId, 'projects');
}

/** The workspace subcollections this module lists. */
type WorkspaceList = 'projects' | 'activity' | 'canvases' | 'videos' | 'events';

/**
 * Every list query of this module: one workspace subcollection through its converter, filtered
 * and ordered by `constraints`, and always bounded by `max` (no unbounded reads).
 */
function boundedQuery<App, Db extends DocumentData>(
  workspaceId: string,
  list: WorkspaceList,
  converter: FirestoreDataConverter<App, Db>,
  max: number,
  ...constraints: QueryConstraint[]
): Query<App, Db> {
  const source = collection(db(), 'workspaces', workspaceId, list).withConverter(converter);
  return query(source, ...constraints, limit(max));
}

/**
 * The workspace's projects, last updated first, at most `max`; with a status, only that status
 * (index projects status+updatedAt desc).
 */
export function projectsQuery(
  workspaceId: string,
  max: number,
  status: ProjectStatus | null = null,
): Query<Project, StoredProject> {
  const byStatus = status ? [where('status', '==', status)] : [];
  return boundedQuery(
    workspaceId,
    'projects',
    projectConverter(workspaceId),
    max,
    ...byStatus,
    orderBy('updatedAt', 'desc'),
  );
}

export function projectRef(
  workspaceId: string,
  projectId: string,
): DocumentReference<Project, StoredProject> {
  return doc(projectsCollection(workspaceId), projectId).withConverter(
    projectConverter(workspaceId),
  );
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
  workspaceId: string,
  uid: string,
  input: ProjectInput,
): Promise<string> {
  const created = await addDoc(projectsCollection(workspaceId), {
    ...storedFields(input),
    createdBy: uid,
    updatedBy: uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return created.id;
}

export async function updateProject(
  workspaceId: string,
  projectId: string,
  uid: string,
  input: ProjectInput,
): Promise<void> {
  await updateDoc(doc(projectsCollection(workspaceId), projectId), {
    ...storedFields(input),
    updatedBy: uid,
    updatedAt: serverTimestamp(),
  });
}

export async function setProjectStatus(
  workspaceId: string,
  projectId: string,
  uid: string,
  status: ProjectStatus,
): Promise<void> {
  await updateDoc(doc(projectsCollection(workspaceId), projectId), {
    status,
    updatedBy: uid,
    updatedAt: serverTimestamp(),
  });
}

export async function deleteProject(workspaceId: string, projectId: string): Promise<void> {
  await deleteDoc(doc(projectsCollection(workspaceId), projectId));
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

const activityConverter = readOnly<Activity, ActivityDoc<Timestamp>>((id, data) => ({
  id,
  actorId: data.actorId ?? '',
  actorName: data.actorName ?? '',
  verb: data.verb,
  targetType: data.targetType,
  targetId: data.targetId ?? '',
  targetName: data.targetName ?? '',
  projectId: data.projectId ?? null,
  createdAt: toDate(data.createdAt),
}));

/** A project's activity, newest first (index activity projectId+createdAt desc). */
export function projectActivityQuery(
  workspaceId: string,
  projectId: string,
  max: number,
): Query<Activity, ActivityDoc<Timestamp>> {
  return boundedQuery(
    workspaceId,
    'activity',
    activityConverter,
    max,
    where('projectId', '==', projectId),
    orderBy('createdAt', 'desc'),
  );
}

/** A canvas, as far as lists need it (the canvases feature owns the rest). */
export interface CanvasSummary {
  id: string;
  title: string;
  pinned: boolean;
  projectId: string | null;
  updatedAt: Date | null;
}

interface StoredCanvas {
  title?: string;
  pinned?: boolean;
  projectId?: string | null;
  updatedAt?: Timestamp;
}

const canvasConverter = readOnly<CanvasSummary, StoredCanvas>((id, data) => ({
  id,
  title: data.title ?? '',
  pinned: data.pinned === true,
  projectId: data.projectId ?? null,
  updatedAt: toDate(data.updatedAt),
}));

/** A project's canvases, at most `max` (order pinned-first on the client). */
export function projectCanvasesQuery(
  workspaceId: string,
  projectId: string,
  max: number,
): Query<CanvasSummary, StoredCanvas> {
  return boundedQuery(
    workspaceId,
    'canvases',
    canvasConverter,
    max,
    where('projectId', '==', projectId),
  );
}

/** The workspace's pinned canvases, at most `max`. */
export function pinnedCanvasesQuery(
  workspaceId: string,
  max: number,
): Query<CanvasSummary, StoredCanvas> {
  return boundedQuery(workspaceId, 'canvases', canvasConverter, max, where('pinned', '==', true));
}

/** A video, as far as lists need it (the videos feature owns the rest). */
export interface VideoSummary {
  id: string;
  videoName: string;
  thumbnailUrl: string | null;
  uploadedAt: Date | null;
}

interface StoredVideo {
  videoName?: string;
  thumbnailUrl?: string | null;
  uploadedAt?: Timestamp;
  projectId?: string | null;
}

const videoSummaryConverter = readOnly<VideoSummary, StoredVideo>((id, data) => ({
  id,
  videoName: data.videoName ?? '',
  thumbnailUrl: data.thumbnailUrl ?? null,
  uploadedAt: toDate(data.uploadedAt),
}));

export function projectVideosQuery(
  workspaceId: string,
  projectId: string,
  max: number,
): Query<VideoSummary, StoredVideo> {
  return boundedQuery(
    workspaceId,
    'videos',
    videoSummaryConverter,
    max,
    where('projectId', '==', projectId),
  );
}

/** The workspace's newest videos, at most `max`. */
export function recentVideosQuery(
  workspaceId: string,
  max: number,
): Query<VideoSummary, StoredVideo> {
  return boundedQuery(
    workspaceId,
    'videos',
    videoSummaryConverter,
    max,
    orderBy('uploadedAt', 'desc'),
  );
}

/** A calendar event, as far as lists need it (the calendar feature owns the rest). */
export interface EventSummary {
  id: string;
  title: string;
  start: Date | null;
  end: Date | null;
  projectId: string | null;
}

interface StoredEvent {
  title?: string;
  start?: Timestamp;
  end?: Timestamp;
  projectId?: string | null;
}

const eventConverter = readOnly<EventSummary, StoredEvent>((id, data) => ({
  id,
  title: data.title ?? '',
  start: toDate(data.start),
  end: toDate(data.end),
  projectId: data.projectId ?? null,
}));

/** A project's events starting at or after `from`, soonest first (index events projectId+start). */
export function projectEventsQuery(
  workspaceId: string,
  projectId: string,
  from: Date,
  max: number,
): Query<EventSummary, StoredEvent> {
  return boundedQuery(
    workspaceId,
    'events',
    eventConverter,
    max,
    where('projectId', '==', projectId),
    where('start', '>=', Timestamp.fromDate(from)),
    orderBy('start', 'asc'),
  );
}

/** Events starting in [from, to), soonest first, at most `max`. */
export function upcomingEventsQuery(
  workspaceId: string,
  from: Date,
  to: Date,
  max: number,
): Query<EventSummary, StoredEvent> {
  return boundedQuery(
    workspaceId,
    'events',
    eventConverter,
    max,
    where('start', '>=', Timestamp.fromDate(from)),
    where('start', '<', Timestamp.fromDate(to)),
    orderBy('start', 'asc'),
  );
}
