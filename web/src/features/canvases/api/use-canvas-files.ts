/**
 * Image files of the open canvas (see CanvasFileSync): started once the Excalidraw API exists,
 * since downloaded files go straight into the editor. Returns `offer`, to call with the editor's
 * files on each change, and the last file problem for the person.
 */
import type { BinaryFileData, ExcalidrawImperativeAPI } from '@excalidraw/excalidraw/types';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFirestore } from 'reactfire';
import { listenToCanvasFiles } from './canvases';
import { CanvasFileSync, type EditorFile } from './canvas-file-sync';
import { dataURLToBlob, fetchCanvasImage, storeCanvasImage } from './canvas-images';

export function useCanvasFiles(input: {
  api: ExcalidrawImperativeAPI | null;
  workspaceId: string;
  canvasId: string;
  uid: string;
}) {
  const { api, workspaceId, canvasId, uid } = input;
  const syncRef = useRef<CanvasFileSync | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const db = useFirestore();

  useEffect(() => {
    if (!api) return;
    const sync = new CanvasFileSync({
      listen: (onFiles, onError) =>
        listenToCanvasFiles(db, workspaceId, canvasId, onFiles, onError),
      store: (file, bytes) => storeCanvasImage({ db, workspaceId, canvasId, uid, file, bytes }),
      fetch: fetchCanvasImage,
      editorHas: (id) => id in api.getFiles(),
      addToEditor: (files) => api.addFiles(files as BinaryFileData[]),
      toBlob: dataURLToBlob,
      onError: (reason, cause) => {
        if (cause) console.warn(reason, cause);
        setFileError(reason);
      },
    });
    syncRef.current = sync;
    sync.start();
    return () => {
      syncRef.current = null;
      sync.stop();
    };
  }, [api, db, workspaceId, canvasId, uid]);

  const offer = useCallback((files: Readonly<Record<string, EditorFile>>) => {
    syncRef.current?.offer(files);
  }, []);

  return { offer, fileError };
}
