/**
 * The uploader for the signed-in app: its queue (upload-queue.ts), the running uploads, and the
 * completion effects (item removed, confetti, the upload-complete signal and the window event
 * `videoUploadComplete`). Renders the modal over any page while it is open and a workspace is set,
 * and otherwise the bar that tells of interrupted uploads; opened for a video's new version, its
 * uploads become that video's next versions. While an upload runs, leaving the page asks first.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useFirestore } from 'reactfire';
import { useStorageUsed, useWorkspace } from '@/features/workspaces';
import {
  UploadError,
  uploadVideo,
  type UploadedVideo,
  type VersionTarget,
  type VideoUpload,
} from './api/upload-video';
import { celebrate as defaultCelebrate } from './celebrate';
import { InterruptedBar } from './components/uploader-bar';
import { UploaderModal } from './components/uploader-modal';
import {
  UploadContext,
  VIDEO_UPLOAD_COMPLETE_EVENT,
  type StartUploadInput,
  type UploadContextValue,
} from './upload-context';
import { forgetUpload } from './interrupted-uploads';
import { initialUploadQueue, uploadQueueReducer } from './upload-queue';
import { SPEED_REFRESH_MS, averageProgress } from './upload-stats';
import { useInterruptedUploads } from './use-interrupted-uploads';

export interface UploadProviderProps {
  /** The signed-in user; null refuses uploads. */
  uid: string | null;
  children: ReactNode;
  /** Replaces the confetti (tests). */
  celebrate?: () => void;
}

interface RunningUpload {
  upload: VideoUpload;
  paused: boolean;
  /** Paused by the connection going away: resumed when it returns (the queue's pausedOffline). */
  pausedOffline: boolean;
  /** Its upload session, once known: remembered until the upload ends, to resume after a reload. */
  sessionUrl: string | undefined;
}

