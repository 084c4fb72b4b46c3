import { TEST_PORTS } from '@crewspace/common/local-config';
import { getStorage } from 'firebase-admin/storage';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firebase';
import { waitFor } from '../testing/emulators';

// The test process's admin SDK reaches the storage stand-in of the test stack.
process.env.STORAGE_EMULATOR_HOST = `http://127.0.0.1:${TEST_PORTS.storage}`;

/**
 * onVideoDeleted (and onVideoVersionDeleted, for each version it deletes) runs with admin rights
 * on whatever a deleted video record names, and records are written by clients. It must delete
 * only the record's uploader's files of the workspace: in its folders, stamped with its id and
 * with the record's uploader. Every record here also names one genuine file of its own workspace, so
 * that file's deletion shows the trigger has run before the others are checked.
 */

const bucket = () => getStorage().bucket(`${process.env.GCLOUD_PROJECT}.appspot.com`);

async function exists(path: string): Promise<boolean> {
  return (await bucket().file(path).exists())[0];
}

/** Writes a file as the web uploader leaves it: stamped with its uploader and a workspace. */
async function store(
  path: string,
  stampedWorkspaceId: string,
  uploadedBy = 'uploader',
): Promise<string> {
  const contentType = path.startsWith('videos/') ? 'video/webm' : 'image/jpeg';
  await bucket()
    .file(path)
    .save(Buffer.from(path), {
      contentType,
      metadata: { metadata: { uploadedBy, workspaceId: stampedWorkspaceId } },
    });
  return path;
}

/** Creates then deletes a video record of the workspace, as a client would. */
async function deleteRecord(
  workspaceId: string,
  fields: {
    storagePath: string;
    thumbnailPath: string | null;
    previewSpritePath?: string;
    uploadedBy?: string;
  },
): Promise<void> {
  const record = db.collection(`workspaces/${workspaceId}/videos`).doc();
  await record.set({ videoName: 'Clip', uploadedBy: 'uploader', workspaceId, ...fields });
  await record.delete();
}

async function gone(path: string): Promise<void> {
  await waitFor(async () => ((await exists(path)) ? undefined : true), `${path} deleted`);
}

function workspaces() {
  const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return { victim: `victim-${run}`, attacker: `attacker-${run}` };
}

