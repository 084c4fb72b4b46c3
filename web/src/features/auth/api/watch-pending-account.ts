/**
 * The pending account's watch of its own user document (always readable by its owner): its
 * approval status, and the sign-up form's display name put into it once the auth trigger has
 * written it. AuthProvider imports this module on demand, so Firestore loads for a pending account
 * only, never for a visitor.
 */
import type { ApprovalStatus } from '@crewspace/common/models';
import type { Firestore } from 'firebase/firestore';
import { updateUserProfile, userRef } from '@/features/profile';
import { docValue$ } from '@/lib/firebase/snapshots';
import { displayNameToSync } from './initialize-account';

/**
 * Calls back with the document's approval status ('missing' before the trigger wrote it).
 * @public (AuthProvider imports it on demand, beside Firestore, which knip cannot follow.)
 */
export function watchPendingAccount(
  db: Firestore,
  uid: string,
  displayName: string | null,
  onStatus: (status: ApprovalStatus | 'missing') => void,
): () => void {
  let synced = false;
  const subscription = docValue$(userRef(db, uid)).subscribe({
    next: (profile) => {
      onStatus(profile ? profile.approvalStatus : 'missing');
      const name = profile && !synced ? displayNameToSync(profile, displayName) : null;
      if (profile && name) {
        synced = true;
        updateUserProfile(
          db,
          uid,
          { displayName: name, photoURL: profile.photoURL },
          profile,
        ).catch((cause: unknown) => console.warn('Display name sync failed', cause));
      }
    },
    error: (cause: unknown) => console.warn('Could not watch the approval state', cause),
  });
  return () => subscription.unsubscribe();
}
