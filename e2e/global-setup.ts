/**
 * Runs once before the specs: starts the chat emulator and the storage stand-in on the test
 * stack's ports (as the functions integration tests do), then seeds the demo accounts (admin,
 * alice, bob).
 */
import { TEST_PROJECT_ID } from '@crewspace/common/local-config';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { TEST_CLIENT_ENV } from '../scripts/lib/emulator-env';
import { seedDemoData } from '../scripts/lib/seed-demo';
import { startTestStandIns } from '../scripts/lib/test-stand-ins';

export default async function setup(): Promise<() => Promise<void>> {
  // The stand-ins first: the functions that sync workspaces to chat run while we seed.
  const stopStandIns = await startTestStandIns();
  Object.assign(process.env, TEST_CLIENT_ENV);
  const app = initializeApp({ projectId: TEST_PROJECT_ID }, 'e2e-seed');
  await seedDemoData(app);
  await deleteApp(app);
  return stopStandIns;
}
