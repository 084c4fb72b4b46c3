/**
 * Global setup of the integration tests: the functions emulator talks to the chat emulator on
 * its local port (functions/.env.demo-crewspace), so start one for the run.
 */
import {
  TEST_PORTS,
  LOCAL_STREAM_API_KEY,
  LOCAL_STREAM_API_SECRET,
} from './common/src/local-config';
import { startChatEmulator } from './emulators/chat/src/server';

export default async function setup(): Promise<() => Promise<void>> {
  const chat = await startChatEmulator({
    port: TEST_PORTS.chat,
    apiKey: LOCAL_STREAM_API_KEY,
    apiSecret: LOCAL_STREAM_API_SECRET,
  });
  return () => chat.close();
}
