/**
 * Whether Firestore may still hold writes the server has not acknowledged that this tab did not
 * count: made before a reload (the offline cache keeps them and sends them when it can) or in
 * another tab. `waitForPendingWrites` resolves once every write made before the call has been
 * acknowledged; it is asked again each time this tab's own count falls back to zero.
 */
import { waitForPendingWrites, type Firestore } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';

export function useUnconfirmedWrites(pending: number): boolean {
  const db = useFirestore();
  const [confirmedFor, setConfirmedFor] = useState<Firestore | null>(null);
  // New writes make the last answer stale: ask again once they are through.
  if (pending > 0 && confirmedFor !== null) setConfirmedFor(null);
  useEffect(() => {
    if (pending > 0) return undefined;
    let current = true;
    waitForPendingWrites(db).then(
      () => {
        if (current) setConfirmedFor(db);
      },
      // The instance stopped (sign-out deletes the cache): there is nothing left to confirm.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [db, pending]);
  return confirmedFor !== db;
}
