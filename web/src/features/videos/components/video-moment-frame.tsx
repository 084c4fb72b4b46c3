/**
 * A video's frame at one moment of one version, for places that point at a moment (a task made
 * from a time-coded comment): the cell of the preview sprite captured at upload, or the
 * thumbnail when the version has no sprite or no known length; nothing while it loads or once
 * the video is gone, since the link beside it says the rest.
 */
import { formatTimecode } from '@crewspace/common/video-review';
import { useState } from 'react';
import { useVideoVersion } from '../api/use-video-review';
import { useVideo } from '../api/use-videos';
import type { Video } from '../api/videos';
import { SPRITE_COLUMNS, SPRITE_FRAMES, spriteCell } from '../preview-sprite';
import styles from './videos.module.css';

export interface VideoMomentFrameProps {
  workspaceId: string;
  videoId: string;
  versionId: string;
  time: number;
}

const SPRITE_ROWS = Math.ceil(SPRITE_FRAMES / SPRITE_COLUMNS);

export function VideoMomentFrame({ workspaceId, videoId, ...moment }: VideoMomentFrameProps) {
  const video = useVideo(workspaceId, videoId);
  if (video.status !== 'ready' || !video.data) return null;
  return <VersionFrame video={video.data} {...moment} />;
}

function VersionFrame({
  video,
  versionId,
  time,
}: {
  video: Video;
  versionId: string;
  time: number;
}) {
  const version = useVideoVersion(video, versionId);
  // A sprite cell keeps the video's aspect; it is known once the grid image has loaded.
  const [aspect, setAspect] = useState(16 / 9);
  if (version.status !== 'ready' || !version.data) return null;
  const { previewSpriteUrl, thumbnailUrl, duration } = version.data;
  const label = `Frame of ${video.videoName} at ${formatTimecode(time)}`;
  if (previewSpriteUrl && duration) {
    const { column, row } = spriteCell(time, duration);
    return (
      <div
        role="img"
        aria-label={label}
        className={styles.momentFrame}
        style={{ aspectRatio: aspect }}
      >
        <img
          src={previewSpriteUrl}
          alt=""
          onLoad={({ currentTarget: grid }) => {
            if (grid.naturalWidth && grid.naturalHeight)
              setAspect(grid.naturalWidth / SPRITE_COLUMNS / (grid.naturalHeight / SPRITE_ROWS));
          }}
          style={{
            width: `${SPRITE_COLUMNS * 100}%`,
            transform: `translate(-${(column * 100) / SPRITE_COLUMNS}%, -${(row * 100) / SPRITE_ROWS}%)`,
          }}
        />
      </div>
    );
  }
  if (thumbnailUrl)
    return (
      <img
        src={thumbnailUrl}
        alt={`Thumbnail of ${video.videoName}`}
        className={styles.momentFrame}
      />
    );
  return null;
}
