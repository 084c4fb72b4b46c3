/**
 * The top bar's account of the user's changes: "All changes saved", "Syncing 2 changes…",
 * "Connecting…", "Offline", "Offline · 3 changes waiting" (sync-status.ts), and, when the server
 * refused a change made offline, a button saying so that opens the reasons.
 */
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { dismissWriteFailures } from '@/lib/firebase/pending-writes';
import { countChanges, type SyncState } from '../sync-status';
import type { LiveSyncStatus } from '../use-sync-status';
import styles from './sync-indicator.module.css';

function StateIcon({ state }: { state: SyncState }) {
  return (
    <Icon className={styles.icon}>
      {/* A cloud; ticked when saved, crossed out offline, with dots while changes wait. */}
      <path d="M7 18a4.5 4.5 0 0 1-.6-9A6 6 0 0 1 18 8.5a4.5 4.5 0 0 1-.5 9.5z" />
      {state === 'saved' ? <path d="m9.5 13 2 2 3.5-3.5" /> : null}
      {state === 'offline' || state === 'waiting' ? <path d="M4 4l16 16" /> : null}
      {state === 'syncing' || state === 'connecting' ? (
        <path d="M9 13h.01M12 13h.01M15 13h.01" />
      ) : null}
    </Icon>
  );
}

export interface SyncIndicatorProps {
  /** The live status (useSyncStatus), read once by the shell that also asks before sign-out. */
  status: LiveSyncStatus;
}

export function SyncIndicator({ status }: SyncIndicatorProps) {
  const { failures } = status;
  const [reasonsOpen, setReasonsOpen] = useState(false);

  return (
    <div className={styles.root}>
      <span
        role="status"
        className={`${styles.status} ${styles[status.tone]}`}
        data-sync={status.state}
        title={status.label}
      >
        <StateIcon state={status.state} />
        <span className={styles.label}>{status.label}</span>
      </span>
      {failures.length > 0 ? (
        <Button size="sm" variant="danger" onClick={() => setReasonsOpen(true)}>
          {countChanges(failures.length)} not saved
        </Button>
      ) : null}
      {reasonsOpen ? (
        <Dialog
          title="Changes not saved"
          description="The server refused these changes when the connection returned, so they were taken back."
          size="sm"
          onClose={() => setReasonsOpen(false)}
        >
          <ul className={styles.reasons}>
            {failures.map((reason, index) => (
              <li key={index}>{reason}</li>
            ))}
          </ul>
          <DialogActions>
            <Button
              onClick={() => {
                dismissWriteFailures();
                setReasonsOpen(false);
              }}
            >
              Dismiss
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </div>
  );
}
