/**
 * The review page's playback state, shared by the player, its timeline and the comments: the
 * <video> element, its time, length and paused state, and seeking. A WebM recorded in a browser
 * (MediaRecorder) carries no duration, so its length is found by seeking far past the end once,
 * which makes the browser read to the end and report it.
 */
import { useCallback, useEffect, useState } from 'react';

export interface Playback {
  /** Pass to the <video>'s ref. */
  attach(video: HTMLVideoElement | null): void;
  video: HTMLVideoElement | null;
  time: number;
  /** Seconds, once known; null before. */
  duration: number | null;
  paused: boolean;
  seek(seconds: number): void;
}

const FAR_PAST_THE_END = 1e101;

/** `startAt`: where to open (a link's `?t=`), applied once the length is known. */
export function usePlayback(startAt: number | null): Playback {
  const [video, attach] = useState<HTMLVideoElement | null>(null);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState<number | null>(null);
  const [paused, setPaused] = useState(true);

  useEffect(() => {
    if (!video) return undefined;
    let probing = false;
    let opened = false;
    const open = () => {
      if (opened) return;
      opened = true;
      const length = video.duration;
      video.currentTime = startAt !== null ? Math.min(startAt, length) : 0;
    };
    const onLength = () => {
      if (Number.isFinite(video.duration) && video.duration > 0) {
        setDuration(video.duration);
        if (probing) probing = false;
        open();
      } else if (video.duration === Number.POSITIVE_INFINITY && !probing) {
        probing = true;
        video.currentTime = FAR_PAST_THE_END;
      }
    };
    const onTime = () => {
      if (!probing) setTime(video.currentTime);
    };
    const onPlay = () => setPaused(false);
    const onPause = () => setPaused(true);
    video.addEventListener('loadedmetadata', onLength);
    video.addEventListener('durationchange', onLength);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('seeked', onTime);
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);
    if (video.readyState >= 1) onLength();
    return () => {
      video.removeEventListener('loadedmetadata', onLength);
      video.removeEventListener('durationchange', onLength);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('seeked', onTime);
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
    };
    // startAt is read once, when the video opens; a later link change reloads the page's route.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [video]);

  const seek = useCallback(
    (seconds: number) => {
      if (!video) return;
      video.currentTime = Math.max(0, seconds);
      setTime(video.currentTime);
    },
    [video],
  );

  return { attach, video, time, duration, paused, seek };
}
