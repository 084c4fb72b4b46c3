/** The username a visitor picked before signing up, kept in this tab's sessionStorage. */
import { STORAGE_KEYS, readStored, writeStored } from '@/lib/browser-storage';

/** A username picked before sign-up, kept for this tab until the account exists. */
export function readPendingUsername(): string | null {
  return readStored('session', STORAGE_KEYS.pendingUsername);
}

export function savePendingUsername(username: string | null): void {
  writeStored('session', STORAGE_KEYS.pendingUsername, username?.trim() || null);
}
