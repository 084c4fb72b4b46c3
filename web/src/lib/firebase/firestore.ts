/** Reading and writing through the typed refs: live listeners, one-off reads and writes. */
import {
  getDoc,
  getDocs,
  onSnapshot,
  updateDoc,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type Query,
} from 'firebase/firestore';
import { firebaseServices } from './app';
import { notificationRef, userRef } from './refs';

export type Unsubscribe = () => void;

/** Live document: `null` while it does not exist. */
export function listenToDoc<T, D extends DocumentData>(
  ref: DocumentReference<T, D>,
  onNext: (value: T | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(ref, (snapshot) => onNext(snapshot.exists() ? snapshot.data() : null), onError);
}

/** Live query results, in query order. */
export function listenToQuery<T, D extends DocumentData>(
  q: Query<T, D>,
  onNext: (values: T[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(q, (snapshot) => onNext(snapshot.docs.map((docSnap) => docSnap.data())), onError);
}

export async function readDoc<T, D extends DocumentData>(ref: DocumentReference<T, D>): Promise<T | null> {
  const snapshot = await getDoc(ref);
  return snapshot.exists() ? snapshot.data() : null;
}

export async function readQuery<T, D extends DocumentData>(q: Query<T, D>): Promise<T[]> {
  const snapshot = await getDocs(q);
  return snapshot.docs.map((docSnap) => docSnap.data());
}

/** The only profile fields a user may change (firestore.rules). */
export async function updateUserProfile(
  uid: string,
  changes: { displayName: string; photoURL: string },
): Promise<void> {
  await updateDoc(userRef(uid), changes);
}

/** Marks notifications read in batched writes (one batch per 500, Firestore's batch limit). */
export async function markNotificationsRead(ids: readonly string[]): Promise<void> {
  const { db } = firebaseServices();
  for (let start = 0; start < ids.length; start += 500) {
    const batch = writeBatch(db);
    for (const id of ids.slice(start, start + 500)) batch.update(notificationRef(id), { read: true });
    await batch.commit();
  }
}
