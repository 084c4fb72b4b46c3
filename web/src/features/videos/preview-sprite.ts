/**
 * Hover preview frames: while a video uploads, the browser captures a small sprite of
 * frames from the local file, one grid image stored beside the thumbnail; the review player's
 * timeline shows the frame nearest the pointer. The grid math is pure and unit-tested.
 */
import { canvasToJpeg, waitFor, withLoadedVideo } from './thumbnail';

export const SPRITE_FRAMES = 20;
export const SPRITE_COLUMNS = 5;
export const SPRITE_FRAME_WIDTH = 160;

/** Frame height for a video's size, aspect kept (16:9 when unknown). */
export function spriteFrameHeight(videoWidth: number, videoHeight: number): number {
  if (videoWidth <= 0 || videoHeight <= 0) return 90;
  return Math.max(1, Math.round((videoHeight * SPRITE_FRAME_WIDTH) / videoWidth));
}

/** The moment each frame shows: the middle of equal parts of the video. */
export function spriteFrameTimes(duration: number, frames = SPRITE_FRAMES): number[] {
  return Array.from({ length: frames }, (_, index) => ((index + 0.5) * duration) / frames);
}

/** Which frame shows `time`, and where it sits in the grid (in frames). */
export function spriteCell(time: number, duration: number, frames = SPRITE_FRAMES) {
  const index = Math.min(frames - 1, Math.max(0, Math.floor((time / duration) * frames)));
  return { index, column: index % SPRITE_COLUMNS, row: Math.floor(index / SPRITE_COLUMNS) };
}

/** The video's length; a browser-recorded WebM reports none until it is sought past its end. */
async function lengthOf(video: HTMLVideoElement): Promise<number> {
  if (Number.isFinite(video.duration) && video.duration > 0) return video.duration;
  const known = waitFor(video, 'durationchange');
  video.currentTime = 1e101;
  await known;
  if (!Number.isFinite(video.duration) || video.duration <= 0)
    throw new Error('The video has no length to preview.');
  return video.duration;
}

/** Draws SPRITE_FRAMES frames of the local file into one JPEG grid. */
export function captureSprite(file: Blob): Promise<Blob> {
  return withLoadedVideo(file, async (video) => {
    const duration = await lengthOf(video);
    const height = spriteFrameHeight(video.videoWidth, video.videoHeight);
    const canvas = document.createElement('canvas');
    canvas.width = SPRITE_FRAME_WIDTH * SPRITE_COLUMNS;
    canvas.height = height * Math.ceil(SPRITE_FRAMES / SPRITE_COLUMNS);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas context.');
    for (const [index, time] of spriteFrameTimes(duration).entries()) {
      const seeked = waitFor(video, 'seeked');
      video.currentTime = time;
      await seeked;
      const column = index % SPRITE_COLUMNS;
      const row = Math.floor(index / SPRITE_COLUMNS);
      context.drawImage(
        video,
        column * SPRITE_FRAME_WIDTH,
        row * height,
        SPRITE_FRAME_WIDTH,
        height,
      );
    }
    return canvasToJpeg(canvas, 0.7, 'The frames');
  });
}
