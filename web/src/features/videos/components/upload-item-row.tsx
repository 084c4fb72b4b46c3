/** One upload: progress bar, speed, time remaining, pause/resume and cancel. */
import { Button } from '@/components/ui/button';
import type { UploadItem } from '../upload-queue';
import { describeUpload } from '../upload-stats';
import styles from './uploader.module.css';

export interface UploadItemRowProps {
  item: UploadItem;
  onTogglePause(id: string): void;
  onCancel(id: string): void;
}

export function UploadItemRow({ item, onTogglePause, onCancel }: UploadItemRowProps) {
  const progress = Math.round(item.progress);
  const status = describeUpload(item);
  return (
    <li className={styles.item} aria-label={item.videoName}>
      <div className={styles.itemHeader}>
        <span className={styles.itemName}>{item.videoName}</span>
        <span className={styles.itemPercent}>{progress}%</span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={`${item.videoName} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <div className={styles.bar} style={{ width: `${progress}%` }} />
      </div>
      <div className={styles.itemFooter}>
        <span className={item.failed ? styles.error : styles.muted} data-testid="upload-status">
          {status}
        </span>
        <span className={styles.itemActions}>
          {/* An upload the connection paused resumes by itself; the user cannot resume it sooner. */}
          {item.failed || item.pausedOffline ? null : (
            <Button size="sm" variant="secondary" onClick={() => onTogglePause(item.id)}>
              {item.isPaused ? 'Resume' : 'Pause'}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => onCancel(item.id)}>
            {item.failed ? 'Remove' : 'Cancel'}
          </Button>
        </span>
      </div>
    </li>
  );
}
