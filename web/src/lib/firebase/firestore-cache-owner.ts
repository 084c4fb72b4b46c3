/**
 * Whose data Firestore's offline cache (IndexedDB, firestore-service.ts) may hold, remembered in
 * localStorage so that any tab, and the next visit, knows without loading Firestore:
 *
 * - a uid: that user signed in and the cache holds what they read and wrote; it is deleted when
 *   they sign out, and before anyone else's session reads from it;
 * - '': only what a visitor read before signing in (a username check: public documents);
 * - null: there is no cache.
 *
 * No Firestore here: the auth layer, on every page, reads this to decide whether a cache is left
 * to delete.
 */
import { STORAGE_KEYS, readStored, writeStored } from '@/lib/browser-storage';

export function firestoreCacheOwner(): string | null {
  return readStored('local', STORAGE_KEYS.firestoreCacheOwner);
}

export function setFirestoreCacheOwner(owner: string | null): void {
  writeStored('local', STORAGE_KEYS.firestoreCacheOwner, owner);
}

/** Whether the cache may hold a signed-in user's data (which signing out must delete). */
export function cacheHoldsUserData(owner: string | null = firestoreCacheOwner()): boolean {
  return owner !== null && owner !== '';
}

/**
 * Whether a session of `uid` (null: a visitor) must delete the cache before its first read: the
 * cache holds another user's data.
 */
export function mustClearBeforeUse(owner: string | null, uid: string | null): boolean {
  return cacheHoldsUserData(owner) && owner !== uid;
}
