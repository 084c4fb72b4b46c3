/**
 * The uploader over any page: a modal dialog (the shared Dialog: Escape or the backdrop closes it,
 * which minimizes it while uploads run), or, minimized, the floating bar (uploader-bar.tsx).
 * Opened for a video's new version, the dialog is titled so and its form asks only for the file.
 */
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { IconButton } from '@/components/ui/icon-button';
import { CloseIcon } from '@/components/ui/icons';
import { useUploads } from '../upload-context';
import { InterruptedUploadsList } from './interrupted-uploads-list';
import { UploadForm } from './upload-form';
import { UploadItemRow } from './upload-item-row';
import { MinimizedBar } from './uploader-bar';
import styles from './uploader.module.css';

export function UploaderModal() {
  const uploads = useUploads();
  return uploads.isMinimized ? <MinimizedBar /> : <UploaderDialog />;
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
      <InterruptedUploadsList />
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
