import { readDoc } from '../../../lib/firebase/firestore';
import { usernameRef } from '../../../lib/firebase/refs';
import { usernameKey } from '../username';

export type Availability = { available: true } | { available: false; ownedByYou: boolean };

/** Reads usernames/{lowercase}: free when it does not exist. */
export async function checkUsername(username: string, uid: string | null): Promise<Availability> {
  const taken = await readDoc(usernameRef(usernameKey(username)));
  return taken ? { available: false, ownedByYou: taken.uid === uid } : { available: true };
}
