/**
 * Browser storage through one helper: every key the app uses is listed here, and blocked
 * storage (private mode, disabled cookies) degrades to "nothing saved" instead of throwing.
 */
export const STORAGE_KEYS = {
  /** 'light' | 'dark'; unset follows the system. Also read by public/theme-init.js. */
  theme: 'crewspace.theme',
  /** The workspace last chosen, per user: `${currentWorkspace}.${uid}`. */
  currentWorkspace: 'crewspace.currentWorkspace',
  /** sessionStorage: a username picked before sign-up, claimed right after it. */
  pendingUsername: 'crewspace.pendingUsername',
  /**
   * Whose data Firestore's offline cache may hold: a uid, or '' for what a visitor read before
   * signing in (public documents only). Unset: no cache. lib/firebase/firestore-cache-owner.ts.
   */
  firestoreCacheOwner: 'crewspace.firestoreCacheOwner',
  /** '1' while this browser has a signed-in session. features/auth/api/session-hint.ts. */
  sessionHint: 'crewspace.sessionHint',
} as const;

type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored(kind: Area, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(kind: Area, key: string, value: string | null): void {
  try {
    const storage = area(kind);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Storage full or blocked: the value simply is not remembered.
  }
}
