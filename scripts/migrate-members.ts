/**
 * `npm run migrate:members -- [--dry-run] [--emulators]`: moves workspace membership from the
 * workspace document's arrays and the workspaceRoles records to member documents
 * (scripts/lib/migrate-members.ts). Safe to run again. With --emulators it migrates the local
 * emulators (`npm start`'s data); otherwise the project in GOOGLE_CLOUD_PROJECT with Application
 * Default Credentials, which is what a deployment runs once.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { adminAppFor } from './lib/admin-app';
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
try {
  const db = getFirestore(adminAppFor(args));
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
