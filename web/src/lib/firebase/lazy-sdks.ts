/**
 * Firestore and Functions for code that runs before sign-in (the pending account's watch, the
 * username check and claim): imported on first use, so the public routes' bundle holds neither
 * SDK.
 */
import type { FirebaseApp } from 'firebase/app';
import type { Firestore } from 'firebase/firestore';
import type { Functions } from 'firebase/functions';

export async function loadFirestore(app: FirebaseApp): Promise<Firestore> {
  return (await import('./firestore-service')).firestoreService(app);
}

export async function loadFunctions(app: FirebaseApp): Promise<Functions> {
  return (await import('./functions-service')).functionsService(app);
}
