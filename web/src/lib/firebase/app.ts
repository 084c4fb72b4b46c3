/**
 * The Firebase app and its services, created lazily once. The only place that connects to the
 * local emulators, and only when VITE_USE_EMULATORS=true.
 */
import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { env } from '../../config/env';
import { EMULATOR_PORTS } from './emulator-ports';

/** Callables are deployed to this region (functions/src/index.ts). */
export const FUNCTIONS_REGION = 'us-central1';

let services: { app: FirebaseApp; auth: Auth; db: Firestore; functions: Functions } | undefined;

function createServices() {
  const app =
    getApps()[0] ??
    initializeApp({
      apiKey: env.VITE_FIREBASE_API_KEY,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: env.VITE_FIREBASE_PROJECT_ID,
      storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
      appId: env.VITE_FIREBASE_APP_ID,
      ...(env.VITE_FIREBASE_MEASUREMENT_ID ? { measurementId: env.VITE_FIREBASE_MEASUREMENT_ID } : {}),
    });
  const auth = getAuth(app);
  const db = getFirestore(app);
  const functions = getFunctions(app, FUNCTIONS_REGION);
  if (env.VITE_USE_EMULATORS) {
    const host = env.VITE_EMULATOR_HOST;
    connectAuthEmulator(auth, `http://${host}:${EMULATOR_PORTS.auth}`, { disableWarnings: true });
    connectFirestoreEmulator(db, host, EMULATOR_PORTS.firestore);
    connectFunctionsEmulator(functions, host, EMULATOR_PORTS.functions);
  }
  return { app, auth, db, functions };
}

export function firebaseServices() {
  services ??= createServices();
  return services;
}
