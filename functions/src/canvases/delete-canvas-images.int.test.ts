import { TEST_PORTS } from '@crewspace/common/local-config';
import { getStorage } from 'firebase-admin/storage';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firebase';
import { waitFor } from '../testing/emulators';

// The test process's admin SDK reaches the storage stand-in of the test stack.
process.env.STORAGE_EMULATOR_HOST = `http://127.0.0.1:${TEST_PORTS.storage}`;

describe('onCanvasDeleted / onCanvasFileDeleted', () => {
  it("deletes a canvas's images once no canvas records them", async () => {
    const bucket = getStorage().bucket(`${process.env.GCLOUD_PROJECT}.appspot.com`);
    const exists = async (name: string) => (await bucket.file(name).exists())[0];
    const gone = (name: string) =>
      waitFor(async () => ((await exists(name)) ? undefined : true), `${name} deleted`);
    const workspace = db.collection('workspaces').doc(`canvas-ws-${Date.now()}`);
    const canvases = workspace.collection('canvases');
    const [source, copy, other] = [canvases.doc(), canvases.doc(), canvases.doc()];
    const path = (canvasId: string, fileId: string) =>
      `canvasImages/${workspace.id}/${canvasId}/${fileId}`;
    const [own, shared, stray, elsewhere] = [
      path(source.id, 'own'),
      path(source.id, 'shared'),
      path(source.id, 'stray'), // uploaded, but its record was never written
      path(other.id, 'kept'),
    ];
    await Promise.all(
      [own, shared, stray, elsewhere].map((name) =>
        bucket.file(name).save(Buffer.from(name), { contentType: 'image/png' }),
      ),
    );
    const record = (canvas: typeof source, fileId: string, objectPath: string) =>
      canvas.collection('files').doc(fileId).set({ path: objectPath, mimeType: 'image/png' });
    await Promise.all([
      source.set({ title: 'Source' }),
      copy.set({ title: 'Copy' }),
      other.set({ title: 'Other' }),
    ]);
    await Promise.all([
      record(source, 'own', own),
      record(source, 'shared', shared),
      // A duplicate records the source's object (as duplicateCanvas writes it).
      record(copy, 'shared', shared),
      record(other, 'kept', elsewhere),
    ]);

    // Deleted with its records still there, as when a member could not delete others' records.
    await source.delete();
    await Promise.all([gone(own), gone(stray)]);
    await waitFor(
      async () => ((await source.collection('files').get()).empty ? true : undefined),
      "the deleted canvas's file records removed",
    );
    expect(await exists(shared)).toBe(true);

    // The last canvas recording the shared image goes: the image goes with it.
    await copy.delete();
    await gone(shared);
    expect(await exists(elsewhere)).toBe(true);
  });
});
