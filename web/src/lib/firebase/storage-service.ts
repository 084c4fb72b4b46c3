/**
 * The Storage instance of a Firebase app, created once per app and connected to the local
 * stand-in when VITE_USE_EMULATORS=true. Behind the door (sdks.tsx): the signed-in providers
 * (signed-in-sdks.tsx) mount it in reactfire's StorageProvider, and the feature hooks take it from
 * there with useStorage() and hand it to the verbs of storage.ts.
 */
import type { FirebaseApp } from 'firebase/app';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { env } from '@/config/env';
import { EMULATOR_PORTS } from './emulator-ports';

const instances = new WeakMap<FirebaseApp, FirebaseStorage>();

export function storageService(app: FirebaseApp): FirebaseStorage {
  let instance = instances.get(app);
  if (!instance) {
    instance = getStorage(app);
    if (env.VITE_USE_EMULATORS) {
      connectStorageEmulator(instance, env.VITE_EMULATOR_HOST, EMULATOR_PORTS.storage);
    }
    instances.set(app, instance);
  }
  return instance;
}
