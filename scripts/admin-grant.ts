/**
 * `npm run admin:grant -- <email> [--emulators]`: makes an account an approved admin.
 * With --emulators (or when the emulator host variables are set) it talks to the local
 * emulators; otherwise to the project in GOOGLE_CLOUD_PROJECT / GCLOUD_PROJECT with
 * Application Default Credentials.
 */
import { z } from 'zod';
import { grantAdmin } from '@crewspace/tooling/accounts';
import { adminAppFor } from './lib/admin-app';

const args = process.argv.slice(2);
const email = z
  .string()
  .email()
  .safeParse(args.find((arg) => !arg.startsWith('--')));
if (!email.success) {
  console.error('Usage: npm run admin:grant -- <email> [--emulators]');
  process.exit(2);
}
try {
  const user = await grantAdmin(adminAppFor(args), email.data);
  console.info(
    `${user.email} (${user.uid}) is now an approved admin. They must sign in again to use it.`,
  );
} catch (error) {
  console.error(
    `Could not grant admin to ${email.data}: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
