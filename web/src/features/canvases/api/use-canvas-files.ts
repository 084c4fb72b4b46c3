/**
 * Image files of the open canvas (see CanvasFileSync): started once the Excalidraw API exists,
 * since downloaded files go straight into the editor. Returns `offer`, to call with the editor's
 * files on each change, and the last file problem for the person.
 */
import type { BinaryFileData, ExcalidrawImperativeAPI } from '@excalidraw/excalidraw/types';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFirestore, useStorage } from 'reactfire';
import { queryFeed } from '@/lib/firebase/live-feeds';
import { canvasFilesQuery, type StoredCanvasFile } from './canvas-files';
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
  const storage = useStorage();

  useEffect(() => {
    if (!api) return;
    const sync = new CanvasFileSync({
      listen: (onFiles, onError) =>
        queryFeed(canvasFilesQuery(db, workspaceId, canvasId)).subscribe(
          (files) => onFiles(files.filter((file): file is StoredCanvasFile => file !== null)),
          onError,
        ),
      store: (file, bytes) =>
        storeCanvasImage({ db, storage, workspaceId, canvasId, uid, file, bytes }),
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
  }, [api, db, storage, workspaceId, canvasId, uid]);

  const offer = useCallback((files: Readonly<Record<string, EditorFile>>) => {
    syncRef.current?.offer(files);
  }, []);

  return { offer, fileError };
}
