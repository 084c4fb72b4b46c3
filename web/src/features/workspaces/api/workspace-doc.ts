/** One workspace document by id, live (only the workspace on screen is listened to). */
import { useCallback } from 'react';
import type { Workspace } from '../../../lib/firebase/converters';
import { listenToDoc } from '../../../lib/firebase/firestore';
import { workspaceRef } from '../../../lib/firebase/workspace-data';
import { useLive, type LiveState } from '../../../lib/use-live';

/** Null id: nothing to listen to (reported as ready with no workspace). */
export function useWorkspaceDoc(workspaceId: string | null): LiveState<Workspace | null> {
  const subscribe = useCallback(
    (onNext: (value: Workspace | null) => void, onError: (error: Error) => void) =>
      workspaceId ? listenToDoc(workspaceRef(workspaceId), onNext, onError) : none(onNext),
    [workspaceId],
  );
  return useLive(subscribe);
}

function none(onNext: (value: null) => void): () => void {
  onNext(null);
  return () => undefined;
}
