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
  ExcalidrawImperativeAPI,
} from '@excalidraw/excalidraw/types';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import {
  listenToCanvasFiles,
  listenToElements,
  touchCanvas,
  writeElements,
  type StoredElement,
} from '../../../lib/firebase/canvas-refs';
import { CanvasFileSync } from '../api/canvas-file-sync';
import { dataURLToBlob, fetchCanvasImage, storeCanvasImage } from '../api/canvas-images';
import { CanvasSync } from '../api/canvas-sync';
import { exportFileName } from '../utils/canvas-list';
import { downloadBlob } from '../utils/download';
import styles from './canvases.module.css';

export interface CanvasEditorProps {
  workspaceId: string;
  canvasId: string;
  title: string;
  uid: string;
  canEdit: boolean;
  theme: 'light' | 'dark';
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
