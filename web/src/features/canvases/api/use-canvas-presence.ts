/**
 * Presence on the open canvas: this user's pointer goes out through a PresenceWriter (throttled,
 * sent again while at rest, removed when the user leaves or hides the tab), everyone else's
 * comes in as Excalidraw collaborators, named from their member documents (read only for the
 * people present), until it goes stale. Returns `pointerMoved` for Excalidraw's onPointerUpdate
 * and the names of the others here. The README has the cost note.
 */
import type { Collaborator, ExcalidrawImperativeAPI, SocketId } from '@excalidraw/excalidraw/types';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFirestore } from 'reactfire';
import type { LeaveCanvasPresenceRequest } from '@crewspace/common/api';
import { apiPostOnUnload, tokenCache } from '@/lib/api-client';
import { memberName, useMembersById } from '@/features/workspaces';
import {
  clearCanvasPresence,
  listenToCanvasPresence,
  setCanvasPresence,
  type CanvasPresence,
} from './canvases';
import { activeOthers, nextExpiry, toCollaborators } from '../utils/collaborators';
import { PresenceWriter, type PointerState } from './presence-writer';

/** Pointer writes at most this often. */
export const PRESENCE_INTERVAL_MS = 250;

/** A pointer at rest is sent again this often (readers drop one after PRESENCE_STALE_MS). */
export const PRESENCE_HEARTBEAT_MS = 10_000;

/** firestore.rules: a presence name is at most 200 characters. */
const PRESENCE_NAME_MAX = 200;

export function useCanvasPresence(input: {
  api: ExcalidrawImperativeAPI | null;
  workspaceId: string;
  canvasId: string;
  uid: string;
  displayName: string;
}) {
  const { api, workspaceId, canvasId, uid, displayName } = input;
  const writerRef = useRef<PresenceWriter | null>(null);
  const [entries, setEntries] = useState<CanvasPresence[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const db = useFirestore();

  useEffect(() => {
    if (!api) return;
    const name = displayName.slice(0, PRESENCE_NAME_MAX);
    const clear = () => {
      clearCanvasPresence(db, workspaceId, canvasId, uid).catch(() => undefined);
    };
    const writer = new PresenceWriter(
      {
        write: (state) => {
          // The token the unload request will need is kept fresh while there is an entry.
          tokenCache.getToken().catch(() => undefined);
          setCanvasPresence(db, workspaceId, canvasId, uid, { name, ...state }).catch(
            (cause: unknown) => console.warn('Pointer not shared', cause),
          );
        },
        clear,
        // Firestore queues a write (in IndexedDB, then the network) past the page's last moment.
        clearOnUnload: () => {
          const request: LeaveCanvasPresenceRequest = { workspaceId, canvasId };
          if (!apiPostOnUnload('/canvases/presence/leave', request)) clear();
        },
      },
      PRESENCE_INTERVAL_MS,
      PRESENCE_HEARTBEAT_MS,
    );
    writerRef.current = writer;
    // A hidden tab or a page being closed is a person who left, not one whose pointer rests.
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') writer.leave();
      else writer.back();
    };
    const onPageHide = () => writer.unload();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      writerRef.current = null;
      writer.stop();
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
    return stop;
  }, [db, workspaceId, canvasId]);

  // A tab that crashed cannot remove its pointer: look again the moment the next one goes stale.
  useEffect(() => {
    const wait = nextExpiry(entries, uid, new Date(now));
    if (wait === null) return;
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [entries, uid, now]);

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
    writerRef.current?.moved(state);
  }, []);

  return { people: collaborators.map((entry) => entry.username), pointerMoved };
}
