/** Canvas image files in Storage: upload with the metadata storage.rules require, and download. */
import type { Firestore } from 'firebase/firestore';
import type { FirebaseStorage } from 'firebase/storage';
import { canvasImagePath, recordCanvasFile, type StoredCanvasFile } from './canvas-files';
import { uploadSmallFile } from '@/lib/firebase/storage';
import type { EditorFile } from './canvas-file-sync';

export async function storeCanvasImage(input: {
  db: Firestore;
  storage: FirebaseStorage;
  workspaceId: string;
  canvasId: string;
  uid: string;
  file: EditorFile;
  bytes: Blob;
}): Promise<void> {
  const { db, storage, workspaceId, canvasId, uid, file, bytes } = input;
  const path = canvasImagePath(workspaceId, canvasId, file.id);
  const url = await uploadSmallFile(storage, path, bytes, {
    contentType: file.mimeType,
    customMetadata: { uploadedBy: uid, workspaceId },
  });
  await recordCanvasFile(db, workspaceId, canvasId, uid, {
    id: file.id,
    mimeType: file.mimeType,
    path,
    url,
    size: bytes.size,
    created: file.created,
  });
}

function readAsDataURL(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the image'));
    reader.readAsDataURL(blob);
  });
}

/** Downloads a stored image (its download URL carries the token) as a data URL. */
export async function fetchCanvasImage(file: StoredCanvasFile): Promise<EditorFile> {
  const response = await fetch(file.url);
  if (!response.ok) throw new Error(`Image download failed (${response.status})`);
  const blob = await response.blob();
  return {
    id: file.id,
    mimeType: file.mimeType,
    created: file.created,
    dataURL: await readAsDataURL(new Blob([blob], { type: file.mimeType })),
  };
}

/** The bytes of a data URL. */
export async function dataURLToBlob(dataURL: string): Promise<Blob> {
  return (await fetch(dataURL)).blob();
}
