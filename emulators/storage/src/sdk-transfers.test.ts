import {
  getBytes,
  getDownloadURL,
  getMetadata,
  getStream,
  ref,
  uploadBytes,
  uploadBytesResumable,
  type UploadTaskSnapshot,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, randomData, sha256 } from './test-support/bytes';
import { ALICE, SdkClients } from './test-support/sdk-clients';
import { startTestEmulator, type TestEmulator } from './test-support/test-emulator';

/** Uploads and downloads through the unmodified firebase/storage Web SDK, compared byte for byte. */

let emulator: TestEmulator;
let clients: SdkClients;
const mine = { customMetadata: { uploadedBy: 'alice', workspaceId: 'team' } };

beforeAll(async () => {
  emulator = await startTestEmulator();
  clients = new SdkClients(emulator.port);
});

afterAll(async () => {
  await clients.dispose();
  await emulator.dispose();
});

async function streamSha256(stream: AsyncIterable<Uint8Array>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return sha256(Buffer.concat(chunks));
}

describe('uploads and downloads through the Web SDK', () => {
  it('uploadBytes (multipart) and every download path return the same bytes', async () => {
    const storage = clients.storage(ALICE);
    const data = randomData(100_000);
    const fileRef = ref(storage, 'videos/team/small clip #1.mp4');
    const { metadata } = await uploadBytes(fileRef, data, { contentType: 'video/mp4', ...mine });
    expect(metadata).toMatchObject({
      fullPath: 'videos/team/small clip #1.mp4',
      name: 'small clip #1.mp4',
      size: data.length,
      contentType: 'video/mp4',
      customMetadata: { uploadedBy: 'alice', workspaceId: 'team' },
    });

    expect(sha256(await getBytes(fileRef))).toBe(sha256(data));
    expect(await streamSha256(getStream(fileRef))).toBe(sha256(data));
    const url = await getDownloadURL(fileRef);
    expect(url).toContain(`${emulator.url}/v0/b/`);
    // The download URL carries its token, so it works without any auth header, like <video src>.
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(sha256(await response.arrayBuffer())).toBe(sha256(data));
  });

  it('uploadBytesResumable sends several chunks and stores them in order', async () => {
    const storage = clients.storage(ALICE);
    // 256K + 512K + 1M + 2M chunks, then the remainder with finalize.
    const data = randomData(5 * 1024 * 1024 + 4321);
    const fileRef = ref(storage, 'videos/team/resumable.mp4');
    const task = uploadBytesResumable(fileRef, data, { contentType: 'video/mp4', ...mine });
    const progress: number[] = [];
    task.on('state_changed', (snapshot) => progress.push(snapshot.bytesTransferred));
    const { metadata } = await task;
    expect(metadata.size).toBe(data.length);
    expect(progress.length).toBeGreaterThanOrEqual(4);
    expect(progress.at(-1)).toBe(data.length);
    expect(sha256(await getBytes(fileRef))).toBe(sha256(data));
  });

  it('pauses between chunks and resumes to the same bytes', async () => {
    const storage = clients.storage(ALICE);
    const data = randomData(2 * 1024 * 1024);
    const fileRef = ref(storage, 'videos/team/paused.mp4');
    const task = uploadBytesResumable(fileRef, data, { contentType: 'video/mp4', ...mine });
    const states: string[] = [];
    let paused = false;
    task.on('state_changed', (snapshot: UploadTaskSnapshot) => {
      states.push(snapshot.state);
      if (!paused && snapshot.bytesTransferred > 0) {
        paused = task.pause();
        setTimeout(() => task.resume(), 200);
      }
    });
    await task;
    expect(paused).toBe(true);
    expect(states).toContain('paused');
    expect(sha256(await getBytes(fileRef))).toBe(sha256(data));
  });

  it('cancel stops the upload and leaves no object behind', async () => {
    const storage = clients.storage(ALICE);
    const fileRef = ref(storage, 'videos/team/cancelled.mp4');
    const task = uploadBytesResumable(fileRef, randomData(3 * 1024 * 1024), {
      contentType: 'video/mp4',
      ...mine,
    });
    task.on('state_changed', (snapshot) => {
      if (snapshot.bytesTransferred > 0) task.cancel();
    });
    expect(await errorCode(Promise.resolve(task))).toBe('storage/canceled');
    expect(await errorCode(getMetadata(fileRef))).toBe('storage/object-not-found');
  });

  it('serves byte ranges: 206 with Content-Range, and getBytes with a size limit', async () => {
    const storage = clients.storage(ALICE);
    const data = randomData(50_000);
    const fileRef = ref(storage, 'videos/team/ranged.mp4');
    await uploadBytes(fileRef, data, { contentType: 'video/mp4', ...mine });

    expect(sha256(await getBytes(fileRef, 1000))).toBe(sha256(data.subarray(0, 1000)));
    const url = await getDownloadURL(fileRef);
    const partial = await fetch(url, { headers: { Range: 'bytes=1000-1999' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe(`bytes 1000-1999/${data.length}`);
    expect(sha256(await partial.arrayBuffer())).toBe(sha256(data.subarray(1000, 2000)));
    const tail = await fetch(url, { headers: { Range: 'bytes=-10' } });
    expect(sha256(await tail.arrayBuffer())).toBe(sha256(data.subarray(-10)));
    const beyond = await fetch(url, { headers: { Range: `bytes=${data.length}-` } });
    expect(beyond.status).toBe(416);
  });

  it('an empty file round-trips', async () => {
    const fileRef = ref(clients.storage(ALICE), 'videos/team/empty.mp4');
    const { metadata } = await uploadBytes(fileRef, new Uint8Array(0), {
      contentType: 'video/mp4',
      ...mine,
    });
    expect(metadata.size).toBe(0);
    expect((await getBytes(fileRef)).byteLength).toBe(0);
  });
});
