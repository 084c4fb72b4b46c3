/**
 * The uploader's floating bar (340 px): minimized, it shows the average progress of the running
 * uploads and Restore; closed, it stays up on its own while uploads a reload or a closed tab
 * interrupted wait to be resumed, so the person hears of them on any page. Both say "choose the
 * file again to resume" and open the uploader, where the file is picked. On the Videos page the
 * library lists them itself, so the bar steps aside there.
 */
import { useMatch } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useUploads } from '../upload-context';
import { interruptedSummary } from './interrupted-uploads-list';
import styles from './uploader.module.css';

function ResumeHint({ count }: { count: number }) {
  return (
    <p className={styles.muted}>{interruptedSummary(count)}: choose the file again to resume.</p>
  );
}

export function MinimizedBar() {
  const { items, averageProgress, restore, interrupted } = useUploads();
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
      {interrupted.length > 0 ? <ResumeHint count={interrupted.length} /> : null}
      <Button size="sm" variant="secondary" onClick={restore}>
        Restore
      </Button>
    </section>
  );
}

/** The closed uploader's bar while interrupted uploads wait; Hide puts it away for this visit. */
export function InterruptedBar({ onHide }: { onHide(): void }) {
  const { interrupted, openUploader } = useUploads();
  const onLibrary = useMatch(`${paths.workspace.path}/${paths.videos.path}`);
  if (interrupted.length === 0 || onLibrary) return null;
  return (
    <section className={styles.minimized} aria-label="Video uploads">
      <ResumeHint count={interrupted.length} />
      <div className={styles.barActions}>
        <Button size="sm" variant="secondary" onClick={openUploader}>
          Resume…
        </Button>
        <Button size="sm" variant="ghost" onClick={onHide}>
          Hide
        </Button>
      </div>
    </section>
  );
}
