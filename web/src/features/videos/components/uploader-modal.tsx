/**
 * The uploader over any page: a modal dialog (the shared Dialog: Escape or the backdrop closes it,
 * which minimizes it while uploads run), or, minimized, a floating bar 340 px wide with the
 * average progress and a Restore button. Opened for a video's new version, the dialog is titled
 * so and its form asks only for the file.
 */
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { IconButton } from '@/components/ui/icon-button';
import { CloseIcon } from '@/components/ui/icons';
import { useUploads } from '../upload-context';
import { percent } from '../upload-stats';
import { UploadForm } from './upload-form';
import { UploadItemRow } from './upload-item-row';
import styles from './uploader.module.css';

export function UploaderModal() {
  const uploads = useUploads();
  return uploads.isMinimized ? <MinimizedBar /> : <UploaderDialog />;
}

function MinimizedBar() {
  const { items, averageProgress, restore } = useUploads();
  return (
    <section
      className={styles.minimized}
      aria-label="Video uploads"
      data-testid="uploader-minimized"
    >
      <div className={styles.itemHeader}>
        <span>
          Uploading {items.length} {items.length === 1 ? 'video' : 'videos'}
        </span>
        <span className={styles.itemPercent}>{averageProgress}%</span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label="Average upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={averageProgress}
      >
        <div className={styles.bar} style={{ width: `${averageProgress}%` }} />
      </div>
      <Button size="sm" variant="secondary" onClick={restore}>
        Restore
      </Button>
    </section>
  );
}

/** Uploads a page reload interrupted: picking the same file in the form resumes one. */
function InterruptedList() {
  const { interrupted, discardInterrupted } = useUploads();
  if (interrupted.length === 0) return null;
  return (
    <section className={styles.interrupted} aria-label="Interrupted uploads">
      <p className={styles.muted}>
        Interrupted {interrupted.length === 1 ? 'upload' : 'uploads'}: choose the same file again to
        resume.
      </p>
      <ul className={styles.interruptedList}>
        {interrupted.map((upload) => (
          <li key={upload.sessionUrl} className={styles.interruptedItem}>
            <span className={styles.itemName}>
              {upload.videoName}
              {upload.versionOf ? ' (new version)' : ''} ({upload.fileName},{' '}
              {Math.floor(percent(upload.bytesTransferred, upload.fileSize))}%)
            </span>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Discard ${upload.videoName}`}
              onClick={() => discardInterrupted(upload)}
            >
              Discard
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function UploaderDialog() {
  const {
    items,
    error,
    startUpload,
    togglePause,
    cancel,
    minimize,
    closeUploader,
    findInterrupted,
    discardInterrupted,
    versionOf,
  } = useUploads();
  return (
    <Dialog
      title={versionOf ? 'Upload new version' : 'Upload video'}
      onClose={closeUploader}
      headerActions={
        <>
          <Button size="sm" variant="ghost" onClick={minimize}>
            Minimize
          </Button>
          <IconButton label="Close uploader" onClick={closeUploader}>
            <CloseIcon />
          </IconButton>
        </>
      }
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <InterruptedList />
      <UploadForm
        key={versionOf?.videoId ?? 'new'}
        versionOf={versionOf}
        onStart={startUpload}
        findInterrupted={findInterrupted}
        onDiscardInterrupted={discardInterrupted}
      />
      {items.length > 0 ? (
        <ul className={styles.items} aria-label="Uploads in progress">
          {items.map((item) => (
            <UploadItemRow
              key={item.id}
              item={item}
              onTogglePause={togglePause}
              onCancel={cancel}
            />
          ))}
        </ul>
      ) : null}
    </Dialog>
  );
}
