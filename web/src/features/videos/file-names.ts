/** Storage object names for uploads: collision-proof and safe in a path segment. */

const MAX_BASE_LENGTH = 80;

/**
 * Keeps letters, digits, '.', '-' and '_'; anything else becomes '-'. Collapses runs, trims
 * leading dots and dashes (no hidden or relative names) and caps the length, keeping the extension.
 */
export function sanitizeFileName(original: string): string {
  const cleaned = original
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[.-]+/, '')
    .replace(/-+$/, '');
  if (!cleaned) return 'video';
  if (cleaned.length <= MAX_BASE_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_BASE_LENGTH - extension.length) + extension;
}

/** 8 random base-36 characters from the platform CSPRNG. */
export function randomToken(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => (byte % 36).toString(36)).join('');
}

/** `${timestamp}-${random}-${sanitized original}`, e.g. `1730000000000-k3j9x0ab-My-clip.mp4`. */
export function storageFileName(
  original: string,
  now: number = Date.now(),
  random: string = randomToken(),
): string {
  return `${now}-${random}-${sanitizeFileName(original)}`;
}

/**
 * Where a workspace's video lives in Storage: storage.rules only let that workspace's members
 * at `videos/{workspaceId}/{fileName}`, and firestore.rules only accept a video record naming
 * such a path.
 */
export function videoStoragePath(workspaceId: string, fileName: string): string {
  return `videos/${workspaceId}/${fileName}`;
}

/** True for a path videoStoragePath could have made for this workspace. */
export function isVideoStoragePath(workspaceId: string, path: string): boolean {
  const prefix = videoStoragePath(workspaceId, '');
  return path.startsWith(prefix) && /^[^/]+$/.test(path.slice(prefix.length));
}

/** The thumbnail of the video at `videoPath`: `thumbnails/{workspaceId}/{fileName}.jpg`. */
export function thumbnailStoragePath(workspaceId: string, videoPath: string): string {
  return `thumbnails/${workspaceId}/${videoPath.slice(videoPath.lastIndexOf('/') + 1)}.jpg`;
}

/** Longest video name firestore.rules accepts. */
export const MAX_VIDEO_NAME_LENGTH = 200;
/** firestore.rules: a video's notes are at most this long. */
export const MAX_VIDEO_NOTES_LENGTH = 5000;

/** Why a video's name and notes cannot be saved as they are, or null when they can. */
export function videoDetailsProblem(details: { videoName: string; notes: string }): string | null {
  const videoName = details.videoName.trim();
  if (!videoName || videoName.length > MAX_VIDEO_NAME_LENGTH)
    return `The name must be 1–${MAX_VIDEO_NAME_LENGTH} characters.`;
  if (details.notes.trim().length > MAX_VIDEO_NOTES_LENGTH)
    return `The notes must be at most ${MAX_VIDEO_NOTES_LENGTH} characters.`;
  return null;
}

/** The name a new upload gets by default: the file name (spec), cut to the allowed length. */
export function defaultVideoName(fileName: string): string {
  return fileName.slice(0, MAX_VIDEO_NAME_LENGTH);
}

/** True for a file the uploader accepts (video/* only). */
export function isVideoFile(file: { type: string }): boolean {
  return /^video\//.test(file.type);
}

/** The hover preview frames of the video at `videoPath`, beside its thumbnail. */
export function previewSpriteStoragePath(workspaceId: string, videoPath: string): string {
  return `thumbnails/${workspaceId}/${videoPath.slice(videoPath.lastIndexOf('/') + 1)}.sprite.jpg`;
}
