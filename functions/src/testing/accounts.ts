import { adminAuth, db } from '../lib/firebase';
import {
  signInWithPassword,
  signUpWithPassword,
  uniqueEmail,
  waitFor,
  type TestAccount,
} from './emulators';

/** A password account whose auth trigger has finished. */
export async function newAccount(label: string, email = uniqueEmail(label)): Promise<TestAccount> {
  const account = await signUpWithPassword(email, label);
  await waitFor(
    async () => ((await db.collection('users').doc(account.uid).get()).exists ? true : undefined),
    `users/${account.uid}`,
  );
  return account;
}

/**
 * An account with the given custom claims, signed in again so its token carries them. Its email
 * is verified unless `emailVerified` is false (invitations need a verified address).
 */
export async function accountWithClaims(
  label: string,
  claims: Record<string, unknown>,
  { emailVerified = true }: { emailVerified?: boolean } = {},
): Promise<TestAccount> {
  const account = await newAccount(label);
  await adminAuth.setCustomUserClaims(account.uid, claims);
  if (emailVerified) await adminAuth.updateUser(account.uid, { emailVerified: true });
  if (claims.approved === true)
    await db
      .collection('users')
      .doc(account.uid)
      .update({ isApproved: true, approvalStatus: 'approved' });
  return signInWithPassword(account.email);
}

export function approvedAccount(
  label: string,
  options?: { emailVerified?: boolean },
): Promise<TestAccount> {
  return accountWithClaims(label, { approved: true }, options);
}
