/**
 * What the top bar says about the user's changes, from the facts the app has (pure, tested
 * alone): is there a network, how many of this tab's writes the server has not acknowledged, and
 * whether Firestore has confirmed that every earlier write (made before a reload, or in another
 * tab) reached the server.
 */
export interface SyncFacts {
  online: boolean;
  /** This tab's writes the server has not acknowledged yet (lib/firebase/pending-writes.ts). */
  pending: number;
  /** Firestore has not yet confirmed that no earlier write is waiting (waitForPendingWrites). */
  unconfirmed: boolean;
}

export type SyncState = 'offline' | 'waiting' | 'syncing' | 'saved';

export interface SyncStatus {
  state: SyncState;
  tone: 'neutral' | 'warning' | 'success';
  label: string;
}

/** "1 change", "3 changes". */
export function countChanges(count: number): string {
  return count === 1 ? '1 change' : `${count} changes`;
}

export function syncStatus({ online, pending, unconfirmed }: SyncFacts): SyncStatus {
  const waiting = pending > 0 || unconfirmed;
  // Earlier writes Firestore still holds are waiting too, but it does not say how many.
  const what = pending > 0 ? countChanges(pending) : 'Changes';
  if (!online) {
    return waiting
      ? { state: 'waiting', tone: 'warning', label: `Offline · ${what.toLowerCase()} waiting` }
      : { state: 'offline', tone: 'warning', label: 'Offline' };
  }
  if (waiting) {
    return {
      state: 'syncing',
      tone: 'neutral',
      label: pending > 0 ? `Syncing ${what}…` : 'Syncing changes…',
    };
  }
  return { state: 'saved', tone: 'success', label: 'All changes saved' };
}
