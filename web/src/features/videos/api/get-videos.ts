import { useCallback } from 'react';
import { listenToQuery } from '../../../lib/firebase/firestore';
import { videosQuery, type Video } from '../../../lib/firebase/videos-refs';
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
