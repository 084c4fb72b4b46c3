/**
 * Presence on the open canvas: this user's pointer goes out throttled (PRESENCE_INTERVAL_MS),
 * everyone else's comes in as Excalidraw collaborators. Returns `pointerMoved` for Excalidraw's
 * onPointerUpdate and the names of the others here. The README has the cost note.
 */
import type { Collaborator, ExcalidrawImperativeAPI, SocketId } from '@excalidraw/excalidraw/types';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  clearCanvasPresence,
  listenToCanvasPresence,
  setCanvasPresence,
  type CanvasPresence,
} from '../../../lib/firebase/canvas-refs';
import { PRESENCE_STALE_MS, toCollaborators } from '../utils/collaborators';
import { Throttle } from './throttle';

/** Pointer writes at most this often. */
export const PRESENCE_INTERVAL_MS = 250;

export interface PointerState {
  x: number;
  y: number;
  button: 'up' | 'down';
}

export function useCanvasPresence(input: {
  api: ExcalidrawImperativeAPI | null;
  workspaceId: string;
  canvasId: string;
  uid: string;
  displayName: string;
}) {
  const { api, workspaceId, canvasId, uid, displayName } = input;
  const pointerRef = useRef<Throttle<PointerState> | null>(null);
  const [people, setPeople] = useState<string[]>([]);

  useEffect(() => {
    if (!api) return;
    const pointer = new Throttle<PointerState>((state) => {
      setCanvasPresence(workspaceId, canvasId, uid, { name: displayName, ...state }).catch(
        (cause: unknown) => console.warn('Pointer not shared', cause),
      );
    }, PRESENCE_INTERVAL_MS);
    pointerRef.current = pointer;
    let latest: CanvasPresence[] = [];
    const show = () => {
      const collaborators = toCollaborators(latest, uid, new Date());
      api.updateScene({
        collaborators: new Map(
          collaborators.map((entry) => [entry.id as SocketId, entry as Collaborator]),
        ),
      });
      setPeople(collaborators.map((entry) => entry.username));
    };
    const stop = listenToCanvasPresence(
      workspaceId,
      canvasId,
      (entries) => {
        latest = entries;
        show();
      },
      (cause) => console.warn('Presence unavailable', cause),
    );
    // Pointers of tabs closed without cleaning up go stale: look again now and then.
    const sweep = setInterval(show, PRESENCE_STALE_MS / 2);
    return () => {
      stop();
      clearInterval(sweep);
      pointer.cancel();
      pointerRef.current = null;
      clearCanvasPresence(workspaceId, canvasId, uid).catch(() => undefined);
    };
  }, [api, workspaceId, canvasId, uid, displayName]);

  const pointerMoved = useCallback((state: PointerState) => {
    pointerRef.current?.push(state);
  }, []);

  return { people, pointerMoved };
}
