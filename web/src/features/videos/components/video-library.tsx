/**
 * The workspace's video library: a live, bounded grid of thumbnails ("Load more" raises the
 * bound), the video in the address (`/w/:workspaceId/videos/:videoId`) with its player and
 * details, and empty, loading and error states. Picking a tile opens its address, so a video
 * can be linked to, and back and forward move between them.
 */
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { WorkspaceRole } from '@crewspace/common/permissions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { VideoIcon } from '@/components/ui/icons';
import { Loading } from '@/components/ui/loading';
import { videoHref, workspaceHref } from '@/config/paths';
import { memberName, useMembersById, type Workspace } from '@/features/workspaces';
import { useVideo, useVideos } from '../api/use-videos';
import type { Video } from '../api/videos';
import { VideoDetails } from './video-details';
import styles from './videos.module.css';

export const VIDEOS_PAGE_SIZE = 24;

export interface VideoLibraryProps {
  workspace: Workspace;
  uid: string;
  /** The signed-in user's role in the workspace. */
  role: WorkspaceRole | null;
  /** The video whose details are open (from the address), if any. */
  selectedVideoId: string | null;
}

export function VideoLibrary({ workspace, uid, role, selectedVideoId }: VideoLibraryProps) {
  const navigate = useNavigate();
  const [max, setMax] = useState(VIDEOS_PAGE_SIZE);
  const videos = useVideos(workspace.id, max);
  const selected = useVideo(workspace.id, selectedVideoId);
  const uploaderIds = useMemo(() => {
    const shown = videos.status === 'ready' ? videos.data : [];
    const open = selected.status === 'ready' && selected.data ? [selected.data] : [];
    return [...shown, ...open].map((video) => video.uploadedBy).filter((id) => id !== uid);
  }, [videos, selected, uid]);
  const uploaders = useMembersById(workspace.id, uploaderIds);
  const listHref = workspaceHref(workspace.id, 'videos');

  if (videos.status === 'loading') return <Loading />;
  if (videos.status === 'error') {
    return (
      <Alert tone="error" title="Videos could not be loaded">
        {videos.error.message}
      </Alert>
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
      {selectedVideoId === null ? null : selected.status === 'loading' ? (
        <Loading />
      ) : selected.status === 'ready' && selected.data ? (
        <VideoDetails
          key={selected.data.id}
          video={selected.data}
          uid={uid}
          role={role}
          uploaderName={uploaderName(selected.data)}
          onClose={() => void navigate(listHref)}
        />
      ) : (
        <Alert tone="warning" title="Video not found">
          It may have been deleted, or the link is wrong.
        </Alert>
      )}
      {list.length === 0 ? (
        <div className={styles.empty}>
          <VideoIcon />
          <p>No videos in {workspace.name} yet.</p>
        </div>
      ) : (
        <ul className={styles.grid} aria-label="Videos">
          {list.map((video) => (
            <li key={video.id}>
              <button
                type="button"
                className={styles.tile}
                aria-pressed={video.id === selectedVideoId}
                onClick={() => void navigate(videoHref(workspace.id, video.id))}
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
      )}
      {list.length >= max ? (
        <Button variant="secondary" onClick={() => setMax((current) => current + VIDEOS_PAGE_SIZE)}>
          Load more
        </Button>
      ) : null}
    </div>
  );
}