export function UploadProvider({
  uid,
  children,
  celebrate = defaultCelebrate,
}: UploadProviderProps) {
  const { current: workspace } = useWorkspace();
  const workspaceId = workspace?.id ?? null;
  const db = useFirestore();
  const storageUsed = useStorageUsed(workspaceId);
  const [state, dispatch] = useReducer(uploadQueueReducer, initialUploadQueue);
  const [lastCompleted, setLastCompleted] = useState<UploadedVideo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [versionOf, setVersionOf] = useState<VersionTarget | null>(null);
  const [interruptedHidden, setInterruptedHidden] = useState(false);
  const running = useRef(new Map<string, RunningUpload>());
  const {
    interrupted,
    find: findInterrupted,
    actions: remembered,
  } = useInterruptedUploads(uid, workspaceId);
  const celebrateRef = useRef(celebrate);
  useEffect(() => {
    celebrateRef.current = celebrate;
  }, [celebrate]);

  // Speed and time remaining refresh at least every second, even between SDK progress events.
  const hasActive = state.items.some((item) => !item.isPaused && !item.failed);
  useEffect(() => {
    if (!hasActive) return undefined;
    const timer = setInterval(() => dispatch({ type: 'tick', at: Date.now() }), SPEED_REFRESH_MS);
    return () => clearInterval(timer);
  }, [hasActive]);

  // Leaving the page (closing the tab, reloading, typing an address) while an upload runs or
  // waits asks first: the upload would stop, and only picking the file again resumes it.
  const uploading = state.items.some((item) => !item.failed);
  useEffect(() => {
    if (!uploading) return undefined;
    const askFirst = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', askFirst);
    return () => window.removeEventListener('beforeunload', askFirst);
  }, [uploading]);

  // Signing out (unmount) stops every running upload and discards it: nothing is left to resume.
  // (A page reload runs no cleanup, which is what leaves an upload resumable.)
  useEffect(() => {
    const uploads = running.current;
    return () => {
      for (const { upload, sessionUrl } of uploads.values()) {
        upload.cancel();
        if (sessionUrl) forgetUpload(sessionUrl);
      }
      uploads.clear();
    };
  }, []);

  // Offline, running uploads pause instead of failing after the SDK's retries run out; back
  // online, those (and only those: the user's own pauses stay) resume from where they stopped.
  useEffect(() => {
    const uploads = running.current;
    const onOffline = () => {
      for (const entry of uploads.values()) {
        if (entry.paused) continue;
        entry.upload.pause();
        entry.paused = entry.pausedOffline = true;
      }
      dispatch({ type: 'connection', online: false, at: Date.now() });
    };
    const onOnline = () => {
      for (const entry of uploads.values()) {
        if (!entry.pausedOffline) continue;
        entry.upload.resume();
        entry.paused = entry.pausedOffline = false;
      }
      dispatch({ type: 'connection', online: true, at: Date.now() });
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, []);

  const startUpload = useCallback(
    ({ file, videoName, notes, resume, ...input }: StartUploadInput): boolean => {
      const id = crypto.randomUUID();
      // A continued upload keeps the video it was a version of (or becomes the version asked for).
      const target = resume?.versionOf ?? input.versionOf;
      const name = (target?.videoName ?? videoName).trim();
      // Filled in as soon as the upload has its session (at once when continuing one).
      let sessionUrl = resume?.sessionUrl;
      let upload: VideoUpload;
      try {
        upload = uploadVideo({
          db,
          uid,
          workspaceId,
          file,
          videoName: name,
          notes,
          storageUsed,
          ...(resume ? { resume } : {}),
          ...(target ? { versionOf: target } : {}),
          onProgress: ({ bytesTransferred, totalBytes }) => {
            dispatch({ type: 'progress', id, bytesTransferred, totalBytes, at: Date.now() });
            if (sessionUrl) remembered.progress(sessionUrl, bytesTransferred);
          },
          onSession: (session) => {
            const entry = running.current.get(id);
            if (!uid || !workspaceId || !entry) return;
            sessionUrl = entry.sessionUrl = session.sessionUrl;
            remembered.started({
              ...session,
              uid,
              workspaceId,
              fileName: file.name,
              fileSize: file.size,
              fileLastModified: file.lastModified,
              videoName: name,
              notes,
              bytesTransferred: 0,
              savedAt: Date.now(),
              ...(target ? { versionOf: target } : {}),
            });
          },
        });
      } catch (refusal) {
        setError(refusal instanceof UploadError ? refusal.message : 'The upload could not start.');
        if (!(refusal instanceof UploadError)) console.error('Upload refused', refusal);
        return false;
      }
      setError(null);
      // Started offline: it waits, paused, for the connection (see the effect above).
      const offline = !navigator.onLine;
      if (offline) upload.pause();
      running.current.set(id, { upload, paused: offline, pausedOffline: offline, sessionUrl });
      if (resume) remembered.started(target ? { ...resume, versionOf: target } : resume);
      dispatch({
        type: 'start',
        id,
        file,
        videoName: target ? `${name} (new version)` : name,
        notes,
        at: Date.now(),
        ...(resume ? { bytesTransferred: resume.bytesTransferred } : {}),
        ...(offline ? { offline } : {}),
      });
      upload.done.then(
        (video) => {
          running.current.delete(id);
          if (sessionUrl) remembered.ended(sessionUrl, true);
          dispatch({ type: 'complete', id });
          if (!video) return;
          celebrateRef.current();
          setLastCompleted(video);
          window.dispatchEvent(new CustomEvent(VIDEO_UPLOAD_COMPLETE_EVENT, { detail: video }));
        },
        (failure: unknown) => {
          running.current.delete(id);
          // A failed new upload stays resumable after a reload (say the network went away); a
          // failed continuation is forgotten: its session is most likely gone.
          if (sessionUrl) remembered.ended(sessionUrl, Boolean(resume));
          console.error('Video upload failed', failure);
          dispatch({ type: 'fail', id });
        },
      );
      return true;
    },
    [db, uid, workspaceId, remembered, storageUsed],
  );

  const togglePause = useCallback((id: string) => {
    const entry = running.current.get(id);
    // The connection's pause is undone by the connection (the row offers no Resume then).
    if (!entry || entry.pausedOffline) return;
    if (entry.paused) entry.upload.resume();
    else entry.upload.pause();
    entry.paused = !entry.paused;
    dispatch({ type: 'togglePause', id, at: Date.now() });
  }, []);

  const cancel = useCallback(
    (id: string) => {
      const entry = running.current.get(id);
      entry?.upload.cancel();
      running.current.delete(id);
      if (entry?.sessionUrl) remembered.ended(entry.sessionUrl, true);
      dispatch({ type: 'cancel', id });
    },
    [remembered],
  );

  const itemCount = state.items.length;
  const value = useMemo<UploadContextValue>(
    () => ({
      isOpen: state.isOpen,
      isMinimized: state.isMinimized,
      items: state.items,
      averageProgress: averageProgress(state.items),
      lastCompleted,
      error,
      versionOf,
      openUploader: () => {
        setVersionOf(null);
        dispatch({ type: 'open' });
      },
      openVersionUploader: (video) => {
        setVersionOf(video);
        dispatch({ type: 'open' });
      },
      closeUploader: () => dispatch({ type: itemCount > 0 ? 'minimize' : 'close' }),
      minimize: () => dispatch({ type: 'minimize' }),
      restore: () => dispatch({ type: 'restore' }),
      startUpload,
      togglePause,
      cancel,
      interrupted,
      findInterrupted,
      discardInterrupted: remembered.discard,
    }),
    [
      state,
      lastCompleted,
      error,
      versionOf,
      itemCount,
      startUpload,
      togglePause,
      cancel,
      interrupted,
      findInterrupted,
      remembered,
    ],
  );

  return (
    <UploadContext value={value}>
      {children}
      {!workspace ? null : state.isOpen ? (
        <UploaderModal />
      ) : interruptedHidden ? null : (
        <InterruptedBar onHide={() => setInterruptedHidden(true)} />
      )}
    </UploadContext>
  );
}
