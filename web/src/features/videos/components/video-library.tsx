/**
 * The workspace's video library: a live, bounded grid of thumbnails ("Load more" raises the
 * bound), the selected video's player and details, and empty, loading and error states.
 */
import { useMemo, useState } from 'react';
import type { WorkspaceRole } from '@crewspace/common/permissions';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { VideoIcon } from '../../../components/ui/icons';
import { Loading } from '../../../components/ui/loading';
import type { Workspace } from '../../../lib/firebase/converters';
import type { Video } from '../../../lib/firebase/videos-refs';
import { useVideos } from '../api/get-videos';
import { memberName, useMembersById } from '../../workspaces/api/members-by-id';
import { UploadVideoButton } from './upload-video-button';
import { VideoDetails } from './video-details';
import styles from './videos.module.css';

export const VIDEOS_PAGE_SIZE = 24;

export interface VideoLibraryProps {
  workspace: Workspace;
  uid: string;
  /** The signed-in user's role in the workspace. */
  role: WorkspaceRole | null;
}

export function VideoLibrary({ workspace, uid, role }: VideoLibraryProps) {
  const [max, setMax] = useState(VIDEOS_PAGE_SIZE);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const videos = useVideos(workspace.id, max);
  const uploaderIds = useMemo(
    () =>
      videos.status === 'ready'
        ? videos.data.map((video) => video.uploadedBy).filter((id) => id !== uid)
        : [],
    [videos, uid],
  );
  const uploaders = useMembersById(workspace.id, uploaderIds);

  if (videos.status === 'loading') return <Loading />;
  if (videos.status === 'error') {
    return (
      <Alert tone="error" title="Videos could not be loaded">
        {videos.error.message}
      </Alert>
    );
  }
  const list = videos.data;
  if (list.length === 0) {
    return (
      <div className={styles.empty}>
        <VideoIcon />
        <p>No videos in {workspace.name} yet.</p>
        <UploadVideoButton variant="secondary" />
      </div>
    );
  }
  const selected = list.find((video) => video.id === selectedId) ?? null;
  const uploaderName = (video: Video) =>
    video.uploadedBy === uid
      ? 'You'
      : uploaders.status === 'ready'
        ? memberName(uploaders.byId.get(video.uploadedBy))
        : '…';

  return (
    <div className={styles.library}>
      {selected ? (
        <VideoDetails
          key={selected.id}
          video={selected}
          uid={uid}
          role={role}
          uploaderName={uploaderName(selected)}
          onClose={() => setSelectedId(null)}
        />
      ) : null}
      <ul className={styles.grid} aria-label="Videos">
        {list.map((video) => (
          <li key={video.id}>
            <button
              type="button"
              className={styles.tile}
              aria-pressed={video.id === selectedId}
              onClick={() => setSelectedId(video.id)}
            >
              {video.thumbnailUrl ? (
                <img className={styles.thumb} src={video.thumbnailUrl} alt="" loading="lazy" />
              ) : (
                <span className={`${styles.thumb} ${styles.noThumb}`} aria-hidden="true">
                  <VideoIcon />
                </span>
              )}
              <span className={styles.tileName}>{video.videoName}</span>
              <span className={styles.muted}>
                {uploaderName(video)}
                {video.uploadedAt ? ` · ${video.uploadedAt.toLocaleDateString()}` : ''}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {list.length >= max ? (
        <Button variant="secondary" onClick={() => setMax((current) => current + VIDEOS_PAGE_SIZE)}>
          Load more
        </Button>
      ) : null}
    </div>
  );
}
