/**
 * The Firestore instance of a Firebase app, created once per app and connected to the local
 * emulator when VITE_USE_EMULATORS=true. Behind the door (sdks.tsx), which imports it on demand
 * so that what public routes load need not include Firestore; the signed-in providers
 * (signed-in-sdks.tsx) mount it in reactfire's FirestoreProvider and the feature hooks take it
 * from there with useFirestore().
 *
 * **Offline cache.** Firestore keeps what the app has read, and the writes the server has not
 * acknowledged yet, in IndexedDB (`persistentLocalCache`), shared by the app's open tabs
 * (`persistentMultipleTabManager`): a page opens from the cache at once and stays readable
 * offline, and a write made offline survives a reload and is sent when the connection returns.
 *
 * **The cache belongs to one user.** Its owner is remembered (firestore-cache-owner.ts).
 * `clearFirestoreCache` deletes it (the auth layer calls it once nobody is signed in, so a shared
 * computer keeps nothing of the last user), and an instance started for someone else than the
 * owner deletes it before its first read: `clearIndexedDbPersistence` is queued on the instance
 * before anything can use it, and Firestore runs its work in order.
 */
import type { FirebaseApp } from 'firebase/app';
import {
  clearIndexedDbPersistence,
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { env } from '@/config/env';
import { EMULATOR_PORTS } from './emulator-ports';
import {
  firestoreCacheOwner,
  mustClearBeforeUse,
  setFirestoreCacheOwner,
} from './firestore-cache-owner';
import { resetWriteState } from './pending-writes';

const instances = new WeakMap<FirebaseApp, Firestore>();

function createFirestore(app: FirebaseApp): Firestore {
  const firestore = initializeFirestore(app, {
    localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
  });
  if (env.VITE_USE_EMULATORS) {
    connectFirestoreEmulator(firestore, env.VITE_EMULATOR_HOST, EMULATOR_PORTS.firestore);
  }
  return firestore;
}

/**
 * The app's Firestore for `uid`, the signed-in user (null: a visitor, before sign-in). A cache
 * another user left is deleted before this instance reads anything.
 */
export function firestoreService(app: FirebaseApp, uid: string | null = null): Firestore {
  let firestore = instances.get(app);
  if (!firestore) {
    firestore = createFirestore(app);
    instances.set(app, firestore);
    if (mustClearBeforeUse(firestoreCacheOwner(), uid)) {
      clearIndexedDbPersistence(firestore).catch((cause: unknown) => {
        // Only a started instance refuses, and this one has not started; say so if it ever does.
        console.error('Could not delete the previous user’s offline cache', cause);
      });
    }
  }
  // A visitor's instance (public documents only) becomes the user's once they sign in.
  const owner = firestoreCacheOwner();
  if (uid !== null ? owner !== uid : owner === null) setFirestoreCacheOwner(uid ?? '');
  return firestore;
}

let clearing: Promise<void> | null = null;

/**
 * Deletes Firestore's offline cache: stops this tab's instance (the next `firestoreService`
 * starts a fresh one) and deletes the IndexedDB database, which also stops the other tabs'
 * instances (Firestore closes a tab's cache when another deletes it). Writes not yet
 * acknowledged are deleted with it. A call while one runs shares it.
 */
export function clearFirestoreCache(app: FirebaseApp): Promise<void> {
  clearing ??= deleteCache(app).finally(() => {
    clearing = null;
  });
  return clearing;
}

async function deleteCache(app: FirebaseApp): Promise<void> {
  const owner = firestoreCacheOwner();
  const running = instances.get(app);
  instances.delete(app);
  // Never started in this tab: an instance that does not start is enough to name the database.
  const firestore = running ?? createFirestore(app);
  await terminate(firestore);
  resetWriteState();
  await clearIndexedDbPersistence(firestore);
  // Unless someone signed in meanwhile, whose new instance owns the cache now.
  if (firestoreCacheOwner() === owner) setFirestoreCacheOwner(null);
}
