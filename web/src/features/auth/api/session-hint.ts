/**
 * Whether this browser had a signed-in session when Auth last answered, kept in localStorage:
 * Firebase keeps the session in IndexedDB, which nothing can read before Auth has started. The
 * public pages render at once for a browser without one (most visitors of /home and /login)
 * instead of waiting for Auth's answer; a browser with one waits, so a signed-in visitor is sent
 * on without the sign-in form flashing first.
 */
import { STORAGE_KEYS, readStored, writeStored } from '@/lib/browser-storage';

export function rememberSession(signedIn: boolean): void {
  writeStored('local', STORAGE_KEYS.sessionHint, signedIn ? '1' : null);
}

export function mayHaveSession(): boolean {
  return readStored('local', STORAGE_KEYS.sessionHint) !== null;
}
