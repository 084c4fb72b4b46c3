/**
 * The app's Firestore writes and the server's acknowledgement of them. Firestore applies a write
 * to its cache at once (every listener sees it, its snapshot flagged `hasPendingWrites`) and
 * resolves the write's promise only when the server has acknowledged it: offline, whenever the
 * connection returns. Each feature's write goes through `trackWrite`, which
 *
 * - counts it until the server has it: the top bar's "3 changes waiting" (features/offline);
 * - waits for the server while the browser is online, so a refused write shows its error where
 *   it was made, as before; while the browser is offline (or goes offline during the wait) it
 *   stops waiting: the change is in the cache, on screen, and is sent later. A write refused
 *   after that (the rules, a change that no longer applies) is kept in `failures` for the top
 *   bar to show, as Firestore takes it back out of the cache.
 *
 * A create that needs its id names its document first (`doc(collection)`), because `addDoc`'s
 * reference comes with the acknowledgement.
 */
import { createStore, useStore } from '@/lib/create-store';
import { describeActionError } from './action-errors';

export interface WriteState {
  /** Writes made in this tab the server has not acknowledged yet. */
  pending: number;
  /** Writes refused after the app stopped waiting for them, in plain words, oldest first. */
  failures: string[];
}

const INITIAL: WriteState = { pending: 0, failures: [] };

export const writeStore = createStore<WriteState>(INITIAL);

/** Bumped when the cache is deleted: what the last user's writes do after that is not counted. */
let generation = 0;

/** Past this many, older failures are dropped from the list (the count shown stays honest). */
const FAILURES_KEPT = 20;

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Counts `write` until the server acknowledges it, and resolves when it does or, while the
 * browser is offline, at once (see above). Rejects with the write's error while still waiting.
 */
export function trackWrite(write: Promise<unknown>): Promise<void> {
  const session = generation;
  const update = (change: (state: WriteState) => WriteState) => {
    if (session === generation) writeStore.setState(change);
  };
  update((state) => ({ ...state, pending: state.pending + 1 }));
  const settle = () => update((state) => ({ ...state, pending: Math.max(0, state.pending - 1) }));
  return new Promise<void>((resolve, reject) => {
    let waiting = true;
    const stopWaiting = () => {
      if (!waiting) return;
      waiting = false;
      window.removeEventListener('offline', stopWaiting);
      resolve();
    };
    write.then(
      () => {
        settle();
        stopWaiting();
      },
      (cause: unknown) => {
        settle();
        if (waiting) {
          waiting = false;
          window.removeEventListener('offline', stopWaiting);
          reject(cause instanceof Error ? cause : new Error(String(cause)));
          return;
        }
        if (session !== generation) return;
        console.error('A change made offline was refused by the server', cause);
        const reason = describeActionError(cause, 'The change could not be saved.');
        update((state) => ({
          ...state,
          failures: [...state.failures, reason].slice(-FAILURES_KEPT),
        }));
      },
    );
    if (isOffline()) stopWaiting();
    else window.addEventListener('offline', stopWaiting);
  });
}

/** Forgets every write (sign-out deleted them with the cache: firestore-service.ts). */
export function resetWriteState(): void {
  generation += 1;
  writeStore.setState(INITIAL);
}

/** Forgets the refused writes once the user has read about them. */
export function dismissWriteFailures(): void {
  writeStore.setState((state) => (state.failures.length ? { ...state, failures: [] } : state));
}

export function useWriteState(): WriteState {
  return useStore(writeStore, (state) => state);
}
