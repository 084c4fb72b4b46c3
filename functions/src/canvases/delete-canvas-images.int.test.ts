import { TEST_PORTS } from '@crewspace/common/local-config';
import { getStorage } from 'firebase-admin/storage';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firebase';
import { waitFor } from '../testing/emulators';
import { deleteUnrecordedImage } from './delete-canvas-images';

// The test process's admin SDK reaches the storage stand-in of the test stack.
process.env.STORAGE_EMULATOR_HOST = `http://127.0.0.1:${TEST_PORTS.storage}`;

const bucket = () => getStorage().bucket(`${process.env.GCLOUD_PROJECT}.appspot.com`);
const exists = async (name: string) => (await bucket().file(name).exists())[0];
const gone = (name: string) =>
  waitFor(async () => ((await exists(name)) ? undefined : true), `${name} deleted`);

/** A workspace with canvases, and uploads stamped as storage.rules make every upload. */
function canvasWorkspace() {
  const workspace = db.collection('workspaces').doc(`canvas-ws-${Date.now()}-${Math.random()}`);
  const canvases = workspace.collection('canvases');
  return {
    workspace,
    canvases,
    path: (canvasId: string, fileId: string) =>
      `canvasImages/${workspace.id}/${canvasId}/${fileId}`,
    upload: (name: string, uploadedBy: string) =>
      bucket()
        .file(name)
        .save(Buffer.from(name), {
          contentType: 'image/png',
          metadata: { metadata: { uploadedBy, workspaceId: workspace.id } },
        }),
    record: (
      canvas: FirebaseFirestore.DocumentReference,
      fileId: string,
      objectPath: string,
      createdBy: string,
    ) =>
      canvas
        .collection('files')
        .doc(fileId)
        .set({ path: objectPath, mimeType: 'image/png', createdBy }),
  };
}

describe('onCanvasDeleted / onCanvasFileDeleted', () => {
  it("deletes a canvas's images once no canvas records them", async () => {
    const { canvases, path, upload, record } = canvasWorkspace();
    const [source, copy, other] = [canvases.doc(), canvases.doc(), canvases.doc()];
    const [own, shared, stray, elsewhere] = [
      path(source.id, 'own'),
      path(source.id, 'shared'),
      path(source.id, 'stray'), // uploaded, but its record was never written
      path(other.id, 'kept'),
    ];
    await Promise.all([own, shared, stray, elsewhere].map((name) => upload(name, 'ann')));
    await Promise.all([
      source.set({ title: 'Source' }),
      copy.set({ title: 'Copy' }),
      other.set({ title: 'Other' }),
    ]);
    await Promise.all([
      record(source, 'own', own, 'ann'),
      record(source, 'shared', shared, 'ann'),
      // Bo duplicates the canvas: his copy records Ann's object (as duplicateCanvas writes it).
      record(copy, 'shared', shared, 'bo'),
      record(other, 'kept', elsewhere, 'ann'),
    ]);

    // Deleted with its records still there, as when a member could not delete others' records.
    await source.delete();
    await Promise.all([gone(own), gone(stray)]);
    await waitFor(
      async () => ((await source.collection('files').get()).empty ? true : undefined),
      "the deleted canvas's file records removed",
    );
    expect(await exists(shared)).toBe(true);

    // The last canvas recording the shared image goes, and the canvas it was uploaded into is
    // gone: the image goes with it, whoever made the copy.
    await copy.delete();
    await gone(shared);
    expect(await exists(elsewhere)).toBe(true);
  });

  it('deletes an image with its record only for its uploader (attack: recording another’s image, then deleting the record)', async () => {
    const { workspace, canvases, path, upload, record } = canvasWorkspace();
    const anns = canvases.doc();
    await anns.set({ title: 'Ann’s' });
    // Ann's upload whose record never landed, and one she records herself.
    const [unrecorded, recorded] = [path(anns.id, 'unrecorded'), path(anns.id, 'recorded')];
    await Promise.all([upload(unrecorded, 'ann'), upload(recorded, 'ann')]);
    await record(anns, 'recorded', recorded, 'ann');

    // Bo records Ann's image in his own canvas, then deletes his record: what the trigger of
    // that deletion decides.
    expect(await deleteUnrecordedImage(workspace.id, { path: unrecorded, createdBy: 'bo' })).toBe(
      false,
    );
    expect(await exists(unrecorded)).toBe(true);
    // Ann deletes her own record: that image goes.
    await anns.collection('files').doc('recorded').delete();
    await gone(recorded);
  });
});
