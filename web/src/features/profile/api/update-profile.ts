import { updateUserProfile } from '../../../lib/firebase/firestore';

/** Saves the display name and photo URL (the only fields the rules let a user change). */
export async function updateProfile(
  uid: string,
  input: { displayName: string; photoURL: string },
): Promise<void> {
  await updateUserProfile(uid, {
    displayName: input.displayName.trim(),
    photoURL: input.photoURL.trim(),
  });
}
