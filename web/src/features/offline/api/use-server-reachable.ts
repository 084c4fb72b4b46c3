/**
 * Whether Firestore is in touch with its server, as Firestore itself sees it: a listener on the
 * user's own document with metadata changes reports `fromCache` whenever Firestore cannot confirm
 * its data with the backend (still connecting, no network, or a network that does not reach the
 * server), and clears it once the server has answered. `navigator.onLine` alone cannot tell: it
 * says online behind a captive portal, and a page reloaded in an offline browser may say online
 * too. Null while it is not known yet (no user, or the first snapshot has not come).
 */
import { useFirestore } from 'reactfire';
import { userRef } from '@/features/profile';
import { useServerConfirmed } from '@/lib/firebase/live-data';

export function useServerReachable(uid: string | null): boolean | null {
  const db = useFirestore();
  const live = useServerConfirmed(uid ? userRef(db, uid) : null);
  if (live.status === 'ready') return live.data;
  // A refused listen was answered by the server: it is reachable.
  return live.status === 'error' ? true : null;
}
