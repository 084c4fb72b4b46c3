/**
 * Workspace canvases (workspaces/{id}/canvases): the lists, one canvas, and the writes that
 * concern a whole canvas (create, rename, pin, duplicate, delete). Its elements, image file
 * records and pointers are collections of their own (canvas-elements.ts, canvas-files.ts,
 * canvas-presence.ts).
 */
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentReference,
  type FieldValue,
  type Firestore,
  type Query,
  type Timestamp,
} from 'firebase/firestore';
import { readOnlyConverter, toDate } from '@/lib/firebase/converter';
import { trackWrite } from '@/lib/firebase/pending-writes';
import { canvasElementsCollection, readElements, writeElements } from './canvas-elements';
import { canvasFilesCollection, copyCanvasFiles } from './canvas-files';

export interface CanvasDoc {
  title: string;
  pinned: boolean;
  projectId: string | null;
  workspaceId: string;
  createdBy: string;
  createdAt: Timestamp | FieldValue | null;
  updatedAt: Timestamp | FieldValue | null;
}

export interface Canvas {
  id: string;
  title: string;
  pinned: boolean;
  projectId: string | null;
  workspaceId: string;
  createdBy: string;
  createdAt: Date | null;
  updatedAt: Date | null;
}

const canvasConverter = readOnlyConverter<Canvas, CanvasDoc>(
  'Canvas',
  (id, data, [workspaceId = '']) => ({
    id,
    title: data.title ?? '',
    pinned: data.pinned === true,
    projectId: data.projectId ?? null,
    workspaceId: data.workspaceId || workspaceId,
    createdBy: data.createdBy ?? '',
    createdAt: toDate(data.createdAt),
    updatedAt: toDate(data.updatedAt),
  }),
);

function canvasesCollection(db: Firestore, workspaceId: string) {
  return collection(db, 'workspaces', workspaceId, 'canvases');
}

/** The workspace's pinned canvases, at most `max` (the dashboard card). */
export function pinnedCanvasesQuery(
  db: Firestore,
  workspaceId: string,
  max: number,
): Query<Canvas, CanvasDoc> {
  return query(
    canvasesCollection(db, workspaceId).withConverter(canvasConverter),
    where('pinned', '==', true),
    limit(max),
  );
}

/** A project's canvases, at most `max` (ordered pinned-first by the caller). */
export function projectCanvasesQuery(
  db: Firestore,
  workspaceId: string,
  projectId: string,
  max: number,
): Query<Canvas, CanvasDoc> {
  return query(
    canvasesCollection(db, workspaceId).withConverter(canvasConverter),
    where('projectId', '==', projectId),
    limit(max),
  );
}

/** Whether the workspace has this canvas (one read; a link that names no workspace). */
export async function canvasExists(
  db: Firestore,
  workspaceId: string,
  canvasId: string,
): Promise<boolean> {
  return (await getDoc(doc(canvasesCollection(db, workspaceId), canvasId))).exists();
}

/** The workspace's canvases, most recently updated first (pinned ones are sorted up in the UI). */
export function canvasesQuery(
  db: Firestore,
  workspaceId: string,
  max = 200,
): Query<Canvas, CanvasDoc> {
  return query(
    canvasesCollection(db, workspaceId).withConverter(canvasConverter),
    orderBy('updatedAt', 'desc'),
    limit(max),
  );
}

export function canvasRef(
  db: Firestore,
  workspaceId: string,
  canvasId: string,
): DocumentReference<Canvas, CanvasDoc> {
  return doc(canvasesCollection(db, workspaceId), canvasId).withConverter(canvasConverter);
}

export async function createCanvas(
  db: Firestore,
  input: {
    workspaceId: string;
    uid: string;
    title: string;
    projectId: string | null;
    /** An id reserved beforehand (newCanvasId), when the canvas's content is written first. */
    id?: string;
  },
): Promise<string> {
  const ref = doc(
    canvasesCollection(db, input.workspaceId),
    input.id ?? newCanvasId(db, input.workspaceId),
  );
  await trackWrite(
    setDoc(ref, {
      title: input.title,
      pinned: false,
      projectId: input.projectId,
      workspaceId: input.workspaceId,
      createdBy: input.uid,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    }),
  );
  return ref.id;
}

/** A fresh canvas id, nothing written yet. */
export function newCanvasId(db: Firestore, workspaceId: string): string {
  return doc(canvasesCollection(db, workspaceId)).id;
}

export async function updateCanvas(
  db: Firestore,
  workspaceId: string,
  canvasId: string,
  changes: Partial<Pick<Canvas, 'title' | 'pinned' | 'projectId'>>,
): Promise<void> {
  await trackWrite(
    updateDoc(doc(canvasesCollection(db, workspaceId), canvasId), {
      ...changes,
      updatedAt: serverTimestamp(),
    }),
  );
}

/** Touches the canvas's updatedAt after a save, so the list shows recent work first. */
export async function touchCanvas(
  db: Firestore,
  workspaceId: string,
  canvasId: string,
): Promise<void> {
  await trackWrite(
    updateDoc(doc(canvasesCollection(db, workspaceId), canvasId), {
      updatedAt: serverTimestamp(),
    }),
  );
}

/**
 * A copy of a canvas and its live (non-deleted) elements, owned by the user. The drawing and the
 * image records are written (and acknowledged) before the canvas itself, so the copy appears in
 * the list only once it is whole: opened at once, it shows every shape.
 */
export async function duplicateCanvas(
  db: Firestore,
  input: {
    workspaceId: string;
    uid: string;
    source: Canvas;
    title: string;
  },
): Promise<string> {
  const id = newCanvasId(db, input.workspaceId);
  const elements = (await readElements(db, input.workspaceId, input.source.id)).filter(
    (stored) => stored.element && stored.element.isDeleted !== true,
  );
  await writeElements(
    db,
    input.workspaceId,
    id,
    input.uid,
    elements.map((stored) => ({
      id: stored.id,
      version: stored.version,
      versionNonce: Number(stored.element?.versionNonce ?? 0),
      element: stored.element,
    })),
    new Set(),
  );
  // The copy shares the stored image objects; it only needs its own records of them.
  await copyCanvasFiles(db, {
    workspaceId: input.workspaceId,
    fromId: input.source.id,
    toId: id,
    uid: input.uid,
  });
  return createCanvas(db, {
    workspaceId: input.workspaceId,
    uid: input.uid,
    title: input.title,
    projectId: input.source.projectId,
    id,
  });
}

/**
 * Deletes a canvas and as many of its elements as the user may delete (their own, or all with
 * deleteMessages). Returns how many element deletions failed; the canvas goes either way.
 */
export async function deleteCanvas(
  db: Firestore,
  workspaceId: string,
  canvasId: string,
): Promise<{ failed: number }> {
  const [elements, files] = await Promise.all([
    getDocs(canvasElementsCollection(db, workspaceId, canvasId)),
    getDocs(canvasFilesCollection(db, workspaceId, canvasId)),
  ]);
  const results = await Promise.allSettled(
    [...elements.docs, ...files.docs].map((docSnap) => trackWrite(deleteDoc(docSnap.ref))),
  );
  await trackWrite(deleteDoc(doc(canvasesCollection(db, workspaceId), canvasId)));
  return { failed: results.filter((result) => result.status === 'rejected').length };
}
