/**
 * The app's link to the server, for the sync status: connected once Firestore has confirmed its
 * data with the server; connecting while it has not; unreachable once that has lasted
 * `UNREACHABLE_AFTER_MS` (Firestore's own wait before it treats a silent backend as offline).
 */
import { useEffect, useState } from 'react';
import type { ServerConnection } from '../sync-status';
import { useServerReachable } from './use-server-reachable';

export const UNREACHABLE_AFTER_MS = 10_000;

/** Without a signed-in user there is nothing to ask: the network alone decides. */
export function useServerConnection(uid: string | null): ServerConnection {
  const reachable = useServerReachable(uid);
  const down = uid !== null && reachable !== true;
  const [overdue, setOverdue] = useState(false);
  if (!down && overdue) setOverdue(false);
  useEffect(() => {
    if (!down) return undefined;
    const timer = setTimeout(() => setOverdue(true), UNREACHABLE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [down]);
  if (!down) return 'connected';
  return overdue ? 'unreachable' : 'connecting';
}
