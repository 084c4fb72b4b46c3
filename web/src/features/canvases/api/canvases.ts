/**
 * Workspace canvases (workspaces/{id}/canvases) and their elements, one document per element
 * (workspaces/{id}/canvases/{canvasId}/elements/{elementId}). Elements are stored as JSON text
 * (Excalidraw points are nested arrays, which Firestore cannot hold) beside their version numbers.
 * Image files live in Storage (canvasImages/{workspaceId}/{canvasId}/{fileId}); a small record
 * per file (workspaces/{id}/canvases/{canvasId}/files/{fileId}) says where.
 */
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentReference,
  type FieldValue,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  type Timestamp,
} from 'firebase/firestore';
import { trackWrite } from '@/lib/firebase/pending-writes';
import { readOnlyConverter, toDate } from '@/lib/firebase/converter';

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

/** One stored element: its JSON, who first wrote it, and the versions used to reconcile. */
export interface CanvasElementDoc {
  element: string;
  createdBy: string;
  version: number;
  versionNonce: number;
  updatedAt: Timestamp | FieldValue | null;
}

export interface StoredElement {
  id: string;
  createdBy: string;
  version: number;
  /** The parsed element; null when the stored JSON is unreadable. */
  element: Record<string, unknown> | null;
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

/** Where an image file of a canvas is stored, as recorded beside its elements. */
export interface CanvasFileDoc {
  mimeType: string;
  /** Storage path (canvasImagePath). */
  path: string;
  /** Download URL (with its token) of the stored object. */
  url: string;
  size: number;
  createdBy: string;
  /** Excalidraw's `created` (epoch ms). */
  created: number;
  createdAt: Timestamp | FieldValue | null;
}

export interface StoredCanvasFile {
  id: string;
  mimeType: string;
  url: string;
  created: number;
}

export function canvasImagePath(workspaceId: string, canvasId: string, fileId: string): string {
  return `canvasImages/${workspaceId}/${canvasId}/${fileId}`;
}

function canvasesCollection(db: Firestore, workspaceId: string) {
  return collection(db, 'workspaces', workspaceId, 'canvases');
}

function elementsCollection(db: Firestore, workspaceId: string, canvasId: string) {
  return collection(db, 'workspaces', workspaceId, 'canvases', canvasId, 'elements');
}

function filesCollection(db: Firestore, workspaceId: string, canvasId: string) {
  return collection(db, 'workspaces', workspaceId, 'canvases', canvasId, 'files');
}

/** The canvas's stored image files, live (every call: all of them). */
export function listenToCanvasFiles(
  db: Firestore,
  workspaceId: string,
  canvasId: string,
  onFiles: (files: StoredCanvasFile[]) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    filesCollection(db, workspaceId, canvasId),
    (snapshot) =>
      onFiles(
        snapshot.docs.flatMap((docSnap) => {
          const data = docSnap.data() as Partial<CanvasFileDoc>;
          if (typeof data.url !== 'string' || typeof data.mimeType !== 'string') return [];
          return [
            { id: docSnap.id, mimeType: data.mimeType, url: data.url, created: data.created ?? 0 },
          ];
        }),
      ),
    onError,
  );
}

/** Records a stored image file so every member's editor can load it. */
export async function recordCanvasFile(
  db: Firestore,
  workspaceId: string,
  canvasId: string,
  uid: string,
  file: { id: string; mimeType: string; path: string; url: string; size: number; created: number },
): Promise<void> {
  const { id, ...rest } = file;
  const data: CanvasFileDoc = { ...rest, createdBy: uid, createdAt: serverTimestamp() };
  await trackWrite(setDoc(doc(filesCollection(db, workspaceId, canvasId), id), data));
}

/** Where a member's pointer is on a canvas (workspaces/{id}/canvases/{canvasId}/presence/{uid}). */
export interface CanvasPresence {
  uid: string;
  name: string;
  x: number;
  y: number;
  button: 'up' | 'down';
  updatedAt: Date | null;
}

function presenceCollection(db: Firestore, workspaceId: string, canvasId: string) {
  return collection(db, 'workspaces', workspaceId, 'canvases', canvasId, 'presence');
}

/** Everyone's pointer on the canvas, live (stale entries are filtered by the caller). */
export function listenToCanvasPresence(
  db: Firestore,
  workspaceId: string,
  canvasId: string,
  onPresence: (entries: CanvasPresence[]) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    presenceCollection(db, workspaceId, canvasId),
    (snapshot) =>
      onPresence(
        snapshot.docs.map((docSnap) => {
          const data = docSnap.data({ serverTimestamps: 'estimate' });
          return {
            uid: docSnap.id,
            name: typeof data.name === 'string' ? data.name : '',
            x: typeof data.x === 'number' ? data.x : 0,
            y: typeof data.y === 'number' ? data.y : 0,
            button: data.button === 'down' ? 'down' : 'up',
            updatedAt: toDate(data.updatedAt),
          };
        }),
      ),
    onError,
  );
}

