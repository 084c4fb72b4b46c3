/**
 * users/{uid}: the account's profile and approval state. Its owner reads it and changes only the
 * name and photo (firestore.rules); site admins read and list every account (the admin console
 * builds its queries on `usersCollection`). The auth trigger and callables write the rest.
 */
import {
  APPROVAL_STATUSES,
  type ApprovalStatus,
  type UserDoc,
  type UserRole,
} from '@crewspace/common/models';
import {
  collection,
  doc,
  serverTimestamp,
  updateDoc,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
  type Timestamp,
} from 'firebase/firestore';
import { trackWrite } from '@/lib/firebase/pending-writes';
import { readOnlyConverter, toDate } from '@/lib/firebase/converter';
import {
  ProfileChangeLimitError,
  nextProfileChangeSlot,
  type ProfileChanges,
} from '../profile-changes';

export interface UserProfile {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string;
  role: UserRole;
  isApproved: boolean;
  approvalStatus: ApprovalStatus;
  username: string | null;
  createdAt: Date | null;
  /** When the recent name or photo changes were made, by slot (see profile-changes.ts). */
  profileChanges: ProfileChanges;
}

const userConverter = readOnlyConverter<UserProfile, UserDoc<Timestamp>>('User', (id, data) => ({
  uid: data.uid ?? id,
  email: data.email ?? '',
  displayName: data.displayName ?? '',
  photoURL: data.photoURL ?? '',
  role: data.role === 'admin' ? 'admin' : 'user',
  isApproved: data.isApproved === true,
  // Accounts made before the status existed: derived from the flag.
  approvalStatus:
    data.approvalStatus && APPROVAL_STATUSES.includes(data.approvalStatus)
      ? data.approvalStatus
      : data.isApproved === true
        ? 'approved'
        : 'pending',
  username: data.username ?? null,
  createdAt: toDate(data.createdAt),
  profileChanges: Object.fromEntries(
    Object.entries(data.profileChanges ?? {}).flatMap(([slot, at]) => {
      const date = toDate(at);
      return date ? [[slot, date]] : [];
    }),
  ),
}));

export function usersCollection(
  db: Firestore,
): CollectionReference<UserProfile, UserDoc<Timestamp>> {
  return collection(db, 'users').withConverter(userConverter);
}

export function userRef(
  db: Firestore,
  uid: string,
): DocumentReference<UserProfile, UserDoc<Timestamp>> {
  return doc(usersCollection(db), uid);
}

/**
 * The only profile fields a user may change (firestore.rules), compared with `current` (the
 * stored document): nothing is written when nothing changed, and a change stamps the slot
 * nextProfileChangeSlot picks, or fails with ProfileChangeLimitError when none is free.
 */
export async function updateUserProfile(
  db: Firestore,
  uid: string,
  changes: { displayName: string; photoURL: string },
  current: Pick<UserProfile, 'displayName' | 'photoURL' | 'profileChanges'>,
): Promise<void> {
  if (changes.displayName === current.displayName && changes.photoURL === current.photoURL) return;
  const choice = nextProfileChangeSlot(current.profileChanges, new Date());
  if (choice.slot === null) throw new ProfileChangeLimitError(choice.freeAt);
  await trackWrite(
    updateDoc(doc(db, 'users', uid), {
      ...changes,
      profileChangeSlot: choice.slot,
      [`profileChanges.${choice.slot}`]: serverTimestamp(),
    }),
  );
}
