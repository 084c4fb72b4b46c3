/**
 * The Excalidraw editor for one canvas (lazy-loaded with the canvas route). Elements sync with
 * Firestore through CanvasSync; viewers get Excalidraw's view mode and never write.
 */
import {
  CaptureUpdateAction,
  Excalidraw,
  exportToBlob,
  exportToSvg,
  restoreElements,
} from '@excalidraw/excalidraw';
import '@excalidraw/excalidraw/index.css';
import type { OrderedExcalidrawElement } from '@excalidraw/excalidraw/element/types';
import type {
  BinaryFileData,
  BinaryFiles,
  Collaborator,
  ExcalidrawImperativeAPI,
  SocketId,
} from '@excalidraw/excalidraw/types';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import {
  clearCanvasPresence,
  listenToCanvasFiles,
  listenToCanvasPresence,
  listenToElements,
  setCanvasPresence,
  type CanvasPresence,
  touchCanvas,
  writeElements,
  type StoredElement,
} from '../../../lib/firebase/canvas-refs';
import { CanvasFileSync } from '../api/canvas-file-sync';
import { dataURLToBlob, fetchCanvasImage, storeCanvasImage } from '../api/canvas-images';
import { CanvasSync } from '../api/canvas-sync';
import { Throttle } from '../api/throttle';
import { PRESENCE_STALE_MS, toCollaborators } from '../utils/collaborators';
import { exportFileName } from '../utils/canvas-list';
import { downloadBlob } from '../../../lib/download';
import styles from './canvases.module.css';

export interface CanvasEditorProps {
  workspaceId: string;
  canvasId: string;
  title: string;
  uid: string;
  /** Shown to the others beside this user's pointer. */
  displayName: string;
  canEdit: boolean;
  theme: 'light' | 'dark';
}

/** Pointer writes at most this often (see the README's cost note). */
const PRESENCE_INTERVAL_MS = 250;

interface PointerState {
  x: number;
  y: number;
  button: 'up' | 'down';
}

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

const SAVE_LABELS: Record<SaveState, string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'All changes saved',
  failed: 'Not saved',
};

/** Shapes on the canvas (deleted elements stay in the scene for reconciliation). */
function countShapes(elements: readonly { isDeleted?: boolean }[]): number {
  let count = 0;
  for (const element of elements) if (!element.isDeleted) count += 1;
  return count;
}

function restoreOne(stored: StoredElement): StoredElement {
  if (!stored.element) return stored;
  const [element] = restoreElements([stored.element as unknown as OrderedExcalidrawElement], null);
  return { ...stored, element: (element as unknown as Record<string, unknown>) ?? null };
}

