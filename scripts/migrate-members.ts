/**
 * `npm run migrate:members -- [--dry-run] [--emulators]`: moves workspace membership from the
 * workspace document's arrays and the workspaceRoles records to member documents
 * (scripts/lib/migrate-members.ts). Safe to run again. With --emulators it migrates the local
 * emulators (`npm start`'s data); otherwise the project in GOOGLE_CLOUD_PROJECT with Application
 * Default Credentials, which is what a deployment runs once.
 */
import { LOCAL_PROJECT_ID } from '@crewspace/common/local-config';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { EMULATOR_CLIENT_ENV } from './lib/emulator-env';
import { migrateMembers } from './lib/migrate-members';

const args = process.argv.slice(2);
const unknown = args.filter((arg) => !['--dry-run', '--emulators'].includes(arg));
if (unknown.length) {
  console.error(
    `Unknown argument ${unknown.join(' ')}.\nUsage: npm run migrate:members -- [--dry-run] [--emulators]`,
  );
  process.exit(2);
}
const dryRun = args.includes('--dry-run');
if (args.includes('--emulators')) Object.assign(process.env, EMULATOR_CLIENT_ENV);

const projectId =
  process.env.GOOGLE_CLOUD_PROJECT ??
  process.env.GCLOUD_PROJECT ??
  (process.env.FIRESTORE_EMULATOR_HOST ? LOCAL_PROJECT_ID : undefined);
try {
  const db = getFirestore(initializeApp(projectId ? { projectId } : undefined));
  const report = await migrateMembers(db, { dryRun });
  const verb = dryRun ? 'would move' : 'moved';
  console.info(
    `${report.workspacesSeen} workspaces seen; ${verb} ${report.workspacesMoved}: ` +
      `${report.memberDocsCreated} member documents to create, ` +
      `${report.roleRecordsDeleted} role records to delete.` +
      (dryRun ? ' Nothing was written (dry run).' : ''),
  );
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
