/**
 * Uploads a page reload interrupted, remembered per browser so the uploader can offer to continue
 * them: the SDK's upload session URL plus what identifies the file (name, size, last modified),
 * saved in localStorage under one key. A page cannot keep a File across a reload, so the user
 * picks the same file again; the entry tells which session and storage path it belongs to.
 */
import { z } from 'zod/mini';
import { STORAGE_KEYS, readStored, writeStored } from '@/lib/browser-storage';
import { isVideoStoragePath } from './file-names';

/** The localStorage key; signing out removes it with the person's other keys. */
export const INTERRUPTED_UPLOADS_KEY = STORAGE_KEYS.interruptedUploads;

/** Storage keeps unfinished sessions about a week; older entries are dropped unread. */
export const INTERRUPTED_UPLOAD_MAX_AGE_MS = 6 * 24 * 60 * 60 * 1000;

/** An upload of the old layout (videos/{fileName}) cannot finish any more, so it is dropped. */
const count = () => z.int().check(z.nonnegative());

const entrySchema = z
  .object({
    uid: z.string().check(z.minLength(1)),
    workspaceId: z.string().check(z.minLength(1)),
    sessionUrl: z.url(),
    storagePath: z.string(),
    fileName: z.string(),
    fileSize: count(),
    fileLastModified: z.number(),
    videoName: z.string(),
    notes: z.string(),
    bytesTransferred: count(),
    savedAt: z.number(),
    /** The video this upload is a new version of. */
    versionOf: z.optional(
      z.object({
        videoId: z.string().check(z.minLength(1), z.maxLength(128)),
        videoName: z.string(),
      }),
    ),
  })
  .check(z.refine((entry) => isVideoStoragePath(entry.workspaceId, entry.storagePath)));

export type InterruptedUpload = z.infer<typeof entrySchema>;

/** What identifies a picked file across page loads. */
export type FileIdentity = Pick<File, 'name' | 'size' | 'lastModified'>;

/** True when `file` is the file the entry was uploading (the user picked it again). */
export function isSameFile(entry: InterruptedUpload, file: FileIdentity): boolean {
  return (
    entry.fileName === file.name &&
    entry.fileSize === file.size &&
    entry.fileLastModified === file.lastModified
  );
}

/** Every readable, unexpired entry; anything malformed in storage is ignored. */
export function readInterruptedUploads(now = Date.now()): InterruptedUpload[] {
  const raw = readStored('local', INTERRUPTED_UPLOADS_KEY);
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((value) => {
    const entry = entrySchema.safeParse(value);
    return entry.success && now - entry.data.savedAt < INTERRUPTED_UPLOAD_MAX_AGE_MS
      ? [entry.data]
      : [];
  });
}

function writeAll(entries: InterruptedUpload[]): void {
  writeStored('local', INTERRUPTED_UPLOADS_KEY, entries.length ? JSON.stringify(entries) : null);
}

/** Saves or replaces the entry for its session. */
export function rememberUpload(entry: InterruptedUpload, now = Date.now()): void {
  writeAll([
    ...readInterruptedUploads(now).filter((other) => other.sessionUrl !== entry.sessionUrl),
    entry,
  ]);
}

/** Records how far a remembered upload got (shown when offering to resume). */
export function updateRememberedProgress(
  sessionUrl: string,
  bytesTransferred: number,
  now = Date.now(),
): void {
  const entries = readInterruptedUploads(now);
  const entry = entries.find((other) => other.sessionUrl === sessionUrl);
  if (!entry || entry.bytesTransferred >= bytesTransferred) return;
  entry.bytesTransferred = bytesTransferred;
  writeAll(entries);
}

/** Drops the entry for a session (finished, cancelled, or discarded). */
export function forgetUpload(sessionUrl: string, now = Date.now()): void {
  const entries = readInterruptedUploads(now);
  const kept = entries.filter((entry) => entry.sessionUrl !== sessionUrl);
  if (kept.length !== entries.length) writeAll(kept);
}
