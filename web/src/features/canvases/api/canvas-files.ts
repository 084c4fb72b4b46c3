/**
 * The records of a canvas's image files (workspaces/{id}/canvases/{canvasId}/files/{fileId}): the
 * files themselves live in Storage (canvasImages/{workspaceId}/{canvasId}/{fileId}); a small
 * record per file says where, so every member's editor can load it.
 */
import {
  collection,
  doc,
  getDocs,
  serverTimestamp,
  setDoc,
  type FieldValue,
  type Firestore,
  type Query,
  type Timestamp,
} from 'firebase/firestore';
import { readOnlyConverter } from '@/lib/firebase/converter';
import { trackWrite } from '@/lib/firebase/pending-writes';

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

/** A record without its URL or type cannot be loaded: null, left out by the reader. */
const fileConverter = readOnlyConverter<StoredCanvasFile | null, Partial<CanvasFileDoc>>(
  'Canvas file',
  (id, data) =>
    typeof data.url === 'string' && typeof data.mimeType === 'string'
      ? { id, mimeType: data.mimeType, url: data.url, created: data.created ?? 0 }
      : null,
);

/** The canvas's file records as stored (copying and deleting a canvas). */
export function canvasFilesCollection(db: Firestore, workspaceId: string, canvasId: string) {
  return collection(db, 'workspaces', workspaceId, 'canvases', canvasId, 'files');
}

/** The canvas's stored image files (null: an unreadable record). */
export function canvasFilesQuery(
  db: Firestore,
  workspaceId: string,
  canvasId: string,
): Query<StoredCanvasFile | null, Partial<CanvasFileDoc>> {
  return canvasFilesCollection(db, workspaceId, canvasId).withConverter(fileConverter);
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
  await trackWrite(setDoc(doc(canvasFilesCollection(db, workspaceId, canvasId), id), data));
}

/** Gives canvas `toId` its own records of canvas `fromId`'s files, as the user's (a copy). */
export async function copyCanvasFiles(
  db: Firestore,
  input: { workspaceId: string; fromId: string; toId: string; uid: string },
): Promise<void> {
  const { workspaceId, fromId, toId, uid } = input;
  const files = await getDocs(canvasFilesCollection(db, workspaceId, fromId));
  await Promise.all(
    files.docs.map((file) =>
      trackWrite(
        setDoc(doc(canvasFilesCollection(db, workspaceId, toId), file.id), {
          ...file.data(),
          createdBy: uid,
          createdAt: serverTimestamp(),
        }),
      ),
    ),
  );
}
