import { LOCAL_PROJECT_ID } from '@crewspace/common/local-config';
import { initializeApp, type App } from 'firebase-admin/app';
import { EMULATOR_CLIENT_ENV } from '@crewspace/tooling/emulator-env';

/**
 * The admin app an administration command works on: with `--emulators` (or when the emulator host
 * variables are already set) the local emulators of `npm start`; otherwise the project in
 * GOOGLE_CLOUD_PROJECT / GCLOUD_PROJECT with Application Default Credentials.
 */
export function adminAppFor(args: readonly string[]): App {
  if (args.includes('--emulators')) Object.assign(process.env, EMULATOR_CLIENT_ENV);
  const projectId =
    process.env.GOOGLE_CLOUD_PROJECT ??
    process.env.GCLOUD_PROJECT ??
    (process.env.FIRESTORE_EMULATOR_HOST ? LOCAL_PROJECT_ID : undefined);
  return initializeApp(projectId ? { projectId } : undefined);
}
