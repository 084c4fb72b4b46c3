/**
 * The review player: the video (the browser's own controls), a timeline with a marker per
 * comment thread (placed by percentage, so they stay in place at every width; a range comment
 * spans its stretch of the bar; clicking one or the
 * bar seeks) and, while the pointer is over it, the preview frame of that moment (from the
 * sprite captured at upload), the time, playback speed and the keyboard (player-keys.ts;
 * Shift+? lists the keys).
 */
import { formatTimeRange, formatTimecode } from '@crewspace/common/video-review';
import { useCallback, useState, type MouseEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { VideoVersion } from '../api/videos';
import { SPRITE_FRAME_WIDTH, spriteCell, spriteFrameHeight } from '../preview-sprite';
import type { Thread } from './threads';
import { PLAYBACK_RATES, PLAYER_KEYS } from './player-keys';
import type { Playback } from './use-playback';
import { usePlayerKeys } from './use-player-keys';
import styles from './review.module.css';

export interface ReviewPlayerProps {
  videoName: string;
  /** The version played: its file, poster and preview frames. */
  version: VideoVersion;
  playback: Playback;
  threads: readonly Thread[];
  onMarker(thread: Thread): void;
}

function percent(time: number, duration: number): string {
  return `${Math.min(100, Math.max(0, (time / duration) * 100))}%`;
}

export function ReviewPlayer({
  videoName,
  version,
  playback,
  threads,
  onMarker,
}: ReviewPlayerProps) {
  const [rate, setRate] = useState(1);
  const [showKeys, setShowKeys] = useState(false);
  const [hovered, setHovered] = useState<number | null>(null);
  const openKeys = useCallback(() => setShowKeys(true), []);
  usePlayerKeys(playback.video, openKeys);
  const { duration } = playback;

  function pointerTime(event: MouseEvent<HTMLDivElement>): number | null {
    if (!duration) return null;
    const box = event.currentTarget.getBoundingClientRect();
    return Math.min(duration, Math.max(0, ((event.clientX - box.left) / box.width) * duration));
  }

  function seekToPointer(event: MouseEvent<HTMLDivElement>) {
    const time = pointerTime(event);
    if (time !== null) playback.seek(time);
  }

  function preview(time: number, length: number, sprite: string) {
    const { column, row } = spriteCell(time, length);
    const height = spriteFrameHeight(
      playback.video?.videoWidth ?? 0,
      playback.video?.videoHeight ?? 0,
    );
    return (
      <span
        className={styles.preview}
        data-testid="hover-preview"
        aria-hidden="true"
        style={{
          left: percent(time, length),
          width: SPRITE_FRAME_WIDTH,
          height,
          backgroundImage: `url("${sprite}")`,
          backgroundPosition: `-${column * SPRITE_FRAME_WIDTH}px -${row * height}px`,
        }}
      >
        <span className={styles.previewTime}>{formatTimecode(time)}</span>
      </span>
    );
  }

  return (
    <div className={styles.player}>
      <video
        ref={playback.attach}
        className={styles.video}
        src={version.videoURL}
        poster={version.thumbnailUrl ?? undefined}
        controls
        preload="metadata"
        aria-label={`Video: ${videoName}`}
      />
      <div className={styles.timelineRow}>
        {/* The bar is a pointer shortcut; the keys and the comments' timecodes seek too. */}
        <div
          className={styles.timeline}
          onClick={seekToPointer}
          onMouseMove={(event) => setHovered(pointerTime(event))}
          onMouseLeave={() => setHovered(null)}
          data-testid="review-timeline"
        >
          {duration ? (
            <>
              <span
                className={styles.played}
                style={{ width: percent(playback.time, duration) }}
                aria-hidden="true"
              />
              {hovered !== null && version.previewSpriteUrl
                ? preview(hovered, duration, version.previewSpriteUrl)
                : null}
              {threads.map((thread) => {
                const { root } = thread;
                const { time, endTime } = root;
                const isRange = endTime !== null && endTime > time;
                const classes = [
                  styles.marker,
                  isRange ? styles.markerRange : '',
                  root.resolved ? styles.markerResolved : '',
                ];
                return (
                  <button
                    key={root.id}
                    type="button"
                    className={classes.join(' ')}
                    // A range spans its part of the bar; a moment is a dot centred on it.
                    style={{
                      left: percent(time, duration),
                      ...(isRange ? { width: percent(endTime - time, duration) } : {}),
                    }}
                    aria-label={`Comment marker at ${formatTimeRange(time, endTime)}`}
                    title={root.text.slice(0, 80)}
                    onClick={(event) => {
                      event.stopPropagation();
                      playback.seek(time);
                      onMarker(thread);
                    }}
                  />
                );
              })}
            </>
          ) : null}
        </div>
        <span className={styles.clock} aria-label="Playback time">
          {formatTimecode(playback.time)} / {duration ? formatTimecode(duration) : '–:––'}
        </span>
      </div>
      <div className={styles.playerTools}>
        <label className={styles.speed}>
          Speed
          <select
            value={rate}
            onChange={(event) => {
              const next = Number(event.target.value);
              setRate(next);
              if (playback.video) playback.video.playbackRate = next;
            }}
          >
            {PLAYBACK_RATES.map((value) => (
              <option key={value} value={value}>
                {value}×
              </option>
            ))}
          </select>
        </label>
        <Button size="sm" variant="ghost" onClick={() => setShowKeys((shown) => !shown)}>
          Keyboard shortcuts
        </Button>
      </div>
      {showKeys ? (
        <section className={styles.keys} aria-label="Keyboard shortcuts">
          <dl>
            {PLAYER_KEYS.map((entry) => (
              <div key={entry.keys}>
                <dt>{entry.keys}</dt>
                <dd>{entry.does}</dd>
              </div>
            ))}
          </dl>
          <Button size="sm" variant="ghost" onClick={() => setShowKeys(false)}>
            Hide keys
          </Button>
        </section>
      ) : null}
    </div>
  );
}