describe('onVideoDeleted', () => {
  it("deletes a genuine record's video, thumbnail and preview frames", async () => {
    const { victim } = workspaces();
    const video = await store(`videos/${victim}/clip.webm`, victim);
    const thumbnail = await store(`thumbnails/${victim}/clip.webm.jpg`, victim);
    const sprite = await store(`thumbnails/${victim}/clip.webm.sprite.jpg`, victim);

    await deleteRecord(victim, {
      storagePath: video,
      thumbnailPath: thumbnail,
      previewSpritePath: sprite,
    });

    await Promise.all([gone(video), gone(thumbnail), gone(sprite)]);
  });

  it("deletes every version's video, thumbnail and preview frames with the video", async () => {
    const { victim } = workspaces();
    const first = await store(`videos/${victim}/cut-1.webm`, victim);
    const files = await Promise.all(
      [2, 3].flatMap((number) => [
        store(`videos/${victim}/cut-${number}.webm`, victim),
        store(`thumbnails/${victim}/cut-${number}.webm.jpg`, victim),
        store(`thumbnails/${victim}/cut-${number}.webm.sprite.jpg`, victim),
      ]),
    );
    const record = db.collection(`workspaces/${victim}/videos`).doc();
    await record.set({
      videoName: 'Cut',
      uploadedBy: 'uploader',
      workspaceId: victim,
      storagePath: first,
      thumbnailPath: null,
    });
    for (const number of [2, 3]) {
      await record
        .collection('versions')
        .doc(`v${number}`)
        .set({
          number,
          uploadedBy: 'uploader',
          storagePath: `videos/${victim}/cut-${number}.webm`,
          thumbnailPath: `thumbnails/${victim}/cut-${number}.webm.jpg`,
          previewSpritePath: `thumbnails/${victim}/cut-${number}.webm.sprite.jpg`,
        });
    }
    await record.delete();

    await Promise.all([first, ...files].map(gone));
  });

  it("leaves another workspace's files a forged version names", async () => {
    const { victim, attacker } = workspaces();
    const victimVideo = await store(`videos/${victim}/secret-2.webm`, victim);
    const ownVideo = await store(`videos/${attacker}/decoy-2.webm`, attacker);
    const record = db.collection(`workspaces/${attacker}/videos`).doc();
    await record.set({ videoName: 'Decoy', uploadedBy: 'uploader', workspaceId: attacker });
    await record
      .collection('versions')
      .doc('v2')
      .set({ number: 2, uploadedBy: 'uploader', storagePath: victimVideo, thumbnailPath: null });
    await record
      .collection('versions')
      .doc('v3')
      .set({ number: 3, uploadedBy: 'uploader', storagePath: ownVideo, thumbnailPath: null });
    await record.delete();

    await gone(ownVideo);
    expect(await exists(victimVideo)).toBe(true);
  });

  it("leaves another workspace's files named by a forged record", async () => {
    const { victim, attacker } = workspaces();
    const victimVideo = await store(`videos/${victim}/secret.webm`, victim);
    const victimThumbnail = await store(`thumbnails/${victim}/secret.webm.jpg`, victim);
    const ownVideo = await store(`videos/${attacker}/decoy.webm`, attacker);
    const ownThumbnail = await store(`thumbnails/${attacker}/decoy.webm.jpg`, attacker);

    await deleteRecord(attacker, { storagePath: victimVideo, thumbnailPath: ownThumbnail });
    await deleteRecord(attacker, { storagePath: ownVideo, thumbnailPath: victimThumbnail });

    await Promise.all([gone(ownThumbnail), gone(ownVideo)]);
    expect(await exists(victimVideo)).toBe(true);
    expect(await exists(victimThumbnail)).toBe(true);
  });

  it('leaves a file in its own folder whose metadata names another workspace', async () => {
    const { victim, attacker } = workspaces();
    // Placed in the attacker's folder but stamped for the victim (e.g. copied there by tooling).
    const planted = await store(`videos/${attacker}/planted.webm`, victim);
    const unstamped = `thumbnails/${attacker}/unstamped.jpg`;
    await bucket().file(unstamped).save(Buffer.from('jpeg'), { contentType: 'image/jpeg' });
    const ownThumbnail = await store(`thumbnails/${attacker}/own.jpg`, attacker);
    const ownVideo = await store(`videos/${attacker}/own.webm`, attacker);

    await deleteRecord(attacker, { storagePath: planted, thumbnailPath: ownThumbnail });
    await deleteRecord(attacker, { storagePath: ownVideo, thumbnailPath: unstamped });
    await Promise.all([gone(ownThumbnail), gone(ownVideo)]);

    expect(await exists(planted)).toBe(true);
    expect(await exists(unstamped)).toBe(true);
  });

  it("leaves another member's files that a record of the same workspace names", async () => {
    const { victim: workspace } = workspaces();
    const theirs = await store(`videos/${workspace}/theirs.webm`, workspace, 'colleague');
    const theirThumbnail = await store(
      `thumbnails/${workspace}/theirs.jpg`,
      workspace,
      'colleague',
    );
    const theirV2 = await store(`videos/${workspace}/theirs-2.webm`, workspace, 'colleague');
    const ownVideo = await store(`videos/${workspace}/own.webm`, workspace, 'member');
    const ownV2 = await store(`videos/${workspace}/own-2.webm`, workspace, 'member');

    // A record of the member's own naming the colleague's files (the rules allow any path in the
    // workspace's folders), and a version of theirs naming the colleague's second cut.
    await deleteRecord(workspace, {
      uploadedBy: 'member',
      storagePath: theirs,
      thumbnailPath: theirThumbnail,
    });
    const record = db.collection(`workspaces/${workspace}/videos`).doc();
    await record.set({ videoName: 'Own', uploadedBy: 'member', workspaceId: workspace });
    await record.collection('versions').doc('v2').set({
      number: 2,
      uploadedBy: 'member',
      storagePath: theirV2,
      thumbnailPath: null,
    });
    await record.collection('versions').doc('v3').set({
      number: 3,
      uploadedBy: 'member',
      storagePath: ownV2,
      thumbnailPath: null,
    });
    await record.delete();
    await deleteRecord(workspace, {
      uploadedBy: 'member',
      storagePath: ownVideo,
      thumbnailPath: null,
    });

    await Promise.all([gone(ownVideo), gone(ownV2)]);
    expect(await exists(theirs)).toBe(true);
    expect(await exists(theirThumbnail)).toBe(true);
    expect(await exists(theirV2)).toBe(true);
  });

  it('leaves unscoped and nested paths alone', async () => {
    const { attacker } = workspaces();
    const unscoped = await store(`videos/${attacker}-old-layout.webm`, attacker);
    const nested = await store(`videos/${attacker}/sub/nested.webm`, attacker);
    const ownThumbnail = await store(`thumbnails/${attacker}/own.jpg`, attacker);
    const ownVideo = await store(`videos/${attacker}/own.webm`, attacker);

    await deleteRecord(attacker, { storagePath: unscoped, thumbnailPath: ownThumbnail });
    await deleteRecord(attacker, { storagePath: ownVideo, thumbnailPath: nested });
    await Promise.all([gone(ownThumbnail), gone(ownVideo)]);

    expect(await exists(unscoped)).toBe(true);
    expect(await exists(nested)).toBe(true);
  });
});
