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
  /** What the person opened lately, per user: `${recentItems}:${uid}`. features/find. */
  recentItems: 'crewspace:recent-items',
  /** The chat channels opened last (channel ids), per user: `${chatLastActive}.${uid}`. */
  chatLastActive: 'crewspace.chat.lastActiveChannels',
  /** Uploads a reload interrupted: file names, notes, upload session URLs. features/videos. */
  interruptedUploads: 'crewspace.interruptedUploads',
} as const;

/**
 * The keys that hold one person's data, each alone or followed by `.` or `:` and a uid. They are
 * removed when a session ends (clearPersonalStorage), so a shared device keeps nothing of the
 * last person; the theme stays, a choice of the device rather than of the person.
 */
const PERSONAL_KEYS: readonly string[] = [
  STORAGE_KEYS.currentWorkspace,
  STORAGE_KEYS.recentItems,
  STORAGE_KEYS.chatLastActive,
  STORAGE_KEYS.interruptedUploads,
];

/**
 * Firestore's own notes, one per change still waiting in its offline cache
 * (`firestore_mutations_<project>_<batch>_<uid>`): the changes go with the cache at sign-out,
 * their notes with these keys.
 */
const FIRESTORE_CHANGE_NOTES = 'firestore_mutations_';

function isPersonal(key: string): boolean {
  return (
    key.startsWith(FIRESTORE_CHANGE_NOTES) ||
    PERSONAL_KEYS.some(
      (personal) =>
        key === personal || key.startsWith(`${personal}.`) || key.startsWith(`${personal}:`),
    )
  );
}

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

/** Removes every personal key from localStorage (PERSONAL_KEYS), whoever's it is. */
export function clearPersonalStorage(): void {
  const storage = area('local');
  if (!storage) return;
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key !== null && isPersonal(key)) storage.removeItem(key);
  } catch {
    // Blocked storage holds nothing to clear.
  }
}
