/** The profile hooks: the user's own document, live, and saving its editable fields. */
import { useFirestore } from 'reactfire';
import { useDocData, type LiveState } from '@/lib/firebase/live-data';
import { updateUserProfile, userRef, type UserProfile } from './user-doc';

/** users/{uid}, live; null until the auth trigger has created it. */
export function useUserDoc(uid: string): LiveState<UserProfile | null> {
  return useDocData(userRef(useFirestore(), uid));
}

/**
 * Saves the signed-in user's display name and photo URL, trimmed, against the stored document
 * (`current`: what changed, and which change slot is free).
 */
export function useUpdateProfile(uid: string) {
  const db = useFirestore();
  return (
    input: { displayName: string; photoURL: string },
    current: Pick<UserProfile, 'displayName' | 'photoURL' | 'profileChanges'>,
  ) =>
    updateUserProfile(
      db,
      uid,
      { displayName: input.displayName.trim(), photoURL: input.photoURL.trim() },
      current,
    );
}
