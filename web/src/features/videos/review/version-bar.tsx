/**
 * Above the review player: the video's review status, which version is shown (a switcher, newest
 * first, once there is more than one; a pointer to the newest when an older one is shown), who
 * uploaded it, and "Upload new version" for roles with editMessages (the rules agree), or why not.
 */
import { missingRightReason, type WorkspaceRole } from '@crewspace/common/permissions';
import { versionNumber } from '@crewspace/common/video-review';
import { Button } from '@/components/ui/button';
import { ReadOnlyNote } from '@/components/ui/read-only-note';
import { memberName, useMembersById } from '@/features/workspaces';
import { versionIds } from '../api/video-versions';
import type { Video, VideoVersion } from '../api/videos';
import { useUploads } from '../upload-context';
import { ReviewStatusControl } from './review-status';
import styles from './review.module.css';

export interface VersionBarProps {
  video: Video;
  /** The version shown (its id), and its data once read (null while reading or unknown). */
  shownId: string;
  shown: VideoVersion | null;
  uid: string;
  role: WorkspaceRole | null;
  onShow(versionId: string): void;
}

export function VersionBar({ video, shownId, shown, uid, role, onShow }: VersionBarProps) {
  const { openVersionUploader } = useUploads();
  const ids = versionIds(video);
  const newest = video.latest;
  const refusal = missingRightReason(role, 'editMessages', 'upload new versions');
  const olderShown = (versionNumber(shownId) ?? newest.number) < newest.number;

  return (
    <div className={styles.versionBar}>
      <div className={styles.playerTools}>
        <ReviewStatusControl video={video} uid={uid} role={role} />
        {ids.length > 1 ? (
          <label className={styles.status}>
            Version
            <select value={shownId} onChange={(event) => onShow(event.target.value)}>
              {ids.map((id) => (
                <option key={id} value={id}>
                  {id === newest.id ? `${id} (newest)` : id}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {refusal ? null : (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => openVersionUploader({ videoId: video.id, videoName: video.videoName })}
          >
            Upload new version
          </Button>
        )}
      </div>
      {shown && shown.number > 1 ? (
        <VersionUploader version={shown} uid={uid} video={video} />
      ) : null}
      {olderShown ? (
        <p className={styles.muted} role="status">
          This is {shownId}; the newest is {newest.id}.{' '}
          <Button size="sm" variant="ghost" onClick={() => onShow(newest.id)}>
            Show {newest.id}
          </Button>
        </p>
      ) : null}
      <ReadOnlyNote reason={refusal} />
    </div>
  );
}

function VersionUploader({
  video,
  version,
  uid,
}: {
  video: Video;
  version: VideoVersion;
  uid: string;
}) {
  const mine = version.uploadedBy === uid;
  const uploader = useMembersById(video.workspaceId, mine ? [] : [version.uploadedBy]);
  const name = mine
    ? 'you'
    : uploader.status === 'ready'
      ? memberName(uploader.byId.get(version.uploadedBy))
      : '…';
  return (
    <p className={styles.muted}>
      {version.id} uploaded by {name}
      {version.uploadedAt ? ` on ${version.uploadedAt.toLocaleString()}` : ''}
    </p>
  );
}
