/** usernames/{lowercase}: readable by anyone, one name at a time; only the callable writes it. */
import type { UsernameDoc } from '@crewspace/common/models';
import { doc, getDoc, type Firestore } from 'firebase/firestore';
import { readOnlyConverter } from '@/lib/firebase/converter';
import { usernameKey } from '../username';

interface Username {
  uid: string;
  display: string;
}

const usernameConverter = readOnlyConverter<Username, UsernameDoc>('Username', (id, data) => ({
  uid: data.uid,
  display: data.display ?? id,
}));

export type Availability = { available: true } | { available: false; ownedByYou: boolean };

/** Reads usernames/{lowercase}: free when it does not exist. */
export async function checkUsername(
  db: Firestore,
  username: string,
  uid: string | null,
): Promise<Availability> {
  const ref = doc(db, 'usernames', usernameKey(username)).withConverter(usernameConverter);
  const taken = await getDoc(ref);
  return taken.exists()
    ? { available: false, ownedByYou: taken.data().uid === uid }
    : { available: true };
}
