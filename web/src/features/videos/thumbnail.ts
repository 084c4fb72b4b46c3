/** A JPEG thumbnail from a local video file: the frame at 1 s, 320 px wide, aspect kept. */

export const THUMBNAIL_WIDTH = 320;
export const THUMBNAIL_AT_SECONDS = 1;
const TIMEOUT_MS = 15_000;

/** Thumbnail height for a frame, keeping its aspect (at least 1 px). */
export function thumbnailSize(
  videoWidth: number,
  videoHeight: number,
): { width: number; height: number } {
  if (videoWidth <= 0 || videoHeight <= 0) return { width: THUMBNAIL_WIDTH, height: 180 };
  return {
    width: THUMBNAIL_WIDTH,
    height: Math.max(1, Math.round((videoHeight * THUMBNAIL_WIDTH) / videoWidth)),
  };
}

/** The seek target: 1 s, or the middle of a shorter clip. */
export function thumbnailTime(duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return THUMBNAIL_AT_SECONDS;
  return Math.min(THUMBNAIL_AT_SECONDS, duration / 2);
}

/** Resolves on the video's next `event`; rejects on an error or after 15 s. */
export function waitFor(target: HTMLVideoElement, event: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      target.removeEventListener(event, onEvent);
      target.removeEventListener('error', onError);
      clearTimeout(timer);
    };
    const onEvent = () => {
      cleanup();
      resolve();
    };
    const onError = () => {
      cleanup();
      reject(new Error(`Could not read the video (${event}).`));
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`Timed out waiting for ${event}.`));
    }, TIMEOUT_MS);
    target.addEventListener(event, onEvent);
    target.addEventListener('error', onError);
  });
}

/**
 * Loads a local file into a detached, muted <video>, hands it to `read` once its first frame is
 * there, and releases the element and the object URL afterwards.
 */
export async function withLoadedVideo<T>(
  file: Blob,
  read: (video: HTMLVideoElement) => Promise<T>,
): Promise<T> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  try {
    const loaded = waitFor(video, 'loadeddata');
    video.src = url;
    await loaded;
    return await read(video);
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}

/** The canvas as a JPEG; `what` names the picture in the error. */
export function canvasToJpeg(canvas: HTMLCanvasElement, quality: number, what: string) {
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(`${what} could not be encoded.`))),
      'image/jpeg',
      quality,
    ),
  );
}

/** Loads the file into a detached <video>, seeks to 1 s and draws the frame into a JPEG. */
export function captureThumbnail(file: Blob): Promise<Blob> {
  return withLoadedVideo(file, async (video) => {
    const seeked = waitFor(video, 'seeked');
    video.currentTime = thumbnailTime(video.duration);
    await seeked;
    const { width, height } = thumbnailSize(video.videoWidth, video.videoHeight);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas context.');
    context.drawImage(video, 0, 0, width, height);
    return canvasToJpeg(canvas, 0.8, 'The frame');
  });
}
