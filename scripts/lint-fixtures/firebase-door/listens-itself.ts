import { collection, getFirestore, onSnapshot } from 'firebase/firestore';

/** Opens its own Firestore and its own listener: what lib/firebase does once for every feature. */
export function listenToThings(onCount: (count: number) => void): () => void {
  return onSnapshot(collection(getFirestore(), 'things'), (snapshot) => onCount(snapshot.size));
}
