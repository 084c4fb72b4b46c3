/**
 * Global setup of the functions integration tests: the functions emulator talks to the chat and
 * storage stand-ins on the test ports (functions/.env.demo-crewspace-test), so start both.
 */
import {
  LOCAL_STREAM_API_KEY,
  LOCAL_STREAM_API_SECRET,
  TEST_PORTS,
  TEST_PROJECT_ID,
} from '@crewspace/common/local-config';
import { startChatEmulator } from '@crewspace/chat-emulator/server';
import { startStorageEmulator } from '@crewspace/storage-emulator/server';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default async function setup(): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'crewspace-storage-'));
  const chat = await startChatEmulator({
    port: TEST_PORTS.chat,
    apiKey: LOCAL_STREAM_API_KEY,
    apiSecret: LOCAL_STREAM_API_SECRET,
  });
  // Canvas images: membership comes from the test stack's Firestore emulator.
  const storage = await startStorageEmulator({
    port: TEST_PORTS.storage,
    dataDir,
    firestore: { host: `127.0.0.1:${TEST_PORTS.firestore}`, projectId: TEST_PROJECT_ID },
  });
  return async () => {
    await Promise.all([chat.close(), storage.close()]);
    await rm(dataDir, { recursive: true, force: true });
  };
}
