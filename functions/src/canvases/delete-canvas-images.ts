import { getStorage } from 'firebase-admin/storage';
import { db } from '../lib/firebase';
import { deleteOwnedFile } from '../lib/owned-file';

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
 * records it. A record names any path its author likes, so the object (of the record's own
 * workspace, as its metadata must say) goes only when the record's author uploaded it, or when
 * the canvas it was uploaded into is gone too (the last copy of a duplicated canvas): a member
 * who records another member's image and deletes the record deletes nothing of theirs. Returns
 * whether it deleted the object.
 */
export async function deleteUnrecordedImage(
  workspaceId: string,
  record: { path?: unknown; createdBy?: unknown } | undefined,
): Promise<boolean> {
  const path = record?.path;
  const prefix = `canvasImages/${workspaceId}/`;
  if (typeof path !== 'string' || !path.startsWith(prefix)) return false;
  if (await recordedElsewhere(path, undefined)) return false;
  const uploadCanvas = path.slice(prefix.length).split('/')[0] ?? '';
  // Not a canvas id at all (Firestore refuses these as ids): nothing to decide with.
  if (!uploadCanvas || uploadCanvas.startsWith('.') || /^__.*__$/.test(uploadCanvas)) return false;
  const uploadCanvasGone = !(
    await db.collection(`workspaces/${workspaceId}/canvases`).doc(uploadCanvas).get()
  ).exists;
  const author = typeof record?.createdBy === 'string' ? record.createdBy : '';
  const outcome = await deleteOwnedFile(path, {
    workspaceId,
    uploadedBy: uploadCanvasGone ? null : author,
  });
  return outcome === 'deleted';
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
