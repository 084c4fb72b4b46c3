/**
 * What the top bar says about the user's changes, from the facts the app has (pure, tested
 * alone): is there a network, does the server answer, how many of this tab's writes the server
 * has not acknowledged, and whether Firestore has confirmed that every earlier write (made before
 * a reload, or in another tab) reached the server. "All changes saved" needs all four.
 */

/** Whether Firestore is in touch with its server (api/use-server-connection.ts). */
export type ServerConnection = 'connected' | 'connecting' | 'unreachable';

export interface SyncFacts {
  /** The browser has a network (`navigator.onLine`); it may still not reach the server. */
  online: boolean;
  server: ServerConnection;
  /** This tab's writes the server has not acknowledged yet (lib/firebase/pending-writes.ts). */
  pending: number;
  /** Firestore has not yet confirmed that no earlier write is waiting (waitForPendingWrites). */
  unconfirmed: boolean;
}

export type SyncState = 'offline' | 'waiting' | 'connecting' | 'syncing' | 'saved';

export interface SyncStatus {
  state: SyncState;
  tone: 'neutral' | 'warning' | 'success';
  label: string;
}

/** "1 change", "3 changes". */
export function countChanges(count: number): string {
  return count === 1 ? '1 change' : `${count} changes`;
}

export function syncStatus({ online, server, pending, unconfirmed }: SyncFacts): SyncStatus {
  const waiting = pending > 0 || unconfirmed;
  // Earlier writes Firestore still holds are waiting too, but it does not say how many.
  const what = pending > 0 ? countChanges(pending) : 'Changes';
  if (!online || server === 'unreachable') {
    return waiting
      ? { state: 'waiting', tone: 'warning', label: `Offline · ${what.toLowerCase()} waiting` }
      : { state: 'offline', tone: 'warning', label: 'Offline' };
  }
  // While Firestore is still reaching the server, writes from before a reload are only possibly
  // waiting (it can tell once it has started), so it says what it is doing.
  if (server === 'connecting' && pending === 0)
    return { state: 'connecting', tone: 'neutral', label: 'Connecting…' };
  if (waiting) {
    return {
      state: 'syncing',
      tone: 'neutral',
      label: pending > 0 ? `Syncing ${what}…` : 'Syncing changes…',
    };
  }
  return { state: 'saved', tone: 'success', label: 'All changes saved' };
}
