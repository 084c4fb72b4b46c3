/**
 * Uploads one video: the file (resumable, pausable, cancellable) to
 * videos/{workspaceId}/{fileName}, then a thumbnail to thumbnails/{workspaceId}/{fileName}.jpg
 * and the hover preview frames to thumbnails/{workspaceId}/{fileName}.sprite.jpg (best effort:
 * their errors are logged, never fatal), then the record in
 * workspaces/{workspaceId}/videos naming both paths — or, for a new version of a video, that
 * video's next version (video-versions.ts). storage.rules need customMetadata
 * {uploadedBy: uid, workspaceId}.
 */
import {
  isUploadCancelled,
  startResumableUpload,
  uploadSmallFile,
  type StoredFileMetadata,
  type UploadProgress,
} from '@/lib/firebase/storage';
import type { Firestore } from 'firebase/firestore';
import { storageQuotaRefusal } from '@crewspace/common/limits';
import { FIRST_VERSION_ID } from '@crewspace/common/video-review';
import { addVersion } from './video-versions';
import { addVideo } from './videos';
import {
  isVideoFile,
  previewSpriteStoragePath,
  storageFileName,
  thumbnailStoragePath,
  videoStoragePath,
} from '../file-names';
import { captureSprite } from '../preview-sprite';
import { captureThumbnail } from '../thumbnail';

export type UploadErrorCode =
  'unauthenticated' | 'no-workspace' | 'not-video' | 'no-name' | 'storage-full';

export class UploadError extends Error {
  override readonly name = 'UploadError';
  constructor(
    readonly code: UploadErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface UploadVideoInput {
  /** Where the video's record is saved (the providers' Firestore). */
  db: Firestore;
  /** The signed-in user; null refuses the upload. */
  uid: string | null;
  workspaceId: string | null;
  file: File;
  videoName: string;
  notes: string;
  /** The bytes the workspace keeps in Storage, when known: a file past its quota is refused. */
  storageUsed?: number | null;
  onProgress(progress: UploadProgress): void;
  /** Continue an upload a page reload interrupted: its session and the path it was writing. */
  resume?: { sessionUrl: string; storagePath: string };
  /** Told the upload session once it is known (to remember it for a later page). */
  onSession?(session: { sessionUrl: string; storagePath: string }): void;
  /** Upload the file as the next version of this video (of the same workspace) instead. */
  versionOf?: VersionTarget;
}

/** The video a new version is for ("Upload new version"). */
export interface VersionTarget {
  videoId: string;
  videoName: string;
}

export interface UploadedVideo {
  videoId: string;
  /** `v1` for a new video; the new version's id otherwise. */
  versionId: string;
  videoName: string;
  videoURL: string;
  thumbnailUrl: string | null;
  workspaceId: string;
  storagePath: string;
}

export interface VideoUpload {
  pause(): void;
  resume(): void;
  cancel(): void;
  /** The saved video; null when the upload was cancelled. Rejects on any other failure. */
  done: Promise<UploadedVideo | null>;
}

/** Checks the input before anything is sent; throws an UploadError with a user-facing message. */
export function validateUpload(
  input: Pick<UploadVideoInput, 'uid' | 'workspaceId' | 'file' | 'videoName' | 'storageUsed'>,
): {
  uid: string;
  workspaceId: string;
} {
  if (!input.uid) throw new UploadError('unauthenticated', 'Sign in to upload videos.');
  if (!input.workspaceId) throw new UploadError('no-workspace', 'Choose a workspace first.');
  if (!isVideoFile(input.file))
    throw new UploadError('not-video', 'Only video files can be uploaded.');
  if (!input.videoName.trim()) throw new UploadError('no-name', 'Give the video a name.');
  // The rules would refuse it (WORKSPACE_STORAGE_MAX_BYTES): say why before sending a byte.
  const full =
    input.storageUsed === undefined || input.storageUsed === null
      ? null
      : storageQuotaRefusal(input.storageUsed, input.file.size);
  if (full) throw new UploadError('storage-full', full);
  return { uid: input.uid, workspaceId: input.workspaceId };
}

/** Captures a JPEG from the local file and stores it at `path`; null (logged) when either fails. */
async function uploadCapturedImage(
  capture: (file: Blob) => Promise<Blob>,
  file: File,
  path: string,
  metadata: StoredFileMetadata,
): Promise<string | null> {
  try {
    const blob = await capture(file);
    return await uploadSmallFile(path, blob, { ...metadata, contentType: 'image/jpeg' });
  } catch (error) {
    console.warn('Image skipped for', path, error);
    return null;
  }
}

export function uploadVideo(input: UploadVideoInput): VideoUpload {
  const { uid, workspaceId } = validateUpload(input);
  // A continued upload keeps the object name its session was opened for.
  const storagePath =
    input.resume?.storagePath ?? videoStoragePath(workspaceId, storageFileName(input.file.name));
  const thumbnailPath = thumbnailStoragePath(workspaceId, storagePath);
  const spritePath = previewSpriteStoragePath(workspaceId, storagePath);
  const metadata: StoredFileMetadata = {
    contentType: input.file.type,
    customMetadata: { uploadedBy: uid, workspaceId },
  };
  const upload = startResumableUpload(storagePath, input.file, metadata, input.onProgress, {
    ...(input.resume ? { resumeSessionUrl: input.resume.sessionUrl } : {}),
    onSession: (sessionUrl) => input.onSession?.({ sessionUrl, storagePath }),
  });

  const done = (async (): Promise<UploadedVideo | null> => {
    let videoURL: string;
    try {
      videoURL = await upload.done;
    } catch (error) {
      if (isUploadCancelled(error)) return null;
      throw error;
    }
    const thumbnailUrl = await uploadCapturedImage(
      captureThumbnail,
      input.file,
      thumbnailPath,
      metadata,
    );
    const previewSpriteUrl = await uploadCapturedImage(
      captureSprite,
      input.file,
      spritePath,
      metadata,
    );
    const videoName = input.videoName.trim();
    const files = {
      videoURL,
      thumbnailUrl,
      storagePath,
      thumbnailPath: thumbnailUrl ? thumbnailPath : null,
      previewSpriteUrl,
      previewSpritePath: previewSpriteUrl ? spritePath : null,
    };
    const uploaded = { videoName, videoURL, thumbnailUrl, workspaceId, storagePath };
    if (input.versionOf) {
      const { videoId } = input.versionOf;
      const versionId = await addVersion(input.db, { workspaceId, videoId }, files, uid);
      return { ...uploaded, videoId, versionId };
    }
    const videoId = await addVideo(input.db, {
      ...files,
      videoName,
      notes: input.notes.trim(),
      uploadedBy: uid,
      workspaceId,
    });
    return { ...uploaded, videoId, versionId: FIRST_VERSION_ID };
  })();

  return {
    pause: () => void upload.pause(),
    resume: () => void upload.resume(),
    cancel: () => void upload.cancel(),
    done,
  };
}