export function CanvasEditor({
  workspaceId,
  canvasId,
  title,
  uid,
  displayName,
  canEdit,
  theme,
}: CanvasEditorProps) {
  const [initial, setInitial] = useState<OrderedExcalidrawElement[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [shapes, setShapes] = useState(0);
  const lastElementsRef = useRef<readonly unknown[] | null>(null);
  const apiRef = useRef<ExcalidrawImperativeAPI | null>(null);
  const [api, setApi] = useState<ExcalidrawImperativeAPI | null>(null);
  const syncRef = useRef<CanvasSync<OrderedExcalidrawElement> | null>(null);
  const fileSyncRef = useRef<CanvasFileSync | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const pointerRef = useRef<Throttle<PointerState> | null>(null);
  const [people, setPeople] = useState<string[]>([]);
  const canEditRef = useRef(canEdit);

  useEffect(() => {
    canEditRef.current = canEdit;
  }, [canEdit]);

  useEffect(() => {
    const sync = new CanvasSync<OrderedExcalidrawElement>({
      listen: (onChanges, onError) =>
        listenToElements(
          workspaceId,
          canvasId,
          (changed, first) => onChanges(changed.map(restoreOne), first),
          onError,
        ),
      write: async (elements, existing) => {
        await writeElements(workspaceId, canvasId, uid, elements, existing);
        await touchCanvas(workspaceId, canvasId);
      },
      getLocal: () => apiRef.current?.getSceneElementsIncludingDeleted() ?? null,
      applyMerged: (elements) =>
        apiRef.current?.updateScene({ elements, captureUpdate: CaptureUpdateAction.NEVER }),
      onInitial: (elements) => {
        setShapes(countShapes(elements));
        setInitial(elements);
      },
      onError: (cause) => {
        console.warn('Canvas sync failed', cause);
        setSaveState('failed');
        setError(
          'Some changes could not be saved or loaded. They will be retried on your next edit.',
        );
      },
      onSaving: () => setSaveState('saving'),
      onSaved: () => {
        setSaveState('saved');
        setError(null);
      },
    });
    syncRef.current = sync;
    sync.start();
    return () => {
      syncRef.current = null;
      void sync.stop();
    };
  }, [workspaceId, canvasId, uid]);

  // Image files: once the editor is up (it receives the downloaded files).
  useEffect(() => {
    if (!api) return;
    const fileSync = new CanvasFileSync({
      listen: (onFiles, onError) => listenToCanvasFiles(workspaceId, canvasId, onFiles, onError),
      store: (file, bytes) => storeCanvasImage({ workspaceId, canvasId, uid, file, bytes }),
      fetch: fetchCanvasImage,
      editorHas: (id) => id in api.getFiles(),
      addToEditor: (files) => api.addFiles(files as BinaryFileData[]),
      toBlob: dataURLToBlob,
      onError: (reason, cause) => {
        if (cause) console.warn(reason, cause);
        setFileError(reason);
      },
    });
    fileSyncRef.current = fileSync;
    fileSync.start();
    return () => {
      fileSyncRef.current = null;
      fileSync.stop();
    };
  }, [api, workspaceId, canvasId, uid]);

  // Presence: this user's pointer out (throttled), everyone else's in as Excalidraw collaborators.
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

  async function exportAs(kind: 'png' | 'svg') {
    const api = apiRef.current;
    if (!api) return;
    const elements = api.getSceneElements();
    const appState = { ...api.getAppState(), exportBackground: true };
    const files = api.getFiles();
    try {
      const blob =
        kind === 'png'
          ? await exportToBlob({ elements, appState, files, mimeType: 'image/png' })
          : new Blob([(await exportToSvg({ elements, appState, files })).outerHTML], {
              type: 'image/svg+xml',
            });
      downloadBlob(exportFileName(title, kind), blob);
    } catch (cause) {
      console.warn('Canvas export failed', cause);
      setError('Could not export the canvas.');
    }
  }

  if (!initial) return <Loading />;
  return (
    <div className={styles.editorWrap}>
      <div className={styles.toolbar}>
        <Button size="sm" variant="secondary" onClick={() => void exportAs('png')}>
          Export PNG
        </Button>
        <Button size="sm" variant="secondary" onClick={() => void exportAs('svg')}>
          Export SVG
        </Button>
        {!canEdit ? <span className={styles.muted}>View only</span> : null}
        <span className={styles.spacer} />
        {people.length > 0 ? (
          <span className={styles.muted}>Here now: {people.join(', ')}</span>
        ) : null}
        <span className={styles.muted} aria-live="polite">
          {shapes === 1 ? '1 shape' : `${shapes} shapes`}
        </span>
        {canEdit ? (
          <span className={styles.muted} role="status">
            {SAVE_LABELS[saveState]}
          </span>
        ) : null}
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {fileError ? <Alert tone="error">{fileError}</Alert> : null}
      <div className={styles.editor}>
        <Excalidraw
          initialData={{ elements: initial }}
          excalidrawAPI={(instance) => {
            apiRef.current = instance;
            setApi(instance);
          }}
          onPointerUpdate={({ pointer, button }) =>
            pointerRef.current?.push({ x: pointer.x, y: pointer.y, button })
          }
          onChange={(elements, _appState, files: BinaryFiles) => {
            // onChange also fires for pointer moves and selection; count only a new scene.
            if (elements !== lastElementsRef.current) {
              lastElementsRef.current = elements;
              setShapes(countShapes(elements));
            }
            if (!canEditRef.current) return;
            syncRef.current?.scheduleSave();
            fileSyncRef.current?.offer(files);
          }}
          viewModeEnabled={!canEdit}
          // Tool shortcuts (R, O, …) work as soon as the canvas opens.
          autoFocus={canEdit}
          theme={theme}
          name={title}
        />
      </div>
    </div>
  );
}
