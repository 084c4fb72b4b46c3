/**
 * The Firebase app and the services every route may need (Auth, Functions), each created lazily
 * once. Firestore has its own module (firestore-service.ts) so public routes need not load it.
 * The only place besides firestore-service.ts and storage.ts that connects to the local
 * emulators, and only when VITE_USE_EMULATORS=true.
 */
import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { env } from '@/config/env';
import { EMULATOR_PORTS } from './emulator-ports';

/** Callables are deployed to this region (functions/src/index.ts). */
export const FUNCTIONS_REGION = 'us-central1';

let app: FirebaseApp | undefined;
let auth: Auth | undefined;
let functions: Functions | undefined;

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

export function functionsService(): Functions {
  if (!functions) {
    functions = getFunctions(firebaseApp(), FUNCTIONS_REGION);
    if (env.VITE_USE_EMULATORS) {
      connectFunctionsEmulator(functions, env.VITE_EMULATOR_HOST, EMULATOR_PORTS.functions);
    }
  }
  return functions;
}
