/** /videos (lazy-loaded): the current workspace's library and the Upload video button. */
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { useProfile } from '../../profile/profile-provider';
import { useWorkspace } from '../../workspaces/workspace-provider';
import { UploadVideoButton } from './upload-video-button';
import { VideoLibrary } from './video-library';
import styles from './videos.module.css';

export default function VideosPage() {
  const { status, current, role } = useWorkspace();
  const { profile } = useProfile();
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <div>
          <h1>Videos</h1>
          {current ? <p className={styles.muted}>{current.name}</p> : null}
        </div>
        {current ? <UploadVideoButton /> : null}
      </header>
      {status === 'loading' ? (
        <Loading />
      ) : status === 'error' ? (
        <Alert tone="error" title="Workspaces could not be loaded" />
      ) : current ? (
        <VideoLibrary key={current.id} workspace={current} uid={profile.uid} role={role} />
      ) : (
        <Alert tone="info" title="No workspace yet">
          Join or create a workspace to share videos.
        </Alert>
      )}
    </div>
  );
}
