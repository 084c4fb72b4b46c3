/**
 * The canvas hooks: lists and one canvas, live; the list's actions; and the editor's scene
 * (elements listened to and saved), each bound to the providers' Firestore.
 */
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useFindInWorkspaces, type FindState } from '@/lib/firebase/find-in-workspaces';
import { useDocData, useQueryData, type LiveState } from '@/lib/firebase/live-data';
import { queryChangesFeed } from '@/lib/firebase/live-feeds';
import {
  canvasElementsQuery,
  writeElements,
  type ElementWrite,
  type StoredElement,
} from './canvas-elements';
import {
  canvasExists,
  canvasRef,
  canvasesQuery,
  createCanvas,
  deleteCanvas,
  duplicateCanvas,
  pinnedCanvasesQuery,
  projectCanvasesQuery,
  touchCanvas,
  updateCanvas,
  type Canvas,
} from './canvases';

/** The workspace's most recently changed canvases, live (sortCanvases puts pinned first). */
export function useCanvases(workspaceId: string, max?: number): LiveState<Canvas[]> {
  return useQueryData(canvasesQuery(useFirestore(), workspaceId, max));
}

/** One canvas, live; null when it does not exist (or was deleted). */
export function useCanvas(workspaceId: string, canvasId: string): LiveState<Canvas | null> {
  return useDocData(canvasRef(useFirestore(), workspaceId, canvasId));
}

/** The workspace's pinned canvases, at most `max`, live. */
export function usePinnedCanvases(workspaceId: string, max: number): LiveState<Canvas[]> {
  return useQueryData(pinnedCanvasesQuery(useFirestore(), workspaceId, max));
}

/** A project's canvases, at most `max`, live. */
export function useProjectCanvases(
  workspaceId: string,
  projectId: string,
  max: number,
): LiveState<Canvas[]> {
  return useQueryData(projectCanvasesQuery(useFirestore(), workspaceId, projectId, max));
}

export function useCanvasActions(workspaceId: string, uid: string) {
  const db = useFirestore();
  return useMemo(
    () => ({
      create: (title: string, projectId: string | null) =>
        createCanvas(db, { workspaceId, uid, title, projectId }),
      update: (
        canvasId: string,
        changes: Partial<Pick<Canvas, 'title' | 'pinned' | 'projectId'>>,
      ) => updateCanvas(db, workspaceId, canvasId, changes),
      duplicate: (source: Canvas, title: string) =>
        duplicateCanvas(db, { workspaceId, uid, source, title }),
      remove: (canvasId: string) => deleteCanvas(db, workspaceId, canvasId),
    }),
    [db, workspaceId, uid],
  );
}

/**
 * The open canvas's elements: listened to and saved. `listen` reports the elements that changed
 * on the server since the last call (the first call: all of them); writes from this tab are
 * skipped while pending.
 */
export function useCanvasScene(workspaceId: string, canvasId: string, uid: string) {
  const db = useFirestore();
  return useMemo(
    () => ({
      listen: (
        onChanges: (changed: StoredElement[], initial: boolean) => void,
        onError: (error: Error) => void,
      ) =>
        queryChangesFeed(canvasElementsQuery(db, workspaceId, canvasId)).subscribe(
          ({ changed, initial }) => {
            if (changed.length > 0 || initial) onChanges(changed, initial);
          },
          onError,
        ),
      save: async (elements: readonly ElementWrite[], existing: ReadonlySet<string>) => {
        await writeElements(db, workspaceId, canvasId, uid, elements, existing);
        await touchCanvas(db, workspaceId, canvasId);
      },
    }),
    [db, workspaceId, canvasId, uid],
  );
}

/** Which of these workspaces has the canvas (an old link without its workspace). */
export function useFindCanvasWorkspace(
  canvasId: string,
  workspaceIds: readonly string[] | null,
): FindState {
  const db = useFirestore();
  return useFindInWorkspaces(`canvas:${canvasId}`, workspaceIds, (workspaceId) =>
    canvasExists(db, workspaceId, canvasId),
  );
}
