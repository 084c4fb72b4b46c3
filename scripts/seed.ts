/** `npm run seed`: waits for the local emulators, then seeds the demo accounts and prints them. */
import { LOCAL_PORTS, LOCAL_PROJECT_ID } from '@crewspace/common/local-config';
import { initializeApp } from 'firebase-admin/app';
import { setTimeout as sleep } from 'node:timers/promises';
import { EMULATOR_CLIENT_ENV } from './lib/emulator-env';
import { DEMO_LOGINS, seedDemoData } from './lib/seed-demo';

Object.assign(process.env, EMULATOR_CLIENT_ENV);

/** The functions emulator is last to come up; the trigger must be loaded before accounts exist. */
async function waitForFunctions(timeoutMs = 180_000): Promise<void> {
  const url = `http://127.0.0.1:${LOCAL_PORTS.functions}/${LOCAL_PROJECT_ID}/us-central1/api/health`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await fetch(url).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 404) return; // the api function answers: it is loaded
    if (Date.now() > deadline) throw new Error('The functions emulator did not come up in time.');
    await sleep(500);
  }
}

await waitForFunctions();
await seedDemoData(initializeApp({ projectId: LOCAL_PROJECT_ID }));
console.info('\nDemo accounts (password sign-in):');
for (const login of DEMO_LOGINS) {
  console.info(`  ${login.key.padEnd(6)} ${login.email.padEnd(24)} ${login.password}`);
}
