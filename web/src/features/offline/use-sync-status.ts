/** The sync status (sync-status.ts) from the live facts: network, this tab's count, Firestore. */
import { useWriteState } from '@/lib/firebase/pending-writes';
import { useOnline } from '@/lib/use-online';
import { useUnconfirmedWrites } from './api/use-unconfirmed-writes';
import { syncStatus, type SyncStatus } from './sync-status';

export interface LiveSyncStatus extends SyncStatus {
  /** Changes the server refused after the app stopped waiting for them, in plain words. */
  failures: string[];
  /** This tab's writes not acknowledged yet (0 when only earlier ones may be waiting). */
  pending: number;
}

export function useSyncStatus(): LiveSyncStatus {
  const online = useOnline();
  const { pending, failures } = useWriteState();
  const unconfirmed = useUnconfirmedWrites(pending);
  return { ...syncStatus({ online, pending, unconfirmed }), failures, pending };
}
