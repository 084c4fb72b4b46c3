/**
 * The uploader over any page: a modal dialog, or, minimized, a floating bar 340 px wide with the
 * average progress and a Restore button.
 */
import { useEffect, useId, useRef } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { CloseIcon } from '../../../components/ui/icons';
import { useUploads } from '../upload-context';
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

function UploaderDialog() {
  const { items, error, startUpload, togglePause, cancel, minimize, closeUploader } = useUploads();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dialog.current?.focus();
  }, []);

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') closeUploader();
        }}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            Upload video
          </h2>
          <span className={styles.headerActions}>
            <Button size="sm" variant="ghost" onClick={minimize}>
              Minimize
            </Button>
            <IconButton label="Close uploader" onClick={closeUploader}>
              <CloseIcon />
            </IconButton>
          </span>
        </header>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <UploadForm onStart={startUpload} />
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
      </div>
    </div>
  );
}
