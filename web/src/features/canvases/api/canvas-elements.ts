/**
 * A canvas's elements, one document per element
 * (workspaces/{id}/canvases/{canvasId}/elements/{elementId}), stored as JSON text (Excalidraw
 * points are nested arrays, which Firestore cannot hold) beside their version numbers.
 */
import {
  collection,
  doc,
  getDocs,
  serverTimestamp,
  writeBatch,
  type FieldValue,
  type Firestore,
  type Query,
  type Timestamp,
} from 'firebase/firestore';
import { readOnlyConverter } from '@/lib/firebase/converter';
import { trackWrite } from '@/lib/firebase/pending-writes';

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

function parseElement(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const elementConverter = readOnlyConverter<StoredElement, Partial<CanvasElementDoc>>(
  'Canvas element',
  (id, data) => ({
    id,
    createdBy: data.createdBy ?? '',
    version: data.version ?? 0,
    element: typeof data.element === 'string' ? parseElement(data.element) : null,
  }),
);

/** The canvas's element documents as stored (deleting a canvas). */
export function canvasElementsCollection(db: Firestore, workspaceId: string, canvasId: string) {
  return collection(db, 'workspaces', workspaceId, 'canvases', canvasId, 'elements');
}

/** Every element of a canvas, parsed. */
export function canvasElementsQuery(
  db: Firestore,
  workspaceId: string,
  canvasId: string,
): Query<StoredElement, Partial<CanvasElementDoc>> {
  return canvasElementsCollection(db, workspaceId, canvasId).withConverter(elementConverter);
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
  const collectionRef = canvasElementsCollection(db, workspaceId, canvasId);
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

/** Every stored element of a canvas (for duplicating). */
export async function readElements(
  db: Firestore,
  workspaceId: string,
  canvasId: string,
): Promise<StoredElement[]> {
  const snapshot = await getDocs(canvasElementsQuery(db, workspaceId, canvasId));
  return snapshot.docs.map((docSnap) => docSnap.data());
}
