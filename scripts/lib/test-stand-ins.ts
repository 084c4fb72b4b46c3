/**
 * The chat emulator and the storage stand-in on the test stack's ports, in this process: the
 * functions integration tests and the browser tests start them, and the functions emulator
 * reaches them through functions/.env.demo-crewspace-test. The chat emulator's webhook points at
 * the test stack's functions, as `chat:setup` points a Stream app's, so mentions notify.
 */
import {
  LOCAL_STREAM_API_KEY,
  LOCAL_STREAM_API_SECRET,
  localStreamWebhookUrl,
  TEST_PORTS,
  TEST_PROJECT_ID,
} from '@crewspace/common/local-config';
import { startChatEmulator } from '@crewspace/chat-emulator/server';
import { startStorageEmulator } from '@crewspace/storage-emulator/server';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Starts both; the returned function stops them and removes the stored files. */
export async function startTestStandIns(): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'crewspace-storage-'));
  const chat = await startChatEmulator({
    port: TEST_PORTS.chat,
    apiKey: LOCAL_STREAM_API_KEY,
    apiSecret: LOCAL_STREAM_API_SECRET,
    webhookUrl: localStreamWebhookUrl(TEST_PORTS.functions, TEST_PROJECT_ID),
  });
  // Membership and storage usage come from the test stack's Firestore emulator; uploads and
  // deletions reach its functions (storage usage) as Storage's events.
  const storage = await startStorageEmulator({
    port: TEST_PORTS.storage,
    dataDir,
    firestore: { host: `127.0.0.1:${TEST_PORTS.firestore}`, projectId: TEST_PROJECT_ID },
    functions: { host: `127.0.0.1:${TEST_PORTS.functions}`, projectId: TEST_PROJECT_ID },
  });
  return async () => {
    await Promise.all([chat.close(), storage.close()]);
    await rm(dataDir, { recursive: true, force: true });
  };
}
