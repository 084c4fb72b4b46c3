/**
 * The sync status (sync-status.ts) from the live facts: network, the server's answer, this tab's
 * count, Firestore's pending writes. `uid` is the signed-in user, whose document tells whether
 * Firestore reaches its server.
 */
import { useWriteState } from '@/lib/firebase/pending-writes';
import { useOnline } from '@/lib/use-online';
import { useServerConnection } from './api/use-server-connection';
import { useUnconfirmedWrites } from './api/use-unconfirmed-writes';
import { syncStatus, type SyncStatus } from './sync-status';

export interface LiveSyncStatus extends SyncStatus {
  /** Changes the server refused after the app stopped waiting for them, in plain words. */
  failures: string[];
  /** This tab's writes not acknowledged yet (0 when only earlier ones may be waiting). */
  pending: number;
}

export function useSyncStatus(uid: string | null): LiveSyncStatus {
  const online = useOnline();
  const server = useServerConnection(uid);
  const { pending, failures } = useWriteState();
  const unconfirmed = useUnconfirmedWrites(pending);
  return { ...syncStatus({ online, server, pending, unconfirmed }), failures, pending };
}
