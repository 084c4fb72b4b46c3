/**
 * The Excalidraw editor for one canvas (lazy-loaded with the canvas route). Elements sync with
 * Firestore through CanvasSync, image files with Storage (useCanvasFiles), pointers through
 * useCanvasPresence; viewers get Excalidraw's view mode and never write elements or files.
 */
import '../excalidraw-assets';
import { TASK_SOURCE_ELEMENTS_MAX, sourceExcerpt } from '@crewspace/common/task-model';
import {
  CaptureUpdateAction,
  Excalidraw,
  exportToBlob,
  exportToSvg,
  restoreElements,
} from '@excalidraw/excalidraw';
import '@excalidraw/excalidraw/index.css';
import type { OrderedExcalidrawElement } from '@excalidraw/excalidraw/element/types';
import type { ExcalidrawImperativeAPI, ExcalidrawProps } from '@excalidraw/excalidraw/types';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { MakeTaskButton, SourceTaskChips, suggestedTitle } from '@/features/tasks';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import type { StoredElement } from '../api/canvas-elements';
import { CanvasSync } from '../utils/canvas-sync';
import { useCanvasScene } from '../api/use-canvases';
import { useCanvasFiles } from '../api/use-canvas-files';
import { useCanvasPresence } from '../api/use-canvas-presence';
import { exportFileName } from '../utils/canvas-list';
import { watchMainMenuTriggers } from '../utils/main-menu-label';
import { downloadBlob } from '@/lib/download';
import { useWriteState } from '@/lib/firebase/pending-writes';
import { useOnline } from '@/lib/use-online';
import { useStableHandlers } from '@/lib/use-stable-handlers';
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
  /** Elements a link names (`?elements=`): the canvas opens zoomed to them, selected. */
  showElements: readonly string[];
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
  showElements,
}: CanvasEditorProps) {
  const [initial, setInitial] = useState<OrderedExcalidrawElement[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  // Offline a save is kept on this device and sent later: "saved" would claim the server has it.
  const online = useOnline();
  const { pending } = useWriteState();
  const saveLabel =
    saveState === 'saved' && (!online || pending > 0)
      ? 'Saved on this device · waiting to sync'
      : SAVE_LABELS[saveState];
  const [shapes, setShapes] = useState(0);
  const [selected, setSelected] = useState(0);
  const [shown, setShown] = useState<string | null>(null);
  const lastElementsRef = useRef<readonly unknown[] | null>(null);
  const apiRef = useRef<ExcalidrawImperativeAPI | null>(null);
  const [api, setApi] = useState<ExcalidrawImperativeAPI | null>(null);
  const syncRef = useRef<CanvasSync<OrderedExcalidrawElement> | null>(null);
  const canEditRef = useRef(canEdit);
  const editorRef = useRef<HTMLDivElement>(null);
  const scene = useCanvasScene(workspaceId, canvasId, uid);

  useEffect(() => {
    canEditRef.current = canEdit;
  }, [canEdit]);

  useEffect(() => {
    const sync = new CanvasSync<OrderedExcalidrawElement>({
      listen: (onChanges, onError) =>
        scene.listen((changed, first) => onChanges(changed.map(restoreOne), first), onError),
      write: (elements, existing) => scene.save(elements, existing),
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
  }, [scene]);

  // Excalidraw's menu button has no name of its own (see main-menu-label.ts). The editor's
  // element exists once the scene is read (`initial`).
  useEffect(() => {
    const editor = editorRef.current;
    return editor ? watchMainMenuTriggers(editor) : undefined;
  }, [initial]);

  // A link naming elements opens the canvas on them, once they are in the editor's scene
  // (Excalidraw takes its initial elements in after mounting: its first onChange has them).
  const showKey = showElements.join(',');
  const toShow = useRef<string | null>(null);
  function showLinked(elements: readonly OrderedExcalidrawElement[]) {
    const current = apiRef.current;
    if (!toShow.current || !current) return;
    const wanted = new Set(toShow.current.split(','));
    const targets = elements.filter((element) => wanted.has(element.id) && !element.isDeleted);
    if (targets.length === 0) return;
    toShow.current = null;
    setShown(
      targets.length === 1
        ? 'Showing 1 linked element'
        : `Showing ${targets.length} linked elements`,
    );
    // After the change being reported, not inside it.
    requestAnimationFrame(() => {
      current.updateScene({
        appState: { selectedElementIds: Object.fromEntries(targets.map((e) => [e.id, true])) },
        captureUpdate: CaptureUpdateAction.NEVER,
      });
      current.scrollToContent(targets, { fitToContent: true, animate: false });
    });
  }
  useEffect(() => {
    if (!api || !initial || !showKey) return;
    const wanted = new Set(showKey.split(','));
    if (!initial.some((element) => wanted.has(element.id) && !element.isDeleted)) {
      setShown('The elements this link names are no longer on the canvas.');
      return;
    }
    toShow.current = showKey;
    showLinked(api.getSceneElements());
    // Until the elements are in the scene, onChange calls it again.
  }, [api, initial, showKey]);

  /** The selected elements as a task's source: their ids, and their words as its excerpt. */
  function selectionSource() {
    const current = apiRef.current;
    if (!current) return null;
    const ids = current.getAppState().selectedElementIds;
    const elements = current.getSceneElements().filter((element) => ids[element.id]);
    if (elements.length === 0) return null;
    const words = elements
      .map((element) => ('text' in element ? element.text : ''))
      .filter(Boolean)
      .join(' ');
    return {
      title: suggestedTitle(words || `Follow up on ${title || 'the canvas'}`),
      source: {
        kind: 'canvas' as const,
        ref: {
          canvasId,
          elementIds: elements.slice(0, TASK_SOURCE_ELEMENTS_MAX).map((element) => element.id),
        },
        excerpt: sourceExcerpt(words || title),
      },
    };
  }

  const { offer: offerFiles, fileError } = useCanvasFiles({ api, workspaceId, canvasId, uid });
  const { people, pointerMoved } = useCanvasPresence({
    api,
    workspaceId,
    canvasId,
    uid,
    displayName,
  });

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

  const handlers = useStableHandlers<
    Required<Pick<ExcalidrawProps, 'excalidrawAPI' | 'onPointerUpdate' | 'onChange'>>
  >({
    excalidrawAPI: (instance) => {
      apiRef.current = instance;
      setApi(instance);
    },
    onPointerUpdate: ({ pointer, button }) => pointerMoved({ x: pointer.x, y: pointer.y, button }),
    onChange: (elements, appState, files) => {
      setSelected(Object.keys(appState.selectedElementIds).length);
      showLinked(elements);
      // onChange also fires for pointer moves and selection; count only a new scene.
      if (elements !== lastElementsRef.current) {
        lastElementsRef.current = elements;
        setShapes(countShapes(elements));
      }
      if (!canEditRef.current) return;
      syncRef.current?.scheduleSave();
      offerFiles(files);
    },
  });
  // Excalidraw draws its whole interface again for any prop that changed; the toolbar's state
  // (save label, counts, who is here) changes often and never concerns it.
  const editor = useMemo(
    () =>
      initial ? (
        <Excalidraw
          initialData={{ elements: initial }}
          excalidrawAPI={handlers.excalidrawAPI}
          onPointerUpdate={handlers.onPointerUpdate}
          onChange={handlers.onChange}
          viewModeEnabled={!canEdit}
          // Tool shortcuts (R, O, …) work as soon as the canvas opens.
          autoFocus={canEdit}
          theme={theme}
          name={title}
        />
      ) : null,
    [handlers, initial, canEdit, theme, title],
  );

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
        {canEdit ? (
          <MakeTaskButton
            workspaceId={workspaceId}
            uid={uid}
            disabled={selected === 0}
            source={selectionSource}
          />
        ) : null}
        {!canEdit ? <span className={styles.muted}>View only</span> : null}
        {shown ? (
          <span className={styles.muted} role="status">
            {shown}
          </span>
        ) : null}
        <span className={styles.spacer} />
        {people.length > 0 ? (
          <span className={styles.muted}>Here now: {people.join(', ')}</span>
        ) : null}
        <span className={styles.muted} aria-live="polite">
          {shapes === 1 ? '1 shape' : `${shapes} shapes`}
        </span>
        {canEdit ? (
          <span className={styles.muted} role="status">
            {saveLabel}
          </span>
        ) : null}
      </div>
      <SourceTaskChips
        workspaceId={workspaceId}
        item={{ kind: 'canvas', canvasId }}
        label="Tasks from this canvas"
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      {fileError ? <Alert tone="error">{fileError}</Alert> : null}
      <div className={styles.editor} ref={editorRef}>
        {editor}
      </div>
    </div>
  );
}
