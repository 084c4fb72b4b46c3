import { useCallback } from 'react';
import { canvasRef, canvasesQuery, type Canvas } from '../../../lib/firebase/canvas-refs';
import { listenToDoc, listenToQuery } from '../../../lib/firebase/firestore';
import { useLive, type LiveState } from '../../../lib/use-live';

/** The workspace's canvases, live (sort with sortCanvases for pinned-first). */
export function useCanvases(workspaceId: string): LiveState<Canvas[]> {
  const subscribe = useCallback(
    (onNext: (value: Canvas[]) => void, onError: (error: Error) => void) =>
      listenToQuery(canvasesQuery(workspaceId), onNext, onError),
    [workspaceId],
  );
  return useLive(subscribe);
}

/** One canvas, live; null when it does not exist (or was deleted). */
export function useCanvas(workspaceId: string, canvasId: string): LiveState<Canvas | null> {
  const subscribe = useCallback(
    (onNext: (value: Canvas | null) => void, onError: (error: Error) => void) =>
      listenToDoc(canvasRef(workspaceId, canvasId), onNext, onError),
    [workspaceId, canvasId],
  );
  return useLive(subscribe);
}
