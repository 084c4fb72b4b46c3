import { LOCAL_PROJECT_ID, LOCAL_STORAGE_BUCKET } from '@crewspace/common/local-config';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { getBytes, getDownloadURL, getMetadata, ref } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomData, sha256 } from './test-support/bytes';
import { ALICE, SdkClients } from './test-support/sdk-clients';
import { startTestEmulator, type TestEmulator } from './test-support/test-emulator';

/** firebase-admin's bucket().file() calls, which speak the GCS JSON API, against the server. */

let emulator: TestEmulator;
let admin: App;
let clients: SdkClients;

beforeAll(async () => {
  emulator = await startTestEmulator();
  // Vitest runs each file in its own process, so this reaches only this file's admin SDK.
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${emulator.port}`;
  delete process.env.STORAGE_EMULATOR_HOST;
  admin = initializeApp(
    { projectId: LOCAL_PROJECT_ID, storageBucket: LOCAL_STORAGE_BUCKET },
    'admin',
  );
  clients = new SdkClients(emulator.port);
});

afterAll(async () => {
  await clients.dispose();
  await deleteApp(admin);
  await emulator.dispose();
});

function bucket() {
  return getStorage(admin).bucket();
}

describe('firebase-admin bucket().file()', () => {
  it('save (resumable) → getMetadata → download → delete', async () => {
    const data = randomData(300_000);
    const file = bucket().file('videos/team/admin upload.mp4');
    await file.save(Buffer.from(data), {
      contentType: 'video/mp4',
      metadata: { metadata: { uploadedBy: 'admin' } },
    });

    const [metadata] = await file.getMetadata();
    expect(metadata).toMatchObject({
      name: 'videos/team/admin upload.mp4',
      bucket: LOCAL_STORAGE_BUCKET,
      contentType: 'video/mp4',
      size: String(data.length),
      metadata: { uploadedBy: 'admin' },
    });
    expect(metadata.crc32c).toMatch(/^[A-Za-z0-9+/]{6}==$/);
    const [downloaded] = await file.download();
    expect(sha256(downloaded)).toBe(sha256(data));

    expect((await file.exists())[0]).toBe(true);
    // A generation precondition that does not hold keeps the object (412, as in GCS).
    await expect(file.delete({ ifGenerationMatch: 1 })).rejects.toMatchObject({ code: 412 });
    expect((await file.exists())[0]).toBe(true);
    await file.delete({ ifGenerationMatch: metadata.generation });
    expect((await file.exists())[0]).toBe(false);
    await expect(file.delete()).rejects.toMatchObject({ code: 404 });
  });

  it('save without resumable uses a multipart upload', async () => {
    const file = bucket().file('thumbnails/team/admin.jpg');
    await file.save(Buffer.from('jpeg bytes'), { resumable: false, contentType: 'image/jpeg' });
    const [metadata] = await file.getMetadata();
    expect(metadata).toMatchObject({ contentType: 'image/jpeg', size: '10' });
  });

  it('shares objects and download tokens with the Web SDK', async () => {
    const data = randomData(5000);
    const file = bucket().file('videos/team/shared.mp4');
    await file.save(Buffer.from(data), {
      contentType: 'video/mp4',
      metadata: {
        metadata: {
          uploadedBy: 'alice',
          workspaceId: 'team',
          firebaseStorageDownloadTokens: 'token-1',
        },
      },
    });
    const fileRef = ref(clients.storage(ALICE), 'videos/team/shared.mp4');
    expect((await getMetadata(fileRef)).customMetadata).toEqual({
      uploadedBy: 'alice',
      workspaceId: 'team',
    });
    expect(await getDownloadURL(fileRef)).toMatch(/[?&]token=token-1$/);
    expect(sha256(await getBytes(fileRef))).toBe(sha256(data));

    const [files] = await bucket().getFiles({ prefix: 'videos/team/' });
    expect(files.map((f) => f.name)).toContain('videos/team/shared.mp4');
  });
});
