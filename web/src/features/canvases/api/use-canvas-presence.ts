/**
 * Presence on the open canvas: this user's pointer goes out throttled (PRESENCE_INTERVAL_MS),
 * everyone else's comes in as Excalidraw collaborators, named from their member documents (read
 * only for the people present). Returns `pointerMoved` for Excalidraw's onPointerUpdate and the
 * names of the others here. The README has the cost note.
 */
import type { Collaborator, ExcalidrawImperativeAPI, SocketId } from '@excalidraw/excalidraw/types';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFirestore } from 'reactfire';
import { memberName, useMembersById } from '@/features/workspaces';
import {
  clearCanvasPresence,
  listenToCanvasPresence,
  setCanvasPresence,
  type CanvasPresence,
} from './canvases';
import { PRESENCE_STALE_MS, activeOthers, toCollaborators } from '../utils/collaborators';
import { Throttle } from './throttle';

/** Pointer writes at most this often. */
export const PRESENCE_INTERVAL_MS = 250;

/** firestore.rules: a presence name is at most 200 characters. */
const PRESENCE_NAME_MAX = 200;

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
  const [entries, setEntries] = useState<CanvasPresence[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const db = useFirestore();

  useEffect(() => {
    if (!api) return;
    const name = displayName.slice(0, PRESENCE_NAME_MAX);
    const pointer = new Throttle<PointerState>((state) => {
      setCanvasPresence(db, workspaceId, canvasId, uid, { name, ...state }).catch(
        (cause: unknown) => console.warn('Pointer not shared', cause),
      );
    }, PRESENCE_INTERVAL_MS);
    pointerRef.current = pointer;
    return () => {
      pointer.cancel();
      pointerRef.current = null;
      clearCanvasPresence(db, workspaceId, canvasId, uid).catch(() => undefined);
    };
  }, [api, db, workspaceId, canvasId, uid, displayName]);

  useEffect(() => {
    const stop = listenToCanvasPresence(
      db,
      workspaceId,
      canvasId,
      (next) => {
        setEntries(next);
        setNow(Date.now());
      },
      (cause) => console.warn('Presence unavailable', cause),
    );
    // Pointers of tabs closed without cleaning up go stale: look again now and then.
    const sweep = setInterval(() => setNow(Date.now()), PRESENCE_STALE_MS / 2);
    return () => {
      stop();
      clearInterval(sweep);
    };
  }, [db, workspaceId, canvasId]);

  const presentUids = useMemo(
    () => activeOthers(entries, uid, new Date(now)).map((entry) => entry.uid),
    [entries, uid, now],
  );
  const { byId } = useMembersById(workspaceId, presentUids);
  const collaborators = useMemo(
    () => toCollaborators(entries, uid, new Date(now), (id) => memberName(byId.get(id), 'Someone')),
    [entries, uid, now, byId],
  );

  useEffect(() => {
    api?.updateScene({
      collaborators: new Map(
        collaborators.map((entry) => [entry.id as SocketId, entry as Collaborator]),
      ),
    });
  }, [api, collaborators]);

  const pointerMoved = useCallback((state: PointerState) => {
    pointerRef.current?.push(state);
  }, []);

  return { people: collaborators.map((entry) => entry.username), pointerMoved };
}
