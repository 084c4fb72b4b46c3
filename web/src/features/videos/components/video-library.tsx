/**
 * The workspace's video library: a live, bounded grid of thumbnails ("Load more" raises the
 * bound) of each video's newest version (and its number, once there are several), with each
 * video's review status and a filter by status, and empty, loading and error
 * states. Each tile is a link to the video's review page (`/w/:workspaceId/videos/:videoId`), so
 * it opens in a new tab or copies like any link, and back and forward move between them.
 */
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  REVIEW_STATUSES,
  REVIEW_STATUS_LABELS,
  isReviewStatus,
  type ReviewStatus,
} from '@crewspace/common/video-review';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { VideoIcon } from '@/components/ui/icons';
import { Loading } from '@/components/ui/loading';
import { videoHref } from '@crewspace/common/links';
import { memberName, useMembersById, type Workspace } from '@/features/workspaces';
import { useVideos } from '../api/use-videos';
import type { Video } from '../api/videos';
import { ReviewStatusBadge } from '../review/review-status';
import styles from './videos.module.css';

/** How the empty list of a review-status filter ends: "No videos in Acme need review." */
const NONE_WITH_STATUS: Readonly<Record<ReviewStatus, string>> = {
  'needs-review': 'need review',
  'in-progress': 'are in progress',
  'changes-requested': 'have changes requested',
  approved: 'are approved',
};

export const VIDEOS_PAGE_SIZE = 24;

export interface VideoLibraryProps {
  workspace: Workspace;
  uid: string;
}

export function VideoLibrary({ workspace, uid }: VideoLibraryProps) {
  const [max, setMax] = useState(VIDEOS_PAGE_SIZE);
  const [status, setStatus] = useState<ReviewStatus | null>(null);
  const videos = useVideos(workspace.id, max, status);
  const uploaderIds = useMemo(() => {
    const shown = videos.status === 'ready' ? videos.data : [];
    return shown.map((video) => video.uploadedBy).filter((id) => id !== uid);
  }, [videos, uid]);
  const uploaders = useMembersById(workspace.id, uploaderIds);

  const filter = (
    <label className={styles.filter}>
      Review status
      <select
        value={status ?? ''}
        onChange={(event) => {
          const next = event.target.value;
          setStatus(isReviewStatus(next) ? next : null);
          setMax(VIDEOS_PAGE_SIZE);
        }}
      >
        <option value="">All videos</option>
        {REVIEW_STATUSES.map((value) => (
          <option key={value} value={value}>
            {REVIEW_STATUS_LABELS[value]}
          </option>
        ))}
      </select>
    </label>
  );
  if (videos.status !== 'ready') {
    return (
      <div className={styles.library}>
        {filter}
        {videos.status === 'loading' ? (
          <Loading />
        ) : (
          <Alert tone="error" title="Videos could not be loaded">
            {videos.error.message}
          </Alert>
        )}
      </div>
    );
  }
  const list = videos.data;
  const uploaderName = (video: Video) =>
    video.uploadedBy === uid
      ? 'You'
      : uploaders.status === 'ready'
        ? memberName(uploaders.byId.get(video.uploadedBy))
        : '…';

  return (
    <div className={styles.library}>
      {filter}
      {list.length === 0 ? (
        <div className={styles.empty}>
          <VideoIcon />
          <p>
            {status
              ? `No videos in ${workspace.name} ${NONE_WITH_STATUS[status]}.`
              : `No videos in ${workspace.name} yet.`}
          </p>
        </div>
      ) : (
        <ul className={styles.grid} aria-label="Videos">
          {list.map((video) => (
            <li key={video.id}>
              <Link className={styles.tile} to={videoHref(workspace.id, video.id)}>
                {video.latest.thumbnailUrl ? (
                  <img
                    className={styles.thumb}
                    src={video.latest.thumbnailUrl}
                    alt=""
                    loading="lazy"
                  />
                ) : (
                  <span className={`${styles.thumb} ${styles.noThumb}`} aria-hidden="true">
                    <VideoIcon />
                  </span>
                )}
                <span className={styles.tileName}>{video.videoName}</span>
                <span className={styles.tileBadges}>
                  <ReviewStatusBadge status={video.reviewStatus} />
                  {video.latest.number > 1 ? <Badge tone="neutral">{video.latest.id}</Badge> : null}
                </span>
                <span className={styles.muted}>
                  {uploaderName(video)}
                  {video.uploadedAt ? ` · ${video.uploadedAt.toLocaleDateString()}` : ''}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {list.length >= max ? (
        <Button variant="secondary" onClick={() => setMax((current) => current + VIDEOS_PAGE_SIZE)}>
          Load more
        </Button>
      ) : null}
    </div>
  );
}
