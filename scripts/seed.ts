/** `npm run seed`: waits for the local emulators, then seeds the demo accounts and prints them. */
import { LOCAL_PORTS, LOCAL_PROJECT_ID } from '@crewspace/common/local-config';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { setTimeout as sleep } from 'node:timers/promises';
import { EMULATOR_CLIENT_ENV } from '@crewspace/tooling/emulator-env';
import { DEMO_LOGINS, seedDemoData } from '@crewspace/tooling/seed-demo';

Object.assign(process.env, EMULATOR_CLIENT_ENV);

/** True once `url` answers at all (any status). */
async function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    () => true,
    () => false,
  );
}

/** True once our `api` function is loaded: its router answers unknown paths with a JSON 404. */
async function apiLoaded(): Promise<boolean> {
  const url = `http://127.0.0.1:${LOCAL_PORTS.functions}/${LOCAL_PROJECT_ID}/us-central1/api/health`;
  const body = await fetch(url).then(
    (res) => res.json().catch(() => null) as Promise<{ error?: { code?: string } } | null>,
    () => null,
  );
  return body?.error?.code === 'not-found';
}

/** Waits for Auth, Firestore and the loaded functions: the trigger must exist before accounts. */
async function waitForEmulators(timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ready =
      (await answers(`http://127.0.0.1:${LOCAL_PORTS.auth}/`)) &&
      (await answers(`http://127.0.0.1:${LOCAL_PORTS.firestore}/`)) &&
      (await apiLoaded());
    if (ready) return;
    if (Date.now() > deadline) throw new Error('The emulators did not come up in time.');
    await sleep(500);
  }
}

await waitForEmulators();
const app = initializeApp({ projectId: LOCAL_PROJECT_ID });

/**
 * The functions emulator registers the auth trigger a moment after the HTTP functions, so an
 * account created in between never gets its user document. Such accounts are deleted and the
 * seed runs once more.
 */
async function dropAccountsTheTriggerMissed(): Promise<void> {
  for (const login of DEMO_LOGINS) {
    const user = await getAuth(app)
      .getUserByEmail(login.email)
      .catch(() => null);
    if (user && !(await getFirestore(app).collection('users').doc(user.uid).get()).exists) {
      await getAuth(app).deleteUser(user.uid);
    }
  }
}

await seedDemoData(app).catch(async (error: unknown) => {
  console.warn(`Seeding again: ${error instanceof Error ? error.message : String(error)}`);
  await dropAccountsTheTriggerMissed();
  await seedDemoData(app);
});
console.info('\nDemo accounts (password sign-in):');
for (const login of DEMO_LOGINS) {
  console.info(`  ${login.key.padEnd(6)} ${login.email.padEnd(24)} ${login.password}`);
}
