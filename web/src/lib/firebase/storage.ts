/**
 * The few Firebase Storage verbs the app needs, on the Storage instance the caller hands in (a
 * feature hook's useStorage(), from the signed-in providers). Features never use the SDK itself.
 */
import {
  deleteObject,
  getDownloadURL,
  ref,
  uploadBytes,
  uploadBytesResumable,
  type FirebaseStorage,
  type UploadTask,
} from 'firebase/storage';
import { firebaseErrorCode } from './errors';

/** What storage.rules require on every object: its type and its uploader. */
export interface StoredFileMetadata {
  contentType: string;
  customMetadata: { uploadedBy: string; workspaceId: string };
}

export interface UploadProgress {
  bytesTransferred: number;
  totalBytes: number;
}

/** A running resumable upload. `done` resolves with the download URL, or rejects on error/cancel. */
export interface ResumableUpload {
  pause(): boolean;
  resume(): boolean;
  cancel(): boolean;
  done: Promise<string>;
}

export interface ResumableUploadOptions {
  /** Continue this upload session (saved by an earlier page) instead of opening a new one. */
  resumeSessionUrl?: string;
  /** Told the upload session's URL once it is known, so a later page can continue it. */
  onSession?(sessionUrl: string): void;
}

/**
 * The SDK keeps a resumable upload's session URL private (`UploadTask._uploadUrl`) and has no
 * API to continue a session in a new task, which resuming after a page reload needs. These two
 * fields of its internal state are the whole dependency; the videos feature's
 * resumable-session.test.ts exercises them with the real SDK against the storage stand-in, so an
 * SDK change that renames them fails a test instead of silently disabling resume.
 */
interface UploadTaskInternals {
  _uploadUrl?: unknown;
  _needToFetchStatus?: unknown;
}

function sessionUrlOf(task: UploadTask): string | undefined {
  const url = (task as unknown as UploadTaskInternals)._uploadUrl;
  return typeof url === 'string' ? url : undefined;
}

/**
 * Points a fresh task at an existing session. The task is paused before it opens a session of its
 * own (it first waits for the auth token); once paused, it gets the old session URL and the flag
 * the SDK sets after a network error, so on resume it asks the server how many bytes it holds and
 * uploads the rest: the SDK's own recovery path. `paused` says whether the user has paused since.
 */
function continueSession(
  task: UploadTask,
  sessionUrl: string,
  paused: () => boolean,
): () => boolean {
  let attached = false;
  task.pause();
  const unsubscribe = task.on('state_changed', (snapshot) => {
    if (attached || snapshot.state !== 'paused') return;
    attached = true;
    unsubscribe();
    const internals: UploadTaskInternals = { _uploadUrl: sessionUrl, _needToFetchStatus: true };
    Object.assign(task, internals);
    if (!paused()) task.resume();
  });
  return () => attached;
}

/**
 * Asks the server to drop an upload session and the bytes it holds. The SDK never sends this
 * protocol command: without it a cancelled upload's bytes stay until the session expires.
 * Best effort: the session URL itself is the credential, and a failure only delays the cleanup.
 */
export async function discardUploadSession(sessionUrl: string): Promise<void> {
  try {
    await fetch(sessionUrl, { method: 'POST', headers: { 'X-Goog-Upload-Command': 'cancel' } });
  } catch (error) {
    console.warn('Could not discard the upload session', error);
  }
}

/** Starts (or, with `resumeSessionUrl`, continues) a resumable upload to `path`. */
export function startResumableUpload(
  storage: FirebaseStorage,
  path: string,
  data: Blob | Uint8Array,
  metadata: StoredFileMetadata,
  onProgress: (progress: UploadProgress) => void,
  options: ResumableUploadOptions = {},
): ResumableUpload {
  const { resumeSessionUrl, onSession } = options;
  const task = uploadBytesResumable(ref(storage, path), data, metadata);
  // Until a continued task is attached to its session, pause and resume only record the wish.
  let pausedByUser = false;
  const attached = resumeSessionUrl
    ? continueSession(task, resumeSessionUrl, () => pausedByUser)
    : () => true;
  let knownSession = resumeSessionUrl;
  const done = new Promise<string>((resolve, reject) => {
    task.on(
      'state_changed',
      (snapshot) => {
        const sessionUrl = sessionUrlOf(task);
        if (sessionUrl && sessionUrl !== knownSession) {
          knownSession = sessionUrl;
          onSession?.(sessionUrl);
        }
        // A continued task reports 0 bytes until the server has said how many it holds.
        if (resumeSessionUrl && snapshot.bytesTransferred === 0) return;
        onProgress({
          bytesTransferred: snapshot.bytesTransferred,
          totalBytes: snapshot.totalBytes,
        });
      },
      reject,
      () => {
        getDownloadURL(task.snapshot.ref).then(resolve, reject);
      },
    );
  });
  return {
    pause: () => {
      pausedByUser = true;
      return attached() ? task.pause() : true;
    },
    resume: () => {
      pausedByUser = false;
      return attached() ? task.resume() : true;
    },
    cancel: () => {
      // The SDK only cancels a running task; a paused one is woken first so `done` settles.
      if (task.snapshot.state === 'paused') task.resume();
      const cancelled = task.cancel();
      if (cancelled && knownSession) void discardUploadSession(knownSession);
      return cancelled;
    },
    done,
  };
}

/** Uploads a small file in one request and returns its download URL. */
export async function uploadSmallFile(
  storage: FirebaseStorage,
  path: string,
  data: Blob,
  metadata: StoredFileMetadata,
): Promise<string> {
  const result = await uploadBytes(ref(storage, path), data, metadata);
  return getDownloadURL(result.ref);
}

/** Deletes an object; one that is already gone counts as deleted. */
export async function deleteStoredFile(storage: FirebaseStorage, path: string): Promise<void> {
  try {
    await deleteObject(ref(storage, path));
  } catch (error) {
    if (firebaseErrorCode(error) === 'storage/object-not-found') return;
    throw error;
  }
}

/** True for the error a cancelled upload rejects with. */
export function isUploadCancelled(error: unknown): boolean {
  return firebaseErrorCode(error) === 'storage/canceled';
}