/** Writes the user's own pointer (firestore.rules: only their own document). */
export async function setCanvasPresence(
  db: Firestore,
  workspaceId: string,
  canvasId: string,
  uid: string,
  presence: { name: string; x: number; y: number; button: 'up' | 'down' },
): Promise<void> {
  await setDoc(doc(presenceCollection(db, workspaceId, canvasId), uid), {
    ...presence,
    updatedAt: serverTimestamp(),
  });
}

export async function clearCanvasPresence(
  db: Firestore,
  workspaceId: string,
  canvasId: string,
  uid: string,
): Promise<void> {
  await deleteDoc(doc(presenceCollection(db, workspaceId, canvasId), uid));
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

function parseElement(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function toStored(snapshot: QueryDocumentSnapshot): StoredElement {
  const data = snapshot.data() as Partial<CanvasElementDoc>;
  return {
    id: snapshot.id,
    createdBy: data.createdBy ?? '',
    version: data.version ?? 0,
    element: typeof data.element === 'string' ? parseElement(data.element) : null,
  };
}

/**
 * Live elements of a canvas. Each call reports the elements that changed on the server since
 * the last (the first call: all of them); writes from this tab are skipped while pending.
 */
export function listenToElements(
  db: Firestore,
  workspaceId: string,
  canvasId: string,
  onChanges: (changed: StoredElement[], initial: boolean) => void,
  onError: (error: Error) => void,
): () => void {
  let initial = true;
  return onSnapshot(
    elementsCollection(db, workspaceId, canvasId),
    (snapshot) => {
      const changed = snapshot
        .docChanges()
        .filter((change) => change.type !== 'removed' && !change.doc.metadata.hasPendingWrites)
        .map((change) => toStored(change.doc));
      if (changed.length > 0 || initial) onChanges(changed, initial);
      initial = false;
    },
    onError,
  );
}

export interface ElementWrite {
  id: string;
  version: number;
  versionNonce: number;
  element: unknown;
}

/** firestore.rules: an element's JSON is at most this many characters. */
export const ELEMENT_JSON_MAX = 300_000;

/** The elements with their JSON, split into those the rules accept and those too large. */
export function serializeElements(elements: readonly ElementWrite[]): {
  storable: (ElementWrite & { json: string })[];
  tooLarge: string[];
} {
  const storable: (ElementWrite & { json: string })[] = [];
  const tooLarge: string[] = [];
  for (const element of elements) {
    const json = JSON.stringify(element.element);
    if (json.length > ELEMENT_JSON_MAX) tooLarge.push(element.id);
    else storable.push({ ...element, json });
  }
  return { storable, tooLarge };
}

/**
 * Writes elements in batches of 400. Elements already known to exist keep their createdBy
 * (firestore.rules forbid changing it); new ones are created as the user's. An element too large
 * for the rules is not sent (it would fail its whole batch); the others are saved, then the
 * write fails naming it.
 */
export async function writeElements(
  db: Firestore,
  workspaceId: string,
  canvasId: string,
  uid: string,
  elements: readonly ElementWrite[],
  existing: ReadonlySet<string>,
): Promise<void> {
  const collectionRef = elementsCollection(db, workspaceId, canvasId);
  const { storable, tooLarge } = serializeElements(elements);
  for (let start = 0; start < storable.length; start += 400) {
    const batch = writeBatch(db);
    for (const element of storable.slice(start, start + 400)) {
      const data = {
        element: element.json,
        version: element.version,
        versionNonce: element.versionNonce,
        updatedAt: serverTimestamp(),
      };
      batch.set(
        doc(collectionRef, element.id),
        existing.has(element.id) ? data : { ...data, createdBy: uid },
        { merge: true },
      );
    }
    await trackWrite(batch.commit());
  }
  if (tooLarge.length > 0) {
    throw new Error(
      `${tooLarge.length} shape(s) are too large to save (over ${ELEMENT_JSON_MAX.toLocaleString('en')} characters each).`,
    );
  }
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

/** Every stored element of a canvas (for duplicating). */
export async function readElements(
  db: Firestore,
  workspaceId: string,
  canvasId: string,
): Promise<StoredElement[]> {
  const snapshot = await getDocs(elementsCollection(db, workspaceId, canvasId));
  return snapshot.docs.map(toStored);
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
  const files = await getDocs(filesCollection(db, input.workspaceId, input.source.id));
  await Promise.all(
    files.docs.map((file) =>
      trackWrite(
        setDoc(doc(filesCollection(db, input.workspaceId, id), file.id), {
          ...file.data(),
          createdBy: input.uid,
          createdAt: serverTimestamp(),
        }),
      ),
    ),
  );
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
    getDocs(elementsCollection(db, workspaceId, canvasId)),
    getDocs(filesCollection(db, workspaceId, canvasId)),
  ]);
  const results = await Promise.allSettled(
    [...elements.docs, ...files.docs].map((docSnap) => trackWrite(deleteDoc(docSnap.ref))),
  );
  await trackWrite(deleteDoc(doc(canvasesCollection(db, workspaceId), canvasId)));
  return { failed: results.filter((result) => result.status === 'rejected').length };
}
