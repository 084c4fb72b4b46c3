/**
 * Firebase Storage: the service (connected to the local stand-in when VITE_USE_EMULATORS=true,
 * as app.ts does for the others) and the few verbs the app needs. Features never see the SDK.
 */
import { LOCAL_PORTS } from '@crewspace/common/local-config';
import {
  connectStorageEmulator,
  deleteObject,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytes,
  uploadBytesResumable,
  type FirebaseStorage,
} from 'firebase/storage';
import { env } from '../../config/env';
import { firebaseServices } from './app';
import { firebaseErrorCode } from './errors';

let storage: FirebaseStorage | undefined;

function createStorage(): FirebaseStorage {
  const instance = getStorage(firebaseServices().app);
  if (env.VITE_USE_EMULATORS) {
    connectStorageEmulator(instance, env.VITE_EMULATOR_HOST, LOCAL_PORTS.storage);
  }
  return instance;
}

export function storageService(): FirebaseStorage {
  storage ??= createStorage();
  return storage;
}

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

/** Starts a resumable upload to `path`, reporting progress on every state change. */
export function startResumableUpload(
  path: string,
  data: Blob,
  metadata: StoredFileMetadata,
  onProgress: (progress: UploadProgress) => void,
): ResumableUpload {
  const task = uploadBytesResumable(ref(storageService(), path), data, metadata);
  const done = new Promise<string>((resolve, reject) => {
    task.on(
      'state_changed',
      (snapshot) =>
        onProgress({ bytesTransferred: snapshot.bytesTransferred, totalBytes: snapshot.totalBytes }),
      reject,
      () => {
        getDownloadURL(task.snapshot.ref).then(resolve, reject);
      },
    );
  });
  return {
    pause: () => task.pause(),
    resume: () => task.resume(),
    cancel: () => task.cancel(),
    done,
  };
}

/** Uploads a small file in one request and returns its download URL. */
export async function uploadSmallFile(
  path: string,
  data: Blob,
  metadata: StoredFileMetadata,
): Promise<string> {
  const result = await uploadBytes(ref(storageService(), path), data, metadata);
  return getDownloadURL(result.ref);
}

/** Deletes an object; one that is already gone counts as deleted. */
export async function deleteStoredFile(path: string): Promise<void> {
  try {
    await deleteObject(ref(storageService(), path));
  } catch (error) {
    if (firebaseErrorCode(error) === 'storage/object-not-found') return;
    throw error;
  }
}

/** True for the error a cancelled upload rejects with. */
export function isUploadCancelled(error: unknown): boolean {
  return firebaseErrorCode(error) === 'storage/canceled';
}
