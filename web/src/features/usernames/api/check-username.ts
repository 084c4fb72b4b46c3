/**
 * usernames/{lowercase}: readable by anyone, one name at a time, and holding only the name's
 * spelling (never who holds it); only the callable writes it.
 */
import { doc, getDoc, type Firestore } from 'firebase/firestore';
import { firebaseErrorCode } from '@/lib/firebase/errors';
import { usernameKey } from '../username';

export type Availability = { available: true } | { available: false; ownedByYou: boolean };

/**
 * Reads usernames/{lowercase}: free when it does not exist. Whether a taken name is the user's
 * own comes from the name they hold (`heldUsername`, their users/{uid}.username). A record the
 * rules refuse to show is an older one naming its holder: the name is taken.
 */
export async function checkUsername(
  db: Firestore,
  username: string,
  heldUsername: string | null,
): Promise<Availability> {
  const key = usernameKey(username);
  const ownedByYou = heldUsername !== null && usernameKey(heldUsername) === key;
  try {
    const taken = await getDoc(doc(db, 'usernames', key));
    return taken.exists() ? { available: false, ownedByYou } : { available: true };
  } catch (error) {
    if (firebaseErrorCode(error) === 'permission-denied') return { available: false, ownedByYou };
    throw error;
  }
}
