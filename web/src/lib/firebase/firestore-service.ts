/**
 * The Firestore instance, created lazily once and connected to the local emulator when
 * VITE_USE_EMULATORS=true. Kept apart from app.ts so that what public routes load need not
 * include Firestore: the signed-in providers mount it (reactfire's FirestoreProvider) and the
 * feature hooks take it from there with useFirestore().
 */
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { env } from '@/config/env';
import { firebaseApp } from './app';
import { EMULATOR_PORTS } from './emulator-ports';

let firestore: Firestore | undefined;

export function firestoreService(): Firestore {
  if (!firestore) {
    firestore = getFirestore(firebaseApp());
    if (env.VITE_USE_EMULATORS) {
      connectFirestoreEmulator(firestore, env.VITE_EMULATOR_HOST, EMULATOR_PORTS.firestore);
    }
  }
  return firestore;
}
