import { getStorage } from 'firebase-admin/storage';
import { db } from '../lib/firebase';

/**
 * Stored canvas images live at canvasImages/{workspaceId}/{canvasId}/{fileId} and each canvas
 * records the ones it shows in canvases/{canvasId}/files/{fileId} (`path`). A duplicated canvas
 * records the source's objects without copying them, so an object may be shown by several
 * canvases: it is deleted once no record points at it any more (see the canvases README).
 */

/** Where a canvas's own uploads live in Storage. */
export function canvasImagesPrefix(workspaceId: string, canvasId: string): string {
  return `canvasImages/${workspaceId}/${canvasId}/`;
}

/**
 * A canvas was deleted (from the list, or with its workspace). Its file records go too (the
 * deleting member may not have been allowed to delete others' records), each firing
 * deleteUnrecordedImage. Its own uploads that no other canvas records go now as well, which
 * also catches uploads whose record was never written. Returns the deleted object names.
 */
export async function deleteCanvasImages(workspaceId: string, canvasId: string): Promise<string[]> {
  const canvasPath = `workspaces/${workspaceId}/canvases/${canvasId}`;
  const records = await db.collection(`${canvasPath}/files`).get();
  await Promise.all(records.docs.map((record) => record.ref.delete()));

  const [files] = await getStorage()
    .bucket()
    .getFiles({ prefix: canvasImagesPrefix(workspaceId, canvasId) });
  const recorded = await Promise.all(files.map((file) => recordedElsewhere(file.name, canvasPath)));
  const deletable = files.filter((_file, index) => !recorded[index]);
  await Promise.all(deletable.map((file) => file.delete({ ignoreNotFound: true })));
  return deletable.map((file) => file.name);
}

/**
 * A canvas's record of an image was deleted: delete the object unless another canvas still
 * records it. Only objects of the record's own workspace are touched. Returns whether it did.
 */
export async function deleteUnrecordedImage(
  workspaceId: string,
  record: { path?: unknown } | undefined,
): Promise<boolean> {
  const path = record?.path;
  if (typeof path !== 'string' || !path.startsWith(`canvasImages/${workspaceId}/`)) return false;
  if (await recordedElsewhere(path, undefined)) return false;
  await getStorage().bucket().file(path).delete({ ignoreNotFound: true });
  return true;
}

/**
 * Whether a canvas other than the one at `deletedCanvasPath` records the object. Needs the
 * collection-group index on files.path (firestore.indexes.json).
 */
async function recordedElsewhere(
  path: string,
  deletedCanvasPath: string | undefined,
): Promise<boolean> {
  const records = await db.collectionGroup('files').where('path', '==', path).get();
  return records.docs.some((record) => record.ref.parent.parent?.path !== deletedCanvasPath);
}
