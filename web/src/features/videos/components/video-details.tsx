/** The open video: its player, name, notes, uploader and date; rename, edit notes, delete. */
import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import type { WorkspaceRole } from '@crewspace/common/permissions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { CopyLinkButton } from '@/components/ui/copy-link-button';
import { TextField } from '@/components/ui/text-field';
import { videoHref } from '@crewspace/common/links';
import { useAction } from '@/lib/use-action';
import { useVideoActions } from '../api/use-videos';
import type { Video } from '../api/videos';
import { MAX_VIDEO_NAME_LENGTH, MAX_VIDEO_NOTES_LENGTH, videoDetailsProblem } from '../file-names';
import { canManageVideo } from '../video-permissions';
import styles from './videos.module.css';

export interface VideoDetailsProps {
  video: Video;
  uid: string;
  role: WorkspaceRole | null;
  uploaderName: string;
  onClose(): void;
  /** The player, shown above the details (the review page's). */
  player: ReactNode;
}

type Mode = 'view' | 'edit';

export function VideoDetails({
  video,
  uid,
  role,
  uploaderName,
  onClose,
  player,
}: VideoDetailsProps) {
  const titleId = useId();
  const notesId = useId();
  const [mode, setMode] = useState<Mode>('view');
  const [videoName, setVideoName] = useState(video.videoName);
  const [notes, setNotes] = useState(video.notes);
  const action = useAction();
  const canManage = canManageVideo(role, uid, video);
  const actions = useVideoActions(uid);
  const confirm = useConfirm();

  async function onSave(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = videoDetailsProblem({ videoName, notes });
    if (problem) {
      action.setError(problem);
      return;
    }
    const saved = await action.run(
      () => actions.save(video, { videoName, notes }),
      'The changes could not be saved.',
    );
    if (saved) setMode('view');
  }

  return (
    <article className={styles.details} aria-labelledby={titleId}>
      {player}
      <div className={styles.meta}>
        <h1 id={titleId} className={styles.detailsTitle}>
          {video.videoName}
        </h1>
        <p className={styles.muted}>
          Uploaded by {uploaderName}
          {video.uploadedAt ? ` on ${video.uploadedAt.toLocaleString()}` : ''}
        </p>
        {action.error ? <Alert tone="error">{action.error}</Alert> : null}
        {mode === 'edit' ? (
          <form className={styles.editForm} onSubmit={onSave} aria-label="Edit video">
            <TextField
              label="Video name"
              value={videoName}
              maxLength={MAX_VIDEO_NAME_LENGTH}
              required
              onChange={(event) => setVideoName(event.target.value)}
            />
            <label className={styles.label} htmlFor={notesId}>
              Notes
            </label>
            <textarea
              id={notesId}
              className={styles.textarea}
              rows={3}
              value={notes}
              maxLength={MAX_VIDEO_NOTES_LENGTH}
              onChange={(event) => setNotes(event.target.value)}
            />
            <div className={styles.actions}>
              <Button type="submit" busy={action.busy} disabled={!videoName.trim()}>
                Save
              </Button>
              <Button
                variant="ghost"
                disabled={action.busy}
                onClick={() => {
                  setVideoName(video.videoName);
                  setNotes(video.notes);
                  action.setError(null);
                  setMode('view');
                }}
              >
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <p className={styles.notes}>{video.notes || 'No notes.'}</p>
        )}
        {mode === 'view' ? (
          <div className={styles.actions}>
            {canManage ? (
              <>
                <Button variant="secondary" onClick={() => setMode('edit')}>
                  Edit details
                </Button>
                <Button
                  variant="danger"
                  onClick={() =>
                    confirm.ask({
                      title: 'Delete video?',
                      name: video.videoName,
                      consequence:
                        'It goes for everyone, with the files of every version. This cannot be undone.',
                      confirmLabel: 'Delete video',
                      failure: 'The video could not be deleted.',
                      onConfirm: async () => {
                        await actions.remove(video);
                        onClose();
                      },
                    })
                  }
                >
                  Delete
                </Button>
              </>
            ) : null}
            <CopyLinkButton
              path={videoHref(video.workspaceId, video.id)}
              subject={video.videoName}
            />
            <Button variant="ghost" onClick={onClose}>
              Close player
            </Button>
          </div>
        ) : null}
      </div>
      {confirm.dialog}
    </article>
  );
}
