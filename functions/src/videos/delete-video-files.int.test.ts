import { TEST_PORTS } from '@crewspace/common/local-config';
import { getStorage } from 'firebase-admin/storage';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firebase';
import { waitFor } from '../testing/emulators';

// The test process's admin SDK reaches the storage stand-in of the test stack.
process.env.STORAGE_EMULATOR_HOST = `http://127.0.0.1:${TEST_PORTS.storage}`;

describe('onVideoDeleted', () => {
  it('deletes the video and thumbnail files with the record', async () => {
    const bucket = getStorage().bucket(`${process.env.GCLOUD_PROJECT}.appspot.com`);
    const name = `${Date.now()}-clip.webm`;
    await bucket
      .file(`videos/${name}`)
      .save(Buffer.from('video bytes'), { contentType: 'video/webm' });
    await bucket
      .file(`thumbnails/${name}.jpg`)
      .save(Buffer.from('jpeg bytes'), { contentType: 'image/jpeg' });
    const record = db.collection('workspaces').doc('video-ws').collection('videos').doc();
    await record.set({
      videoName: 'Clip',
      storagePath: `videos/${name}`,
      thumbnailPath: `thumbnails/${name}.jpg`,
    });

    await record.delete();
    await waitFor(async () => {
      const [[video], [thumbnail]] = await Promise.all([
        bucket.file(`videos/${name}`).exists(),
        bucket.file(`thumbnails/${name}.jpg`).exists(),
      ]);
      return !video && !thumbnail ? true : undefined;
    }, 'files deleted');
    expect((await bucket.file(`videos/${name}`).exists())[0]).toBe(false);
  });
});
