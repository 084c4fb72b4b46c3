/**
 * Firestore and Functions for code that runs before sign-in (the pending account's watch, the
 * username check and claim, deleting the offline cache after sign-out): imported on first use, so
 * the public routes' bundle holds neither SDK.
 */
import type { FirebaseApp } from 'firebase/app';
import type { Firestore } from 'firebase/firestore';
import type { Functions } from 'firebase/functions';

/** Firestore for `uid` (null: a visitor); see firestore-service.ts. */
export async function loadFirestore(app: FirebaseApp, uid: string | null): Promise<Firestore> {
  return (await import('./firestore-service')).firestoreService(app, uid);
}

/** Deletes Firestore's offline cache (firestore-service.ts). */
export async function clearFirestoreCache(app: FirebaseApp): Promise<void> {
  await (await import('./firestore-service')).clearFirestoreCache(app);
}

export async function loadFunctions(app: FirebaseApp): Promise<Functions> {
  return (await import('./functions-service')).functionsService(app);
}
