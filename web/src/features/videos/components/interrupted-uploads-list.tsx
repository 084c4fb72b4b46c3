/**
 * Uploads a page reload (or a closed tab) interrupted, for the signed-in person in this
 * workspace: each with its name, file and how far it got, and Discard. Picking the same file in
 * the uploader resumes one; `onResume` adds a button that opens the uploader for that (the
 * Videos page), the uploader itself has the file field right below.
 */
import { Button } from '@/components/ui/button';
import { useUploads } from '../upload-context';
import { percent } from '../upload-stats';
import styles from './uploader.module.css';

/** "An upload was interrupted" / "2 uploads were interrupted", for the page and the bar. */
export function interruptedSummary(count: number): string {
  return count === 1 ? 'An upload was interrupted' : `${count} uploads were interrupted`;
}

export interface InterruptedUploadsListProps {
  /** Opens the uploader (where the file is picked); without it, no Resume button. */
  onResume?(): void;
  className?: string;
}

export function InterruptedUploadsList({ onResume, className }: InterruptedUploadsListProps) {
  const { interrupted, discardInterrupted } = useUploads();
  if (interrupted.length === 0) return null;
  return (
    <section
      className={[styles.interrupted, className].filter(Boolean).join(' ')}
      aria-label="Interrupted uploads"
    >
      <p className={styles.muted}>
        {interruptedSummary(interrupted.length)}: choose the file again to resume.
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
      {onResume ? (
        <Button className={styles.start} size="sm" variant="secondary" onClick={onResume}>
          Resume…
        </Button>
      ) : null}
    </section>
  );
}
