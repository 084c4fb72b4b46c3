import { appendFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { getBytes, ref, uploadBytesResumable } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomData, sha256 } from './test-support/bytes';
import { ALICE, SdkClients } from './test-support/sdk-clients';
import { startTestEmulator, type TestEmulator } from './test-support/test-emulator';

/**
 * The storage service dies in the middle of a resumable upload and comes back on the same port
 * with the same data folder. The SDK keeps retrying the chunk it was sending; the session and
 * its bytes outlived the process, so the upload finishes and the object is byte-identical.
 */

/** Long enough for the SDK to meet a refused connection and back off at least once. */
const DOWN_MS = 1_500;

let dataDir: string;
let emulator: TestEmulator;
let clients: SdkClients;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'storage-emulator-restart-'));
  emulator = await startTestEmulator(dataDir);
  clients = new SdkClients(emulator.port);
});

afterAll(async () => {
  await clients.dispose();
  await emulator.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * Stops the emulator, leaves a torn chunk in the staging folder (bytes a killed process wrote
 * without answering), and starts it again on the same port after `DOWN_MS`.
 */
async function dieAndComeBack(): Promise<void> {
  const { port } = emulator;
  await emulator.close();
  const staging = join(dataDir, 'staging');
  for (const file of await readdir(staging)) {
    if (!file.endsWith('.json')) await appendFile(join(staging, file), randomData(100_000));
  }
  await sleep(DOWN_MS);
  emulator = await startTestEmulator(dataDir, { port });
}

describe('the storage service restarting mid-upload', () => {
  it('lets the resumable upload resume when it is back, with identical bytes', async () => {
    const storage = clients.storage(ALICE);
    const data = randomData(6 * 1024 * 1024 + 17);
    const fileRef = ref(storage, 'videos/team/restarted.mp4');
    const task = uploadBytesResumable(fileRef, data, {
      contentType: 'video/mp4',
      customMetadata: { uploadedBy: 'alice', workspaceId: 'team' },
    });
    let outage: Promise<void> | undefined;
    let transferredWhenDown = 0;
    task.on('state_changed', (snapshot) => {
      if (outage || snapshot.bytesTransferred === 0) return;
      transferredWhenDown = snapshot.bytesTransferred;
      outage = dieAndComeBack();
    });

    const { metadata } = await task;
    await outage;
    expect(transferredWhenDown).toBeGreaterThan(0);
    expect(transferredWhenDown).toBeLessThan(data.length);
    expect(metadata.size).toBe(data.length);
    expect(sha256(await getBytes(fileRef))).toBe(sha256(data));
    // One object stored, once.
    expect((await readdir(join(dataDir, 'blobs'))).length).toBe(1);
  });
});
