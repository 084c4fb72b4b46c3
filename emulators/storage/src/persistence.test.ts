import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getBytes, getMetadata, ref, uploadBytes, uploadBytesResumable } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, randomData, sha256 } from './test-support/bytes';
import { ALICE, SdkClients } from './test-support/sdk-clients';
import { startTestEmulator } from './test-support/test-emulator';

/** Objects live on disk: they survive a restart, and reset clears them. */

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'storage-emulator-persist-'));
});

afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function withEmulator<T>(task: (clients: SdkClients, url: string) => Promise<T>): Promise<T> {
  const emulator = await startTestEmulator(dataDir);
  const clients = new SdkClients(emulator.port);
  try {
    return await task(clients, emulator.url);
  } finally {
    await clients.dispose();
    await emulator.close();
  }
}

const video = {
  contentType: 'video/mp4',
  customMetadata: { uploadedBy: 'alice', workspaceId: 'team' },
};

describe('persistence', () => {
  it('keeps objects and metadata across restarts, and reset empties the store', async () => {
    const data = randomData(400_000);
    const first = await withEmulator(async (clients, url) => {
      const fileRef = ref(clients.storage(ALICE), 'videos/team/kept.mp4');
      await uploadBytesResumable(fileRef, data, video);
      expect(await (await fetch(`${url}/_emulator/health`)).json()).toEqual({
        status: 'ok',
        emulator: 'storage',
      });
      return getMetadata(fileRef);
    });

    await withEmulator(async (clients, url) => {
      const fileRef = ref(clients.storage(ALICE), 'videos/team/kept.mp4');
      expect(sha256(await getBytes(fileRef))).toBe(sha256(data));
      const again = await getMetadata(fileRef);
      expect(again.generation).toBe(first.generation);
      expect(again.customMetadata).toEqual({ uploadedBy: 'alice', workspaceId: 'team' });

      expect((await fetch(`${url}/_emulator/reset`, { method: 'POST' })).status).toBe(200);
      expect(await errorCode(getMetadata(fileRef))).toBe('storage/object-not-found');
    });

    await withEmulator(async (clients) => {
      const fileRef = ref(clients.storage(ALICE), 'videos/team/kept.mp4');
      expect(await errorCode(getMetadata(fileRef))).toBe('storage/object-not-found');
    });
  });

  it('replacing an object leaves one blob on disk', async () => {
    await withEmulator(async (clients) => {
      const fileRef = ref(clients.storage(ALICE), 'videos/team/replaced.mp4');
      await uploadBytes(fileRef, randomData(100), video);
      const replacement = randomData(200);
      await uploadBytes(fileRef, replacement, video);
      expect(sha256(await getBytes(fileRef))).toBe(sha256(replacement));
    });
    expect(await readdir(join(dataDir, 'blobs'))).toHaveLength(1);
    expect(await readdir(join(dataDir, 'objects'))).toHaveLength(1);
  });
});
