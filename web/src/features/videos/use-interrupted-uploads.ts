/**
 * The uploader's memory of its upload sessions (interrupted-uploads.ts) as React state: what a
 * reload interrupted, for the signed-in user in the current workspace, minus what this page is
 * uploading itself; and the writes that keep it current as uploads start, progress and end.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { discardUploadSession } from '@/lib/firebase/storage';
import {
  forgetUpload,
  isSameFile,
  readInterruptedUploads,
  rememberUpload,
  updateRememberedProgress,
  type FileIdentity,
  type InterruptedUpload,
} from './interrupted-uploads';

/** Saved progress is only shown when offering to resume: a write every few seconds will do. */
const PROGRESS_SAVE_INTERVAL_MS = 2000;

export interface RememberedUploadActions {
  /** An upload in this page has its session (new, or continued): remember it until it ends. */
  started(entry: InterruptedUpload): void;
  progress(sessionUrl: string, bytesTransferred: number): void;
  /** The upload ended; `forget` drops it (finished, cancelled), else it stays resumable. */
  ended(sessionUrl: string, forget: boolean): void;
  /** Forgets an interrupted upload and asks the server to drop its bytes. */
  discard(entry: InterruptedUpload): void;
}

export interface RememberedUploads {
  interrupted: InterruptedUpload[];
  find(file: FileIdentity): InterruptedUpload | undefined;
  actions: RememberedUploadActions;
}

export function useInterruptedUploads(
  uid: string | null,
  workspaceId: string | null,
): RememberedUploads {
  const [all, setAll] = useState(() => readInterruptedUploads());
  const [inPage, setInPage] = useState<ReadonlySet<string>>(() => new Set());
  const progressSavedAt = useRef(new Map<string, number>());

  const actions = useMemo<RememberedUploadActions>(() => {
    const refresh = () => setAll(readInterruptedUploads());
    const mark = (sessionUrl: string, running: boolean) =>
      setInPage((current) => {
        const next = new Set(current);
        if (running) next.add(sessionUrl);
        else next.delete(sessionUrl);
        return next;
      });
    return {
      started(entry) {
        rememberUpload(entry);
        // 0: the first progress report is saved at once, later ones every few seconds.
        progressSavedAt.current.set(entry.sessionUrl, 0);
        mark(entry.sessionUrl, true);
        refresh();
      },
      progress(sessionUrl, bytesTransferred) {
        const now = Date.now();
        const savedAt = progressSavedAt.current.get(sessionUrl);
        if (savedAt === undefined || now - savedAt < PROGRESS_SAVE_INTERVAL_MS) return;
        progressSavedAt.current.set(sessionUrl, now);
        updateRememberedProgress(sessionUrl, bytesTransferred, now);
      },
      ended(sessionUrl, forget) {
        progressSavedAt.current.delete(sessionUrl);
        if (forget) forgetUpload(sessionUrl);
        mark(sessionUrl, false);
        refresh();
      },
      discard(entry) {
        forgetUpload(entry.sessionUrl);
        refresh();
        void discardUploadSession(entry.sessionUrl);
      },
    };
  }, []);

  const interrupted = useMemo(
    () =>
      uid && workspaceId
        ? all.filter(
            (entry) =>
              entry.uid === uid &&
              entry.workspaceId === workspaceId &&
              !inPage.has(entry.sessionUrl),
          )
        : [],
    [all, inPage, uid, workspaceId],
  );
  const find = useCallback(
    (file: FileIdentity) => interrupted.find((entry) => isSameFile(entry, file)),
    [interrupted],
  );
  return { interrupted, find, actions };
}
