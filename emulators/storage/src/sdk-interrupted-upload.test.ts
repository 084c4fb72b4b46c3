import { getBytes, ref, uploadBytesResumable } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomData, sha256 } from './test-support/bytes';
import { startFlakyProxy, type FlakyProxy } from './test-support/flaky-proxy';
import { ALICE, SdkClients } from './test-support/sdk-clients';
import { startTestEmulator, type TestEmulator } from './test-support/test-emulator';

/**
 * A connection dies in the middle of a chunk. The SDK re-sends the chunk from the same offset;
 * the server must have dropped the partial bytes, so the object ends up byte-identical.
 */

let emulator: TestEmulator;
let proxy: FlakyProxy;
let clients: SdkClients;

beforeAll(async () => {
  emulator = await startTestEmulator();
  proxy = await startFlakyProxy(emulator.port);
  clients = new SdkClients(proxy.port);
});

afterAll(async () => {
  await clients.dispose();
  await proxy.close();
  await emulator.dispose();
});

describe('interrupted resumable upload', () => {
  it('resumes after the socket drops mid-chunk and stores identical bytes', async () => {
    const storage = clients.storage(ALICE);
    const data = randomData(3 * 1024 * 1024 + 17);
    const fileRef = ref(storage, 'videos/team/interrupted.mp4');
    // Past the 256 KiB first chunk, inside the 512 KiB second one.
    proxy.dropAfter(600 * 1024);
    const { metadata } = await uploadBytesResumable(fileRef, data, {
      contentType: 'video/mp4',
      customMetadata: { uploadedBy: 'alice', workspaceId: 'team' },
    });
    expect(proxy.drops).toBe(1);
    expect(metadata.size).toBe(data.length);
    expect(sha256(await getBytes(fileRef))).toBe(sha256(data));
  });
});
