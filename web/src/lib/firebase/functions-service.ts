/**
 * The Functions instance of a Firebase app, created once per app and connected to the local
 * emulator when VITE_USE_EMULATORS=true. Behind the door (sdks.tsx), which imports it on demand
 * for public code that calls a function, so that what public routes load need not include the
 * Functions SDK; the signed-in providers (signed-in-sdks.tsx) mount it in reactfire's
 * FunctionsProvider.
 */
import type { FirebaseApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { env } from '@/config/env';
import { EMULATOR_PORTS } from './emulator-ports';

/** Callables are deployed to this region (functions/src/index.ts). */
export const FUNCTIONS_REGION = 'us-central1';

const instances = new WeakMap<FirebaseApp, Functions>();

export function functionsService(app: FirebaseApp): Functions {
  let functions = instances.get(app);
  if (!functions) {
    functions = getFunctions(app, FUNCTIONS_REGION);
    if (env.VITE_USE_EMULATORS) {
      connectFunctionsEmulator(functions, env.VITE_EMULATOR_HOST, EMULATOR_PORTS.functions);
    }
    instances.set(app, functions);
  }
  return functions;
}
