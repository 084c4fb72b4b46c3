/**
 * /w/:workspaceId/videos[/:videoId] (lazy-loaded): the workspace's library, the page's one
 * Upload video button (or, for a role that cannot upload, why not) and the person's interrupted
 * uploads with the way to resume them; with a video in the address,
 * that video's review page. The route gives the workspace and the video in the address.
 */
import type { WorkspaceRole } from '@crewspace/common/permissions';
import type { Workspace } from '@/features/workspaces';
import { VideoReviewPage } from '../review/review-page';
import { useUploads } from '../upload-context';
import { uploadRefusal } from '../video-permissions';
import { InterruptedUploadsList } from './interrupted-uploads-list';
import { UploadVideoAction, UploadVideoRefusal } from './upload-video-button';
import { VideoLibrary } from './video-library';
import styles from './videos.module.css';

export interface VideosPageProps {
  workspace: Workspace;
  uid: string;
  role: WorkspaceRole | null;
  videoId: string | null;
}

export function VideosPage({ workspace, uid, role, videoId }: VideosPageProps) {
  if (videoId !== null) {
    return (
      <VideoReviewPage
        key={`${workspace.id}/${videoId}`}
        workspace={workspace}
        uid={uid}
        role={role}
        videoId={videoId}
      />
    );
  }
  return <VideoLibraryPage workspace={workspace} uid={uid} role={role} />;
}

function VideoLibraryPage({ workspace, uid, role }: Omit<VideosPageProps, 'videoId'>) {
  const { openUploader } = useUploads();
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <div>
          <h1>Videos</h1>
          <p className={styles.muted}>{workspace.name}</p>
        </div>
        <UploadVideoAction />
        <UploadVideoRefusal className={styles.muted} />
      </header>
      {uploadRefusal(role) ? null : (
        <InterruptedUploadsList className={styles.notice} onResume={openUploader} />
      )}
      <VideoLibrary key={workspace.id} workspace={workspace} uid={uid} />
    </div>
  );
}
