/**
 * The Firebase app and the one service every route needs (Auth), each created lazily once.
 * Firestore and Functions have their own modules (firestore-service.ts, functions-service.ts) so
 * public routes need not load them. The only place besides those two and storage.ts that connects
 * to the local emulators, and only when VITE_USE_EMULATORS=true.
 */
import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { env } from '@/config/env';
import { EMULATOR_PORTS } from './emulator-ports';

let app: FirebaseApp | undefined;
let auth: Auth | undefined;

export function firebaseApp(): FirebaseApp {
  app ??=
    getApps()[0] ??
    initializeApp({
      apiKey: env.VITE_FIREBASE_API_KEY,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: env.VITE_FIREBASE_PROJECT_ID,
      storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
      appId: env.VITE_FIREBASE_APP_ID,
      ...(env.VITE_FIREBASE_MEASUREMENT_ID
        ? { measurementId: env.VITE_FIREBASE_MEASUREMENT_ID }
        : {}),
    });
  return app;
}

export function authService(): Auth {
  if (!auth) {
    auth = getAuth(firebaseApp());
    if (env.VITE_USE_EMULATORS) {
      const url = `http://${env.VITE_EMULATOR_HOST}:${EMULATOR_PORTS.auth}`;
      connectAuthEmulator(auth, url, { disableWarnings: true });
    }
  }
  return auth;
}
