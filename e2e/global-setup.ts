/**
 * Runs once before the specs: starts the chat emulator and the storage stand-in on the test
 * stack's ports (as the functions integration tests do), seeds the demo accounts (admin,
 * alice, bob), and loads the /api function once.
 */
import { TEST_PORTS, TEST_PROJECT_ID } from '@crewspace/common/local-config';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { TEST_CLIENT_ENV } from '@crewspace/tooling/emulator-env';
import { seedDemoData } from '@crewspace/tooling/seed-demo';
import { startTestStandIns } from '@crewspace/tooling/test-stand-ins';

export default async function setup(): Promise<() => Promise<void>> {
  // The stand-ins first: the functions that sync workspaces to chat run while we seed.
  const stopStandIns = await startTestStandIns();
  Object.assign(process.env, TEST_CLIENT_ENV);
  const app = initializeApp({ projectId: TEST_PROJECT_ID }, 'e2e-seed');
  await seedDemoData(app);
  await deleteApp(app);
  await warmApi();
  return stopStandIns;
}

/**
 * The functions emulator loads a function's code on its first request, which on a cold two-core
 * machine took longer than the chat's 10 s connect timeout for the first spec's Stream token. An
 * unsigned request (refused with 401) loads it before any spec runs.
 */
async function warmApi(): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${TEST_PORTS.hosting}/api/stream/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (response.status !== 401) {
    throw new Error(`Warming /api: expected 401 without a token, got ${response.status}`);
  }
}
