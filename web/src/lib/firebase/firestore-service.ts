/**
 * The Firestore instance of a Firebase app, created once per app and connected to the local
 * emulator when VITE_USE_EMULATORS=true. Kept apart from app.ts so that what public routes load
 * need not include Firestore: the signed-in providers mount it (reactfire's FirestoreProvider)
 * and the feature hooks take it from there with useFirestore().
 */
import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { env } from '@/config/env';
import { firebaseApp } from './app';
import { EMULATOR_PORTS } from './emulator-ports';

const instances = new WeakMap<FirebaseApp, Firestore>();

export function firestoreService(app: FirebaseApp = firebaseApp()): Firestore {
  let firestore = instances.get(app);
  if (!firestore) {
    firestore = getFirestore(app);
    if (env.VITE_USE_EMULATORS) {
      connectFirestoreEmulator(firestore, env.VITE_EMULATOR_HOST, EMULATOR_PORTS.firestore);
    }
    instances.set(app, firestore);
  }
  return firestore;
}
