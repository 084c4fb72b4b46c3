import { useCallback } from 'react';
import { listenToDoc, listenToQuery } from '../../../lib/firebase/firestore';
import { videosQuery, workspaceRoleRecordRef, type Video } from '../../../lib/firebase/videos-refs';
import { useLive, type LiveState } from '../../../lib/use-live';

/** The workspace's newest `max` videos, live. */
export function useVideos(workspaceId: string, max: number): LiveState<Video[]> {
  const subscribe = useCallback(
    (onNext: (value: Video[]) => void, onError: (error: Error) => void) =>
      listenToQuery(videosQuery(workspaceId, max), onNext, onError),
    [workspaceId, max],
  );
  return useLive(subscribe);
}

/** The user's explicit role record in the workspace, live; null when none was assigned. */
export function useRoleRecord(
  workspaceId: string,
  uid: string,
): LiveState<{ role: string } | null> {
  const subscribe = useCallback(
    (onNext: (value: { role: string } | null) => void, onError: (error: Error) => void) =>
      listenToDoc(workspaceRoleRecordRef(workspaceId, uid), onNext, onError),
    [workspaceId, uid],
  );
  return useLive(subscribe);
}
