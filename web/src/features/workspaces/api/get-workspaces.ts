import { useCallback } from 'react';
import type { Workspace } from '../../../lib/firebase/converters';
import { listenToQuery } from '../../../lib/firebase/firestore';
import { memberWorkspacesQuery } from '../../../lib/firebase/refs';
import { useLive, type LiveState } from '../../../lib/use-live';

/** The user's workspaces, oldest first, live. */
export function useWorkspaces(uid: string): LiveState<Workspace[]> {
  const subscribe = useCallback(
    (onNext: (value: Workspace[]) => void, onError: (error: Error) => void) =>
      listenToQuery(memberWorkspacesQuery(uid), onNext, onError),
    [uid],
  );
  return useLive(subscribe);
}
