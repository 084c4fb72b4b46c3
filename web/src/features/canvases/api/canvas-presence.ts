/**
 * Where members' pointers are on a canvas (workspaces/{id}/canvases/{canvasId}/presence/{uid}):
 * each member writes only their own document (firestore.rules).
 */
import {
  collection,
  deleteDoc,
  doc,
  serverTimestamp,
  setDoc,
  type FieldValue,
  type Firestore,
  type Query,
  type Timestamp,
} from 'firebase/firestore';
import { readOnlyConverter, toDate } from '@/lib/firebase/converter';

/** Where a member's pointer is on a canvas. */
export interface CanvasPresence {
  uid: string;
  name: string;
  x: number;
  y: number;
  button: 'up' | 'down';
  updatedAt: Date | null;
}

interface CanvasPresenceDoc {
  name: string;
  x: number;
  y: number;
  button: 'up' | 'down';
  updatedAt: Timestamp | FieldValue | null;
}

const presenceConverter = readOnlyConverter<CanvasPresence, Partial<CanvasPresenceDoc>>(
  'Canvas presence',
  (uid, data) => ({
    uid,
    name: typeof data.name === 'string' ? data.name : '',
    x: typeof data.x === 'number' ? data.x : 0,
    y: typeof data.y === 'number' ? data.y : 0,
    button: data.button === 'down' ? 'down' : 'up',
    updatedAt: toDate(data.updatedAt),
  }),
);

function presenceCollection(db: Firestore, workspaceId: string, canvasId: string) {
  return collection(db, 'workspaces', workspaceId, 'canvases', canvasId, 'presence');
}

/** Everyone's pointer on the canvas (stale entries are filtered by the reader). */
export function canvasPresenceQuery(
  db: Firestore,
  workspaceId: string,
  canvasId: string,
): Query<CanvasPresence, Partial<CanvasPresenceDoc>> {
  return presenceCollection(db, workspaceId, canvasId).withConverter(presenceConverter);
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
