/** The uploader's context: what <UploadProvider> shares and the `useUploads` hook. */
import { createContext, use } from 'react';
import type { UploadedVideo, VersionTarget } from './api/upload-video';
import type { FileIdentity, InterruptedUpload } from './interrupted-uploads';
import type { UploadItem } from './upload-queue';

/** The window event raised after a video is saved; `detail` is the UploadedVideo. */
export const VIDEO_UPLOAD_COMPLETE_EVENT = 'videoUploadComplete';

export interface StartUploadInput {
  file: File;
  videoName: string;
  notes: string;
  /** Continue this interrupted upload (the same file, picked again) instead of starting anew. */
  resume?: InterruptedUpload;
  /** Upload the file as the next version of this video. */
  versionOf?: VersionTarget;
}

export interface UploadContextValue {
  isOpen: boolean;
  isMinimized: boolean;
  items: UploadItem[];
  /** Mean progress of the items, 0–100 (the minimized bar). */
  averageProgress: number;
  /** The upload-complete signal: the last saved video, or null before the first. */
  lastCompleted: UploadedVideo | null;
  /** Why the last start was refused (not signed in, no workspace, not a video), else null. */
  error: string | null;
  /** The video the open uploader adds a version to ("Upload new version"); null for a new video. */
  versionOf: VersionTarget | null;
  /** Opens the uploader for a new video. */
  openUploader(): void;
  /** Opens the uploader for a new version of `video`. */
  openVersionUploader(video: VersionTarget): void;
  /** Closes the uploader; with uploads still listed it minimizes instead, so they stay visible. */
  closeUploader(): void;
  minimize(): void;
  restore(): void;
  /** Starts an upload; false (and `error` set) when it was refused. */
  startUpload(input: StartUploadInput): boolean;
  togglePause(id: string): void;
  /** Uploads a page reload interrupted, in the current workspace; picking the file resumes one. */
  interrupted: InterruptedUpload[];
  /** The interrupted upload of this file, if any. */
  findInterrupted(file: FileIdentity): InterruptedUpload | undefined;
  /** Forgets an interrupted upload and discards the bytes stored for it. */
  discardInterrupted(upload: InterruptedUpload): void;
  /** Cancels a running upload, or removes a failed one. */
  cancel(id: string): void;
}

export const UploadContext = createContext<UploadContextValue | null>(null);

export function useUploads(): UploadContextValue {
  const value = use(UploadContext);
  if (!value) throw new Error('useUploads must be used inside <UploadProvider>.');
  return value;
}
